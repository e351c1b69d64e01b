package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.scoring.ScoringScheme;

/**
 * 成绩交叉表 — every player's games up to a round, with the units each earned under the event's
 * scoring scheme (with the event's bye value, 附录二 7). Tiebreaks are computed from this and
 * nothing else.
 *
 * <p>Withdrawals (xq 20.3/20.4, 18.3) are applied here too, so standings are right even for boards a
 * round robin paired after a player left: once a player has left, every board of his is annulled if
 * his results were annulled (20.3, fewer than half played), and otherwise an open game of a later
 * round counts as a forfeit won by the opponent and a bye of a later round scores nothing.
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

    /** What one round contributes to a Buchholz-type sum. */
    public enum ContributionKind {
        /** a game played over the board */
        PLAYED,
        /** a forfeit (21.4 {@code +}/{@code -}) counted against the scheduled opponent */
        FORFEIT,
        /** a bye counted as an opponent with the lowest score in the field, or 0 (附录二 7) */
        BYE,
        /** FIDE C.07 16.4: an unplayed round counted as a game against a dummy */
        DUMMY
    }

    /**
     * One element of a Buchholz or Sonneborn-Berger sum.
     *
     * @param round          round
     * @param opponentScore  the (adjusted) score of the opponent, in scheme units
     * @param outcome        WIN, DRAW or LOSS as seen by the player (forfeits and byes mapped to what they scored)
     * @param kind           where the value comes from
     * @param voluntary      FIDE C.07 16.1.2: a requested bye or a forfeit loss (cut first)
     */
    public record Contribution(int round, long opponentScore, Outcome outcome, ContributionKind kind, boolean voluntary) {
    }

    private final EventSnapshot event;
    private final ScoringScheme scheme;
    private final StandingsOptions options;
    private final int upToRound;
    /** the rounds the event plans to play, 0 when not known */
    private final int plannedRounds;
    /** every board up to {@link #upToRound} is decided (or settled by a withdrawal) */
    private final boolean complete;
    /** start number → slot in the arrays below, −1 when not a player (arrays: fast at 2,000 players × 11 rounds) */
    private final int[] slot;
    private final List<Integer> numbers = new ArrayList<>();
    private final List<List<Entry>> entries = new ArrayList<>();
    private final long[] points;
    private final int[] fouls;
    private final int[] warnings;
    private final int[] disqualifications;
    private final Map<Integer, Player> leavers = new HashMap<>();
    private final Set<Integer> annulledLeavers = new HashSet<>();
    private final Map<Object, Object> memo = new HashMap<>();

    /** The crosstable with the event's own options ({@link StandingsOptions#of}). */
    public Crosstable(EventSnapshot event, ScoringScheme scheme, int upToRound) {
        this(event, scheme, upToRound, StandingsOptions.of(event.settings(), scheme));
    }

    /** The crosstable with these options; the planned rounds are the event's setting (0 there = not known). */
    public Crosstable(EventSnapshot event, ScoringScheme scheme, int upToRound, StandingsOptions options) {
        this(event, scheme, upToRound, options, event.settings().rounds());
    }

    /**
     * The crosstable with these options and the rounds the event plans to play (the setting or, when 0
     * there, what the pairing system plays for the field; 0 = not known): it decides whether the places
     * can still change ({@link #placesFinal()}).
     */
    public Crosstable(EventSnapshot event, ScoringScheme scheme, int upToRound, StandingsOptions options,
                      int plannedRounds) {
        this.event = event;
        this.plannedRounds = Math.max(0, plannedRounds);
        this.options = options;
        this.scheme = options.apply(scheme);
        this.upToRound = upToRound;
        int max = 0;
        for (Player p : event.players()) {
            max = Math.max(max, p.no());
        }
        slot = new int[max + 1];
        java.util.Arrays.fill(slot, -1);
        int n = event.players().size();
        points = new long[n];
        fouls = new int[n];
        warnings = new int[n];
        disqualifications = new int[n];
        for (Player p : event.players()) {
            if (p.no() < 0 || slot[p.no()] >= 0) {
                continue;
            }
            slot[p.no()] = numbers.size();
            numbers.add(p.no());
            entries.add(new ArrayList<>());
            if (!p.status().isActive()) {
                leavers.put(p.no(), p);
            }
        }
        for (Round r : event.rounds()) {
            for (Pairing p : r.pairings()) {
                if (p.annulled()) {
                    if (leavers.containsKey(p.first())) {
                        annulledLeavers.add(p.first());
                    }
                    if (!p.isBye() && leavers.containsKey(p.second())) {
                        annulledLeavers.add(p.second());
                    }
                }
            }
        }
        int roundsSeen = 0;
        for (Round r : event.rounds()) {
            if (r.no() > upToRound) {
                break;
            }
            roundsSeen++;
            for (Pairing p : r.pairings()) {
                add(p);
            }
        }
        countPenalties(event.penalties());
        boolean done = roundsSeen >= upToRound;
        for (List<Entry> es : entries) {
            for (Entry e : es) {
                done &= e.annulled() || e.outcome() != Outcome.PENDING;
            }
        }
        complete = done;
    }

    /** Whether the player had left the event before round {@code round} (20.3/20.4). */
    private boolean leftBefore(int player, int round) {
        Player p = leavers.get(player);
        return p != null && round > p.leftAfterRound();
    }

    private void add(Pairing p) {
        boolean annulled = p.annulled() || annulledLeavers.contains(p.first())
                || (!p.isBye() && annulledLeavers.contains(p.second()));
        if (p.isBye()) {
            ByeKind kind = leftBefore(p.first(), p.round()) ? ByeKind.ZERO_POINT : p.bye();
            int units = annulled ? 0 : scheme.units(Outcome.BYE, null, kind);
            put(p.first(), new Entry(p.round(), 0, null, Outcome.BYE, units, kind, annulled));
            return;
        }
        Result result = p.result();
        if (!result.isDecided() && !annulled) {
            // xq 20.3/20.4: an open game of a player who has left is a forfeit won by the opponent
            boolean firstLeft = leftBefore(p.first(), p.round());
            boolean secondLeft = leftBefore(p.second(), p.round());
            if (firstLeft && secondLeft) {
                result = Result.DOUBLE_FORFEIT;
            } else if (firstLeft) {
                result = Result.SECOND_WIN_FORFEIT;
            } else if (secondLeft) {
                result = Result.FIRST_WIN_FORFEIT;
            }
        }
        for (Side side : Side.values()) {
            int player = side == Side.FIRST ? p.first() : p.second();
            int opponent = side == Side.FIRST ? p.second() : p.first();
            Outcome o = result.outcome(side);
            int units = annulled ? 0 : scheme.units(o, side, null);
            put(player, new Entry(p.round(), opponent, side, o, units, null, annulled));
        }
    }

    private void put(int player, Entry e) {
        int i = slotOf(player);
        if (i < 0) {
            return;
        }
        entries.get(i).add(e);
        if (e.counts()) {
            points[i] += e.units();
        }
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
                    || slotOf(p.player()) < 0) {
                continue;
            }
            int i = slotOf(p.player());
            switch (p.kind()) {
                case FOUL -> fouls[i]++;
                case WARNING -> warnings[i]++;
                case DISQUALIFICATION -> disqualifications[i]++;
                default -> {
                }
            }
        }
    }

    private int slotOf(int player) {
        return player >= 0 && player < slot.length ? slot[player] : -1;
    }

    // ====================================================================== accessors

    public EventSnapshot event() {
        return event;
    }

    /** The scheme in force: the event's scheme with its bye value. */
    public ScoringScheme scheme() {
        return scheme;
    }

    public StandingsOptions options() {
        return options;
    }

    public int upToRound() {
        return upToRound;
    }

    /** The rounds the event plans to play, 0 when not known. */
    public int plannedRounds() {
        return plannedRounds;
    }

    /**
     * Every result up to {@link #upToRound()} is in: each board is decided, a bye, annulled (20.3) or
     * settled by a withdrawal (20.4). While not, standings after that round are provisional (暂列).
     */
    public boolean complete() {
        return complete;
    }

    /**
     * The places cannot change any more: these are the standings after the event's last planned round
     * and every result up to it is in (no result remains for anyone). Only then is a shared place
     * marked for a play-off or lot (15.6). False while the planned rounds are not known.
     */
    public boolean placesFinal() {
        return plannedRounds > 0 && upToRound >= plannedRounds && complete;
    }

    public List<Player> players() {
        return event.players();
    }

    public List<Entry> entries(int player) {
        int i = slotOf(player);
        return i < 0 ? List.of() : Collections.unmodifiableList(entries.get(i));
    }

    /** The player's entry of one round, if he was on a board. */
    public java.util.Optional<Entry> entry(int player, int round) {
        for (Entry e : entries(player)) {
            if (e.round() == round) {
                return java.util.Optional.of(e);
            }
        }
        return java.util.Optional.empty();
    }

    /** Total units (points × denominator). */
    public long points(int player) {
        int i = slotOf(player);
        return i < 0 ? 0 : points[i];
    }

    /** Units after round {@code round} (≤ {@link #upToRound()}). */
    public long pointsAfter(int player, int round) {
        long sum = 0;
        for (Entry e : entries(player)) {
            if (e.round() <= round && e.counts()) {
                sum += e.units();
            }
        }
        return sum;
    }

    /** Fouls (犯规) logged against the player, corrections taken off. */
    public int fouls(int player) {
        int i = slotOf(player);
        return i < 0 ? 0 : fouls[i];
    }

    /** 18.1 warnings (警告) logged against the player, corrections taken off. */
    public int warnings(int player) {
        int i = slotOf(player);
        return i < 0 ? 0 : warnings[i];
    }

    /** 18.2 disqualifications from a game (取消当场比赛资格), corrections taken off. */
    public int disqualifications(int player) {
        int i = slotOf(player);
        return i < 0 ? 0 : disqualifications[i];
    }

    /**
     * 18.4 weight: 0 when the player has no 18.1/18.2 penalty; otherwise higher is worse, severity
     * first (any disqualification weighs more than any number of warnings), then count.
     */
    public long penaltyWeight(int player) {
        return disqualifications(player) * 1_000_000L + warnings(player);
    }

    /** Whether the player had left (withdrawn or expelled) by the end of {@link #upToRound()}. */
    public boolean hasLeft(int player) {
        Player p = leavers.get(player);
        return p != null && p.leftAfterRound() < upToRound;
    }

    /** 20.3: the player's results were annulled (注销). */
    public boolean resultsAnnulled(int player) {
        return annulledLeavers.contains(player);
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

    /** Whether the two met in a counted game. */
    public boolean met(int player, int opponent) {
        for (Entry e : entries(player)) {
            if (e.opponent() == opponent && e.counts()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A value computed once per crosstable and shared by every tiebreak and group (the lowest score in
     * the field, everybody's Buchholz contributions …). Keys must identify what is computed.
     */
    @SuppressWarnings("unchecked")
    public synchronized <T> T memo(Object key, Supplier<T> compute) {
        Object v = memo.get(key);
        if (v == null) {
            v = compute.get();
            memo.put(key, v);
        }
        return (T) v;
    }

    // ====================================================================== derived values

    /**
     * 局分 — game points, win 1, draw ½, loss 0 whatever the scheme (xq 14.1; the xq2020 list ranks by
     * them after the 3/1/0 points), in half points: {@code +} is a win (21.4), a bye scores as the
     * scheme's bye does (a win, a draw or nothing).
     */
    public long gamePoints(int player) {
        Map<Integer, Long> all = memo("gamePoints", () -> {
            Map<Integer, Long> m = new HashMap<>();
            for (int no : numbers) {
                long sum = 0;
                for (Entry e : entries(no)) {
                    if (!e.counts()) {
                        continue;
                    }
                    sum += switch (e.outcome()) {
                        case WIN, FORFEIT_WIN -> 2;
                        case DRAW -> 1;
                        case BYE -> e.units() >= scheme.win() ? 2 : e.units() > 0 ? 1 : 0;
                        default -> 0;
                    };
                }
                m.put(no, sum);
            }
            return m;
        });
        return all.getOrDefault(player, 0L);
    }

    /**
     * 附录二 7: the lowest score among the players still in the event (withdrawn players are not in the
     * field [ours]); 0 with the option {@code bye-opponent=zero}.
     */
    public long byeOpponentScore() {
        if (options.byeOpponent() == StandingsOptions.ByeOpponent.ZERO) {
            return 0;
        }
        return memo("lowest", () -> {
            long lowest = Long.MAX_VALUE;
            for (Player p : event.players()) {
                if (!hasLeft(p.no())) {
                    lowest = Math.min(lowest, points(p.no()));
                }
            }
            return lowest == Long.MAX_VALUE ? 0L : lowest;
        });
    }

    /** The player's elements of Buchholz and Sonneborn-Berger, per the option {@link StandingsOptions#unplayed()}. */
    public List<Contribution> contributions(int player) {
        Map<Integer, List<Contribution>> all = memo("contributions", () -> {
            Map<Integer, List<Contribution>> m = new HashMap<>();
            for (int no : numbers) {
                m.put(no, options.unplayed() == StandingsOptions.Unplayed.FIDE_C07 ? fideContributions(no)
                        : asScored(no));
            }
            return m;
        });
        return all.getOrDefault(player, List.of());
    }

    private List<Contribution> asScored(int player) {
        List<Contribution> out = new ArrayList<>();
        for (Entry e : entries(player)) {
            if (!e.counts()) {
                continue;
            }
            if (e.isBye()) {
                out.add(new Contribution(e.round(), byeOpponentScore(), byOutcomeUnits(e.units()), ContributionKind.BYE,
                        e.bye() == ByeKind.HALF_POINT || e.bye() == ByeKind.ZERO_POINT));
            } else {
                boolean played = e.outcome().isPlayed();
                out.add(new Contribution(e.round(), points(e.opponent()), gameOutcome(e.outcome()),
                        played ? ContributionKind.PLAYED : ContributionKind.FORFEIT,
                        e.outcome() == Outcome.FORFEIT_LOSS));
            }
        }
        return out;
    }

    private static Outcome gameOutcome(Outcome o) {
        return switch (o) {
            case FORFEIT_WIN -> Outcome.WIN;
            case FORFEIT_LOSS -> Outcome.LOSS;
            default -> o;
        };
    }

    private Outcome byOutcomeUnits(int units) {
        if (units >= scheme.win()) {
            return Outcome.WIN;
        }
        return units > 0 ? Outcome.DRAW : Outcome.LOSS;
    }

    // ---------------------------------------------------------------- FIDE C.07 Article 16

    /** A round of the player that is unplayed and voluntary (16.1.2): a requested bye, no board, or a forfeit loss. */
    private boolean isVoluntaryUnplayed(int player, int round) {
        Entry e = entry(player, round).orElse(null);
        if (e == null) {
            return true; // not on any board: a zero-point bye (16.1.1, also every round after withdrawal)
        }
        if (e.annulled()) {
            return false;
        }
        if (e.isBye()) {
            return e.bye() == ByeKind.HALF_POINT || e.bye() == ByeKind.ZERO_POINT;
        }
        return e.outcome() == Outcome.FORFEIT_LOSS;
    }

    /**
     * 16.3: the player's score as his opponents' tiebreaks see it — requested byes (or absent rounds)
     * followed only by voluntary unplayed rounds, or in the last round, count as draws (16.2.5).
     */
    public long adjustedScore(int player) {
        Map<Integer, Long> all = memo("adjusted", () -> {
            Map<Integer, Long> m = new HashMap<>();
            for (int no : numbers) {
                long score = points(no);
                boolean onlyVoluntaryAfter = true;
                for (int r = upToRound; r >= 1; r--) {
                    Entry e = entry(no, r).orElse(null);
                    boolean requestedBye = e == null
                            || (e.isBye() && !e.annulled() && (e.bye() == ByeKind.HALF_POINT || e.bye() == ByeKind.ZERO_POINT));
                    if (requestedBye && onlyVoluntaryAfter) {
                        score += scheme.draw() - (e == null ? 0 : e.units());
                    }
                    onlyVoluntaryAfter &= isVoluntaryUnplayed(no, r);
                }
                m.put(no, score);
            }
            return m;
        });
        return all.getOrDefault(player, 0L);
    }

    private List<Contribution> fideContributions(int player) {
        List<Contribution> out = new ArrayList<>();
        long own = points(player);
        long cap = (long) scheme.draw() * upToRound;
        for (int r = 1; r <= upToRound; r++) {
            Entry e = entry(player, r).orElse(null);
            if (e != null && e.annulled()) {
                continue;
            }
            if (e != null && e.outcome() == Outcome.PENDING) {
                continue;
            }
            if (e != null && e.outcome().isPlayed()) {
                out.add(new Contribution(r, adjustedScore(e.opponent()), e.outcome(), ContributionKind.PLAYED, false));
                continue;
            }
            // 16.4: an unplayed round is a game against a dummy with the player's own score, capped
            long dummy;
            Outcome o;
            if (e != null && !e.isBye()) {
                dummy = Math.min(own, adjustedScore(e.opponent()));
                o = gameOutcome(e.outcome());
            } else {
                dummy = Math.min(own, cap);
                o = e == null ? Outcome.LOSS : byOutcomeUnits(e.units());
            }
            out.add(new Contribution(r, dummy, o, ContributionKind.DUMMY, isVoluntaryUnplayed(player, r)));
        }
        return out;
    }
}
