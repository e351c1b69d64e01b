package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.standings.StandingsOptions;

/**
 * What the pairing needs to know of every player before round {@code round}: score, placing,
 * opponents met, colour history, byes, floats, forfeits. Players are indexed by placing: index 0
 * is the highest score, then the order of {@link CnSwissSettings.Order}.
 */
final class Field {
    final ScoringScheme scheme;
    final int round;
    /** All players of the event in placing order (active or not). */
    final Player[] players;
    final long[] score;
    /** Opponents met (indices), any result — also forfeits unless the setting allows a rematch then. */
    final int[][] met;
    /** Colours of the games actually played, oldest first. */
    final Side[][] colours;
    final int[] colourDiff;
    final int[] unit;
    final int[] pairingByes;
    final boolean[] floatedDownLastRound;
    final int[] forfeitStreak;
    private final Map<Integer, Integer> indexOfNo = new HashMap<>();

    Field(EventSnapshot event, int round, CnSwissSettings settings) {
        this.round = round;
        ScoringScheme base = ScoringSchemes.byId(event.settings().scoring()).orElse(ScoringSchemes.XQ_14_1);
        // 附录二 7: what the bye scores is the event's standings option, so pairing and standings agree
        this.scheme = StandingsOptions.of(event.settings(), base).apply(base);
        List<Player> all = event.players();
        int n = all.size();
        Map<Integer, Integer> byNo = new HashMap<>();
        for (int i = 0; i < n; i++) {
            byNo.put(all.get(i).no(), i);
        }
        List<Round> before = event.rounds().stream().filter(r -> r.no() < round).toList();
        // scores before this round, and before the previous round (for last round's floats)
        long[] sc = new long[n];
        long[] scPrev = new long[n];
        int lastNo = before.isEmpty() ? 0 : before.get(before.size() - 1).no();
        for (Round r : before) {
            for (Pairing p : r.pairings()) {
                add(sc, scPrev, byNo, p, p.first(), r.no() < lastNo);
                if (!p.isBye()) {
                    add(sc, scPrev, byNo, p, p.second(), r.no() < lastNo);
                }
            }
        }
        Comparator<Integer> placing = Comparator.comparingLong((Integer i) -> -sc[i]);
        if (settings.order() == CnSwissSettings.Order.RATING) {
            placing = placing.thenComparingInt(i -> -all.get(i).ratingOrZero());
        }
        placing = placing.thenComparingInt(i -> all.get(i).no());
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, placing);
        players = new Player[n];
        score = new long[n];
        int[] rank = new int[n]; // event-list index -> placing index
        for (int k = 0; k < n; k++) {
            players[k] = all.get(order[k]);
            score[k] = sc[order[k]];
            rank[order[k]] = k;
            indexOfNo.put(players[k].no(), k);
        }
        met = new int[n][];
        colours = new Side[n][];
        colourDiff = new int[n];
        unit = new int[n];
        pairingByes = new int[n];
        floatedDownLastRound = new boolean[n];
        forfeitStreak = new int[n];
        Map<String, Integer> units = new HashMap<>();
        List<List<Integer>> metLists = new ArrayList<>();
        List<List<Side>> colourLists = new ArrayList<>();
        for (int k = 0; k < n; k++) {
            metLists.add(new ArrayList<>());
            colourLists.add(new ArrayList<>());
            String u = players[k].unit().strip();
            unit[k] = u.isEmpty() ? -1 - k : units.computeIfAbsent(u, x -> units.size());
        }
        for (Round r : before) {
            for (Pairing p : r.pairings()) {
                int a = rank[byNo.get(p.first())];
                if (p.isBye()) {
                    if (p.bye() == ByeKind.PAIRING) {
                        pairingByes[a]++;
                        if (r.no() == lastNo) {
                            floatedDownLastRound[a] = true; // a bye counts as a float down [ours]
                        }
                    }
                    forfeitStreak[a] = streak(forfeitStreak[a], Outcome.BYE, p.bye(), settings, players[a].no(), r.no());
                    continue;
                }
                Integer bi = byNo.get(p.second());
                if (bi == null) {
                    continue;
                }
                int b = rank[bi];
                boolean played = p.result().isPlayed() || p.result() == Result.PENDING;
                if (played || settings.forfeitCountsAsMet()) {
                    metLists.get(a).add(b);
                    metLists.get(b).add(a);
                }
                if (played) {
                    colourLists.get(a).add(Side.FIRST);
                    colourLists.get(b).add(Side.SECOND);
                }
                if (r.no() == lastNo) {
                    int ia = byNo.get(p.first());
                    int ib = bi;
                    if (scPrev[ia] > scPrev[ib]) {
                        floatedDownLastRound[a] = true;
                    } else if (scPrev[ib] > scPrev[ia]) {
                        floatedDownLastRound[b] = true;
                    }
                }
                forfeitStreak[a] = streak(forfeitStreak[a], p.outcomeFor(p.first()), null, settings, players[a].no(),
                        r.no());
                forfeitStreak[b] = streak(forfeitStreak[b], p.outcomeFor(p.second()), null, settings,
                        players[b].no(), r.no());
            }
        }
        for (int k = 0; k < n; k++) {
            met[k] = metLists.get(k).stream().mapToInt(Integer::intValue).sorted().distinct().toArray();
            colours[k] = colourLists.get(k).toArray(new Side[0]);
            int d = 0;
            for (Side s : colours[k]) {
                d += s == Side.FIRST ? 1 : -1;
            }
            colourDiff[k] = d;
        }
    }

    private void add(long[] sc, long[] scPrev, Map<Integer, Integer> byNo, Pairing p, int no, boolean beforeLast) {
        Integer i = byNo.get(no);
        if (i == null) {
            return;
        }
        Side side = p.isBye() ? null : p.sideOf(no);
        int units = p.annulled() ? 0 : scheme.units(p.outcomeFor(no), side, p.bye());
        sc[i] += units;
        if (beforeLast) {
            scPrev[i] += units;
        }
    }

    /**
     * 附录二 8: consecutive forfeit losses. A zero-point bye (an absence, or not being paired after
     * forfeits) neither adds nor breaks the run; anything else breaks it. A reinstatement restarts
     * the count from its round.
     */
    private static int streak(int current, Outcome o, ByeKind bye, CnSwissSettings s, int no, int roundNo) {
        Integer from = s.reinstated().get(no);
        if (from != null && roundNo < from) {
            return 0;
        }
        if (o == Outcome.FORFEIT_LOSS) {
            return current + 1;
        }
        if (o == Outcome.BYE && bye == ByeKind.ZERO_POINT) {
            return current;
        }
        return 0;
    }

    int size() {
        return players.length;
    }

    int indexOf(int startNo) {
        Integer i = indexOfNo.get(startNo);
        return i == null ? -1 : i;
    }

    int no(int i) {
        return players[i].no();
    }

    boolean hasMet(int a, int b) {
        int[] m = met[a].length <= met[b].length ? met[a] : met[b];
        int other = m == met[a] ? b : a;
        return Arrays.binarySearch(m, other) >= 0;
    }

    boolean sameUnit(int a, int b) {
        return unit[a] == unit[b];
    }

    /** The colour of the last {@code k} played games when they are all the same, else null. */
    Side run(int i, int k) {
        Side[] c = colours[i];
        if (k <= 0 || c.length < k) {
            return null;
        }
        Side s = c[c.length - 1];
        for (int j = c.length - k; j < c.length; j++) {
            if (c[j] != s) {
                return null;
            }
        }
        return s;
    }

    String name(int i) {
        return "#" + players[i].no() + " " + players[i].name();
    }

    String points(int i) {
        return scheme.format(score[i]);
    }
}
