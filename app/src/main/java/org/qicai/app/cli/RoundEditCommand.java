package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Round;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PairingEditService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai round edit EVENT N swap A B | pair RED BLACK | bye P [--kind K] | unpair BOARD | check} —
 * the arbiter's edits of a round not yet published (issue 3 item 7). Each edit prints the round and
 * what it breaks (rematch, colour rule, unit …) and is done anyway: the arbiter decides.
 */
@Command(name = "edit")
final class RoundEditCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Parameters(index = "1", paramLabel = "N")
    int round;
    @Parameters(index = "2", paramLabel = "EDIT")
    String verb;
    @Parameters(index = "3..*", paramLabel = "ARG")
    List<String> args = new ArrayList<>();
    @Option(names = "--kind", defaultValue = "pairing")
    String kind;

    RoundEditCommand(Context ctx) {
        this.ctx = ctx;
    }

    private int arg(int i, String whatZh, String what) {
        if (args.size() <= i) {
            throw UserError.zh(verb + " 需要" + whatZh + "（见 qicai round edit --help）",
                    verb + " needs " + what + " (see qicai round edit --help)");
        }
        try {
            return Integer.parseInt(args.get(i).strip());
        } catch (NumberFormatException e) {
            throw UserError.zh(verb + "：“" + args.get(i) + "”不是数字（" + whatZh + "）",
                    verb + ": '" + args.get(i) + "' is not a number (" + what + ")");
        }
    }

    private void noMoreThan(int n) {
        if (args.size() > n) {
            throw UserError.zh(verb + " 只接受 " + n + " 个参数，收到 " + args.size() + " 个",
                    verb + " takes " + n + " argument" + (n == 1 ? "" : "s") + ", got " + args.size());
        }
    }

    static ByeKind byeKind(String k) {
        return switch (k.strip().toLowerCase(Locale.ROOT)) {
            case "pairing", "u", "轮空" -> ByeKind.PAIRING;
            case "full", "f" -> ByeKind.FULL_POINT;
            case "half", "h" -> ByeKind.HALF_POINT;
            case "zero", "z" -> ByeKind.ZERO_POINT;
            default -> throw UserError.zh("--kind 只能是 pairing（编排轮空）、full（得全分）、half（得半分）"
                    + "或 zero（不得分），不能是“" + k + "”",
                    "--kind must be pairing, full, half or zero, not '" + k + "'");
        };
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.open(file)) {
            PairingEditService edits = new PairingEditService(svc);
            List<PairingEditService.Warning> warnings;
            Round r;
            switch (verb.toLowerCase(Locale.ROOT)) {
                case "swap" -> {
                    noMoreThan(2);
                    PairingEditService.EditResult e = edits.swap(round, arg(0, "两个序号", "two start numbers"),
                            arg(1, "两个序号", "two start numbers"));
                    r = e.round();
                    warnings = e.warnings();
                }
                case "pair" -> {
                    noMoreThan(2);
                    PairingEditService.EditResult e = edits.pair(round, arg(0, "红方和黑方的序号", "RED and BLACK"),
                            arg(1, "红方和黑方的序号", "RED and BLACK"));
                    r = e.round();
                    warnings = e.warnings();
                }
                case "bye" -> {
                    noMoreThan(1);
                    PairingEditService.EditResult e = edits.bye(round, arg(0, "一个序号", "a start number"),
                            byeKind(kind));
                    r = e.round();
                    warnings = e.warnings();
                }
                case "unpair" -> {
                    noMoreThan(1);
                    PairingEditService.EditResult e = edits.unpair(round, arg(0, "一个台次", "a board"));
                    r = e.round();
                    warnings = e.warnings();
                }
                case "check" -> {
                    noMoreThan(0);
                    warnings = edits.warnings(round);
                    r = svc.snapshot().round(round).orElseThrow();
                }
                default -> throw UserError.zh("没有“" + verb + "”这种调整；可用 swap、pair、bye、unpair 或 check",
                        "unknown edit '" + verb + "'; use swap, pair, bye, unpair or check");
            }
            ctx.out().print(RoundFormat.format(ctx, svc.snapshot(), svc.discipline(), r, "text", true));
            for (PairingEditService.Warning w : warnings) {
                ctx.out().println(ctx.t("警告：", "warning: ") + w.text(ctx.english()));
            }
            if (warnings.isEmpty()) {
                ctx.out().println(ctx.t("无警告", "no warnings"));
            }
        }
        return 0;
    }

    /** {@code qicai round reinstate EVENT PLAYER} — 附录二 8: pair again a player left out after forfeits. */
    @Command(name = "reinstate")
    static final class Reinstate implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "PLAYER")
        int player;

        Reinstate(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                String v = new PairingEditService(svc).reinstate(player);
                ctx.out().println(ctx.t("已恢复编排 #" + player + "（reinstated=" + v + "）",
                        "reinstated #" + player + " (reinstated=" + v + ")"));
            }
            return 0;
        }
    }
}
