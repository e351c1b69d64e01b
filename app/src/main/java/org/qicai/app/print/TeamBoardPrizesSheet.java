package org.qicai.app.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.Named;
import org.qicai.core.team.BoardPrizes;
import org.qicai.core.team.TeamSettings;

/** 台次成绩 — board prizes: one block per board, players by score rate and score, with the minimum of games. */
final class TeamBoardPrizesSheet {
    private TeamBoardPrizesSheet() {
    }

    static PrintDocument of(EventService svc, int afterRound, Locale locale) {
        boolean en = Named.isEnglish(locale);
        BoardPrizes.Report rep = new TeamService(svc).boardPrizes(afterRound, null);
        List<TeamBlocks.Block> blocks = new ArrayList<>();
        for (BoardPrizes.Board b : rep.boards()) {
            List<TableLayout.Column> cols = List.of(
                    new TableLayout.Column(en ? "Rank" : "名次", 34, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "No" : "序号", 30, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "Name" : "姓名", 80, Draw.Align.LEFT),
                    new TableLayout.Column(en ? "Team" : "队", 80, Draw.Align.LEFT),
                    new TableLayout.Column(en ? "Games" : "局数", 34, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "W" : "胜", 28, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "D" : "和", 28, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "L" : "负", 28, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "Score" : "得分", 40, Draw.Align.CENTER),
                    new TableLayout.Column(en ? "Rate" : "得分率", 50, Draw.Align.CENTER));
            TableLayout table = new TableLayout(cols, 17, 9.5f);
            List<TableLayout.Row> rows = new ArrayList<>();
            for (BoardPrizes.Entry e : b.entries()) {
                rows.add(new TableLayout.Row(List.of(e.rankLabel(), Integer.toString(e.player().no()), e.player().name(),
                        e.team() == null ? "" : e.team().name(), Integer.toString(e.games()), Integer.toString(e.wins()),
                        Integer.toString(e.draws()), Integer.toString(e.losses()), rep.formatScore(e.score()), e.rate()),
                        null));
            }
            blocks.add(new TeamBlocks.Block(en ? "Board " + b.board() : "第" + b.board() + "台", "", table, rows));
        }
        var s = svc.settings();
        String order = rep.order() == TeamSettings.BoardOrder.RATE ? (en ? "by score rate" : "按得分率")
                : (en ? "by score" : "按得分");
        String t = en ? "Board prizes after round " + rep.afterRound() : "台次成绩（第" + rep.afterRound() + "轮后）";
        String info = (en ? "at least " + rep.minGames() + " games, " : "至少" + rep.minGames() + "局，") + order;
        return new TeamBlocks(s.name() + " — " + t, new ReportHeader(s, t, info, en), blocks,
                ReportHeader.signLine(s, en), false);
    }
}
