package org.qicai.plugin.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pf4j.Extension;
import org.qicai.core.UserError;
import org.qicai.core.game.CountRequest;
import org.qicai.core.game.CountResult;
import org.qicai.core.model.EventSettings;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.Counting;
import org.qicai.core.spi.Named;

/**
 * 计算胜负 (004 第九条; 第二章 第二条 贴子) — all arithmetic in exact quarters.
 *
 * <p><b>Chinese area counting</b> (第一小条): black's stones plus points N against half the board (19×19: 361
 * points, 180½). In an even game black gives 3¾ stones (贴3又3/4子): margin = N − 3¾ − 180½ = N − 184¼, so 185 →
 * 黑胜3/4子, 184 → 白胜1/4子. 让先 (handicap 1): no komi, margin = N − 180½. 让子 (H ≥ 2 stones): black returns
 * half the handicap, margin = N − H/2 − 180½ (4 stones, 183 → 黑胜1/2子). A margin of exactly 0 is 和棋.
 *
 * <p><b>Japanese/Korean territory counting</b> (第二小条): margin = black's points − white's points − komi, komi
 * 6½ points in an even game.
 *
 * <p><b>Our decisions</b> (the rules do not say): boards of 9×9 and 13×13 count against half their own points
 * (40½, 84½) with the same 3¾ komi; a Japanese handicap game (H ≥ 1) has a komi of ½ point; a {@code komi} in the
 * request replaces the default (in a Chinese handicap game the return of H/2 is still made); a komi is a multiple
 * of ¼ and not negative.
 *
 * <p><b>An event's settings</b> ({@link #options()}): its rules (default Chinese, RULES.md "Go counting"), its board
 * (default 19) and its komi in points for an even game, as Go events announce it (7.5; blank: the rules' own,
 * 7½ points = 3¾ stones in China, 6½ in Japan and Korea). Chinese counting gives it in stones: half the points.
 */
@Extension
public final class GoCounting implements Counting {

    /** 贴3又3/4子, in quarters. */
    static final int CHINESE_KOMI = 15;
    /** 6½ points, in quarters. */
    static final int JAPANESE_KOMI = 26;
    /** ½ point in a Japanese handicap game [ours], in quarters. */
    static final int JAPANESE_HANDICAP_KOMI = 2;

    @Override
    public String id() {
        return "go";
    }

    @Override
    public List<String> aliases() {
        return List.of("围棋");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Go counting" : "围棋计算胜负";
    }

    @Override
    public CountResult count(CountRequest r) {
        if (r == null) {
            throw UserError.zh("没有数子结果", "no count given");
        }
        String rules = r.rules() == null ? "chinese" : r.rules().strip().toLowerCase(Locale.ROOT);
        int size = r.size();
        if (size != 9 && size != 13 && size != 19) {
            throw UserError.zh("棋盘只能是 9、13 或 19 路，不能是 " + size, "the board is 9, 13 or 19 lines, not " + size);
        }
        int points = size * size;
        int h = r.handicap();
        if (h < 0 || h > points) {
            throw UserError.zh("让子数应在 0 到 " + points + " 之间，不能是 " + h,
                    "the handicap is 0 to " + points + ", not " + h);
        }
        Integer komi = r.komi() == null ? null : quarters(r.komi());
        String family = family(rules);
        if (family == null) {
            throw UserError.zh("规则只能是 chinese 或 japanese，不能是“" + r.rules() + "”",
                    "the rules are chinese or japanese, not '" + r.rules() + "'");
        }
        return family.equals("chinese") ? chinese(r, size, points, h, komi) : japanese(r, h, komi);
    }

    /** {@code chinese} (area counting) or {@code japanese} (territory counting) for the rules' names; else null. */
    static String family(String rules) {
        String w = rules == null ? "chinese" : rules.strip().toLowerCase(Locale.ROOT);
        return switch (w) {
            case "chinese", "中国", "中国规则", "area" -> "chinese";
            case "japanese", "korean", "日本", "韩国", "日本规则", "韩国规则", "territory" -> "japanese";
            default -> null;
        };
    }

    /**
     * 贴子 under Chinese rules (第二章 第二条): an even game 黑贴3¾子 (7½ points); 让先 (1) no komi; 让子 (H ≥ 2) black
     * returns half the handicap stones at the count.
     */
    @Override
    public String komi(int handicap, Locale locale) {
        boolean en = Named.isEnglish(locale);
        if (handicap <= 0) {
            return en ? "komi: black gives " + glyphs(CHINESE_KOMI) + " stones" : "黑贴" + glyphs(CHINESE_KOMI) + "子";
        }
        if (handicap == 1) {
            return en ? "no komi (让先, black first)" : "让先，不贴子";
        }
        return en ? "handicap " + handicap + ": black returns " + glyphs(2 * handicap) + " stones at the count"
                : "让" + handicap + "子，黑还" + glyphs(2 * handicap) + "子";
    }

    /** The komi choices, in points: the rules' own (blank) and the komis Go events announce. */
    static final List<String> KOMI_CHOICES = List.of("", "7.5", "6.5", "5.5", "8", "7", "0.5", "0");

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec(EventSettings.GO_RULES, "计算胜负的规则", "Counting rules", "chinese", "go 9",
                        List.of("chinese", "japanese")).withChoiceLabels(
                        OptionSpec.choice("chinese", "中国规则（数子）", "Chinese (area)"),
                        OptionSpec.choice("japanese", "日本、韩国规则（数目）", "Japanese / Korean (territory)")),
                new OptionSpec(EventSettings.BOARD_SIZE, "棋盘", "Board", "19", "go 9 [ours: 13, 9]",
                        List.of("19", "13", "9")).withChoiceLabels(
                        OptionSpec.choice("19", "19 路", "19×19"), OptionSpec.choice("13", "13 路", "13×13"),
                        OptionSpec.choice("9", "9 路", "9×9")),
                new OptionSpec(EventSettings.KOMI, "贴目（分先对局）", "Komi (even games)", "", "go 9",
                        KOMI_CHOICES).withChoiceLabels(
                        OptionSpec.choice("", "按规则：中国 3又3/4 子，日韩 6.5 目",
                                "the rules' own (7.5 or 6.5)"),
                        OptionSpec.choice("7.5", "7.5 目（中国规则：黑贴3又3/4子）", "7.5 points (3 3/4 stones)"),
                        OptionSpec.choice("6.5", "6.5 目（中国规则：黑贴3又1/4子）", "6.5 points (3 1/4 stones)"),
                        OptionSpec.choice("5.5", "5.5 目（中国规则：黑贴2又3/4子）", "5.5 points (2 3/4 stones)"),
                        OptionSpec.choice("8", "8 目（中国规则：黑贴4子）", "8 points (4 stones)"),
                        OptionSpec.choice("7", "7 目（中国规则：黑贴3又1/2子）", "7 points (3 1/2 stones)"),
                        OptionSpec.choice("0.5", "0.5 目", "0.5 points"), OptionSpec.choice("0", "不贴", "none")));
    }

    /** The event's rules: {@code chinese} or {@code japanese}. */
    static String rules(Map<String, String> options) {
        String f = family(options.getOrDefault(EventSettings.GO_RULES, "chinese"));
        return f == null ? "chinese" : f;
    }

    /** The event's komi for an even game in quarters of the rules' unit, or null for the rules' own. */
    static Integer eventKomi(Map<String, String> options, String rules) {
        String k = options.getOrDefault(EventSettings.KOMI, "").strip();
        if (k.isEmpty()) {
            return null;
        }
        int points = quarters(Double.parseDouble(k));
        // area counting gives komi in stones: two points make a stone
        return rules.equals("chinese") ? points / 2 : points;
    }

    @Override
    public String komi(int handicap, Map<String, String> options, Locale locale) {
        String rules = rules(options);
        Integer k = eventKomi(options, rules);
        boolean en = Named.isEnglish(locale);
        if (rules.equals("chinese")) {
            if (handicap <= 0 && k != null) {
                return k == 0 ? (en ? "no komi" : "不贴子")
                        : en ? "komi: black gives " + glyphs(k) + " stones" : "黑贴" + glyphs(k) + "子";
            }
            return komi(handicap, locale);
        }
        if (handicap <= 0) {
            int q = k != null ? k : JAPANESE_KOMI;
            return q == 0 ? (en ? "no komi" : "不贴目")
                    : en ? "komi: black gives " + enDecimal(q) + " points" : "黑贴" + zhPoints(q);
        }
        String hd = handicap == 1 ? (en ? "no komi stones (让先)" : "让先") : (en ? "handicap " + handicap : "让" + handicap + "子");
        return en ? hd + ", komi " + enDecimal(JAPANESE_HANDICAP_KOMI) + " point to white"
                : hd + "，黑贴" + zhPoints(JAPANESE_HANDICAP_KOMI);
    }

    @Override
    public String countForm(int handicap, Map<String, String> options, Locale locale) {
        boolean en = Named.isEnglish(locale);
        String rules = rules(options);
        Integer k = eventKomi(options, rules);
        if (rules.equals("chinese")) {
            int size = size(options);
            String less = handicap <= 0 ? (k == null ? CHINESE_KOMI : k) == 0 ? ""
                    : (en ? " − komi " : " − 贴 ") + glyphs(k == null ? CHINESE_KOMI : k)
                    : handicap == 1 ? "" : (en ? " − returned " : " − 还子 ") + glyphs(2 * handicap);
            return (en ? "Count (go 9): Black ______ (stones + points)" : "数子（第九条）：黑方 ______ 子（子 + 空）") + less
                    + " − " + glyphs(2 * size * size) + (en ? " = ______ stones" : " = ______ 子");
        }
        int komi = handicap <= 0 ? (k == null ? JAPANESE_KOMI : k) : JAPANESE_HANDICAP_KOMI;
        return (en ? "Count (go 9, territory): Black ______ − White ______ (territory + prisoners)"
                : "数目（第九条）：黑 ______ 目 − 白 ______ 目（目 + 提子）")
                + (komi == 0 ? "" : (en ? " − komi " : " − 贴 ") + glyphs(komi)) + (en ? " = ______ points" : " = ______ 目");
    }

    /** The event's board: 19, 13 or 9 lines (19 when it does not say). */
    static int size(Map<String, String> options) {
        return switch (options.getOrDefault(EventSettings.BOARD_SIZE, "19").strip()) {
            case "13" -> 13;
            case "9" -> 9;
            default -> 19;
        };
    }

    @Override
    public CountRequest forEvent(CountRequest r, Map<String, String> options) {
        if (r == null || r.komi() != null || r.handicap() != 0) {
            return r;
        }
        String rules = family(r.rules());
        if (rules == null) {
            return r;
        }
        Integer k = eventKomi(options, rules);
        return k == null ? r : new CountRequest(r.rules(), r.size(), r.handicap(), r.black(), r.blackPoints(),
                r.whitePoints(), k / 4.0);
    }

    private static CountResult chinese(CountRequest r, int size, int points, int h, Integer komiGiven) {
        Integer n = r.black();
        if (n == null) {
            throw UserError.zh("中国规则要给黑方的子数（子加目）", "Chinese counting needs black's stones plus points (--black)");
        }
        if (n < 0 || n > points) {
            throw UserError.zh("黑方子数应在 0 到 " + points + " 之间（" + size + "路棋盘），不能是 " + n,
                    "black's count is 0 to " + points + " on a " + size + "×" + size + " board, not " + n);
        }
        int komi = komiGiven != null ? komiGiven : h == 0 ? CHINESE_KOMI : 0;
        int half = points * 2;             // half the board, in quarters
        int ret = h >= 2 ? 2 * h : 0;      // half the handicap stones, in quarters
        int m = 4 * n - komi - ret - half;
        List<Integer> terms = new ArrayList<>();
        if (h >= 2) {
            if (komi != 0) {
                terms.add(komi);
            }
            terms.add(ret);
            terms.add(half);
        } else {
            terms.add(komi + half);
        }
        StringBuilder a = new StringBuilder().append(n);
        for (int t : terms) {
            a.append(t < 0 ? " + " : " − ").append(glyphs(Math.abs(t)));
        }
        a.append(" = ").append(glyphs(m));
        return result(m, "stones", a.toString());
    }

    private static CountResult japanese(CountRequest r, int h, Integer komiGiven) {
        Integer b = r.blackPoints();
        Integer w = r.whitePoints();
        if (b == null || w == null) {
            throw UserError.zh("日本/韩国规则要给双方的目数（--black-points 和 --white-points）",
                    "Japanese counting needs both sides' points (--black-points and --white-points)");
        }
        if (b < 0 || w < 0) {
            throw UserError.zh("目数不能是负数：黑 " + b + "，白 " + w, "points are not negative: black " + b + ", white " + w);
        }
        int komi = komiGiven != null ? komiGiven : h == 0 ? JAPANESE_KOMI : JAPANESE_HANDICAP_KOMI;
        int m = 4 * (b - w) - komi;
        StringBuilder a = new StringBuilder().append(b).append(" − ").append(w);
        if (komi != 0) {
            a.append(" − ").append(glyphs(komi));
        }
        a.append(" = ").append(glyphs(m));
        return result(m, "points", a.toString());
    }

    /** A komi as quarters: a multiple of ¼, not negative. */
    private static int quarters(double komi) {
        double q = komi * 4;
        if (Double.isNaN(q) || Double.isInfinite(q) || komi < 0 || Math.abs(q - Math.rint(q)) > 1e-9 || q > 4_000) {
            throw UserError.zh("贴子/贴目应为不小于 0 的 1/4 的倍数，不能是 " + komi,
                    "the komi is a multiple of 1/4, not negative, not " + komi);
        }
        return (int) Math.rint(q);
    }

    private static CountResult result(int m, String unit, String arithmetic) {
        if (m == 0) {
            return new CountResult("jigo", 0, unit, "和棋", "jigo (draw)", arithmetic);
        }
        boolean black = m > 0;
        int q = Math.abs(m);
        boolean stones = unit.equals("stones");
        String zh = (black ? "黑胜" : "白胜") + (stones ? zhFraction(q) + "子" : zhPoints(q));
        String en = (black ? "Black" : "White") + " wins by " + (stones ? enFraction(q) : enDecimal(q)) + " "
                + (stones ? (q <= 4 ? "stone" : "stones") : (q <= 4 ? "point" : "points"));
        return new CountResult(black ? "black" : "white", q, unit, zh, en, arithmetic);
    }

    /** 3 → 3/4, 5 → 1又1/4, 8 → 2. */
    static String zhFraction(int q) {
        int whole = q / 4;
        String f = fraction(q % 4);
        if (f.isEmpty()) {
            return Integer.toString(whole);
        }
        return whole == 0 ? f : whole + "又" + f;
    }

    /** 2 → 半目, 26 → 6目半, 24 → 6目, 5 → 1又1/4目. */
    static String zhPoints(int q) {
        int whole = q / 4;
        return switch (q % 4) {
            case 0 -> whole + "目";
            case 2 -> whole == 0 ? "半目" : whole + "目半";
            default -> zhFraction(q) + "目";
        };
    }

    /** 3 → 3/4, 5 → 1 1/4, 8 → 2. */
    static String enFraction(int q) {
        int whole = q / 4;
        String f = fraction(q % 4);
        if (f.isEmpty()) {
            return Integer.toString(whole);
        }
        return whole == 0 ? f : whole + " " + f;
    }

    /** 26 → 6.5, 3 → 0.75, 8 → 2. */
    static String enDecimal(int q) {
        return switch (q % 4) {
            case 0 -> Integer.toString(q / 4);
            case 1 -> q / 4 + ".25";
            case 2 -> q / 4 + ".5";
            default -> q / 4 + ".75";
        };
    }

    private static String fraction(int rest) {
        return switch (rest) {
            case 1 -> "1/4";
            case 2 -> "1/2";
            case 3 -> "3/4";
            default -> "";
        };
    }

    /** Quarters with vulgar fractions: 737 → 184¼, 3 → ¾, −1 → −¼, 0 → 0. */
    static String glyphs(int q) {
        String sign = q < 0 ? "−" : "";
        int a = Math.abs(q);
        int whole = a / 4;
        String f = switch (a % 4) {
            case 1 -> "¼";
            case 2 -> "½";
            case 3 -> "¾";
            default -> "";
        };
        return sign + (whole == 0 && !f.isEmpty() ? "" : Integer.toString(whole)) + f;
    }
}
