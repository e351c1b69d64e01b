package org.qicai.core.spi;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pf4j.ExtensionPoint;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Side;

/**
 * 项目 — a discipline (xiangqi, Go): how sides and results are named, its penalty catalogue and its
 * scoresheet.
 */
public interface Discipline extends ExtensionPoint, Named {

    /** The side's name: 红方/黑方 in xiangqi, 黑方/白方 in Go. */
    String sideName(Side side, Locale locale);

    /** One-character form for tight columns: 红/黑. */
    String sideShort(Side side, Locale locale);

    /** The result in words: 红胜, 黑胜, 和棋, 红方不战而胜 … */
    String resultWord(org.qicai.core.model.Result result, Locale locale);

    /** Parses a result word of this discipline (红胜, 黑胜, 和 …); empty when not one of its words. */
    Optional<Result> parseResultWord(String word);

    /**
     * Reads a result as the arbiter types it with how the game was decided (Go: {@code B+R}, {@code B+3/4},
     * 黑中盘胜, 黑胜3/4子, 重下); empty when it is none of this discipline's words. By default the words of
     * {@link #parseResultWord} with nothing more said. Core's {@code ResultWords.parse} is the one reader every
     * front end uses; it falls back on the codes of {@link Result#parseCode}.
     */
    default Optional<ResultEntry> parseResultEntry(String word) {
        return parseResultWord(word).map(ResultEntry::of);
    }

    /**
     * The result in words with how it was decided (黑中盘胜, 黑胜3/4子, 白胜1又1/4子, 重下); by default the words of
     * {@link #resultWord(Result, Locale)}.
     */
    default String resultWord(Result result, ResultDetail detail, Locale locale) {
        return resultWord(result, locale);
    }

    /**
     * What a result may be typed as, for the refusal of one that is not: the codes (first side first) and this
     * discipline's words — {@code 1-0 0-1 1/2 +/- -/+ -/-（红方在前）或 红胜 黑胜 和}.
     */
    default String resultHint(Locale locale) {
        boolean en = Named.isEnglish(locale);
        return "1-0 0-1 1/2 +/- -/+ -/-" + (en ? " (" + sideName(Side.FIRST, locale) + " first) or " : "（"
                + sideName(Side.FIRST, locale) + "在前）或 ") + resultWord(Result.FIRST_WIN, locale) + (en ? ", " : " ")
                + resultWord(Result.SECOND_WIN, locale) + (en ? ", " : " ") + resultWord(Result.DRAW, locale);
    }

    /** The penalty catalogue with clauses. */
    List<PenaltyRule> penaltyCatalogue();

    /** The scoresheet layout. */
    ScoresheetSpec scoresheet(Locale locale);

    /** The CSV column prefix for the first and second side: {@code red}/{@code black} or {@code first}/{@code second}. */
    default String csvSideKey(Side side) {
        return side == Side.FIRST ? "first" : "second";
    }

    /**
     * Counts that lose a game (4.1.8: the third foul; go 12.2: the second warning). Empty when the
     * discipline has none.
     */
    default List<PenaltyRule.Limit> penaltyLimits() {
        return List.of();
    }

    /** The catalogue entry cited as {@code clause} ({@code 9.1.5}, {@code go 12.2} …), if any. */
    default Optional<PenaltyRule> penaltyRule(String clause) {
        if (clause == null) {
            return Optional.empty();
        }
        return penaltyCatalogue().stream().filter(r -> r.citedAs(clause)).findFirst();
    }

    /**
     * Reads a side typed by the arbiter: {@code first}/{@code second}, the CSV keys ({@link #csvSideKey}),
     * and the side names in Chinese and English; empty when it is none of them.
     */
    default Optional<Side> parseSide(String word) {
        if (word == null) {
            return Optional.empty();
        }
        String w = word.strip();
        for (Side s : Side.values()) {
            if (w.equalsIgnoreCase(s == Side.FIRST ? "first" : "second") || w.equalsIgnoreCase(csvSideKey(s))
                    || w.equalsIgnoreCase(sideName(s, Locale.ENGLISH)) || w.equals(sideName(s, Locale.CHINESE))
                    || w.equals(sideShort(s, Locale.CHINESE))) {
                return Optional.of(s);
            }
        }
        return Optional.empty();
    }
}
