package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.QualificationReport;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

/** 名次: the standings of the open event after its last paired round, with the event's tiebreaks. */
public final class StandingsPresenter {

    /**
     * What the table shows: headers, rows of text, the round the standings are after, and whether a result
     * up to that round is still missing (暂列, issue 13 item 5).
     */
    public record Table(List<String> columns, List<List<String>> rows, int afterRound, boolean provisional) {
        public Table(List<String> columns, List<List<String>> rows, int afterRound) {
            this(columns, rows, afterRound, false);
        }

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
        return table(0, false);
    }

    /**
     * The standings after {@code afterRound} (0 = the last paired round) with the event's tiebreak order.
     * The rank is {@code =3} for a shared place (15.1) and {@code 1*} when a play-off must decide it (15.6);
     * the name carries {@code †} for an 18.4 penalty and (退赛)/(除名) for a player who left. With
     * {@code qualification} the 2014 regulation's columns follow (胜率, 等级, 运动健将).
     */
    public Table table(int afterRound, boolean qualification) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return Table.empty(fixedColumns());
        }
        StandingsReport rep = ev.get().standings(afterRound, List.of());
        QualificationReport q = qualification ? QualificationReport.of(rep) : null;
        List<String> cols = new ArrayList<>(fixedColumns());
        cols.addAll(rep.tiebreakNames(m().locale()));
        if (q != null) {
            cols.addAll(List.of(m().get("standings.col.winRate"), m().get("standings.col.grade"),
                    m().get("standings.col.master")));
        }
        List<List<String>> rows = new ArrayList<>();
        for (int k = 0; k < rep.rows().size(); k++) {
            Standing s = rep.rows().get(k);
            List<String> row = new ArrayList<>(List.of(s.rankLabel(),
                    Integer.toString(s.player().no()), nameWithMarks(s), s.player().unit(),
                    rep.formatPoints(s.points())));
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                row.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            if (q != null) {
                QualificationReport.Row r = q.rows().get(k);
                row.add(r.winRate());
                row.add(r.grade().label(m().locale()) + (r.bandTie() ? " *" : ""));
                row.add(r.masterCandidate() ? m().get("standings.master.yes") : "");
            }
            rows.add(row);
        }
        return new Table(cols, rows, rep.afterRound(), rep.provisional());
    }

    private String nameWithMarks(Standing s) {
        String name = s.player().name() + (s.penalised() ? " †" : "");
        return switch (s.player().status()) {
            case WITHDRAWN -> name + m().get("standings.withdrawn");
            case EXPELLED -> name + m().get("standings.expelled");
            default -> name;
        };
    }

    /** The rounds the standings can be shown after, oldest first. */
    public List<Integer> rounds() {
        return session.event().map(e -> e.snapshot().rounds().stream().map(r -> r.no()).toList()).orElse(List.of());
    }

    /**
     * 说明: for each pair of adjacent players on equal points after {@code afterRound}, the first criterion
     * that separated them and both values, or that the place is shared (15.1) and a play-off is due (15.6).
     */
    public List<String> explanations(int afterRound) {
        return session.event().map(e -> e.standings(afterRound, List.of()).explanations(m().locale()))
                .orElse(List.of());
    }

    /** What the marks mean, under the table. */
    public String legend() {
        return m().get("standings.legend");
    }

    /** Whether the event prints the qualification columns (the event option the 名次表 reads). */
    public boolean qualificationShown() {
        return session.event().map(e -> e.settings().flag(QUALIFICATION)).orElse(false);
    }

    /** Shows or hides the qualification columns on screen and on the printed 名次表 (an event option, journaled). */
    public void setQualificationShown(boolean shown) {
        EventService svc = session.require();
        if (svc.settings().flag(QUALIFICATION) == shown) {
            return;
        }
        svc.updateSettings(svc.settings().withOption(QUALIFICATION, Boolean.toString(shown)));
        session.changed();
    }

    /** The event option the printed 名次表 reads for the qualification columns. */
    public static final String QUALIFICATION = "qualification";

    /** 第3轮后 / after round 3; 暂列 / provisional while a result of those rounds is missing. */
    public String caption(Table t) {
        return t.afterRound() == 0 ? m().get("standings.beforeStart")
                : m().get(t.provisional() ? "standings.afterRound.provisional" : "standings.afterRound",
                        Integer.toString(t.afterRound()));
    }
}
