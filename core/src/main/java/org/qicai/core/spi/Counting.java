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
}
