package org.qicai.plugin.cnswiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

/** The matching oracle against brute force on random graphs (blossoms included). */
class MatcherTest {

    private static int bruteForce(boolean[][] adj, int mask) {
        int first = Integer.numberOfTrailingZeros(mask);
        if (mask == 0) {
            return 0;
        }
        int rest = mask & ~(1 << first);
        int best = bruteForce(adj, rest); // first stays unmatched
        for (int j = first + 1; j < adj.length; j++) {
            if ((rest & (1 << j)) != 0 && adj[first][j]) {
                best = Math.max(best, 1 + bruteForce(adj, rest & ~(1 << j)));
            }
        }
        return best;
    }

    @RepeatedTest(300)
    @DisplayName("maximum matching size equals brute force on random graphs of up to 14 vertices")
    void maximumEqualsBruteForce(RepetitionInfo info) {
        Random r = new Random(info.getCurrentRepetition());
        int n = 2 + r.nextInt(13);
        double density = 0.1 + r.nextDouble() * 0.6;
        boolean[][] adj = new boolean[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                adj[i][j] = adj[j][i] = r.nextDouble() < density;
            }
        }
        int[] ids = IntStream.range(0, n).toArray();
        Matcher m = new Matcher(ids, (a, b) -> adj[a][b]);
        assertThat(m.maximize()).isEqualTo(bruteForce(adj, (1 << n) - 1));
        // committing any edge keeps a perfect matching exactly when brute force says the rest is perfect
        if (m.perfect()) {
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    if (!adj[i][j]) {
                        continue;
                    }
                    Matcher c = new Matcher(ids, (a, b) -> adj[a][b]);
                    c.maximize();
                    int rest = ((1 << n) - 1) & ~(1 << i) & ~(1 << j);
                    boolean expected = bruteForce(adj, rest) * 2 == n - 2;
                    assertThat(c.commit(i, j)).as("commit %d-%d", i, j).isEqualTo(expected);
                    assertThat(c.perfect()).isTrue();
                }
            }
        }
    }

    @Test
    @DisplayName("outerFrom names exactly the vertices whose removal leaves a perfect matching")
    void outerVerticesAreTheRemovableOnes() {
        for (int seed = 0; seed < 200; seed++) {
            Random r = new Random(seed);
            int n = 3 + 2 * r.nextInt(6);
            boolean[][] adj = new boolean[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    adj[i][j] = adj[j][i] = r.nextDouble() < 0.35;
                }
            }
            Matcher m = new Matcher(IntStream.range(0, n).toArray(), (a, b) -> adj[a][b]);
            if (m.maximize() * 2 != n - 1) {
                continue;
            }
            boolean[] outer = m.outerFrom(m.free()[0]);
            for (int v = 0; v < n; v++) {
                boolean removable = bruteForce(adj, ((1 << n) - 1) & ~(1 << v)) * 2 == n - 1;
                assertThat(outer[v]).as("seed %d vertex %d", seed, v).isEqualTo(removable);
            }
        }
    }
}
