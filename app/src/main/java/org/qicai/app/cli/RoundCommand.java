package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Round;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code qicai round pair|show|publish|repair|unpair}. */
@Command(name = "round", subcommands = {RoundCommand.Pair.class,
        RoundCommand.Show.class, RoundCommand.Publish.class, RoundCommand.Repair.class, RoundCommand.Unpair.class,
        RoundCommand.Rollback.class, RoundEditCommand.class, RoundEditCommand.Reinstate.class})
final class RoundCommand {

    @Command(name = "pair")
    static final class Pair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--explain")
        boolean explain;

        Pair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                Round r = svc.rounds().pairNextRound();
                EventSnapshot s = svc.snapshot();
                if (org.qicai.core.team.TeamSettings.isTeamEvent(s.settings())
                        && new org.qicai.core.service.TeamService(svc).format().hasBoards()) {
                    // one round lifecycle (issue 11 item 2): a team event's round is its matches, as `team pair` shows
                    ctx.out().print(TeamCommand.roundText(ctx, svc, new org.qicai.core.service.TeamService(svc).round(r.no())));
                    return 0;
                }
                ctx.out().print(RoundFormat.format(ctx, s, svc.discipline(), r, "text", explain));
                String notes = svc.roundNotes(r.no());
                if (explain && !notes.isBlank()) {
                    ctx.out().println(org.qicai.core.model.Explanation.linesIn(notes, ctx.locale()));
                }
            }
            return 0;
        }
    }

    @Command(name = "show")
    static final class Show implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "N")
        int round;
        @Option(names = "--format", defaultValue = "text")
        String format;
        @Option(names = "--explain")
        boolean explain;

        Show(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(file)) {
                EventSnapshot s = svc.snapshot();
                Round r = s.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排（已编排 " + s.lastRound()
                        + " 轮）",
                        "round " + round + " is not paired (last: "
                        + s.lastRound() + ")"));
                ctx.out().print(RoundFormat.format(ctx, s, svc.discipline(), r, format, explain));
            }
            return 0;
        }
    }

    @Command(name = "publish")
    static final class Publish implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "N")
        int round;

        Publish(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                svc.rounds().publishRound(round);
                ctx.out().println(ctx.t("已公布第" + round + "轮", "published round " + round));
                ctx.warnIfBackupFailed(svc);
            }
            return 0;
        }
    }

    @Command(name = "repair")
    static final class Repair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "N")
        int round;

        Repair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                Round r = svc.rounds().repairRound(round);
                ctx.out().print(RoundFormat.format(ctx, svc.snapshot(), svc.discipline(), r, "text", false));
            }
            return 0;
        }
    }

    @Command(name = "unpair")
    static final class Unpair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "N")
        int round;

        Unpair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                svc.rounds().unpairRound(round);
                ctx.out().println(ctx.t("已撤销第" + round + "轮编排", "withdrew round " + round));
            }
            return 0;
        }
    }

    @Command(name = "rollback")
    static final class Rollback implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "ROUND")
        int round;
        @Option(names = "--dry-run")
        boolean dryRun;

        Rollback(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                org.qicai.core.service.RoundRollback r = svc.rounds().rollbackRound(round, dryRun);
                String what = ctx.t(r.boards() + " 台对阵、" + r.results() + " 个成绩"
                                + (r.teamMatches() > 0 ? "、" + r.teamMatches() + " 场团体对阵" : "")
                                + (r.records() > 0 ? "、" + r.records() + " 份棋谱与裁决" : ""),
                        r.boards() + " boards, " + r.results() + " results"
                                + (r.teamMatches() > 0 ? ", " + r.teamMatches() + " team matches" : "")
                                + (r.records() > 0 ? ", " + r.records() + " game records and rulings" : ""));
                ctx.out().println(r.done()
                        ? ctx.t("已撤回第" + round + "轮：" + what + "（可用 qicai undo 恢复）",
                                "round " + round + " taken back: " + what + " (qicai undo restores it)")
                        : ctx.t("预演：撤回第" + round + "轮将去掉 " + what + "；未写入任何内容",
                                "dry run: taking back round " + round + " removes " + what + "; nothing was written"));
                ctx.out().println(ctx.t("名次变化（撤回前 → 撤回后）：", "standings (before → after):"));
                for (org.qicai.core.standings.Standing b : r.before().rows()) {
                    org.qicai.core.standings.Standing a = r.after().row(b.player().no()).orElse(null);
                    String after = a == null ? "-" : a.rankLabel() + " " + r.after().formatPoints(a.points());
                    ctx.out().println(String.format("%4d %-12s %s %s → %s", b.player().no(), b.player().name(),
                            b.rankLabel(), r.before().formatPoints(b.points()), after));
                }
            }
            return 0;
        }
    }
}
