package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.service.BracketService;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingSystem;

/**
 * 对阵图: the bracket of a knockout (every stage, every match with its score and winner, where the
 * open slots come from) or the group tables of a 分组循环 with its final, as the pairing plugin draws
 * it from the event ({@link BracketService}).
 */
public final class BracketPresenter {

    /**
     * One match as a card of the bracket.
     *
     * @param winner 1 = the first slot won, 2 = the second, 0 = open
     */
    public record Card(String label, String first, String second, String score, int winner, String how,
                       List<String> games) {
        public Card {
            games = List.copyOf(games);
        }
    }

    /** One stage: a column of the bracket. */
    public record Column(String name, List<Card> cards) {
        public Column {
            cards = List.copyOf(cards);
        }
    }

    /** One group's table. */
    public record GroupTable(String name, List<String> columns, List<List<String>> rows) {
        public GroupTable {
            rows = List.copyOf(rows);
        }
    }

    /** The whole view. */
    public record View(String title, List<GroupTable> groups, List<Column> columns, List<String> placings,
                       List<String> notes) {
        public View {
            groups = List.copyOf(groups);
            columns = List.copyOf(columns);
            placings = List.copyOf(placings);
            notes = List.copyOf(notes);
        }
    }

    private final EventSession session;

    public BracketPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    /** Whether the open event's system has a bracket or groups (knockout, 分组循环). */
    public boolean applies() {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return false;
        }
        PairingSystem ps = ev.get().plugins().find(PairingSystem.class, ev.get().settings().system()).orElse(null);
        // Swiss and round robin pair every player every round and have no bracket
        return ps != null && !ps.pairsEveryActivePlayer();
    }

    private static String label(EventSnapshot s, int no) {
        return no <= 0 ? "" : "#" + no + " " + s.playerName(no);
    }

    /** The bracket as the event stands; a user error when the plugin cannot draw it. */
    public View view() {
        EventService svc = session.require();
        Bracket b = new BracketService(svc).require().in(m().locale());
        EventSnapshot s = svc.snapshot();
        List<GroupTable> groups = new ArrayList<>();
        List<String> cols = List.of(m().get("bracket.col.rank"), m().get("bracket.col.player"),
                m().get("bracket.col.points"), m().get("bracket.col.tiebreaks"), m().get("bracket.col.qualified"));
        for (Bracket.Group g : b.groups()) {
            List<List<String>> rows = new ArrayList<>();
            for (Bracket.Row r : g.rows()) {
                rows.add(List.of(Integer.toString(r.rank()), label(s, r.player()), r.points(), r.tiebreaks(),
                        r.qualified() ? "✓" : ""));
            }
            groups.add(new GroupTable(g.name(), cols, rows));
        }
        List<Column> columns = new ArrayList<>();
        for (Bracket.Stage st : b.stages()) {
            List<Card> cards = new ArrayList<>();
            for (Bracket.Match x : st.matches()) {
                String[] from = x.from().contains(" / ") ? x.from().split(" / ", 2) : new String[] {x.from(), ""};
                String first = x.first() > 0 ? label(s, x.first()) : from[0];
                String second = x.second() > 0 ? label(s, x.second())
                        : x.bye() ? m().get("rounds.bye") : from[1];
                int winner = x.winner() == 0 ? 0 : x.winner() == x.first() ? 1 : x.winner() == x.second() ? 2 : 0;
                cards.add(new Card(x.label(), first.isBlank() ? "—" : first, second.isBlank() ? "—" : second, x.score(),
                        winner, x.howText(), x.games()));
            }
            columns.add(new Column(st.name(), cards));
        }
        List<String> placings = new ArrayList<>();
        for (Bracket.Placing p : b.placings()) {
            placings.add(m().get("bracket.place", p.place(),
                    String.join(m().language() == Language.ENGLISH ? ", " : "，",
                            p.players().stream().map(no -> label(s, no)).toList())));
        }
        return new View(b.title(), groups, columns, placings, b.notes());
    }
}
