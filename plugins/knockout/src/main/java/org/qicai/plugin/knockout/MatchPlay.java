package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;

/**
 * One match (场) between players a and b: its games in order, who has won it, and what the next
 * game is. The regular games (1, 2 or 3: 三局两胜) are followed, while tied, by the tie-break
 * chain: rapid games (10′+10″), blitz games (5′+3″), then one Armageddon game (red 6′, black 4′+3″,
 * a draw counts as a black win) — or an extra game then a lot, or a lot at once (000 赛制与计分).
 * A phase is decided as soon as the leader cannot be caught.
 *
 * <p>Colours: the first game of every phase by lot (猜先, 13.4; with the lot draw of 000 分组抽签规则
 * the red card decides the first game); the second regular game swapped (13.5); a third by lot
 * again, tie-break games alternating [ours].
 */
final class MatchPlay {
    enum Phase {
        REGULAR("正式比赛", "regular games"), RAPID("加赛快棋 10′+10″", "rapid play-off 10′+10″"),
        BLITZ("加赛超快棋 5′+3″", "blitz play-off 5′+3″"),
        ARMAGEDDON("超快棋决胜局（红6′ 黑4′+3″，和棋黑胜）", "Armageddon (red 6′, black 4′+3″, a draw wins for black)"),
        EXTRA("加赛一局", "one play-off game"), LOT("抽签", "lot");

        final String zh;
        final String en;

        Phase(String zh, String en) {
            this.zh = zh;
            this.en = en;
        }
    }

    /** A game as played: round, red, black, result (red's view). */
    record Played(int round, int red, int black, Result result) {
        int pointsFor(int player) {
            Outcome o = result.outcome(red == player ? Side.FIRST : Side.SECOND);
            return switch (o) {
                case WIN, FORFEIT_WIN -> 2;
                case DRAW -> 1;
                default -> 0;
            };
        }
    }

    /** The next game to pair. */
    record Next(Phase phase, int index, int games, int red, int black, String colourWhy) {
    }

    final int a;
    final int b;
    final List<Played> games;
    /** 0 undecided, −1 nobody goes through (double forfeit), else the winner. */
    int winner;
    String how = "";
    /** Points of a and b in half points, per phase played. */
    final List<int[]> phaseScores = new ArrayList<>();
    Next next;
    boolean waitingForResult;

    private MatchPlay(int a, int b, List<Played> games) {
        this.a = a;
        this.b = b;
        this.games = List.copyOf(games);
    }

    /**
     * @param aRedFirst colour of a in the first regular game when fixed (the red card of a lot draw);
     *                  null: by lot
     */
    static MatchPlay evaluate(int a, int b, List<Played> games, KnockoutSettings s, long seed, String key,
                              Boolean aRedFirst) {
        MatchPlay m = new MatchPlay(a, b, games);
        m.run(s, seed, key, aRedFirst);
        return m;
    }

    private void run(KnockoutSettings s, long seed, String key, Boolean aRedFirst) {
        List<Phase> phases = new ArrayList<>(List.of(Phase.REGULAR));
        List<Integer> counts = new ArrayList<>(List.of(s.matchGames()));
        switch (s.tiebreak()) {
            case CHAIN -> {
                phases.addAll(List.of(Phase.RAPID, Phase.BLITZ, Phase.ARMAGEDDON));
                counts.addAll(List.of(s.rapidGames(), s.blitzGames(), 1));
            }
            case EXTRA_GAME -> {
                phases.addAll(List.of(Phase.EXTRA, Phase.LOT));
                counts.addAll(List.of(1, 0));
            }
            case LOT -> {
                phases.add(Phase.LOT);
                counts.add(0);
            }
        }
        int gi = 0;
        for (int p = 0; p < phases.size(); p++) {
            Phase phase = phases.get(p);
            int count = counts.get(p);
            if (phase == Phase.LOT) {
                winner = Lots.coin(seed, key + "/lot") ? a : b;
                how = org.qicai.core.model.Explanation.of("抽签", "by lot");
                return;
            }
            int sa = 0;
            int sb = 0;
            int[] score = {0, 0};
            phaseScores.add(score);
            Played prev = null;
            Played first = null;
            for (int played = 0; played < count; played++) {
                if (gi >= games.size()) {
                    next = nextGame(phase, played, count, prev, first, seed, key, aRedFirst);
                    return;
                }
                Played g = games.get(gi++);
                if (g.result() == Result.PENDING) {
                    waitingForResult = true;
                    return;
                }
                if (g.result() == Result.DOUBLE_FORFEIT) {
                    winner = -1;
                    how = org.qicai.core.model.Explanation.of("双方弃权，均出局", "both forfeited: both are out");
                    return;
                }
                if (phase == Phase.ARMAGEDDON) {
                    boolean redWins = g.result() == Result.FIRST_WIN || g.result() == Result.FIRST_WIN_FORFEIT;
                    winner = redWins ? g.red() : g.black();
                    how = g.result() == Result.DRAW ? org.qicai.core.model.Explanation.of("超快棋决胜局和棋，黑方胜", "Armageddon drawn: black wins")
                            : org.qicai.core.model.Explanation.of("超快棋决胜局", "Armageddon");
                    score[winner == a ? 0 : 1] += 2;
                    return;
                }
                sa += g.pointsFor(a);
                sb += g.pointsFor(b);
                score[0] = sa;
                score[1] = sb;
                if (first == null) {
                    first = g;
                }
                prev = g;
                int remaining = count - played - 1;
                if (sa > sb + 2 * remaining) {
                    winner = a;
                    how = phase == Phase.REGULAR ? "" : org.qicai.core.model.Explanation.of(phase.zh, phase.en);
                    return;
                }
                if (sb > sa + 2 * remaining) {
                    winner = b;
                    how = phase == Phase.REGULAR ? "" : org.qicai.core.model.Explanation.of(phase.zh, phase.en);
                    return;
                }
            }
        }
    }

    private Next nextGame(Phase phase, int index, int count, Played prev, Played first, long seed, String key,
                          Boolean aRedFirst) {
        boolean aRed;
        String why;
        if (index == 0) {
            if (phase == Phase.REGULAR && aRedFirst != null) {
                aRed = aRedFirst;
                why = Explanation.of("抽到红色扑克牌（000 分组抽签规则）", "drew a red card (000 lot-draw rules)");
            } else {
                aRed = Lots.coin(seed, key + "/" + phase + "/colour");
                why = Explanation.of("猜先（13.4）", "colours by lot (13.4)");
            }
        } else if (phase == Phase.REGULAR && index == 1) {
            aRed = first.red() != a;
            why = Explanation.of("第二局互换先后（13.5）", "second game, colours swapped (13.5)");
        } else if (phase == Phase.REGULAR) {
            aRed = Lots.coin(seed, key + "/" + phase + "/" + index);
            why = Explanation.of("第" + (index + 1) + "局重新猜先", "game " + (index + 1) + ", colours by lot again");
        } else {
            aRed = prev.red() != a;
            why = Explanation.of("与上一局交替", "alternating with the game before");
        }
        return new Next(phase, index, count, aRed ? a : b, aRed ? b : a, why);
    }

    boolean decided() {
        return winner != 0;
    }

    int loser() {
        if (winner <= 0) {
            return winner;
        }
        return winner == a ? b : a;
    }

    /** "1½:½" for the regular games, then the tie-break phases in brackets. */
    String scoreText() {
        if (phaseScores.isEmpty() || games.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder(half(phaseScores.get(0)[0]) + ":" + half(phaseScores.get(0)[1]));
        for (int i = 1; i < phaseScores.size(); i++) {
            sb.append(" (").append(half(phaseScores.get(i)[0])).append(":").append(half(phaseScores.get(i)[1])).append(")");
        }
        return sb.toString();
    }

    static String half(int halves) {
        int whole = halves / 2;
        return halves % 2 == 0 ? Integer.toString(whole) : (whole == 0 ? "½" : whole + "½");
    }
}
