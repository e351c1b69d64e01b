package org.qicai.core.scoring;

import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Side;

/**
 * 计分办法 — how many points each outcome is worth, as exact integers. A point is
 * {@code denominator} units: the 1/½/0 scheme of 14.1 counts half points (denominator 2), so a
 * win is 2 units and a draw 1. Sums and tiebreaks are computed in units; only display divides.
 *
 * @param id          stable id ({@code 14.1}, {@code 2-1-0}, {@code 3-1-0}, {@code tiefen})
 * @param labelZh     Chinese label
 * @param labelEn     English label
 * @param denominator units per point
 * @param win         a win over the board
 * @param drawFirst   a draw for the first player (red) — 贴分 gives red less
 * @param drawSecond  a draw for the second player (black)
 * @param loss        a loss
 * @param forfeitWin  21.4 {@code +}: counts as a win
 * @param forfeitLoss 21.4 {@code -}: counts as 0
 * @param pairingBye  轮空 given by the pairing (附录二 7: as a win by default)
 * @param fullBye     full-point bye
 * @param halfBye     half-point bye
 * @param zeroBye     zero-point bye
 */
public record ScoringScheme(String id, String labelZh, String labelEn, int denominator, int win, int drawFirst,
                            int drawSecond, int loss, int forfeitWin, int forfeitLoss, int pairingBye, int fullBye,
                            int halfBye, int zeroBye) {

    public ScoringScheme {
        if (denominator <= 0) {
            throw new IllegalArgumentException("denominator must be positive");
        }
    }

    /** Units earned by one player with the given outcome on the given side (side matters for 贴分 draws). */
    public int units(Outcome outcome, Side side, ByeKind bye) {
        return switch (outcome) {
            case WIN -> win;
            case DRAW -> side == Side.SECOND ? drawSecond : drawFirst;
            case LOSS -> loss;
            case FORFEIT_WIN -> forfeitWin;
            case FORFEIT_LOSS -> forfeitLoss;
            case BYE -> switch (bye == null ? ByeKind.PAIRING : bye) {
                case PAIRING -> pairingBye;
                case FULL_POINT -> fullBye;
                case HALF_POINT -> halfBye;
                case ZERO_POINT -> zeroBye;
            };
            case PENDING -> 0;
        };
    }

    /** A symmetric draw value (for schemes where both sides score the same). */
    public int draw() {
        return drawFirst;
    }

    /** The same scheme with a different value for the pairing bye (a setting of 附录二 7). */
    public ScoringScheme withPairingBye(int units) {
        return new ScoringScheme(id, labelZh, labelEn, denominator, win, drawFirst, drawSecond, loss, forfeitWin,
                forfeitLoss, units, fullBye, halfBye, zeroBye);
    }

    /** Formats units as points: {@code 5}, {@code 4.5}, {@code 3.25}. */
    public String format(long units) {
        return Points.format(units, denominator);
    }
}
