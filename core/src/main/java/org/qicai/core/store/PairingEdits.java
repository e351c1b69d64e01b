package org.qicai.core.store;

import java.util.List;
import org.qicai.core.model.Pairing;

/**
 * The SQL of manual pairing edits (issue 3 item 7), run in the caller's transaction: the boards of an
 * unpublished round replaced as a whole, the round itself (status, notes, time paired) kept.
 */
public final class PairingEdits {
    private final Tx tx;

    public PairingEdits(Tx tx) {
        this.tx = tx;
    }

    /** Replaces every board of {@code round} by {@code pairings} (their round number must be {@code round}). */
    public void replaceBoards(int round, List<Pairing> pairings) {
        for (Pairing p : pairings) {
            if (p.round() != round) {
                throw new IllegalArgumentException("board of round " + p.round() + " given for round " + round);
            }
        }
        tx.update("DELETE FROM pairing WHERE round_no = ?", round);
        for (Pairing p : pairings) {
            tx.insertPairing(p);
        }
    }
}
