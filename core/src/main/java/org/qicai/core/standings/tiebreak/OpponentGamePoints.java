package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 对手局分 (average of the opponents' game points) — xq2020: "6. 对手局分：…对手局分是指对手局分的平均值".
 * The opponents' 局分 (win 1, draw ½, loss 0, see {@link GamePoints}) averaged over the counted games.
 * Exact like {@link OpponentAverage}.
 */
public final class OpponentGamePoints extends BuiltInTiebreak {
    public OpponentGamePoints() {
        super("opponent-game-points", "对手局分", "Average opponent game points", "xq2020", "对手局分");
    }

    private long lcm(Crosstable table) {
        return lcmOfCounts(table, "lcm.opponents", no -> OpponentAverage.count(table, no));
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        long l = lcm(table);
        return each(group, no -> {
            long n = OpponentAverage.count(table, no);
            long sum = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.counts() && !e.isBye()) {
                    sum += table.gamePoints(e.opponent());
                }
            }
            return n == 0 ? 0 : sum * (l / n);
        });
    }

    @Override
    public long denominator(Crosstable table) {
        return lcm(table) * 2;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "average of the opponents' game points" : "对手局分的平均值";
    }
}
