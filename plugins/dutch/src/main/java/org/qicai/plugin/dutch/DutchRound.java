package org.qicai.plugin.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;

/**
 * The state of an event before the round to pair, derived from the snapshot the way bbpPairings
 * reads a TRF: a forfeited game is not a game played (no colour, may be replayed, C.04.3 A.1 and
 * C.1), a bye or absence counts as a downfloat (A.4), a player who already received points
 * without playing as many as a win cannot get the pairing-allocated bye (C.2).
 */
final class DutchRound {
    final int round;
    final int playedRounds;
    /** Planned rounds, {@link Integer#MAX_VALUE} when unknown (then no round is the last). */
    final int expectedRounds;
    final int pointsForWin;
    final int pointsForDraw;
    final int pointsForLoss;
    /** true: the first player by rank with no colour history gets white in round 1 (C.04.3 E.5). */
    final boolean initialWhite;
    /** Every player of the event, by start number. */
    final List<DutchPlayer> all;
    /** The players to pair, by score (descending) then rank. */
    final DutchPlayer[] sorted;

    private DutchRound(int round, int playedRounds, int expectedRounds, int pointsForWin, int pointsForDraw,
                       int pointsForLoss, boolean initialWhite, List<DutchPlayer> all, DutchPlayer[] sorted) {
        this.round = round;
        this.playedRounds = playedRounds;
        this.expectedRounds = expectedRounds;
        this.pointsForWin = pointsForWin;
        this.pointsForDraw = pointsForDraw;
        this.pointsForLoss = pointsForLoss;
        this.initialWhite = initialWhite;
        this.all = all;
        this.sorted = sorted;
    }

    /** The last round: topscorers may then meet despite an absolute colour conflict (C.04.3 C.3). */
    boolean isLastRound() {
        return expectedRounds != Integer.MAX_VALUE && playedRounds >= expectedRounds - 1;
    }

    int topScoreThreshold() {
        return playedRounds * Math.max(pointsForWin, pointsForDraw) / 2;
    }

    static DutchRound of(PairingRequest request) throws PairingException {
        EventSnapshot e = request.event();
        int round = request.round();
        if (round < 1) {
            throw new PairingException("第" + round + "轮无法编排：轮次从1开始", "round " + round + " cannot be paired: rounds start at 1");
        }
        ScoringScheme scheme = ScoringSchemes.byId(e.settings().scoring())
                .orElseThrow(() -> new PairingException("未知的计分方式“" + e.settings().scoring() + "”", "unknown scoring scheme '" + e.settings().scoring() + "'"));
        int scale = 10 % scheme.denominator() == 0 ? 10 / scheme.denominator() : 10;
        int playedRounds = round - 1;
        List<DutchPlayer> all = new ArrayList<>();
        Map<Integer, ByeKind> fixed = request.fixedByes();
        int index = 0;
        java.util.HashMap<Integer, Integer> idOf = new java.util.HashMap<>();
        for (Player p : e.players()) {
            idOf.put(p.no(), index);
            all.add(new DutchPlayer(p.no(), index++));
        }
        boolean[] participated = new boolean[all.size()];
        for (DutchPlayer d : all) {
            d.roundPoints = new int[playedRounds];
            d.played = new boolean[playedRounds];
            d.colour = new int[playedRounds];
            d.opponent = new int[playedRounds];
            Arrays.fill(d.opponent, -1);
        }
        int inferredColourRound = -1;
        for (int r = 1; r <= playedRounds; r++) {
            Round rd = e.round(r).orElse(null);
            boolean[] seen = new boolean[all.size()];
            if (rd != null) {
                for (Pairing x : rd.pairings()) {
                    if (x.isBye()) {
                        Integer id = idOf.get(x.first());
                        if (id == null) {
                            continue;
                        }
                        DutchPlayer d = all.get(id);
                        seen[id] = true;
                        ByeKind kind = x.bye();
                        d.roundPoints[r - 1] = scheme.units(Outcome.BYE, Side.FIRST, kind) * scale;
                        if (kind == ByeKind.PAIRING) {
                            participated[id] = true;
                        }
                        continue;
                    }
                    for (Side side : Side.values()) {
                        int no = side == Side.FIRST ? x.first() : x.second();
                        int oppNo = side == Side.FIRST ? x.second() : x.first();
                        Integer id = idOf.get(no);
                        Integer opp = idOf.get(oppNo);
                        if (id == null || opp == null) {
                            continue;
                        }
                        DutchPlayer d = all.get(id);
                        seen[id] = true;
                        participated[id] = true;
                        d.opponent[r - 1] = opp;
                        Outcome o = x.result().outcome(side);
                        boolean overTheBoard = o == Outcome.WIN || o == Outcome.DRAW || o == Outcome.LOSS
                                || o == Outcome.PENDING;
                        d.played[r - 1] = overTheBoard;
                        if (overTheBoard) {
                            d.colour[r - 1] = side == Side.FIRST ? DutchPlayer.WHITE : DutchPlayer.BLACK;
                            if (inferredColourRound < 0) {
                                inferredColourRound = r;
                            }
                        }
                        d.roundPoints[r - 1] = o == Outcome.PENDING || x.annulled() ? 0
                                : scheme.units(o, side, null) * scale;
                    }
                }
            }
            for (DutchPlayer d : all) {
                if (!seen[d.id]) {
                    // absent from the round: as a zero-point bye
                    d.roundPoints[r - 1] = scheme.zeroBye() * scale;
                }
            }
        }
        int win = scheme.win() * scale;
        int draw = scheme.draw() * scale;
        // validity and effective pairing numbers
        List<DutchPlayer> toPair = new ArrayList<>();
        int rank = 0;
        boolean[] present = new boolean[all.size()];
        for (Player p : e.players()) {
            DutchPlayer d = all.get(idOf.get(p.no()));
            boolean absent = fixed.containsKey(p.no())
                    || (!p.status().isActive() && p.leftAfterRound() < round);
            boolean valid = !absent || participated[d.id];
            if (valid) {
                d.rank = rank++;
            } else {
                d.rank = -1;
            }
            if (!absent) {
                present[d.id] = true;
                toPair.add(d);
            }
        }
        for (DutchPlayer d : all) {
            prepare(d, all, playedRounds, win);
        }
        boolean initialWhite = initialColour(e, request, all, inferredColourRound);
        DutchPlayer[] sorted = toPair.toArray(new DutchPlayer[0]);
        Arrays.sort(sorted, Comparator.comparingInt((DutchPlayer d) -> -d.score).thenComparingInt(d -> d.rank));
        int expected = e.settings().rounds() > 0 ? e.settings().rounds() : Integer.MAX_VALUE;
        return new DutchRound(round, playedRounds, expected, win, draw, scheme.loss() * scale, initialWhite, all,
                sorted);
    }

    private static void prepare(DutchPlayer d, List<DutchPlayer> all, int playedRounds, int win) {
        int score = 0;
        TreeSet<Integer> met = new TreeSet<>();
        List<Integer> colours = new ArrayList<>();
        int white = 0;
        int black = 0;
        int run = 0;
        int last = DutchPlayer.NONE;
        for (int r = 0; r < playedRounds; r++) {
            score += d.roundPoints[r];
            if (d.played[r]) {
                met.add(all.get(d.opponent[r]).no);
                int c = d.colour[r];
                colours.add(c);
                if (c == DutchPlayer.WHITE) {
                    white++;
                } else {
                    black++;
                }
                run = c == last ? run + 1 : 1;
                last = c;
            } else if (d.roundPoints[r] >= win) {
                // C.2: scored as much as a win without playing (bye, forfeit win, full-point bye)
                d.byeEligible = false;
            }
        }
        d.score = score;
        d.playedGames = colours.size();
        d.forbidden = met.stream().mapToInt(Integer::intValue).toArray();
        d.playedColours = colours.stream().mapToInt(Integer::intValue).toArray();
        int lower = white > black ? DutchPlayer.BLACK : DutchPlayer.WHITE;
        d.colourImbalance = Math.abs(white - black);
        d.colourPreference = d.colourImbalance > 1 ? lower
                : run > 1 ? DutchPlayer.invert(last)
                : d.colourImbalance > 0 ? lower
                : run > 0 ? DutchPlayer.invert(last)
                : DutchPlayer.NONE;
        d.repeatedColour = run > 1 ? last : DutchPlayer.NONE;
        d.strongPreference = !d.absolutePreference() && d.colourImbalance > 0;
    }

    /** Computes the floats of the last two rounds (needs every player's scores). */
    void computeFloats() {
        for (DutchPlayer d : all) {
            if (playedRounds >= 1) {
                d.float1 = floatOf(d, 1);
            }
            if (playedRounds >= 2) {
                d.float2 = floatOf(d, 2);
            }
        }
    }

    /** The score before the round {@code roundsBack} rounds ago was played. */
    int scoreBefore(DutchPlayer d, int roundsBack) {
        int s = d.score;
        for (int k = 1; k <= roundsBack; k++) {
            s -= d.roundPoints[playedRounds - k];
        }
        return s;
    }

    private int floatOf(DutchPlayer d, int roundsBack) {
        int r = playedRounds - roundsBack;
        if (!d.played[r]) {
            // A.4 (2025): not playing counts as a downfloat only when it earned more than a loss
            return d.roundPoints[r] > pointsForLoss ? DutchPlayer.FLOAT_DOWN : DutchPlayer.FLOAT_NONE;
        }
        int mine = scoreBefore(d, roundsBack);
        int theirs = scoreBefore(all.get(d.opponent[r]), roundsBack);
        return mine > theirs ? DutchPlayer.FLOAT_DOWN : mine < theirs ? DutchPlayer.FLOAT_UP : DutchPlayer.FLOAT_NONE;
    }

    /**
     * The colour of the first player in round 1: the event's {@code initial-colour} option, else
     * read from the first round with colours as bbpPairings does, else a lot drawn from the seed.
     */
    private static boolean initialColour(EventSnapshot e, PairingRequest request, List<DutchPlayer> all,
                                         int firstColourRound) {
        String option = e.settings().option("initial-colour", "").strip().toLowerCase(java.util.Locale.ROOT);
        if (option.startsWith("w")) {
            return true;
        }
        if (option.startsWith("b")) {
            return false;
        }
        if (firstColourRound > 0) {
            int r = firstColourRound - 1;
            int index = 0;
            for (DutchPlayer d : all) {
                boolean took = false;
                for (int k = 0; k <= r; k++) {
                    if (d.opponent[k] >= 0 || tookPairingBye(e, d, k + 1)) {
                        took = true;
                    }
                }
                if (!took) {
                    continue;
                }
                if (d.played[r]) {
                    boolean white = d.colour[r] == DutchPlayer.WHITE;
                    return white != ((index & 1) == 1);
                }
                index++;
            }
        }
        return (request.seed() & 1) == 0;
    }

    private static boolean tookPairingBye(EventSnapshot e, DutchPlayer d, int round) {
        return e.round(round).flatMap(r -> r.pairingOf(d.no)).map(p -> p.isBye() && p.bye() == ByeKind.PAIRING)
                .orElse(false);
    }
}
