package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 中间对手分 (Median Buchholz) — FIDE C.07 14.3: "Median-1: cut the least and the most significant
 * values (in that order)". Buchholz without the lowest and the highest opponent score.
 */
public final class MedianBuchholz extends BuiltInTiebreak {
    public MedianBuchholz() {
        super("median-buchholz", "中间对手分", "Median Buchholz", "FIDE C.07 14.3", "中间对手分", "bh-m1", "median");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> Buchholz.cut(table, no, 1, 1));
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "Buchholz without the lowest and the highest opponent score"
                : "对手分去掉一个最低和一个最高对手积分";
    }
}
