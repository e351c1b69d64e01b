package org.qicai.core.model;

import java.time.Instant;

/**
 * The team side of one round: the lineup deadline (xq 12.3: lineups are fixed before the match)
 * and whether the lineups are locked — once locked, the boards are drawn up and results can be
 * entered.
 *
 * @param round          round number
 * @param lineupDeadline when lineups close, or null when the arbiter closes them by hand
 * @param locked         lineups locked (锁定出场名单) and the boards made
 * @param lockedAt       when they were locked, null while open
 */
public record TeamRound(int round, Instant lineupDeadline, boolean locked, Instant lockedAt) {

    /** Whether lineups are closed at {@code now}: locked, or the deadline passed. */
    public boolean closedAt(Instant now) {
        return locked || (lineupDeadline != null && !now.isBefore(lineupDeadline));
    }
}
