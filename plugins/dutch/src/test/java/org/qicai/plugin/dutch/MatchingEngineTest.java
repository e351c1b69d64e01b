package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

class MatchingEngineTest {

    /** A graph with BigInteger weights stored in a matrix, exposed as a multi-word oracle. */
    static final class Matrix implements WeightOracle {
        final int n;
        final int words;
        final BigInteger[][] wt;

        Matrix(int n, int words) {
            this.n = n;
            this.words = words;
            wt = new BigInteger[n][n];
            for (BigInteger[] row : wt) {
                java.util.Arrays.fill(row, BigInteger.ZERO);
            }
        }

        void set(int a, int b, BigInteger v) {
            wt[a][b] = v;
            wt[b][a] = v;
        }

        @Override
        public int words() {
            return words;
        }

        @Override
        public boolean weight(int a, int b, long[] out, int off) {
            BigInteger v = wt[a][b];
            if (v.signum() == 0) {
                return false;
            }
            for (int k = 0; k < words; k++) {
                out[off + k] = v.shiftRight(64 * k).longValue();
            }
            return true;
        }

        BigInteger best() {
            BigInteger[] memo = new BigInteger[1 << n];
            return best(0, memo);
        }

        private BigInteger best(int used, BigInteger[] memo) {
            if (memo[used] != null) {
                return memo[used];
            }
            int first = 0;
            while (first < n && (used & (1 << first)) != 0) {
                first++;
            }
            if (first == n) {
                return BigInteger.ZERO;
            }
            int u1 = used | (1 << first);
            BigInteger r = best(u1, memo);
            for (int x = first + 1; x < n; x++) {
                if ((used & (1 << x)) == 0 && wt[first][x].signum() > 0) {
                    BigInteger c = wt[first][x].add(best(u1 | (1 << x), memo));
                    if (c.compareTo(r) > 0) {
                        r = c;
                    }
                }
            }
            memo[used] = r;
            return r;
        }

        BigInteger weightOf(MatchingEngine e) {
            BigInteger sum = BigInteger.ZERO;
            for (int v = 0; v < n; v++) {
                int m = e.mate(v);
                if (m >= 0) {
                    assertThat(e.mate(m)).isEqualTo(v);
                    assertThat(wt[v][m].signum()).as("matched edge %d-%d exists", v, m).isPositive();
                    if (m > v) {
                        sum = sum.add(wt[v][m]);
                    }
                }
            }
            return sum;
        }
    }

    private static BigInteger randomWeight(Random rnd, int style) {
        if (rnd.nextInt(4) == 0) {
            return BigInteger.ZERO;
        }
        return switch (style) {
            case 0 -> BigInteger.valueOf(1 + rnd.nextInt(3));
            case 1 -> BigInteger.valueOf(1 + rnd.nextInt(20));
            default -> BigInteger.ONE.shiftLeft(100 + rnd.nextInt(3)).add(BigInteger.valueOf(rnd.nextInt(8)).shiftLeft(70))
                    .add(BigInteger.valueOf(rnd.nextInt(4)));
        };
    }

    @RepeatedTest(300)
    void findsAMaximumWeightMatchingOnRandomGraphs(RepetitionInfo info) {
        Random rnd = new Random(info.getCurrentRepetition() * 7919L);
        int n = 2 + rnd.nextInt(11);
        int style = rnd.nextInt(3);
        Matrix m = new Matrix(n, 3);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                m.set(a, b, randomWeight(rnd, style));
            }
        }
        MatchingEngine e = new MatchingEngine(n, m);
        e.compute();
        assertThat(e.checkInvariants()).isNull();
        assertThat(m.weightOf(e)).isEqualTo(m.best());
    }

    @RepeatedTest(300)
    void staysOptimalWhenTheEdgesOfSomeVerticesChange(RepetitionInfo info) {
        Random rnd = new Random(info.getCurrentRepetition() * 104729L);
        int n = 2 + rnd.nextInt(11);
        int style = rnd.nextInt(3);
        Matrix m = new Matrix(n, 3);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                m.set(a, b, randomWeight(rnd, style));
            }
        }
        MatchingEngine e = new MatchingEngine(n, m);
        e.compute();
        for (int step = 0; step < 8; step++) {
            int changed = 1 + rnd.nextInt(3);
            for (int c = 0; c < changed; c++) {
                int v = rnd.nextInt(n);
                e.prepare(v);
                for (int x = 0; x < n; x++) {
                    if (x != v && rnd.nextInt(2) == 0) {
                        m.set(v, x, randomWeight(rnd, style));
                    }
                }
            }
            e.compute();
            assertThat(e.checkInvariants()).as("step %d", step).isNull();
            assertThat(m.weightOf(e)).as("step %d", step).isEqualTo(m.best());
        }
    }

    @Test
    void aLargeCompleteGraphIsMatchedPerfectly() {
        int n = 400;
        Matrix m = new Matrix(n, 1);
        Random rnd = new Random(5);
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                m.set(a, b, BigInteger.valueOf(1 + rnd.nextInt(1000)));
            }
        }
        MatchingEngine e = new MatchingEngine(n, m);
        e.compute();
        for (int v = 0; v < n; v++) {
            assertThat(e.mate(v)).isNotNegative();
        }
    }
}
