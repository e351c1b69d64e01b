package org.qicai.plugin.xiangqi.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.plugin.xiangqi.board.Illegality;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Piece;
import org.qicai.plugin.xiangqi.board.Position;
import org.qicai.plugin.xiangqi.board.Square;

/**
 * Reads one move written in any notation the arbiter may meet (xq 7.5), detected per move:
 * <ul>
 * <li>Chinese complete: 炮二平五, 马8进7, 前车进一, 后马退6, 前兵平四, 中兵进一, 二兵平四 (pawns counted from the
 * front), 前三进一 (front pawn on file 三 when two files hold tandem pawns);</li>
 * <li>Chinese abbreviated: 炮25, 马87 (no action: read when exactly one of 进/退/平 is legal), 车1+1, 炮2=5;</li>
 * <li>WXF: C2=5, C2.5, H8+7, R1-2, +R+1, -P=4, 2P+1, full-width (Ｃ２＝５) too;</li>
 * <li>ICCS: h2e2, H2-E2.</li>
 * </ul>
 * Files count from the mover's right in every notation, so red's 一…九 and black's 1…9 are read for either
 * side (lenient); the piece character of either side names the mover's piece (象 for red is fine). Traditional
 * and variant characters (車 馬 砲 帥 將 俥 傌 伡 包 士 象 卒 …) are read. Failures name the reason:
 * unreadable text, no such piece, an ambiguous move, or why the move is illegal on this board.
 */
public final class MoveReader {
    private MoveReader() {
    }

    private static final Pattern ICCS = Pattern.compile("[a-iA-I][0-9]-?[a-iA-I][0-9]");

    static final int FORWARD = 1;
    static final int BACK = 2;
    static final int SIDEWAYS = 3;

    private static final int NONE = -1;
    private static final int FRONT = -2;
    private static final int REAR = -3;
    private static final int MIDDLE = -4;

    /** The move, or a {@link RecordException} with ply 0 (the record reader fills in the ply). */
    public static int read(Position p, String text) throws RecordException {
        return read(p, text, 0);
    }

    /** The move written as {@code text} in {@code p}; a failure names {@code ply}, the text and the reason. */
    public static int read(Position p, String text, int ply) throws RecordException {
        if (text == null) {
            throw fail(ply, "", "看不懂的着法", "unreadable move");
        }
        String s = Chars.normalize(text);
        while (!s.isEmpty() && "!?#".indexOf(s.charAt(s.length() - 1)) >= 0) {
            s = s.substring(0, s.length() - 1);
        }
        s = s.replace(" ", "");
        if (s.isEmpty()) {
            throw fail(ply, text, "看不懂的着法", "unreadable move");
        }
        if (ICCS.matcher(s).matches()) {
            int m = Move.parseIccs(s);
            if (m < 0) {
                throw fail(ply, text, "看不懂的着法", "unreadable move");
            }
            return checked(p, m, ply, text);
        }
        Spec spec = parse(s);
        if (spec == null) {
            throw fail(ply, text, "看不懂的着法", "unreadable move");
        }
        return resolve(p, spec, ply, text);
    }

    /** A parsed move: piece, which one (marker or file), action (0: not written), number. */
    private record Spec(int kind, int marker, int file, int action, int number) {
    }

    private static final int U_PIECE = 1;
    private static final int U_NUM = 2;
    private static final int U_MARK = 3;
    private static final int U_SIGN = 4;
    private static final int U_ACT = 5;

    private static Spec parse(String s) {
        int n = s.length();
        int[] type = new int[n];
        int[] val = new int[n];
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            int k = Chars.pieceKind(c);
            int num = Chars.number(c);
            if (num > 0) {
                type[i] = U_NUM;
                val[i] = num;
            } else if (k > 0) {
                type[i] = U_PIECE;
                val[i] = k;
            } else if (c == '前') {
                type[i] = U_MARK;
                val[i] = FRONT;
            } else if (c == '后' || c == '後') {
                type[i] = U_MARK;
                val[i] = REAR;
            } else if (c == '中') {
                type[i] = U_MARK;
                val[i] = MIDDLE;
            } else if (c == '+') {
                type[i] = U_SIGN;
                val[i] = FORWARD;
            } else if (c == '-') {
                type[i] = U_SIGN;
                val[i] = BACK;
            } else if (c == '进' || c == '進') {
                type[i] = U_ACT;
                val[i] = FORWARD;
            } else if (c == '退') {
                type[i] = U_ACT;
                val[i] = BACK;
            } else if (c == '平' || c == '=' || c == '.') {
                type[i] = U_ACT;
                val[i] = SIDEWAYS;
            } else {
                return null;
            }
        }
        int i = 0;
        int marker = NONE;
        if (n >= 2 && type[0] == U_MARK) {
            marker = val[0];
            i = 1;
        } else if (n >= 2 && type[0] == U_SIGN && type[1] == U_PIECE) {
            marker = val[0] == FORWARD ? FRONT : REAR;
            i = 1;
        } else if (n >= 2 && type[0] == U_NUM && type[1] == U_PIECE) {
            if (val[0] > 5) {
                return null;
            }
            marker = val[0] - 1; // index from the front
            i = 1;
        }
        int kind;
        if (i < n && type[i] == U_PIECE) {
            kind = val[i++];
        } else if (marker != NONE) {
            kind = Piece.PAWN; // 前三进一: the piece name left out is a pawn [ours]
        } else {
            return null;
        }
        int file = 0;
        if (i < n && type[i] == U_NUM && n - i >= 2) {
            file = val[i++];
        }
        int action = 0;
        if (i < n && (type[i] == U_ACT || type[i] == U_SIGN)) {
            action = val[i++];
        }
        if (i >= n || type[i] != U_NUM) {
            return null;
        }
        int number = val[i++];
        if (i != n) {
            return null;
        }
        if (marker == NONE && file == 0) {
            return null;
        }
        return new Spec(kind, marker, file, action, number);
    }

    private static int resolve(Position p, Spec spec, int ply, String text) throws RecordException {
        boolean red = p.redToMove();
        int dir = red ? 1 : -1;
        List<Integer> froms = new ArrayList<>();
        List<List<Integer>> files = new ArrayList<>();
        for (int f = 0; f < 9; f++) {
            List<Integer> col = new ArrayList<>();
            // front first: for red the highest rank, for black the lowest
            for (int k = 0; k < 10; k++) {
                int r = red ? 9 - k : k;
                int sq = Square.of(f, r);
                int pc = p.pieceAt(sq);
                if (pc != Piece.EMPTY && Piece.isRed(pc) == red && Piece.kind(pc) == spec.kind()) {
                    col.add(sq);
                }
            }
            files.add(col);
        }
        int wantFile = spec.file() == 0 ? -1 : fileOf(red, spec.file());
        if (spec.marker() == NONE) {
            froms.addAll(files.get(wantFile));
        } else {
            for (int f = 0; f < 9; f++) {
                if (wantFile >= 0 && f != wantFile) {
                    continue;
                }
                List<Integer> col = files.get(f);
                int c = col.size();
                if (c < 2) {
                    continue;
                }
                int m = spec.marker();
                if (m == FRONT) {
                    froms.add(col.get(0));
                } else if (m == REAR) {
                    froms.add(col.get(c - 1));
                } else if (m == MIDDLE) {
                    if (c % 2 == 1) {
                        froms.add(col.get(c / 2));
                    }
                } else if (m >= 0 && m < c) {
                    froms.add(col.get(m));
                }
            }
        }
        String pieceZh = Chars.kindZh(spec.kind(), red);
        String sideZh = red ? "红方" : "黑方";
        String sideEn = red ? "red" : "black";
        if (froms.isEmpty()) {
            if (spec.marker() == NONE) {
                throw fail(ply, text, Chars.numeral(red, spec.file()) + "路没有" + sideZh + "的" + pieceZh,
                        "no " + sideEn + " " + Chars.kindEn(spec.kind()) + " on file " + spec.file());
            }
            throw fail(ply, text, "没有同一路上可以这样区分前后的" + sideZh + pieceZh,
                    "no two " + sideEn + " " + Chars.kindEn(spec.kind()) + "s on one file to tell apart this way");
        }
        int[] actions = spec.action() == 0 ? new int[] {FORWARD, SIDEWAYS, BACK} : new int[] {spec.action()};
        Set<Integer> candidates = new LinkedHashSet<>();
        for (int from : froms) {
            for (int a : actions) {
                int to = target(spec.kind(), from, dir, red, a, spec.number());
                if (to >= 0) {
                    candidates.add(Move.of(from, to));
                }
            }
        }
        if (candidates.isEmpty()) {
            throw fail(ply, text, pieceZh + "不能这样走", "the " + Chars.kindEn(spec.kind()) + " cannot move like that");
        }
        List<Integer> legal = new ArrayList<>();
        for (int m : candidates) {
            if (p.isLegal(m)) {
                legal.add(m);
            }
        }
        if (legal.size() == 1) {
            return legal.get(0);
        }
        if (legal.size() > 1) {
            List<String> zh = new ArrayList<>();
            List<String> en = new ArrayList<>();
            for (int m : legal) {
                zh.add(MoveWriter.chinese(p, m));
                en.add(MoveWriter.wxf(p, m));
            }
            throw fail(ply, text, "着法有歧义（" + String.join("／", zh) + "）",
                    "ambiguous move (" + String.join(" / ", en) + ")");
        }
        int first = candidates.iterator().next();
        Illegality why = p.explain(first);
        if (why == null) {
            throw fail(ply, text, "不合规则的着法", "illegal move");
        }
        throw fail(ply, text, why.zh(), why.en());
    }

    /** The ICCS file of a number counted from the mover's right. */
    static int fileOf(boolean red, int n) {
        return red ? 9 - n : n - 1;
    }

    /** The target square of the piece on {@code from} doing {@code action} with {@code number}, or -1. */
    static int target(int kind, int from, int dir, boolean red, int action, int number) {
        int f = Square.file(from);
        int r = Square.rank(from);
        int tf;
        int tr;
        if (Chars.straight(kind)) {
            if (action == SIDEWAYS) {
                tf = fileOf(red, number);
                tr = r;
                if (tf == f) {
                    return -1;
                }
            } else {
                tf = f;
                tr = r + (action == FORWARD ? dir : -dir) * number;
            }
        } else {
            if (action == SIDEWAYS) {
                return -1;
            }
            tf = fileOf(red, number);
            int df = Math.abs(tf - f);
            int dr;
            if (kind == Piece.HORSE) {
                dr = df == 1 ? 2 : df == 2 ? 1 : 0;
            } else if (kind == Piece.ELEPHANT) {
                dr = df == 2 ? 2 : 0;
            } else {
                dr = df == 1 ? 1 : 0;
            }
            if (dr == 0) {
                return -1;
            }
            tr = r + (action == FORWARD ? dir : -dir) * dr;
        }
        if (tf < 0 || tf > 8 || tr < 0 || tr > 9) {
            return -1;
        }
        return Square.of(tf, tr);
    }

    private static int checked(Position p, int m, int ply, String text) throws RecordException {
        if (p.isLegal(m)) {
            return m;
        }
        Illegality why = p.explain(m);
        if (why == null) {
            throw fail(ply, text, "不合规则的着法", "illegal move");
        }
        throw fail(ply, text, why.zh(), why.en());
    }

    static RecordException fail(int ply, String text, String zh, String en) {
        return new RecordException(new RecordError(ply, text, zh, en));
    }
}
