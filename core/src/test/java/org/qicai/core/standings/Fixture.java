package org.qicai.core.standings;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.tiebreak.Tiebreaks;

/**
 * Builds event snapshots for standings tests from lines like {@code "1-4 1-0"} (first player, second
 * player, result code), without a store.
 */
final class Fixture {
    private final List<Player> players = new ArrayList<>();
    private final Map<Integer, List<Pairing>> rounds = new TreeMap<>();
    private final List<Penalty> penalties = new ArrayList<>();
    private final Map<String, String> options = new HashMap<>();
    private String scoring = "14.1";
    private String discipline = "xiangqi";
    /** the event's planned rounds; -1 = the fixture's rounds are the whole event */
    private int planned = -1;

    static Fixture players(int n) {
        Fixture f = new Fixture();
        for (int i = 1; i <= n; i++) {
            f.players.add(new Player(i, "棋手" + i, "单位" + (i % 3), 2100 - 100 * i, "", PlayerStatus.ACTIVE, 0));
        }
        return f;
    }

    Fixture scoring(String id) {
        scoring = id;
        return this;
    }

    Fixture discipline(String id) {
        discipline = id;
        return this;
    }

    /** The rounds the event plans to play (by default the fixture's rounds are the whole event). */
    Fixture plannedRounds(int n) {
        planned = n;
        return this;
    }

    Fixture option(String key, String value) {
        options.put(key, value);
        return this;
    }

    /** Boards of one round: {@code "1-4 1-0"}, {@code "3-2 +/-"}, {@code "5 bye"}, {@code "5 bye H"} (TRF bye letter). */
    Fixture round(int no, String... boards) {
        List<Pairing> ps = rounds.computeIfAbsent(no, k -> new ArrayList<>());
        for (String b : boards) {
            String[] t = b.strip().split("\\s+");
            int board = ps.size() + 1;
            if (t.length > 1 && t[1].equals("bye")) {
                ByeKind kind = t.length > 2 ? ByeKind.fromTrf(t[2].charAt(0)) : ByeKind.PAIRING;
                ps.add(Pairing.bye(no, board, Integer.parseInt(t[0]), kind));
            } else {
                String[] ab = t[0].split("-");
                Result r = t.length > 1 ? Result.parseCode(t[1]).orElseThrow() : Result.PENDING;
                ps.add(Pairing.game(no, board, Integer.parseInt(ab[0]), Integer.parseInt(ab[1])).withResult(r));
            }
        }
        return this;
    }

    Fixture annul(int round, int board) {
        List<Pairing> ps = rounds.get(round);
        ps.set(board - 1, ps.get(board - 1).withAnnulled(true));
        return this;
    }

    Fixture left(int player, PlayerStatus status, int afterRound) {
        players.set(player - 1, players.get(player - 1).withStatus(status, afterRound));
        return this;
    }

    Fixture unrated(int player) {
        Player p = players.get(player - 1);
        players.set(player - 1, new Player(p.no(), p.name(), p.unit(), null, "", p.status(), p.leftAfterRound()));
        return this;
    }

    Fixture penalty(int player, int round, PenaltyKind kind) {
        penalties.add(new Penalty(penalties.size() + 1, round, 1, player, "test", kind, "", Instant.EPOCH, "裁判", "", 0));
        return this;
    }

    Fixture correction(long reverses) {
        penalties.add(new Penalty(penalties.size() + 1, 0, 0, 1, "test", PenaltyKind.CORRECTION, "", Instant.EPOCH, "裁判",
                "", reverses));
        return this;
    }

    /** A single round robin by the circle method, results from {@code result(first, second)}. */
    Fixture roundRobin(java.util.function.BiFunction<Integer, Integer, String> result) {
        int n = players.size();
        List<Integer> t = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            t.add(i);
        }
        if (n % 2 == 1) {
            t.add(0);
        }
        int m = t.size();
        for (int k = 0; k < m - 1; k++) {
            List<Integer> arr = new ArrayList<>();
            arr.add(t.get(0));
            for (int i = 0; i < m - 1; i++) {
                arr.add(t.get(1 + (i + k) % (m - 1)));
            }
            List<String> boards = new ArrayList<>();
            for (int i = 0; i < m / 2; i++) {
                int a = arr.get(i);
                int b = arr.get(m - 1 - i);
                if (a == 0 || b == 0) {
                    boards.add((a == 0 ? b : a) + " bye");
                } else {
                    boards.add(a + "-" + b + " " + result.apply(a, b));
                }
            }
            round(k + 1, boards.toArray(new String[0]));
        }
        return this;
    }

    EventSnapshot snapshot() {
        EventSettings s = new EventSettings("测试", discipline, "test", 0, scoring, List.of(), "", 1L, options);
        List<Round> rs = new ArrayList<>();
        rounds.forEach((no, ps) -> rs.add(new Round(no, RoundStatus.FINISHED, ps)));
        return new EventSnapshot(s, players, rs, penalties);
    }

    Crosstable table() {
        EventSnapshot s = snapshot();
        ScoringScheme scheme = ScoringSchemes.require(scoring);
        return new Crosstable(s, scheme, s.lastRound(), StandingsOptions.of(s.settings(), scheme),
                planned < 0 ? s.lastRound() : planned);
    }

    StandingsReport standings(String... tiebreaks) {
        List<Tiebreak> tbs = Tiebreaks.resolve(List.of(tiebreaks), Tiebreaks.builtIn());
        return StandingsReport.of(table(), tbs);
    }

    /** Start numbers in rank order. */
    static List<Integer> order(StandingsReport r) {
        return r.rows().stream().map(s -> s.player().no()).toList();
    }

    /** One tiebreak's values by start number. */
    static Map<Integer, Long> values(Crosstable t, Tiebreak tb) {
        List<Integer> all = t.players().stream().map(Player::no).toList();
        return tb.values(t, all);
    }
}
