package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 直胜 (direct encounter) — xq 15.1 "小分、胜局、直胜、犯规". Among the players still tied, the points each
 * scored in the games between them: for two players, who beat whom; for more, a mini-table of their
 * mutual games. The mini-table is used only when every two of them met ([ours], as FIDE C.07 6: a
 * Swiss group that did not all meet is not separated by it). When it separates only some of the
 * group, it is applied again to those still tied.
 */
public class DirectEncounter extends BuiltInTiebreak {
    public DirectEncounter() {
        super("direct-encounter", "直胜", "Direct encounter", "15.1", "直胜", "de", "direct");
    }

    protected DirectEncounter(String id, String zh, String en, String clause, String... aliases) {
        super(id, zh, en, clause, aliases);
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        Map<Integer, Long> out = new HashMap<>();
        boolean complete = true;
        for (int i = 0; i < group.size() && complete; i++) {
            for (int j = i + 1; j < group.size(); j++) {
                if (!table.met(group.get(i), group.get(j))) {
                    complete = false;
                    break;
                }
            }
        }
        for (int no : group) {
            long sum = 0;
            if (complete && applies(group)) {
                for (int other : group) {
                    if (other != no) {
                        sum += table.unitsAgainst(no, other);
                    }
                }
            }
            out.put(no, sum);
        }
        return out;
    }

    /** Whether the rule applies to a group of this size. */
    protected boolean applies(List<Integer> group) {
        return true;
    }

    @Override
    public boolean dependsOnGroup() {
        return true;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "points scored in the games among the tied players (mini-table when all met)"
                : "同分者之间对局的得分（三人以上全部相遇时按小循环表）";
    }
}
