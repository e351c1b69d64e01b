package org.qicai.plugin.go;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pf4j.Extension;
import org.qicai.core.model.Outcome;
import org.qicai.core.standings.Crosstable;

/**
 * 直接对决 — OpenGotha's direct-confrontation placement criterion DC (issue 15 item 5), over the players still tied
 * when the standings reach it: the group's games as a table, for each two of them the algebraic sum of their wins
 * (+1 a win, −1 a loss; a draw, a forfeit or an unplayed game adds nothing), as OpenGotha sums them; the group is
 * ranked by who beat whom ({@link Confrontation}: a pair summing to exactly one win is an edge, cycles set aside,
 * transitivity kept) into places from the bottom up, and the value is the lowest place less his own (the last 0).
 * Whole numbers, exact.
 * OpenGotha breaks the layering's ties by the criteria after DC; a tiebreak here sees only the crosstable, so those
 * criteria, applied next, order what DC leaves equal. {@link SimplifiedDirectConfrontation} is SDC.
 */
@Extension
public final class DirectConfrontation extends HeadToHead {
    public DirectConfrontation() {
        super("dc", "直接对决", "Direct confrontation", "OpenGotha DC", "DC", "直接对决");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        int[][] sum = sums(table, group);
        boolean[][] beat = new boolean[group.size()][group.size()];
        for (int i = 0; i < group.size(); i++) {
            for (int j = 0; j < group.size(); j++) {
                beat[i][j] = sum[i][j] == 1;
            }
        }
        long[] dc = new Confrontation(new long[group.size()], beat).dc();
        Map<Integer, Long> out = new HashMap<>();
        for (int i = 0; i < group.size(); i++) {
            out.put(group.get(i), dc[i]);
        }
        return out;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "the tied players placed by who beat whom (a cycle of wins shares a place, players "
                + "beaten through it stay below); places above the lowest (OpenGotha DC)"
                : "同分者按相互胜负排名次（循环相克者名次相同，经其间接胜负仍保留），比最后一名高出的名次数（OpenGotha DC）";
    }

    /** {@code sum[i][j]}: wins of group member i over member j less his losses to him. */
    static int[][] sums(Crosstable table, List<Integer> group) {
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < group.size(); i++) {
            index.put(group.get(i), i);
        }
        int[][] sum = new int[group.size()][group.size()];
        for (int i = 0; i < group.size(); i++) {
            for (Crosstable.Entry e : table.entries(group.get(i))) {
                Integer j = e.isBye() ? null : index.get(e.opponent());
                if (j == null || e.annulled()) {
                    continue;
                }
                if (e.outcome() == Outcome.WIN) {
                    sum[i][j]++;
                } else if (e.outcome() == Outcome.LOSS) {
                    sum[i][j]--;
                }
            }
        }
        return sum;
    }
}
