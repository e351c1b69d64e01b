package org.qicai.plugin.go;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pf4j.Extension;
import org.qicai.core.standings.Crosstable;

/**
 * 简化直接对决 — OpenGotha's SDC (issue 15 item 5): among the players still tied, the number of tied opponents beaten
 * (net wins over him, forfeits not counted; {@link DirectConfrontation#sums}), counted only when every two of the
 * group met with a winner between them; otherwise 0 for all. Whole numbers, exact.
 */
@Extension
public final class SimplifiedDirectConfrontation extends HeadToHead {
    public SimplifiedDirectConfrontation() {
        super("sdc", "简化直接对决", "Simplified direct confrontation", "OpenGotha SDC", "SDC", "简化直接对决");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        int[][] sum = DirectConfrontation.sums(table, group);
        boolean everyPairDecided = true;
        for (int i = 0; i < group.size(); i++) {
            for (int j = 0; j < group.size(); j++) {
                everyPairDecided &= i == j || sum[i][j] != 0;
            }
        }
        Map<Integer, Long> out = new HashMap<>();
        for (int i = 0; i < group.size(); i++) {
            long beaten = 0;
            for (int j = 0; j < group.size() && everyPairDecided; j++) {
                beaten += sum[i][j] > 0 ? 1 : 0;
            }
            out.put(group.get(i), beaten);
        }
        return out;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "tied opponents beaten (net wins, forfeits not counted), only when every two of the "
                + "tied players met with a winner; else 0 (OpenGotha SDC)"
                : "同分者中净胜的对手数（不战而胜不计），仅当同分者两两之间都已对局且分出胜负时计，否则为 0（OpenGotha SDC）";
    }
}
