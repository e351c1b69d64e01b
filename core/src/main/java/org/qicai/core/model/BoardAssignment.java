package org.qicai.core.model;

/**
 * One game of a team match as a team format plans it (xq 12): in sub-round {@code subRound}, on
 * board {@code board}, the first team's lineup slot {@code firstSlot} meets the second team's slot
 * {@code secondSlot}; {@code firstTeamRed} says who has red (13.2–13.3: the first-listed team is red
 * on odd boards).
 */
public record BoardAssignment(int subRound, int board, int firstSlot, int secondSlot, boolean firstTeamRed) {
    public BoardAssignment {
        if (subRound < 1 || board < 1 || firstSlot < 1 || secondSlot < 1) {
            throw new IllegalArgumentException("sub-round, board and slots are 1-based");
        }
    }
}
