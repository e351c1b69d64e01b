package org.qicai.app.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.Named;
import org.qicai.core.team.TeamStandingsReport;

/** 团体名次表 — team standings by 15.3/15.4/15.5 with 18.4, prize and relegation marks. */
final class TeamStandingsSheet extends TableSheet {
    private TeamStandingsSheet(String title, ReportHeader header, TableLayout table, List<TableLayout.Row> rows,
                               boolean landscape, String signLine) {
        super(title, landscape, header, table, rows, signLine, 0);
    }

    static PrintDocument of(EventService svc, int afterRound, Locale locale) {
        boolean en = Named.isEnglish(locale);
        TeamStandingsReport rep = new TeamService(svc).standings(afterRound);
        List<TableLayout.Column> cols = new ArrayList<>(List.of(
                new TableLayout.Column(en ? "Rank" : "名次", 34, Draw.Align.CENTER),
                new TableLayout.Column(en ? "No" : "队号", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Team" : "队名", 90, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 90, Draw.Align.LEFT)));
        for (TeamStandingsReport.Column c : rep.columns()) {
            cols.add(new TableLayout.Column(c.name(locale), 54, Draw.Align.CENTER));
        }
        cols.add(new TableLayout.Column(en ? "Note" : "备注", 60, Draw.Align.CENTER));
        TableLayout table = new TableLayout(cols, 19, 10);
        boolean landscape = table.width() > Draw.A4_W - 2 * Draw.MARGIN;
        List<TableLayout.Row> rows = new ArrayList<>();
        for (TeamStandingsReport.Row r : rep.rows()) {
            List<String> cells = new ArrayList<>(List.of(r.rankLabel(), Integer.toString(r.team().no()),
                    r.team().name() + (r.team().isActive() ? "" : (en ? " (withdrew)" : "（退出）")), r.team().unit()));
            cells.addAll(r.values());
            String note = r.mark().label(locale);
            if (r.penaltyWeight() > 0) {
                note += (note.isEmpty() ? "" : " ") + (en ? "18.4" : "受处分");
            }
            cells.add(note);
            rows.add(new TableLayout.Row(cells, null));
        }
        var s = svc.settings();
        // issue 13 item 5: 暂列 while a result of those rounds is missing
        String t = en ? "Team standings after round " + rep.afterRound() + " (" + rep.rule()
                + (rep.provisional() ? ", provisional" : "") + ")"
                : "团体名次表（第" + rep.afterRound() + "轮后，" + rep.rule() + (rep.provisional() ? "，暂列" : "") + "）";
        return new TeamStandingsSheet(s.name() + " — " + t, new ReportHeader(s, t, "", en), table, rows, landscape,
                ReportHeader.signLine(s, en));
    }

}
