package org.qicai.core.io;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;

/**
 * Reads a player list (报名表) from CSV, UTF-8 or GBK/GB18030 (the whole file in one, {@link Csv#decode}),
 * headers in Chinese or English. Every row is validated before anything is returned: on any bad row the
 * error names the row (its line in the file), the field and why, and nothing is imported. Refused: an
 * unterminated quote or a quoted field spanning lines (rows that would merge), more fields than the
 * header, a field longer than its database column, control characters, a name that is empty or only
 * spaces and invisible characters. {@link #duplicates} finds the same name and unit twice.
 */
public final class PlayerImport {
    private PlayerImport() {
    }

    /** One valid row. */
    public record PlayerRow(int line, String name, String unit, Integer rating, String title) {
    }

    private enum Field { NAME, UNIT, RATING, TITLE, IGNORED }

    private static final Map<String, Field> HEADERS = new HashMap<>();

    static {
        for (String h : List.of("姓名", "名字", "选手", "棋手", "name", "player", "player name")) {
            HEADERS.put(h, Field.NAME);
        }
        for (String h : List.of("单位", "代表队", "队", "俱乐部", "地区", "unit", "club", "team", "city", "federation", "fed")) {
            HEADERS.put(h, Field.UNIT);
        }
        for (String h : List.of("等级分", "等级", "分数", "rating", "elo", "rtg")) {
            HEADERS.put(h, Field.RATING);
        }
        for (String h : List.of("称号", "技术等级", "段位", "title", "grade")) {
            HEADERS.put(h, Field.TITLE);
        }
        for (String h : List.of("序号", "编号", "no", "no.", "#", "start no", "性别", "sex", "gender", "备注", "note",
                "notes", "出生", "birth", "id")) {
            HEADERS.put(h, Field.IGNORED);
        }
    }

    /** What the database holds per column (V1__event_schema.sql: player.name, unit VARCHAR(200), title VARCHAR(100)). */
    public static final int MAX_NAME = 200;
    public static final int MAX_UNIT = 200;
    public static final int MAX_TITLE = 100;

    /** Decodes the file as a whole (UTF-8 or GB18030, {@link Csv#decode}) and reads it; refuses naming the line. */
    public static List<PlayerRow> parse(byte[] data) {
        return parse(Csv.decode(data));
    }

    public static List<PlayerRow> parse(String text) {
        List<Csv.Row> rows = Csv.parse(text);
        if (rows.isEmpty()) {
            throw UserError.zh("第 1 行：文件是空的，第一行应是表头，例如 姓名,单位,等级分 或 name,unit,rating",
                    "row 1: the file is empty: expected a header such as 姓名,单位,等级分 or name,unit,rating");
        }
        Csv.Row header = rows.get(0);
        Field[] columns = new Field[header.fields().size()];
        int nameCol = -1;
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            String h = clean(header.get(i)).toLowerCase(Locale.ROOT);
            Field f = HEADERS.get(h);
            if (f == null) {
                if (!h.isBlank()) {
                    unknown.add(header.get(i));
                }
                f = Field.IGNORED;
            }
            columns[i] = f;
            if (f == Field.NAME && nameCol < 0) {
                nameCol = i;
            }
        }
        if (nameCol < 0) {
            throw UserError.zh("第 1 行（表头）：没有姓名列——应有“姓名”或“name”"
                    + (unknown.isEmpty() ? "" : "；无法识别的列：" + String.join(", ", unknown)),
                    "row 1 (header): no name column — expected 姓名 or name" + (unknown.isEmpty() ? ""
                    : "; columns not understood: " + String.join(", ", unknown)));
        }
        List<PlayerRow> out = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        List<String> errorsZh = new ArrayList<>();
        for (int r = 1; r < rows.size(); r++) {
            Csv.Row row = rows.get(r);
            if (row.isBlank()) {
                continue;
            }
            String name = "";
            String unit = "";
            String title = "";
            Integer rating = null;
            int fieldLine = row.line();
            boolean nameReported = false;
            for (int i = 0; i < row.fields().size(); i++) {
                String raw = row.fields().get(i);
                String head = i < columns.length ? header.get(i) : "#" + (i + 1);
                boolean merged = spansLines(raw);
                if (merged) {
                    nameReported |= i == nameCol;
                    errorsZh.add("第 " + row.line() + " 行“" + head + "”栏：含换行——第 " + fieldLine
                            + " 行开始的引号到第 " + (fieldLine + breaks(raw)) + " 行才闭合，其间各行被并成了一个字段"
                            + "（请检查第 " + fieldLine + " 行的引号）");
                    errors.add("row " + row.line() + ", field " + head + ": contains a line break — the quote opened on "
                            + "line " + fieldLine + " closes only on line " + (fieldLine + breaks(raw))
                            + ", merging the lines between into one field (check the quote on line " + fieldLine + ")");
                }
                fieldLine += breaks(raw);
                if (i >= columns.length || merged) {
                    continue;
                }
                String v = unneutralise(clean(raw));
                int max = switch (columns[i]) {
                    case NAME -> MAX_NAME;
                    case UNIT -> MAX_UNIT;
                    case TITLE -> MAX_TITLE;
                    default -> 0;
                };
                if (columns[i] != Field.IGNORED) {
                    String bad = badCharacter(v);
                    if (bad != null) {
                        nameReported |= i == nameCol;
                        errorsZh.add("第 " + row.line() + " 行“" + head + "”栏：含控制字符或无效字符 " + bad
                                + "（复制粘贴带来的不可见字符），请删去");
                        errors.add("row " + row.line() + ", field " + head + ": contains the control or invalid character "
                                + bad + " (an invisible character from copy and paste); remove it");
                        continue;
                    }
                }
                if (max > 0 && v.length() > max) {
                    nameReported |= i == nameCol;
                    errorsZh.add("第 " + row.line() + " 行“" + head + "”栏：有 " + v.length() + " 个字符，最多 " + max
                            + " 个");
                    errors.add("row " + row.line() + ", field " + head + ": " + v.length()
                            + " characters, at most " + max + " allowed");
                    continue;
                }
                switch (columns[i]) {
                    case NAME -> name = name.isEmpty() ? v : name;
                    case UNIT -> unit = unit.isEmpty() ? v : unit;
                    case TITLE -> title = title.isEmpty() ? v : title;
                    case RATING -> {
                        if (!v.isEmpty()) {
                            try {
                                int x = Integer.parseInt(v);
                                if (x < 0 || x > 4000) {
                                    errorsZh.add("第 " + row.line() + " 行“" + head + "”栏：" + v
                                            + " 不在 0–4000 之间");
                                    errors.add("row " + row.line() + ", field " + head + ": " + v
                                            + " is outside 0–4000");
                                } else {
                                    rating = x;
                                }
                            } catch (NumberFormatException e) {
                                errorsZh.add("第 " + row.line() + " 行“" + head + "”栏：“" + v
                                        + "”不是整数");
                                errors.add("row " + row.line() + ", field " + head + ": '" + v
                                        + "' is not a whole number");
                            }
                        }
                    }
                    default -> {
                    }
                }
            }
            if (row.fields().size() > columns.length && row.fields().subList(columns.length, row.fields().size())
                    .stream().anyMatch(f -> !f.isBlank())) {
                errorsZh.add("第 " + row.line() + " 行：有 " + row.fields().size() + " 栏，而表头只有 "
                        + columns.length + " 栏");
                errors.add("row " + row.line() + ": " + row.fields().size() + " fields but the header has "
                        + columns.length);
            }
            String nameRaw = nameCol < row.fields().size() ? row.fields().get(nameCol) : "";
            if (name.isEmpty() && !nameReported) {
                boolean invisible = !nameRaw.isEmpty() && !nameRaw.isBlank();
                errorsZh.add("第 " + row.line() + " 行“" + header.get(nameCol) + "”栏：姓名为空"
                        + (invisible ? "（只有空格或不可见字符）" : ""));
                errors.add("row " + row.line() + ", field " + header.get(nameCol) + ": the name is empty"
                        + (invisible ? " (only spaces or invisible characters)" : ""));
            }
            out.add(new PlayerRow(row.line(), name, unit, rating, title));
        }
        if (!errors.isEmpty()) {
            String more = errors.size() > 1 ? " (and " + (errors.size() - 1) + " more: "
                    + String.join("; ", errors.subList(1, Math.min(errors.size(), 6)))
                    + (errors.size() > 6 ? "; …" : "") + ")" : "";
            String moreZh = errorsZh.size() > 1 ? "（另有 " + (errorsZh.size() - 1) + " 处："
                    + String.join("；", errorsZh.subList(1, Math.min(errorsZh.size(), 6)))
                    + (errorsZh.size() > 6 ? "；…" : "") + "）" : "";
            throw UserError.zh("未导入任何棋手——" + errorsZh.get(0) + moreZh, "nothing imported — " + errors.get(0) + more);
        }
        if (out.isEmpty()) {
            throw UserError.zh("未导入任何棋手——文件只有第 1 行的表头，没有棋手行",
                    "nothing imported — the file has a header (row 1) but no player rows");
        }
        return out;
    }

    /** Space and invisible characters trimmed from both ends: Unicode spaces, no-break spaces, U+200B–U+200D, U+2060, BOM. */
    static String clean(String s) {
        int a = 0;
        int b = s.length();
        while (a < b && blank(s.charAt(a))) {
            a++;
        }
        while (b > a && blank(s.charAt(b - 1))) {
            b--;
        }
        return s.substring(a, b);
    }

    private static boolean blank(char c) {
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || c >= '\u200B' && c <= '\u200D'
                || c == '\u2060' || c == '\uFEFF';
    }

    /** Undoes {@link Csv#cell}'s neutralisation, so a list exported by QiCai imports as it was. */
    private static String unneutralise(String v) {
        if (Csv.quotedFormula(v)) {
            return v.substring(1);
        }
        return v;
    }

    /** Whether a raw field spans lines: a quote that closed lines later, merging rows into one field. */
    private static boolean spansLines(String raw) {
        return raw.indexOf('\n') >= 0 || raw.indexOf('\r') >= 0;
    }

    private static int breaks(String raw) {
        int n = 0;
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= raw.length() || raw.charAt(i + 1) != '\n')) {
                n++;
            }
        }
        return n;
    }

    /**
     * The first character a player's field may not hold, as U+XXXX, or null: C0 and C1 controls (tab
     * included), DEL, the Unicode line and paragraph separators, a lone surrogate, the replacement character
     * U+FFFD (the text was garbled before it reached this file).
     */
    static String badCharacter(String v) {
        for (int i = 0; i < v.length(); i++) {
            char c = v.charAt(i);
            boolean bad = Character.getType(c) == Character.CONTROL || c == '\uFFFD' || c == '\u2028'
                    || c == '\u2029';
            if (Character.isHighSurrogate(c)) {
                bad = i + 1 >= v.length() || !Character.isLowSurrogate(v.charAt(i + 1));
                i += bad ? 0 : 1;
            } else if (Character.isLowSurrogate(c)) {
                bad = true;
            }
            if (bad) {
                return String.format("U+%04X", (int) c);
            }
        }
        return null;
    }

    // ---------------------------------------------------------------------------------- duplicates

    /**
     * A player who would be registered twice: the same name and unit on several rows of the file, or on a
     * row and already in the event.
     *
     * @param lines      the rows (file lines) that hold this name and unit, in file order
     * @param registered start numbers of the players already registered with it
     */
    public record Duplicate(String name, String unit, List<Integer> lines, List<Integer> registered) {
        public Duplicate {
            lines = List.copyOf(lines);
            registered = List.copyOf(registered);
        }

        String zh() {
            return name + "（" + (unit.isEmpty() ? "无单位" : unit) + "）" + (lines.size() == 1 ? "第 " + lines.get(0)
                    + " 行" : "第 " + join(lines, "、") + " 行") + (registered.isEmpty() ? ""
                    : "，已报名为 " + join(registered, "、") + " 号");
        }

        String en() {
            return name + " (" + (unit.isEmpty() ? "no unit" : unit) + ") on " + (lines.size() == 1 ? "row " : "rows ")
                    + join(lines, ", ") + (registered.isEmpty() ? "" : ", already registered as #"
                    + join(registered, ", #"));
        }

        private static String join(List<Integer> xs, String sep) {
            return String.join(sep, xs.stream().map(String::valueOf).toList());
        }
    }

    /** The import was refused because of {@link #duplicates()}; the arbiter may import anyway (allow duplicates). */
    public static final class DuplicatesError extends UserError {
        private static final long serialVersionUID = 1L;

        private final transient List<Duplicate> duplicates;

        DuplicatesError(List<Duplicate> duplicates) {
            super("未导入任何棋手——有 " + duplicates.size() + " 处重复的棋手（姓名和单位都相同）："
                    + String.join("；", duplicates.stream().map(Duplicate::zh).toList()),
                    "nothing imported — " + duplicates.size() + " duplicate player" + (duplicates.size() == 1 ? "" : "s")
                    + " (same name and unit): " + String.join("; ", duplicates.stream().map(Duplicate::en).toList()),
                    null);
            this.duplicates = List.copyOf(duplicates);
        }

        public List<Duplicate> duplicates() {
            return duplicates;
        }
    }

    /**
     * Every name and unit that the rows hold more than once or that is already registered, with all its rows
     * and start numbers, in the order of its first row. Names and units compare after Unicode compatibility
     * normalisation (NFKC: full-width letters and digits as ASCII), without invisible characters, with runs of
     * space as one and ignoring letter case.
     */
    public static List<Duplicate> duplicates(List<PlayerRow> rows, Collection<Player> registered) {
        Map<String, List<PlayerRow>> byKey = new LinkedHashMap<>();
        for (PlayerRow r : rows) {
            byKey.computeIfAbsent(key(r.name(), r.unit()), k -> new ArrayList<>()).add(r);
        }
        Map<String, List<Integer>> known = new HashMap<>();
        for (Player p : registered) {
            known.computeIfAbsent(key(p.name(), p.unit()), k -> new ArrayList<>()).add(p.no());
        }
        List<Duplicate> out = new ArrayList<>();
        for (Map.Entry<String, List<PlayerRow>> e : byKey.entrySet()) {
            List<Integer> nos = known.getOrDefault(e.getKey(), List.of());
            if (e.getValue().size() > 1 || !nos.isEmpty()) {
                PlayerRow first = e.getValue().get(0);
                out.add(new Duplicate(first.name().strip(), first.unit().strip(),
                        e.getValue().stream().map(PlayerRow::line).toList(), nos.stream().sorted().toList()));
            }
        }
        return out;
    }

    /** Refuses when {@link #duplicates} found any: a {@link DuplicatesError} listing all of them. */
    public static void refuseDuplicates(List<PlayerRow> rows, Collection<Player> registered) {
        List<Duplicate> d = duplicates(rows, registered);
        if (!d.isEmpty()) {
            throw new DuplicatesError(d);
        }
    }

    private static String key(String name, String unit) {
        return norm(name) + '\u0000' + norm(unit);
    }

    private static String norm(String s) {
        String n = Normalizer.normalize(s == null ? "" : s, Normalizer.Form.NFKC);
        StringBuilder b = new StringBuilder(n.length());
        boolean space = false;
        for (int i = 0; i < n.length(); i++) {
            char c = n.charAt(i);
            if (c >= '\u200B' && c <= '\u200D' || c == '\u2060' || c == '\uFEFF') {
                continue;
            }
            if (Character.isWhitespace(c) || Character.isSpaceChar(c)) {
                space = true;
                continue;
            }
            if (space && b.length() > 0) {
                b.append(' ');
            }
            space = false;
            b.append(c);
        }
        return b.toString().toLowerCase(Locale.ROOT);
    }
}
