package org.qicai.core.game;

import java.util.List;

/** A position as data: its FEN, who moves, the pieces, and whether the side to move is in check. */
public record BoardState(String fen, boolean redToMove, List<BoardPiece> pieces, boolean inCheck) {
    public BoardState {
        pieces = List.copyOf(pieces);
    }
}
