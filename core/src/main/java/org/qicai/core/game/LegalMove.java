package org.qicai.core.game;

/**
 * One legal move of a position: ICCS ({@code h2e2}), squares as in {@link BoardPiece}, and the move in
 * Chinese notation (7.5, {@code 炮二平五}).
 */
public record LegalMove(String iccs, int fromFile, int fromRank, int toFile, int toRank, String chinese) {
}
