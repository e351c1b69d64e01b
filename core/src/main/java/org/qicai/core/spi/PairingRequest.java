package org.qicai.core.spi;

import java.util.Map;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;

/**
 * What a pairing system is given: the event's history as an immutable snapshot, the round to pair,
 * the seed of any lot (so the same input always gives the same pairing), and the byes the arbiter
 * already fixed for this round (requested half-point byes, announced absences): those players are
 * not paired.
 */
public record PairingRequest(EventSnapshot event, int round, long seed, Map<Integer, ByeKind> fixedByes) {
    public PairingRequest {
        fixedByes = fixedByes == null ? Map.of() : Map.copyOf(fixedByes);
    }

    public PairingRequest(EventSnapshot event, int round, long seed) {
        this(event, round, seed, Map.of());
    }
}
