package org.qicai.core.game;

import java.util.List;
import java.util.Map;

/**
 * 棋谱 — a game's record: the start position (FEN), its moves in order, the PGN-style tags read with it
 * ({@code Event}, {@code Red}, {@code Black} …, in file order) and the result written in it
 * ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or null).
 */
public record GameRecord(String startFen, List<GameMove> moves, Map<String, String> tags, String result) {
    public GameRecord {
        moves = List.copyOf(moves);
        tags = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tags));
    }

    /** The FEN after the last move (the start when there is none). */
    public String finalFen() {
        return moves.isEmpty() ? startFen : moves.get(moves.size() - 1).fenAfter();
    }
}
