package org.qicai.plugin.go.mcmahon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The blossom matcher against brute force on small complete graphs, with OpenGotha-sized weights (10¹⁴…10¹⁵). */
class MaxWeightMatchingTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void maximumTotalWeightEqualsBruteForceOnRandomGraphs(long seed) {
        Random rnd = new Random(seed);
        for (int trial = 0; trial < 30; trial++) {
            int n = 2 * (1 + rnd.nextInt(5));
            long[][] w = new long[n][n];
            for (int i = 0; i < n; i++) {
                for (int j = i + 1; j < n; j++) {
                    long base = rnd.nextBoolean() ? 500_000_000_000_000L : 0L;
                    w[i][j] = w[j][i] = 1 + base + (rnd.nextInt(4) == 0 ? rnd.nextInt(3) : rnd.nextLong(100_000_000_000L));
                }
            }
            int[] mate = MaxWeightMatching.solve(w);
            for (int i = 0; i < n; i++) {
                assertThat(mate[i]).as("perfect").isNotNegative();
                assertThat(mate[mate[i]]).isEqualTo(i);
            }
            assertThat(MaxWeightMatching.total(w, mate)).isEqualTo(best(w, new boolean[n]));
        }
    }

    private static long best(long[][] w, boolean[] used) {
        int i = 0;
        while (i < used.length && used[i]) {
            i++;
        }
        if (i == used.length) {
            return 0;
        }
        used[i] = true;
        long best = Long.MIN_VALUE;
        for (int j = i + 1; j < used.length; j++) {
            if (!used[j]) {
                used[j] = true;
                best = Math.max(best, w[i][j] + best(w, used));
                used[j] = false;
            }
        }
        used[i] = false;
        return best;
    }
}
