package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.service.WithdrawalResult;
import org.qicai.core.service.WithdrawalService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai withdraw EVENT PLAYER --after-round N [--expel] [--reason TEXT] [--dry-run]} — 退出比赛 (xq
 * 20.2–20.4) or 除名 (18.3, treated as withdrawal); {@code qicai withdraw EVENT --settle} applies earlier
 * withdrawals to boards paired since (a round robin keeps a player who left in its table).
 */
@Command(name = "withdraw")
final class WithdrawCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Parameters(index = "1", paramLabel = "PLAYER", arity = "0..1")
    Integer player;
    @Option(names = "--after-round")
    Integer afterRound;
    @Option(names = "--expel")
    boolean expel;
    @Option(names = "--reason", defaultValue = "")
    String reason;
    @Option(names = "--dry-run")
    boolean dryRun;
    @Option(names = "--settle")
    boolean settle;

    WithdrawCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = (dryRun && !settle ? ctx.openReadOnly(file) : ctx.open(file))) {
            WithdrawalService w = new WithdrawalService(svc);
            if (settle) {
                if (player != null) {
                    throw UserError.zh("--settle 不带棋手：它处理所有退赛",
                            "--settle takes no player: it settles every withdrawal");
                }
                List<WithdrawalResult.Change> changes = w.settleLaterRounds();
                ctx.out().println(ctx.t("已处理 " + changes.size() + " 台", "settled " + changes.size() + " board(s)"));
                for (WithdrawalResult.Change c : changes) {
                    ctx.out().println("  " + describe(c));
                }
                return 0;
            }
            if (player == null || afterRound == null) {
                throw UserError.zh("请说明谁在哪一轮后退赛：withdraw 赛事 棋手 --after-round N（或 --settle）",
                        "say who and when: withdraw EVENT PLAYER --after-round N (or --settle)");
            }
            PlayerStatus status = expel ? PlayerStatus.EXPELLED : PlayerStatus.WITHDRAWN;
            WithdrawalResult r = dryRun ? w.preview(player, afterRound, status, reason)
                    : w.withdraw(player, afterRound, status, reason);
            ctx.out().println((dryRun ? ctx.t("（预览，未写入）", "(dry run, nothing written) ") : "")
                    + r.explanation(ctx.locale()));
            for (WithdrawalResult.Change c : r.changes()) {
                ctx.out().println("  " + describe(c));
            }
        }
        return 0;
    }

    private String describe(WithdrawalResult.Change c) {
        Pairing a = c.before();
        Pairing b = c.after();
        String where = ctx.roundBoard(b.round(), b.board());
        String who = b.isBye() ? b.first() + " " + ctx.t("轮空", "bye") : b.first() + "-" + b.second();
        String what;
        if (b.annulled() && !a.annulled()) {
            what = (a.result().isDecided() ? a.result().code() + " " : "") + ctx.t("注销（20.3）", "annulled (20.3)");
        } else if (b.isBye()) {
            what = ctx.t("轮空不计分", "bye scores nothing");
        } else {
            what = (a.result().isDecided() ? a.result().code() : ctx.t("未赛", "open")) + " → " + b.result().code();
        }
        return where + who + "  " + what;
    }
}
