package org.qicai.plugin.xiangqi.notation;

import java.text.Normalizer;
import org.qicai.plugin.xiangqi.board.Piece;

/** The characters of 7.5 records and WXF: pieces in every common form, numerals, actions, 前/中/后. */
final class Chars {
    private Chars() {
    }

    static final String RED_NUMERALS = "一二三四五六七八九";

    /** Full-width to half-width (NFKC), every dash to '-', no surrounding space. */
    static String normalize(String s) {
        String n = Normalizer.normalize(s, Normalizer.Form.NFKC);
        StringBuilder b = new StringBuilder(n.length());
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            switch (c) {
                case '\u2212', '\u2010', '\u2011', '\u2012', '\u2013', '\u2014', '\u2015', '\uFE63' -> b.append('-');
                case '\u2044' -> b.append('/');
                case '\u00BD' -> b.append("1/2");
                default -> b.append(c);
            }
        }
        return b.toString().strip();
    }

    /** The piece kind a character names (either side's character), or 0. */
    static int pieceKind(char c) {
        return switch (c) {
            case '帅', '帥', '将', '將', '王', 'K', 'k' -> Piece.KING;
            case '仕', '士', 'A', 'a' -> Piece.ADVISOR;
            case '相', '象', '像', 'E', 'e', 'B', 'b' -> Piece.ELEPHANT;
            case '马', '馬', '傌', '㐷', '碼', 'H', 'h', 'N', 'n' -> Piece.HORSE;
            case '车', '車', '俥', '伡', '硨', 'R', 'r' -> Piece.ROOK;
            case '炮', '砲', '包', '炰', 'C', 'c' -> Piece.CANNON;
            case '兵', '卒', 'P', 'p' -> Piece.PAWN;
            default -> 0;
        };
    }

    /** 1–9 for an Arabic digit or a Chinese numeral (一…九, also 壹…玖), else 0. */
    static int number(char c) {
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        int i = RED_NUMERALS.indexOf(c);
        if (i >= 0) {
            return i + 1;
        }
        i = "壹贰叁肆伍陆柒捌玖".indexOf(c);
        if (i >= 0) {
            return i + 1;
        }
        i = "壹貳參肆伍陸柒捌玖".indexOf(c);
        return i >= 0 ? i + 1 : 0;
    }

    /** A number as the side writes it: red 一…九, black 1…9 (7.5). */
    static String numeral(boolean red, int n) {
        return red ? String.valueOf(RED_NUMERALS.charAt(n - 1)) : String.valueOf(n);
    }

    /** Whether the piece kind moves along lines (进/退 count ranks): 车 炮 兵 帅. */
    static boolean straight(int kind) {
        return kind == Piece.ROOK || kind == Piece.CANNON || kind == Piece.PAWN || kind == Piece.KING;
    }

    /** WXF letters: K A E H R C P. */
    static char wxfLetter(int kind) {
        return "?KAEHRCP".charAt(kind);
    }

    static String kindZh(int kind, boolean red) {
        return String.valueOf((red ? "?帅仕相马车炮兵" : "?将士象马车炮卒").charAt(kind));
    }

    static String kindEn(int kind) {
        return switch (kind) {
            case Piece.KING -> "king";
            case Piece.ADVISOR -> "advisor";
            case Piece.ELEPHANT -> "elephant";
            case Piece.HORSE -> "horse";
            case Piece.ROOK -> "rook";
            case Piece.CANNON -> "cannon";
            default -> "pawn";
        };
    }
}
