package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.Player;
import org.qicai.core.standings.Separation.Criterion;

/**
 * Ranks players: by points (积分多者列前); among equal points the players penalised under 18.1/18.2
 * go last, by severity and count (18.4); then the tiebreaks in order. A tiebreak is applied only
 * inside a group still tied, so group-dependent tiebreaks (直胜) see exactly the players they must
 * separate, and when such a tiebreak separates only some of them it is applied again to those still
 * tied before the next tiebreak is looked at. Players nothing separates share the place (15.1
 * 名次并列); a shared place that must not be shared (the title, 15.6) is marked for a play-off — only
 * once the places cannot change any more ({@link Crosstable#placesFinal()}).
 */
public final class StandingsCalculator {
    private StandingsCalculator() {
    }

    /** The ordered rows and, for each pair of adjacent rows on equal points, what separated them. */
    public record Ranking(List<Standing> rows, List<Separation> separations) {
    }

    public static List<Standing> rank(Crosstable table, List<Tiebreak> tiebreaks) {
        return compute(table, tiebreaks).rows();
    }

    /** Computed once per crosstable and tiebreak order (the report and the explanation share it). */
    public static Ranking compute(Crosstable table, List<Tiebreak> tiebreaks) {
        List<String> key = new ArrayList<>();
        key.add("ranking");
        for (Tiebreak t : tiebreaks) {
            key.add(t.id() + "@" + System.identityHashCode(t));
        }
        return table.memo(key, () -> new Run(table, tiebreaks).run());
    }

    private static final class Run {
        private final Crosstable table;
        private final List<Tiebreak> tiebreaks;
        private final Map<Integer, Long[]> shown = new HashMap<>();
        private final List<Separation> separations = new ArrayList<>();
        /** Values of the tiebreaks that do not depend on the group, computed once for everybody; null for the others. */
        private final List<Map<Integer, Long>> global = new ArrayList<>();

        Run(Crosstable table, List<Tiebreak> tiebreaks) {
            this.table = table;
            this.tiebreaks = tiebreaks;
        }

        /** A tiebreak's values for a group: looked up when group-independent, computed for the group otherwise. */
        private Map<Integer, Long> values(int index, List<Integer> group) {
            Map<Integer, Long> g = global.get(index);
            return g != null ? g : tiebreaks.get(index).values(table, group);
        }

        Ranking run() {
            List<Integer> all = new ArrayList<>();
            for (Player p : table.players()) {
                all.add(p.no());
                shown.put(p.no(), new Long[tiebreaks.size()]);
            }
            for (Tiebreak tb : tiebreaks) {
                global.add(tb.dependsOnGroup() ? null : tb.values(table, all));
            }
            all.sort(Comparator.comparingLong((Integer no) -> -table.points(no)).thenComparingInt(no -> no));
            List<List<Integer>> leaves = new ArrayList<>();
            List<Integer> group = new ArrayList<>();
            for (int no : all) {
                if (!group.isEmpty() && table.points(group.get(0)) != table.points(no)) {
                    leaves.addAll(pointsGroup(group));
                    group = new ArrayList<>();
                }
                group.add(no);
            }
            if (!group.isEmpty()) {
                leaves.addAll(pointsGroup(group));
            }
            List<Standing> out = new ArrayList<>();
            int place = 1;
            for (List<Integer> leaf : leaves) {
                boolean shared = leaf.size() > 1;
                boolean playoff = false;
                // 15.6 only once the places cannot change any more (the last planned round, every result in)
                if (shared && table.placesFinal()) {
                    for (int p : table.options().playoffAfter()) {
                        // 15.6: the leaf spans places p and p+1, which must not be shared
                        playoff |= place <= p && p + 1 <= place + leaf.size() - 1;
                    }
                }
                for (int no : leaf) {
                    Player p = table.event().player(no).orElseThrow();
                    List<Long> values = new ArrayList<>();
                    for (Long v : shown.get(no)) {
                        values.add(v == null ? 0L : v);
                    }
                    out.add(new Standing(place, shared, p, table.points(no), values, playoff,
                            table.options().penalisedLast() ? table.penaltyWeight(no) : 0));
                }
                place += leaf.size();
            }
            Map<Integer, Integer> position = new HashMap<>();
            for (int i = 0; i < out.size(); i++) {
                position.put(out.get(i).player().no(), i);
            }
            separations.sort(Comparator.comparingInt(s -> position.get(s.upper())));
            return new Ranking(List.copyOf(out), List.copyOf(separations));
        }

        /** One group of equal points: 18.4, then the tiebreaks; returns its leaves in order. */
        private List<List<Integer>> pointsGroup(List<Integer> group) {
            // values shown for every tiebreak: computed over the points group, refined where applied deeper
            for (int i = 0; i < tiebreaks.size(); i++) {
                Map<Integer, Long> v = values(i, group);
                for (int no : group) {
                    shown.get(no)[i] = v.getOrDefault(no, 0L);
                }
            }
            if (!table.options().penalisedLast() || group.size() == 1) {
                return ordered(split(0, group));
            }
            // xq 18.4: "在积分相同时，把受到18.1和18.2款处分的人，按其轻重程度和次数，依次排列在最后几个位置上"
            Map<Integer, Long> weight = new HashMap<>();
            for (int no : group) {
                weight.put(no, table.penaltyWeight(no));
            }
            List<Integer> sorted = new ArrayList<>(group);
            sorted.sort(Comparator.comparingLong((Integer no) -> weight.get(no)).thenComparingInt(no -> no));
            List<List<Integer>> parts = runs(sorted, weight);
            List<List<Integer>> leaves = new ArrayList<>();
            List<Integer> previousLast = null;
            for (List<Integer> part : parts) {
                List<List<Integer>> sub = ordered(split(0, part));
                if (previousLast != null) {
                    int upper = previousLast.get(previousLast.size() - 1);
                    int lower = sub.get(0).get(0);
                    separations.add(new Separation(upper, lower, Criterion.PENALTY_18_4, -1, weight.get(upper),
                            weight.get(lower)));
                }
                leaves.addAll(sub);
                previousLast = sub.get(sub.size() - 1);
            }
            return leaves;
        }

        /** Records the NONE separations inside shared leaves and returns the leaves. */
        private List<List<Integer>> ordered(List<List<Integer>> leaves) {
            for (List<Integer> leaf : leaves) {
                for (int i = 0; i + 1 < leaf.size(); i++) {
                    separations.add(new Separation(leaf.get(i), leaf.get(i + 1), Criterion.NONE, -1, 0, 0));
                }
            }
            return leaves;
        }

        /** Orders a tied group by the tiebreaks from {@code index} on; returns its leaves (shared places) in order. */
        private List<List<Integer>> split(int index, List<Integer> group) {
            if (group.size() == 1 || index >= tiebreaks.size()) {
                List<Integer> g = new ArrayList<>(group);
                g.sort(Comparator.naturalOrder());
                return List.of(g);
            }
            Tiebreak tb = tiebreaks.get(index);
            Map<Integer, Long> v = values(index, group);
            if (tb.dependsOnGroup()) {
                for (int no : group) {
                    shown.get(no)[index] = v.getOrDefault(no, 0L);
                }
            }
            Comparator<Integer> cmp = Comparator.comparingLong(no -> v.getOrDefault(no, 0L));
            if (!tb.lowerIsBetter()) {
                cmp = cmp.reversed();
            }
            List<Integer> sorted = new ArrayList<>(group);
            sorted.sort(cmp.thenComparingInt(no -> no));
            List<List<Integer>> parts = runs(sorted, v);
            if (parts.size() == 1) {
                return split(index + 1, group);
            }
            List<List<Integer>> leaves = new ArrayList<>();
            List<Integer> previousLast = null;
            for (List<Integer> part : parts) {
                // a group-dependent tiebreak is applied again to those it left tied (FIDE C.07 direct encounter)
                List<List<Integer>> sub = tb.dependsOnGroup() && part.size() > 1 ? split(index, part)
                        : split(index + 1, part);
                if (previousLast != null) {
                    int upper = previousLast.get(previousLast.size() - 1);
                    int lower = sub.get(0).get(0);
                    separations.add(new Separation(upper, lower, Criterion.TIEBREAK, index,
                            v.getOrDefault(upper, 0L), v.getOrDefault(lower, 0L)));
                }
                leaves.addAll(sub);
                previousLast = sub.get(sub.size() - 1);
            }
            return leaves;
        }

        private static List<List<Integer>> runs(List<Integer> sorted, Map<Integer, Long> v) {
            List<List<Integer>> parts = new ArrayList<>();
            List<Integer> cur = new ArrayList<>();
            for (int no : sorted) {
                if (!cur.isEmpty() && !v.getOrDefault(cur.get(0), 0L).equals(v.getOrDefault(no, 0L))) {
                    parts.add(cur);
                    cur = new ArrayList<>();
                }
                cur.add(no);
            }
            parts.add(cur);
            return parts;
        }
    }
}
