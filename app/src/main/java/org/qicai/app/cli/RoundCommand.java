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
@Command(name = "round", description = "Pair, show and publish rounds.", subcommands = {RoundCommand.Pair.class,
        RoundCommand.Show.class, RoundCommand.Publish.class, RoundCommand.Repair.class, RoundCommand.Unpair.class,
        RoundEditCommand.class, RoundEditCommand.Reinstate.class})
final class RoundCommand {

    @Command(name = "pair", description = "Pair the next round with the event's system.")
    static final class Pair implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--explain", description = "print why each board was paired so")
        boolean explain;

        Pair(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                Round r = svc.pairNextRound();
                EventSnapshot s = svc.snapshot();
                ctx.out().print(RoundFormat.format(ctx, s, svc.discipline(), r, "text", explain));
                String notes = svc.roundNotes(r.no());
                if (explain && !notes.isBlank()) {
                    ctx.out().println(notes);
                }
            }
            return 0;
        }
    }

    @Command(name = "show", description = "Show a round: --format text (default), csv or json.")
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

    @Command(name = "publish", description = "Publish a paired round (its pairings are then frozen).")
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
                svc.publishRound(round);
                ctx.out().println(ctx.t("已公布第" + round + "轮", "published round " + round));
                ctx.warnIfBackupFailed(svc);
            }
            return 0;
        }
    }

    @Command(name = "repair", description = "Pair an unpublished last round again.")
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
                Round r = svc.repairRound(round);
                ctx.out().print(RoundFormat.format(ctx, svc.snapshot(), svc.discipline(), r, "text", false));
            }
            return 0;
        }
    }

    @Command(name = "unpair", description = "Withdraw an unpublished last round.")
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
                svc.unpairRound(round);
                ctx.out().println(ctx.t("已撤销第" + round + "轮编排", "withdrew round " + round));
            }
            return 0;
        }
    }
}
