package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Crosstable;

/**
 * 直胜 (direct encounter), xq 15.1: among the players still tied, the points each scored in the
 * games between them. Two players: who beat whom; more: a mini-table of their mutual games.
 */
public final class DirectEncounter implements Tiebreak {
    @Override
    public String id() {
        return "direct-encounter";
    }

    @Override
    public List<String> aliases() {
        return List.of("直胜", "de", "direct");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Direct encounter" : "直胜";
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
            for (int other : group) {
                if (other != no) {
                    sum += table.unitsAgainst(no, other);
                }
            }
            out.put(no, sum);
        }
        return out;
    }
}
