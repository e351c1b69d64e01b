package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;

/**
 * 判罚记录 — the penalty log on paper: chronological, each entry with its time, round, board, side, player,
 * clause, kind, what happened, the arbiter who logged it, and under it the consequence the service applied;
 * corrections name the entry they reverse. A4 landscape, the chief arbiter's signature line at the foot.
 */
public final class PenaltyLogSheet extends A4Document {

    /** The kind of a penalty in words. */
    public static String kindName(PenaltyKind k, boolean en) {
        return switch (k) {
            case FOUL -> en ? "foul" : "犯规";
            case WARNING -> en ? "warning" : "警告";
            case TIME_PENALTY -> en ? "time penalty" : "时间处罚";
            case MOVES_CANCELLED -> en ? "moves cancelled" : "撤销着法";
            case GAME_LOSS -> en ? "game lost" : "判负";
            case DISQUALIFICATION -> en ? "disqualified" : "取消当场比赛资格";
            case EXPULSION -> en ? "expelled" : "除名";
            case CORRECTION -> en ? "correction" : "更正";
        };
    }

    /**
     * One side's live penalties on a board in words, e.g. {@code 犯规2次、警告1次（9.1.5, 9.1.1, 18.1）}; empty when
     * none (scoresheets, pairing sheets).
     */
    static String boardText(PenaltyService.BoardPenalties bp, org.qicai.core.model.Side side, boolean en) {
        List<Entry> list = bp.of(side);
        if (list.isEmpty()) {
            return "";
        }
        java.util.Map<PenaltyKind, Integer> counts = new java.util.EnumMap<>(PenaltyKind.class);
        for (Entry e : list) {
            counts.merge(e.penalty().kind(), 1, Integer::sum);
        }
        List<String> parts = new ArrayList<>();
        counts.forEach((k, n) -> parts.add(en ? n + " " + kindName(k, true) + (n > 1 ? "s" : "") : kindName(k, false) + n + "次"));
        return String.join(en ? ", " : "、", parts) + (en ? " (" : "（") + String.join(", ", bp.clauses(side))
                + (en ? ")" : "）");
    }

    private record Column(String title, double width) {
    }

    /** One entry as printed: its cells and the wrapped lines under it. */
    private record Row(List<String> cells, List<String> under) {
    }

    private static final double ROW_H = 16;
    private static final double UNDER_H = 11;
    private static final float FONT = 8.5f;
    private static final float UNDER_FONT = 7.5f;

    private final ReportHeader header;
    private final List<Column> columns;
    private final List<List<Row>> pages;
    private final String signLine;
    private final String empty;

    private PenaltyLogSheet(String title, ReportHeader header, List<Column> columns, List<Row> rows, String signLine,
                            String empty) {
        super(title, true);
        this.header = header;
        this.columns = columns;
        this.signLine = signLine;
        this.empty = empty;
        double space = ReportHeader.bodyBottom(pageHeight()) - ReportHeader.bodyTop() - ROW_H - 4;
        this.pages = TableLayout.paginate(rows, PenaltyLogSheet::height, space, space);
    }

    /** The log of the whole event, or of one round when {@code round} &gt; 0. */
    public static PenaltyLogSheet of(EventService svc, int round, Locale locale) {
        boolean en = Named.isEnglish(locale);
        EventSnapshot s = svc.snapshot();
        Discipline d = svc.discipline();
        List<Entry> log = new PenaltyService(svc).log().stream()
                .filter(e -> round <= 0 || e.penalty().round() == round).toList();
        List<Column> cols = List.of(new Column("#", 24), new Column(en ? "Time" : "时间", 62),
                new Column(en ? "Rd" : "轮", 24), new Column(en ? "Bd" : "台", 24), new Column(en ? "Side" : "方", 34),
                new Column(en ? "Player" : "棋手", 110), new Column(en ? "Clause" : "条款", 62),
                new Column(en ? "Kind" : "种类", 78), new Column(en ? "What happened" : "情况", 240),
                new Column(en ? "Arbiter" : "裁判", 72));
        double underWidth = cols.stream().skip(4).mapToDouble(Column::width).sum() - 6;
        Font underFont = Fonts.plain(UNDER_FONT);
        DateTimeFormatter time = DateTimeFormatter.ofPattern("MM-dd HH:mm");
        List<Row> rows = new ArrayList<>();
        for (Entry e : log) {
            Penalty p = e.penalty();
            String kind = kindName(p.kind(), en) + (p.reverses() != 0 ? " #" + p.reverses() : "");
            String what = p.note();
            if (e.rule() != null && what.isEmpty()) {
                what = e.rule().description(locale);
            }
            List<String> cells = List.of(Long.toString(p.id()), time.format(p.at().atZone(ZoneId.systemDefault())),
                    Integer.toString(p.round()), Integer.toString(p.board()),
                    e.side() == null ? "" : d.sideName(e.side(), locale), "#" + p.player() + " " + s.playerName(p.player()),
                    p.clause(), kind, what, p.arbiter());
            List<String> under = new ArrayList<>();
            String c = e.consequence(locale);
            if (!c.isEmpty()) {
                under.addAll(wrap((en ? "Consequence: " : "后果：") + c, underFont, underWidth));
            }
            if (e.reversedBy() != 0) {
                under.addAll(wrap(en ? "Reversed by entry #" + e.reversedBy() : "已由第" + e.reversedBy() + "号更正撤销",
                        underFont, underWidth));
            }
            rows.add(new Row(cells, under));
        }
        String t = (en ? "Penalty log" : "判罚记录") + (round > 0 ? (en ? " — round " + round : " 第" + round + "轮") : "");
        ReportHeader header = new ReportHeader(s.settings(), t, d.displayName(locale), en);
        String sign = ReportHeader.signLine(s.settings(), en)
                + (en ? "      Signature: ______________" : "      签名：______________");
        return new PenaltyLogSheet(s.settings().name() + " — " + t, header, cols, rows, sign,
                en ? "No penalties logged." : "无判罚记录。");
    }

    /** Breaks text to lines no wider than {@code width} (CJK may break anywhere; Latin at spaces when it can). */
    static List<String> wrap(String text, Font font, double width) {
        FontRenderContext frc = new FontRenderContext(null, true, true);
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int lastSpace = -1;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            String ch = new String(Character.toChars(cp));
            line.append(ch);
            if (cp == ' ') {
                lastSpace = line.length();
            }
            if (font.getStringBounds(line.toString(), frc).getWidth() > width && line.length() > 1) {
                String rest;
                if (lastSpace > 0 && lastSpace < line.length()) {
                    rest = line.substring(lastSpace);
                    line.setLength(lastSpace);
                } else {
                    rest = ch;
                    line.setLength(line.length() - ch.length());
                }
                out.add(line.toString().stripTrailing());
                line = new StringBuilder(rest);
                lastSpace = -1;
            }
            i += Character.charCount(cp);
        }
        if (!line.isEmpty()) {
            out.add(line.toString());
        }
        return out;
    }

    private static double height(Row r) {
        return ROW_H + r.under().size() * UNDER_H + (r.under().isEmpty() ? 0 : 3);
    }

    /** The entries per page, for tests. */
    int rowsOn(int page) {
        return pages.get(page).size();
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double y = header.draw(g, pageWidth());
        double width = columns.stream().mapToDouble(Column::width).sum();
        double x0 = (pageWidth() - width) / 2;
        Font f = Fonts.plain(FONT);
        Font b = Fonts.bold(FONT);
        Font uf = Fonts.plain(UNDER_FONT);
        double top = y;
        double cx = x0;
        for (Column c : columns) {
            Draw.cell(g, c.title(), cx, y, c.width(), ROW_H + 2, Draw.Align.CENTER, b);
            cx += c.width();
        }
        Draw.hline(g, x0, x0 + width, y, 1.2f);
        y += ROW_H + 2;
        Draw.hline(g, x0, x0 + width, y, 0.8f);
        List<Row> rows = pages.get(index);
        if (rows.isEmpty()) {
            Draw.cell(g, empty, x0, y, width, ROW_H, Draw.Align.CENTER, f);
            y += ROW_H;
        }
        double underX = x0 + columns.stream().limit(4).mapToDouble(Column::width).sum();
        for (Row r : rows) {
            cx = x0;
            for (int i = 0; i < columns.size(); i++) {
                Column c = columns.get(i);
                Draw.cell(g, r.cells().get(i), cx, y, c.width(), ROW_H,
                        i <= 4 ? Draw.Align.CENTER : Draw.Align.LEFT, f);
                cx += c.width();
            }
            double uy = y + ROW_H;
            for (String line : r.under()) {
                Draw.cell(g, line, underX, uy, width - (underX - x0), UNDER_H, Draw.Align.LEFT, uf);
                uy += UNDER_H;
            }
            y += height(r);
            Draw.hline(g, x0, x0 + width, y, 0.4f);
        }
        Draw.hline(g, x0, x0 + width, y, 1.2f);
        Draw.vline(g, x0, top, y, 1.2f);
        Draw.vline(g, x0 + width, top, y, 1.2f);
        header.footer(g, pageWidth(), pageHeight(), index, pages.size(), signLine);
    }
}
