/**
 * 棋谱与棋例裁决 — values for game records and rulings over them, as the {@link org.qicai.core.spi.GameRules}
 * extension point returns them: a board to draw, a record's moves, a reading error naming its ply, and a
 * ruling (repetition per xq 24–29, the natural move limit of 4.2.4, the first illegal move). Plain data:
 * no rule lives here, so the window, the CLI, printing and the services read the same values.
 */
package org.qicai.core.game;
