package org.qicai.core.spi;

import org.qicai.core.model.ByeKind;

/**
 * One board of a proposed round: first (red) against second (black), or a bye when {@code second == 0}.
 *
 * @param first       start number of the first player
 * @param second      start number of the second player, 0 for a bye
 * @param bye         the bye kind when {@code second == 0}
 * @param explanation why this board looks the way it does (score group, floats, colour reason …); may be empty
 * @param handicap    Go: handicap stones (让子) of this game, 0 for an even game and in every other discipline
 */
public record BoardPlan(int first, int second, ByeKind bye, String explanation, int handicap) {
    public BoardPlan {
        explanation = explanation == null ? "" : explanation;
        if (handicap < 0 || (second == 0 && handicap != 0)) {
            throw new IllegalArgumentException("handicap must be 0 or more, and 0 on a bye: " + handicap);
        }
        if (second != 0) {
            bye = null;
        } else if (bye == null) {
            bye = ByeKind.PAIRING;
        }
    }

    /** A board without handicap (every discipline but Go's handicap games). */
    public BoardPlan(int first, int second, ByeKind bye, String explanation) {
        this(first, second, bye, explanation, 0);
    }

    public static BoardPlan game(int first, int second, String why) {
        return new BoardPlan(first, second, null, why);
    }

    public static BoardPlan bye(int player, String why) {
        return new BoardPlan(player, 0, ByeKind.PAIRING, why);
    }
}
