package org.qicai.plugin.xiangqi.rulings;

import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Square;

/**
 * 子力 and 子力价值 (xq 25.3): 车, 马, 炮, 过河兵, 士, 相 are 子力; 帅 and an unadvanced 兵 are not. One 车 is
 * worth two 马, two 炮 or a 马 and a 炮; 马 = 炮; 士 = 相; a 过河兵's value floats (细则10) — it counts as
 * 子力 (it can be 捉'd), valued here as a 士 [ours]. An unadvanced 兵 is given a token value so that a
 * 兵 that recaptures is not free in an exchange [ours].
 */
final class Material {
    private Material() {
    }

    static final int KING_VALUE = 1000;

    /** Whether a pawn of that colour on that square has crossed the river (red: ranks 5–9; black: 0–4). */
    static boolean crossed(boolean red, int sq) {
        int rank = Square.rank(sq);
        return red ? rank >= 5 : rank <= 4;
    }

    /** The piece on {@code sq} is 子力 (25.3): not the king, not an unadvanced pawn. */
    static boolean isMaterial(int piece, int sq) {
        if (piece == Piece.EMPTY) {
            return false;
        }
        int kind = Piece.kind(piece);
        if (kind == Piece.KING) {
            return false;
        }
        return kind != Piece.PAWN || crossed(Piece.isRed(piece), sq);
    }

    /** 子力价值 for the exchange count (25.3): 车 10, 马 炮 5, 士 相 2, 过河兵 2, 兵 1, 帅 1000. */
    static int value(int piece, int sq) {
        if (piece == Piece.EMPTY) {
            return 0;
        }
        int kind = Piece.kind(piece);
        if (kind == Piece.KING) {
            return KING_VALUE;
        }
        if (kind == Piece.ROOK) {
            return 10;
        }
        if (kind == Piece.HORSE || kind == Piece.CANNON) {
            return 5;
        }
        if (kind == Piece.ADVISOR || kind == Piece.ELEPHANT) {
            return 2;
        }
        if (kind == Piece.PAWN) {
            return crossed(Piece.isRed(piece), sq) ? 2 : 1;
        }
        return 0;
    }

    private static final String[] RED_ZH = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
    private static final String[] BLACK_ZH = {"", "将", "士", "象", "马", "车", "炮", "卒"};
    private static final String[] EN = {"", "king", "advisor", "elephant", "horse", "rook", "cannon", "pawn"};

    /** The piece's character: 车, 马, 卒 … */
    static String zh(int piece) {
        int kind = Piece.kind(piece);
        return Piece.isRed(piece) ? RED_ZH[kind] : BLACK_ZH[kind];
    }

    /** The piece with its side: 黑车, 红马 … */
    static String sideZh(int piece) {
        return (Piece.isRed(piece) ? "红" : "黑") + zh(piece);
    }

    static String en(int piece) {
        return EN[Piece.kind(piece)];
    }

    /** The piece with its side in English: black rook, red horse … */
    static String sideEn(int piece) {
        return (Piece.isRed(piece) ? "red " : "black ") + en(piece);
    }
}
