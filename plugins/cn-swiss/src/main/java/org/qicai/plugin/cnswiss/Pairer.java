package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.qicai.core.model.Side;

/**
 * 积分编排 of one round, top down, the way an arbiter pairs by hand — made exact by a matching
 * oracle that forbids every choice after which the players left could not all be paired.
 *
 * <ol>
 *   <li>Score groups from the top. A group takes the players floated down from the group above
 *       (they come first) and decides who floats on: as few as possible (附录二 1 equal scores),
 *       the lowest-placed first, players who floated down last round last (附录二 6). A choice of
 *       floaters is accepted only if the group without them can be paired within itself and the
 *       floaters with everybody below can still be paired.</li>
 *   <li>Inside a group the highest unpaired player takes the first allowed opponent in the
 *       group's order: 拦腰 (top half against bottom half) or adjacent. "Allowed" means the
 *       absolute rules (no rematch, same unit, colour limits) and that the rest of the group can
 *       still be paired.</li>
 *   <li>Should a group have no acceptable choice of floaters within the search budget it is
 *       merged with the group below (never a rule relaxed); the last group always succeeds,
 *       because the whole field was checked to be pairable before starting.</li>
 * </ol>
 * With {@code pairing-priority=colour} the order is instead: the highest unpaired player takes
 * the first allowed opponent whose colour due differs from his own, from any group, before one
 * with the same colour due (the chess-software behaviour that 附录二 1 was written against).
 */
final class Pairer {
    /** Why an opponent ahead in the order was not taken. */
    record Skip(int opponent, Rules.Block block) {
        /** null block: the others could then not all be paired. */
    }

    /** One pair as made, before colours: {@code a} is the higher-placed. */
    record Made(int a, int b, long groupScore, boolean merged, List<Skip> skips) {
    }

    private static final int CHECK_BUDGET = 200;

    private final Field f;
    private final CnSwissSettings s;
    private final Rules rules;
    private final Random lot;
    final List<Made> made = new ArrayList<>();
    /** Down-floaters who also floated last round, because it could not be avoided. */
    final List<Integer> repeatedFloaters = new ArrayList<>();
    int groupsMerged;

    Pairer(Field f, CnSwissSettings s, Rules rules, long seed) {
        this.f = f;
        this.s = s;
        this.rules = rules;
        this.lot = new Random(seed * 1_000_003L + f.round);
    }

    // ------------------------------------------------------------------ bye

    /**
     * 附录二 7: the lowest-scoring, lowest-placed player without a bye, among those after whose
     * removal the others can all be paired. Returns -1 when nobody qualifies.
     */
    int chooseBye(int[] players, boolean allowSecondBye) {
        // the common case: one of the first few candidates works; a direct check is cheaper than the search
        int tried = 0;
        for (int k = players.length - 1; k >= 0 && tried < 3; k--) {
            int p = players[k];
            if (f.pairingByes[p] == 0 || allowSecondBye) {
                tried++;
                if (perfect(minus(players, new int[] {p}))) {
                    return p;
                }
            }
        }
        Matcher m = new Matcher(players, rules::legal);
        m.maximize();
        int[] free = m.free();
        if (free.length != 1) {
            return -1;
        }
        boolean[] outer = m.outerFrom(free[0]);
        for (int k = players.length - 1; k >= 0; k--) {
            int p = players[k];
            if (outer[k] && (f.pairingByes[p] == 0 || allowSecondBye)) {
                return p;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ pairing

    /** Pairs all {@code players} (placing order); they must admit a perfect pairing. */
    void pair(int[] players, boolean firstRound) {
        if (firstRound) {
            int[] order = players.clone();
            if (s.round1() == CnSwissSettings.Method.LOT) {
                shuffle(order);
            }
            pairWithin(order, s.round1(), f.score.length == 0 ? 0 : f.score[players[0]], false);
            return;
        }
        if (s.priority() == CnSwissSettings.Priority.COLOUR) {
            pairColourFirst(players);
            return;
        }
        List<int[]> groups = new ArrayList<>();
        int start = 0;
        for (int k = 1; k <= players.length; k++) {
            if (k == players.length || f.score[players[k]] != f.score[players[start]]) {
                groups.add(Arrays.copyOfRange(players, start, k));
                start = k;
            }
        }
        int[] carry = new int[0];
        boolean merged = false;
        for (int g = 0; g < groups.size(); g++) {
            int[] bracket = concat(carry, groups.get(g));
            int[] lower = new int[0];
            for (int h = g + 1; h < groups.size(); h++) {
                lower = concat(lower, groups.get(h));
            }
            int[] floaters = chooseFloaters(bracket, carry.length, lower);
            if (floaters == null) {
                // no acceptable floaters: the group joins the one below (the carry stays on top)
                groupsMerged++;
                groups.set(g + 1, concat(groups.get(g), groups.get(g + 1)));
                merged = true;
                continue;
            }
            int[] stay = minus(bracket, floaters);
            pairWithin(stay, s.groupPairing(), f.score[groups.get(g)[0]], merged);
            for (int fl : floaters) {
                if (f.floatedDownLastRound[fl]) {
                    repeatedFloaters.add(fl);
                }
            }
            carry = floaters;
            merged = false;
        }
        if (carry.length > 0) {
            throw new IllegalStateException("players left after the last score group: " + carry.length);
        }
    }

    /**
     * Who floats down from a group: the fewest possible, chosen in preference order (lowest-placed
     * residents who did not float down last round, then those who did, then players who already
     * floated into this group). Null when no choice within the budget works.
     */
    private int[] chooseFloaters(int[] bracket, int carried, int[] lower) {
        Matcher mb = new Matcher(bracket, rules::legal);
        int m = mb.maximize();
        int min = bracket.length - 2 * m;
        List<Integer> order = floaterOrder(bracket, carried);
        if (min == 0 && perfect(lower)) {
            return new int[0];
        }
        if (min == 1) {
            for (int i = 0; i < Math.min(3, order.size()); i++) {
                int k = order.get(i);
                if (perfect(minus(bracket, new int[] {bracket[k]})) && perfect(concat(new int[] {bracket[k]}, lower))) {
                    return new int[] {bracket[k]};
                }
            }
            int[] free = mb.free();
            boolean[] outer = mb.outerFrom(free[0]);
            int checks = 0;
            for (int k : order) {
                if (!outer[k]) {
                    continue;
                }
                if (++checks > CHECK_BUDGET) {
                    break;
                }
                if (perfect(concat(new int[] {bracket[k]}, lower))) {
                    return new int[] {bracket[k]};
                }
            }
        }
        int first = min <= 1 ? min + 2 : min;
        for (int size = first; size <= Math.min(bracket.length, min + 4); size += 2) {
            int[] budget = {CHECK_BUDGET};
            int[] found = combos(bracket, order, size, 0, new ArrayList<>(), lower, budget);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private int[] combos(int[] bracket, List<Integer> order, int size, int from, List<Integer> chosen, int[] lower,
                         int[] budget) {
        if (chosen.size() == size) {
            if (budget[0]-- <= 0) {
                return null;
            }
            int[] d = new int[size];
            for (int i = 0; i < size; i++) {
                d[i] = bracket[chosen.get(i)];
            }
            Arrays.sort(d);
            return perfect(minus(bracket, d)) && perfect(concat(d, lower)) ? d : null;
        }
        for (int i = from; i < order.size() && budget[0] > 0; i++) {
            chosen.add(order.get(i));
            int[] r = combos(bracket, order, size, i + 1, chosen, lower, budget);
            chosen.remove(chosen.size() - 1);
            if (r != null) {
                return r;
            }
        }
        return null;
    }

    /** Positions in the bracket in the order they should float. */
    private List<Integer> floaterOrder(int[] bracket, int carried) {
        List<Integer> fresh = new ArrayList<>();
        List<Integer> again = new ArrayList<>();
        for (int k = bracket.length - 1; k >= carried; k--) {
            if (s.avoidRepeatFloat() && f.floatedDownLastRound[bracket[k]]) {
                again.add(k);
            } else {
                fresh.add(k);
            }
        }
        List<Integer> out = new ArrayList<>(fresh);
        out.addAll(again);
        for (int k = carried - 1; k >= 0; k--) {
            out.add(k);
        }
        return out;
    }

    private boolean perfect(int[] players) {
        if (players.length % 2 != 0) {
            return false;
        }
        if (players.length == 0) {
            return true;
        }
        return new Matcher(players, rules::legal).maximize() * 2 == players.length;
    }

    /** Pairs a group that admits a perfect pairing, in the order of {@code method}. */
    private void pairWithin(int[] group, CnSwissSettings.Method method, long groupScore, boolean merged) {
        int n = group.length;
        Matcher m = new Matcher(group, rules::legal);
        if (m.maximize() * 2 != n) {
            throw new IllegalStateException("group of " + n + " cannot be paired");
        }
        boolean[] done = new boolean[n];
        Skipper next = new Skipper(n);
        int half = n / 2;
        for (int x = 0; x < n; x++) {
            if (done[x]) {
                continue;
            }
            List<Skip> skips = new ArrayList<>();
            int partner = -1;
            boolean fold = method == CnSwissSettings.Method.FOLD && x < half;
            // fold: the bottom half in order, then the top half from its end; otherwise everybody below in order
            for (int y = next.from(fold ? half : x + 1); y < n && partner < 0; y = next.from(y + 1)) {
                partner = tryPair(m, group, x, y, skips);
            }
            if (fold) {
                for (int y = half - 1; y > x && partner < 0; y--) {
                    if (!done[y]) {
                        partner = tryPair(m, group, x, y, skips);
                    }
                }
            }
            if (partner < 0) {
                throw new IllegalStateException("no partner for " + f.name(group[x]));
            }
            done[x] = true;
            done[partner] = true;
            next.remove(x);
            next.remove(partner);
            int a = Math.min(group[x], group[partner]);
            int b = Math.max(group[x], group[partner]);
            made.add(new Made(a, b, groupScore, merged, skips));
        }
    }

    /** Pairs x with y if the rules and the rest allow it: returns y, or -1 after noting why not. */
    private int tryPair(Matcher m, int[] group, int x, int y, List<Skip> skips) {
        Rules.Block b = rules.block(group[x], group[y]);
        if (b != null) {
            skips.add(new Skip(group[y], b));
            return -1;
        }
        if (m.commit(x, y)) {
            return y;
        }
        skips.add(new Skip(group[y], null));
        return -1;
    }

    /** The next index not yet paired, at or after a position (union-find with path halving). */
    static final class Skipper {
        private final int[] next;

        Skipper(int n) {
            next = new int[n + 1];
            for (int i = 0; i <= n; i++) {
                next[i] = i;
            }
        }

        int from(int i) {
            while (next[i] != i) {
                next[i] = next[next[i]];
                i = next[i];
            }
            return i;
        }

        void remove(int i) {
            next[i] = i + 1;
        }
    }

    /** 附录二 1 switched round: colour dues first, then scores. */
    private void pairColourFirst(int[] players) {
        int n = players.length;
        Matcher m = new Matcher(players, rules::legal);
        if (m.maximize() * 2 != n) {
            throw new IllegalStateException("field cannot be paired");
        }
        boolean[] done = new boolean[n];
        Skipper next = new Skipper(n);
        for (int x = 0; x < n; x++) {
            if (done[x]) {
                continue;
            }
            List<Skip> skips = new ArrayList<>();
            int partner = -1;
            Side dx = due(players[x]);
            for (int pass = 0; pass < 2 && partner < 0; pass++) {
                for (int y = next.from(x + 1); y < n; y = next.from(y + 1)) {
                    Side dy = due(players[y]);
                    boolean clash = dx != null && dx == dy;
                    if (clash != (pass == 1)) {
                        continue;
                    }
                    Rules.Block b = rules.block(players[x], players[y]);
                    if (b != null) {
                        if (pass == 0) {
                            skips.add(new Skip(players[y], b));
                        }
                        continue;
                    }
                    if (m.commit(x, y)) {
                        partner = y;
                        break;
                    }
                }
            }
            if (partner < 0) {
                throw new IllegalStateException("no partner for " + f.name(players[x]));
            }
            done[x] = true;
            done[partner] = true;
            next.remove(x);
            next.remove(partner);
            made.add(new Made(players[x], players[partner], f.score[players[x]], false,
                    skips.size() > 3 ? skips.subList(0, 3) : skips));
        }
    }

    /** The colour a player is due by balance, then alternation; null with no history. */
    Side due(int i) {
        if (f.colourDiff[i] < 0) {
            return Side.FIRST;
        }
        if (f.colourDiff[i] > 0) {
            return Side.SECOND;
        }
        Side[] c = f.colours[i];
        return c.length == 0 ? null : c[c.length - 1].other();
    }

    private void shuffle(int[] a) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = lot.nextInt(i + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    boolean lotCoin() {
        return lot.nextBoolean();
    }

    static int[] concat(int[] a, int[] b) {
        int[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    static int[] minus(int[] a, int[] remove) {
        int[] r = remove.clone();
        Arrays.sort(r);
        return Arrays.stream(a).filter(x -> Arrays.binarySearch(r, x) < 0).toArray();
    }

    /** For explanations: the skips as text, at most three. */
    static String skipsText(Field f, List<Skip> skips) {
        return skipsText(f, skips, false);
    }

    /** {@link #skipsText} in English. */
    static String skipsTextEn(Field f, List<Skip> skips) {
        return skipsText(f, skips, true);
    }

    /** The opponents passed over and why, at most three: "#3已相遇，#5同单位" / "#3, #5 (met already)". */
    private static String skipsText(Field f, List<Skip> skips, boolean en) {
        Map<String, List<String>> by = new LinkedHashMap<>();
        int shown = 0;
        for (Skip k : skips) {
            if (shown++ == 3) {
                break;
            }
            String why = k.block() == null ? (en ? "could not be paired otherwise" : "其余无法配对") : switch (k.block()) {
                case REMATCH -> en ? "met already" : "已相遇";
                case UNIT -> en ? "same unit" : "同单位";
                case COLOUR -> en ? "colours blocked" : "先后手受限";
            };
            by.computeIfAbsent(why, w -> new ArrayList<>()).add("#" + f.no(k.opponent()));
        }
        List<String> parts = new ArrayList<>();
        by.forEach((why, nos) -> parts.add(en ? String.join(", ", nos) + " (" + why + ")" : String.join("、", nos) + why));
        String more = skips.size() > 3 ? (en ? " and more" : "等") : "";
        return String.join(en ? ", " : "，", parts) + more;
    }
}
