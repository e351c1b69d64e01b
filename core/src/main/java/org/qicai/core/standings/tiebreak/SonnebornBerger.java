package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.Outcome;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Crosstable;

/**
 * 小分 (Sonneborn-Berger), xq 15.1: the points of every opponent beaten, plus half the points of
 * every opponent drawn. A {@code +} counts as a win (21.4); a bye adds nothing. Exact: computed in
 * half scheme units.
 */
public final class SonnebornBerger implements Tiebreak {
    @Override
    public String id() {
        return "sonneborn-berger";
    }

    @Override
    public List<String> aliases() {
        return List.of("小分", "sb", "sonneborn");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Sonneborn-Berger" : "小分";
    }

    @Override
    public String clause() {
        return "15.1";
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        Map<Integer, Long> out = new HashMap<>();
        for (int no : group) {
            long sum = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.isBye() || !e.counts()) {
                    continue;
                }
                long opp = table.points(e.opponent());
                if (e.outcome() == Outcome.WIN || e.outcome() == Outcome.FORFEIT_WIN) {
                    sum += 2 * opp;
                } else if (e.outcome() == Outcome.DRAW) {
                    sum += opp;
                }
            }
            out.put(no, sum);
        }
        return out;
    }

    @Override
    public long denominator(Crosstable table) {
        return 2L * table.scheme().denominator();
    }
}
