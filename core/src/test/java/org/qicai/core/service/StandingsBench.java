package org.qicai.core.service;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.qicai.core.io.PlayerImport.PlayerRow;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.StandingsCalculator;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.standings.tiebreak.Tiebreaks;

/**
 * Issue 6 item 11: recompute the standings of 2,000 players × 11 rounds after one result change.
 * Builds a Swiss-like event on a real H2 event file (players paired by score each round, seeded
 * random results), then times, per iteration: (a) the computation alone — crosstable and ranking from
 * a snapshot in which one result changed; (b) the whole arbiter action through the service — enter
 * one result (a transaction with its journal row) and read the standings back from the file.
 *
 * <p>Run: {@code bench/standings.sh} (arguments: players rounds iterations; default 2000 11 40).
 */
public final class StandingsBench {

    /** Pairs active players in score order, 1-2, 3-4 …; the last one odd out gets the bye. */
    static final class ByScore implements PairingSystem {
        @Override
        public String id() {
            return "by-score";
        }

        @Override
        public String displayName(Locale l) {
            return "by score";
        }

        @Override
        public int plannedRounds(EventSnapshot e) {
            return 11;
        }

        @Override
        public RoundPlan pair(PairingRequest r) {
            EventSnapshot e = r.event();
            Crosstable t = new Crosstable(e, ScoringSchemes.XQ_14_1, r.round() - 1);
            List<Player> ps = new ArrayList<>(e.activePlayers());
            ps.sort(Comparator.comparingLong((Player p) -> -t.points(p.no())).thenComparingInt(Player::no));
            List<BoardPlan> boards = new ArrayList<>();
            for (int i = 0; i + 1 < ps.size(); i += 2) {
                boolean swap = (r.round() + i / 2) % 2 == 0;
                boards.add(BoardPlan.game(ps.get(swap ? i + 1 : i).no(), ps.get(swap ? i : i + 1).no(), ""));
            }
            if (ps.size() % 2 == 1) {
                boards.add(BoardPlan.bye(ps.get(ps.size() - 1).no(), ""));
            }
            return new RoundPlan(boards, List.of());
        }

        @Override
        public List<String> defaultTiebreaks() {
            return Tiebreaks.PRESET_15_2;
        }
    }

    private static final List<String> HEAVY = List.of("buchholz", "buchholz-cut1", "median-buchholz", "sonneborn-berger",
            "progressive", "wins", "black-wins", "direct-encounter", "aro", "opponent-average", "fouls");

    public static void main(String[] args) throws Exception {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 2000;
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 11;
        int iterations = args.length > 2 ? Integer.parseInt(args[2]) : 40;
        Path dir = Files.createTempDirectory("qicai-bench");
        ExtensionRegistry reg = ExtensionRegistry.of(List.of(new ByScore(), new TestPlugins.Xq()));
        EventSettings settings = new EventSettings("基准测试", "xiangqi", "by-score", rounds, "14.1", List.of(), "", 42L,
                Map.of());
        long t0 = System.nanoTime();
        try (EventService svc = EventService.create(dir.resolve("bench.qicai"), settings, reg, "bench")) {
            List<PlayerRow> rows = new ArrayList<>();
            for (int i = 1; i <= players; i++) {
                rows.add(new PlayerRow(i, "棋手" + i, "单位" + (i % 97), 2600 - i / 2, ""));
            }
            svc.registration().importPlayers(rows);
            Random rnd = new Random(7);
            for (int r = 1; r <= rounds; r++) {
                Round round = svc.rounds().pairNextRound();
                for (Pairing p : round.pairings()) {
                    if (!p.isBye()) {
                        svc.results().enterResult(r, p.board(), randomResult(rnd));
                    }
                }
            }
            System.out.printf("setup: %d players × %d rounds on H2 in %.1f s; load average %.1f on %d cores%n", players,
                    rounds, (System.nanoTime() - t0) / 1e9,
                    java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(),
                    Runtime.getRuntime().availableProcessors());

            EventSnapshot base = svc.snapshot();
            ScoringScheme scheme = ScoringSchemes.XQ_14_1;
            for (List<String> names : List.of(Tiebreaks.PRESET_15_2, HEAVY)) {
                List<Tiebreak> tbs = Tiebreaks.resolve(names, Tiebreaks.builtIn());
                long[] compute = new long[iterations];
                long[] cpu = new long[iterations];
                var mx = java.lang.management.ManagementFactory.getThreadMXBean();
                EventSnapshot s = base;
                Random pick = new Random(11);
                for (int i = -10; i < iterations; i++) { // 10 warm-up iterations
                    s = withOneResultChanged(s, pick);
                    long ca = mx.getCurrentThreadCpuTime();
                    long a = System.nanoTime();
                    Crosstable table = new Crosstable(s, scheme, s.lastRound());
                    StandingsReport rep = StandingsReport.of(table, tbs);
                    long b = System.nanoTime();
                    long cb = mx.getCurrentThreadCpuTime();
                    if (rep.rows().size() != players) {
                        throw new IllegalStateException("lost a player");
                    }
                    if (i >= 0) {
                        compute[i] = b - a;
                        cpu[i] = cb - ca;
                    }
                }
                System.out.printf("(a) compute only, tiebreaks %s%n    wall %s%n    cpu  %s%n", String.join(",", names),
                        stats(compute), stats(cpu));
            }

            long[] enter = new long[iterations];
            long[] read = new long[iterations];
            Random pick = new Random(13);
            Round last = base.round(rounds).orElseThrow();
            for (int i = -5; i < iterations; i++) {
                Pairing p = last.pairings().get(pick.nextInt(last.pairings().size() - 1));
                Result now = svc.snapshot().round(rounds).orElseThrow().board(p.board()).orElseThrow().result();
                Result next = now == Result.DRAW ? Result.FIRST_WIN : Result.DRAW;
                long a = System.nanoTime();
                svc.results().enterResult(rounds, p.board(), next);
                long b = System.nanoTime();
                StandingsReport rep = svc.standings(0, Tiebreaks.PRESET_15_2);
                long c = System.nanoTime();
                if (rep.rows().size() != players) {
                    throw new IllegalStateException("lost a player");
                }
                if (i >= 0) {
                    enter[i] = b - a;
                    read[i] = c - b;
                }
            }
            System.out.printf("(b) service: enter one result (transaction + journal)            %s%n", stats(enter));
            System.out.printf("(b) service: standings from the file (snapshot + compute, 15.2)  %s%n", stats(read));

            // issue 12: checking the journal chain and replaying its changes against the data, as every command
            // does on opening
            int checks = Math.max(5, iterations / 4);
            long[] verify = new long[checks];
            int journalRows = 0;
            for (int i = -2; i < checks; i++) {
                long a = System.nanoTime();
                org.qicai.core.model.Integrity integrity = svc.integrity();
                long b = System.nanoTime();
                if (!integrity.intact()) {
                    throw new IllegalStateException("not intact: " + integrity.findings().get(0).en());
                }
                journalRows = integrity.rows();
                if (i >= 0) {
                    verify[i] = b - a;
                }
            }
            System.out.printf("(c) verify: hash chain of %d journal rows + replay against the data  %s%n", journalRows,
                    stats(verify));
        } finally {
            try (var files = Files.walk(dir)) {
                files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    private static Result randomResult(Random rnd) {
        int x = rnd.nextInt(100);
        return x < 42 ? Result.FIRST_WIN : x < 70 ? Result.DRAW : x < 98 ? Result.SECOND_WIN : Result.FIRST_WIN_FORFEIT;
    }

    /** The same snapshot with one result of the last round changed (a draw ↔ a first-player win). */
    private static EventSnapshot withOneResultChanged(EventSnapshot s, Random pick) {
        List<Round> rounds = new ArrayList<>(s.rounds());
        Round last = rounds.get(rounds.size() - 1);
        List<Pairing> ps = new ArrayList<>(last.pairings());
        int k = pick.nextInt(ps.size());
        Pairing p = ps.get(k);
        if (!p.isBye()) {
            ps.set(k, p.withResult(p.result() == Result.DRAW ? Result.FIRST_WIN : Result.DRAW));
        }
        rounds.set(rounds.size() - 1, new Round(last.no(), last.status(), ps));
        return new EventSnapshot(s.settings(), s.players(), rounds, s.penalties());
    }

    private static String stats(long[] nanos) {
        long[] v = nanos.clone();
        Arrays.sort(v);
        return String.format("median %6.1f ms  p90 %6.1f ms  max %6.1f ms  (n=%d)", v[v.length / 2] / 1e6,
                v[(int) (v.length * 0.9)] / 1e6, v[v.length - 1] / 1e6, v.length);
    }

    private StandingsBench() {
    }
}
