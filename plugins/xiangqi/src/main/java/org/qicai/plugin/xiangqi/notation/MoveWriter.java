package org.qicai.plugin.xiangqi.notation;

import java.util.ArrayList;
import java.util.List;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;
import org.qicai.plugin.xiangqi.board.Square;

/**
 * Writes a move (xq 7.5): complete Chinese notation (炮二平五, 马8进7 — red with 一…九, black with half-width
 * 1…9, both counted from the mover's right), WXF ({@code C2=5}, {@code H8+7}, {@code +R+1}) and ICCS
 * ({@code h2e2}). Two like pieces on a file are 前/后 (WXF {@code +}/{@code -}); three pawns 前/中/后, four or
 * five 一二三四五 from the front (WXF {@code 1P}…{@code 5P}); 仕/相 on one file keep their file (only one of them
 * can make the move). When two files each hold two or more pawns the file is added: 前三进一 (WXF
 * {@code +P7+1}) [ours].
 */
public final class MoveWriter {
    private MoveWriter() {
    }

    /** The complete Chinese notation of {@code move}, a legal move of {@code before}. */
    public static String chinese(Position before, int move) {
        return write(before, move, false);
    }

    /** WXF notation: {@code C2=5}, {@code H8+7}, {@code +R+1}. */
    public static String wxf(Position before, int move) {
        return write(before, move, true);
    }

    /** ICCS: {@code h2e2}. */
    public static String iccs(int move) {
        return Move.iccs(move);
    }

    private static String write(Position before, int move, boolean wxf) {
        int from = Move.from(move);
        int to = Move.to(move);
        int pc = before.pieceAt(from);
        boolean red = Piece.isRed(pc);
        int kind = Piece.kind(pc);
        int dir = red ? 1 : -1;
        int ff = Square.file(from);
        int fr = Square.rank(from);
        int tf = Square.file(to);
        int tr = Square.rank(to);
        StringBuilder b = new StringBuilder(6);
        List<Integer> col = column(before, red, kind, ff);
        String name = wxf ? String.valueOf(Chars.wxfLetter(kind)) : Piece.glyph(pc);
        if (col.size() >= 2 && kind != Piece.ADVISOR && kind != Piece.ELEPHANT) {
            int idx = col.indexOf(from);
            int c = col.size();
            String marker;
            if (wxf) {
                marker = c == 2 ? (idx == 0 ? "+" : "-") : String.valueOf(idx + 1);
            } else if (c == 2) {
                marker = idx == 0 ? "前" : "后";
            } else if (c == 3) {
                marker = idx == 0 ? "前" : idx == 1 ? "中" : "后";
            } else {
                marker = String.valueOf(Chars.RED_NUMERALS.charAt(idx));
            }
            b.append(marker);
            boolean otherFile = false;
            if (kind == Piece.PAWN) {
                for (int f = 0; f < 9; f++) {
                    if (f != ff && column(before, red, kind, f).size() >= 2) {
                        otherFile = true;
                    }
                }
            }
            if (otherFile) {
                if (wxf) {
                    b.append(name).append(number(red, fileNumber(red, ff), true));
                } else {
                    b.append(number(red, fileNumber(red, ff), false));
                }
            } else {
                b.append(name);
            }
        } else {
            b.append(name).append(number(red, fileNumber(red, ff), wxf));
        }
        int n;
        char act;
        if (tr == fr) {
            act = wxf ? '=' : '平';
            n = fileNumber(red, tf);
        } else {
            boolean forward = (tr - fr) * dir > 0;
            act = wxf ? (forward ? '+' : '-') : (forward ? '进' : '退');
            n = Chars.straight(kind) ? Math.abs(tr - fr) : fileNumber(red, tf);
        }
        b.append(act).append(number(red, n, wxf));
        return b.toString();
    }

    private static String number(boolean red, int n, boolean wxf) {
        return wxf ? String.valueOf(n) : Chars.numeral(red, n);
    }

    /** The file number counted from the mover's right: red 一 = ICCS i, black 1 = ICCS a. */
    static int fileNumber(boolean red, int file) {
        return red ? 9 - file : file + 1;
    }

    /** The side's pieces of {@code kind} on {@code file}, front first. */
    private static List<Integer> column(Position p, boolean red, int kind, int file) {
        List<Integer> col = new ArrayList<>(5);
        for (int k = 0; k < 10; k++) {
            int r = red ? 9 - k : k;
            int sq = Square.of(file, r);
            int pc = p.pieceAt(sq);
            if (pc != Piece.EMPTY && Piece.isRed(pc) == red && Piece.kind(pc) == kind) {
                col.add(sq);
            }
        }
        return col;
    }
}
