package org.qicai.plugin.xiangqi.notation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.RecordException;
import org.qicai.plugin.xiangqi.board.FenException;
import org.qicai.plugin.xiangqi.board.Position;

/**
 * Reads a game record (xq 7.5): a PGN of one game — {@code [Tag "value"]} lines, {@code [FEN "..."]}, move
 * numbers ({@code 1.}, {@code 1...}, {@code 1、}), comments ({@code {...}}, {@code ;} to the end of the line),
 * variations ({@code (...)}, skipped), a result ({@code 1-0 0-1 1/2-1/2 *}, 红胜 黑胜 和棋) — or a plain move list
 * (moves separated by spaces or commas, with or without move numbers). Moves may be in any notation
 * {@link MoveReader} reads, mixed. Faults in a move name its ply (from 1); faults outside the moves (a tag,
 * the FEN, an unclosed comment) have ply 0.
 */
public final class RecordReader {
    private RecordReader() {
    }

    /** What a tolerant read found: the record of the moves read, and the first bad move (or null). */
    public record Partial(GameRecord record, int[] moves, RecordError error) {
        /** The start position (a fresh copy). */
        public Position start() {
            try {
                return Position.fromFen(record.startFen());
            } catch (FenException e) {
                throw new IllegalStateException(e);
            }
        }
    }

    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\]");
    private static final Pattern NUMBER = Pattern.compile("(\\d{1,4})(?:\\.+|、|:|\\))(.*)");
    private static final Pattern BARE_NUMBER = Pattern.compile("\\d{1,4}");

    /** The record, or the first fault. {@code fenOverride} (nullable) replaces the record's start position. */
    public static GameRecord read(String text, String fenOverride) throws RecordException {
        Partial p = readUntilError(text, fenOverride);
        if (p.error() != null) {
            throw new RecordException(p.error());
        }
        return p.record();
    }

    /**
     * The moves read before the first bad move, with that move's error (null when all read). A fault outside
     * the moves (tag, FEN, comment) is still an exception: there is no record to speak of.
     */
    public static Partial readUntilError(String text, String fenOverride) throws RecordException {
        if (text == null) {
            text = "";
        }
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        String[] lines = text.split("\r\n|\r|\n", -1);
        boolean inBrace = false;
        for (int n = 0; n < lines.length; n++) {
            String raw = lines[n];
            String line = raw.strip();
            if (!inBrace && line.startsWith("[")) {
                if (!movetext.toString().isBlank()) {
                    // tags after moves: the next game of a PGN file (readAll splits those)
                    throw new RecordException(new RecordError(0, line, "文件中不止一局棋：第" + (n + 1)
                            + "行起是另一局；请一次读一局",
                            "the file holds more than one game: another starts at line " + (n + 1)
                            + "; read one game at a time"));
                }
                // tag pairs at the start of a line; move text may follow them on the same line
                while (line.startsWith("[")) {
                    Matcher m = TAG.matcher(line);
                    if (!m.lookingAt()) {
                        throw new RecordException(new RecordError(0, line, "看不懂的标签行", "unreadable tag line"));
                    }
                    tags.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                    line = line.substring(m.end()).strip();
                }
                if (line.isEmpty()) {
                    continue;
                }
                raw = line;
            }
            if (!inBrace && line.startsWith("%")) {
                continue; // PGN escape line
            }
            // track braces only to know whether a '[' starts a tag line
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '{') {
                    inBrace = true;
                } else if (c == '}') {
                    inBrace = false;
                }
            }
            movetext.append(raw).append('\n');
        }
        String fen = fenOverride != null && !fenOverride.isBlank() ? fenOverride.strip() : tags.get("FEN");
        tags.remove("FEN");
        Position pos;
        try {
            pos = fen == null || fen.isBlank() ? Position.fromFen(Position.START_FEN) : Position.fromFen(fen.strip());
        } catch (FenException e) {
            throw new RecordException(new RecordError(0, fen, "FEN 有误：" + e.zh(), "bad FEN: " + e.en()));
        }
        String startFen = pos.toFen();
        List<String> tokens = tokens(movetext.toString());
        List<GameMove> moves = new ArrayList<>();
        List<Integer> ints = new ArrayList<>();
        String result = null;
        RecordError error = null;
        for (int t = 0; t < tokens.size(); t++) {
            String tok = tokens.get(t);
            String norm = Chars.normalize(tok);
            String res = result(norm);
            if (res != null) {
                if (t + 1 < tokens.size()) {
                    error = new RecordError(moves.size() + 1, tokens.get(t + 1), "棋局结果之后还有着法",
                            "moves after the result");
                    break;
                }
                result = res.equals("*") ? null : res;
                break;
            }
            if (BARE_NUMBER.matcher(norm).matches()) {
                continue;
            }
            Matcher nm = NUMBER.matcher(norm);
            if (nm.matches()) {
                String rest = nm.group(2).strip();
                if (rest.isEmpty()) {
                    continue;
                }
                tok = rest;
                norm = rest;
            }
            int ply = moves.size() + 1;
            boolean red = pos.redToMove();
            int m;
            try {
                m = MoveReader.read(pos, tok, ply);
            } catch (RecordException e) {
                error = e.error();
                break;
            }
            String zh = MoveWriter.chinese(pos, m);
            pos.make(m);
            moves.add(new GameMove(ply, red, MoveWriter.iccs(m), zh, tok, pos.toFen()));
            ints.add(m);
        }
        if (result == null && error == null) {
            String tagResult = tags.get("Result");
            if (tagResult != null) {
                String r = result(Chars.normalize(tagResult));
                if (r != null && !r.equals("*")) {
                    result = r;
                }
            }
        }
        int[] arr = ints.stream().mapToInt(Integer::intValue).toArray();
        return new Partial(new GameRecord(startFen, moves, tags, result), arr, error);
    }

    /**
     * The games of a file holding several (a new game starts at a tag line after move text), each read as
     * {@link #read}; the fixture's 15 games are one file.
     */
    public static List<GameRecord> readAll(String text) throws RecordException {
        List<GameRecord> games = new ArrayList<>();
        for (String g : split(text)) {
            games.add(read(g, null));
        }
        return games;
    }

    /** The texts of the games of a multi-game file. */
    public static List<String> split(String text) {
        List<String> games = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        boolean sawMoves = false;
        for (String line : text.split("\r\n|\r|\n", -1)) {
            String s = line.strip();
            if (s.startsWith("[") && sawMoves) {
                games.add(cur.toString());
                cur.setLength(0);
                sawMoves = false;
            }
            if (!s.isEmpty() && !s.startsWith("[")) {
                sawMoves = true;
            }
            cur.append(line).append('\n');
        }
        if (!cur.toString().isBlank()) {
            games.add(cur.toString());
        }
        return games;
    }

    /** 1-0, 0-1, 1/2-1/2 or * for a result word, else null. */
    static String result(String s) {
        return switch (s) {
            case "1-0", "红胜", "红方胜", "红胜。" -> "1-0";
            case "0-1", "黑胜", "黑方胜", "黑胜。" -> "0-1";
            case "1/2-1/2", "1/2", "和棋", "和局", "和", "=" -> "1/2-1/2";
            case "*" -> "*";
            default -> null;
        };
    }

    /** The move text's tokens: comments and variations removed, split at spaces and commas. */
    private static List<String> tokens(String s) throws RecordException {
        StringBuilder b = new StringBuilder(s.length());
        int depth = 0;
        int i = 0;
        int n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '{' || c == '｛') {
                int j = i + 1;
                while (j < n && s.charAt(j) != '}' && s.charAt(j) != '｝') {
                    j++;
                }
                if (j >= n) {
                    throw new RecordException(new RecordError(0, excerpt(s, i), "注释没有结束（缺“}”）",
                            "unclosed comment (no '}')"));
                }
                i = j + 1;
                b.append(' ');
                continue;
            }
            if (c == ';' && depth == 0) {
                while (i < n && s.charAt(i) != '\n') {
                    i++;
                }
                b.append(' ');
                continue;
            }
            if (c == '(' || c == '（') {
                depth++;
                i++;
                continue;
            }
            if ((c == ')' || c == '）') && depth > 0) {
                depth--;
                i++;
                b.append(' ');
                continue;
            }
            if (depth == 0) {
                b.append(c);
            }
            i++;
        }
        if (depth > 0) {
            throw new RecordException(new RecordError(0, "(", "变着括号没有结束（缺“)”）", "unclosed variation (no ')')"));
        }
        List<String> out = new ArrayList<>();
        for (String t : b.toString().split("[\\s,，;；、\u3000]+")) {
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out;
    }

    private static String excerpt(String s, int i) {
        return s.substring(i, Math.min(s.length(), i + 20)).strip();
    }
}
