package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.Player;
import org.qicai.core.spi.Tiebreak;

/**
 * Ranks players by points, then by the tiebreaks in order. Each tiebreak is applied only inside a
 * group still tied, so group-dependent tiebreaks (直胜) see exactly the players they must separate.
 * Players nothing separates share the place (15.1 名次并列).
 */
public final class StandingsCalculator {
    private StandingsCalculator() {
    }

    public static List<Standing> rank(Crosstable table, List<Tiebreak> tiebreaks) {
        List<Integer> all = new ArrayList<>();
        for (Player p : table.players()) {
            all.add(p.no());
        }
        // values computed per player once for group-independent use; group tiebreaks recomputed per group
        Map<Integer, List<Long>> shown = new HashMap<>();
        for (int no : all) {
            shown.put(no, new ArrayList<>());
        }
        List<List<Integer>> groups = new ArrayList<>();
        all.sort(Comparator.comparingLong((Integer no) -> -table.points(no)).thenComparingInt(no -> no));
        // split by points
        List<Integer> current = new ArrayList<>();
        for (int no : all) {
            if (!current.isEmpty() && table.points(current.get(0)) != table.points(no)) {
                groups.add(current);
                current = new ArrayList<>();
            }
            current.add(no);
        }
        if (!current.isEmpty()) {
            groups.add(current);
        }
        // shown value of each tiebreak: computed over the whole points group
        for (Tiebreak tb : tiebreaks) {
            for (List<Integer> g : groups) {
                Map<Integer, Long> v = tb.values(table, g);
                for (int no : g) {
                    shown.get(no).add(v.getOrDefault(no, 0L));
                }
            }
        }
        List<List<Integer>> ordered = new ArrayList<>();
        for (List<Integer> g : groups) {
            split(table, tiebreaks, 0, g, ordered);
        }
        List<Standing> out = new ArrayList<>();
        int place = 1;
        for (List<Integer> g : ordered) {
            boolean shared = g.size() > 1;
            for (int no : g) {
                Player p = table.event().player(no).orElseThrow();
                out.add(new Standing(place, shared, p, table.points(no), List.copyOf(shown.get(no))));
            }
            place += g.size();
        }
        return out;
    }

    private static void split(Crosstable table, List<Tiebreak> tiebreaks, int index, List<Integer> group,
                              List<List<Integer>> out) {
        if (group.size() == 1 || index >= tiebreaks.size()) {
            List<Integer> g = new ArrayList<>(group);
            g.sort(Comparator.naturalOrder());
            out.add(g);
            return;
        }
        Tiebreak tb = tiebreaks.get(index);
        Map<Integer, Long> v = tb.values(table, group);
        Comparator<Integer> cmp = Comparator.comparingLong(no -> v.getOrDefault(no, 0L));
        if (!tb.lowerIsBetter()) {
            cmp = cmp.reversed();
        }
        List<Integer> sorted = new ArrayList<>(group);
        sorted.sort(cmp.thenComparingInt(no -> no));
        List<Integer> sub = new ArrayList<>();
        for (int no : sorted) {
            if (!sub.isEmpty() && !v.getOrDefault(sub.get(0), 0L).equals(v.getOrDefault(no, 0L))) {
                split(table, tiebreaks, index + 1, sub, out);
                sub = new ArrayList<>();
            }
            sub.add(no);
        }
        split(table, tiebreaks, index + 1, sub, out);
    }
}
