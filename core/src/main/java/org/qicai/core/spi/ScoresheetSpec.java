package org.qicai.core.spi;

import java.util.List;

/**
 * How a discipline's scoresheet (记录纸, xq 7 and 10.1) is laid out.
 *
 * @param title        sheet title, e.g. 象棋比赛记录纸
 * @param moveColumn   heading of the move-number column (回合)
 * @param firstColumn  heading of the first player's moves (红方)
 * @param secondColumn heading of the second player's moves (黑方)
 * @param moveRows     move rows printed per sheet
 * @param legend       notation reminders printed in the footer (7.5 piece names, 进/退/平 …)
 */
public record ScoresheetSpec(String title, String moveColumn, String firstColumn, String secondColumn, int moveRows,
                             List<String> legend) {
    public ScoresheetSpec {
        legend = legend == null ? List.of() : List.copyOf(legend);
    }
}
