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

    /** Why a field cannot be paired, in Chinese and English (the same players and numbers). */
    record Text(String zh, String en) {
    }

    static Text explain(Field f, CnSwissSettings s, Rules rules, int[] players, boolean needsBye) {
        StringBuilder sb = new StringBuilder();
        StringBuilder zh = new StringBuilder();
        sb.append("no pairing of the ").append(players.length).append(" players to pair");
        sb.append(needsBye ? " (one of them with the bye)" : "");
        sb.append(" satisfies the absolute rules");
        zh.append("待编排的 ").append(players.length).append(" 名棋手").append(needsBye ? "（其中一人轮空）" : "")
                .append("没有一种编排能满足全部绝对规则");
        List<String> alone = new ArrayList<>();
        List<String> aloneZh = new ArrayList<>();
        for (Rules.Block b : Rules.Block.values()) {
            if (b == Rules.Block.UNIT && !rules.unitsActive()) {
                continue;
            }
            if (feasible(rules.without(b, s), players, needsBye)) {
                alone.add(b.zh + " (" + b.en + ")");
                aloneZh.add(b.zh);
            }
        }
        if (!alone.isEmpty()) {
            sb.append("; it blocks only because of ").append(String.join(" or ", alone));
            zh.append("；仅因").append(String.join("或", aloneZh)).append("而无法编排");
        } else {
            sb.append("; no single rule relaxed would allow one");
            zh.append("；单独放宽任何一条规则也无法编排");
        }
        Matcher m = new Matcher(players, rules::legal);
        m.maximize();
        int[] free = m.free();
        List<String> who = new ArrayList<>();
        List<String> whoZh = new ArrayList<>();
        for (int k = 0; k < free.length && who.size() < 4; k++) {
            Text d = describe(f, rules, players, players[free[k]]);
            who.add(d.en());
            whoZh.add(d.zh());
        }
        if (free.length == 0 && needsBye) {
            who.add("everyone who could take the bye has had one, or leaves the others unpairable");
            whoZh.add("能轮空的棋手都已轮空过，或其轮空后其余棋手无法编排");
        }
        sb.append(". Left over: ").append(String.join("; ", who));
        zh.append("。余下：").append(String.join("；", whoZh));
        if (free.length > 4) {
            sb.append("; and ").append(free.length - 4).append(" more");
            zh.append("；另有 ").append(free.length - 4).append(" 名");
        }
        return new Text(zh.toString(), sb.toString());
    }

    private static boolean feasible(Rules r, int[] players, boolean needsBye) {
        Matcher m = new Matcher(players, r::legal);
        int pairs = m.maximize();
        return pairs * 2 >= players.length - (needsBye ? 1 : 0);
    }

    /** "#7 王五: met #1 #2 (附录二 2); same unit #4 (附录二 3); may still meet #9". */
    private static Text describe(Field f, Rules rules, int[] players, int p) {
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
        List<String> partsZh = new ArrayList<>();
        by.forEach((b, nos) -> {
            parts.add(b.zh + ": " + list(nos));
            partsZh.add(b.zh + "：" + list(nos));
        });
        parts.add(open.isEmpty() ? "no allowed opponent left" : "allowed only " + list(open)
                + (open.size() <= 8 ? ", who are needed elsewhere" : ""));
        partsZh.add(open.isEmpty() ? "已没有可以对阵的棋手" : "只能对阵 " + list(open)
                + (open.size() <= 8 ? "，而他们在别处另有需要" : ""));
        String zh = f.name(p) + "（" + f.points(p) + "）：" + String.join("，", partsZh);
        return new Text(zh, sb.append(": ").append(String.join(", ", parts)).toString());
    }

    private static String list(List<String> nos) {
        if (nos.size() <= 8) {
            return String.join(" ", nos);
        }
        return String.join(" ", nos.subList(0, 8)) + " … (" + nos.size() + ")";
    }
}
