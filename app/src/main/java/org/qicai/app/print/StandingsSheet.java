package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.QualificationReport;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

/**
 * 名次表 — standings with the event's tiebreaks, shared places ({@code =}, 15.1), play-off marks
 * ({@code *}, 15.6) and 18.4 penalty marks ({@code †}); with the event option {@code qualification=true}
 * also the 2014 regulation's win rate and grade columns. A4 landscape when the columns need it.
 */
final class StandingsSheet extends TableSheet {
    /** Event option: print the qualification columns (胜率, 等级, 运动健将) on the 名次表. */
    static final String QUALIFICATION = "qualification";

    private final String legend;

    private StandingsSheet(String title, ReportHeader header, TableLayout table, List<TableLayout.Row> rows,
                           boolean landscape, String signLine, String legend) {
        super(title, landscape, header, table, rows, signLine, 14);
        this.legend = legend;
    }

    static StandingsSheet of(EventService svc, int afterRound, Locale locale) {
        boolean en = Named.isEnglish(locale);
        StandingsReport rep = svc.standings(afterRound, List.of());
        EventSettings settings = svc.settings();
        QualificationReport q = settings.flag(QUALIFICATION) ? QualificationReport.of(rep) : null;
        List<TableLayout.Column> cols = new ArrayList<>(List.of(
                new TableLayout.Column(en ? "Rank" : "名次", 34, Draw.Align.CENTER),
                new TableLayout.Column(en ? "No" : "序号", 30, Draw.Align.CENTER),
                new TableLayout.Column(en ? "Name" : "姓名", 86, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Unit" : "单位", 96, Draw.Align.LEFT),
                new TableLayout.Column(en ? "Points" : "积分", 40, Draw.Align.CENTER)));
        for (String name : rep.tiebreakNames(locale)) {
            cols.add(new TableLayout.Column(name, 52, Draw.Align.CENTER));
        }
        if (q != null) {
            cols.add(new TableLayout.Column(en ? "Win rate" : "胜率", 44, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(en ? "Grade" : "等级", 58, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(en ? "Master" : "运动健将", 46, Draw.Align.CENTER));
        }
        TableLayout table = new TableLayout(cols, 19, 10);
        boolean landscape = table.width() > Draw.A4_W - 2 * Draw.MARGIN;
        List<TableLayout.Row> rows = new ArrayList<>();
        for (int i = 0; i < rep.rows().size(); i++) {
            Standing s = rep.rows().get(i);
            String name = s.player().name() + (s.penalised() ? " †" : "") + statusMark(s.player().status(), en);
            List<String> cells = new ArrayList<>(List.of(s.rankLabel(), Integer.toString(s.player().no()), name,
                    s.player().unit(), rep.formatPoints(s.points())));
            for (int k = 0; k < s.tiebreaks().size(); k++) {
                cells.add(rep.formatTiebreak(k, s.tiebreaks().get(k)));
            }
            if (q != null) {
                QualificationReport.Row r = q.rows().get(i);
                cells.add(r.winRate());
                cells.add(r.grade().label(locale) + (r.bandTie() ? "*" : ""));
                cells.add(r.masterCandidate() ? (en ? "eligible" : "可申请") : "");
            }
            rows.add(new TableLayout.Row(cells, null));
        }
        // issue 13 item 5: 暂列 while a result of those rounds is missing
        String t = en ? "Standings after round " + rep.afterRound() + (rep.provisional() ? " (provisional)" : "")
                : "名次表（第" + rep.afterRound() + "轮后" + (rep.provisional() ? "，暂列" : "") + "）";
        String info = scoringInfo(rep, en);
        String legend = en ? "= shared place (15.1)   * play-off (15.6)   † penalised, last among equal points (18.4)"
                : "= 名次并列（15.1）   * 应安排加赛（15.6）   † 受处分者同分列后（18.4）";
        return new StandingsSheet(settings.name() + " — " + t, new ReportHeader(settings, t, info, en), table, rows,
                landscape, ReportHeader.signLine(settings, en), legend);
    }

    /** After a player's name: withdrawn (xq 20) or expelled (18.3); nothing while he plays on. */
    static String statusMark(PlayerStatus status, boolean en) {
        return switch (status) {
            case WITHDRAWN -> en ? " (withdrew)" : "（退赛）";
            case EXPELLED -> en ? " (expelled)" : "（除名）";
            default -> "";
        };
    }

    /** The title block's info line of the standings and the crosstable: the scoring scheme. */
    static String scoringInfo(StandingsReport rep, boolean en) {
        return en ? "Scoring: " + rep.table().scheme().labelEn() : "计分：" + rep.table().scheme().labelZh();
    }

    @Override
    void drawUnderTable(Graphics2D g, int index, double x, double bottom) {
        if (index == pageCount() - 1) {
            legend(g, legend, x, bottom);
        }
    }
}
