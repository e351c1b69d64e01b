package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.List;

/**
 * 附录一 the round-robin order table (the Berger table, FIDE C.05 Annex 1) for the groups and the
 * final round robin: n players (n+1 with a dummy when odd; meeting the dummy is the bye). Player n
 * meets player x = (r−1)·n/2 mod (n−1) + 1 in round r, playing first in even rounds; the others meet
 * as (x+k, x−k) counted round 1…n−1, the first listed playing red (13.1).
 */
final class Berger {
    private Berger() {
    }

    /** The table size: n, or n+1 when odd. */
    static int size(int players) {
        return players % 2 == 0 ? players : players + 1;
    }

    static int rounds(int players) {
        return players < 2 ? 0 : size(players) - 1;
    }

    /** Round r (1-based) of the table of n (even): pairs {first, second} of table numbers, board order. */
    static List<int[]> round(int n, int r) {
        int m = n - 1;
        int x = ((r - 1) * (n / 2)) % m + 1;
        List<int[]> out = new ArrayList<>();
        out.add(r % 2 == 0 ? new int[] {n, x} : new int[] {x, n});
        for (int k = 1; k < n / 2; k++) {
            out.add(new int[] {mod1(x + k, m), mod1(x - k, m)});
        }
        return out;
    }

    private static int mod1(int v, int m) {
        return ((v - 1) % m + m) % m + 1;
    }
}
