package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.service.RecordService;
import org.qicai.core.service.RecordService.StoredRecord;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.GameRules;
import org.qicai.core.spi.Named;

/**
 * 棋谱 — one board's game record on paper: event, round, board, the players, the moves in numbered pairs in
 * Chinese notation (7.5), the result, lines for the time used (the event does not keep clock times), and the
 * board's entries of the penalty log (7.1's unrecorded-move fouls among them). A4 portrait; more pages when
 * the game is long.
 */
public final class GameRecordSheet extends A4Document {

    /** How a record's time of entry is printed. */
    public static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    private static final int COLUMNS = 3;
    private static final double LINE = 13;
    private static final float MOVE_FONT = 9.5f;

    /**
     * A record's moves in numbered pairs, one 回合 a line: {@code 1. 炮二平五  马8进7}; a game that starts with
     * black to move opens with {@code 1. …  马8进7}.
     *
     * @param written the moves as they are to be printed (e.g. {@code GameRules.write(record, "zh")})
     */
    public static List<String> pairs(GameRecord record, List<String> written) {
        List<String> out = new ArrayList<>();
        List<GameMove> moves = record.moves();
        int i = 0;
        int n = 1;
        if (!moves.isEmpty() && !moves.get(0).red()) {
            out.add(n++ + ". …  " + text(written, moves, 0));
            i = 1;
        }
        for (; i < moves.size(); i += 2) {
            String red = text(written, moves, i);
            String black = i + 1 < moves.size() ? text(written, moves, i + 1) : "";
            out.add(n++ + ". " + red + (black.isEmpty() ? "" : "  " + black));
        }
        return out;
    }

    private static String text(List<String> written, List<GameMove> moves, int i) {
        return i < written.size() ? written.get(i) : moves.get(i).chinese();
    }

    private final ReportHeader header;
    private final List<String> info;
    private final List<List<String>> pages;
    private final List<String> foot;
    private final String signLine;
    private final int firstCapacity;
    private final int capacity;

    private GameRecordSheet(String title, ReportHeader header, List<String> info, List<String> moves, List<String> foot,
                            String signLine) {
        super(title, false);
        this.header = header;
        this.info = info;
        this.foot = foot;
        this.signLine = signLine;
        double top = ReportHeader.bodyTop() + info.size() * 15 + 24;
        double bottom = ReportHeader.bodyBottom(pageHeight()) - 20;
        int perColumnFirst = Math.max(5, (int) ((bottom - top - foot.size() * 13 - 60) / LINE));
        int perColumn = Math.max(5, (int) ((bottom - ReportHeader.bodyTop()) / LINE));
        List<List<String>> ps = new ArrayList<>();
        int i = 0;
        boolean first = true;
        do {
            int room = (first ? perColumnFirst : perColumn) * COLUMNS;
            ps.add(new ArrayList<>(moves.subList(i, Math.min(moves.size(), i + room))));
            i += room;
            first = false;
        } while (i < moves.size());
        this.pages = ps;
        this.firstCapacity = perColumnFirst;
        this.capacity = perColumn;
    }

    /** The record sheet of one board; a UserError when the board has no stored record. */
    public static GameRecordSheet of(EventService svc, int round, int board, Locale locale) {
        boolean en = Named.isEnglish(locale);
        RecordService rs = new RecordService(svc);
        GameRules rules = rs.rules();
        StoredRecord stored = rs.require(round, board);
        EventSnapshot s = svc.snapshot();
        Discipline d = svc.discipline();
        Pairing p = s.round(round).flatMap(r -> r.board(board)).orElseThrow();
        List<String> info = new ArrayList<>();
        info.add(player(d, s, Side.FIRST, p.first(), locale));
        info.add(player(d, s, Side.SECOND, p.second(), locale));
        info.add((en ? "Result: " : "结果：") + (p.result().isDecided() ? p.result().code() + " "
                + org.qicai.core.service.ResultWords.words(d, p.entry(), locale) : p.detail().isNone()
                ? (en ? "pending" : "未定") : org.qicai.core.service.ResultWords.words(d, p.entry(), locale)));
        if (!stored.record().startFen().equals(rules.startFen())) {
            info.add("FEN: " + stored.record().startFen());
        }
        List<String> moves = pairs(stored.record(), rules.write(stored.record(), "zh"));
        List<String> foot = new ArrayList<>();
        foot.add((en ? "Time used — " : "用时 — ") + d.sideName(Side.FIRST, locale) + (en ? ": ________   " : "：________   ")
                + d.sideName(Side.SECOND, locale) + (en ? ": ________" : "：________"));
        PenaltyService.BoardPenalties bp = new PenaltyService(svc).board(round, board);
        foot.add(en ? "Penalties on this board:" : "本局判罚：");
        if (bp.isEmpty()) {
            foot.add(en ? "  none" : "  无");
        }
        for (Side side : Side.values()) {
            for (Entry e : bp.of(side)) {
                String c = e.consequence(locale);
                foot.add("  #" + e.penalty().id() + " " + d.sideName(side, locale) + " " + e.penalty().clause() + " "
                        + PenaltyLogSheet.kindName(e.penalty().kind(), en)
                        + (e.penalty().note().isEmpty() ? "" : (en ? ": " : "：") + firstLine(e.penalty().note()))
                        + (c.isEmpty() ? "" : (en ? " — " : " — ") + c));
            }
        }
        foot.add((en ? "Entered by " : "录入：") + stored.enteredBy() + " "
                + TIME.format(stored.at().atZone(ZoneId.systemDefault())) + "   " + stored.record().moves().size()
                + (en ? " plies" : " 着"));
        String where = en ? "Round " + round + ", board " + board : "第" + round + "轮 第" + board + "台";
        String title = en ? "Game record" : "棋谱";
        return new GameRecordSheet(title + " " + where, new ReportHeader(svc.settings(), title, where, en), info, moves,
                foot, ReportHeader.signLine(svc.settings(), en));
    }

    static String player(Discipline d, EventSnapshot s, Side side, int no, Locale locale) {
        Player pl = s.player(no).orElse(null);
        String name = pl == null ? "#" + no : "#" + no + " " + pl.name() + (pl.unit() == null || pl.unit().isEmpty()
                ? "" : "（" + pl.unit() + "）");
        return d.sideName(side, locale) + (Named.isEnglish(locale) ? ": " : "：") + name;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        String line = nl < 0 ? s : s.substring(0, nl);
        return line.length() > 60 ? line.substring(0, 59) + "…" : line;
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double w = pageWidth();
        double y = header.draw(g, w);
        double x = Draw.MARGIN;
        if (index == 0) {
            for (String line : info) {
                Draw.text(g, line, x, y + 11, Fonts.plain(11));
                y += 15;
            }
            y += 6;
        }
        Draw.hline(g, Draw.MARGIN, w - Draw.MARGIN, y, 0.6f);
        y += 4;
        List<String> lines = pages.get(index);
        // a short game reads down one column (up to 25 回合), a long one fills the columns evenly
        int cap = index == 0 ? firstCapacity : capacity;
        int perColumn = Math.max((int) Math.ceil(lines.size() / (double) COLUMNS), Math.min(lines.size(), Math.min(25, cap)));
        double colW = (w - 2 * Draw.MARGIN) / COLUMNS;
        Font f = Fonts.plain(MOVE_FONT);
        for (int i = 0; i < lines.size(); i++) {
            int col = perColumn == 0 ? 0 : i / perColumn;
            int row = perColumn == 0 ? 0 : i % perColumn;
            Draw.text(g, lines.get(i), x + col * colW + 4, y + (row + 1) * LINE, f);
        }
        y += perColumn * LINE + 10;
        if (index == pages.size() - 1) {
            Draw.hline(g, Draw.MARGIN, w - Draw.MARGIN, y, 0.6f);
            y += 4;
            Font small = Fonts.plain(9);
            FontRenderContext frc = g.getFontRenderContext();
            for (String line : foot) {
                for (String part : wrap(line, small, w - 2 * Draw.MARGIN, frc)) {
                    y += 13;
                    Draw.text(g, part, x, y, small);
                }
            }
        }
        header.footer(g, w, pageHeight(), index, pages.size(), signLine);
    }

    /** Breaks text into lines no wider than {@code width}. */
    static List<String> wrap(String text, Font f, double width, FontRenderContext frc) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            String next = line + new String(Character.toChars(cp));
            if (line.length() > 0 && f.getStringBounds(next, frc).getWidth() > width) {
                out.add(line.toString());
                line.setLength(0);
                line.append("    ");
            }
            line.appendCodePoint(cp);
            i += Character.charCount(cp);
        }
        if (line.length() > 0) {
            out.add(line.toString());
        }
        return out;
    }
}
