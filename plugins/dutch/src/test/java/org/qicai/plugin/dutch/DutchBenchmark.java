package org.qicai.plugin.dutch;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.trf.TrfConverter;
import org.qicai.core.trf.TrfTournament;

/**
 * Times one Dutch round — not a unit test. For each field size a random Swiss history is made
 * (a simple fold pairing inside score groups, results drawn by rating), then the next round is
 * paired by {@link DutchSwiss}; then the last round of dutch_n2000_r4_s1005, the file bbpPairings
 * needed 10 min 33 s for. Prints wall time, CPU time of the pairing thread and peak heap.
 *
 * <pre>
 * mvn -q -B test-compile -pl plugins/dutch -am
 * mvn -q -B dependency:build-classpath -pl plugins/dutch -Dmdep.outputFile=target/bench.cp -Dmdep.includeScope=test
 * java -Xmx3g -cp plugins/dutch/target/test-classes:plugins/dutch/target/classes:$(cat plugins/dutch/target/bench.cp) \
 *     org.qicai.plugin.dutch.DutchBenchmark [players …] [--rounds R]
 * </pre>
 */
public final class DutchBenchmark {

    private DutchBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<Integer> sizes = new ArrayList<>();
        int history = 4;
        boolean fixture = true;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--rounds" -> history = Integer.parseInt(args[++i]);
                case "--no-fixture" -> fixture = false;
                default -> sizes.add(Integer.parseInt(args[i]));
            }
        }
        if (sizes.isEmpty()) {
            sizes.addAll(List.of(500, 2000, 10000));
        }
        System.out.printf("%-34s %8s %8s %9s %7s%n", "case", "wall ms", "cpu ms", "peak MB", "boards");
        for (int n : sizes) {
            EventSnapshot e = randomSwiss(n, history, 9, 20260101L + n);
            time("random Swiss " + n + " players, round " + (history + 1), new PairingRequest(e, history + 1, 0));
        }
        if (fixture) {
            TrfTournament t = Fixtures.load("dutch_n2000_r4_s1005");
            time("dutch_n2000_r4_s1005 round 4", TrfConverter.pairingRequest(t.cutBefore(4)));
        }
    }

    private static void time(String label, PairingRequest request) throws Exception {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
        var threads = ManagementFactory.getThreadMXBean();
        long cpu0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        RoundPlan plan = new DutchSwiss().pair(request);
        long wall = (System.nanoTime() - t0) / 1_000_000;
        long cpu = (threads.getCurrentThreadCpuTime() - cpu0) / 1_000_000;
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.out.printf("%-34s %8d %8d %9d %7d%n", label, wall, cpu, peak >> 20, plan.boards().size());
    }

    /**
     * A Swiss history of {@code rounds} rounds: inside each score group (top to bottom, odd players
     * floating down) the top half meets the bottom half, avoiding rematches greedily; the player
     * with fewer whites gets white; results are drawn from the rating difference.
     */
    static EventSnapshot randomSwiss(int n, int rounds, int totalRounds, long seed) {
        Random rnd = new Random(seed);
        int[] rating = new int[n + 1];
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = 1400 + rnd.nextInt(1300);
        }
        Arrays.sort(order, Comparator.reverseOrder());
        List<Player> players = new ArrayList<>();
        for (int no = 1; no <= n; no++) {
            rating[no] = order[no - 1];
            players.add(Player.of(no, "P" + no, "", rating[no]));
        }
        int[] score = new int[n + 1];
        int[] whites = new int[n + 1];
        java.util.Set<Long> met = new java.util.HashSet<>();
        List<Round> done = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            List<Integer> sorted = new ArrayList<>();
            for (int no = 1; no <= n; no++) {
                sorted.add(no);
            }
            sorted.sort(Comparator.comparingInt((Integer no) -> -score[no]).thenComparingInt(no -> no));
            List<Pairing> ps = new ArrayList<>();
            List<Integer> carry = new ArrayList<>();
            int i = 0;
            int board = 1;
            while (i < sorted.size() || carry.size() > 1) {
                List<Integer> group = new ArrayList<>(carry);
                carry.clear();
                int s = i < sorted.size() ? score[sorted.get(i)] : Integer.MIN_VALUE;
                while (i < sorted.size() && score[sorted.get(i)] == s) {
                    group.add(sorted.get(i++));
                }
                if (group.size() % 2 == 1 && i < sorted.size()) {
                    carry.add(group.remove(group.size() - 1));
                }
                int half = group.size() / 2;
                boolean[] used = new boolean[group.size()];
                for (int a = 0; a < half; a++) {
                    int p = group.get(a);
                    int pick = -1;
                    for (int b = half; b < group.size() && pick < 0; b++) {
                        if (!used[b] && !met.contains(key(p, group.get(b)))) {
                            pick = b;
                        }
                    }
                    for (int b = half; b < group.size() && pick < 0; b++) {
                        if (!used[b]) {
                            pick = b;
                        }
                    }
                    used[pick] = true;
                    int q = group.get(pick);
                    met.add(key(p, q));
                    boolean pWhite = whites[p] < whites[q] || (whites[p] == whites[q] && rnd.nextBoolean());
                    int white = pWhite ? p : q;
                    int black = pWhite ? q : p;
                    whites[white]++;
                    double expected = 1 / (1 + Math.pow(10, (rating[black] - rating[white]) / 400.0));
                    double x = rnd.nextDouble();
                    Result res = x < expected * 0.8 ? Result.FIRST_WIN
                            : x < expected * 0.8 + 0.2 ? Result.DRAW : Result.SECOND_WIN;
                    score[white] += res == Result.FIRST_WIN ? 2 : res == Result.DRAW ? 1 : 0;
                    score[black] += res == Result.SECOND_WIN ? 2 : res == Result.DRAW ? 1 : 0;
                    ps.add(new Pairing(r, board++, white, black, res, null, false, ""));
                }
                if (group.size() % 2 == 1) {
                    carry.add(group.get(group.size() - 1));
                }
                if (i >= sorted.size() && carry.size() == 1) {
                    int p = carry.remove(0);
                    ps.add(Pairing.bye(r, board++, p, org.qicai.core.model.ByeKind.PAIRING));
                    score[p] += 2;
                }
            }
            done.add(new Round(r, RoundStatus.FINISHED, ps));
        }
        EventSettings s = new EventSettings("Benchmark " + n, "xiangqi", "dutch", totalRounds, "14.1", List.of(), "",
                seed, Map.of(DutchSwiss.INITIAL_COLOUR, "white"));
        return new EventSnapshot(s, players, done, List.of());
    }

    private static long key(int a, int b) {
        return ((long) Math.min(a, b) << 32) | Math.max(a, b);
    }
}
