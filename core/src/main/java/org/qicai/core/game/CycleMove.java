package org.qicai.core.game;

import java.util.List;

/**
 * One move of a repetition cycle with its classification: ply, side, the move in Chinese notation, its
 * kind, what it does in words (which piece it attacks and why that counts, e.g. {@code 捉黑车（无根）29.1}),
 * in both languages, and the clauses the classification rests on.
 */
public record CycleMove(int ply, boolean red, String chinese, String iccs, MoveKind kind, String detailZh,
        String detailEn, List<String> clauses) {
    public CycleMove {
        clauses = List.copyOf(clauses);
    }
}
