package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.core.io.opengotha.OgReader;
import org.qicai.core.io.opengotha.OgTournament;
import org.qicai.core.service.EventService;
import org.qicai.core.service.OgService;
import org.qicai.core.spi.BoardPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai og pair|check|import|export} — OpenGotha files (issue 15 item 8). {@code pair} prints one line per table
 * in table order, {@code WHITE BLACK HANDICAP} with the file's player keys, then {@code - KEY 0} for the bye;
 * {@code check} says per round whether our pairing equals OpenGotha's and exits 1 when one differs.
 */
@Command(name = "og", description = "OpenGotha tournament files: pair a round as OpenGotha would, check every round, import, export.",
        subcommands = {OgCommand.Pair.class, OgCommand.Check.class, OgCommand.Import.class, OgCommand.Export.class})
final class OgCommand {

    @Command(name = "pair", description = "Pair round R of an OpenGotha file by its own system and parameters, ignoring "
            + "the file's games and byes of rounds >= R; prints WHITE BLACK HANDICAP per table in table order (the "
            + "players as the file's keys) and '- KEY 0' for the bye.")
    static final class Pair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "FILE.xml", description = "the OpenGotha tournament file")
        Path in;
        @Option(names = "--round", paramLabel = "R", description = "the round to pair (default: the first round without games)")
        Integer round;
        @Option(names = "--explain", description = "after the pairs, say why each table was paired so")
        boolean explain;

        Pair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            OgTournament t = OgReader.read(in);
            int r = round != null ? round : t.firstRoundWithoutGames();
            OgService.Paired p = OgService.pair(t, r, ctx.plugins());
            p.lines().forEach(ctx.out()::println);
            if (explain) {
                ctx.out().println();
                int table = 1;
                for (BoardPlan b : p.plan().boards()) {
                    ctx.out().println((b.second() == 0 ? "-" : String.valueOf(table++)) + ". " + org.qicai.core.model.Explanation.in(b.explanation(), ctx.locale()));
                }
                p.plan().notes().forEach(n -> ctx.out().println(org.qicai.core.model.Explanation.in(n, ctx.locale())));
            }
            return 0;
        }
    }

    @Command(name = "check", description = "Re-pair every round of an OpenGotha file from the rounds before it and say, "
            + "per round, whether it equals OpenGotha's (pairs, colours, handicap, bye); exit 0 when all are equal, 1 "
            + "when one differs.")
    static final class Check implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "FILE.xml", description = "the OpenGotha tournament file")
        Path in;

        Check(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            OgTournament t = OgReader.read(in);
            List<OgService.RoundCheck> checks = OgService.check(t, ctx.plugins());
            int differ = 0;
            for (OgService.RoundCheck c : checks) {
                if (c.same()) {
                    ctx.out().println(ctx.t("第 " + c.round() + " 轮：与 OpenGotha 相同", "round " + c.round()
                            + ": same as OpenGotha"));
                } else {
                    differ++;
                    ctx.out().println(ctx.t("第 " + c.round() + " 轮：不同", "round " + c.round() + ": differs")
                            + " — " + ctx.t("我们", "ours") + " " + c.oursOnly() + ", OpenGotha " + c.theirsOnly());
                }
            }
            ctx.out().println(ctx.t("共检查 " + checks.size() + " 轮，" + differ + " 轮不同",
                    "checked " + checks.size() + " rounds, " + differ + " differ"));
            return differ == 0 ? 0 : 1;
        }
    }

    @Command(name = "import", description = "Create an event from an OpenGotha file: players (rank, club, country, "
            + "participation), rounds, games with handicap and result, byes, and the pairing parameters.")
    static final class Import implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "FILE.xml", description = "the OpenGotha tournament file")
        Path in;
        @Parameters(index = "1", paramLabel = "EVENT", description = "the event file to create")
        Path event;

        Import(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            OgTournament t = OgReader.read(in);
            try (EventService svc = OgService.importEvent(t, in.getFileName().toString(), event, ctx.plugins(),
                    ctx.actor())) {
                var snap = svc.snapshot();
                ctx.out().println(ctx.t("已导入 " + snap.players().size() + " 名棋手、" + snap.rounds().size() + " 轮 → ",
                        "imported " + snap.players().size() + " players, " + snap.rounds().size() + " rounds → ")
                        + svc.file() + " (" + snap.settings().system() + ")");
            }
            return 0;
        }
    }

    @Command(name = "export", description = "Write a Go event as an OpenGotha tournament file (UTF-8): players with "
            + "rank, club, country and participation, the pairing, handicap and placement parameters, the rounds' "
            + "games with handicap and result, and the byes. OpenGotha opens it, and 'og import' gives the event back.")
    static final class Export implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT", description = "the Go event")
        Path event;
        @Parameters(index = "1", paramLabel = "FILE.xml", description = "the OpenGotha file to write (replaced if it exists)")
        Path out;

        Export(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(event)) {
                OgService.Exported x = OgService.exportEvent(svc, out);
                ctx.out().println(ctx.t("已写入 " + out + "（" + x.players() + " 名棋手、" + x.games() + " 盘对局、"
                        + x.byes() + " 个轮空）", "wrote " + out + " (" + x.players() + " players, " + x.games()
                        + " games, " + x.byes() + " byes)"));
            }
            return 0;
        }
    }
}
