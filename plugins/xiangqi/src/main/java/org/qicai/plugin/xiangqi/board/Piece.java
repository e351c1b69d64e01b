package org.qicai.plugin.xiangqi.board;

/** Piece codes: red pieces are positive kinds, black pieces negative, {@link #EMPTY} is 0. */
public final class Piece {
    public static final int EMPTY = 0;
    public static final int KING = 1;
    public static final int ADVISOR = 2;
    public static final int ELEPHANT = 3;
    public static final int HORSE = 4;
    public static final int ROOK = 5;
    public static final int CANNON = 6;
    public static final int PAWN = 7;

    private static final String FEN = " KABNRCP";
    private static final String RED_GLYPHS = " 帅仕相马车炮兵";
    private static final String BLACK_GLYPHS = " 将士象马车炮卒";

    private Piece() {
    }

    public static int of(boolean red, int kind) {
        if (kind < KING || kind > PAWN) {
            throw new IllegalArgumentException("no such piece kind: " + kind);
        }
        return red ? kind : -kind;
    }

    public static int kind(int piece) {
        return piece < 0 ? -piece : piece;
    }

    public static boolean isRed(int piece) {
        return piece > 0;
    }

    public static char fenChar(int piece) {
        int k = kind(piece);
        if (k < KING || k > PAWN) {
            throw new IllegalArgumentException("no such piece: " + piece);
        }
        char c = FEN.charAt(k);
        return piece > 0 ? c : Character.toLowerCase(c);
    }

    /** 'K','A','B'/'E','N'/'H','R','C','P' for red, lower case for black; else IllegalArgumentException. */
    public static int fromFenChar(char c) {
        boolean red = c >= 'A' && c <= 'Z';
        char u = Character.toUpperCase(c);
        int k;
        switch (u) {
            case 'K': k = KING; break;
            case 'A': k = ADVISOR; break;
            case 'B': case 'E': k = ELEPHANT; break;
            case 'N': case 'H': k = HORSE; break;
            case 'R': k = ROOK; break;
            case 'C': k = CANNON; break;
            case 'P': k = PAWN; break;
            default: throw new IllegalArgumentException("not a piece letter: '" + c + "'");
        }
        return red ? k : -k;
    }

    public static String glyph(int piece) {
        int k = kind(piece);
        if (k < KING || k > PAWN) {
            throw new IllegalArgumentException("no such piece: " + piece);
        }
        return String.valueOf((piece > 0 ? RED_GLYPHS : BLACK_GLYPHS).charAt(k));
    }
}
