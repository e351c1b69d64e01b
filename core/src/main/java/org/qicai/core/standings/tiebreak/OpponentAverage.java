package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 对手分值 (average of the opponents' points) — xq2020: "5. 对手分值：…对手分值是指对手积分的平均值". The
 * opponents of every counted game (forfeits included, byes not) — their points averaged. Exact: kept
 * as a fraction over the least common multiple of everybody's game counts.
 */
public final class OpponentAverage extends BuiltInTiebreak {
    public OpponentAverage() {
        super("opponent-average", "对手分值", "Average opponent points", "xq2020", "对手分值", "aob", "average-opponent");
    }

    static long count(Crosstable table, int no) {
        return table.entries(no).stream().filter(e -> e.counts() && !e.isBye()).count();
    }

    private long lcm(Crosstable table) {
        return lcmOfCounts(table, "lcm.opponents", no -> count(table, no));
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        long l = lcm(table);
        return each(group, no -> {
            long n = count(table, no);
            long sum = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.counts() && !e.isBye()) {
                    sum += table.points(e.opponent());
                }
            }
            return n == 0 ? 0 : sum * (l / n);
        });
    }

    @Override
    public long denominator(Crosstable table) {
        return lcm(table) * table.scheme().denominator();
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "average of the opponents' points" : "对手积分的平均值";
    }
}
