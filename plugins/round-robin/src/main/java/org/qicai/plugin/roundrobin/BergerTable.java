package org.qicai.plugin.roundrobin;

import java.util.ArrayList;
import java.util.List;

/**
 * 附录一 循环赛对局秩序表 = the Berger table of FIDE C.05 Annex 1. For an even n, round r (1…n−1)
 * pairs n with a(r), where a(1) = 1 and a(r) = a(r−1) + n/2 taken round 1…n−1; n is black in odd
 * rounds and white in even ones ("the highest number alternates colour"). Table k (2…n/2) pairs
 * a(r)+(k−1) (first, red) with a(r)−(k−1), both taken round 1…n−1 ("首尾相对，依次靠拢").
 * For an odd number of players, n+1 is a dummy and meeting it is the bye.
 */
public final class BergerTable {
    private BergerTable() {
    }

    /** One table of one round: first (red/white) against second, by table number. */
    public record Game(int first, int second) {
    }

    /** The size of the table for {@code players} players: the next even number. */
    public static int size(int players) {
        return players % 2 == 0 ? players : players + 1;
    }

    /** Rounds of one cycle. */
    public static int rounds(int players) {
        return size(players) - 1;
    }

    /** The games of round {@code r} (1-based) for a table of even size {@code n}, in table order. */
    public static List<Game> round(int n, int r) {
        if (n < 2 || n % 2 != 0) {
            throw new IllegalArgumentException("table size must be even and at least 2: " + n);
        }
        int m = n - 1;
        if (r < 1 || r > m) {
            throw new IllegalArgumentException("round " + r + " outside 1…" + m);
        }
        int a = Math.floorMod((long) (r - 1) * (n / 2), m) + 1;
        List<Game> games = new ArrayList<>(n / 2);
        games.add(r % 2 == 1 ? new Game(a, n) : new Game(n, a));
        for (int k = 2; k <= n / 2; k++) {
            int first = wrap(a + (k - 1), m);
            int second = wrap(a - (k - 1), m);
            games.add(new Game(first, second));
        }
        return games;
    }

    private static int wrap(int x, int m) {
        return Math.floorMod(x - 1, m) + 1;
    }
}
