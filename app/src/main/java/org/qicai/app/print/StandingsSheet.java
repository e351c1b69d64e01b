package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

/** 名次表 — standings with the event's tiebreaks; A4 landscape when the tiebreak columns need it. */
final class StandingsSheet implements PrintDocument {
    private final String title;
    private final ReportHeader header;
    private final TableLayout table;
    private final List<List<TableLayout.Row>> pages;
    private final boolean landscape;
    private final String signLine;

    private StandingsSheet(String title, ReportHeader header, TableLayout table, List<TableLayout.Row> rows,
                           boolean landscape, String signLine) {
        this.title = title;
        this.header = header;
        this.table = table;
        this.landscape = landscape;
        this.signLine = signLine;
        double top = Draw.MARGIN + 80;
        double bottom = ReportHeader.bodyBottom(pageHeight());
        this.pages = table.paginate(rows, bottom - top, bottom - top);
    }

    static StandingsSheet of(EventService svc, int afterRound, Locale locale) {
        boolean en = Named.isEnglish(locale);
        StandingsReport rep = svc.standings(afterRound, List.of());
        List<TableLayout.Column> cols = new ArrayList<>(List.of(
                new TableLayout.Column(en ? "Rank" : "名次", 34, Draw.Align.CENTER),
                new TableLayout.Column(en ? "No" : "序号", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Name" : "姓名", 86, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 96, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Points" : "积分", 40, Draw.Align.CENTER)));
        for (String name : rep.tiebreakNames(locale)) {
            cols.add(new TableLayout.Column(name, 52, Draw.Align.CENTER));
        }
        TableLayout table = new TableLayout(cols, 19, 10);
        boolean landscape = table.width() > Draw.A4_W - 2 * Draw.MARGIN;
        List<TableLayout.Row> rows = new ArrayList<>();
        for (Standing s : rep.rows()) {
            List<String> cells = new ArrayList<>(List.of((s.shared() ? "=" : "") + s.rank(),
                    Integer.toString(s.player().no()), s.player().name(), s.player().unit(),
                    rep.formatPoints(s.points())));
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                cells.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            rows.add(new TableLayout.Row(cells, null));
        }
        var settings = svc.settings();
        String t = en ? "Standings after round " + rep.afterRound() : "名次表（第" + rep.afterRound() + "轮后）";
        String arb = settings.option(org.qicai.core.model.EventSettings.CHIEF_ARBITER, "");
        String sign = (en ? "Chief arbiter: " : "裁判长：") + (arb.isEmpty() ? "______________" : arb);
        return new StandingsSheet(settings.name() + " — " + t, new ReportHeader(settings, t, "", en), table, rows,
                landscape, sign);
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    @Override
    public double pageWidth() {
        return landscape ? Draw.A4_H : Draw.A4_W;
    }

    @Override
    public double pageHeight() {
        return landscape ? Draw.A4_W : Draw.A4_H;
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double y = header.draw(g, pageWidth());
        table.draw(g, (pageWidth() - table.width()) / 2, y, pages.get(index));
        header.footer(g, pageWidth(), pageHeight(), index, pages.size(), signLine);
    }
}
