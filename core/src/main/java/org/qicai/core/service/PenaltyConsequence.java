package org.qicai.core.service;

import java.util.List;
import java.util.Optional;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.PenaltyRule;

/**
 * 判罚后果 — what one penalty entails by the rules, decided from the rules alone: the rule cited, the
 * penalised player's earlier live entries in the same game and the discipline's limits in, a
 * {@link Decision} out. No store, no clock, no text: {@link PenaltyService} applies the decision (sets the
 * result, takes the time, withdraws the player) and words it.
 * <ul>
 * <li>the count-th live entry of a kind for one player in one game loses it, once: xq 4.1.8 three fouls,
 * go 12.2 two warnings (the discipline's {@link PenaltyRule.Limit}s; a later one of the kind loses nothing
 * more);</li>
 * <li>a rule whose effect is {@link PenaltyRule.Effect#GAME_LOST} loses the game at once: xq 18.2
 * disqualification from the game, 4.1.10, go 8.1 …;</li>
 * <li>expulsion (xq 18.3) loses the game it was given in, then the player leaves as a withdrawal;</li>
 * <li>clock seconds the rule fixes (xq 23.3: a false move-limit claim, 5 minutes) or the arbiter gives
 * (xq2020 罚停时钟) are taken from the player's clock;</li>
 * <li>go 10, 11.1: the move is void and the turn lost, the result untouched.</li>
 * </ul>
 * A rule's own clause for its effect wins over the limit's: an entry that both reaches a limit and loses
 * the game by itself is lost under its own clause.
 */
public final class PenaltyConsequence {
    private PenaltyConsequence() {
    }

    /** The heaviest thing a penalty does, lightest first. */
    public enum Verdict {
        /** recorded and counted only */
        RECORDED,
        /** time taken from the player's clock (23.3, xq2020 罚停时钟) */
        CLOCK,
        /** the move is void and the turn lost (go 10, go 11.1) */
        MOVE_VOID,
        /** the game is lost (4.1.8 and go 12.2 limits, 18.2, 4.1.10, go 8.x) */
        GAME_LOST,
        /** the game is lost and the player expelled, treated as withdrawal (18.3 → 20.3/20.4) */
        EXPELLED
    }

    /** Where the entry's count stands against the limit for its kind. */
    public enum Count {
        /** no limit counts this kind */
        UNLIMITED,
        /** fewer than the limit */
        BELOW,
        /** exactly the limit: this entry loses the game */
        REACHED,
        /** past the limit: the game was already lost at the limit */
        BEYOND
    }

    /**
     * What one new entry entails.
     *
     * @param verdict        the heaviest consequence
     * @param count          live entries of the rule's kind for the player in the game, this one included
     * @param limit          the limit that counts this kind, if any
     * @param standing       the count against that limit
     * @param clockMillis    milliseconds taken from the player's clock, 0 for none
     * @param clockClause    the clause that takes them (empty when none)
     * @param lossClause     the clause under which the game is lost, if it is
     * @param moveVoidClause the clause that voids the move (empty unless {@link Verdict#MOVE_VOID} applies)
     */
    public record Decision(Verdict verdict, int count, Optional<PenaltyRule.Limit> limit, Count standing,
                           long clockMillis, String clockClause, Optional<String> lossClause, boolean moveVoid,
                           String moveVoidClause) {

        /** Whether the game is lost by the penalised player. */
        public boolean losesGame() {
            return lossClause.isPresent();
        }

        /** Whether the player is expelled (18.3), after the game is lost. */
        public boolean expels() {
            return verdict == Verdict.EXPELLED;
        }
    }

    /**
     * The consequence of logging {@code rule} against a player.
     *
     * @param rule           the catalogue rule cited
     * @param earlier        the kinds of the player's live entries earlier in the same game (corrections and
     *                       reversed entries left out by the caller)
     * @param limits         the discipline's limits ({@code Discipline.penaltyLimits()})
     * @param arbiterSeconds the seconds the arbiter gives for a rule that asks for them ({@link PenaltyRule#asksSeconds()});
     *                       ignored otherwise
     */
    public static Decision of(PenaltyRule rule, List<PenaltyKind> earlier, List<PenaltyRule.Limit> limits,
                              long arbiterSeconds) {
        Optional<PenaltyRule.Limit> limit = limits.stream().filter(l -> l.kind() == rule.kind()).findFirst();
        int count = (int) earlier.stream().filter(k -> k == rule.kind()).count() + 1;
        Count standing = limit.map(l -> count == l.count() ? Count.REACHED : count > l.count() ? Count.BEYOND : Count.BELOW)
                .orElse(Count.UNLIMITED);
        String own = rule.effectClause().isEmpty() ? rule.clause() : rule.effectClause();

        long clockMillis = (rule.asksSeconds() ? arbiterSeconds : rule.clockSeconds()) * 1000;
        String clockClause = clockMillis > 0 ? own : "";

        Optional<String> loss = Optional.empty();
        if (rule.effect() == PenaltyRule.Effect.GAME_LOST || rule.effect() == PenaltyRule.Effect.WITHDRAWAL) {
            loss = Optional.of(own); // 18.2, 4.1.10, go 8.x; 18.3 loses the game it was given in
        } else if (standing == Count.REACHED) {
            loss = Optional.of(limit.get().clause()); // 4.1.8, go 12.2: the count-th entry, once
        }
        boolean moveVoid = rule.effect() == PenaltyRule.Effect.MOVE_VOID;

        Verdict verdict = rule.effect() == PenaltyRule.Effect.WITHDRAWAL ? Verdict.EXPELLED
                : loss.isPresent() ? Verdict.GAME_LOST
                : moveVoid ? Verdict.MOVE_VOID
                : clockMillis > 0 ? Verdict.CLOCK
                : Verdict.RECORDED;
        return new Decision(verdict, count, limit, standing, clockMillis, clockClause, loss, moveVoid,
                moveVoid ? rule.effectClause() : "");
    }

    /**
     * The result a game lost by penalty takes.
     *
     * @param result    the result to set
     * @param alreadySo whether the board's result already says so (nothing to set)
     */
    public record Loss(Result result, boolean alreadySo) {
    }

    /**
     * The game is lost by {@code side}: the opponent wins; when the opponent has already lost this game by
     * a penalty that still stands, both lose (-/-, both disqualified under 18.2). Nothing to set when the
     * current result already says so.
     */
    public static Loss lose(Side side, Result current, boolean opponentLostByPenalty) {
        Result target = opponentLostByPenalty ? Result.DOUBLE_FORFEIT
                : side == Side.FIRST ? Result.SECOND_WIN : Result.FIRST_WIN;
        Outcome mine = current.outcome(side);
        boolean already = opponentLostByPenalty ? current == Result.DOUBLE_FORFEIT
                : mine == Outcome.LOSS || mine == Outcome.FORFEIT_LOSS;
        return new Loss(target, already);
    }

    /** What a correction does to a limit's loss, counted again without the reversed entry. */
    public enum Recount {
        /** nothing changes */
        UNCHANGED,
        /** the count fell below the limit: the loss it caused is undone */
        RESTORE,
        /** the count is still at or past the limit but no loss under it stands: the game is lost again */
        LOSE
    }

    /**
     * After a correction: {@code liveCount} entries of the limit's kind remain for the player in the game, and
     * a loss under the limit's clause {@code lossStands} or not (4.1.8: with four fouls, correcting the third
     * keeps the game lost).
     */
    public static Recount recount(PenaltyRule.Limit limit, int liveCount, boolean lossStands) {
        if (liveCount < limit.count() && lossStands) {
            return Recount.RESTORE;
        }
        if (liveCount >= limit.count() && !lossStands) {
            return Recount.LOSE;
        }
        return Recount.UNCHANGED;
    }
}
