package org.qicai.core.trf;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads FIDE TRF16. Lines may end in CR, LF or CRLF; columns are counted in characters (code
 * points), so a Chinese name does not shift the fields behind it. UTF-8 is expected; a file that
 * is not valid UTF-8 is read as ISO-8859-1 (older Swiss-Manager exports).
 *
 * <p>Every problem is a {@link TrfException} naming the line and column; nothing partial is
 * returned. Besides the syntax of each line it checks that opponents exist and agree with each
 * other, and that the points column equals the results under the file's point system ({@code 162}).
 */
public final class TrfReader {

    private TrfReader() {
    }

    public static TrfTournament read(Path file) throws IOException {
        return read(Files.readAllBytes(file));
    }

    public static TrfTournament read(InputStream in) throws IOException {
        return read(in.readAllBytes());
    }

    public static TrfTournament read(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            text = new String(bytes, StandardCharsets.ISO_8859_1);
        }
        return parse(text);
    }

    /** Parses the text of a TRF file. */
    public static TrfTournament parse(String text) {
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<TrfHeader> headers = new ArrayList<>();
        List<TrfPlayer> players = new ArrayList<>();
        Map<Integer, Integer> lineOf = new HashMap<>();
        int pointLine = 0;
        int lineNo = 0;
        int pos = 0;
        int n = text.length();
        while (pos < n) {
            int end = pos;
            while (end < n && text.charAt(end) != '\r' && text.charAt(end) != '\n') {
                end++;
            }
            String line = text.substring(pos, end);
            lineNo++;
            if (end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n') {
                end++;
            }
            pos = end + 1;
            int[] cps = line.codePoints().toArray();
            if (line.isBlank()) {
                continue;
            }
            if (cps.length < 3) {
                throw new TrfException(lineNo, 1, "TRF 行应以三个字符的代码开头", "a TRF line starts with a three-character code");
            }
            String code = new String(cps, 0, 3);
            if (cps.length > 3 && cps[3] != ' ') {
                throw new TrfException(lineNo, 4, "代码“" + code + "”之后应为空格",
                        "expected a blank after the code '" + code + "'");
            }
            if (code.equals("001")) {
                TrfPlayer p = PlayerLine.parse(cps, lineNo);
                if (lineOf.putIfAbsent(p.startNo(), lineNo) != null) {
                    throw new TrfException(lineNo, 5, "序号 " + p.startNo() + " 已在第 " + lineOf.get(p.startNo())
                            + " 行使用", "start number " + p.startNo() + " already used on line " + lineOf.get(p.startNo()));
                }
                players.add(p);
                continue;
            }
            String value = cps.length > 4 ? new String(cps, 4, cps.length - 4) : "";
            switch (code) {
                case TrfTournament.POINT_SYSTEM -> {
                    TrfTournament.parsePointSystem(value, lineNo);
                    pointLine = lineNo;
                }
                case TrfTournament.TOTAL_ROUNDS, "142" -> {
                    String v = value.strip();
                    if (!v.matches("\\d{1,3}") || Integer.parseInt(v) == 0) {
                        throw new TrfException(lineNo, 5, code + "：总轮数应为正整数，不能是“" + v + "”",
                                code + ": total rounds must be a positive number, not '" + v + "'");
                    }
                }
                default -> {
                    // kept as it is
                }
            }
            headers.add(new TrfHeader(code, value));
        }
        TrfTournament t = new TrfTournament(headers, players);
        checkOpponents(t, lineOf);
        checkPoints(t, lineOf, pointLine);
        return t;
    }

    private static int blockColumn(int round) {
        return 92 + 10 * (round - 1);
    }

    private static void checkOpponents(TrfTournament t, Map<Integer, Integer> lineOf) {
        for (TrfPlayer p : t.players()) {
            int line = lineOf.get(p.startNo());
            for (int round = 1; round <= p.rounds().size(); round++) {
                final int r = round;
                TrfGame g = p.round(r);
                if (!g.hasOpponent()) {
                    continue;
                }
                int col = blockColumn(r);
                TrfPlayer q = t.player(g.opponent()).orElseThrow(() -> new TrfException(line, col,
                        "第 " + r + " 轮：对手 " + g.opponent() + " 没有 001 行",
                        "round " + r + ": opponent " + g.opponent() + " has no 001 line"));
                TrfGame h = q.round(r);
                if (h.opponent() != p.startNo()) {
                    throw new TrfException(line, col, "第 " + r + " 轮：对手 " + q.startNo() + " 在该轮"
                            + (h.hasOpponent() ? "的对手是 " + h.opponent() : "没有对手")
                            + "（第 " + lineOf.get(q.startNo()) + " 行）",
                            "round " + r + ": opponent " + q.startNo()
                            + " has " + (h.hasOpponent() ? "opponent " + h.opponent() : "no opponent")
                            + " in that round (line " + lineOf.get(q.startNo()) + ")");
                }
                boolean coloured = (g.colour() == 'w' || g.colour() == 'b') && (h.colour() == 'w' || h.colour() == 'b');
                if (coloured && g.colour() == h.colour()) {
                    throw new TrfException(line, col + 5, "第 " + r + " 轮：" + p.startNo() + " 与 " + q.startNo()
                            + " 的先后手都是“" + g.colour() + "”",
                            "round " + r + ": both " + p.startNo() + " and " + q.startNo() + " have colour '"
                            + g.colour() + "'");
                }
                if (!complementary(g.result(), h.result())) {
                    throw new TrfException(line, col + 7, "第 " + r + " 轮：成绩“" + g.result() + "”与对手 "
                            + q.startNo() + " 的“" + h.result() + "”不符（第 " + lineOf.get(q.startNo()) + " 行）",
                            "round " + r + ": result '" + g.result()
                            + "' does not agree with opponent " + q.startNo() + "'s '" + h.result() + "' (line "
                            + lineOf.get(q.startNo()) + ")");
                }
            }
        }
    }

    private static boolean complementary(char a, char b) {
        return switch (a) {
            case '1' -> b == '0';
            case '0' -> b == '1';
            case '=' -> b == '=';
            case 'W' -> b == 'L';
            case 'L' -> b == 'W';
            case 'D' -> b == 'D';
            case '+' -> b == '-';
            case '-' -> b == '+' || b == '-';
            case ' ' -> b == ' ';
            default -> false;
        };
    }

    private static void checkPoints(TrfTournament t, Map<Integer, Integer> lineOf, int pointLine) {
        TrfPointSystem ps = t.pointSystem();
        int rounds = t.roundsPresent();
        // the last rounds may hold nothing but byes fixed in advance (rounds not paired yet)
        int paired = TrfConverter.pairedRounds(t);
        for (TrfPlayer p : t.players()) {
            int all = p.pointsThrough(rounds, ps);
            if (p.points() == all) {
                continue;
            }
            if (paired < rounds && p.points() == p.pointsThrough(paired, ps)) {
                continue;
            }
            String system = ps.isDefault() ? "1/½/0" : "the 162 line (line " + pointLine + ")";
            String systemZh = ps.isDefault() ? "1/½/0" : "162 行（第 " + pointLine + " 行）";
            throw new TrfException(lineOf.get(p.startNo()), 81, "积分 " + TrfPointSystem.format(p.points())
                    + " 与棋手 " + p.startNo() + " 的成绩不符：按" + systemZh + "计应为 " + TrfPointSystem.format(all),
                    "points " + TrfPointSystem.format(p.points())
                    + " do not match the results of player " + p.startNo() + ", which give "
                    + TrfPointSystem.format(all) + " under " + system);
        }
    }

    /** The fixed columns of a {@code 001} line. */
    private static final class PlayerLine {
        private final int[] cps;
        private final int lineNo;

        private PlayerLine(int[] cps, int lineNo) {
            this.cps = cps;
            this.lineNo = lineNo;
        }

        static TrfPlayer parse(int[] cps, int lineNo) {
            return new PlayerLine(cps, lineNo).parse();
        }

        /** Columns {@code from..to}, 1-based inclusive, blank beyond the end of the line. */
        private String cols(int from, int to) {
            StringBuilder sb = new StringBuilder();
            for (int c = from; c <= to; c++) {
                sb.appendCodePoint(c <= cps.length ? cps[c - 1] : ' ');
            }
            return sb.toString();
        }

        private int at(int col) {
            return col <= cps.length ? cps[col - 1] : ' ';
        }

        private void blank(int col) {
            if (at(col) != ' ') {
                throw new TrfException(lineNo, col, "此处应为空格，却是“" + Character.toString(at(col)) + "”",
                        "expected a blank, found '" + Character.toString(at(col)) + "'");
            }
        }

        private int number(int from, int to, String whatZh, String what, boolean required) {
            String s = cols(from, to).strip();
            if (s.isEmpty()) {
                if (required) {
                    throw new TrfException(lineNo, from, "缺少" + whatZh, what + " is missing");
                }
                return 0;
            }
            if (!s.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw new TrfException(lineNo, from, whatZh + "应为数字，不能是“" + s + "”",
                        what + " must be a number, not '" + s + "'");
            }
            return Integer.parseInt(s);
        }

        TrfPlayer parse() {
            if (cps.length < 84) {
                throw new TrfException(lineNo, cps.length + 1, "001 行至少 84 个字符（积分在第 81–84 列）",
                        "a 001 line is at least 84 characters long (points in 81–84)");
            }
            int startNo = number(5, 8, "序号", "start number", true);
            if (startNo == 0) {
                throw new TrfException(lineNo, 5, "序号至少为 1", "start number must be 1 or more");
            }
            blank(9);
            String sex = cols(10, 10);
            if (!sex.isBlank() && !Character.isLetter(sex.codePointAt(0))) {
                throw new TrfException(lineNo, 10, "性别应为字母（m、w）或空白，不能是“" + sex + "”",
                        "sex must be a letter (m, w) or blank, not '" + sex + "'");
            }
            String title = cols(11, 13);
            blank(14);
            String name = cols(15, 47);
            blank(48);
            int rating = number(49, 52, "等级分", "rating", false);
            blank(53);
            String federation = cols(54, 56);
            blank(57);
            String fideIdText = cols(58, 68).strip();
            if (!fideIdText.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                throw new TrfException(lineNo, 58, "FIDE 编号应为数字，不能是“" + fideIdText + "”",
                        "FIDE id must be a number, not '" + fideIdText + "'");
            }
            blank(69);
            String birth = cols(70, 79);
            blank(80);
            String pointsText = cols(81, 84).strip();
            if (!pointsText.matches("\\d{1,3}(\\.\\d)?|\\d{0,2}\\.\\d")) {
                throw new TrfException(lineNo, 81, "积分应写成 4.5 这样，不能是“" + pointsText + "”",
                        "points must be written like 4.5, not '" + pointsText + "'");
            }
            int points = TrfTournament.tenths(pointsText);
            blank(85);
            int rank = number(86, 89, "名次", "rank", false);
            blank(90);
            blank(91);
            List<TrfGame> rounds = new ArrayList<>();
            int col = 92;
            for (int round = 1; col <= cps.length; round++, col += 10) {
                rounds.add(block(col, round, startNo));
                blank(col + 8);
                blank(col + 9);
            }
            return new TrfPlayer(startNo, sex, title, name, rating, federation, fideIdText, birth, points, rank,
                    rounds);
        }

        private TrfGame block(int col, int round, int self) {
            String oppText = cols(col, col + 3).strip();
            int opponent = 0;
            if (!oppText.isEmpty()) {
                if (!oppText.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                    throw new TrfException(lineNo, col, "第 " + round + " 轮：对手应为序号或 0000，不能是“" + oppText + "”",
                            "round " + round + ": opponent must be a start number or 0000, not '" + oppText + "'");
                }
                opponent = Integer.parseInt(oppText);
            }
            blank(col + 4);
            int colourCp = at(col + 5);
            char colour = Character.toLowerCase((char) colourCp);
            if (colourCp > 0xFFFF || "wb- ".indexOf(colour) < 0) {
                throw new TrfException(lineNo, col + 5, "第 " + round + " 轮：先后手应为 w、b 或 -，不能是“"
                        + Character.toString(colourCp) + "”", "round " + round + ": colour must be w, b or -, not '"
                        + Character.toString(colourCp) + "'");
            }
            blank(col + 6);
            int resultCp = at(col + 7);
            char result = Character.toUpperCase((char) resultCp);
            if (resultCp > 0xFFFF || "10=WDL+-UHFZ ".indexOf(result) < 0) {
                throw new TrfException(lineNo, col + 7, "第 " + round + " 轮：成绩应为 1 0 = W D L + - U H F Z 之一，不能是“"
                        + Character.toString(resultCp) + "”", "round " + round
                        + ": result must be one of 1 0 = W D L + - U H F Z, not '" + Character.toString(resultCp) + "'");
            }
            if (opponent == self) {
                throw new TrfException(lineNo, col, "第 " + round + " 轮：棋手不能与自己对局",
                        "round " + round + ": a player cannot meet himself");
            }
            if ("10=WDL".indexOf(result) >= 0) {
                if (opponent == 0) {
                    throw new TrfException(lineNo, col, "第 " + round + " 轮：成绩“" + result + "”需要对手",
                            "round " + round + ": result '" + result + "' needs an opponent");
                }
                if (colour != 'w' && colour != 'b') {
                    throw new TrfException(lineNo, col + 5, "第 " + round + " 轮：已下的对局需要先后手 w 或 b",
                            "round " + round + ": a played game needs colour w or b");
                }
            }
            if ("UHFZ".indexOf(result) >= 0 && opponent != 0) {
                throw new TrfException(lineNo, col, "第 " + round + " 轮：轮空（“" + result + "”）的对手应为 0000，不能是 "
                        + opponent, "round " + round + ": a bye ('" + result + "') has opponent 0000, not " + opponent);
            }
            if (opponent == 0 && result == ' ') {
                return TrfGame.EMPTY;
            }
            return new TrfGame(opponent, colour, result);
        }
    }
}
