package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/** Test builder: players, options, rounds played from plans with chosen results. */
final class Ko {
    final List<Player> players = new ArrayList<>();
    final List<Round> rounds = new ArrayList<>();
    final Map<String, String> options = new HashMap<>();
    long seed = 1;
    PairingSystem system = new Knockout();

    static Ko of(int n) {
        Ko k = new Ko();
        for (int i = 1; i <= n; i++) {
            k.players.add(Player.of(i, "P" + i, "", 2500 - 10 * i));
        }
        return k;
    }

    static Ko groups(int n) {
        Ko k = of(n);
        k.system = new Groups();
        return k;
    }

    Ko option(String key, String value) {
        options.put(key, value);
        return this;
    }

    Ko unit(String unit, int... nos) {
        for (int no : nos) {
            Player p = players.get(no - 1);
            players.set(no - 1, new Player(p.no(), p.name(), unit, p.rating(), p.title(), p.status(), p.leftAfterRound()));
        }
        return this;
    }

    Ko withdraw(int no) {
        players.set(no - 1, players.get(no - 1).withStatus(PlayerStatus.WITHDRAWN, rounds.size()));
        return this;
    }

    EventSnapshot snapshot() {
        return new EventSnapshot(new EventSettings("ko", "xiangqi", system.id(), 0, "14.1", List.of(), "", seed, options),
                players, rounds, List.of());
    }

    RoundPlan pair() throws PairingException {
        return system.pair(new PairingRequest(snapshot(), rounds.size() + 1, seed));
    }

    Bracket bracket() throws PairingException {
        return system.bracket(snapshot()).orElseThrow().in(java.util.Locale.SIMPLIFIED_CHINESE);
    }

    /** The bracket in English, as the English window and {@code --lang en} show it. */
    Bracket bracketEn() throws PairingException {
        return system.bracket(snapshot()).orElseThrow().in(java.util.Locale.ENGLISH);
    }

    /** Plays the plan: {@code result} gets (red, black). */
    Ko play(RoundPlan plan, BiFunction<Integer, Integer, Result> result) {
        int r = rounds.size() + 1;
        List<Pairing> ps = new ArrayList<>();
        int b = 1;
        for (BoardPlan bp : plan.boards()) {
            ps.add(bp.second() == 0 ? Pairing.bye(r, b++, bp.first(), bp.bye())
                    : new Pairing(r, b++, bp.first(), bp.second(), result.apply(bp.first(), bp.second()), null, false,
                    bp.explanation()));
        }
        rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        return this;
    }

    /** Pairs and plays the next round. */
    RoundPlan next(BiFunction<Integer, Integer, Result> result) throws PairingException {
        RoundPlan p = pair();
        play(p, result);
        return p;
    }

    /** The lower start number wins. */
    static Result favourite(int red, int black) {
        return red < black ? Result.FIRST_WIN : Result.SECOND_WIN;
    }

    static Result draw(int red, int black) {
        return Result.DRAW;
    }

    static Result redWins(int red, int black) {
        return Result.FIRST_WIN;
    }

    /** Games as unordered pairs "1/16" in board order; byes as "1/bye". */
    static List<String> pairs(RoundPlan plan) {
        List<String> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            out.add(b.second() == 0 ? b.first() + "/bye"
                    : Math.min(b.first(), b.second()) + "/" + Math.max(b.first(), b.second()));
        }
        return out;
    }

    static Bracket.Match match(Bracket b, String label) {
        return b.stages().stream().flatMap(s -> s.matches().stream()).filter(m -> m.label().equals(label)).findFirst()
                .orElseThrow();
    }

    /** Every text of an English bracket is free of Chinese (issue 13 item 4); players' names are not in it. */
    static void assertNoChinese(Bracket b) {
        List<String> texts = new ArrayList<>(List.of(b.title()));
        texts.addAll(b.notes());
        b.groups().forEach(g -> {
            texts.add(g.name());
            g.rows().forEach(r -> texts.add(r.tiebreaks()));
        });
        b.stages().forEach(st -> {
            texts.add(st.name());
            st.matches().forEach(m -> texts.addAll(List.of(m.label(), m.from(), m.howText(), m.score())));
        });
        org.assertj.core.api.Assertions.assertThat(texts).allSatisfy(t -> org.assertj.core.api.Assertions.assertThat(t)
                .as("English bracket text").matches(x -> x.codePoints()
                        .noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN)));
    }
}
