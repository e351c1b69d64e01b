package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 犯规 (fouls) — the last criterion of xq 15.1 and 15.2 ("…直胜、犯规。无法区分，则名次并列"): fewer
 * fouls (9.1.x) logged in the penalty log ranks higher. Corrected entries do not count.
 */
public final class Fouls extends BuiltInTiebreak {
    public Fouls() {
        super("fouls", "犯规", "Fouls", "15.1/15.2", "犯规", "foul", "犯规次数");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> table.fouls(no));
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public boolean lowerIsBetter() {
        return true;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "fouls in the penalty log; fewer ranks higher" : "犯规次数，少者列前";
    }
}
