package org.qicai.core.model;

/**
 * 台 — one board of one team match once the lineups are fixed: which player of each team sits
 * there, who has red, and the board of the round's pairings ({@link Pairing}) that holds the game.
 *
 * @param round         round number
 * @param match         match number in the round
 * @param subRound      sub-round within the match (1 except in 12.4 全队轮赛)
 * @param board         board within the match (台次), 1-based
 * @param firstSlot     the first team's lineup slot on this board (= board except in 12.4)
 * @param secondSlot    the second team's lineup slot
 * @param firstPlayer   the first team's player, 0 when the board is empty on its side
 * @param secondPlayer  the second team's player, 0 when empty
 * @param firstTeamRed  whether the first team's player has red
 * @param pairingBoard  the round's pairing board holding this game (a bye row when one side is empty), 0 when
 *                      both sides are empty
 */
public record MatchBoard(int round, int match, int subRound, int board, int firstSlot, int secondSlot, int firstPlayer,
                         int secondPlayer, boolean firstTeamRed, int pairingBoard) {

    /** Both players present: a game is played (or forfeited at the board). */
    public boolean isGame() {
        return firstPlayer != 0 && secondPlayer != 0;
    }

    /** The red player's start number (0 when that side is empty). */
    public int redPlayer() {
        return firstTeamRed ? firstPlayer : secondPlayer;
    }

    public int blackPlayer() {
        return firstTeamRed ? secondPlayer : firstPlayer;
    }
}
