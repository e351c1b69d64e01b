package org.qicai.plugin.xiangqi.board;

/**
 * Squares are ints {@code rank * 9 + file}: file 0..8 is ICCS a..i from red's left, rank 0..9 is
 * ICCS 0..9 with red's back rank 0.
 */
public final class Square {
    public static final int COUNT = 90;

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * 9 + file;
    }

    public static int file(int sq) {
        return sq % 9;
    }

    public static int rank(int sq) {
        return sq / 9;
    }

    public static String iccs(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('0' + rank(sq));
    }

    /** "h2" (either case) to a square, or -1. */
    public static int parseIccs(String s) {
        if (s == null || s.length() != 2) {
            return -1;
        }
        char f = Character.toLowerCase(s.charAt(0));
        char r = s.charAt(1);
        if (f < 'a' || f > 'i' || r < '0' || r > '9') {
            return -1;
        }
        return of(f - 'a', r - '0');
    }
}
