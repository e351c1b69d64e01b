package org.qicai.app.cli;

import java.util.concurrent.Callable;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.service.EventService;
import org.qicai.core.service.ResultCheck;
import org.qicai.core.service.ResultWords;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai result EVENT ROUND BOARD RESULT}: RESULT is 1-0 0-1 1/2 +/- -/+ -/- or a discipline word (红胜 黑胜 和;
 * Go's B+R, B+3/4, W+1¼, 黑中盘胜, 黑胜3/4子, 重下), read by core's {@link ResultWords}. Every board, individual or a
 * team match's, goes through {@link EventService#enterResult(int, int, ResultEntry, ResultCheck)}. A board that already
 * holds a different result takes it only with {@code --correct} (issue 16 item 3: no lost update between desks);
 * without it the command is refused naming the result there and who entered it, and exits 2. The same result again is
 * accepted.
 */
@Command(name = "result")
final class ResultCommand implements Callable<Integer> {
    private final Context ctx;
    @Mixin
    GameArgs game;
    @Parameters(index = "3", paramLabel = "RESULT")
    String result;
    @Option(names = "--correct")
    boolean correct;

    ResultCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.open(game.file)) {
            var d = svc.discipline();
            ResultEntry e = ResultWords.parse(d, result);
            Pairing p = svc.results().enterResult(game.round, game.board, e, correct ? ResultCheck.CORRECTION : ResultCheck.NEW);
            ctx.out().println(ctx.roundBoard(game.round, game.board)
                    + p.first() + "-" + p.second() + " " + (e.result().isDecided() ? e.result().code() + " " : "")
                    + ResultWords.words(d, e, ctx.locale()));
            ctx.warnIfBackupFailed(svc);
        }
        return 0;
    }
}
