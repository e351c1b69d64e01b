package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Crosstable;

/**
 * 对手分 (Buchholz), xq 15.2: the sum of the points of all opponents met. A bye counts as an
 * opponent with the lowest score in the field (附录二 7).
 */
public final class Buchholz implements Tiebreak {
    @Override
    public String id() {
        return "buchholz";
    }

    @Override
    public List<String> aliases() {
        return List.of("对手分", "bh");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Buchholz" : "对手分";
    }

    @Override
    public String clause() {
        return "15.2";
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        long lowest = Long.MAX_VALUE;
        for (var p : table.players()) {
            lowest = Math.min(lowest, table.points(p.no()));
        }
        if (lowest == Long.MAX_VALUE) {
            lowest = 0;
        }
        Map<Integer, Long> out = new HashMap<>();
        for (int no : group) {
            long sum = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.annulled()) {
                    continue;
                }
                sum += e.isBye() ? lowest : table.points(e.opponent());
            }
            out.put(no, sum);
        }
        return out;
    }
}
