package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.font.FontRenderContext;
import java.awt.geom.Rectangle2D;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.MoveLimit;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.RecordService;
import org.qicai.core.service.RecordService.StoredRecord;
import org.qicai.core.service.RulingService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.GameRules;
import org.qicai.core.spi.Named;

/**
 * 裁决书 — the ruling record over a board's stored record: event, round, board, the players, a diagram of the
 * position where the cycle starts (or of the illegal move, or the last position), the game's moves, each move of
 * the cycle with its kind and what it does, the verdict with its clauses and the move limit, whether and by whom
 * the ruling was accepted, and signature lines for the chief arbiter and both players with the date. One A4 page.
 */
public final class RulingSheet extends A4Document {

    private record CycleRow(String ply, String side, String move, String kind, String detail) {
    }

    private final ReportHeader header;
    private final List<String> info;
    private final BoardState diagram;
    private final String diagramCaption;
    private final List<String> moves;
    private final List<CycleRow> cycle;
    private final List<String> verdict;
    private final boolean en;
    private final String red;
    private final String black;

    private RulingSheet(String title, ReportHeader header, List<String> info, BoardState diagram, String diagramCaption,
                        List<String> moves, List<CycleRow> cycle, List<String> verdict, boolean en, String red,
                        String black) {
        super(title, false);
        this.header = header;
        this.info = info;
        this.diagram = diagram;
        this.diagramCaption = diagramCaption;
        this.moves = moves;
        this.cycle = cycle;
        this.verdict = verdict;
        this.en = en;
        this.red = red;
        this.black = black;
    }

    /** The 裁决书 of one board, from its stored record judged with the event's move limit. */
    public static RulingSheet of(EventService svc, int round, int board, Locale locale) {
        boolean en = Named.isEnglish(locale);
        RecordService rs = new RecordService(svc);
        GameRules rules = rs.rules();
        StoredRecord stored = rs.require(round, board);
        Ruling ruling = rs.judge(round, board);
        EventSnapshot s = svc.snapshot();
        Discipline d = svc.discipline();
        Pairing p = s.round(round).flatMap(r -> r.board(board)).orElseThrow();
        GameRecord record = stored.record();

        List<String> info = new ArrayList<>();
        info.add(GameRecordSheet.player(d, s, Side.FIRST, p.first(), locale) + "      "
                + GameRecordSheet.player(d, s, Side.SECOND, p.second(), locale));
        info.add((en ? "Result on the board: " : "现成绩：") + (p.result().isDecided() ? p.result().code() + " "
                + d.resultWord(p.result(), locale) : (en ? "pending" : "未定")));

        // the diagram: where the cycle starts, before the illegal move, or the last position
        String fen;
        String caption;
        Repetition rep = ruling.repetition();
        if (rep != null) {
            fen = fenBefore(record, rep.firstPly());
            caption = en ? "Position before ply " + rep.firstPly() + " (the cycle starts)"
                    : "第" + rep.firstPly() + "着前局面（循环起点）";
        } else if (ruling.illegal() != null && ruling.illegal().ply() > 0) {
            fen = fenBefore(record, ruling.illegal().ply());
            caption = en ? "Position before ply " + ruling.illegal().ply() : "第" + ruling.illegal().ply() + "着前局面";
        } else {
            fen = record.finalFen();
            caption = en ? "Final position" : "终局局面";
        }
        BoardState state;
        try {
            state = rules.board(fen);
        } catch (RuntimeException e) {
            state = null;
            caption = caption + "  FEN: " + fen;
        }

        List<String> moves = GameRecordSheet.pairs(record, rules.write(record, "zh"));
        List<CycleRow> cycle = new ArrayList<>();
        if (rep != null) {
            for (CycleMove m : rep.moves()) {
                cycle.add(new CycleRow(Integer.toString(m.ply()), d.sideName(m.red() ? Side.FIRST : Side.SECOND, locale),
                        m.chinese(), en ? m.kind().code() : m.kind().chinese(), en ? m.detailEn() : m.detailZh()));
            }
        }
        List<String> verdict = new ArrayList<>();
        verdict.add((en ? "Verdict: " : "裁决：") + verdictWords(ruling.verdict(), d, locale));
        verdict.add((en ? "Clauses: " : "依据条款：") + (ruling.clauses().isEmpty() ? "—" : String.join(", ", ruling.clauses())));
        String summary = en ? ruling.summaryEn() : ruling.summaryZh();
        if (summary != null && !summary.isBlank()) {
            verdict.add(summary.strip());
        }
        if (rep != null) {
            verdict.add(en ? "Repetition from ply " + rep.firstPly() + " (occurrence " + rep.count() + "): red "
                    + rep.redClassEn() + ", black " + rep.blackClassEn()
                    : "重复：自第" + rep.firstPly() + "着起，第" + rep.count() + "次出现；红方" + rep.redClassZh() + "，黑方"
                    + rep.blackClassZh());
        }
        if (ruling.illegal() != null) {
            verdict.add((en ? "Illegal move: " : "非法着法：") + ruling.illegal().message(locale));
        }
        MoveLimit ml = ruling.moveLimit();
        if (ml != null) {
            verdict.add(ml.reachedAtPly() != null
                    ? (en ? "Move limit " + ml.limit() + " moves: reached at ply " + ml.reachedAtPly() + " (4.2.4)"
                    : "自然限着" + ml.limit() + "回合：第" + ml.reachedAtPly() + "着达到（4.2.4）")
                    : (en ? "Move limit " + ml.limit() + " moves: " + ml.pliesLeft() + " plies left (4.2.4)"
                    : "自然限着" + ml.limit() + "回合：尚余" + ml.pliesLeft() + "着（4.2.4）"));
        }
        List<RulingService.Kept> accepted = new RulingService(svc).accepted(round, board);
        if (!accepted.isEmpty()) {
            RulingService.Kept a = accepted.get(accepted.size() - 1);
            verdict.add((en ? "Accepted by " : "已执行：") + a.acceptedBy() + " "
                    + DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").format(a.at().atZone(ZoneId.systemDefault()))
                    + (a.resultSet() == null ? "" : (en ? ", result " : "，成绩 ") + a.resultSet())
                    + (a.penaltyId() > 0 ? (en ? ", penalty entry #" : "，判罚记录 #") + a.penaltyId() : ""));
        }
        String where = en ? "Round " + round + ", board " + board : "第" + round + "轮 第" + board + "台";
        String title = en ? "Ruling record" : "裁决书";
        return new RulingSheet(title + " " + where, new ReportHeader(svc.settings(), title, where, en), info, state,
                caption, moves, cycle, verdict, en, d.sideName(Side.FIRST, locale), d.sideName(Side.SECOND, locale));
    }

    static String verdictWords(Verdict v, Discipline d, Locale locale) {
        boolean en = Named.isEnglish(locale);
        return switch (v) {
            case RED_LOSES -> d.sideName(Side.FIRST, locale) + (en ? " loses" : "负");
            case BLACK_LOSES -> d.sideName(Side.SECOND, locale) + (en ? " loses" : "负");
            case DRAW -> en ? "draw" : "和棋";
            case NONE -> en ? "no verdict" : "不判胜负";
        };
    }

    /** The position before {@code ply} (1-based): the start for ply 1. */
    static String fenBefore(GameRecord r, int ply) {
        if (ply <= 1 || r.moves().isEmpty()) {
            return r.startFen();
        }
        List<GameMove> ms = r.moves();
        return ms.get(Math.min(ply - 2, ms.size() - 1)).fenAfter();
    }

    @Override
    public int pageCount() {
        return 1;
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double w = pageWidth();
        double left = Draw.MARGIN;
        double right = w - Draw.MARGIN;
        double y = header.draw(g, w);
        for (String line : info) {
            Draw.text(g, line, left, y + 11, Fonts.plain(10.5f));
            y += 15;
        }
        y += 4;
        // diagram on the left, the game's moves on the right
        double boardW = 220;
        double boardH = boardW * BoardDrawing.aspect();
        if (diagram != null) {
            BoardDrawing.draw(g, diagram, new Rectangle2D.Double(left, y, boardW, boardH));
        } else {
            Draw.box(g, left, y, boardW, boardH, 0.5f);
        }
        Draw.text(g, diagramCaption, left, y + boardH + 11, Fonts.plain(8));
        double mx = left + boardW + 16;
        Font mf = Fonts.plain(8);
        double lineH = 10.5;
        int perCol = Math.max(1, (int) ((boardH + 10) / lineH));
        double colW = (right - mx) / 3;
        int maxLines = perCol * 3;
        Draw.text(g, en ? "Moves" : "着法", mx, y - 2, Fonts.bold(8.5f));
        for (int i = 0; i < moves.size() && i < maxLines; i++) {
            String text = i == maxLines - 1 && moves.size() > maxLines ? "… (" + moves.size() + ")" : moves.get(i);
            Draw.text(g, text, mx + (i / perCol) * colW, y + 9 + (i % perCol) * lineH, mf);
        }
        y += boardH + 22;
        // the cycle table
        if (!cycle.isEmpty()) {
            double[] cw = {34, 40, 70, 40, right - left - 184};
            String[] head = en ? new String[] {"Ply", "Side", "Move", "Kind", "What it does"}
                    : new String[] {"着", "方", "着法", "类别", "说明"};
            double rowH = 15;
            double x = left;
            for (int c = 0; c < cw.length; c++) {
                Draw.box(g, x, y, cw[c], rowH, 0.6f);
                Draw.cell(g, head[c], x, y, cw[c], rowH, Draw.Align.CENTER, Fonts.bold(8.5f));
                x += cw[c];
            }
            y += rowH;
            for (CycleRow r : cycle) {
                String[] cells = {r.ply(), r.side(), r.move(), r.kind(), r.detail()};
                x = left;
                for (int c = 0; c < cw.length; c++) {
                    Draw.box(g, x, y, cw[c], rowH, 0.4f);
                    Draw.cell(g, cells[c], x, y, cw[c], rowH, c == 4 ? Draw.Align.LEFT : Draw.Align.CENTER,
                            Fonts.plain(8.5f));
                    x += cw[c];
                }
                y += rowH;
                if (y > ReportHeader.bodyBottom(pageHeight()) - 160) {
                    break;
                }
            }
            y += 8;
        }
        // verdict
        Font vf = Fonts.plain(10);
        FontRenderContext frc = g.getFontRenderContext();
        boolean first = true;
        for (String line : verdict) {
            for (String part : GameRecordSheet.wrap(line, first ? Fonts.bold(11) : vf, right - left, frc)) {
                y += first ? 15 : 13;
                Draw.text(g, part, left, y, first ? Fonts.bold(11) : vf);
            }
            first = false;
        }
        // signatures
        double sy = Math.max(y + 40, ReportHeader.bodyBottom(pageHeight()) - 40);
        Font sf = Fonts.plain(10.5f);
        double third = (right - left) / 3;
        Draw.text(g, (en ? "Chief arbiter: " : "裁判长：") + "__________", left, sy, sf);
        Draw.text(g, red + (en ? ": " : "：") + "__________", left + third, sy, sf);
        Draw.text(g, black + (en ? ": " : "：") + "__________", left + 2 * third, sy, sf);
        Draw.text(g, (en ? "Date: " : "日期：") + "______年____月____日  ____时____分".replace("年", en ? "-" : "年")
                .replace("月", en ? "-" : "月").replace("日", en ? "" : "日").replace("时", en ? ":" : "时")
                .replace("分", en ? "" : "分"), left, sy + 22, sf);
        header.footer(g, w, pageHeight(), 0, 1, null);
    }
}
