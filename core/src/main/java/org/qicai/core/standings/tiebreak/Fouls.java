package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Crosstable;

/** 犯规 (fouls), xq 15.1/15.2: fewer fouls rank higher. Corrected entries do not count. */
public final class Fouls implements Tiebreak {
    @Override
    public String id() {
        return "fouls";
    }

    @Override
    public List<String> aliases() {
        return List.of("犯规", "foul");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Fouls" : "犯规";
    }

    @Override
    public String clause() {
        return "15.1";
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        Map<Integer, Long> out = new HashMap<>();
        for (int no : group) {
            out.put(no, (long) table.fouls(no));
        }
        return out;
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public boolean lowerIsBetter() {
        return true;
    }
}
