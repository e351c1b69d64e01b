package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;

/** A small event builder for the tests: players, finished rounds written as text, options. */
final class Ev {
    final List<Player> players = new ArrayList<>();
    final List<Round> rounds = new ArrayList<>();
    final Map<String, String> options = new HashMap<>();
    String scoring = "14.1";
    long seed = 1;

    static Ev of(int n) {
        Ev e = new Ev();
        for (int i = 1; i <= n; i++) {
            e.players.add(Player.of(i, "P" + i, "", 2400 - i));
        }
        return e;
    }

    Ev unit(String unit, int... nos) {
        for (int no : nos) {
            Player p = players.get(no - 1);
            players.set(no - 1, new Player(p.no(), p.name(), unit, p.rating(), p.title(), p.status(), p.leftAfterRound()));
        }
        return this;
    }

    Ev withdraw(int no, int after) {
        players.set(no - 1, players.get(no - 1).withStatus(PlayerStatus.WITHDRAWN, after));
        return this;
    }

    Ev option(String k, String v) {
        options.put(k, v);
        return this;
    }

    /** A finished round: boards "1-2 1-0" (first plays red), "5 bye", "7 zero" (zero-point bye). */
    Ev round(String... boards) {
        int r = rounds.size() + 1;
        List<Pairing> ps = new ArrayList<>();
        int b = 1;
        for (String board : boards) {
            String[] t = board.strip().split("\\s+");
            if (t[1].equals("bye") || t[1].equals("zero") || t[1].equals("half")) {
                ByeKind k = switch (t[1]) {
                    case "bye" -> ByeKind.PAIRING;
                    case "zero" -> ByeKind.ZERO_POINT;
                    default -> ByeKind.HALF_POINT;
                };
                ps.add(Pairing.bye(r, b++, Integer.parseInt(t[0]), k));
                continue;
            }
            String[] nos = t[0].split("-");
            Result res = Result.parseCode(t[1]).orElseThrow(() -> new IllegalArgumentException(board));
            ps.add(new Pairing(r, b++, Integer.parseInt(nos[0]), Integer.parseInt(nos[1]), res, null, false, ""));
        }
        rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        return this;
    }

    /** Adds a round as a plan paired it, with results from {@code result} (first player's view). */
    Ev play(RoundPlan plan, java.util.function.BiFunction<Integer, Integer, Result> result) {
        int r = rounds.size() + 1;
        List<Pairing> ps = new ArrayList<>();
        int b = 1;
        for (BoardPlan bp : plan.boards()) {
            if (bp.second() == 0) {
                ps.add(new Pairing(r, b++, bp.first(), 0, Result.PENDING, bp.bye(), false, bp.explanation()));
            } else {
                ps.add(new Pairing(r, b++, bp.first(), bp.second(), result.apply(bp.first(), bp.second()), null, false,
                        bp.explanation()));
            }
        }
        rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        return this;
    }

    EventSnapshot snapshot() {
        EventSettings s = new EventSettings("test", "xiangqi", "cn-swiss", 0, scoring, List.of(), "", seed, options);
        return new EventSnapshot(s, players, rounds, List.of());
    }

    RoundPlan pair() throws PairingException {
        return new CnSwiss().pair(new PairingRequest(snapshot(), rounds.size() + 1, seed));
    }

    RoundPlan pair(Map<Integer, ByeKind> fixed) throws PairingException {
        return new CnSwiss().pair(new PairingRequest(snapshot(), rounds.size() + 1, seed, fixed));
    }

    /** "1-5 6-2 …" games (red first) in board order, then "7-bye" for byes. */
    static String text(RoundPlan plan) {
        List<String> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            out.add(b.second() == 0 ? b.first() + "-" + (b.bye() == ByeKind.PAIRING ? "bye" : b.bye().name().toLowerCase())
                    : b.first() + "-" + b.second());
        }
        return String.join(" ", out);
    }

    /** The games as unordered pairs "1/5" sorted, to compare pairings regardless of colour. */
    static List<String> pairs(RoundPlan plan) {
        List<String> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            if (b.second() != 0) {
                out.add(Math.min(b.first(), b.second()) + "/" + Math.max(b.first(), b.second()));
            }
        }
        out.sort(null);
        return out;
    }

    static BoardPlan board(RoundPlan plan, int player) {
        return plan.boards().stream().filter(b -> b.first() == player || b.second() == player).findFirst()
                .orElseThrow();
    }
}
