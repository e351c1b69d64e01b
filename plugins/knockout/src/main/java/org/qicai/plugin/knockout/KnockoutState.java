package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingException;

/**
 * A knockout replayed from the rounds played: each game of a round belongs to the match in play
 * between its two players; matches are decided by {@link MatchPlay}; slots fill with winners and
 * losers; a player who withdrew loses his match in play without further games (xq 20.4) [ours].
 *
 * <p>How the model's rounds carry a knockout: one round of the event = one game of every match of
 * the current stage that is still undecided. A three-game match takes up to three rounds; matches
 * decided early sit out while the others play on; tie-break games are further rounds. The next
 * stage starts when every match of the current one is decided.
 */
final class KnockoutState {
    /** A match as it stands. */
    static final class M {
        final Draw.Def def;
        /** players: 0 not known yet, −1 nobody (a bye, or nobody came through) */
        int a;
        int b;
        final List<MatchPlay.Played> games = new ArrayList<>();
        MatchPlay play;
        int winner;
        String how = "";

        M(Draw.Def def) {
            this.def = def;
        }

        boolean ready() {
            return a != 0 && b != 0;
        }

        boolean decided() {
            return winner != 0;
        }

        boolean inPlay() {
            return a > 0 && b > 0 && !decided();
        }

        int loser() {
            if (!decided() || winner < 0) {
                return winner < 0 ? -1 : 0;
            }
            int other = winner == a ? b : a;
            return other > 0 ? other : -1;
        }
    }

    private final Draw draw;
    private final int[] seeded;
    private final Map<Integer, Player> players;
    private final KnockoutSettings s;
    private final long seed;
    private final String keyPrefix;
    final List<M> matches = new ArrayList<>();
    final List<String> notes = new ArrayList<>();

    private KnockoutState(Draw draw, int[] seeded, Map<Integer, Player> players, KnockoutSettings s, long seed,
                          String keyPrefix) {
        this.draw = draw;
        this.seeded = seeded;
        this.players = players;
        this.s = s;
        this.seed = seed;
        this.keyPrefix = keyPrefix;
    }

    /**
     * Replays {@code rounds} (the knockout's own rounds, in order) over the draw.
     *
     * @param seeded    the players in seed order (seed 1 first)
     * @param nextRound the event round that would be paired next
     */
    static KnockoutState replay(Draw draw, int[] seeded, Map<Integer, Player> players, List<Round> rounds,
                                KnockoutSettings s, long seed, String keyPrefix, int nextRound) throws PairingException {
        KnockoutState st = new KnockoutState(draw, seeded, players, s, seed, keyPrefix);
        for (Round r : rounds) {
            st.resolve(r.no());
            for (Pairing p : r.pairings()) {
                if (p.isBye()) {
                    continue;
                }
                M m = st.inPlayBetween(p.first(), p.second());
                if (m == null) {
                    throw new PairingException("第 " + r.no() + " 轮第 " + p.board() + " 台（#" + p.first() + "–#"
                            + p.second() + "）不是淘汰赛中正在进行的一场：是否手工改动了该轮，或在抽签后改动了种子顺序"
                            + "（序号、等级分）或选项？",
                            "round " + r.no() + " board " + p.board() + " (#" + p.first() + "–#"
                            + p.second() + ") is not a match in play in the knockout: was the round edited by hand, or "
                            + "were the seed order (start numbers, ratings) or the options changed after the draw?");
                }
                m.games.add(new MatchPlay.Played(r.no(), p.first(), p.second(), p.result()));
            }
        }
        st.resolve(nextRound);
        return st;
    }

    private M inPlayBetween(int x, int y) {
        for (M m : matches) {
            if (m.inPlay() && ((m.a == x && m.b == y) || (m.a == y && m.b == x))) {
                return m;
            }
        }
        return null;
    }

    /** Fills slots, decides what can be decided before round {@code round}, draws lot stages as they open. */
    private void resolve(int round) {
        while (true) {
            while (matches.size() < draw.defs.size()) {
                matches.add(new M(draw.defs.get(matches.size())));
            }
            for (M m : matches) {
                decide(m, round);
            }
            if (!draw.byLot || !extendLot()) {
                return;
            }
        }
    }

    private boolean extendLot() {
        int last = draw.lastStage();
        List<Integer> survivors = new ArrayList<>();
        if (last == 0) {
            for (int p : seeded) {
                survivors.add(p);
            }
        } else {
            for (M m : matches) {
                if (m.def.stage() == last) {
                    if (!m.decided()) {
                        return false;
                    }
                    if (m.winner > 0) {
                        survivors.add(m.winner);
                    }
                }
            }
        }
        if (survivors.size() < 2) {
            return false;
        }
        survivors.sort(null);
        List<String> drawn = draw.addLotStage(last + 1, survivors, seed);
        notes.add(org.qicai.core.model.Explanation.of("第" + (last + 1) + "轮抽签（000 分组抽签规则）：" + String.join("，", drawn),
                "round " + (last + 1) + " drawn by lot (the lot-draw rules of 000): " + String.join(", ", drawn)
                        .replace(" 红", " red ").replace(" 黑", " black ")));
        return true;
    }

    private void decide(M m, int round) {
        m.a = slot(m.def.a());
        m.b = slot(m.def.b());
        m.winner = 0;
        m.how = "";
        m.play = null;
        if (!m.ready()) {
            return;
        }
        if (m.def.role() == Draw.Role.RESET) {
            M gf = matches.get(m.def.a().ref());
            if (gf.winner == gf.a) {
                m.winner = gf.winner;
                m.how = org.qicai.core.model.Explanation.of("胜者组冠军胜总决赛，无需第二场",
                        "the winners' champion won the grand final: no second match");
                return;
            }
        }
        if (m.a < 0 && m.b < 0) {
            m.winner = -1;
            m.how = org.qicai.core.model.Explanation.of("双方空缺", "both slots empty");
            return;
        }
        if (m.a < 0 || m.b < 0) {
            m.winner = Math.max(m.a, m.b);
            m.how = org.qicai.core.model.Explanation.of("轮空", "bye");
            return;
        }
        m.play = MatchPlay.evaluate(m.a, m.b, m.games, s, seed, keyPrefix + m.def.label(), m.def.aRedFirst());
        if (m.play.decided()) {
            m.winner = m.play.winner;
            m.how = m.play.how;
            return;
        }
        boolean outA = out(m.a, round);
        boolean outB = out(m.b, round);
        if (outA && outB) {
            m.winner = -1;
            m.how = org.qicai.core.model.Explanation.of("双方退赛", "both withdrew");
        } else if (outA || outB) {
            m.winner = outA ? m.b : m.a;
            m.how = org.qicai.core.model.Explanation.of("对手退赛（20.4）", "the opponent withdrew (20.4)");
        }
    }

    /** Withdrawn or expelled before this round. */
    private boolean out(int no, int round) {
        Player p = players.get(no);
        return p != null && !p.status().isActive() && p.leftAfterRound() < round;
    }

    private int slot(Draw.Slot slot) {
        return switch (slot.kind()) {
            case SEED -> slot.ref() <= seeded.length ? seeded[slot.ref() - 1] : -1;
            case PLAYER -> slot.ref();
            case EMPTY -> -1;
            case WINNER -> matches.get(slot.ref()).decided() ? matches.get(slot.ref()).winner : 0;
            case LOSER -> matches.get(slot.ref()).decided() ? matches.get(slot.ref()).loser() : 0;
        };
    }

    /** The stage being played: the lowest with a match in play; −1 when none. */
    int currentStage() {
        int best = -1;
        for (M m : matches) {
            if (m.inPlay() && (best < 0 || m.def.stage() < best)) {
                best = m.def.stage();
            }
        }
        return best;
    }

    /** The champion, 0 while the knockout runs. */
    int champion() {
        if (currentStage() >= 0) {
            return 0;
        }
        if (draw.byLot) {
            int last = draw.lastStage();
            List<Integer> w = new ArrayList<>();
            for (M m : matches) {
                if (m.def.stage() == last && m.winner > 0) {
                    w.add(m.winner);
                }
            }
            return w.size() == 1 ? w.get(0) : 0;
        }
        for (int i = matches.size() - 1; i >= 0; i--) {
            M m = matches.get(i);
            if (m.def.role() == Draw.Role.FINAL || m.def.role() == Draw.Role.RESET
                    || (m.def.role() == Draw.Role.GRAND_FINAL && !hasReset())) {
                return Math.max(m.winner, 0);
            }
        }
        return 0;
    }

    private boolean hasReset() {
        return matches.stream().anyMatch(m -> m.def.role() == Draw.Role.RESET);
    }

    /** The boards of the next round: one game of every match in play of the current stage, byes of a fresh stage. */
    List<BoardPlan> nextBoards() throws PairingException {
        int stage = currentStage();
        if (stage < 0) {
            int c = champion();
            throw new PairingException(c > 0 ? "淘汰赛已经结束：冠军是 #" + c + " " + name(c) : "淘汰赛已没有待进行的比赛",
                    c > 0 ? "the knockout is over: the winner is #" + c + " " + name(c)
                    : "the knockout has no match left to play");
        }
        List<BoardPlan> boards = new ArrayList<>();
        boolean started = false;
        for (M m : matches) {
            if (m.def.stage() == stage && !m.games.isEmpty()) {
                started = true;
            }
        }
        for (M m : matches) {
            if (m.def.stage() != stage || !m.inPlay()) {
                continue;
            }
            if (m.play.waitingForResult || m.play.next == null) {
                throw new PairingException(m.def.stageName() + " " + m.def.label() + "（#" + m.a + "–#" + m.b
                        + "）还在等待成绩", m.def.stageName() + " " + m.def.label() + " (#" + m.a + "–#" + m.b
                        + ") waits for a result");
            }
            MatchPlay.Next n = m.play.next;
            StringBuilder why = new StringBuilder(m.def.stageName()).append(" ").append(m.def.label()).append("：");
            StringBuilder en = new StringBuilder(Draw.stageNameEn(m.def.stageName())).append(" ").append(m.def.label())
                    .append(": ");
            if (n.phase() == MatchPlay.Phase.REGULAR) {
                why.append(s.matchGames() > 1 ? s.matchName() + " 第" + (n.index() + 1) + "局" : "一局定胜负");
                en.append(s.matchGames() > 1 ? s.matchGames() + "-game match, game " + (n.index() + 1) : "one game decides");
            } else {
                why.append(n.phase().zh).append(n.games() > 1 ? " 第" + (n.index() + 1) + "局" : "");
                en.append(n.phase().en).append(n.games() > 1 ? ", game " + (n.index() + 1) : "");
            }
            why.append("；#").append(n.red()).append("执红：").append(Explanation.zh(n.colourWhy()));
            en.append("; #").append(n.red()).append(" takes red: ").append(Explanation.en(n.colourWhy()));
            String score = m.play.scoreText();
            if (!score.isEmpty()) {
                why.append("；比分 #").append(m.a).append(" ").append(score).append(" #").append(m.b);
                en.append("; score #").append(m.a).append(" ").append(score).append(" #").append(m.b);
            }
            boards.add(BoardPlan.game(n.red(), n.black(), Explanation.of(why.toString(), en.toString())));
        }
        if (!started) {
            for (M m : matches) {
                if (m.def.stage() == stage && org.qicai.core.model.Explanation.zh(m.how).equals("轮空") && m.winner > 0) {
                    boards.add(BoardPlan.bye(m.winner, Explanation.of(m.def.stageName() + " " + m.def.label()
                            + "：轮空，直接进入下一轮", Draw.stageNameEn(m.def.stageName()) + " " + m.def.label()
                            + ": bye, straight into the next round")));
                }
            }
        }
        return boards;
    }

    private String name(int no) {
        Player p = players.get(no);
        return p == null ? "" : p.name();
    }

    // ------------------------------------------------------------------ the view

    List<Bracket.Stage> stages() {
        Map<String, List<Bracket.Match>> by = new LinkedHashMap<>();
        List<M> sorted = new ArrayList<>(matches);
        sorted.sort(java.util.Comparator.comparingInt((M m) -> m.def.stage()).thenComparingInt(m -> m.def.id()));
        for (M m : sorted) {
            String key = m.def.stage() + "|" + m.def.stageName();
            by.computeIfAbsent(key, k -> new ArrayList<>()).add(view(m));
        }
        List<Bracket.Stage> out = new ArrayList<>();
        by.forEach((k, v) -> {
            String zh = k.substring(k.indexOf('|') + 1);
            out.add(new Bracket.Stage(org.qicai.core.model.Explanation.of(zh, Draw.stageNameEn(zh)), v));
        });
        return out;
    }

    private Bracket.Match view(M m) {
        List<String> games = new ArrayList<>();
        for (MatchPlay.Played g : m.games) {
            games.add("R" + g.round() + " #" + g.red() + "–#" + g.black() + " " + (g.result().isDecided()
                    ? g.result().code() : "…"));
        }
        String from = m.ready() ? "" : describe(m.def.a(), m.a) + " / " + describe(m.def.b(), m.b);
        return new Bracket.Match(m.def.label(), Math.max(m.a, 0), Math.max(m.b, 0), from,
                m.play == null ? "" : m.play.scoreText(), Math.max(m.winner, 0),
                m.winner < 0 ? org.qicai.core.model.Explanation.of("双方出局", "both out") : m.how, games);
    }

    private String describe(Draw.Slot slot, int resolved) {
        if (resolved > 0) {
            return "#" + resolved;
        }
        return switch (slot.kind()) {
            case SEED -> org.qicai.core.model.Explanation.of("种子" + slot.ref(), "seed " + slot.ref());
            case PLAYER -> "#" + slot.ref();
            case EMPTY -> org.qicai.core.model.Explanation.of("轮空", "bye");
            case WINNER -> org.qicai.core.model.Explanation.of(matches.get(slot.ref()).def.label() + "胜者",
                    "winner of " + matches.get(slot.ref()).def.label());
            case LOSER -> org.qicai.core.model.Explanation.of(matches.get(slot.ref()).def.label() + "负者",
                    "loser of " + matches.get(slot.ref()).def.label());
        };
    }

    /** Places by how far each player came: the later the elimination, the better; ties share. */
    List<Bracket.Placing> placings() {
        Map<Integer, Integer> key = new HashMap<>();
        for (int p : seeded) {
            key.put(p, 1000);
        }
        for (M m : matches) {
            if (!m.decided()) {
                continue;
            }
            boolean last = switch (m.def.role()) {
                case FINAL, RESET -> true;
                case GRAND_FINAL -> !hasReset() || m.winner == m.a;
                default -> false;
            };
            int loser = m.loser();
            if (m.winner < 0) {
                if (m.a > 0) {
                    key.put(m.a, m.def.stage());
                }
                if (m.b > 0) {
                    key.put(m.b, m.def.stage());
                }
                continue;
            }
            if (loser <= 0 || (m.def.role() == Draw.Role.GRAND_FINAL && !last)) {
                continue; // a grand final the losers' champion won is replayed: its loser is not out yet
            }
            if (m.def.role() == Draw.Role.THIRD) {
                key.put(m.winner, 998);
                key.put(loser, 997);
            } else if (last) {
                key.put(loser, 999);
            } else if (!(s.doubleElimination() && m.def.label().startsWith("W"))) {
                key.put(loser, m.def.stage()); // in double elimination a winners' bracket loss is not the end
            }
        }
        List<Integer> order = new ArrayList<>(key.keySet());
        order.sort(java.util.Comparator.comparingInt((Integer p) -> -key.get(p)).thenComparingInt(p -> p));
        List<Bracket.Placing> out = new ArrayList<>();
        int i = 0;
        while (i < order.size()) {
            int j = i;
            List<Integer> same = new ArrayList<>();
            while (j < order.size() && key.get(order.get(j)).equals(key.get(order.get(i)))) {
                same.add(order.get(j++));
            }
            out.add(new Bracket.Placing(same.size() == 1 ? Integer.toString(i + 1) : (i + 1) + "–" + j, same));
            i = j;
        }
        return out;
    }
}
