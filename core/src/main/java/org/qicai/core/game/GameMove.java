package org.qicai.core.game;

/**
 * One move of a record: its ply (from 1; the start position's side to move plays ply 1), the side,
 * the move in ICCS ({@code h2e2}) and in Chinese (7.5), the text as it was written (null when the move
 * was made on the board), and the FEN after it.
 */
public record GameMove(int ply, boolean red, String iccs, String chinese, String written, String fenAfter) {
}
