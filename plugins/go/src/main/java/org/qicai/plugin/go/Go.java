package org.qicai.plugin.go;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pf4j.Extension;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;
import org.qicai.core.spi.ScoresheetSpec;

/**
 * 围棋 — the Go discipline (004 围棋竞赛规则): 执黑 moves first (第一条 先后手 by lot or 猜先), 执白 second;
 * result words (黑胜, 白胜, and the SGF-style {@code B+R}, {@code W+3.5}); the penalty catalogue of
 * 第八–第十二条 with its consequences; and the scoresheet.
 */
@Extension
public final class Go implements Discipline {

    @Override
    public String id() {
        return "go";
    }

    @Override
    public List<String> aliases() {
        return List.of("围棋", "weiqi", "baduk", "igo");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Go" : "围棋";
    }

    @Override
    public String sideName(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "Black" : "White";
        }
        return side == Side.FIRST ? "执黑" : "执白";
    }

    @Override
    public String sideShort(Side side, Locale locale) {
        if (Named.isEnglish(locale)) {
            return side == Side.FIRST ? "B" : "W";
        }
        return side == Side.FIRST ? "黑" : "白";
    }

    /**
     * {@code first}/{@code second} (issue 2: a Go event's round CSV is {@code board,first_no,first_name,second_no,
     * second_name,result}); first is the player who moves first, 执黑. The side names stay 执黑/执白 for people, and
     * {@link #parseSide} still reads black/white.
     */
    @Override
    public String csvSideKey(Side side) {
        return side == Side.FIRST ? "first" : "second";
    }

    @Override
    public String resultWord(Result result, Locale locale) {
        boolean en = Named.isEnglish(locale);
        return switch (result) {
            case PENDING -> "";
            case FIRST_WIN -> en ? "Black wins" : "黑胜";
            case SECOND_WIN -> en ? "White wins" : "白胜";
            case DRAW -> en ? "Draw (jigo)" : "和棋";
            case FIRST_WIN_FORFEIT -> en ? "Black wins by forfeit" : "黑方不战而胜";
            case SECOND_WIN_FORFEIT -> en ? "White wins by forfeit" : "白方不战而胜";
            case DOUBLE_FORFEIT -> en ? "Both forfeit" : "双方弃权";
        };
    }

    @Override
    public Optional<Result> parseResultWord(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String w = word.strip().toLowerCase(Locale.ROOT).replace(" ", "");
        Optional<Result> exact = switch (w) {
            case "黑胜", "黑方胜", "黑", "black", "blackwins", "黑中盘胜" -> Optional.of(Result.FIRST_WIN);
            case "白胜", "白方胜", "白", "white", "whitewins", "白中盘胜" -> Optional.of(Result.SECOND_WIN);
            case "和", "和棋", "和局", "draw", "jigo", "0", "持棋" -> Optional.of(Result.DRAW);
            case "黑不战胜", "黑方不战而胜", "白弃权", "白方弃权" -> Optional.of(Result.FIRST_WIN_FORFEIT);
            case "白不战胜", "白方不战而胜", "黑弃权", "黑方弃权" -> Optional.of(Result.SECOND_WIN_FORFEIT);
            case "双方弃权", "双弃权" -> Optional.of(Result.DOUBLE_FORFEIT);
            default -> Optional.empty();
        };
        if (exact.isPresent()) {
            return exact;
        }
        // SGF RE values: B+R, W+T, B+3.5, B+F …; Chinese 黑胜1/4子, 白胜3又3/4子
        if (w.matches("b\\+[0-9a-z.]*")) {
            return Optional.of(w.equals("b+f") || w.equals("b+forfeit") ? Result.FIRST_WIN_FORFEIT : Result.FIRST_WIN);
        }
        if (w.matches("w\\+[0-9a-z.]*")) {
            return Optional.of(w.equals("w+f") || w.equals("w+forfeit") ? Result.SECOND_WIN_FORFEIT : Result.SECOND_WIN);
        }
        if (w.startsWith("黑胜")) {
            return Optional.of(Result.FIRST_WIN);
        }
        if (w.startsWith("白胜")) {
            return Optional.of(Result.SECOND_WIN);
        }
        return Optional.empty();
    }

    /**
     * A Go result with how it was decided (issue 15 item 1): SGF's {@code B+R} / {@code W+Resign} (中盘胜),
     * {@code B+T} (on time), {@code B+F} (forfeit), {@code B+3/4}, {@code W+1¼}, {@code W+1又1/4}, {@code B+6.5目}
     * (a count's margin); the Chinese 黑中盘胜, 黑胜3/4子, 白胜1又1/4子, 黑胜6目半, 白超时负 / 黑超时胜; and 重下 /
     * {@code replay} (go 8.3, 8.4, 11.3: the game is played again, its board waits for the new result). A margin
     * in 子 or with no unit is in stones (Chinese area counting, 第九条一) and one in 目 / {@code pt} in points
     * (Japanese/Korean, 第九条二) — [ours]: an event does not say its counting, and 004's own rules count stones.
     * A margin must be a multiple of ¼ and more than 0 (a count of 0 is 和棋).
     */
    @Override
    public Optional<ResultEntry> parseResultEntry(String word) {
        if (word == null) {
            return Optional.empty();
        }
        // "1 1/4" is one and a quarter, not 11/4
        String w = word.strip().toLowerCase(Locale.ROOT).replaceAll("(\\d)\\s+(\\d+/\\d)", "$1又$2").replace(" ", "")
                .replace('＋', '+').replace('（', '(').replace('）', ')');
        switch (w) {
            case "重下", "replay", "rematch", "重赛" -> {
                return Optional.of(new ResultEntry(Result.PENDING, ResultDetail.REPLAY));
            }
            case "黑中盘胜", "黑方中盘胜", "白中盘负", "b+r", "b+res", "b+resign", "b+resignation" -> {
                return Optional.of(new ResultEntry(Result.FIRST_WIN, ResultDetail.RESIGNATION));
            }
            case "白中盘胜", "白方中盘胜", "黑中盘负", "w+r", "w+res", "w+resign", "w+resignation" -> {
                return Optional.of(new ResultEntry(Result.SECOND_WIN, ResultDetail.RESIGNATION));
            }
            case "黑超时胜", "白超时负", "黑胜(白超时)", "b+t", "b+time" -> {
                return Optional.of(new ResultEntry(Result.FIRST_WIN, ResultDetail.TIME));
            }
            case "白超时胜", "黑超时负", "白胜(黑超时)", "w+t", "w+time" -> {
                return Optional.of(new ResultEntry(Result.SECOND_WIN, ResultDetail.TIME));
            }
            default -> {
            }
        }
        String margin = null;
        Result r = null;
        if (w.matches("[bw]\\+[0-9¼½¾].*")) {
            r = w.charAt(0) == 'b' ? Result.FIRST_WIN : Result.SECOND_WIN;
            margin = w.substring(2);
        } else if (w.matches("(黑|白)方?胜[0-9半¼½¾].*")) {
            r = w.charAt(0) == '黑' ? Result.FIRST_WIN : Result.SECOND_WIN;
            margin = w.substring(w.indexOf('胜') + 1);
        }
        if (margin != null) {
            ResultDetail d = margin(margin, word.strip());
            return Optional.of(new ResultEntry(r, d));
        }
        return parseResultWord(word).map(ResultEntry::of);
    }

    /** {@code 3/4}, {@code 1又1/4}, {@code 1¼}, {@code 0.75}, {@code 6目半}, {@code 半目}, {@code 2子} → the margin. */
    private static ResultDetail margin(String m, String typed) {
        boolean points = false;
        String t = m;
        if (t.endsWith("stones") || t.endsWith("stone")) {
            t = t.substring(0, t.lastIndexOf("stone"));
        } else if (t.endsWith("points") || t.endsWith("point") || t.endsWith("pts") || t.endsWith("pt")) {
            t = t.substring(0, t.lastIndexOf("p"));
            points = true;
        } else if (t.endsWith("子")) {
            t = t.substring(0, t.length() - 1);
        } else if (t.endsWith("目半")) {
            t = t.substring(0, t.length() - 2) + ".5";
            points = true;
        } else if (t.equals("半目")) {
            t = "0.5";
            points = true;
        } else if (t.endsWith("目")) {
            t = t.substring(0, t.length() - 1);
            points = true;
        }
        Integer q = quarters(t);
        if (q == null || q <= 0) {
            throw UserError.zh("“" + typed + "”的胜负差“" + m + "”应是大于 0 的 1/4 的倍数，如 3/4、1又1/4、1¼、6.5目",
                    "the margin '" + m + "' of '" + typed + "' is a multiple of 1/4 above 0, e.g. 3/4, 1 1/4, 1¼, 6.5pt");
        }
        return ResultDetail.count(q, points);
    }

    /** A non-negative number as quarters, or null when it is not a multiple of ¼ written one of our ways. */
    static Integer quarters(String t) {
        try {
            if (t.matches("\\d{1,4}")) {
                return 4 * Integer.parseInt(t);
            }
            java.util.regex.Matcher f = java.util.regex.Pattern.compile("(?:(\\d{1,4})又)?([123])/([24])").matcher(t);
            if (f.matches()) {
                int whole = f.group(1) == null ? 0 : Integer.parseInt(f.group(1));
                int num = Integer.parseInt(f.group(2));
                int den = Integer.parseInt(f.group(3));
                if (num >= den) {
                    return null;
                }
                return 4 * whole + num * (4 / den);
            }
            java.util.regex.Matcher g = java.util.regex.Pattern.compile("(\\d{0,4})([¼½¾])").matcher(t);
            if (g.matches()) {
                int whole = g.group(1).isEmpty() ? 0 : Integer.parseInt(g.group(1));
                return 4 * whole + "¼½¾".indexOf(g.group(2)) + 1;
            }
            java.util.regex.Matcher d = java.util.regex.Pattern.compile("(\\d{0,4})\\.(\\d{1,2})").matcher(t);
            if (d.matches()) {
                int whole = d.group(1).isEmpty() ? 0 : Integer.parseInt(d.group(1));
                int frac = switch (d.group(2)) {
                    case "0", "00" -> 0;
                    case "25" -> 1;
                    case "5", "50" -> 2;
                    case "75" -> 3;
                    default -> -1;
                };
                return frac < 0 ? null : 4 * whole + frac;
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return null;
    }

    /**
     * 黑中盘胜, 黑胜3/4子, 白胜1又1/4子, 黑胜6目半, 黑胜（白超时）, 重下 — the margin worded by the counting rule's own
     * words ({@link GoCounting}); in English "Black wins by resignation", "Black wins by 3/4 stone".
     */
    @Override
    public String resultWord(Result result, ResultDetail detail, Locale locale) {
        boolean en = Named.isEnglish(locale);
        boolean win = result == Result.FIRST_WIN || result == Result.SECOND_WIN;
        String zhSide = result == Result.FIRST_WIN ? "黑" : "白";
        String enSide = result == Result.FIRST_WIN ? "Black" : "White";
        return switch (detail.how()) {
            case REPLAY -> en ? "Replay" : "重下";
            case RESIGNATION -> !win ? resultWord(result, locale) : en ? enSide + " wins by resignation" : zhSide + "中盘胜";
            case TIME -> !win ? resultWord(result, locale) : en ? enSide + " wins on time"
                    : zhSide + "胜（" + (result == Result.FIRST_WIN ? "白" : "黑") + "超时）";
            case COUNT -> {
                int q = detail.quarters();
                if (!win) {
                    yield resultWord(result, locale);
                }
                if (en) {
                    yield enSide + " wins by " + (detail.points() ? GoCounting.enDecimal(q) : GoCounting.enFraction(q)) + " "
                            + (detail.points() ? (q <= 4 ? "point" : "points") : (q <= 4 ? "stone" : "stones"));
                }
                yield zhSide + "胜" + (detail.points() ? GoCounting.zhPoints(q) : GoCounting.zhFraction(q) + "子");
            }
            case NONE -> resultWord(result, locale);
        };
    }

    /** The codes and Go's words, with the margins a Go arbiter writes. */
    @Override
    public String resultHint(Locale locale) {
        return Named.isEnglish(locale)
                ? "1-0 0-1 1/2 +/- -/+ -/- (Black first) or B+R, W+R (resignation), B+3/4, W+1¼ (a count), B+T (time), "
                        + "B+F (forfeit), replay"
                : "1-0 0-1 1/2 +/- -/+ -/-（执黑在前）或 黑胜 白胜 和棋、黑中盘胜、黑胜3/4子、白胜1又1/4子、B+R、W+1¼、白超时负、"
                        + "黑方不战而胜、重下";
    }

    /**
     * 第八–第十二条. Playing twice in a row (8.1), deliberately moving stones (8.3) and scattering the
     * board (8.4) lose the game; lifting a placed stone (8.2) and removing a live stone (9) are warnings;
     * a forbidden point (10) and an immediate ko retake (11.1) make the move void and lose the turn; the
     * second warning in one game loses it ({@link #penaltyLimits()}, 12.2).
     */
    @Override
    public List<PenaltyRule> penaltyCatalogue() {
        return List.of(
                new PenaltyRule("go 8.1", PenaltyKind.GAME_LOSS, "一方未弃权而另一方连走二步，判连走者负",
                        "playing two moves in a row: the game is lost", Effect.GAME_LOST, 0, "go 8.1"),
                new PenaltyRule("go 8.2", PenaltyKind.WARNING, "棋子下完后又拿起下在别处：放回原处，警告一次",
                        "lifting a placed stone to play elsewhere: stone put back, a warning"),
                new PenaltyRule("go 8.3", PenaltyKind.GAME_LOSS, "故意移动已下之子，判移子者负（裁判长裁定）",
                        "deliberately moving a placed stone: the game is lost (chief arbiter)", Effect.GAME_LOST, 0,
                        "go 8.3"),
                new PenaltyRule("go 8.4", PenaltyKind.GAME_LOSS, "故意散乱棋局，或无意散乱而不能复盘，判散乱者负",
                        "scattering the stones deliberately, or by accident when the position cannot be rebuilt: the game "
                                + "is lost", Effect.GAME_LOST, 0, "go 8.4"),
                new PenaltyRule("go 9", PenaltyKind.WARNING, "误将对方有气之子提取：放回原处，警告一次",
                        "removing a live stone by mistake: stone put back, a warning"),
                new PenaltyRule("go 10", PenaltyKind.MOVES_CANCELLED, "下子在禁着点上：着手无效，弃权一次",
                        "a stone on a forbidden point: the move is void and the turn lost", Effect.MOVE_VOID, 0, "go 10"),
                new PenaltyRule("go 11.1", PenaltyKind.MOVES_CANCELLED, "劫争马上回提：着手无效，弃权一次",
                        "retaking a ko at once: the move is void and the turn lost", Effect.MOVE_VOID, 0, "go 11.1"),
                new PenaltyRule("go 12.1", PenaltyKind.WARNING, "裁判法未包括的犯规：裁判员据总则或规程精神判警告",
                        "another offence the rules do not list: a warning by the spirit of the rules"));
    }

    /** 第十二条二: the second warning in one game loses it. */
    @Override
    public List<PenaltyRule.Limit> penaltyLimits() {
        return List.of(new PenaltyRule.Limit(PenaltyKind.WARNING, 2, "go 12.2"));
    }

    /** black/white, 黑/白, 执黑/执白, first/second; {@code red} is read as the first mover (black). */
    @Override
    public Optional<Side> parseSide(String word) {
        if (word == null) {
            return Optional.empty();
        }
        return switch (word.strip().toLowerCase(Locale.ROOT)) {
            case "black", "b", "first", "red", "黑", "黑方", "执黑" -> Optional.of(Side.FIRST);
            case "white", "w", "second", "白", "白方", "执白" -> Optional.of(Side.SECOND);
            default -> Optional.empty();
        };
    }

    @Override
    public ScoresheetSpec scoresheet(Locale locale) {
        boolean en = Named.isEnglish(locale);
        List<String> legend = en
                ? List.of("Record each move by its point: columns A–T (no I) from the left, rows 1–19 from the bottom, e.g. Q16; "
                        + "a pass as PASS.", "Two warnings in one game lose it (go 12.2); black gives 3¾ stones (go 2).")
                : List.of("记录方式：横线自左向右A–T（不用I），纵线自下而上1–19，如 Q16；虚手记 PASS。续页另附。",
                        "一局中被判警告满二次者判负（第十二条）；黑方贴三又四分之三子（第二条）。");
        return new ScoresheetSpec(en ? "Go scoresheet" : "围棋比赛记录纸", en ? "Move" : "手数", en ? "Black" : "执黑",
                en ? "White" : "执白", 60, legend);
    }
}
