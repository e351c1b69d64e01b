package org.qicai.app.print;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Counting;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TimeControl;

/**
 * 围棋记录纸 (issue 15 item 7), one sheet per board of a Go round: the players, the handicap and komi as paired
 * (第二章 第二条), a move grid of {@value #MOVES} numbered cells (a 250-move game and more on one page; the cells of
 * Black's moves shaded — in a 让子 game White plays move 1), the counting box of 第九条 (black's stones plus points,
 * the komi or the stones returned, against 180½, the verdict: 黑胜/白胜 by so much, 和棋, 中盘胜, 超时, 重下), time used,
 * the board's logged penalties (else blanks), and the signatures of both players and the arbiter.
 *
 * <p>{@link Mode#CONTINUATION}: the 续页 for a game that goes past move {@value #MOVES} — the same sheet with moves
 * {@value #MOVES}+1 to 2×{@value #MOVES}, headed as the continuation of the board's first sheet, its counting box
 * and signatures where the game ends.
 *
 * <p>{@link Mode#SEALED}: the 封棋记录纸 of 第五条 (第三章) instead: when the sealing time comes in an unfinished
 * game, the player to move writes his next point on the sheet, which is sealed and handed to the arbiter, who opens
 * it when play resumes — the time, the move number, the clocks, the point (with a 19×19 diagram to mark it), the
 * signatures at sealing and at opening, and an envelope label.
 */
final class GoScoresheets extends A4Document {
    /** Move cells on one sheet: 10 columns × 30 rows. */
    static final int MOVES = 300;
    private static final int COLUMNS = 10;

    /** Which sheet: the game record, its continuation past move {@value #MOVES}, or the sealed-move sheet. */
    enum Mode {
        RECORD, CONTINUATION, SEALED
    }

    private record Sheet(int board, Player black, Player white, int handicap, String komi, String countForm,
                         String blackPenalties, String whitePenalties) {
    }

    private final String eventName;
    private final int round;
    private final String timeControl;
    private final List<Sheet> sheets;
    private final Mode mode;
    private final boolean en;

    private GoScoresheets(String title, String eventName, int round, String timeControl, List<Sheet> sheets,
                          Mode mode, boolean en) {
        super(title, false);
        this.eventName = eventName;
        this.round = round;
        this.timeControl = timeControl;
        this.sheets = sheets;
        this.mode = mode;
        this.en = en;
    }

    /** Whether the event's scoresheets are Go's (the discipline counts: Go). */
    static boolean appliesTo(EventService svc) {
        return "go".equals(svc.settings().discipline());
    }

    static GoScoresheets of(EventService svc, int roundNo, Locale locale, Mode mode) {
        boolean en = Named.isEnglish(locale);
        EventSnapshot s = svc.snapshot();
        if (!appliesTo(svc)) {
            throw mode == Mode.SEALED
                    ? UserError.zh("封棋记录纸只用于围棋赛事（第五条）", "sealed-move sheets are for Go events (Go rules, 第五条)")
                    : UserError.zh("记录纸续页只用于围棋赛事", "continuation sheets are for Go events");
        }
        Round round = PairingSheet.pairedRound(s, roundNo);
        Counting counting = svc.plugins().find(Counting.class, s.settings().discipline()).orElse(null);
        List<Sheet> sheets = new ArrayList<>();
        org.qicai.core.service.PenaltyService penalties = new org.qicai.core.service.PenaltyService(svc);
        for (Pairing p : round.pairings()) {
            if (!p.isBye()) {
                String komi = counting == null ? "" : counting.komi(p.handicap(), s.settings().options(), locale);
                String form = counting == null ? "" : counting.countForm(p.handicap(), s.settings().options(), locale);
                var bp = penalties.board(round.no(), p.board());
                sheets.add(new Sheet(p.board(), s.player(p.first()).orElseThrow(), s.player(p.second()).orElseThrow(),
                        p.handicap(), komi, form, PenaltyLogSheet.boardText(bp, org.qicai.core.model.Side.FIRST, en),
                        PenaltyLogSheet.boardText(bp, org.qicai.core.model.Side.SECOND, en)));
            }
        }
        int n = round.no();
        if (sheets.isEmpty()) {
            throw UserError.zh("第" + n + "轮没有需要记录纸的对局", "round " + n + " has no games to print sheets for");
        }
        String what = switch (mode) {
            case SEALED -> en ? "sealed-move sheets round " + n : "第" + n + "轮 封棋记录纸";
            case CONTINUATION -> en ? "Go scoresheets round " + n + ", continuation" : "第" + n + "轮 围棋记录纸续页";
            case RECORD -> en ? "Go scoresheets round " + n : "第" + n + "轮 围棋记录纸";
        };
        String tc = s.settings().timeControl().isEmpty() ? "" : TimeControl.describeOrRaw(
                svc.plugins().extensions(TimeControl.class), s.settings().timeControl(), locale);
        return new GoScoresheets(s.settings().name() + " — " + what, s.settings().name(), n, tc, sheets, mode, en);
    }

    @Override
    public int pageCount() {
        return sheets.size();
    }

    private String t(String zh, String english) {
        return en ? english : zh;
    }

    @Override
    public void paint(Graphics2D g, int index) {
        Sheet sh = sheets.get(index);
        double w = pageWidth();
        double left = Draw.MARGIN + 14;
        double right = w - Draw.MARGIN - 14;
        double width = right - left;
        Font f10 = Fonts.plain(10);
        Font b10 = Fonts.bold(10);

        double y = Draw.MARGIN + 16;
        String heading = switch (mode) {
            case SEALED -> t("围棋封棋记录纸", "Go sealed-move sheet");
            case CONTINUATION -> t("围棋比赛记录纸（续页）", "Go scoresheet (continued)");
            case RECORD -> t("围棋比赛记录纸", "Go scoresheet");
        };
        Draw.centered(g, heading, w, y, Fonts.bold(17));
        y += 17;
        Draw.centered(g, eventName, w, y, Fonts.plain(11));
        y += 9;

        double rowH = 20;
        double q = width / 4;
        Draw.box(g, left, y, width, rowH, 0.8f);
        String[] info = {t("轮次：第" + round + "轮", "Round " + round), t("台次：第" + sh.board() + "台", "Board " + sh.board()),
                t("日期：", "Date: "), t("用时：", "Time: ") + timeControl};
        for (int i = 0; i < 4; i++) {
            Draw.cell(g, info[i], left + i * q, y, q, rowH, Draw.Align.LEFT, f10);
            if (i > 0) {
                Draw.vline(g, left + i * q, y, y + rowH, 0.5f);
            }
        }
        y += rowH + 4;

        double ph = 24;
        double half = width / 2;
        Draw.box(g, left, y, width, ph, 0.8f);
        Draw.vline(g, left + half, y, y + ph, 0.5f);
        Draw.cell(g, t("执黑：", "Black: ") + sh.black().no() + "  " + sh.black().name() + unit(sh.black()) + rank(sh.black()),
                left, y, half, ph, Draw.Align.LEFT, b10);
        Draw.cell(g, t("执白：", "White: ") + sh.white().no() + "  " + sh.white().name() + unit(sh.white()) + rank(sh.white()),
                left + half, y, half, ph, Draw.Align.LEFT, b10);
        y += ph + 3;
        String hd = sh.handicap() == 0 ? t("分先", "Even game") : sh.handicap() == 1 ? t("让先", "No komi (让先)")
                : t("让" + sh.handicap() + "子", "Handicap " + sh.handicap());
        String words = sh.komi().isEmpty() ? hd : sh.handicap() == 0 ? t("分先：", "Even game — ") + sh.komi() : sh.komi();
        Draw.cell(g, t("让子与贴子：", "Handicap and komi: ") + words,
                left, y, width, 15, Draw.Align.LEFT, b10);
        y += 18;
        switch (mode) {
            case SEALED -> paintSealed(g, sh, left, width, y);
            case CONTINUATION -> paintRecord(g, sh, left, width, y, MOVES + 1);
            case RECORD -> paintRecord(g, sh, left, width, y, 1);
        }
        Draw.text(g, "棋裁 QiCai", left, pageHeight() - Draw.MARGIN + 6, Fonts.plain(7));
    }

    /** The move grid from {@code first}, the counting box, time used and the signatures. */
    private void paintRecord(Graphics2D g, Sheet sh, double left, double width, double y, int first) {
        boolean whiteFirst = sh.handicap() >= 2;
        if (first > 1) {
            Draw.cell(g, t("接本台第一页（第 1–" + (first - 1) + " 手）；对局在本页结束时，在下方数子、填写结果并签名。",
                    "Continues the board's first sheet (moves 1–" + (first - 1) + "); when the game ends on this page, count, "
                            + "write the result and sign below."), left, y, width, 12, Draw.Align.LEFT, Fonts.bold(8));
            y += 13;
        }
        Draw.cell(g, whiteFirst ? t("让子局：白方先行，单数手为白；灰格为黑方着手。记录坐标如 Q16，虚手记 PASS。",
                        "Handicap game: White plays move 1 (odd moves White); shaded cells are Black's. Write points as Q16, a pass as PASS.")
                        : t("单数手为黑；灰格为黑方着手。记录坐标如 Q16（横线 A–T 不用 I，纵线自下而上 1–19），虚手记 PASS。",
                        "Odd moves Black; shaded cells are Black's. Write points as Q16 (A–T without I, 1–19 from the bottom), a pass as PASS."),
                left, y, width, 12, Draw.Align.LEFT, Fonts.plain(8));
        y += 14;
        int rows = MOVES / COLUMNS;
        double cw = width / COLUMNS;
        double ch = 14;
        Font num = Fonts.plain(6.5f);
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < COLUMNS; c++) {
                int move = first + r * COLUMNS + c;
                boolean black = whiteFirst ? move % 2 == 0 : move % 2 == 1;
                double x = left + c * cw;
                double cy = y + r * ch;
                if (black) {
                    Color old = g.getColor();
                    g.setColor(new Color(0xE4, 0xE4, 0xE4));
                    g.fill(new Rectangle2D.Double(x, cy, cw, ch));
                    g.setColor(old);
                }
                Draw.cell(g, Integer.toString(move), x, cy, cw * 0.42, ch, Draw.Align.LEFT, num);
            }
            Draw.hline(g, left, left + width, y + (r + 1) * ch, r % 5 == 4 ? 0.7f : 0.3f);
        }
        for (int c = 1; c < COLUMNS; c++) {
            Draw.vline(g, left + c * cw, y, y + rows * ch, 0.4f);
        }
        Draw.box(g, left, y, width, rows * ch, 1f);
        y += rows * ch + 8;

        // 第九条: the count under the event's rules, its komi or the stones returned, the verdict
        double fh = 20;
        Draw.box(g, left, y, width, fh * 3, 0.8f);
        for (int i = 1; i < 3; i++) {
            Draw.hline(g, left, left + width, y + i * fh, 0.4f);
        }
        Font f9 = Fonts.plain(9.5f);
        Draw.cell(g, sh.countForm(), left, y, width, fh, Draw.Align.LEFT, f9);
        Draw.cell(g, t("结果：□ 黑胜 ______     □ 白胜 ______     □ 和棋    □ 中盘胜    □ 超时负    □ 重下",
                "Result: □ Black by ______   □ White by ______   □ jigo   □ resignation   □ on time   □ replay"),
                left, y + fh, width, fh, Draw.Align.LEFT, f9);
        Draw.cell(g, t("用时：黑方 ______ 分钟    白方 ______ 分钟        判罚：黑方 ", "Time used: Black ______ min   "
                + "White ______ min      Penalties: Black ") + or(sh.blackPenalties(), "____") + t("  白方 ", "  White ")
                + or(sh.whitePenalties(), "____"),
                left, y + 2 * fh, width, fh, Draw.Align.LEFT, f9);
        y += fh * 3 + 8;
        signatures(g, left, width, y, new String[] {t("执黑签名", "Black"), t("执白签名", "White"), t("裁判签名", "Arbiter")});
    }

    /** 第五条 封棋: the sealing, the point with a diagram, the signatures, the opening, the envelope label. */
    private void paintSealed(Graphics2D g, Sheet sh, double left, double width, double y) {
        Font f10 = Fonts.plain(10);
        double fh = 22;
        Draw.box(g, left, y, width, fh * 3, 0.8f);
        Draw.hline(g, left, left + width, y + fh, 0.4f);
        Draw.hline(g, left, left + width, y + 2 * fh, 0.4f);
        Draw.cell(g, t("封棋时间：______ 时 ______ 分        已下手数：______ 手        封棋方（轮走方）：□ 执黑   □ 执白",
                "Sealed at ______ h ______ min     Moves played: ______     Sealing (to move): □ Black  □ White"),
                left, y, width, fh, Draw.Align.LEFT, f10);
        Draw.cell(g, t("用时：黑方 ______ 分 ______ 秒        白方 ______ 分 ______ 秒",
                "Clocks: Black ______ min ______ s        White ______ min ______ s"), left, y + fh, width, fh,
                Draw.Align.LEFT, f10);
        Draw.cell(g, t("封棋着点（第 ______ 手）：____________  （并在下图中标出）",
                "Sealed move (move ______): ____________  (and mark it below)"), left, y + 2 * fh, width, fh,
                Draw.Align.LEFT, Fonts.bold(10));
        y += fh * 3 + 10;

        // a 19×19 diagram to mark the sealed point, coordinates A–T without I and 1–19 from the bottom
        double size = 250;
        double gx = left + (width - size) / 2;
        double step = size / 18;
        String cols = "ABCDEFGHJKLMNOPQRST";
        Font coord = Fonts.plain(7);
        for (int i = 0; i < 19; i++) {
            Draw.hline(g, gx, gx + size, y + 10 + i * step, i == 0 || i == 18 ? 0.9f : 0.35f);
            Draw.vline(g, gx + i * step, y + 10, y + 10 + size, i == 0 || i == 18 ? 0.9f : 0.35f);
            Draw.cell(g, String.valueOf(cols.charAt(i)), gx + i * step - 6, y, 12, 9, Draw.Align.CENTER, coord);
            Draw.cell(g, Integer.toString(19 - i), gx - 18, y + 10 + i * step - 5, 14, 10, Draw.Align.RIGHT, coord);
        }
        for (int sx : new int[] {3, 9, 15}) {
            for (int sy : new int[] {3, 9, 15}) {
                g.fill(new java.awt.geom.Ellipse2D.Double(gx + sx * step - 2, y + 10 + sy * step - 2, 4, 4));
            }
        }
        y += size + 22;
        signatures(g, left, width, y, new String[] {t("封棋方签名", "Sealing player"), t("对方签名", "Opponent"),
                t("裁判员签名（封存）", "Arbiter (sealed)")});
        y += 52;
        Draw.box(g, left, y, width, 44, 0.8f);
        Draw.cell(g, t("启封：续赛时间 ______ 时 ______ 分，裁判员当场启封，按所标记的位置下子。",
                "Opened when play resumed at ______ h ______ min, by the arbiter in front of both players; the move is "
                        + "played as written."), left, y, width, 20, Draw.Align.LEFT, f10);
        Draw.cell(g, t("裁判员签名（启封）：______________        双方确认：______________",
                "Arbiter (opened): ______________        Both players: ______________"), left, y + 22, width, 20,
                Draw.Align.LEFT, f10);
        y += 52;
        // the envelope's label, to cut out
        float[] dash = {4f, 3f};
        java.awt.Stroke old = g.getStroke();
        g.setStroke(new java.awt.BasicStroke(0.6f, java.awt.BasicStroke.CAP_BUTT, java.awt.BasicStroke.JOIN_MITER, 4f,
                dash, 0f));
        g.draw(new Rectangle2D.Double(left, y, width, 40));
        g.setStroke(old);
        Draw.cell(g, t("封棋信封：", "Envelope: ") + eventName + t("  第" + round + "轮 第" + sh.board() + "台  ",
                "  round " + round + " board " + sh.board() + "  ") + t("黑 ", "B ") + sh.black().name() + t(" — 白 ", " — W ")
                + sh.white().name(), left, y, width, 20, Draw.Align.LEFT, Fonts.bold(10));
        Draw.cell(g, t("第五条：已下过子的一方应立即退场，轮下子的一方思考后，把准备下的点写在记录纸上，然后密封交裁判员。",
                "Go rules 第五条: the player who has moved leaves; the player to move writes his next point on this sheet, "
                        + "seals it and hands it to the arbiter."), left, y + 20, width, 20, Draw.Align.LEFT,
                Fonts.plain(8));
    }

    private static void signatures(Graphics2D g, double left, double width, double y, String[] who) {
        double sw = width / 3;
        double sigH = 40;
        for (int i = 0; i < 3; i++) {
            Draw.box(g, left + i * sw, y, sw, sigH, 0.8f);
            Draw.cell(g, who[i], left + i * sw, y, sw, 15, Draw.Align.LEFT, Fonts.plain(9));
        }
    }

    private static String or(String logged, String blank) {
        return logged.isEmpty() ? blank : logged;
    }

    private static String unit(Player p) {
        return p.unit().isEmpty() ? "" : "（" + p.unit() + "）";
    }

    private static String rank(Player p) {
        return p.title().isEmpty() ? "" : " " + p.title();
    }
}
