package org.qicai.app.print;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.Player;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamSettings;

/**
 * 团体对阵表 — the team pairing sheet: one block per match, its boards with both players, who has red
 * (13.2/13.3: the first-listed team red on odd boards; a league's home team red on boards 1 and 3) and
 * the result.
 */
final class TeamPairingSheet {
    private TeamPairingSheet() {
    }

    /** Whether the event is a team event played on boards (its pairing sheet and standings are the team ones). */
    static boolean appliesTo(EventService svc) {
        EventSettings s = svc.settings();
        if (!TeamSettings.isTeamEvent(s)) {
            return false;
        }
        return new TeamService(svc).format().hasBoards();
    }

    static PrintDocument of(EventService svc, int roundNo, Locale locale) {
        boolean en = Named.isEnglish(locale);
        RoundView r = round(new TeamService(svc), roundNo);
        int n = r.round();
        Discipline d = svc.discipline();
        var scheme = svc.scheme();
        boolean subs = r.matches().stream().flatMap(m -> m.boards().stream()).anyMatch(b -> b.board().subRound() > 1);
        List<TeamBlocks.Block> blocks = new ArrayList<>();
        for (MatchView m : r.matches()) {
            String heading = (en ? "Match " + m.match().no() + "   " : "第" + m.match().no() + "场   ") + m.first().no()
                    + " " + m.first().name() + (m.match().isBye() ? (en ? "   bye" : "   轮空")
                    : "  —  " + m.second().no() + " " + m.second().name());
            String sub = "";
            if (m.match().annulled()) {
                sub = en ? "annulled (20.3)" : "成绩注销（20.3）";
            } else if (m.match().forfeit().isForfeit()) {
                sub = (en ? "team forfeit (21.4): " : "团体弃权（21.4）：") + m.score().result().code();
            } else if (m.firstLineup() != null) {
                sub = (en ? "lineups " : "出场 ") + m.first().name() + " " + m.firstLineup().text() + source(m.firstLineup(), en)
                        + "   " + m.second().name() + " " + m.secondLineup().text() + source(m.secondLineup(), en)
                        + (m.boardsFinal() ? "" : (en ? "   (preview: lineups open)" : "   （出场名单未锁定，台次为预排）"));
            }
            if (m.score().complete() && !m.match().isBye()) {
                sub += (sub.isEmpty() ? "" : "   ") + (en ? "game points " : "局分 ") + scheme.format(m.score().firstGame())
                        + ":" + scheme.format(m.score().secondGame()) + (en ? "  match points " : "  场分 ")
                        + m.score().firstMatch() + ":" + m.score().secondMatch();
            }
            List<TableLayout.Column> cols = new ArrayList<>();
            cols.add(new TableLayout.Column(en ? "Bd" : "台次", subs ? 40 : 32, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(en ? "No" : "序号", 30, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(d.sideName(Side.FIRST, locale), 80, Draw.Align.LEFT));
            cols.add(new TableLayout.Column(en ? "Team" : "队", 70, Draw.Align.LEFT));
            cols.add(new TableLayout.Column(en ? "Result" : "结果", 52, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(en ? "No" : "序号", 30, Draw.Align.CENTER));
            cols.add(new TableLayout.Column(d.sideName(Side.SECOND, locale), 80, Draw.Align.LEFT));
            cols.add(new TableLayout.Column(en ? "Team" : "队", 70, Draw.Align.LEFT));
            TableLayout table = new TableLayout(cols, 18, 9.5f);
            List<TableLayout.Row> rows = new ArrayList<>();
            for (BoardView b : m.boards()) {
                boolean firstRed = b.board().firstTeamRed();
                String redTeam = (firstRed ? m.first() : m.second()).name();
                String blackTeam = (firstRed ? m.second() : m.first()).name();
                rows.add(new TableLayout.Row(List.of((subs ? b.board().subRound() + "." : "") + b.board().board(),
                        no(b.red()), name(b.red(), en), redTeam, b.isEmptyBoard() ? (en ? "empty" : "空台")
                                : b.result().code(), no(b.black()), name(b.black(), en), blackTeam), null));
            }
            blocks.add(new TeamBlocks.Block(heading, sub, table, rows));
        }
        var s = svc.settings();
        String t = en ? "Round " + n + " team pairings" : "第" + n + "轮 团体对阵表";
        String tc = s.timeControl().isEmpty() ? "" : (en ? "Time control: " : "用时：") + s.timeControl();
        return new TeamBlocks(s.name() + " — " + t, new ReportHeader(s, t, tc, en), blocks,
                ReportHeader.signLine(s, en), false);
    }

    /** Team round {@code roundNo} (0 = the last one paired). */
    static RoundView round(TeamService teams, int roundNo) {
        return teams.round(roundNo > 0 ? roundNo : teams.snapshot().lastRound());
    }

    private static String source(Lineup l, boolean en) {
        return switch (l.source()) {
            case ENTERED, REGISTERED_ORDER -> "";
            case DEFAULT_REGISTERED -> en ? " (default)" : "（未交，按报名顺序）";
            case DEFAULT_PREVIOUS -> en ? " (previous)" : "（未交，沿用上轮）";
        };
    }

    private static String no(Player p) {
        return p == null ? "" : Integer.toString(p.no());
    }

    private static String name(Player p, boolean en) {
        return p == null ? (en ? "(empty)" : "（空）") : p.name();
    }
}
