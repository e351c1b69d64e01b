package org.qicai.app.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.game.BoardPiece;
import org.qicai.core.game.BoardState;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.LegalMove;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.spi.GameRules;

/**
 * A small xiangqi rule set for the board window's tests when the discipline plugin's own is not loaded: full
 * move generation (palace, river, legs, eyes, screens, flying general, own king safe), Chinese notation
 * without 前/后 and ICCS; no ruling beyond "none". The window under test takes whichever it is given.
 */
final class SimpleXiangqiRules implements GameRules {
    static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w";
    private static final String RED_GLYPHS = "帅仕相马车炮兵";
    private static final String BLACK_GLYPHS = "将士象马车炮卒";
    private static final String KINDS = "KABNRCP";
    private static final String RED_NUMS = "一二三四五六七八九";

    @Override
    public String id() {
        return "xiangqi";
    }

    @Override
    public String displayName(Locale locale) {
        return "象棋";
    }

    @Override
    public String startFen() {
        return START;
    }

    private record Pos(char[][] b, boolean red) {
    }

    private static Pos parse(String fen) throws RecordException {
        String[] parts = fen.strip().split("\\s+");
        String[] rows = parts[0].split("/");
        if (rows.length != 10) {
            throw bad(0, fen, "FEN 应有 10 行", "a FEN has 10 rows");
        }
        char[][] b = new char[10][9];
        for (int r = 0; r < 10; r++) {
            int f = 0;
            for (char c : rows[r].toCharArray()) {
                if (Character.isDigit(c)) {
                    f += c - '0';
                } else {
                    if (f > 8 || KINDS.indexOf(Character.toUpperCase(c)) < 0) {
                        throw bad(0, fen, "FEN 第 " + (r + 1) + " 行有误", "row " + (r + 1) + " of the FEN is wrong");
                    }
                    b[9 - r][f++] = c;
                }
            }
            if (f != 9) {
                throw bad(0, fen, "FEN 第 " + (r + 1) + " 行不是 9 格", "row " + (r + 1) + " of the FEN is not 9 squares");
            }
        }
        int kings = 0;
        for (char[] row : b) {
            for (char c : row) {
                if (c == 'K' || c == 'k') {
                    kings++;
                }
            }
        }
        if (kings != 2) {
            throw bad(0, fen, "双方各需一个帅（将）", "each side needs one king");
        }
        return new Pos(b, parts.length < 2 || !parts[1].equalsIgnoreCase("b"));
    }

    private static RecordException bad(int ply, String text, String zh, String en) {
        return new RecordException(new RecordError(ply, text, zh, en));
    }

    private static String fen(char[][] b, boolean red) {
        StringBuilder sb = new StringBuilder();
        for (int r = 9; r >= 0; r--) {
            int e = 0;
            for (int f = 0; f < 9; f++) {
                if (b[r][f] == 0) {
                    e++;
                } else {
                    if (e > 0) {
                        sb.append(e);
                    }
                    e = 0;
                    sb.append(b[r][f]);
                }
            }
            if (e > 0) {
                sb.append(e);
            }
            if (r > 0) {
                sb.append('/');
            }
        }
        return sb.append(red ? " w" : " b").toString();
    }

    @Override
    public BoardState board(String fen) throws RecordException {
        Pos p = parse(fen);
        List<BoardPiece> ps = new ArrayList<>();
        for (int r = 0; r < 10; r++) {
            for (int f = 0; f < 9; f++) {
                char c = p.b()[r][f];
                if (c != 0) {
                    boolean red = Character.isUpperCase(c);
                    int i = KINDS.indexOf(Character.toUpperCase(c));
                    ps.add(new BoardPiece(f, r, red, Character.toUpperCase(c),
                            String.valueOf((red ? RED_GLYPHS : BLACK_GLYPHS).charAt(i))));
                }
            }
        }
        return new BoardState(fen(p.b(), p.red()), p.red(), ps, attacked(p.b(), p.red()));
    }

    private static boolean own(char c, boolean red) {
        return c != 0 && Character.isUpperCase(c) == red;
    }

    private static boolean in(int f, int r) {
        return f >= 0 && f < 9 && r >= 0 && r < 10;
    }

    private static void pseudo(char[][] b, boolean red, List<int[]> out) {
        for (int r = 0; r < 10; r++) {
            for (int f = 0; f < 9; f++) {
                char c = b[r][f];
                if (own(c, red)) {
                    from(b, f, r, Character.toUpperCase(c), red, out);
                }
            }
        }
    }

    private static void add(char[][] b, boolean red, int f, int r, int tf, int tr, List<int[]> out) {
        if (in(tf, tr) && !own(b[tr][tf], red)) {
            out.add(new int[] {f, r, tf, tr});
        }
    }

    private static boolean palace(int f, int r, boolean red) {
        return f >= 3 && f <= 5 && (red ? r <= 2 : r >= 7);
    }

    private static void from(char[][] b, int f, int r, char k, boolean red, List<int[]> out) {
        int[][] orth = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        int[][] diag = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
        switch (k) {
            case 'K' -> {
                for (int[] d : orth) {
                    if (palace(f + d[0], r + d[1], red)) {
                        add(b, red, f, r, f + d[0], r + d[1], out);
                    }
                }
            }
            case 'A' -> {
                for (int[] d : diag) {
                    if (palace(f + d[0], r + d[1], red)) {
                        add(b, red, f, r, f + d[0], r + d[1], out);
                    }
                }
            }
            case 'B' -> {
                for (int[] d : diag) {
                    int tf = f + 2 * d[0];
                    int tr = r + 2 * d[1];
                    if (in(tf, tr) && (red ? tr <= 4 : tr >= 5) && b[r + d[1]][f + d[0]] == 0) {
                        add(b, red, f, r, tf, tr, out);
                    }
                }
            }
            case 'N' -> {
                for (int[] d : orth) {
                    int lf = f + d[0];
                    int lr = r + d[1];
                    if (!in(lf, lr) || b[lr][lf] != 0) {
                        continue;
                    }
                    if (d[0] == 0) {
                        add(b, red, f, r, f - 1, r + 2 * d[1], out);
                        add(b, red, f, r, f + 1, r + 2 * d[1], out);
                    } else {
                        add(b, red, f, r, f + 2 * d[0], r - 1, out);
                        add(b, red, f, r, f + 2 * d[0], r + 1, out);
                    }
                }
            }
            case 'R', 'C' -> {
                for (int[] d : orth) {
                    int tf = f + d[0];
                    int tr = r + d[1];
                    boolean screen = false;
                    while (in(tf, tr)) {
                        char t = b[tr][tf];
                        if (!screen) {
                            if (t == 0) {
                                out.add(new int[] {f, r, tf, tr});
                            } else if (k == 'R') {
                                add(b, red, f, r, tf, tr, out);
                                break;
                            } else {
                                screen = true;
                            }
                        } else if (t != 0) {
                            add(b, red, f, r, tf, tr, out);
                            break;
                        }
                        tf += d[0];
                        tr += d[1];
                    }
                }
            }
            case 'P' -> {
                int fw = red ? 1 : -1;
                add(b, red, f, r, f, r + fw, out);
                if (red ? r >= 5 : r <= 4) {
                    add(b, red, f, r, f - 1, r, out);
                    add(b, red, f, r, f + 1, r, out);
                }
            }
            default -> {
            }
        }
    }

    /** Whether the king of {@code red} is attacked (or faces the other king). */
    private static boolean attacked(char[][] b, boolean red) {
        int kf = -1;
        int kr = -1;
        for (int r = 0; r < 10; r++) {
            for (int f = 0; f < 9; f++) {
                if (b[r][f] == (red ? 'K' : 'k')) {
                    kf = f;
                    kr = r;
                }
            }
        }
        if (kf < 0) {
            return true;
        }
        List<int[]> opp = new ArrayList<>();
        pseudo(b, !red, opp);
        for (int[] mv : opp) {
            if (mv[2] == kf && mv[3] == kr) {
                return true;
            }
        }
        int step = red ? 1 : -1;
        for (int r = kr + step; r >= 0 && r < 10; r += step) {
            char c = b[r][kf];
            if (c != 0) {
                return c == (red ? 'k' : 'K');
            }
        }
        return false;
    }

    private static List<int[]> legal(Pos p) {
        List<int[]> ps = new ArrayList<>();
        pseudo(p.b(), p.red(), ps);
        List<int[]> out = new ArrayList<>();
        for (int[] mv : ps) {
            char[][] b = copy(p.b());
            b[mv[3]][mv[2]] = b[mv[1]][mv[0]];
            b[mv[1]][mv[0]] = 0;
            if (!attacked(b, p.red())) {
                out.add(mv);
            }
        }
        return out;
    }

    private static char[][] copy(char[][] b) {
        char[][] c = new char[10][];
        for (int i = 0; i < 10; i++) {
            c[i] = b[i].clone();
        }
        return c;
    }

    private static String num(boolean red, int n) {
        return red ? String.valueOf(RED_NUMS.charAt(n - 1)) : String.valueOf(n);
    }

    private static String chinese(char[][] b, int[] mv) {
        char c = b[mv[1]][mv[0]];
        boolean red = Character.isUpperCase(c);
        char k = Character.toUpperCase(c);
        String glyph = String.valueOf((red ? RED_GLYPHS : BLACK_GLYPHS).charAt(KINDS.indexOf(k)));
        int fromNo = red ? 9 - mv[0] : mv[0] + 1;
        int toNo = red ? 9 - mv[2] : mv[2] + 1;
        int dr = mv[3] - mv[1];
        if (dr == 0) {
            return glyph + num(red, fromNo) + "平" + num(red, toNo);
        }
        boolean forward = red ? dr > 0 : dr < 0;
        String dir = forward ? "进" : "退";
        boolean diagonal = k == 'N' || k == 'B' || k == 'A';
        return glyph + num(red, fromNo) + dir + num(red, diagonal ? toNo : Math.abs(dr));
    }

    private static String iccs(int[] mv) {
        return "" + (char) ('a' + mv[0]) + mv[1] + (char) ('a' + mv[2]) + mv[3];
    }

    @Override
    public List<LegalMove> legalMoves(String fen) throws RecordException {
        Pos p = parse(fen);
        List<LegalMove> out = new ArrayList<>();
        for (int[] mv : legal(p)) {
            out.add(new LegalMove(iccs(mv), mv[0], mv[1], mv[2], mv[3], chinese(p.b(), mv)));
        }
        return out;
    }

    @Override
    public long perft(String fen, int depth) throws RecordException {
        if (depth == 0) {
            return 1;
        }
        long n = 0;
        for (LegalMove lm : legalMoves(fen)) {
            n += perft(play(fen, 1, lm.iccs()).fenAfter(), depth - 1);
        }
        return n;
    }

    @Override
    public GameMove play(String fen, int ply, String typed) throws RecordException {
        Pos p = parse(fen);
        String t = typed.strip().replace("-", "").toLowerCase(Locale.ROOT);
        for (int[] mv : legal(p)) {
            if (iccs(mv).equals(t) || chinese(p.b(), mv).equals(typed.strip())) {
                char[][] b = copy(p.b());
                String zh = chinese(b, mv);
                b[mv[3]][mv[2]] = b[mv[1]][mv[0]];
                b[mv[1]][mv[0]] = 0;
                return new GameMove(ply, p.red(), iccs(mv), zh, typed, fen(b, !p.red()));
            }
        }
        throw bad(ply, typed, "不是合法着法", "not a legal move");
    }

    @Override
    public GameRecord read(String text, String fen) throws RecordException {
        String pos = fen == null ? START : fen;
        String start = pos;
        List<GameMove> moves = new ArrayList<>();
        for (String tok : text.strip().split("\\s+")) {
            if (tok.isEmpty() || tok.matches("\\d+\\.*") || tok.startsWith("[")) {
                continue;
            }
            GameMove gm = play(pos, moves.size() + 1, tok);
            moves.add(gm);
            pos = gm.fenAfter();
        }
        return new GameRecord(start, moves, Map.of(), null);
    }

    @Override
    public List<String> write(GameRecord record, String notation) {
        return record.moves().stream().map(m -> "iccs".equals(notation) ? m.iccs() : m.chinese()).toList();
    }

    @Override
    public String toPgn(GameRecord record, String notation) {
        return String.join(" ", write(record, notation));
    }

    @Override
    public Ruling judge(String text, String fen, int moveLimit) throws RecordException {
        read(text, fen);
        return new Ruling(Verdict.NONE, List.of(), null, null, null, "无须裁决", "no ruling needed");
    }
}
