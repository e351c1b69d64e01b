package org.qicai.app.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TrfService;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.trf.TrfTournament;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai trf import|export|pair|check} — FIDE TRF16 exchange (issue 3 item 2). The output of
 * {@code pair} is bbpPairings' (the number of pairs, then {@code WHITE BLACK} per board, the bye as
 * {@code N 0}) so two engines can be diffed line by line; {@code check} exits 1 when a round differs.
 */
@Command(name = "trf",
        subcommands = {TrfCommand.Import.class, TrfCommand.Export.class, TrfCommand.Pair.class, TrfCommand.Check.class})
final class TrfCommand {

    static Map<String, String> options(List<String> pairs) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String o : pairs) {
            int eq = o.indexOf('=');
            if (eq <= 0) {
                throw UserError.zh("--option 的格式应为 key=value，收到的是“" + o + "”",
                        "--option needs key=value, got '" + o + "'");
            }
            out.put(o.substring(0, eq).strip(), o.substring(eq + 1).strip());
        }
        return out;
    }

    @Command(name = "import")
    static final class Import implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "IN.trf")
        Path in;
        @Parameters(index = "1", paramLabel = "EVENT")
        Path event;
        @Option(names = "--system", defaultValue = "dutch")
        String system;
        @Option(names = "--discipline", defaultValue = "xiangqi")
        String discipline;
        @Option(names = "--seed")
        Long seed;
        @Option(names = "--option")
        List<String> options = new ArrayList<>();

        Import(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            TrfTournament t = TrfService.read(in);
            long s = seed != null ? seed : new SecureRandom().nextLong() & 0x7fffffffffffL;
            try (EventService svc = TrfService.importEvent(t, in.getFileName().toString(), event, system, discipline, s,
                    options(options), ctx.plugins(), ctx.actor())) {
                var snap = svc.snapshot();
                ctx.out().println(ctx.t("已导入 " + snap.players().size() + " 名棋手、" + snap.rounds().size() + " 轮 → ",
                        "imported " + snap.players().size() + " players, " + snap.rounds().size() + " rounds → ")
                        + svc.file() + " (" + system + ")");
                TrfService.advanceByesNotImported(t)
                        .ifPresent(w -> ctx.out().println(ctx.t("警告：", "warning: ") + w.text(ctx.english())));
            }
            return 0;
        }
    }

    @Command(name = "export")
    static final class Export implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path event;
        @Parameters(index = "1", paramLabel = "OUT.trf")
        Path out;

        Export(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(event)) {
                int n = TrfService.export(svc, out);
                ctx.out().println(ctx.t("已写入 ", "wrote ") + out + " (" + n + ctx.t(" 名棋手)", " players)"));
            }
            return 0;
        }
    }

    @Command(name = "pair")
    static final class Pair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "IN.trf")
        Path in;
        @Option(names = "--system", required = true)
        String system;
        @Option(names = "--explain")
        boolean explain;
        @Option(names = "--option")
        List<String> options = new ArrayList<>();
        @Option(names = "--seed", defaultValue = "0")
        long seed;

        Pair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            PairingSystem ps = ctx.plugins().require(PairingSystem.class, system);
            TrfService.PairOutcome out = TrfService.pairNext(TrfService.read(in), ps, options(options), seed);
            for (String line : out.lines()) {
                ctx.out().println(line);
            }
            if (explain) {
                ctx.out().println();
                int board = 1;
                for (BoardPlan b : out.boards()) {
                    ctx.out().println(board++ + ". " + b.first() + " " + b.second() + "  " + org.qicai.core.model.Explanation.in(b.explanation(), ctx.locale()));
                }
                out.notes().forEach(n -> ctx.out().println(org.qicai.core.model.Explanation.in(n, ctx.locale())));
            }
            return 0;
        }
    }

    @Command(name = "check")
    static final class Check implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "IN.trf")
        Path in;
        @Option(names = "--system", required = true)
        String system;
        @Option(names = "--option")
        List<String> options = new ArrayList<>();
        @Option(names = "--seed", defaultValue = "0")
        long seed;

        Check(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            PairingSystem ps = ctx.plugins().require(PairingSystem.class, system);
            TrfService.CheckReport r = TrfService.check(TrfService.read(in), ps, options(options), seed);
            for (TrfService.RoundDiff d : r.differing()) {
                ctx.out().println(d.line());
            }
            ctx.out().println(r.summary());
            return r.differing().isEmpty() ? 0 : 1;
        }
    }
}
