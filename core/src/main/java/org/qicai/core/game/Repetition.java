package org.qicai.core.game;

import java.util.List;

/**
 * A repetition found in a record (4.2.3, 23.2): the first ply of the cycle, how many times the position
 * occurred, the cycle's moves classified, and each side's class in words ({@code 长将}, {@code 长捉},
 * {@code 一将一捉（长打）}, {@code 允许着法}).
 */
public record Repetition(int firstPly, int count, List<CycleMove> moves, String redClassZh, String blackClassZh,
        String redClassEn, String blackClassEn) {
    public Repetition {
        moves = List.copyOf(moves);
    }
}
