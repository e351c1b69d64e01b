package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Crosstable;

/** 胜局 (number of wins), xq 15.1/15.2. A {@code +} counts as a win (21.4); a bye does not. */
public final class Wins implements Tiebreak {
    @Override
    public String id() {
        return "wins";
    }

    @Override
    public List<String> aliases() {
        return List.of("胜局", "win");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Wins" : "胜局";
    }

    @Override
    public String clause() {
        return "15.1";
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        Map<Integer, Long> out = new HashMap<>();
        for (int no : group) {
            out.put(no, table.entries(no).stream().filter(e -> e.counts() && !e.isBye() && e.outcome().isWin()).count());
        }
        return out;
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }
}
