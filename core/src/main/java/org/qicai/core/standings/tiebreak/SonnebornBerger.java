package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.Crosstable.Contribution;
import org.qicai.core.standings.Crosstable.ContributionKind;

/**
 * 小分 (Sonneborn-Berger) — xq 15.1: "如积分相等，则按以下顺序区分：小分、胜局、直胜、犯规". The points of
 * every opponent beaten plus half the points of every opponent drawn. A {@code +} counts as a win
 * (21.4); a bye adds nothing. With the {@code tiebreak-unplayed=fide-c07} option an unplayed round is
 * a game against a dummy (FIDE C.07 16.4). Exact: computed in half scheme units.
 */
public final class SonnebornBerger extends BuiltInTiebreak {
    public SonnebornBerger() {
        super("sonneborn-berger", "小分", "Sonneborn-Berger", "15.1", "小分", "sb", "sonneborn", "sbs");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> of(table, no));
    }

    static long of(Crosstable table, int no) {
        long sum = 0;
        for (Contribution c : table.contributions(no)) {
            if (c.kind() == ContributionKind.BYE) {
                continue;
            }
            sum += switch (c.outcome()) {
                case WIN -> 2 * c.opponentScore();
                case DRAW -> c.opponentScore();
                default -> 0;
            };
        }
        return sum;
    }

    @Override
    public long denominator(Crosstable table) {
        return 2L * table.scheme().denominator();
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "sum of the points of the opponents beaten plus half the points of those drawn (+ counts as a win)"
                : "所胜对手积分之和加所和对手积分之半（+ 作胜论）";
    }
}
