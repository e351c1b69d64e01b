package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/**
 * C.2/C.4: in an odd field the bye may go only to a player whose absence leaves a complete pairing of
 * the others. {@link ByeCandidates} finds them all with one blossom search; checked here against
 * trying every player with an exhaustive search for a perfect matching of the rest.
 */
class ByeCandidatesTest {

    @RepeatedTest(400)
    @DisplayName("C.4: the possible byes are exactly the players whose absence leaves a complete pairing")
    void possibleByesEqualExhaustiveSearch(RepetitionInfo info) {
        Random rnd = new Random(7919L * info.getCurrentRepetition());
        int n = 1 + rnd.nextInt(13);
        double density = 0.15 + rnd.nextDouble() * 0.8;
        boolean[][] adj = new boolean[n][n];
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                adj[a][b] = adj[b][a] = rnd.nextDouble() < density;
            }
        }
        boolean[] got = ByeCandidates.of(n, (a, b) -> adj[a][b]);
        boolean[] want = new boolean[n];
        if (n % 2 == 1) {
            for (int v = 0; v < n; v++) {
                want[v] = perfect(adj, n, 1 << v);
            }
        }
        assertThat(got).as("n=%d", n).containsExactly(want);
    }

    @Test
    @DisplayName("C.4: an odd cycle with a pendant — only the players an even path away from the free one may take the bye")
    void blossomWithPendant() {
        // triangle 0-1-2, 3 hanging on 0, 4 hanging on 3: without 0 the others pair 1-2 and 3-4, without 1
        // (or 2) they pair 0-2 (0-1) and 3-4, without 4 they pair 0-3 and 1-2; without 3 player 4 meets nobody
        boolean[][] adj = new boolean[5][5];
        int[][] edges = {{0, 1}, {1, 2}, {0, 2}, {0, 3}, {3, 4}};
        for (int[] e : edges) {
            adj[e[0]][e[1]] = adj[e[1]][e[0]] = true;
        }
        assertThat(ByeCandidates.of(5, (a, b) -> adj[a][b])).containsExactly(true, true, true, false, true);
    }

    @Test
    @DisplayName("C.4: no pairing leaves at most one player out — nobody can take the bye")
    void noCompletePairing() {
        boolean[][] adj = new boolean[5][5];
        adj[0][1] = adj[1][0] = true; // 2, 3, 4 can meet nobody
        assertThat(ByeCandidates.of(5, (a, b) -> adj[a][b])).containsOnly(false);
    }

    private static boolean perfect(boolean[][] adj, int n, int used) {
        int first = 0;
        while (first < n && (used & (1 << first)) != 0) {
            first++;
        }
        if (first == n) {
            return true;
        }
        for (int x = first + 1; x < n; x++) {
            if ((used & (1 << x)) == 0 && adj[first][x] && perfect(adj, n, used | (1 << first) | (1 << x))) {
                return true;
            }
        }
        return false;
    }
}
