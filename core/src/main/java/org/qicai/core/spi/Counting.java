package org.qicai.core.spi;

import org.pf4j.ExtensionPoint;
import org.qicai.core.game.CountRequest;
import org.qicai.core.game.CountResult;

/**
 * 计算胜负 — counting a finished game (Go 004 第九条, 第二章 第二条 贴子): the arbiter types the count and gets the
 * verdict with its exact margin. Its {@link #id()} is the discipline's id ({@code go}). A pure function: no I/O,
 * no state between calls. Bad input (a negative count, a count above the board's points, an unknown board size or
 * rules) throws {@link org.qicai.core.UserError}.
 */
public interface Counting extends ExtensionPoint, Named {

    /** The verdict of a count: winner, exact margin, unit, words and the arithmetic shown. */
    CountResult count(CountRequest request);

    /**
     * 贴子 — what the komi of a game with {@code handicap} stones is under the discipline's default rules, in words
     * for the pairing sheet and the scoresheet (Go: 黑贴3¾子 for an even game, 让先不贴 for 1, 让4子 黑还2子 for 4);
     * empty when the discipline says nothing.
     */
    default String komi(int handicap, java.util.Locale locale) {
        return "";
    }

    /**
     * The event settings this counting reads (Go: the rules, the board, the komi), each with its rulebook default:
     * offered when an event is made, validated with the other settings.
     */
    default java.util.List<OptionSpec> options() {
        return java.util.List.of();
    }

    /** {@link #komi(int, java.util.Locale)} under an event's settings ({@link #options()}). */
    default String komi(int handicap, java.util.Map<String, String> options, java.util.Locale locale) {
        return komi(handicap, locale);
    }

    /**
     * A count of one of an event's games as the event counts it: where the request names no komi, the event's own
     * komi setting applies to an even game (in the unit of the request's rules). The request as it is by default.
     */
    default CountRequest forEvent(CountRequest request, java.util.Map<String, String> options) {
        return request;
    }

    /**
     * The count as the scoresheet's arbiter fills it in for a game with {@code handicap} stones under an event's
     * settings, blanks as {@code ______} (Go, Chinese rules: 数子（第九条）：黑方 ______ 子（子 + 空） − 贴 3¾ − 180½ =
     * ______ 子); empty when the discipline says nothing.
     */
    default String countForm(int handicap, java.util.Map<String, String> options, java.util.Locale locale) {
        return "";
    }
}
