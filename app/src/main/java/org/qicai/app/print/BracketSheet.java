package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.service.BracketService;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.Named;

/**
 * 对阵图 — the bracket on paper, A4 landscape: first the group tables of a 分组循环 (four to a page),
 * then the knockout stages as columns left to right, each match a box with both players, the score
 * and the winner in bold, spread over as many pages as the largest stage needs; the places and the
 * notes (lots drawn, walkovers) at the end.
 */
public final class BracketSheet extends A4Document {
    private static final double W = Draw.A4_H;
    private static final double H = Draw.A4_W;
    private static final double COLUMN = 150;
    private static final double BOX_H = 30;
    private static final double MIN_PITCH = 40;

    private final ReportHeader header;
    private final EventSnapshot s;
    private final Bracket b;
    private final boolean en;
    private final String signLine;
    /** One page: either group tables (from, to) or a block of stages (stage range, vertical slice). */
    private final List<Page> pages = new ArrayList<>();

    private record Page(int groupFrom, int groupTo, int stageFrom, int stageTo, int slice, int slices, boolean last) {
    }

    private BracketSheet(EventSnapshot s, Bracket b, boolean en) {
        super(s.settings().name() + " — " + title(en), true);
        this.s = s;
        this.b = b;
        this.en = en;
        this.header = new ReportHeader(s.settings(), title(en), b.title(), en);
        this.signLine = ReportHeader.signLine(s.settings(), en);
        for (int g = 0; g < b.groups().size(); g += 4) {
            pages.add(new Page(g, Math.min(g + 4, b.groups().size()), 0, 0, 0, 1, false));
        }
        int perPage = (int) Math.max(1, Math.floor((W - 2 * Draw.MARGIN) / COLUMN));
        int most = b.stages().stream().mapToInt(x -> x.matches().size()).max().orElse(0);
        double space = bodyHeight();
        int slices = (int) Math.max(1, Math.ceil(most * MIN_PITCH / space));
        for (int st = 0; st < b.stages().size(); st += perPage) {
            for (int sl = 0; sl < slices; sl++) {
                pages.add(new Page(0, 0, st, Math.min(st + perPage, b.stages().size()), sl, slices, false));
            }
        }
        if (pages.isEmpty()) {
            pages.add(new Page(0, 0, 0, 0, 0, 1, true));
        } else {
            Page p = pages.remove(pages.size() - 1);
            pages.add(new Page(p.groupFrom(), p.groupTo(), p.stageFrom(), p.stageTo(), p.slice(), p.slices(), true));
        }
    }

    /** The bracket of the event (a user error for a system without one). */
    public static BracketSheet of(EventService svc, Locale locale) {
        return new BracketSheet(svc.snapshot(), new BracketService(svc).require().in(locale), Named.isEnglish(locale));
    }

    private static String title(boolean en) {
        return en ? "Bracket" : "对阵图";
    }

    private static double bodyHeight() {
        return ReportHeader.bodyBottom(H) - ReportHeader.bodyTop() - 60;
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    private String name(int no) {
        return no <= 0 ? "" : no + " " + s.playerName(no);
    }

    @Override
    public void paint(Graphics2D g, int index) {
        Page p = pages.get(index);
        double y = header.draw(g, W);
        if (p.groupTo() > p.groupFrom()) {
            paintGroups(g, p, y);
        } else {
            paintStages(g, p, y);
        }
        if (p.last()) {
            paintPlaces(g);
        }
        header.footer(g, W, H, index, pages.size(), signLine);
    }

    private void paintGroups(Graphics2D g, Page p, double top) {
        double colW = (W - 2 * Draw.MARGIN - 20) / 2;
        double rowH = 15;
        Font f = Fonts.plain(8.5f);
        Font fb = Fonts.bold(8.5f);
        for (int i = p.groupFrom(); i < p.groupTo(); i++) {
            Bracket.Group grp = b.groups().get(i);
            int k = i - p.groupFrom();
            double x = Draw.MARGIN + (k % 2) * (colW + 20);
            double y = top + (k / 2) * ((H - top - 80) / 2);
            Draw.text(g, grp.name(), x, y + 10, Fonts.bold(11));
            double[] w = {34, colW * 0.36, 40, colW * 0.64 - 34 - 40 - 30, 30};
            String[] heads = {en ? "Rank" : "名次", en ? "Player" : "棋手", en ? "Pts" : "积分", en ? "Tiebreaks" : "破同分",
                    en ? "Q" : "出线"};
            double ry = y + 16;
            double cx = x;
            for (int c = 0; c < w.length; c++) {
                Draw.cell(g, heads[c], cx, ry, w[c], rowH, Draw.Align.CENTER, fb);
                cx += w[c];
            }
            Draw.hline(g, x, x + colW, ry + rowH, 0.8f);
            ry += rowH;
            for (Bracket.Row r : grp.rows()) {
                String[] cells = {Integer.toString(r.rank()), name(r.player()), r.points(), r.tiebreaks(),
                        r.qualified() ? "✓" : ""};
                cx = x;
                for (int c = 0; c < w.length; c++) {
                    Draw.cell(g, cells[c], cx, ry, w[c], rowH, c == 1 || c == 3 ? Draw.Align.LEFT : Draw.Align.CENTER,
                            r.qualified() ? fb : f);
                    cx += w[c];
                }
                ry += rowH;
                Draw.hline(g, x, x + colW, ry, 0.3f);
            }
        }
    }

    private void paintStages(Graphics2D g, Page p, double top) {
        double space = bodyHeight();
        Font f = Fonts.plain(8f);
        Font fb = Fonts.bold(8f);
        Font small = Fonts.plain(6.5f);
        for (int st = p.stageFrom(); st < p.stageTo(); st++) {
            Bracket.Stage stage = b.stages().get(st);
            double x = Draw.MARGIN + (st - p.stageFrom()) * COLUMN;
            Draw.text(g, stage.name(), x, top + 8, Fonts.bold(10));
            int m = stage.matches().size();
            for (int i = 0; i < m; i++) {
                // the match's place in the whole column, then the slice of it this page shows
                double centre = (i + 0.5) / m * p.slices();
                if (centre < p.slice() || centre >= p.slice() + 1) {
                    continue;
                }
                double y = top + 20 + (centre - p.slice()) * space - BOX_H / 2;
                Bracket.Match match = stage.matches().get(i);
                double bw = COLUMN - 16;
                Draw.text(g, match.label() + (match.score().isEmpty() ? "" : "  " + match.score())
                        + (match.how().isEmpty() ? "" : "  " + match.howText()), x, y - 2, small);
                Draw.box(g, x, y, bw, BOX_H, 0.8f);
                Draw.hline(g, x, x + bw, y + BOX_H / 2, 0.3f);
                String a = match.first() > 0 ? name(match.first()) : match.from().isEmpty() ? "" : match.from().split(" / ")[0];
                String c = match.second() > 0 ? name(match.second())
                        : match.bye() ? (en ? "bye" : "轮空")
                        : match.from().contains(" / ") ? match.from().split(" / ")[1] : "";
                Draw.cell(g, a, x, y, bw, BOX_H / 2, Draw.Align.LEFT,
                        match.winner() > 0 && match.winner() == match.first() ? fb : f);
                Draw.cell(g, c, x, y + BOX_H / 2, bw, BOX_H / 2, Draw.Align.LEFT,
                        match.winner() > 0 && match.winner() == match.second() ? fb : f);
                if (st + 1 < p.stageTo()) {
                    Draw.hline(g, x + bw, x + COLUMN, y + BOX_H / 2, 0.5f);
                }
            }
        }
    }

    private void paintPlaces(Graphics2D g) {
        double y = ReportHeader.bodyBottom(H) - 44;
        Font f = Fonts.plain(8.5f);
        if (!b.placings().isEmpty()) {
            StringBuilder sb = new StringBuilder(en ? "Places: " : "名次：");
            for (Bracket.Placing p : b.placings()) {
                sb.append(p.place()).append(" ")
                        .append(String.join(en ? ", " : "、", p.players().stream().map(this::name).toList()))
                        .append(en ? "; " : "；");
            }
            Draw.cell(g, sb.toString(), Draw.MARGIN, y, W - 2 * Draw.MARGIN, 14, Draw.Align.LEFT, f);
        }
        double ny = y + 16;
        for (String n : b.notes()) {
            if (ny > ReportHeader.bodyBottom(H) - 6) {
                break;
            }
            Draw.cell(g, n, Draw.MARGIN, ny, W - 2 * Draw.MARGIN, 12, Draw.Align.LEFT, Fonts.plain(7f));
            ny += 12;
        }
    }
}
