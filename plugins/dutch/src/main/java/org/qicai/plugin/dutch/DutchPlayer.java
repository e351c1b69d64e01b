package org.qicai.plugin.dutch;

/**
 * One player as the Dutch rules see him before a round: score, colour history and preference
 * (C.04.3 A.6, A.7), floats of the last two rounds (A.4), bye eligibility (C.2) and the opponents he
 * may not meet again (C.1). Scores are in tenths of a point, as bbpPairings counts them.
 */
final class DutchPlayer {
    static final int NONE = 0;
    static final int WHITE = 1;
    static final int BLACK = 2;

    static final int FLOAT_NONE = 0;
    static final int FLOAT_DOWN = 1;
    static final int FLOAT_UP = 2;

    /** Start number. */
    final int no;
    /** Index among all players of the event (start-number order). */
    final int id;
    /** Effective pairing number, 0-based, among the players who take part in the pairing process. */
    int rank;
    /** Score in tenths of a point. */
    int score;
    /** Per previous round: points earned (tenths), whether the game was played, colour, opponent id (−1 none). */
    int[] roundPoints;
    boolean[] played;
    int[] colour;
    int[] opponent;
    /** Start numbers of the opponents met over the board, sorted. */
    int[] forbidden = new int[0];

    int colourPreference = NONE;
    /** The colour of the last two played games when they were the same, else NONE. */
    int repeatedColour = NONE;
    int colourImbalance;
    boolean strongPreference;
    boolean byeEligible = true;
    int float1 = FLOAT_NONE;
    int float2 = FLOAT_NONE;
    /** Games played over the board. */
    int playedGames;
    /** Colours of the played games, oldest first. */
    int[] playedColours = new int[0];

    DutchPlayer(int no, int id) {
        this.no = no;
        this.id = id;
    }

    boolean absoluteImbalance() {
        return colourImbalance > 1;
    }

    boolean absolutePreference() {
        return absoluteImbalance() || repeatedColour != NONE;
    }

    boolean hasPlayed(int startNo) {
        for (int f : forbidden) {
            if (f == startNo) {
                return true;
            }
        }
        return false;
    }

    static int invert(int c) {
        return c == WHITE ? BLACK : c == BLACK ? WHITE : NONE;
    }

    static boolean compatiblePreferences(int a, int b) {
        return a != b || a == NONE || b == NONE;
    }

    /** {@link #preferenceText} in English: "strong white", "absolute black", "no colour". */
    String preferenceTextEn() {
        if (colourPreference == NONE) {
            return "no colour";
        }
        String c = colourPreference == WHITE ? "white" : "black";
        return (absolutePreference() ? "absolute " : strongPreference ? "strong " : "mild ") + c;
    }

    String preferenceText() {
        if (colourPreference == NONE) {
            return "无颜色";
        }
        String c = colourPreference == WHITE ? "先手" : "后手";
        return (absolutePreference() ? "绝对" : strongPreference ? "强" : "弱") + c;
    }

    @Override
    public String toString() {
        return "#" + no + " (" + score + ")";
    }
}
