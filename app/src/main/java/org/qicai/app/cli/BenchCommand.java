package org.qicai.app.cli;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.service.TrfService;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.trf.TrfTournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code qicai bench} — issue 3 item 9: the time and peak heap of pairing one round of a random Swiss
 * (rounds before it paired by the same system with random results), or of the next round of a TRF
 * file cut before a round ({@code --trf}), compared with the file's own pairing. A measurement, not a
 * test: figures go to docs/benchmarks.md with the command that made them.
 */
@Command(name = "bench")
final class BenchCommand implements Callable<Integer> {
    private final Context ctx;
    @Option(names = "--system", defaultValue = "cn-swiss")
    String system;
    @Option(names = "--players", defaultValue = "500,2000,10000", split = ",")
    List<Integer> sizes;
    @Option(names = "--round", defaultValue = "5")
    int round;
    @Option(names = "--repeat", defaultValue = "3")
    int repeat;
    @Option(names = "--seed", defaultValue = "2026")
    long seed;
    @Option(names = "--units", defaultValue = "0")
    int units;
    @Option(names = "--trf")
    Path trf;
    @Option(names = "--option")
    List<String> options = new ArrayList<>();

    BenchCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws PairingException {
        PairingSystem ps = ctx.plugins().require(PairingSystem.class, system);
        Map<String, String> opts = TrfCommand.options(options);
        ctx.out().println("java " + System.getProperty("java.version") + ", max heap "
                + Runtime.getRuntime().maxMemory() / (1024 * 1024) + " MB, " + Runtime.getRuntime().availableProcessors()
                + " cpus");
        if (trf != null) {
            benchTrf(ps, opts);
            return 0;
        }
        ctx.out().println("system    players  round  boards    best ms   worst ms  best cpu ms   peak heap MB");
        for (int n : sizes) {
            if (n < 2) {
                throw UserError.zh("--players 至少为 2", "--players: at least 2");
            }
            EventSnapshot e = history(ps, n, opts);
            long best = Long.MAX_VALUE;
            long worst = 0;
            long cpu = Long.MAX_VALUE;
            long peak = 0;
            int boards = 0;
            var threads = ManagementFactory.getThreadMXBean();
            for (int i = 0; i < Math.max(1, repeat); i++) {
                System.gc();
                resetPeaks();
                long c0 = threads.getCurrentThreadCpuTime();
                long t0 = System.nanoTime();
                RoundPlan p = ps.pair(new PairingRequest(e, round, seed));
                long t = System.nanoTime() - t0;
                cpu = Math.min(cpu, threads.getCurrentThreadCpuTime() - c0);
                peak = Math.max(peak, peakHeap());
                best = Math.min(best, t);
                worst = Math.max(worst, t);
                boards = p.boards().size();
            }
            ctx.out().printf("%-9s %7d  %5d  %6d  %9.1f  %9.1f  %11.1f  %13.1f%n", system, n, round, boards, best / 1e6,
                    worst / 1e6, cpu / 1e6, peak / (1024.0 * 1024.0));
        }
        return 0;
    }

    /** A Swiss of n players with rounds 1 … round−1 paired by the system and random results. */
    private EventSnapshot history(PairingSystem ps, int n, Map<String, String> opts) throws PairingException {
        SplittableRandom r = new SplittableRandom(seed + n);
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(new Player(i, "P" + i, units > 0 ? "U" + r.nextInt(units) : "", 1000 + r.nextInt(1800), "",
                    null, 0));
        }
        players.sort((a, b) -> Integer.compare(b.ratingOrZero(), a.ratingOrZero()));
        List<Player> numbered = new ArrayList<>();
        for (int i = 0; i < players.size(); i++) {
            numbered.add(players.get(i).withNo(i + 1));
        }
        EventSettings s = new EventSettings("bench", "xiangqi", ps.id(), round, "14.1", List.of(), "", seed, opts);
        List<Round> rounds = new ArrayList<>();
        for (int k = 1; k < round; k++) {
            EventSnapshot e = new EventSnapshot(s, numbered, rounds, List.of());
            RoundPlan p = ps.pair(new PairingRequest(e, k, seed));
            List<Pairing> ps2 = new ArrayList<>();
            int b = 1;
            for (BoardPlan bp : p.boards()) {
                if (bp.second() == 0) {
                    ps2.add(Pairing.bye(k, b++, bp.first(), bp.bye()));
                } else {
                    int x = r.nextInt(100);
                    Result res = x < 38 ? Result.FIRST_WIN : x < 70 ? Result.SECOND_WIN : x < 98 ? Result.DRAW
                            : Result.FIRST_WIN_FORFEIT;
                    ps2.add(new Pairing(k, b++, bp.first(), bp.second(), res, null, false, ""));
                }
            }
            rounds.add(new Round(k, RoundStatus.FINISHED, ps2));
        }
        return new EventSnapshot(s, numbered, rounds, List.of());
    }

    private void benchTrf(PairingSystem ps, Map<String, String> opts) {
        TrfTournament t = TrfService.read(trf);
        TrfTournament cut = t.cutBefore(round);
        long best = Long.MAX_VALUE;
        long peak = 0;
        TrfService.PairOutcome out = null;
        for (int i = 0; i < Math.max(1, repeat); i++) {
            System.gc();
            resetPeaks();
            long t0 = System.nanoTime();
            out = TrfService.pairNext(cut, ps, opts, seed);
            best = Math.min(best, System.nanoTime() - t0);
            peak = Math.max(peak, peakHeap());
        }
        TreeSet<String> ours = new TreeSet<>();
        for (BoardPlan b : out.boards()) {
            ours.add(b.first() + "-" + b.second());
        }
        boolean same = ours.equals(TrfService.filePairs(t, round));
        ctx.out().printf("%s round %d (%d players): best %.1f ms, peak heap %.1f MB, %s the file's pairing%n",
                trf.getFileName(), round, t.players().size(), best / 1e6, peak / (1024.0 * 1024.0),
                same ? "identical to" : "DIFFERENT from");
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    /** The sum of the heap pools' peaks since the reset: an upper bound of the heap in use at any moment. */
    private static long peakHeap() {
        long sum = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                sum += pool.getPeakUsage().getUsed();
            }
        }
        return sum;
    }
}
