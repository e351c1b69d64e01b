package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.Player;
import org.qicai.core.standings.Crosstable;

/**
 * 对手平均等级分 (average rating of opponents, ARO) — FIDE C.07 10.1: the average rating of the
 * opponents, rounded to the nearest whole number (0.5 up). Only games played over the board count
 * (C.07 15.2: forfeits stay unplayed in rating-based tie-breaks); unrated opponents are left out
 * [ours].
 */
public final class AverageRatingOfOpponents extends BuiltInTiebreak {
    public AverageRatingOfOpponents() {
        super("aro", "对手平均等级分", "Average rating of opponents", "FIDE C.07 10.1", "对手平均等级分", "avg-rating");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> {
            long sum = 0;
            long n = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (!e.isPlayedGame()) {
                    continue;
                }
                Integer r = table.event().player(e.opponent()).map(Player::rating).orElse(null);
                if (r != null) {
                    sum += r;
                    n++;
                }
            }
            return n == 0 ? 0 : (2 * sum + n) / (2 * n);
        });
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "average rating of the opponents met over the board, rounded" : "实际对局对手等级分的平均值（四舍五入）";
    }
}
