package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.CrosstableReport;
import org.qicai.core.standings.CrosstableReport.Layout;
import org.qicai.core.standings.StandingsReport;

/**
 * 成绩交叉表 — the crosstable with the 21.4 marks: a grid for a round robin, a column per round
 * otherwise. A4 landscape when the columns do not fit portrait; cells narrow (and their text shrinks)
 * to fit the page width.
 */
final class CrosstableSheet extends TableSheet {
    private final String legend;

    private CrosstableSheet(String title, ReportHeader header, TableLayout table, List<TableLayout.Row> rows,
                            boolean landscape, String legend, String signLine) {
        super(title, landscape, header, table, rows, signLine, 14);
        this.legend = legend;
    }

    static CrosstableSheet of(EventService svc, int afterRound, Locale locale) {
        boolean en = Named.isEnglish(locale);
        StandingsReport rep = svc.standings(afterRound, List.of());
        Layout layout = svc.pairingSystem().needsPreviousResults() ? Layout.ROUNDS : Layout.GRID;
        CrosstableReport x = CrosstableReport.of(rep, layout);
        Map<Side, String> sides = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            sides.put(s, svc.discipline().sideShort(s, locale));
        }
        List<String> heads = x.cellHeads(locale);
        List<String> tbNames = x.tiebreakNames(locale);
        double fixed = 26 + 72 + 64 + 34 + 32 + 40.0 * tbNames.size();
        double preferred = layout == Layout.GRID ? 24 : 48;
        double portraitRoom = Draw.A4_W - 2 * Draw.MARGIN - fixed;
        boolean landscape = preferred * heads.size() > portraitRoom;
        double room = (landscape ? Draw.A4_H : Draw.A4_W) - 2 * Draw.MARGIN - fixed;
        double cellW = heads.isEmpty() ? preferred : Math.max(8, Math.min(preferred, room / heads.size()));
        List<TableLayout.Column> cols = new ArrayList<>(List.of(
                new TableLayout.Column(en ? "No" : "序号", 26, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Name" : "姓名", 72, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 64, Draw.Align.LEFT)));
        for (String h : heads) {
            cols.add(new TableLayout.Column(h, cellW, Draw.Align.CENTER));
        }
        cols.add(new TableLayout.Column(en ? "Pts" : "积分", 34, Draw.Align.CENTER));
        cols.add(new TableLayout.Column(en ? "Rank" : "名次", 32, Draw.Align.CENTER));
        for (String n : tbNames) {
            cols.add(new TableLayout.Column(n, 40, Draw.Align.CENTER));
        }
        TableLayout table = new TableLayout(cols, 17, 8.5f);
        List<TableLayout.Row> rows = new ArrayList<>();
        for (CrosstableReport.Row r : x.rows()) {
            List<String> cells = new ArrayList<>(List.of(Integer.toString(r.player().no()), r.player().name()
                    + StandingsSheet.statusMark(r.player().status(), en), r.player().unit()));
            for (int i = 0; i < r.cells().size(); i++) {
                // the bundled font draws ½ too small to read on paper: a draw prints as 和 (= in English)
                cells.add(x.cellText(r, i, sides, locale).replace("½", en ? "=" : "和"));
            }
            cells.add(r.points());
            cells.add(r.standing().rankLabel());
            cells.addAll(r.tiebreaks());
            rows.add(new TableLayout.Row(cells, null));
        }
        EventSettings settings = svc.settings();
        // issue 13 item 5: 暂列 while a result of those rounds is missing
        String t = en ? "Crosstable after round " + x.afterRound() + (rep.provisional() ? " (provisional)" : "")
                : "成绩交叉表（第" + x.afterRound() + "轮后" + (rep.provisional() ? "，暂列" : "") + "）";
        String legend = en ? "1 win  = draw  0 loss  + won without play  - lost without play (21.4)  (…) annulled (20.3)"
                + "  = shared (15.1)  * play-off (15.6)"
                : "1 胜  和 和棋  0 负  + 不战而胜  - 不战而负（21.4）  (…) 成绩注销（20.3）  = 名次并列（15.1）  * 加赛（15.6）";
        return new CrosstableSheet(settings.name() + " — " + t, new ReportHeader(settings, t,
                StandingsSheet.scoringInfo(rep, en), en), table, rows, landscape, legend,
                ReportHeader.signLine(settings, en));
    }

    /** The grid may be wider than a landscape page: it then starts at the left margin. */
    @Override
    double tableX(double tableWidth) {
        return Math.max(Draw.MARGIN, super.tableX(tableWidth));
    }

    @Override
    void drawUnderTable(Graphics2D g, int index, double x, double bottom) {
        legend(g, legend, x, bottom);
    }
}
