package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** 名次变化 — each player's rank after every round, with the same scheme, options and tiebreaks. */
public final class RankProgression {
    private RankProgression() {
    }

    /** Start number → ranks after rounds 1 … {@code rep.afterRound()}. */
    public static Map<Integer, List<Integer>> of(StandingsReport rep) {
        Crosstable t = rep.table();
        Map<Integer, List<Integer>> out = new HashMap<>();
        for (var p : t.players()) {
            out.put(p.no(), new ArrayList<>());
        }
        for (int r = 1; r <= rep.afterRound(); r++) {
            List<Standing> rows = r == rep.afterRound() ? rep.rows()
                    : StandingsCalculator.rank(new Crosstable(t.event(), t.scheme(), r, t.options()), rep.tiebreaks());
            for (Standing s : rows) {
                out.get(s.player().no()).add(s.rank());
            }
        }
        Map<Integer, List<Integer>> frozen = new HashMap<>();
        out.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
        return frozen;
    }
}
