package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.ScoresheetSpec;
import org.qicai.core.spi.TimeControl;

/**
 * 记录纸 — one pre-filled scoresheet per board (xq 7, 10.1): event, round, board, both players with
 * start number and unit, the time control, the 回合/红方/黑方 move grid, and at the foot the result,
 * both players' time used, fouls and three signature boxes (red, black, arbiter).
 */
final class Scoresheets extends A4Document {

    /** One board's sheet; {@code handicap} is a Go game's handicap and komi in words (issue 15 item 3), else empty. */
    private record Sheet(int board, Player first, Player second, String firstPenalties, String secondPenalties,
                         String handicap) {
    }

    private final String eventName;
    private final int round;
    private final String timeControl;
    private final ScoresheetSpec spec;
    private final List<Sheet> sheets;
    private final String firstName;
    private final String secondName;
    private final List<String> resultWords;
    private final boolean en;
    /** the time control in words (TimeControl.describe), printed under the header row */
    private String timeControlWords = "";

    private Scoresheets(String title, String eventName, int round, String timeControl, ScoresheetSpec spec,
                        List<Sheet> sheets, String firstName, String secondName, List<String> resultWords, boolean en) {
        super(title, false);
        this.eventName = eventName;
        this.round = round;
        this.timeControl = timeControl;
        this.spec = spec;
        this.sheets = sheets;
        this.firstName = firstName;
        this.secondName = secondName;
        this.resultWords = resultWords;
        this.en = en;
    }

    static Scoresheets of(EventService svc, int roundNo, Locale locale) {
        boolean en = Named.isEnglish(locale);
        EventSnapshot s = svc.snapshot();
        Round round = PairingSheet.pairedRound(s, roundNo);
        int n = round.no();
        Discipline d = svc.discipline();
        List<Sheet> sheets = new ArrayList<>();
        PenaltyService penalties = new PenaltyService(svc);
        org.qicai.core.spi.Counting counting = svc.plugins().find(org.qicai.core.spi.Counting.class,
                s.settings().discipline()).orElse(null);
        for (Pairing p : round.pairings()) {
            if (!p.isBye()) {
                PenaltyService.BoardPenalties bp = penalties.board(n, p.board());
                sheets.add(new Sheet(p.board(), s.player(p.first()).orElseThrow(), s.player(p.second()).orElseThrow(),
                        PenaltyLogSheet.boardText(bp, Side.FIRST, en), PenaltyLogSheet.boardText(bp, Side.SECOND, en),
                        counting == null || counting.komi(p.handicap(), s.settings().options(), locale).isEmpty() ? ""
                                : (p.handicap() == 0 ? (en ? "Even game — " : "分先：") : "")
                                + counting.komi(p.handicap(), s.settings().options(), locale)));
            }
        }
        if (sheets.isEmpty()) {
            throw new UserError("第" + n + "轮没有需要记录纸的对局", "round " + n + " has no games to print scoresheets for", null);
        }
        List<String> words = List.of(d.resultWord(Result.FIRST_WIN, locale), d.resultWord(Result.DRAW, locale),
                d.resultWord(Result.SECOND_WIN, locale));
        String t = s.settings().name() + " — " + (en ? "scoresheets round " + n : "第" + n + "轮 记录纸");
        Scoresheets sheet = new Scoresheets(t, s.settings().name(), n, s.settings().timeControl(), d.scoresheet(locale),
                sheets, d.sideName(Side.FIRST, locale), d.sideName(Side.SECOND, locale), words, en);
        sheet.timeControlWords = TimeControl.describeOrRaw(svc.plugins().extensions(TimeControl.class),
                s.settings().timeControl(), locale);
        return sheet;
    }

    @Override
    public int pageCount() {
        return sheets.size();
    }

    private String label(String zh, String english) {
        return en ? english : zh;
    }

    @Override
    public void paint(Graphics2D g, int index) {
        Sheet sh = sheets.get(index);
        double w = pageWidth();
        double left = Draw.MARGIN + 20;
        double right = w - Draw.MARGIN - 20;
        double width = right - left;
        Font f10 = Fonts.plain(10);
        Font b10 = Fonts.bold(10);

        double y = Draw.MARGIN + 18;
        Draw.centered(g, spec.title(), w, y, Fonts.bold(17));
        y += 18;
        Draw.centered(g, eventName, w, y, Fonts.plain(11));
        y += 10;

        // round, board, date, time control
        double rowH = 20;
        double q = width / 4;
        Draw.box(g, left, y, width, rowH, 0.8f);
        String[] info = {label("轮次：第" + round + "轮", "Round " + round), label("台次：第" + sh.board() + "台",
                "Board " + sh.board()), label("日期：", "Date: "), label("用时：", "Time: ") + timeControl};
        for (int i = 0; i < 4; i++) {
            Draw.cell(g, info[i], left + i * q, y, q, rowH, Draw.Align.LEFT, f10);
            if (i > 0) {
                Draw.vline(g, left + i * q, y, y + rowH, 0.5f);
            }
        }
        y += rowH + 4;
        if (!timeControlWords.isEmpty() && !timeControlWords.equals(timeControl)) {
            Draw.cell(g, label("计时：", "Time control: ") + timeControlWords, left, y - 2, width, 13, Draw.Align.LEFT,
                    Fonts.plain(8.5f));
            y += 13;
        }

        // players
        double ph = 24;
        double half = width / 2;
        Draw.box(g, left, y, width, ph, 0.8f);
        Draw.vline(g, left + half, y, y + ph, 0.5f);
        Draw.cell(g, firstName + "：" + sh.first().no() + "  " + sh.first().name() + unit(sh.first()), left, y, half, ph,
                Draw.Align.LEFT, b10);
        Draw.cell(g, secondName + "：" + sh.second().no() + "  " + sh.second().name() + unit(sh.second()), left + half, y,
                half, ph, Draw.Align.LEFT, b10);
        y += ph + 8;
        if (!sh.handicap().isEmpty()) {
            Draw.cell(g, label("让子与贴子：", "Handicap and komi: ") + sh.handicap(), left, y - 6, width, 14,
                    Draw.Align.LEFT, b10);
            y += 12;
        }

        // move grid: two blocks of moveRows/2 rows each
        int perBlock = (spec.moveRows() + 1) / 2;
        double gap = 14;
        double blockW = (width - gap) / 2;
        double numW = 30;
        double moveW = (blockW - numW) / 2;
        double gridRow = 14.2;
        double headH = 17;
        for (int b = 0; b < 2; b++) {
            double bx = left + b * (blockW + gap);
            double top = y;
            Draw.cell(g, spec.moveColumn(), bx, top, numW, headH, Draw.Align.CENTER, b10);
            Draw.cell(g, spec.firstColumn(), bx + numW, top, moveW, headH, Draw.Align.CENTER, b10);
            Draw.cell(g, spec.secondColumn(), bx + numW + moveW, top, moveW, headH, Draw.Align.CENTER, b10);
            double gy = top + headH;
            Draw.hline(g, bx, bx + blockW, gy, 0.8f);
            for (int r = 0; r < perBlock; r++) {
                int moveNo = b * perBlock + r + 1;
                Draw.cell(g, Integer.toString(moveNo), bx, gy, numW, gridRow, Draw.Align.CENTER, Fonts.plain(8));
                gy += gridRow;
                Draw.hline(g, bx, bx + blockW, gy, r % 5 == 4 ? 0.7f : 0.3f);
            }
            Draw.box(g, bx, top, blockW, gy - top, 1f);
            Draw.vline(g, bx + numW, top, gy, 0.6f);
            Draw.vline(g, bx + numW + moveW, top, gy, 0.6f);
        }
        y += headH + perBlock * gridRow + 10;

        // result, time used, fouls (10.1)
        double fh = 22;
        Draw.box(g, left, y, width, fh * 3, 0.8f);
        Draw.hline(g, left, right, y + fh, 0.4f);
        Draw.hline(g, left, right, y + 2 * fh, 0.4f);
        StringBuilder res = new StringBuilder(label("结果：", "Result: "));
        for (String word : resultWords) {
            res.append("□ ").append(word).append("      ");
        }
        Draw.cell(g, res.toString(), left, y, width, fh, Draw.Align.LEFT, f10);
        Draw.cell(g, label("用时：", "Time used: ") + firstName + label(" ______ 分钟", " ______ min") + "        "
                + secondName + label(" ______ 分钟", " ______ min"), left, y + fh, width, fh, Draw.Align.LEFT, f10);
        Draw.cell(g, label("犯规：", "Fouls: ") + firstName + " " + logged(sh.firstPenalties(), label("______ 次", "______"))
                + "        " + secondName + " " + logged(sh.secondPenalties(), label("______ 次", "______")), left,
                y + 2 * fh, width, fh, Draw.Align.LEFT, f10);
        y += fh * 3 + 8;

        // three signatures (10.1)
        double sw = width / 3;
        double sigH = 46;
        String[] sig = {firstName + label("签名", " signature"), secondName + label("签名", " signature"),
                label("裁判签名", "Arbiter")};
        for (int i = 0; i < 3; i++) {
            Draw.box(g, left + i * sw, y, sw, sigH, 0.8f);
            Draw.cell(g, sig[i], left + i * sw, y, sw, 16, Draw.Align.LEFT, Fonts.plain(9));
        }
        y += sigH + 12;

        for (String line : spec.legend()) {
            Draw.cell(g, line, left, y, width, 11, Draw.Align.LEFT, Fonts.plain(7.5f));
            y += 11;
        }
        Draw.text(g, "棋裁 QiCai", left, pageHeight() - Draw.MARGIN + 6, Fonts.plain(7));
    }

    /** The penalties logged on the board, or the blank to fill in. */
    private static String logged(String text, String blank) {
        return text.isEmpty() ? blank : text;
    }

    private static String unit(Player p) {
        return p.unit().isEmpty() ? "" : "（" + p.unit() + "）";
    }
}
