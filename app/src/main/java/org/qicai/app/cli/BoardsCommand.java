package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.BoardPrizes;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai boards EVENT [--after-round N] [--min-games N] [--format text|csv]}: 台次成绩, the board
 * prizes — per board, the players ranked by score rate and score among those with the minimum of
 * games; the others follow without a place. CSV columns:
 * {@code board,rank,no,name,team,games,wins,draws,losses,score,rate}.
 */
@Command(name = "boards")
final class BoardsCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--after-round", defaultValue = "0")
    int afterRound;
    @Option(names = "--min-games")
    Integer minGames;
    @Option(names = "--format", defaultValue = "text")
    String format;

    BoardsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (!format.equals("text") && !format.equals("csv")) {
            throw UserError.zh("--format 只能是 text 或 csv", "--format must be text or csv");
        }
        try (EventService svc = ctx.openReadOnly(file)) {
            BoardPrizes.Report rep = new TeamService(svc).boardPrizes(afterRound, minGames);
            if (format.equals("csv")) {
                ctx.out().println("board,rank,no,name,team,games,wins,draws,losses,score,rate");
                for (BoardPrizes.Board b : rep.boards()) {
                    for (BoardPrizes.Entry e : b.entries()) {
                        ctx.out().println(Csv.line(b.board(), e.rankLabel(), e.player().no(), e.player().name(),
                                e.team() == null ? "" : e.team().name(), e.games(), e.wins(), e.draws(), e.losses(),
                                rep.formatScore(e.score()), e.rate()));
                    }
                }
                return 0;
            }
            ctx.out().println(ctx.t("台次成绩  ", "Board prizes  ") + svc.settings().name() + "  "
                    + ctx.t("第" + rep.afterRound() + "轮后，至少" + rep.minGames() + "局，按"
                            + (rep.order() == org.qicai.core.team.TeamSettings.BoardOrder.RATE ? "得分率" : "得分") + "排列",
                    "after round " + rep.afterRound() + ", at least " + rep.minGames() + " games, by "
                            + (rep.order() == org.qicai.core.team.TeamSettings.BoardOrder.RATE ? "score rate" : "score")));
            for (BoardPrizes.Board b : rep.boards()) {
                ctx.out().println();
                ctx.out().println(ctx.t("第" + b.board() + "台", "Board " + b.board()));
                TextTable t = new TextTable(ctx.t("名次", "Rank"), ctx.t("序号", "No"), ctx.t("姓名", "Name"),
                        ctx.t("队", "Team"), ctx.t("局数", "Games"), ctx.t("胜", "W"), ctx.t("和", "D"), ctx.t("负", "L"),
                        ctx.t("得分", "Score"), ctx.t("得分率", "Rate")).right(0, 1, 4, 5, 6, 7, 8, 9);
                for (BoardPrizes.Entry e : b.entries()) {
                    t.add(e.rankLabel(), e.player().no(), e.player().name(), e.team() == null ? "" : e.team().name(),
                            e.games(), e.wins(), e.draws(), e.losses(), rep.formatScore(e.score()), e.rate());
                }
                ctx.out().print(t);
            }
        }
        return 0;
    }
}
