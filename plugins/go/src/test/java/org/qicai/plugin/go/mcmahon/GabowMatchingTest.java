package org.qicai.plugin.go.mcmahon;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 15 item 4: the Go pairing's matcher, {@link GabowMatching} (Gabow's algorithm, as OpenGotha matches) —
 * a maximum weight matching on hand-checked graphs, against brute force up to 10 vertices and against an
 * independent blossom implementation ({@link MaxWeightMatching}, the former matcher) up to 80, many weights
 * equal, OpenGotha-sized weights (10¹⁴…10¹⁵) and (up to 10 vertices) weights at the limit, 2⁵⁸; and, where several matchings weigh
 * the same, the one OpenGotha 3.51.02's own matcher returned for the same graph (pinned).
 */
class GabowMatchingTest {

    @Test
    void threeHeavyPairsAreMatchedTogether() {
        long[][] w = complete(6, 30);
        set(w, 0, 1, 200);
        set(w, 2, 3, 200);
        set(w, 4, 5, 200);
        assertThat(GabowMatching.solve(w)).containsExactly(1, 0, 3, 2, 5, 4);
    }

    @Test
    void twoLighterEdgesBeatTheHeaviestOne() {
        // 0-1 3, 1-2 4, 2-3 3, the rest 1: 0-1 + 2-3 = 6 beats 1-2 + 0-3 = 5
        long[][] w = complete(4, 1);
        set(w, 0, 1, 3);
        set(w, 1, 2, 4);
        set(w, 2, 3, 3);
        assertThat(GabowMatching.solve(w)).containsExactly(1, 0, 3, 2);
    }

    @Test
    void aTriangleOfHeavyEdgesIsShrunkToABlossomAndOpenedAgain() {
        // 0, 1, 2 a triangle of 10s (an odd cycle: the search makes it a blossom), 2-3 9, 3-4 8, 4-5 10, the rest 1:
        // 0-1 + 2-3 + 4-5 = 29 is the only maximum (0-2 + 1-? at most 21, 3-4 in it at most 19)
        long[][] w = complete(6, 1);
        set(w, 0, 1, 10);
        set(w, 1, 2, 10);
        set(w, 0, 2, 10);
        set(w, 2, 3, 9);
        set(w, 3, 4, 8);
        set(w, 4, 5, 10);
        assertThat(GabowMatching.solve(w)).containsExactly(1, 0, 3, 2, 5, 4);
        assertThat(bruteForce(w)).isEqualTo(29);
    }

    @Test
    void aBlossomUndoneDuringTheSearchStillGivesTheMaximum() {
        // a graph on which the search makes four blossoms and undoes one before the last augmentation
        long[][] w = {
            {0, 7, 5, 7, 9, 6},
            {7, 0, 11, 10, 11, 10},
            {5, 11, 0, 1, 10, 6},
            {7, 10, 1, 0, 7, 4},
            {9, 11, 10, 7, 0, 8},
            {6, 10, 6, 4, 8, 0}};
        int[] mate = GabowMatching.solve(w);
        assertThat(mate).containsExactly(3, 5, 4, 0, 2, 1);
        assertThat(GabowMatching.total(w, mate)).isEqualTo(bruteForce(w)).isEqualTo(27);
    }

    @Test
    void anOddNumberOfVerticesLeavesTheLastOfEqualOnesUnmatched() {
        long[][] w = complete(5, 3);
        assertThat(GabowMatching.solve(w)).containsExactly(2, 3, 0, 1, -1);
        long[][] v = complete(3, 1);
        set(v, 0, 2, 5);
        assertThat(GabowMatching.solve(v)).containsExactly(2, -1, 0);
    }

    @Test
    void noVertexOrOneIsNoPair() {
        assertThat(GabowMatching.solve(new long[0][0])).isEmpty();
        assertThat(GabowMatching.solve(new long[1][1])).containsExactly(-1);
    }

    /**
     * Several matchings of the same total: the one OpenGotha's matcher (WeightedMatchLong of OpenGotha 3.51.02,
     * run once on these graphs) returns. With every weight equal it is not 0-1, 2-3…: the order of Gabow's steps
     * decides, which is why the Go pairing follows them.
     */
    @Test
    void amongEqualMaximaTheOneOpenGothasMatcherReturns() {
        assertThat(GabowMatching.solve(complete(2, 5))).containsExactly(1, 0);
        assertThat(GabowMatching.solve(complete(4, 5))).containsExactly(2, 3, 0, 1);
        assertThat(GabowMatching.solve(complete(6, 5))).containsExactly(4, 3, 5, 1, 0, 2);
        assertThat(GabowMatching.solve(complete(8, 5))).containsExactly(6, 3, 5, 1, 7, 2, 0, 4);
        assertThat(GabowMatching.solve(complete(10, 5))).containsExactly(8, 3, 5, 1, 7, 2, 9, 4, 0, 6);
        // a 4-cycle of 10s (0-1-2-3-0), diagonals 1: 0-1 + 2-3 or 1-2 + 3-0, 20 each
        long[][] cycle = {{0, 10, 1, 10}, {10, 0, 10, 1}, {1, 10, 0, 10}, {10, 1, 10, 0}};
        assertThat(GabowMatching.solve(cycle)).containsExactly(3, 2, 1, 0);
        // 0 and 1 to 2 and 3 all 10: 0-2 + 1-3 or 0-3 + 1-2
        long[][] bipartite = {{0, 1, 10, 10}, {1, 0, 10, 10}, {10, 10, 0, 1}, {10, 10, 1, 0}};
        assertThat(GabowMatching.solve(bipartite)).containsExactly(3, 2, 1, 0);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void maximumTotalWeightEqualsBruteForceOnRandomGraphsUpToTenVertices(long seed) {
        Random rnd = new Random(seed);
        for (int trial = 0; trial < 60; trial++) {
            int n = 2 + rnd.nextInt(9);
            long[][] w = randomWeights(rnd, n, trial % 5);
            int[] mate = GabowMatching.solve(w);
            assertMatching(w, mate);
            assertThat(GabowMatching.total(w, mate)).as("n " + n + " " + Arrays.deepToString(w)).isEqualTo(bruteForce(w));
        }
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {101, 102, 103, 104, 105, 106, 107, 108})
    void maximumTotalWeightEqualsTheFormerBlossomMatcherUpToEightyVertices(long seed) {
        Random rnd = new Random(seed);
        for (int trial = 0; trial < 25; trial++) {
            int n = 2 * (5 + rnd.nextInt(36));
            // not the weights at the limit: 40 of them would pass 2^63 in the totals
            long[][] w = randomWeights(rnd, n, new int[] {0, 1, 2, 4}[trial % 4]);
            int[] mate = GabowMatching.solve(w);
            assertMatching(w, mate);
            assertThat(GabowMatching.total(w, mate)).as("n " + n)
                    .isEqualTo(MaxWeightMatching.total(w, MaxWeightMatching.solve(w)));
        }
    }

    @Test
    void aWeightBeyondTheLimitAnAsymmetricOrANonSquareMatrixIsRefused() {
        long[][] big = complete(4, 1);
        set(big, 1, 3, GabowMatching.LIMIT + 1);
        assertThatThrownBy(() -> GabowMatching.solve(big)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("2^58");
        long[][] asym = complete(4, 1);
        asym[0][2] = 7;
        assertThatThrownBy(() -> GabowMatching.solve(asym)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("symmetric");
        assertThatThrownBy(() -> GabowMatching.solve(new long[][] {{0, 1}, {1}}))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /**
     * Weights of five kinds: few distinct small values (many equal optima), OpenGotha-like (a duplicate-game
     * bonus of 5·10¹⁴ or not, plus up to 10¹¹), thousands, at the limit, and 1 or a few multiples of 1000.
     */
    private static long[][] randomWeights(Random rnd, int n, int kind) {
        long[][] w = new long[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                long x = switch (kind) {
                    case 0 -> 1 + rnd.nextInt(3);
                    case 1 -> 1 + (rnd.nextBoolean() ? 500_000_000_000_000L : 0L)
                            + (rnd.nextInt(4) == 0 ? rnd.nextInt(3) : rnd.nextLong(100_000_000_000L));
                    case 2 -> 1 + rnd.nextInt(1000);
                    case 3 -> GabowMatching.LIMIT - (rnd.nextBoolean() ? rnd.nextInt(3) : rnd.nextLong(GabowMatching.LIMIT));
                    default -> rnd.nextBoolean() ? 1 : 1 + 1000L * rnd.nextInt(7);
                };
                set(w, i, j, x);
            }
        }
        return w;
    }

    private static void assertMatching(long[][] w, int[] mate) {
        int n = w.length;
        assertThat(mate).hasSize(n);
        int unmatched = 0;
        for (int i = 0; i < n; i++) {
            if (mate[i] < 0) {
                unmatched++;
                continue;
            }
            assertThat(mate[i]).isNotEqualTo(i);
            assertThat(mate[mate[i]]).isEqualTo(i);
        }
        // positive weights: a maximum matching leaves at most one vertex alone
        assertThat(unmatched).isEqualTo(n % 2);
    }

    private static long[][] complete(int n, long weight) {
        long[][] w = new long[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                w[i][j] = i == j ? 0 : weight;
            }
        }
        return w;
    }

    private static void set(long[][] w, int i, int j, long x) {
        w[i][j] = x;
        w[j][i] = x;
    }

    /** The greatest total of any matching (exhaustive; an odd vertex may stay alone). */
    private static long bruteForce(long[][] w) {
        return best(w, new boolean[w.length]);
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
        long best = best(w, used);
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
