package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;

/**
 * 成绩交叉表 — every player's games up to a round, with the units each earned under the event's
 * scoring scheme. Tiebreaks are computed from this and nothing else.
 */
public final class Crosstable {

    /**
     * One round of one player.
     *
     * @param round    round number
     * @param opponent opponent's start number, 0 for a bye
     * @param side     the side played, null for a bye
     * @param outcome  the outcome for this player
     * @param units    units earned (0 when annulled)
     * @param bye      bye kind for a bye, else null
     * @param annulled 20.3: the result no longer counts
     */
    public record Entry(int round, int opponent, Side side, Outcome outcome, int units, ByeKind bye, boolean annulled) {
        public boolean isBye() {
            return opponent == 0;
        }

        /** Played over the board and counted. */
        public boolean isPlayedGame() {
            return !annulled && outcome.isPlayed();
        }

        /** Counts toward the score (not annulled, decided). */
        public boolean counts() {
            return !annulled && outcome != Outcome.PENDING;
        }
    }

    private final EventSnapshot event;
    private final ScoringScheme scheme;
    private final int upToRound;
    private final Map<Integer, List<Entry>> entries = new LinkedHashMap<>();
    private final Map<Integer, Long> points = new LinkedHashMap<>();
    private final Map<Integer, Integer> fouls = new LinkedHashMap<>();
    private final Map<Integer, Integer> penaltySeverity = new LinkedHashMap<>();

    public Crosstable(EventSnapshot event, ScoringScheme scheme, int upToRound) {
        this.event = event;
        this.scheme = scheme;
        this.upToRound = upToRound;
        for (Player p : event.players()) {
            entries.put(p.no(), new ArrayList<>());
            points.put(p.no(), 0L);
            fouls.put(p.no(), 0);
            penaltySeverity.put(p.no(), 0);
        }
        for (Round r : event.rounds()) {
            if (r.no() > upToRound) {
                break;
            }
            for (Pairing p : r.pairings()) {
                add(p, p.first());
                if (!p.isBye()) {
                    add(p, p.second());
                }
            }
        }
        countPenalties(event.penalties());
    }

    private void add(Pairing p, int player) {
        List<Entry> list = entries.get(player);
        if (list == null) {
            return;
        }
        Outcome o = p.outcomeFor(player);
        Side side = p.isBye() ? null : p.sideOf(player);
        int units = p.annulled() ? 0 : scheme.units(o, side, p.bye());
        list.add(new Entry(p.round(), p.opponentOf(player), side, o, units, p.bye(), p.annulled()));
        points.merge(player, (long) units, Long::sum);
    }

    private void countPenalties(List<Penalty> penalties) {
        Set<Long> reversed = new HashSet<>();
        for (Penalty p : penalties) {
            if (p.kind() == PenaltyKind.CORRECTION && p.reverses() != 0) {
                reversed.add(p.reverses());
            }
        }
        for (Penalty p : penalties) {
            if (reversed.contains(p.id()) || p.kind() == PenaltyKind.CORRECTION || p.round() > upToRound
                    || !fouls.containsKey(p.player())) {
                continue;
            }
            if (p.kind() == PenaltyKind.FOUL) {
                fouls.merge(p.player(), 1, Integer::sum);
            }
            if (p.kind() == PenaltyKind.WARNING || p.kind() == PenaltyKind.DISQUALIFICATION
                    || p.kind() == PenaltyKind.EXPULSION) {
                penaltySeverity.merge(p.player(), p.kind().severity() * 1000 + 1, Integer::sum);
            }
        }
    }

    public EventSnapshot event() {
        return event;
    }

    public ScoringScheme scheme() {
        return scheme;
    }

    public int upToRound() {
        return upToRound;
    }

    public List<Player> players() {
        return event.players();
    }

    public List<Entry> entries(int player) {
        return Collections.unmodifiableList(entries.getOrDefault(player, List.of()));
    }

    /** Total units (points × denominator). */
    public long points(int player) {
        return points.getOrDefault(player, 0L);
    }

    /** Fouls (犯规) logged against the player, corrections taken off. */
    public int fouls(int player) {
        return fouls.getOrDefault(player, 0);
    }

    /** 18.4 weight of warnings, disqualifications and expulsions: severity first, then count; 0 when none. */
    public int penaltyWeight(int player) {
        return penaltySeverity.getOrDefault(player, 0);
    }

    /** The units a player earned in the games against one opponent (direct encounter), counted games only. */
    public long unitsAgainst(int player, int opponent) {
        long sum = 0;
        for (Entry e : entries(player)) {
            if (e.opponent() == opponent && e.counts()) {
                sum += e.units();
            }
        }
        return sum;
    }
}
