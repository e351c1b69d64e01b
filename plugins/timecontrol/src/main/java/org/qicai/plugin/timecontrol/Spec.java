package org.qicai.plugin.timecontrol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qicai.core.ArgumentError;
import org.qicai.core.model.Side;

/**
 * Reads and writes time-control spec strings (PGN {@code TimeControl} style, seconds) into a
 * {@link Plan}. Every error says what was expected, with an example.
 *
 * <pre>
 * spec      := "armageddon:" SECONDS "/" SECONDS ["+" SECONDS]
 *            | KEY ":" symmetric ";" KEY ":" symmetric          KEY: red|black or first|second
 *            | symmetric
 * symmetric := field (":" field)* ["+" overtime]
 * field     := [MOVES "/"] SECONDS ["+" SECONDS]               a field without MOVES is sudden death, last
 * overtime  := "jp:" N "x" SECONDS | "ca:" MOVES "/" SECONDS | "cn:" MINUTES
 * </pre>
 */
final class Spec {
    private Spec() {
    }

    static final String EXAMPLES = "1800, 5400+30, 40/5400:10/900, 600+jp:3x30, 3600+ca:20/300, 3600+cn:5, "
            + "red:4800+30;black:2400+30, armageddon:360/240+3";

    /** The spec families, one TimeControl extension each. */
    enum Family {
        SUDDEN_DEATH("sudden-death", List.of("包干", "6.5"), "包干", "Sudden death"),
        INCREMENT("increment", List.of("fischer", "加秒", "加秒制"), "加秒制", "Increment"),
        MOVES_IN_TIME("moves-in-time", List.of("限着", "限着限时", "6.1"), "限着限时", "Moves in time"),
        JAPANESE("byo-yomi", List.of("jp", "japanese", "日本读秒"), "日本读秒", "Japanese byo-yomi"),
        CANADIAN("canadian", List.of("ca", "加拿大读秒"), "加拿大读秒", "Canadian overtime"),
        CHINESE("counting", List.of("cn", "读秒", "保留读秒"), "保留分钟读秒", "Chinese counting (minutes kept)"),
        ASYMMETRIC("asymmetric", List.of("贴时"), "贴时（双方用时不同）", "Asymmetric (time odds)"),
        ARMAGEDDON("armageddon", List.of("决胜局"), "决胜局（Armageddon）", "Armageddon");

        final String id;
        final List<String> aliases;
        final String zh;
        final String en;

        Family(String id, List<String> aliases, String zh, String en) {
            this.id = id;
            this.aliases = aliases;
            this.zh = zh;
            this.en = en;
        }
    }

    enum OvertimeKind {
        /** N periods of T s; a move within a period keeps it (byo-yomi) */
        JAPANESE,
        /** K moves in T s, the block renewed when the K moves are made */
        CANADIAN,
        /** 004 第三条: M minutes kept; a move under a minute costs nothing, each full minute deducts one */
        CHINESE
    }

    /**
     * One field of the main time.
     *
     * @param moves     moves to make in it; 0 = the rest of the game (sudden death)
     * @param millis    time it adds to the clock
     * @param incMillis added after each move made in it
     */
    record Stage(int moves, long millis, long incMillis) {
    }

    /**
     * Byo-yomi after the main time.
     *
     * @param kind         which
     * @param count        periods (Japanese), moves per block (Canadian), minutes kept (Chinese)
     * @param periodMillis one period / block / minute
     */
    record Overtime(OvertimeKind kind, int count, long periodMillis) {
    }

    /** One side's time control. */
    record SidePlan(List<Stage> stages, Overtime overtime) {
        SidePlan {
            stages = List.copyOf(stages);
        }

        /** Whether the last stage repeats (a moves-in-time field last and no byo-yomi after it). */
        boolean repeatsLast() {
            return overtime == null && stages.get(stages.size() - 1).moves() > 0;
        }

        String canonical() {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < stages.size(); i++) {
                Stage s = stages.get(i);
                if (i > 0) {
                    sb.append(':');
                }
                if (s.moves() > 0) {
                    sb.append(s.moves()).append('/');
                }
                sb.append(s.millis() / 1000);
                if (s.incMillis() > 0) {
                    sb.append('+').append(s.incMillis() / 1000);
                }
            }
            if (overtime != null) {
                sb.append('+');
                switch (overtime.kind()) {
                    case JAPANESE -> sb.append("jp:").append(overtime.count()).append('x')
                            .append(overtime.periodMillis() / 1000);
                    case CANADIAN -> sb.append("ca:").append(overtime.count()).append('/')
                            .append(overtime.periodMillis() / 1000);
                    case CHINESE -> sb.append("cn:").append(overtime.count());
                }
            }
            return sb.toString();
        }
    }

    /**
     * A parsed spec.
     *
     * @param family    its family
     * @param first     the first side's plan (红方, 执黑)
     * @param second    the second side's
     * @param colourKeys asymmetric specs: true when written with red:/black:, false with first:/second:
     * @param canonical the spec written back
     */
    record Plan(Family family, SidePlan first, SidePlan second, boolean colourKeys, String canonical) {
        SidePlan side(Side s) {
            return s == Side.FIRST ? first : second;
        }
    }

    /** The family a spec's surface says it is, or empty when it looks like none. */
    static Optional<Family> classify(String spec) {
        if (spec == null) {
            return Optional.empty();
        }
        String s = spec.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        if (s.isEmpty()) {
            return Optional.empty();
        }
        if (s.startsWith("armageddon:")) {
            return Optional.of(Family.ARMAGEDDON);
        }
        if (s.contains(";") || s.matches("^(red|black|first|second):.*")) {
            return Optional.of(Family.ASYMMETRIC);
        }
        if (!s.matches("[0-9/:+xjpcan.]+")) {
            return Optional.empty();
        }
        if (s.contains("+jp:")) {
            return Optional.of(Family.JAPANESE);
        }
        if (s.contains("+ca:")) {
            return Optional.of(Family.CANADIAN);
        }
        if (s.contains("+cn:")) {
            return Optional.of(Family.CHINESE);
        }
        if (!Character.isDigit(s.charAt(0))) {
            return Optional.empty();
        }
        if (s.contains("/")) {
            return Optional.of(Family.MOVES_IN_TIME);
        }
        if (s.contains("+")) {
            return Optional.of(Family.INCREMENT);
        }
        return Optional.of(Family.SUDDEN_DEATH);
    }

    /** A text in both languages: what was expected, or what is wrong. */
    record Txt(String zh, String en) {
    }

    /** Parses a spec; throws an {@link ArgumentError} saying what was expected, in Chinese and English. */
    static Plan parse(String spec) {
        if (spec == null || spec.isBlank()) {
            throw new ArgumentError("用时为空；应为以下之一：" + EXAMPLES,
                    "empty time control; expected one of " + EXAMPLES);
        }
        String s = spec.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        Family family = classify(s).orElseThrow(() -> new ArgumentError(
                "无法识别用时“" + spec.strip() + "”；应为以下之一：" + EXAMPLES,
                "unknown time control '" + spec.strip() + "'; expected one of " + EXAMPLES));
        return switch (family) {
            case ARMAGEDDON -> armageddon(spec, s);
            case ASYMMETRIC -> asymmetric(spec, s);
            default -> {
                SidePlan p = symmetric(spec.strip(), s);
                yield new Plan(family, p, p, false, p.canonical());
            }
        };
    }

    /** {@code time control 'SPEC': WHY} / {@code 用时“SPEC”：WHY}. */
    private static ArgumentError bad(String original, String zh, String en) {
        return new ArgumentError("用时“" + original + "”：" + zh, "time control '" + original + "': " + en);
    }

    private static Plan armageddon(String original, String s) {
        String body = s.substring("armageddon:".length());
        Txt hint = new Txt("armageddon:先行方秒数/后行方秒数[+加秒]，例如 armageddon:360/240+3",
                "armageddon:FIRST/SECOND[+INCREMENT] in seconds, e.g. armageddon:360/240+3");
        long inc = 0;
        int plus = body.indexOf('+');
        if (plus >= 0) {
            inc = seconds(body.substring(plus + 1), new Txt("加秒", "the increment"), original, hint, true);
            body = body.substring(0, plus);
        }
        String[] two = body.split("/", -1);
        if (two.length != 2) {
            throw bad(original, "应为 " + hint.zh(), "expected " + hint.en());
        }
        long a = seconds(two[0], new Txt("先行方的用时", "the first side's time"), original, hint, false);
        long b = seconds(two[1], new Txt("后行方的用时", "the second side's time"), original, hint, false);
        SidePlan first = new SidePlan(List.of(new Stage(0, a, inc)), null);
        SidePlan second = new SidePlan(List.of(new Stage(0, b, inc)), null);
        String canonical = "armageddon:" + a / 1000 + "/" + b / 1000 + (inc > 0 ? "+" + inc / 1000 : "");
        return new Plan(Family.ARMAGEDDON, first, second, false, canonical);
    }

    private static Plan asymmetric(String original, String s) {
        Txt hint = new Txt("red:用时;black:用时（围棋：first:用时;second:用时），例如 red:4800+30;black:2400+30",
                "red:SPEC;black:SPEC (Go: first:SPEC;second:SPEC), e.g. red:4800+30;black:2400+30");
        String[] parts = s.split(";", -1);
        if (parts.length != 2) {
            throw bad(original, "应为双方各自的用时，" + hint.zh(), "expected two sides, " + hint.en());
        }
        SidePlan first = null;
        SidePlan second = null;
        Boolean colours = null;
        for (String part : parts) {
            int colon = part.indexOf(':');
            if (colon <= 0) {
                throw bad(original, "“" + part + "”没有写明哪一方；应为 " + hint.zh(),
                        "'" + part + "' has no side key; expected " + hint.en());
            }
            String key = part.substring(0, colon);
            String body = part.substring(colon + 1);
            boolean colourKey = key.equals("red") || key.equals("black");
            if (!colourKey && !key.equals("first") && !key.equals("second")) {
                throw bad(original, "不认识的一方“" + key + "”；应为 " + hint.zh(),
                        "unknown side '" + key + "'; expected " + hint.en());
            }
            if (colours != null && colours != colourKey) {
                throw bad(original, "red/black 与 first/second 不能混用；应为 " + hint.zh(),
                        "do not mix red/black with first/second; expected " + hint.en());
            }
            colours = colourKey;
            if (classify(body).map(f -> f == Family.ASYMMETRIC || f == Family.ARMAGEDDON).orElse(true)) {
                throw bad(original, key + " 一方写的是“" + body + "”，应为 4800+30、40/5400:10/900 或 600+jp:3x30 这样的用时",
                        "side '" + key + "' has '" + body + "', expected a spec such as 4800+30, 40/5400:10/900 or 600+jp:3x30");
            }
            SidePlan p = symmetric(original, body);
            if (key.equals("red") || key.equals("first")) {
                if (first != null) {
                    throw bad(original, key + " 写了两次", key + " given twice");
                }
                first = p;
            } else {
                if (second != null) {
                    throw bad(original, key + " 写了两次", key + " given twice");
                }
                second = p;
            }
        }
        if (first == null || second == null) {
            throw bad(original, "双方的用时都要给出；应为 " + hint.zh(), "both sides are needed; expected " + hint.en());
        }
        String canonical = (colours ? "red:" : "first:") + first.canonical() + ";" + (colours ? "black:" : "second:")
                + second.canonical();
        return new Plan(Family.ASYMMETRIC, first, second, colours, canonical);
    }

    private static SidePlan symmetric(String original, String s) {
        Overtime overtime = null;
        String main = s;
        for (String key : List.of("+jp:", "+ca:", "+cn:")) {
            int at = s.indexOf(key);
            if (at >= 0) {
                main = s.substring(0, at);
                overtime = overtime(original, key.substring(1, 3), s.substring(at + key.length()));
                break;
            }
        }
        if (main.isEmpty()) {
            throw bad(original, "读秒之前缺少基本用时，例如 600+jp:3x30",
                    "the main time is missing before the byo-yomi, e.g. 600+jp:3x30");
        }
        String[] fields = main.split(":", -1);
        List<Stage> stages = new ArrayList<>();
        Txt fieldHint = new Txt("秒数、秒数+加秒 或 步数/秒数[+加秒]，例如 5400+30 或 40/5400",
                "SECONDS, SECONDS+INCREMENT or MOVES/SECONDS[+INCREMENT], e.g. 5400+30 or 40/5400");
        for (int i = 0; i < fields.length; i++) {
            String f = fields[i];
            Txt where = fields.length > 1 ? new Txt("第 " + (i + 1) + " 段“" + f + "”", "field " + (i + 1) + " '" + f + "'")
                    : new Txt("“" + f + "”", "'" + f + "'");
            if (f.isEmpty()) {
                throw bad(original, where.zh() + " 是空的；应为 " + fieldHint.zh(),
                        where.en() + " is empty; expected " + fieldHint.en());
            }
            long inc = 0;
            int plus = f.indexOf('+');
            String rest = f;
            if (plus >= 0) {
                inc = seconds(f.substring(plus + 1), new Txt(where.zh() + " 的加秒", "the increment of " + where.en()),
                        original, fieldHint, true);
                rest = f.substring(0, plus);
            }
            int moves = 0;
            int slash = rest.indexOf('/');
            if (slash >= 0) {
                String m = rest.substring(0, slash);
                if (!m.matches("[0-9]{1,4}") || Integer.parseInt(m) < 1) {
                    throw bad(original, where.zh() + " 在“/”之前需要不少于 1 的步数；应为 " + fieldHint.zh(),
                            where.en() + " needs a number of moves ≥ 1 before '/'; expected " + fieldHint.en());
                }
                moves = Integer.parseInt(m);
                rest = rest.substring(slash + 1);
            }
            long millis = seconds(rest, new Txt(where.zh() + " 的时间", "the time of " + where.en()), original,
                    fieldHint, false);
            if (moves == 0 && i < fields.length - 1) {
                throw bad(original, where.zh() + " 没有步数，是包干时间，只能放在最后一段；例如 40/5400:1800",
                        where.en() + " has no moves, so it is sudden death and must be the last field; expected e.g. 40/5400:1800");
            }
            stages.add(new Stage(moves, millis, inc));
        }
        return new SidePlan(stages, overtime);
    }

    private static Overtime overtime(String original, String kind, String body) {
        switch (kind) {
            case "jp" -> {
                Txt hint = new Txt("jp:次数x秒数，例如 600+jp:3x30（3 次 30 秒读秒）",
                        "jp:PERIODSxSECONDS, e.g. 600+jp:3x30 (3 periods of 30 s)");
                String[] p = body.split("x", -1);
                if (p.length != 2) {
                    throw bad(original, "读秒“jp:" + body + "”有误，应为 " + hint.zh(),
                            "byo-yomi 'jp:" + body + "', expected " + hint.en());
                }
                int n = count(p[0], new Txt("读秒次数", "the number of periods"), original, hint);
                long t = seconds(p[1], new Txt("每次读秒的时间", "the period"), original, hint, false);
                return new Overtime(OvertimeKind.JAPANESE, n, t);
            }
            case "ca" -> {
                Txt hint = new Txt("ca:步数/秒数，例如 3600+ca:20/300（5 分钟内走 20 步）",
                        "ca:MOVES/SECONDS, e.g. 3600+ca:20/300 (20 moves in 5 minutes)");
                String[] p = body.split("/", -1);
                if (p.length != 2) {
                    throw bad(original, "加拿大读秒“ca:" + body + "”有误，应为 " + hint.zh(),
                            "Canadian overtime 'ca:" + body + "', expected " + hint.en());
                }
                int k = count(p[0], new Txt("步数", "the number of moves"), original, hint);
                long t = seconds(p[1], new Txt("每段读秒的时间", "the block"), original, hint, false);
                return new Overtime(OvertimeKind.CANADIAN, k, t);
            }
            default -> {
                Txt hint = new Txt("cn:分钟数，例如 3600+cn:5（保留 5 分钟读秒，004 第三条）",
                        "cn:MINUTES, e.g. 3600+cn:5 (5 minutes kept for counting, 004 第三条)");
                int m = count(body, new Txt("保留的分钟数", "the minutes kept"), original, hint);
                return new Overtime(OvertimeKind.CHINESE, m, 60_000L);
            }
        }
    }

    private static int count(String text, Txt what, String original, Txt hint) {
        if (!text.matches("[0-9]{1,4}") || Integer.parseInt(text) < 1) {
            throw bad(original, what.zh() + "“" + text + "”应为不小于 1 的整数；应为 " + hint.zh(),
                    what.en() + " '" + text + "' must be a whole number ≥ 1; expected " + hint.en());
        }
        return Integer.parseInt(text);
    }

    /** Whole seconds as milliseconds. */
    private static long seconds(String text, Txt what, String original, Txt hint, boolean zeroAllowed) {
        if (!text.matches("[0-9]{1,7}")) {
            throw bad(original, what.zh() + "“" + text + "”不是整秒数；应为 " + hint.zh(),
                    what.en() + " '" + text + "' is not whole seconds; expected " + hint.en());
        }
        long v = Long.parseLong(text);
        if (v == 0 && !zeroAllowed) {
            throw bad(original, what.zh() + " 为 0 秒；应为 " + hint.zh(), what.en() + " is 0 seconds; expected " + hint.en());
        }
        return v * 1000L;
    }
}
