package org.qicai.core.game;

/**
 * The natural move limit (4.2.4): the limit in 回合 (a move by each side), the ply that completed
 * 2×limit consecutive plies without a capture (null when not reached), and the plies still left when not.
 */
public record MoveLimit(int limit, Integer reachedAtPly, int pliesLeft) {
}
