package org.qicai.app.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.standings.Crosstable;

/** 对阵表 — the round's pairing sheet: board, both players with start number, unit and score before the round, result. */
final class PairingSheet extends TableSheet {

    private PairingSheet(String title, ReportHeader header, TableLayout table, List<TableLayout.Row> rows, String signLine) {
        super(title, false, header, table, rows, signLine, 0);
    }

    static PairingSheet of(EventService svc, int roundNo, Locale locale, boolean explain) {
        boolean en = Named.isEnglish(locale);
        EventSnapshot s = svc.snapshot();
        Round round = pairedRound(s, roundNo);
        int n = round.no();
        Discipline d = svc.discipline();
        ScoringScheme scheme = svc.scheme();
        Crosstable before = new Crosstable(s, scheme, n - 1);
        String first = d.sideName(Side.FIRST, locale);
        String second = d.sideName(Side.SECOND, locale);
        List<TableLayout.Column> cols = List.of(
                new TableLayout.Column(en ? "Bd" : "台次", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "No" : "序号", 28, Draw.Align.CENTER),
                new TableLayout.Column(first, 80, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 72, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Pts" : "积分", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Result" : "结果", 46, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Pts" : "积分", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "No" : "序号", 28, Draw.Align.CENTER),
                new TableLayout.Column(second, 80, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 72, Draw.Align.LEFT));
        TableLayout table = new TableLayout(cols, 20, 10);
        List<TableLayout.Row> rows = new ArrayList<>();
        java.util.Map<String, PenaltyService.BoardPenalties> penalties = new PenaltyService(svc).boards();
        // Go (issue 15 item 3): a handicap game's stones and komi under its board, the even games' komi in the header
        org.qicai.core.spi.Counting counting = svc.plugins().find(org.qicai.core.spi.Counting.class,
                s.settings().discipline()).orElse(null);
        for (Pairing p : round.pairings()) {
            Player a = s.player(p.first()).orElseThrow();
            List<String> cells = new ArrayList<>(List.of(Integer.toString(p.board()), Integer.toString(a.no()), a.name(),
                    a.unit(), scheme.format(before.points(a.no()))));
            if (p.isBye()) {
                cells.addAll(List.of(en ? "bye" : "轮空", "", "", "", ""));
            } else {
                Player b = s.player(p.second()).orElseThrow();
                cells.addAll(List.of(p.result().code(), scheme.format(before.points(b.no())), Integer.toString(b.no()),
                        b.name(), b.unit()));
            }
            String fouls = p.isBye() ? "" : penaltiesText(d, penalties.get(PenaltyService.key(n, p.board())), locale);
            // how the game was decided (Go: 黑胜3/4子, 黑中盘胜, 重下) under the board: the column holds the code
            String how = p.isBye() || p.detail().isNone() ? "" : org.qicai.core.service.ResultWords.words(d, p.entry(), locale);
            String hd = counting == null || p.isBye() || p.handicap() == 0 ? "" : counting.komi(p.handicap(), s.settings().options(), locale);
            how = (hd + (hd.isEmpty() || how.isEmpty() ? "" : "  ") + how).strip();
            String note = (how + (how.isEmpty() ? "" : "  ") + (explain ? org.qicai.core.model.Explanation.in(p.explanation(), locale) : "")
                    + (fouls.isEmpty() ? "" : "  " + fouls)).strip();
            rows.add(new TableLayout.Row(cells, note.isEmpty() ? null : note));
        }
        String t = en ? "Round " + n + " pairings" : "第" + n + "轮 对阵表";
        String tc = s.settings().timeControl().isEmpty() ? "" : (en ? "Time control: " : "用时：") + TimeControl.describeOrRaw(
                svc.plugins().extensions(TimeControl.class), s.settings().timeControl(), locale);
        if (counting != null && !counting.komi(0, s.settings().options(), locale).isEmpty()) {
            tc = (tc + (tc.isEmpty() ? "" : "    ") + (en ? "Even games — " : "分先：") + counting.komi(0, s.settings().options(), locale)).strip();
        }
        ReportHeader header = new ReportHeader(s.settings(), t, tc, en);
        return new PairingSheet(s.settings().name() + " — " + t, header, table, rows,
                ReportHeader.signLine(s.settings(), en));
    }

    /** Round {@code roundNo} of the event (0 = the last one), or a user error when it is not paired. */
    static Round pairedRound(EventSnapshot s, int roundNo) {
        int n = roundNo > 0 ? roundNo : s.lastRound();
        return s.round(n).orElseThrow(() -> new UserError("第" + n + "轮尚未编排", "round " + n + " is not paired", null));
    }

    /** The penalties logged on a board, as a note: 犯规 红：犯规2次（9.1.5, 9.1.1） */
    private static String penaltiesText(Discipline d, PenaltyService.BoardPenalties bp, Locale locale) {
        if (bp == null || bp.isEmpty()) {
            return "";
        }
        boolean en = Named.isEnglish(locale);
        List<String> parts = new ArrayList<>();
        for (Side side : Side.values()) {
            String t = PenaltyLogSheet.boardText(bp, side, en);
            if (!t.isEmpty()) {
                parts.add(d.sideShort(side, locale) + (en ? ": " : "：") + t);
            }
        }
        return (en ? "Penalties — " : "判罚 ") + String.join(en ? "; " : "；", parts);
    }
}
