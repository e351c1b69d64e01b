package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 累进分 (progressive / cumulative score) — an option of 15.2 as practised (RULES.md "Options seen in
 * practice: 累进分"): the sum of the player's running score after each round, so points won early
 * weigh more. After round n: Σ over rounds r ≤ n of the score after r.
 */
public final class Progressive extends BuiltInTiebreak {
    public Progressive() {
        super("progressive", "累进分", "Progressive score", "15.2", "累进分", "cumulative", "ps");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        int n = table.upToRound();
        return each(group, no -> {
            long sum = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.counts()) {
                    sum += (long) e.units() * (n - e.round() + 1);
                }
            }
            return sum;
        });
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "sum of the running score after each round" : "每轮后累计积分之和";
    }
}
