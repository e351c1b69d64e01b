package org.qicai.core.spi;

import java.util.List;
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
}
