package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Says why no pairing of a field satisfies the absolute rules: which rules, switched off alone,
 * would allow one, and which players are left over with the rule that blocks each of their
 * possible opponents. The arbiter decides; nothing is relaxed here.
 */
final class Diagnosis {
    private Diagnosis() {
    }

    static String explain(Field f, CnSwissSettings s, Rules rules, int[] players, boolean needsBye) {
        StringBuilder sb = new StringBuilder();
        sb.append("no pairing of the ").append(players.length).append(" players to pair");
        sb.append(needsBye ? " (one of them with the bye)" : "");
        sb.append(" satisfies the absolute rules");
        List<String> alone = new ArrayList<>();
        for (Rules.Block b : Rules.Block.values()) {
            if (b == Rules.Block.UNIT && !rules.unitsActive()) {
                continue;
            }
            if (feasible(rules.without(b, s), players, needsBye)) {
                alone.add(b.zh + " (" + b.en + ")");
            }
        }
        if (!alone.isEmpty()) {
            sb.append("; it blocks only because of ").append(String.join(" or ", alone));
        } else {
            sb.append("; no single rule relaxed would allow one");
        }
        Matcher m = new Matcher(players, rules::legal);
        m.maximize();
        int[] free = m.free();
        List<String> who = new ArrayList<>();
        for (int k = 0; k < free.length && who.size() < 4; k++) {
            who.add(describe(f, rules, players, players[free[k]]));
        }
        if (free.length == 0 && needsBye) {
            who.add("everyone who could take the bye has had one, or leaves the others unpairable");
        }
        sb.append(". Left over: ").append(String.join("; ", who));
        if (free.length > 4) {
            sb.append("; and ").append(free.length - 4).append(" more");
        }
        return sb.toString();
    }

    private static boolean feasible(Rules r, int[] players, boolean needsBye) {
        Matcher m = new Matcher(players, r::legal);
        int pairs = m.maximize();
        return pairs * 2 >= players.length - (needsBye ? 1 : 0);
    }

    /** "#7 王五: met #1 #2 (附录二 2); same unit #4 (附录二 3); may still meet #9". */
    private static String describe(Field f, Rules rules, int[] players, int p) {
        Map<Rules.Block, List<String>> by = new EnumMap<>(Rules.Block.class);
        List<String> open = new ArrayList<>();
        for (int q : players) {
            if (q == p) {
                continue;
            }
            Rules.Block b = rules.block(p, q);
            if (b == null) {
                open.add("#" + f.no(q));
            } else {
                by.computeIfAbsent(b, k -> new ArrayList<>()).add("#" + f.no(q));
            }
        }
        StringBuilder sb = new StringBuilder(f.name(p)).append(" (").append(f.points(p)).append(")");
        List<String> parts = new ArrayList<>();
        by.forEach((b, nos) -> parts.add(b.zh + ": " + list(nos)));
        parts.add(open.isEmpty() ? "no allowed opponent left" : "allowed only " + list(open)
                + (open.size() <= 8 ? ", who are needed elsewhere" : ""));
        return sb.append(": ").append(String.join(", ", parts)).toString();
    }

    private static String list(List<String> nos) {
        if (nos.size() <= 8) {
            return String.join(" ", nos);
        }
        return String.join(" ", nos.subList(0, 8)) + " … (" + nos.size() + ")";
    }
}
