package org.qicai.core.spi;

import java.util.List;
import java.util.Optional;
import org.pf4j.ExtensionPoint;
import org.qicai.core.model.EventSnapshot;

/**
 * 编排制度 — a pairing system: a pure function from the event's history to the next round.
 * Implementations must not do I/O, keep state between calls, or read the clock; a lot is drawn
 * from {@link PairingRequest#seed()}.
 */
public interface PairingSystem extends ExtensionPoint, Named {

    /** The number of rounds this system plays for the event as it stands (a round robin: N−1, or N when odd). */
    int plannedRounds(EventSnapshot event);

    /** Pairs round {@code request.round()}. Throws when the rules allow no pairing, naming the rule. */
    RoundPlan pair(PairingRequest request) throws PairingException;

    /**
     * Whether round n+1 can only be paired once every result of round n is in (true for Swiss and
     * knockout; a round robin's table is fixed in advance, so it answers false).
     */
    default boolean needsPreviousResults() {
        return true;
    }

    /** The settings this system reads from the event's options, with their defaults. */
    default List<OptionSpec> options() {
        return List.of();
    }

    /** The tiebreak ids this system ranks by when the event names none (15.1 for round robin, 15.2 for Swiss). */
    default List<String> defaultTiebreaks() {
        return List.of();
    }

    /**
     * Whether every active player must be on a board (or have a bye) in every round. True for Swiss
     * and round robin. A knockout answers false: players knocked out, and players whose match is
     * already decided while others play on, are simply not paired.
     */
    default boolean pairsEveryActivePlayer() {
        return true;
    }

    /**
     * 对阵图 — the event's bracket (knockout) or groups with their tables, as data for the bracket
     * view and printout; empty for systems without one. Pure, like {@link #pair}.
     */
    default Optional<Bracket> bracket(EventSnapshot event) throws PairingException {
        return Optional.empty();
    }
}
