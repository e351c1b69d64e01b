package org.qicai.app.cli;

import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code qicai result EVENT ROUND BOARD RESULT}: RESULT is 1-0 0-1 1/2 +/- -/+ -/- or a discipline word (红胜 黑胜 和). */
@Command(name = "result")
final class ResultCommand implements Callable<Integer> {
    private final Context ctx;
    @Mixin
    GameArgs game;
    @Parameters(index = "3", paramLabel = "RESULT")
    String result;

    ResultCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.open(game.file)) {
            var d = svc.discipline();
            Result r = d.parseResultWord(result).or(() -> Result.parseCode(result))
                    .filter(x -> x != Result.PENDING || result.equals("*"))
                    .orElseThrow(() -> UserError.zh("“" + result + "”不是比赛结果；请用 1-0 0-1 1/2 +/- -/+ -/- 或 "
                            + d.resultWord(Result.FIRST_WIN, ctx.locale()) + " "
                            + d.resultWord(Result.SECOND_WIN, ctx.locale()) + " 和",
                            "'" + result + "' is not a result; use 1-0 0-1 1/2 +/- -/+ -/- or "
                            + d.resultWord(Result.FIRST_WIN, ctx.locale()) + " "
                            + d.resultWord(Result.SECOND_WIN, ctx.locale()) + " 和"));
            Pairing p = svc.enterResult(game.round, game.board, r);
            ctx.out().println(ctx.roundBoard(game.round, game.board)
                    + p.first() + "-" + p.second() + " " + r.code() + " " + d.resultWord(r, ctx.locale()));
            ctx.warnIfBackupFailed(svc);
        }
        return 0;
    }
}
