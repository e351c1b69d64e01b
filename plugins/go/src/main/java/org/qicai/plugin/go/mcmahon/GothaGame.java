package org.qicai.plugin.go.mcmahon;

/**
 * A game already played (or paired), with OpenGotha's result codes.
 *
 * @param round0   round, 0-based
 * @param white    index of White in the player list
 * @param black    index of Black
 * @param handicap handicap stones, 0 for an even game, {@link #HANDICAP_UNKNOWN} when not recorded
 * @param result   one of the {@code RESULT_*} codes
 */
public record GothaGame(int round0, int white, int black, int handicap, int result) {
    public static final int UNKNOWN = 0;
    /** A handicap not recorded: the engine computes the one its rules give that game. */
    public static final int HANDICAP_UNKNOWN = -1;
    public static final int BYDEF = 256;
    public static final int WHITE_WINS = 17;
    public static final int BLACK_WINS = 18;
    public static final int EQUAL = 19;
    public static final int BOTH_LOSE = 32;
    public static final int BOTH_WIN = 35;

    /** The code of an OpenGotha result word ({@code RESULT_WHITEWINS_BYDEF} …); unknown words are UNKNOWN. */
    public static int code(String word) {
        if (word == null) {
            return UNKNOWN;
        }
        boolean byDef = word.endsWith("_BYDEF");
        String base = byDef ? word.substring(0, word.length() - "_BYDEF".length()) : word;
        int c = switch (base) {
            case "RESULT_WHITEWINS" -> WHITE_WINS;
            case "RESULT_BLACKWINS" -> BLACK_WINS;
            case "RESULT_EQUAL" -> EQUAL;
            case "RESULT_BOTHLOSE" -> BOTH_LOSE;
            case "RESULT_BOTHWIN" -> BOTH_WIN;
            default -> UNKNOWN;
        };
        return c == UNKNOWN ? UNKNOWN : byDef ? c + BYDEF : c;
    }

    GothaGame withHandicap(int h) {
        return new GothaGame(round0, white, black, h, result);
    }

    int opponent(int p) {
        return p == white ? black : white;
    }

    /** Twice the points {@code p} won: 2 a win, 1 a draw, 0 a loss (forfeits count as their result). */
    int wx2(int p) {
        int r = result >= BYDEF ? result - BYDEF : result;
        boolean w = p == white;
        return switch (r) {
            case WHITE_WINS -> w ? 2 : 0;
            case BLACK_WINS -> w ? 0 : 2;
            case EQUAL -> 1;
            case BOTH_WIN -> 2;
            default -> 0;
        };
    }

    /** Played over the board: a known result that is not by default. */
    boolean played() {
        return result != UNKNOWN && result < BYDEF;
    }
}
