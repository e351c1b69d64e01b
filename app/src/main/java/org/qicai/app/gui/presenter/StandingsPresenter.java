package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

/** 名次: the standings of the open event after its last paired round, with the event's tiebreaks. */
public final class StandingsPresenter {

    /** What the table shows: headers, rows of text, and the round the standings are after. */
    public record Table(List<String> columns, List<List<String>> rows, int afterRound) {
        public static Table empty(List<String> columns) {
            return new Table(columns, List.of(), 0);
        }
    }

    private final EventSession session;

    public StandingsPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    private List<String> fixedColumns() {
        return List.of(m().get("standings.col.rank"), m().get("standings.col.no"), m().get("standings.col.name"),
                m().get("standings.col.unit"), m().get("standings.col.points"));
    }

    /** The points column's index in {@link Table#rows()}. */
    public static final int POINTS_COLUMN = 4;

    public Table table() {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return Table.empty(fixedColumns());
        }
        StandingsReport rep = ev.get().standings(0, List.of());
        List<String> cols = new ArrayList<>(fixedColumns());
        cols.addAll(rep.tiebreakNames(m().locale()));
        List<List<String>> rows = new ArrayList<>();
        for (Standing s : rep.rows()) {
            List<String> row = new ArrayList<>(List.of((s.shared() ? "=" : "") + s.rank(),
                    Integer.toString(s.player().no()), s.player().name(), s.player().unit(),
                    rep.formatPoints(s.points())));
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                row.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            rows.add(row);
        }
        return new Table(cols, rows, rep.afterRound());
    }

    /** 第3轮后 / after round 3. */
    public String caption(Table t) {
        return t.afterRound() == 0 ? m().get("standings.beforeStart")
                : m().get("standings.afterRound", Integer.toString(t.afterRound()));
    }
}
