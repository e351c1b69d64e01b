package org.qicai.core.service;

import org.qicai.core.standings.StandingsReport;

/**
 * 撤回一轮 — what taking back a round removes, and the standings before and after, shown before the
 * arbiter confirms ({@code round rollback --dry-run}) and returned when done.
 *
 * @param round       the round taken back
 * @param boards      its boards (byes included)
 * @param results     boards whose result had been entered
 * @param records     game records and rulings of the round (kept in the journal, removed from the round)
 * @param teamMatches team matches of the round (0 for an individual event)
 * @param before      standings after the round, as they are now
 * @param after       standings after the round before it, as they will be
 * @param done        false for a preview
 */
public record RoundRollback(int round, int boards, int results, int records, int teamMatches,
                            StandingsReport before, StandingsReport after, boolean done) {
}
