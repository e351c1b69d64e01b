package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.CrosstableReport;
import org.qicai.core.standings.CrosstableReport.Layout;
import org.qicai.core.standings.StandingsReport;

/**
 * 成绩交叉表: the crosstable after any round, as a grid (round robin: a column per opponent) or by rounds
 * (Swiss: opponent, side and result per round), with points, the tiebreak columns and the rank
 * progression (名次变化) — the same {@link CrosstableReport} the CLI and the printout use.
 */
public final class CrosstablePresenter {

    /**
     * What the table shows.
     *
     * @param cellStart the index of the first result column
     * @param cellCount how many result columns
     */
    public record Table(List<String> columns, List<List<String>> rows, int afterRound, Layout layout, int cellStart,
                        int cellCount, boolean provisional) {
        public Table(List<String> columns, List<List<String>> rows, int afterRound, Layout layout, int cellStart,
                     int cellCount) {
            this(columns, rows, afterRound, layout, cellStart, cellCount, false);
        }
    }

    private final EventSession session;

    public CrosstablePresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    /** The layout the pairing system calls for: by rounds for a Swiss, the grid for a round robin. */
    public Layout defaultLayout() {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return Layout.GRID;
        }
        try {
            return ev.get().pairingSystem().needsPreviousResults() ? Layout.ROUNDS : Layout.GRID;
        } catch (UserError e) {
            return Layout.ROUNDS;
        }
    }

    public List<Choice> layouts() {
        return List.of(new Choice(Layout.GRID.name(), m().get("crosstable.layout.grid")),
                new Choice(Layout.ROUNDS.name(), m().get("crosstable.layout.rounds")));
    }

    public List<Integer> rounds() {
        return session.event().map(e -> e.snapshot().rounds().stream().map(r -> r.no()).toList()).orElse(List.of());
    }

    public Table table(int afterRound, Layout layout) {
        Messages m = m();
        List<String> fixed = List.of(m.get("standings.col.rank"), m.get("standings.col.no"), m.get("standings.col.name"),
                m.get("standings.col.unit"));
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return new Table(fixed, List.of(), 0, layout, fixed.size(), 0);
        }
        EventService svc = ev.get();
        StandingsReport rep = svc.standings(afterRound, List.of());
        CrosstableReport x = CrosstableReport.of(rep, layout);
        Map<Side, String> sides = new EnumMap<>(Side.class);
        for (Side s : Side.values()) {
            try {
                sides.put(s, svc.discipline().sideShort(s, m.locale()));
            } catch (UserError e) {
                sides.put(s, s == Side.FIRST ? "+" : "-");
            }
        }
        List<String> heads = x.cellHeads(m.locale());
        List<String> cols = new ArrayList<>(fixed);
        cols.addAll(heads);
        cols.add(m.get("standings.col.points"));
        cols.addAll(x.tiebreakNames(m.locale()));
        cols.add(m.get("crosstable.col.progression"));
        List<List<String>> rows = new ArrayList<>();
        for (CrosstableReport.Row r : x.rows()) {
            List<String> row = new ArrayList<>(List.of(r.standing().rankLabel(), Integer.toString(r.player().no()),
                    r.player().name(), r.player().unit()));
            for (int i = 0; i < heads.size(); i++) {
                // the bundled font's ½ is unreadable at table size: a draw shows as 和 (= in English), as on paper
                row.add(x.cellText(r, i, sides, m.locale()).replace("½", m.english() ? "=" : "和"));
            }
            row.add(r.points());
            row.addAll(r.tiebreaks());
            row.add(String.join("→", r.progression().stream().map(String::valueOf).toList()));
            rows.add(row);
        }
        return new Table(cols, rows, rep.afterRound(), layout, fixed.size(), heads.size(), rep.provisional());
    }

    /** 成绩交叉表 · 第 3 轮后. */
    public String caption(Table t) {
        return t.afterRound() == 0 ? m().get("crosstable.beforeStart")
                : m().get(t.provisional() ? "crosstable.afterRound.provisional" : "crosstable.afterRound",
                        Integer.toString(t.afterRound()));
    }

    public String legend() {
        return m().get("crosstable.legend");
    }
}
