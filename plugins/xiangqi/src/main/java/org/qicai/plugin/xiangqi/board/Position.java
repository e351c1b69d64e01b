package org.qicai.plugin.xiangqi.board;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * A mutable xiangqi position with make/unmake. The board is a 90-square mailbox indexed by
 * {@link Square}; move tables are precomputed once. No I/O, no allocation in make/unmake/movegen.
 */
public final class Position {
    public static final String START_FEN =
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private static final int RED = 0;
    private static final int BLACK = 1;
    private static final int[][] NONE = new int[0][];
    private static final int[] EMPTY_ARR = new int[0];

    /** RAY[sq][dir]: squares from sq outward; dir 0 = up (rank+1), 1 = down, 2 = right (file+1), 3 = left. */
    private static final int[][][] RAY = new int[90][4][];
    private static final int[][] HORSE_TO = new int[90][];
    private static final int[][] HORSE_LEG = new int[90][];
    /** Horses that attack sq: source squares and their legs. */
    private static final int[][] HORSE_FROM = new int[90][];
    private static final int[][] HORSE_FROM_LEG = new int[90][];
    private static final int[][][] ELE_TO = new int[2][90][];
    private static final int[][][] ELE_EYE = new int[2][90][];
    private static final int[][][] ADV_TO = new int[2][90][];
    private static final int[][][] KING_TO = new int[2][90][];
    private static final int[][][] PAWN_TO = new int[2][90][];
    private static final int[][][] PAWN_FROM = new int[2][90][];
    /**
     * SAFE[k * 90 + sq]: a move from sq (not the king) can never expose a king on k that is not
     * in check: sq is on neither k's file nor rank nor a horse-leg square (diagonal neighbour) of k.
     * SAFE_TO: the destination is on neither k's file nor rank (no new cannon screen).
     */
    private static final boolean[] SAFE_FROM = new boolean[90 * 90];
    private static final boolean[] SAFE_TO = new boolean[90 * 90];
    /** DIR[k * 90 + sq]: the RAY direction from k that contains sq, or -1. */
    private static final byte[] DIR = new byte[90 * 90];
    private static final long[] ZOBRIST = new long[15 * 90];
    private static final long ZOBRIST_SIDE;

    static {
        for (int sq = 0; sq < 90; sq++) {
            int f = Square.file(sq);
            int r = Square.rank(sq);
            RAY[sq][0] = ray(f, r, 0, 1);
            RAY[sq][1] = ray(f, r, 0, -1);
            RAY[sq][2] = ray(f, r, 1, 0);
            RAY[sq][3] = ray(f, r, -1, 0);
            int[] to = new int[8];
            int[] leg = new int[8];
            int n = 0;
            int[][] jumps = {{1, 2, 0, 1}, {-1, 2, 0, 1}, {1, -2, 0, -1}, {-1, -2, 0, -1},
                             {2, 1, 1, 0}, {2, -1, 1, 0}, {-2, 1, -1, 0}, {-2, -1, -1, 0}};
            for (int[] j : jumps) {
                int tf = f + j[0];
                int tr = r + j[1];
                if (on(tf, tr)) {
                    to[n] = Square.of(tf, tr);
                    leg[n] = Square.of(f + j[2], r + j[3]);
                    n++;
                }
            }
            HORSE_TO[sq] = Arrays.copyOf(to, n);
            HORSE_LEG[sq] = Arrays.copyOf(leg, n);
        }
        int[] cnt = new int[90];
        for (int sq = 0; sq < 90; sq++) {
            for (int t : HORSE_TO[sq]) {
                cnt[t]++;
            }
        }
        for (int sq = 0; sq < 90; sq++) {
            HORSE_FROM[sq] = new int[cnt[sq]];
            HORSE_FROM_LEG[sq] = new int[cnt[sq]];
            cnt[sq] = 0;
        }
        for (int sq = 0; sq < 90; sq++) {
            for (int i = 0; i < HORSE_TO[sq].length; i++) {
                int t = HORSE_TO[sq][i];
                HORSE_FROM[t][cnt[t]] = sq;
                HORSE_FROM_LEG[t][cnt[t]] = HORSE_LEG[sq][i];
                cnt[t]++;
            }
        }
        for (int c = 0; c < 2; c++) {
            for (int sq = 0; sq < 90; sq++) {
                int f = Square.file(sq);
                int r = Square.rank(sq);
                // elephant
                int[] to = new int[4];
                int[] eye = new int[4];
                int n = 0;
                if (ownHalf(c, r)) {
                    for (int df = -2; df <= 2; df += 4) {
                        for (int dr = -2; dr <= 2; dr += 4) {
                            int tf = f + df;
                            int tr = r + dr;
                            if (on(tf, tr) && ownHalf(c, tr)) {
                                to[n] = Square.of(tf, tr);
                                eye[n] = Square.of(f + df / 2, r + dr / 2);
                                n++;
                            }
                        }
                    }
                }
                ELE_TO[c][sq] = Arrays.copyOf(to, n);
                ELE_EYE[c][sq] = Arrays.copyOf(eye, n);
                // advisor
                n = 0;
                if (inPalace(c, f, r)) {
                    for (int df = -1; df <= 1; df += 2) {
                        for (int dr = -1; dr <= 1; dr += 2) {
                            if (inPalace(c, f + df, r + dr)) {
                                to[n++] = Square.of(f + df, r + dr);
                            }
                        }
                    }
                }
                ADV_TO[c][sq] = Arrays.copyOf(to, n);
                // king
                n = 0;
                if (inPalace(c, f, r)) {
                    int[][] steps = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
                    for (int[] s : steps) {
                        if (inPalace(c, f + s[0], r + s[1])) {
                            to[n++] = Square.of(f + s[0], r + s[1]);
                        }
                    }
                }
                KING_TO[c][sq] = Arrays.copyOf(to, n);
                // pawn
                n = 0;
                int fwd = c == RED ? 1 : -1;
                if (on(f, r + fwd)) {
                    to[n++] = Square.of(f, r + fwd);
                }
                if (!ownHalf(c, r)) {
                    if (f > 0) {
                        to[n++] = Square.of(f - 1, r);
                    }
                    if (f < 8) {
                        to[n++] = Square.of(f + 1, r);
                    }
                }
                PAWN_TO[c][sq] = Arrays.copyOf(to, n);
            }
            int[] pc = new int[90];
            for (int sq = 0; sq < 90; sq++) {
                for (int t : PAWN_TO[c][sq]) {
                    pc[t]++;
                }
            }
            for (int sq = 0; sq < 90; sq++) {
                PAWN_FROM[c][sq] = new int[pc[sq]];
                pc[sq] = 0;
            }
            for (int sq = 0; sq < 90; sq++) {
                for (int t : PAWN_TO[c][sq]) {
                    PAWN_FROM[c][t][pc[t]++] = sq;
                }
            }
        }
        for (int k = 0; k < 90; k++) {
            for (int sq = 0; sq < 90; sq++) {
                int df = Math.abs(Square.file(k) - Square.file(sq));
                int dr = Math.abs(Square.rank(k) - Square.rank(sq));
                boolean line = df == 0 || dr == 0;
                SAFE_TO[k * 90 + sq] = !line;
                SAFE_FROM[k * 90 + sq] = !line && !(df == 1 && dr == 1);
                DIR[k * 90 + sq] = -1;
            }
            for (int d = 0; d < 4; d++) {
                for (int sq : RAY[k][d]) {
                    DIR[k * 90 + sq] = (byte) d;
                }
            }
        }
        SplittableRandom rnd = new SplittableRandom(0x51C4A1L);
        for (int i = 0; i < ZOBRIST.length; i++) {
            ZOBRIST[i] = rnd.nextLong();
        }
        ZOBRIST_SIDE = rnd.nextLong();
    }

    private static int[] ray(int f, int r, int df, int dr) {
        int[] out = new int[9];
        int n = 0;
        for (int tf = f + df, tr = r + dr; on(tf, tr); tf += df, tr += dr) {
            out[n++] = Square.of(tf, tr);
        }
        return Arrays.copyOf(out, n);
    }

    private static boolean on(int f, int r) {
        return f >= 0 && f < 9 && r >= 0 && r < 10;
    }

    private static boolean ownHalf(int c, int r) {
        return c == RED ? r <= 4 : r >= 5;
    }

    private static boolean inPalace(int c, int f, int r) {
        if (f < 3 || f > 5) {
            return false;
        }
        return c == RED ? r >= 0 && r <= 2 : r >= 7 && r <= 9;
    }

    private static boolean inPalace(int c, int sq) {
        return inPalace(c, Square.file(sq), Square.rank(sq));
    }

    private static long z(int piece, int sq) {
        return ZOBRIST[(piece + 7) * 90 + sq];
    }

    // ---------------------------------------------------------------- state

    private final int[] board = new int[90];
    private boolean red = true;
    private long key;
    private final int[] kingSq = {-1, -1};
    private int[] histMove = new int[64];
    private int[] histCapt = new int[64];
    private int ply;

    public Position() {
    }

    public static Position start() {
        return fromFen(START_FEN);
    }

    public static Position fromFen(String fen) throws FenException {
        if (fen == null || fen.isBlank()) {
            throw new FenException("FEN为空", "the FEN is empty");
        }
        String[] fields = fen.trim().split("\\s+");
        String[] rows = fields[0].split("/", -1);
        if (rows.length != 10) {
            throw new FenException("FEN须有10行，此处有" + rows.length + "行",
                    "the board must have 10 ranks, found " + rows.length);
        }
        Position p = new Position();
        for (int i = 0; i < 10; i++) {
            int rank = 9 - i;
            int file = 0;
            String row = rows[i];
            for (int j = 0; j < row.length(); j++) {
                char ch = row.charAt(j);
                if (ch >= '1' && ch <= '9') {
                    file += ch - '0';
                } else {
                    int piece;
                    try {
                        piece = Piece.fromFenChar(ch);
                    } catch (IllegalArgumentException e) {
                        throw new FenException("FEN第" + (i + 1) + "行有未知字符“" + ch + "”",
                                "unknown character '" + ch + "' in rank " + (i + 1) + " of the FEN");
                    }
                    if (file < 9) {
                        p.board[Square.of(file, rank)] = piece;
                    }
                    file++;
                }
                if (file > 9) {
                    break;
                }
            }
            if (file != 9) {
                throw new FenException("FEN第" + (i + 1) + "行“" + row + "”不是9列",
                        "rank " + (i + 1) + " of the FEN (\"" + row + "\") does not have 9 files");
            }
        }
        if (fields.length > 1) {
            String s = fields[1];
            if (s.equals("w") || s.equals("r") || s.equals("W") || s.equals("R")) {
                p.red = true;
            } else if (s.equals("b") || s.equals("B")) {
                p.red = false;
            } else {
                throw new FenException("FEN的行棋方“" + s + "”不明（应为w、r或b）",
                        "side to move '" + s + "' is not w, r or b");
            }
        }
        int[] kings = new int[2];
        for (int sq = 0; sq < 90; sq++) {
            int pc = p.board[sq];
            if (pc == Piece.KING) {
                kings[RED]++;
                p.kingSq[RED] = sq;
            } else if (pc == -Piece.KING) {
                kings[BLACK]++;
                p.kingSq[BLACK] = sq;
            }
        }
        if (kings[RED] != 1) {
            throw new FenException("红方须有且只有一个帅（现有" + kings[RED] + "个）",
                    "red must have exactly one king, found " + kings[RED]);
        }
        if (kings[BLACK] != 1) {
            throw new FenException("黑方须有且只有一个将（现有" + kings[BLACK] + "个）",
                    "black must have exactly one king, found " + kings[BLACK]);
        }
        if (!inPalace(RED, p.kingSq[RED])) {
            throw new FenException("帅不在九宫内（" + Square.iccs(p.kingSq[RED]) + "）",
                    "the red king is outside its palace (" + Square.iccs(p.kingSq[RED]) + ")");
        }
        if (!inPalace(BLACK, p.kingSq[BLACK])) {
            throw new FenException("将不在九宫内（" + Square.iccs(p.kingSq[BLACK]) + "）",
                    "the black king is outside its palace (" + Square.iccs(p.kingSq[BLACK]) + ")");
        }
        p.key = p.computeKey();
        return p;
    }

    private long computeKey() {
        long k = 0;
        for (int sq = 0; sq < 90; sq++) {
            if (board[sq] != 0) {
                k ^= z(board[sq], sq);
            }
        }
        return red ? k : k ^ ZOBRIST_SIDE;
    }

    public String toFen() {
        return boardFen() + " - - 0 1";
    }

    public String boardFen() {
        StringBuilder sb = new StringBuilder(64);
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int pc = board[Square.of(file, rank)];
                if (pc == 0) {
                    empty++;
                } else {
                    if (empty > 0) {
                        sb.append((char) ('0' + empty));
                        empty = 0;
                    }
                    sb.append(Piece.fenChar(pc));
                }
            }
            if (empty > 0) {
                sb.append((char) ('0' + empty));
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(red ? " w" : " b");
        return sb.toString();
    }

    @Override
    public String toString() {
        return toFen();
    }

    public int pieceAt(int sq) {
        return board[sq];
    }

    public boolean redToMove() {
        return red;
    }

    public long key() {
        return key;
    }

    public int kingSquare(boolean ofRed) {
        return kingSq[ofRed ? RED : BLACK];
    }

    public Position copy() {
        Position p = new Position();
        System.arraycopy(board, 0, p.board, 0, 90);
        p.red = red;
        p.key = key;
        p.kingSq[0] = kingSq[0];
        p.kingSq[1] = kingSq[1];
        p.histMove = histMove.clone();
        p.histCapt = histCapt.clone();
        p.ply = ply;
        return p;
    }

    public void setPiece(int sq, int piece) {
        int old = board[sq];
        if (old != 0) {
            key ^= z(old, sq);
        }
        board[sq] = piece;
        if (piece != 0) {
            key ^= z(piece, sq);
        }
        if (Piece.kind(old) == Piece.KING || Piece.kind(piece) == Piece.KING) {
            findKings();
        }
    }

    private void findKings() {
        kingSq[RED] = -1;
        kingSq[BLACK] = -1;
        for (int sq = 0; sq < 90; sq++) {
            if (board[sq] == Piece.KING) {
                kingSq[RED] = sq;
            } else if (board[sq] == -Piece.KING) {
                kingSq[BLACK] = sq;
            }
        }
    }

    public void setRedToMove(boolean r) {
        if (r != red) {
            red = r;
            key ^= ZOBRIST_SIDE;
        }
    }

    // ---------------------------------------------------------------- make / unmake

    public void make(int move) {
        int from = move & 0xff;
        int to = (move >>> 8) & 0xff;
        int p = board[from];
        int c = board[to];
        long k = key ^ z(p, from) ^ z(p, to) ^ ZOBRIST_SIDE;
        if (c != 0) {
            k ^= z(c, to);
        }
        key = k;
        board[to] = p;
        board[from] = 0;
        if (p == Piece.KING) {
            kingSq[RED] = to;
        } else if (p == -Piece.KING) {
            kingSq[BLACK] = to;
        }
        if (ply == histMove.length) {
            histMove = Arrays.copyOf(histMove, ply * 2);
            histCapt = Arrays.copyOf(histCapt, ply * 2);
        }
        histMove[ply] = move;
        histCapt[ply] = c;
        ply++;
        red = !red;
    }

    public void unmake() {
        if (ply == 0) {
            throw new IllegalStateException("no move to unmake");
        }
        ply--;
        int move = histMove[ply];
        int c = histCapt[ply];
        int from = move & 0xff;
        int to = (move >>> 8) & 0xff;
        int p = board[to];
        board[from] = p;
        board[to] = c;
        long k = key ^ z(p, from) ^ z(p, to) ^ ZOBRIST_SIDE;
        if (c != 0) {
            k ^= z(c, to);
        }
        key = k;
        if (p == Piece.KING) {
            kingSq[RED] = from;
        } else if (p == -Piece.KING) {
            kingSq[BLACK] = from;
        }
        red = !red;
    }

    /** The piece captured by the last made (and not unmade) move, EMPTY if none or no move made. */
    public int lastCaptured() {
        return ply == 0 ? Piece.EMPTY : histCapt[ply - 1];
    }

    /** The last made (and not unmade) move, or -1. */
    public int lastMove() {
        return ply == 0 ? -1 : histMove[ply - 1];
    }

    // ---------------------------------------------------------------- attacks

    public boolean inCheck() {
        return inCheck(red);
    }

    public boolean inCheck(boolean ofRed) {
        int k = kingSq[ofRed ? RED : BLACK];
        return k >= 0 && attacks(!ofRed, k);
    }

    /**
     * Whether a piece of side {@code byRed} could capture on {@code sq} by the piece rules (ignoring
     * pins). A king facing {@code sq} along an open file counts when {@code sq} lies in the other
     * side's palace (the flying-general rule).
     */
    public boolean attacks(boolean byRed, int sq) {
        final int[] b = board;
        final int s = byRed ? 1 : -1;
        final int c = byRed ? RED : BLACK;
        final int rook = s * Piece.ROOK;
        final int cannon = s * Piece.CANNON;
        final int[][] rays = RAY[sq];
        for (int d = 0; d < 4; d++) {
            int[] ray = rays[d];
            int i = 0;
            int n = ray.length;
            while (i < n && b[ray[i]] == 0) {
                i++;
            }
            if (i == n) {
                continue;
            }
            int first = b[ray[i]];
            if (first == rook) {
                return true;
            }
            if (d < 2 && first == s * Piece.KING && inPalace(1 - c, sq)) {
                return true;
            }
            i++;
            while (i < n && b[ray[i]] == 0) {
                i++;
            }
            if (i < n && b[ray[i]] == cannon) {
                return true;
            }
        }
        final int horse = s * Piece.HORSE;
        int[] hf = HORSE_FROM[sq];
        int[] hl = HORSE_FROM_LEG[sq];
        for (int i = 0; i < hf.length; i++) {
            if (b[hf[i]] == horse && b[hl[i]] == 0) {
                return true;
            }
        }
        final int pawn = s * Piece.PAWN;
        for (int f : PAWN_FROM[c][sq]) {
            if (b[f] == pawn) {
                return true;
            }
        }
        for (int f : KING_TO[c][sq]) {
            if (b[f] == s * Piece.KING) {
                return true;
            }
        }
        for (int f : ADV_TO[c][sq]) {
            if (b[f] == s * Piece.ADVISOR) {
                return true;
            }
        }
        int[] et = ELE_TO[c][sq];
        int[] ee = ELE_EYE[c][sq];
        for (int i = 0; i < et.length; i++) {
            if (b[et[i]] == s * Piece.ELEPHANT && b[ee[i]] == 0) {
                return true;
            }
        }
        return false;
    }

    /** Rook, cannon or facing king of side byRed attacking the king square k along RAY[k][d]. */
    private boolean rayAttacked(int k, int d, boolean byRed) {
        final int[] b = board;
        final int s = byRed ? 1 : -1;
        int[] ray = RAY[k][d];
        int i = 0;
        int n = ray.length;
        while (i < n && b[ray[i]] == 0) {
            i++;
        }
        if (i == n) {
            return false;
        }
        int first = b[ray[i]];
        if (first == s * Piece.ROOK || (d < 2 && first == s * Piece.KING)) {
            return true;
        }
        i++;
        while (i < n && b[ray[i]] == 0) {
            i++;
        }
        return i < n && b[ray[i]] == s * Piece.CANNON;
    }

    /** A horse of side byRed attacking k whose leg is the (now empty) square leg. */
    private boolean horseThroughLeg(int k, int leg, boolean byRed) {
        final int horse = byRed ? Piece.HORSE : -Piece.HORSE;
        int[] hf = HORSE_FROM[k];
        int[] hl = HORSE_FROM_LEG[k];
        for (int i = 0; i < hf.length; i++) {
            if (hl[i] == leg && board[hf[i]] == horse) {
                return true;
            }
        }
        return false;
    }

    private boolean kingsFace() {
        int rk = kingSq[RED];
        int bk = kingSq[BLACK];
        if (rk < 0 || bk < 0 || Square.file(rk) != Square.file(bk)) {
            return false;
        }
        int lo = Math.min(rk, bk);
        int hi = Math.max(rk, bk);
        for (int sq = lo + 9; sq < hi; sq += 9) {
            if (board[sq] != 0) {
                return false;
            }
        }
        return true;
    }

    // ---------------------------------------------------------------- move generation

    /** Moves by the piece rules for the side to move, ignoring own-king safety and facing kings. */
    public int pseudoMoves(int[] buf) {
        final int[] b = board;
        final int c = red ? RED : BLACK;
        int n = 0;
        for (int sq = 0; sq < 90; sq++) {
            int p = b[sq];
            if (p == 0 || (p > 0) != red) {
                continue;
            }
            int kind = p < 0 ? -p : p;
            switch (kind) {
                case Piece.ROOK: {
                    int[][] rays = RAY[sq];
                    for (int d = 0; d < 4; d++) {
                        for (int t : rays[d]) {
                            int q = b[t];
                            if (q == 0) {
                                buf[n++] = sq | (t << 8);
                            } else {
                                if ((q > 0) != red) {
                                    buf[n++] = sq | (t << 8);
                                }
                                break;
                            }
                        }
                    }
                    break;
                }
                case Piece.CANNON: {
                    int[][] rays = RAY[sq];
                    for (int d = 0; d < 4; d++) {
                        int[] ray = rays[d];
                        int i = 0;
                        int len = ray.length;
                        while (i < len && b[ray[i]] == 0) {
                            buf[n++] = sq | (ray[i] << 8);
                            i++;
                        }
                        i++;
                        while (i < len && b[ray[i]] == 0) {
                            i++;
                        }
                        if (i < len && (b[ray[i]] > 0) != red) {
                            buf[n++] = sq | (ray[i] << 8);
                        }
                    }
                    break;
                }
                case Piece.HORSE: {
                    int[] to = HORSE_TO[sq];
                    int[] leg = HORSE_LEG[sq];
                    for (int i = 0; i < to.length; i++) {
                        if (b[leg[i]] == 0) {
                            int q = b[to[i]];
                            if (q == 0 || (q > 0) != red) {
                                buf[n++] = sq | (to[i] << 8);
                            }
                        }
                    }
                    break;
                }
                case Piece.ELEPHANT: {
                    int[] to = ELE_TO[c][sq];
                    int[] eye = ELE_EYE[c][sq];
                    for (int i = 0; i < to.length; i++) {
                        if (b[eye[i]] == 0) {
                            int q = b[to[i]];
                            if (q == 0 || (q > 0) != red) {
                                buf[n++] = sq | (to[i] << 8);
                            }
                        }
                    }
                    break;
                }
                default: {
                    int[] to = kind == Piece.PAWN ? PAWN_TO[c][sq]
                            : kind == Piece.KING ? KING_TO[c][sq] : ADV_TO[c][sq];
                    for (int t : to) {
                        int q = b[t];
                        if (q == 0 || (q > 0) != red) {
                            buf[n++] = sq | (t << 8);
                        }
                    }
                    break;
                }
            }
        }
        return n;
    }

    /** Fills buf (256 entries are always enough) with the legal moves; returns their number. */
    public int legalMoves(int[] buf) {
        int n = pseudoMoves(buf);
        final int us = red ? RED : BLACK;
        final int k = kingSq[us];
        if (k < 0) {
            return n;
        }
        final int[] b = board;
        final boolean them = !red;
        final boolean check = attacks(them, k);
        final int k90 = k * 90;
        int out = 0;
        for (int i = 0; i < n; i++) {
            int m = buf[i];
            int from = m & 0xff;
            int to = m >>> 8;
            if (!check && SAFE_FROM[k90 + from] && SAFE_TO[k90 + to]) {
                buf[out++] = m;
                continue;
            }
            int p = b[from];
            int cap = b[to];
            b[to] = p;
            b[from] = 0;
            boolean bad;
            if (check || from == k) {
                bad = attacks(them, from == k ? to : k);
            } else {
                // not in check and not a king move: only lines through from/to and horse legs at from matter
                int d1 = DIR[k90 + from];
                int d2 = DIR[k90 + to];
                bad = (d1 >= 0 && rayAttacked(k, d1, them))
                        || (d2 >= 0 && d2 != d1 && rayAttacked(k, d2, them))
                        || (d1 < 0 && horseThroughLeg(k, from, them));
            }
            b[from] = p;
            b[to] = cap;
            if (!bad) {
                buf[out++] = m;
            }
        }
        return out;
    }

    public int[] legalMoves() {
        int[] buf = new int[256];
        int n = legalMoves(buf);
        return Arrays.copyOf(buf, n);
    }

    public boolean hasLegalMove() {
        return legalMoves(new int[256]) > 0;
    }

    public boolean isLegal(int move) {
        return explain(move) == null;
    }

    /** Null if the move is legal for the side to move, else the reason. */
    public Illegality explain(int move) {
        if (move < 0) {
            return Illegality.NOT_A_MOVE;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (from >= 90 || to >= 90 || move != Move.of(from, to)) {
            return Illegality.NOT_A_MOVE;
        }
        int p = board[from];
        if (p == 0) {
            return Illegality.NO_PIECE;
        }
        if ((p > 0) != red) {
            return Illegality.OPPONENT_PIECE;
        }
        if (from == to) {
            return Illegality.NOT_A_MOVE;
        }
        int q = board[to];
        if (q != 0 && (q > 0) == red) {
            return Illegality.CAPTURES_OWN;
        }
        Illegality geo = geometry(p, from, to);
        if (geo != null) {
            return geo;
        }
        int us = red ? RED : BLACK;
        make(move);
        boolean face = kingsFace();
        int k = kingSq[us];
        boolean attacked = k >= 0 && attacks(red, k);
        unmake();
        if (face) {
            return Illegality.KINGS_FACE;
        }
        if (attacked) {
            return Illegality.LEAVES_KING_IN_CHECK;
        }
        return null;
    }

    private Illegality geometry(int p, int from, int to) {
        int c = p > 0 ? RED : BLACK;
        int ff = Square.file(from);
        int fr = Square.rank(from);
        int tf = Square.file(to);
        int tr = Square.rank(to);
        int df = tf - ff;
        int dr = tr - fr;
        int adf = Math.abs(df);
        int adr = Math.abs(dr);
        switch (Piece.kind(p)) {
            case Piece.KING:
                if (adf + adr != 1) {
                    return Illegality.NOT_A_MOVE;
                }
                return inPalace(c, tf, tr) ? null : Illegality.KING_LEAVES_PALACE;
            case Piece.ADVISOR:
                if (adf != 1 || adr != 1) {
                    return Illegality.NOT_A_MOVE;
                }
                return inPalace(c, tf, tr) ? null : Illegality.ADVISOR_LEAVES_PALACE;
            case Piece.ELEPHANT:
                if (adf != 2 || adr != 2) {
                    return Illegality.NOT_A_MOVE;
                }
                if (!ownHalf(c, tr)) {
                    return Illegality.ELEPHANT_CROSSES_RIVER;
                }
                return board[Square.of(ff + df / 2, fr + dr / 2)] == 0 ? null : Illegality.ELEPHANT_EYE_BLOCKED;
            case Piece.HORSE: {
                int leg;
                if (adf == 1 && adr == 2) {
                    leg = Square.of(ff, fr + dr / 2);
                } else if (adf == 2 && adr == 1) {
                    leg = Square.of(ff + df / 2, fr);
                } else {
                    return Illegality.NOT_A_MOVE;
                }
                return board[leg] == 0 ? null : Illegality.HORSE_LEG_BLOCKED;
            }
            case Piece.ROOK:
                if (df != 0 && dr != 0) {
                    return Illegality.NOT_A_MOVE;
                }
                return between(from, to) == 0 ? null : Illegality.ROOK_PATH_BLOCKED;
            case Piece.CANNON: {
                if (df != 0 && dr != 0) {
                    return Illegality.NOT_A_MOVE;
                }
                int screens = between(from, to);
                if (board[to] == 0) {
                    return screens == 0 ? null : Illegality.CANNON_PATH_BLOCKED;
                }
                if (screens == 0) {
                    return Illegality.CANNON_NEEDS_SCREEN;
                }
                return screens == 1 ? null : Illegality.CANNON_PATH_BLOCKED;
            }
            case Piece.PAWN: {
                int fwd = c == RED ? 1 : -1;
                if (df == 0 && dr == fwd) {
                    return null;
                }
                if (dr * fwd < 0) {
                    return Illegality.PAWN_BACKWARD;
                }
                if (dr == 0 && adf == 1) {
                    return ownHalf(c, fr) ? Illegality.PAWN_SIDEWAYS_BEFORE_RIVER : null;
                }
                return Illegality.NOT_A_MOVE;
            }
            default:
                return Illegality.NOT_A_MOVE;
        }
    }

    /** Number of pieces strictly between two squares on one file or rank. */
    private int between(int from, int to) {
        int step;
        if (Square.file(from) == Square.file(to)) {
            step = to > from ? 9 : -9;
        } else {
            step = to > from ? 1 : -1;
        }
        int n = 0;
        for (int sq = from + step; sq != to; sq += step) {
            if (board[sq] != 0) {
                n++;
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- set-up validation

    private static final String[] KIND_ZH_RED = {"", "帅", "仕", "相", "马", "车", "炮", "兵"};
    private static final String[] KIND_ZH_BLACK = {"", "将", "士", "象", "马", "车", "炮", "卒"};
    private static final int[] MAX_COUNT = {0, 1, 2, 2, 2, 2, 2, 5};

    /** Null if this is a possible set-up; otherwise the reason, in Chinese. */
    public String validate() {
        int[][] count = new int[2][8];
        for (int sq = 0; sq < 90; sq++) {
            int p = board[sq];
            if (p == 0) {
                continue;
            }
            int kind = Piece.kind(p);
            if (kind < Piece.KING || kind > Piece.PAWN) {
                return "格" + Square.iccs(sq) + "上有未知棋子";
            }
            count[p > 0 ? RED : BLACK][kind]++;
        }
        for (int c = 0; c < 2; c++) {
            String side = c == RED ? "红方" : "黑方";
            String[] names = c == RED ? KIND_ZH_RED : KIND_ZH_BLACK;
            if (count[c][Piece.KING] != 1) {
                return side + "须有且只有一个" + names[Piece.KING] + "（现有" + count[c][Piece.KING] + "个）";
            }
            for (int kind = Piece.ADVISOR; kind <= Piece.PAWN; kind++) {
                if (count[c][kind] > MAX_COUNT[kind]) {
                    return side + names[kind] + "多于" + MAX_COUNT[kind] + "个（现有" + count[c][kind] + "个）";
                }
            }
        }
        for (int sq = 0; sq < 90; sq++) {
            int p = board[sq];
            if (p == 0) {
                continue;
            }
            int c = p > 0 ? RED : BLACK;
            int f = Square.file(sq);
            int r = Square.rank(sq);
            String name = (c == RED ? KIND_ZH_RED : KIND_ZH_BLACK)[Piece.kind(p)];
            String side = c == RED ? "红" : "黑";
            switch (Piece.kind(p)) {
                case Piece.KING:
                    if (!inPalace(c, f, r)) {
                        return side + name + "不在九宫内（" + Square.iccs(sq) + "）";
                    }
                    break;
                case Piece.ADVISOR:
                    if (!inPalace(c, f, r) || ((f + r) % 2) != (c == RED ? 1 : 0)) {
                        return side + name + "不可能在" + Square.iccs(sq) + "（仕士只走九宫斜线）";
                    }
                    break;
                case Piece.ELEPHANT: {
                    int rr = c == RED ? r : 9 - r;
                    boolean ok = (rr == 0 || rr == 4) && (f == 2 || f == 6)
                            || rr == 2 && (f == 0 || f == 4 || f == 8);
                    if (!ok) {
                        return side + name + "不可能在" + Square.iccs(sq) + "（相象只走己方田字点）";
                    }
                    break;
                }
                case Piece.PAWN: {
                    int rr = c == RED ? r : 9 - r;
                    if (rr < 3 || (rr < 5 && f % 2 != 0)) {
                        return side + name + "不可能在" + Square.iccs(sq) + "（兵卒不能后退，过河前不能横走）";
                    }
                    break;
                }
                default:
                    break;
            }
        }
        if (kingsFace()) {
            return "将帅对面";
        }
        if (inCheck(!red)) {
            return red ? "轮到红方走棋，但黑方正被将军" : "轮到黑方走棋，但红方正被将军";
        }
        return null;
    }
}
