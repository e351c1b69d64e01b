package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.BoardPrizes;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.team.TeamStandingsReport;

/**
 * 团体名次 and 台次成绩: the team standings after the last round (15.3 round robin, 15.4 Swiss, 15.5
 * 队员总分, 18.4 among equal scores) with the columns and preformatted values of the report and the
 * regulations' marks; and the board prizes with the minimum of games.
 */
public final class TeamStandingsPresenter {

    /** A table to show: headers, rows of text, a caption and notes below. */
    public record Table(List<String> columns, List<List<String>> rows, String caption, List<String> notes) {
        public Table {
            columns = List.copyOf(columns);
            rows = List.copyOf(rows);
            notes = List.copyOf(notes);
        }
    }

    private final EventSession session;

    public TeamStandingsPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    private boolean teamEvent() {
        return session.event().map(e -> TeamSettings.isTeamEvent(e.settings())).orElse(false);
    }

    /** The team standings after the last paired round. */
    public Table standings() {
        if (!teamEvent()) {
            return new Table(List.of(), List.of(), "", List.of());
        }
        TeamStandingsReport rep = new TeamService(session.require()).standings(0);
        List<String> cols = new ArrayList<>(List.of(m().get("standings.col.rank"), m().get("teams.col.no"),
                m().get("teams.col.name"), m().get("teams.col.unit")));
        rep.columns().forEach(c -> cols.add(c.name(m().locale())));
        cols.add(m().get("teamStandings.col.mark"));
        List<List<String>> rows = new ArrayList<>();
        for (TeamStandingsReport.Row r : rep.rows()) {
            List<String> row = new ArrayList<>(List.of(r.rankLabel(), Integer.toString(r.team().no()),
                    r.team().name() + (r.team().isActive() ? "" : m().get("teamStandings.withdrew")), r.team().unit()));
            row.addAll(r.values());
            row.add(r.mark().label(m().locale()) + (r.penaltyWeight() > 0 ? " " + m().get("teamStandings.penalised") : ""));
            rows.add(row);
        }
        String caption = rep.afterRound() == 0 ? m().get("standings.beforeStart")
                : m().get(rep.provisional() ? "teamStandings.caption.provisional" : "teamStandings.caption",
                        Integer.toString(rep.afterRound()), rep.rule());
        return new Table(cols, rows, caption, rep.explanations(m().locale()));
    }

    /** The minimum of games for a board prize the event's setting gives now ("half" of the rounds so far, or a number). */
    public int settingMinGames() {
        return teamEvent() ? new TeamService(session.require()).boardPrizes(0, null).minGames() : 0;
    }

    /**
     * 台次成绩 after the last round: one row per player per board (board, place, player, team, games,
     * points, W/D/L, score rate), the ranked players first on each board.
     *
     * @param minGames null for the event's setting
     */
    public Table boardPrizes(Integer minGames) {
        if (!teamEvent()) {
            return new Table(List.of(), List.of(), "", List.of());
        }
        BoardPrizes.Report rep = new TeamService(session.require()).boardPrizes(0, minGames);
        List<String> cols = List.of(m().get("boards.col.board"), m().get("standings.col.rank"),
                m().get("players.col.no"), m().get("players.col.name"), m().get("boards.col.team"),
                m().get("boards.col.games"), m().get("standings.col.points"), m().get("boards.col.wdl"),
                m().get("boards.col.rate"));
        List<List<String>> rows = new ArrayList<>();
        for (BoardPrizes.Board b : rep.boards()) {
            for (BoardPrizes.Entry e : b.entries()) {
                rows.add(List.of(Integer.toString(b.board()), e.rankLabel(), Integer.toString(e.player().no()),
                        e.player().name(), e.team().name(), Integer.toString(e.games()), rep.formatScore(e.score()),
                        e.wins() + "/" + e.draws() + "/" + e.losses(), e.rate()));
            }
        }
        String caption = m().get("boards.caption", Integer.toString(rep.afterRound()), Integer.toString(rep.minGames()),
                m().get("boards.order." + rep.order().name().toLowerCase(java.util.Locale.ROOT)));
        return new Table(cols, rows, caption, List.of());
    }
}
