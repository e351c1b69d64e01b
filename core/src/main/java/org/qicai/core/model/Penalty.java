package org.qicai.core.model;

import java.time.Instant;

/**
 * 判罚 — one entry of the penalty log. Entries are never changed; a correction is a new entry
 * whose {@code reverses} names the entry it cancels.
 *
 * @param id          entry number in the log
 * @param round       round, 0 when not tied to a game
 * @param board       board, 0 when not tied to a game
 * @param player      the penalised player's start number
 * @param clause      the rule clause (e.g. {@code 9.1.5}, {@code 18.2}, {@code go 12})
 * @param kind        what kind of penalty
 * @param note        what happened, in the arbiter's words
 * @param at          when it was logged
 * @param arbiter     who logged it
 * @param consequence the consequence applied by the service (e.g. "game lost 4.1.8"), empty if none
 * @param reverses    id of the entry this one corrects, or 0
 */
public record Penalty(long id, int round, int board, int player, String clause, PenaltyKind kind, String note,
                      Instant at, String arbiter, String consequence, long reverses) {
    public Penalty {
        note = note == null ? "" : note;
        consequence = consequence == null ? "" : consequence;
        arbiter = arbiter == null ? "" : arbiter;
    }
}
