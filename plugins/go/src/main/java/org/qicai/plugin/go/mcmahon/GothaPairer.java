package org.qicai.plugin.go.mcmahon;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.Explanation;

/**
 * McMahon and Go Swiss pairing as OpenGotha 3.5x computes it — a pure function of the players, the games of
 * the earlier rounds, the byes and the parameters; no I/O, no state kept between calls.
 *
 * <p>Steps, as OpenGotha takes them for "pair all pairable players":
 * <ol>
 *   <li>the players to pair: registered for good ({@code FIN}) and participating in the round, in placement
 *       order before the round, ties by name then first name (OpenGotha's pairing window lists them by score
 *       and hands them over in that order);</li>
 *   <li>an odd number: the bye goes to the player with the least {@code rank + 40·NBW + 1000·(byes so far)}
 *       in Swiss ({@code rank + 2·MMS + 1000·byes} in McMahon), the last such player in that order;</li>
 *   <li>score groups on the main score (MMS, NBW or CPS) over all players, empty groups counted; inside a group
 *       players are placed by the placement criteria and the additional criterion of the seeding system;
 *       draw-ups and draw-downs of earlier rounds counted;</li>
 *   <li>one weight per pair, the sum of OpenGotha's criteria ({@link Terms}); a maximum weight matching by
 *       {@link GabowMatching}, the algorithm OpenGotha uses, over the players in that order — among matchings
 *       of equal weight it picks the one OpenGotha picks;</li>
 *   <li>colours and handicap per game, tables by the better player's placement then rating.</li>
 * </ol>
 * More than 600 players are paired in groups of 200–600 from the top score down, as OpenGotha does.
 *
 * <p>Arithmetic: every weight is a {@code long} and the matching is exact integer arithmetic. Four of
 * OpenGotha's criteria (category, score difference, handicap, geography) pass through a concave function in
 * {@code double}; they are evaluated with the same operations in the same order, which Java 17 performs as
 * strict IEEE 754 (JEP 306), so each term — truncated to {@code long} as OpenGotha truncates it — is the very
 * number OpenGotha adds. The rest (seeding, DU/DD, colour balance) is OpenGotha's own integer arithmetic,
 * truncating divisions included.
 */
public final class GothaPairer {

    /** OpenGotha pairs in one matching at most this many players ({@code PAIRING_GROUP_MAX_SIZE}). */
    static final int GROUP_MAX = 600;
    static final int GROUP_MIN = 200;

    private GothaPairer() {
    }

    /** What one pair's weight is made of, criterion by criterion (the names of OpenGotha's weight dumps). */
    public record Terms(long duplicate, long random, long balance, long category, long scoreDiff, long dudd,
                        long seed, long handicap, long geo) {
        /** 1 (OpenGotha's floor: 0 would mean "not allowed") plus every criterion. */
        public long total() {
            return 1 + duplicate + random + balance + category + scoreDiff + dudd + seed + handicap + geo;
        }
    }

    /**
     * One board: indices into the player list.
     *
     * @param white    White (in a handicap game the stronger player)
     * @param black    Black
     * @param handicap handicap stones, 0 for an even game
     * @param terms    the weight of this pair
     * @param why      which criterion decided, in words
     */
    public record Board(int white, int black, int handicap, Terms terms, String why) {
    }

    /** The round: boards in table order, the bye player's index or −1, notes for the arbiter. */
    public record Outcome(List<Board> boards, int bye, List<String> notes) {
    }

    /** Pairs round {@code round0} (0-based) from the games and byes of the rounds before it. */
    public static Outcome pair(GothaParams gp, List<GothaPlayer> players, List<GothaGame> games,
                               Map<Integer, Integer> byes, int round0) {
        State s = new State(gp, players, games, byes, round0);
        return s.pair();
    }

    /** The weight terms of every pair of the players OpenGotha would pair in {@code round0} (for checks). */
    public static Map<String, Terms> weights(GothaParams gp, List<GothaPlayer> players, List<GothaGame> games,
                                             Map<Integer, Integer> byes, int round0) {
        State s = new State(gp, players, games, byes, round0);
        List<Integer> order = s.toPair();
        if (order.size() % 2 != 0) {
            int bye = s.chooseBye(order);
            order.remove(Integer.valueOf(bye));
        }
        Map<String, Terms> out = new HashMap<>();
        for (int a = 0; a < order.size(); a++) {
            for (int b = a + 1; b < order.size(); b++) {
                int i = order.get(a);
                int j = order.get(b);
                out.put(pairKey(players.get(i).key(), players.get(j).key()), s.cost(i, j));
            }
        }
        return out;
    }

    /** An unordered key of two players. */
    public static String pairKey(String k1, String k2) {
        return k1.compareTo(k2) < 0 ? k1 + "|" + k2 : k2 + "|" + k1;
    }

    /** OpenGotha's deterministic lot between two players: 0…max, symmetric up to {@code max − r}. */
    static long detRandom(long max, GothaPlayer p1, GothaPlayer p2) {
        String n1 = p1.name() + p1.firstName();
        String n2 = p2.name() + p2.firstName();
        boolean inverse = false;
        if (n1.compareTo(n2) > 0) {
            String t = n1;
            n1 = n2;
            n2 = t;
            inverse = true;
        }
        String s = n1 + n2;
        long nR = 0;
        for (int i = 0; i < s.length(); i++) {
            nR += s.charAt(i) * (i + 1);
        }
        nR = (nR * 1234567) % (max + 1);
        return inverse ? max - nR : nR;
    }

    /**
     * Games whose handicap was not recorded get the one the rules give: the pseudo-rank difference (MMS before
     * that round, or rank) less the correction, under the ceiling, when White is the stronger; else 0.
     */
    static List<GothaGame> resolveHandicaps(GothaParams gp, List<GothaPlayer> players, List<GothaGame> games,
                                            Map<Integer, Integer> byes) {
        if (games.stream().noneMatch(g -> g.handicap() == GothaGame.HANDICAP_UNKNOWN)) {
            return games;
        }
        List<GothaGame> even = games.stream()
                .map(g -> g.handicap() == GothaGame.HANDICAP_UNKNOWN ? g.withHandicap(0) : g).toList();
        int rounds = Math.max(gp.numberOfRounds(), even.stream().mapToInt(GothaGame::round0).max().orElse(0) + 1);
        GothaScores sc = new GothaScores(gp, players, even, byes, rounds);
        List<GothaGame> out = new ArrayList<>();
        for (GothaGame g : games) {
            if (g.handicap() != GothaGame.HANDICAP_UNKNOWN) {
                out.add(g);
                continue;
            }
            int hd = rawHandicap(gp, sc, players, g.white(), g.black(), g.round0());
            out.add(g.withHandicap(Math.max(0, hd)));
        }
        return out;
    }

    /** OpenGotha's handicap of p1 giving to p2 in round {@code round} (negative: p2 is the stronger). */
    static int rawHandicap(GothaParams gp, GothaScores sc, List<GothaPlayer> players, int p1, int p2, int round) {
        int r1 = players.get(p1).rank();
        int r2 = players.get(p2).rank();
        if (gp.hdBasedOnMms()) {
            r1 = sc.crit(p1, Crit.MMS, round - 1) / 2 - 30;
            r2 = sc.crit(p2, Crit.MMS, round - 1) / 2 - 30;
        }
        r1 = Math.min(r1, gp.hdNoHdRankThreshold());
        r2 = Math.min(r2, gp.hdNoHdRankThreshold());
        int hd = r1 - r2;
        if (hd > 0) {
            hd = Math.max(0, hd - gp.hdCorrection());
        }
        if (hd < 0) {
            hd = Math.min(0, hd + gp.hdCorrection());
        }
        return Math.max(-gp.hdCeiling(), Math.min(gp.hdCeiling(), hd));
    }

    private static final class State {
        final GothaParams gp;
        final List<GothaPlayer> players;
        final List<GothaGame> games;
        final Map<Integer, Integer> byes;
        final int round;
        final int n;
        final GothaScores sc;
        final Crit main;
        final int[] groupNumber;
        final int[] groupSize;
        final int[] inner;
        int numberOfGroups;
        final int[] nbDU;
        final int[] nbDD;

        State(GothaParams gp, List<GothaPlayer> players, List<GothaGame> games, Map<Integer, Integer> byes, int round) {
            this.gp = gp;
            this.players = List.copyOf(players);
            this.games = resolveHandicaps(gp, players, games.stream().filter(g -> g.round0() < round).toList(), byes);
            Map<Integer, Integer> b = new HashMap<>();
            byes.forEach((r, p) -> {
                if (r < round) {
                    b.put(r, p);
                }
            });
            this.byes = b;
            this.round = round;
            this.n = players.size();
            if (gp.numberOfCategories() > 1 && gp.lowerCategoryLimits().size() != gp.numberOfCategories() - 1) {
                throw new IllegalArgumentException(gp.numberOfCategories() + " categories need "
                        + (gp.numberOfCategories() - 1) + " lower limits (og.lowerCategoryLimits), not "
                        + gp.lowerCategoryLimits().size());
            }
            if (gp.mainCriterion() == Crit.CPS) {
                throw new IllegalArgumentException("OpenGotha cup pairing (main criterion CPS) is not supported");
            }
            sc = new GothaScores(gp, this.players, this.games, this.byes, Math.max(gp.numberOfRounds(), round + 1));
            main = gp.mainCriterion();
            groupNumber = new int[n];
            groupSize = new int[n];
            inner = new int[n];
            nbDU = new int[n];
            nbDD = new int[n];
            fillPairingInfo();
        }

        /** Placement order after round {@code rn}: the criteria, then name and first name. */
        Comparator<Integer> placementOrder(List<Crit> crits, int rn) {
            return (a, b) -> {
                for (Crit c : crits) {
                    int va = sc.crit(a, c, rn);
                    int vb = sc.crit(b, c, rn);
                    if (va != vb) {
                        return va < vb ? 1 : -1;
                    }
                }
                int c = players.get(a).name().compareTo(players.get(b).name());
                if (c != 0) {
                    return c > 0 ? 1 : -1;
                }
                c = players.get(a).firstName().compareTo(players.get(b).firstName());
                return Integer.signum(c);
            };
        }

        int category(int p) {
            return gp.category(players.get(p).rank());
        }

        int mainScore(int p, int rn) {
            return sc.crit(p, main, rn) / 2;
        }

        int mainScoreMin() {
            return main == Crit.MMS ? gp.mmFloor() - 1 + 30 : 0;
        }

        int mainScoreMax() {
            return main == Crit.MMS ? gp.mmBar() + 2 + round + 30 : round;
        }

        void fillPairingInfo() {
            int g = 0;
            List<Integer> pairable = toPair();
            List<Crit> crits = new ArrayList<>(gp.placement());
            crits.add(round > gp.lastRoundForSeedSystem1() - 1 ? gp.additionalCrit2() : gp.additionalCrit1());
            Comparator<Integer> order = placementOrder(crits, round - 1);
            for (int cat = 0; cat < Math.max(1, gp.numberOfCategories()); cat++) {
                for (int ms = mainScoreMax(); ms >= mainScoreMin(); ms--) {
                    List<Integer> group = new ArrayList<>();
                    for (int p : pairable) {
                        if (category(p) == cat && mainScore(p, round - 1) == ms) {
                            group.add(p);
                        }
                    }
                    if (group.isEmpty()) {
                        g++;
                        continue;
                    }
                    group.sort(order);
                    for (int i = 0; i < group.size(); i++) {
                        int p = group.get(i);
                        groupNumber[p] = g;
                        groupSize[p] = group.size();
                        inner[p] = i;
                    }
                    g++;
                }
            }
            numberOfGroups = g;
            for (int r = 0; r < round; r++) {
                for (int p = 0; p < n; p++) {
                    GothaGame gm = sc.game[p][r];
                    if (gm == null) {
                        continue;
                    }
                    int o = gm.opponent(p);
                    int mine = mainScore(p, r - 1);
                    int theirs = mainScore(o, r - 1);
                    if (mine < theirs) {
                        nbDU[p]++;
                    }
                    if (mine > theirs) {
                        nbDD[p]++;
                    }
                }
            }
        }

        /**
         * The players to pair, in placement order before the round (ties by name, then first name): the order
         * of OpenGotha's {@code orderedScoredPlayersList}, in which its pairing window lists and hands them over.
         */
        List<Integer> toPair() {
            List<Integer> all = new ArrayList<>();
            for (int p = 0; p < n; p++) {
                all.add(p);
            }
            all.sort(placementOrder(gp.placement(), round - 1));
            List<Integer> out = new ArrayList<>();
            for (int p : all) {
                GothaPlayer pl = players.get(p);
                if (pl.finalRegistered() && pl.plays(round)) {
                    out.add(p);
                }
            }
            return out;
        }

        /**
         * The bye: least {@code rank + 2·MMS + 1000·byes} in McMahon, least {@code rank + 40·NBW + 1000·byes} in Swiss,
         * the last such player in {@code order} — the players to pair in placement order, as OpenGotha's pairing
         * window lists them (sorted by score, its default) when it chooses.
         */
        int chooseBye(List<Integer> order) {
            int best = -1;
            int min = 1000 * (32 - 1) + 38 + 1;
            for (int p : order) {
                int weight = main == Crit.MMS
                        ? players.get(p).rank() + (round == 0 ? 2 * sc.smms(p) : sc.mms[p][round - 1])
                        : players.get(p).rank() + 20 * sc.crit(p, Crit.NBW, round - 1);
                for (int r = 0; r < round; r++) {
                    Integer b = byes.get(r);
                    if (b != null && b == p) {
                        weight += 1000;
                    }
                }
                if (weight <= min) {
                    min = weight;
                    best = p;
                }
            }
            return best;
        }

        Outcome pair() {
            List<String> notes = new ArrayList<>();
            // OpenGotha's pairing window hands the players over as it lists them, by score (placement before the
            // round, ties by name): the bye and the matching see them in that order, which decides between
            // matchings of equal weight
            List<Integer> order = toPair();
            int bye = -1;
            if (order.size() % 2 != 0) {
                bye = chooseBye(order);
                order.remove(Integer.valueOf(bye));
            }
            List<Board> boards = new ArrayList<>();
            List<Integer> remaining = new ArrayList<>(order);
            while (remaining.size() > GROUP_MAX) {
                List<Integer> group = new ArrayList<>();
                boolean ready = false;
                for (int cat = 0; cat < Math.max(1, gp.numberOfCategories()) && !ready; cat++) {
                    for (int ms = mainScoreMax(); ms >= mainScoreMin() && !ready; ms--) {
                        for (var it = remaining.iterator(); it.hasNext(); ) {
                            int p = it.next();
                            if (category(p) > cat || mainScore(p, round - 1) < ms) {
                                continue;
                            }
                            group.add(p);
                            it.remove();
                            if (group.size() >= GROUP_MAX || remaining.size() <= GROUP_MIN) {
                                ready = true;
                                break;
                            }
                        }
                        if (group.size() >= GROUP_MIN && group.size() % 2 == 0) {
                            ready = true;
                        }
                    }
                }
                boards.addAll(pairGroup(group));
                notes.add(org.qicai.core.model.Explanation.of("按 " + group.size() + " 人一组编排（OpenGotha 每次最多编排 "
                        + GROUP_MAX + " 人）", "paired in a group of " + group.size() + " players (OpenGotha pairs at most "
                        + GROUP_MAX + " at once)"));
            }
            boards.addAll(pairGroup(remaining));
            return new Outcome(tables(boards, bye), bye, notes);
        }

        List<Board> pairGroup(List<Integer> group) {
            int m = group.size();
            long[][] w = new long[m][m];
            Terms[][] t = new Terms[m][m];
            for (int i = 0; i < m; i++) {
                for (int j = i + 1; j < m; j++) {
                    t[i][j] = cost(group.get(i), group.get(j));
                    w[i][j] = w[j][i] = t[i][j].total();
                }
            }
            int[] mate = GabowMatching.solve(w);
            List<Board> out = new ArrayList<>();
            for (int i = 0; i < m; i++) {
                if (mate[i] > i) {
                    int[] g = game(group.get(i), group.get(mate[i]));
                    out.add(new Board(g[0], g[1], g[2], t[i][mate[i]], why(group.get(i), group.get(mate[i]),
                            t[i][mate[i]])));
                }
            }
            return out;
        }

        /** Why these two meet, in Chinese and English ({@link Explanation}'s stored form). */
        String why(int a, int b, Terms t) {
            StringBuilder s = new StringBuilder();
            StringBuilder z = new StringBuilder();
            s.append(main == Crit.MMS ? "MMS " : "NBW ");
            z.append(main == Crit.MMS ? "麦克马洪分 " : "胜局数 ");
            String score = fmt(sc.crit(a, main, round - 1)) + " v " + fmt(sc.crit(b, main, round - 1));
            s.append(score);
            z.append(score);
            if (t.duplicate() == 0) {
                s.append("; played before (no better pair)");
                z.append("；此前已对局（别无更好的配对）");
            }
            if (groupNumber[a] == groupNumber[b]) {
                s.append("; same group, seeding ").append(inner[a] + 1).append('/').append(inner[b] + 1)
                        .append(" of ").append(groupSize[a]);
                z.append("；同组，组内种子 ").append(inner[a] + 1).append('/').append(inner[b] + 1)
                        .append("（共 ").append(groupSize[a]).append(" 人）");
            } else {
                s.append("; draw-up/down between groups");
                z.append("；跨组升降（draw-up/down）");
            }
            String colour = colourWhy(a, b);
            s.append("; ").append(Explanation.en(colour));
            z.append("；").append(Explanation.zh(colour));
            s.append("; weight ").append(t.total());
            z.append("；权重 ").append(t.total());
            return Explanation.of(z.toString(), s.toString());
        }

        /** Why White is White: the handicap (the stronger), the colour balance, or OpenGotha's lot. */
        String colourWhy(int a, int b) {
            int[] g = game(a, b);
            if (g[2] > 0) {
                return Explanation.of("白方让 " + g[2] + " 子：" + (gp.hdBasedOnMms() ? "麦克马洪分" : "段级位") + "较高（差距减修正 "
                        + gp.hdCorrection() + "，上限 " + gp.hdCeiling() + "）",
                        "White gives " + g[2] + " stone(s): higher " + (gp.hdBasedOnMms() ? "MMS" : "rank")
                        + " (difference less the correction " + gp.hdCorrection() + ", ceiling " + gp.hdCeiling() + ")");
            }
            int wbW = wbBalance(g[0], round - 1);
            int wbB = wbBalance(g[1], round - 1);
            if (wbW != wbB) {
                return Explanation.of("执白次数较少者执白（白减黑 " + wbW + " 对 " + wbB + "）",
                        "White to the one with fewer Whites so far (W−B " + wbW + " v " + wbB + ")");
            }
            return Explanation.of("执白执黑次数相同（白减黑 " + wbW + "），按 OpenGotha 的确定性抽签",
                    "colours by OpenGotha's deterministic lot (W−B equal, " + wbW + ")");
        }

        static String fmt(int x2) {
            return x2 % 2 == 0 ? String.valueOf(x2 / 2) : (x2 / 2) + "½";
        }

        int wbBalance(int p, int rn) {
            int bal = 0;
            for (int r = 0; r <= rn; r++) {
                GothaGame g = sc.game[p][r];
                if (g == null || g.handicap() != 0) {
                    continue;
                }
                bal += g.white() == p ? 1 : -1;
            }
            return bal;
        }

        /** White, Black, handicap of a game between p1 and p2 (p1 first in the pairing order). */
        int[] game(int p1, int p2) {
            int hd = rawHandicap(gp, sc, players, p1, p2, round);
            if (hd > 0) {
                return new int[] {p1, p2, hd};
            }
            if (hd < 0) {
                return new int[] {p2, p1, -hd};
            }
            int wb1 = wbBalance(p1, round - 1);
            int wb2 = wbBalance(p2, round - 1);
            if (wb1 > wb2) {
                return new int[] {p2, p1, 0};
            }
            if (wb1 < wb2) {
                return new int[] {p1, p2, 0};
            }
            return detRandom(1, players.get(p1), players.get(p2)) == 0 ? new int[] {p1, p2, 0} : new int[] {p2, p1, 0};
        }

        Terms cost(int p1, int p2) {
            GothaPlayer a = players.get(p1);
            GothaPlayer b = players.get(p2);
            double k = gp.nx1Factor();

            int previous = 0;
            for (int r = 0; r < round; r++) {
                GothaGame g = sc.game[p1][r];
                if (g != null && g.opponent(p1) == p2) {
                    previous++;
                }
            }
            long duplicate = previous == 0 ? gp.avoidDuplicate() : 0;

            long random = gp.deterministic() ? detRandom(gp.random(), a, b) : 0;

            long balance = 0;
            if (game(p1, p2)[2] == 0) {
                int wb1 = wbBalance(p1, round - 1);
                int wb2 = wbBalance(p2, round - 1);
                if (wb1 * wb2 < 0) {
                    balance = gp.balanceWB();
                } else if (wb1 == 0 && Math.abs(wb2) >= 2) {
                    balance = gp.balanceWB() / 2;
                } else if (wb2 == 0 && Math.abs(wb1) >= 2) {
                    balance = gp.balanceWB() / 2;
                }
            }

            long category = 0;
            int cat1 = category(p1);
            int cat2 = category(p2);
            int nCat = gp.numberOfCategories();
            if (nCat > 1) {
                double x = (double) Math.abs(cat1 - cat2) / (double) nCat;
                category = (long) (gp.avoidMixingCategories() * (1.0 - x) * (1.0 + k * x));
            }

            int scoRange = numberOfGroups;
            long scoreDiff = 0;
            if (cat1 == cat2) {
                double x = (double) Math.abs(groupNumber[p1] - groupNumber[p2]) / (double) scoRange;
                scoreDiff = (long) (gp.minimizeScoreDifference() * (1.0 - x) * (1.0 + k * x));
            }

            long dudd = 0;
            int g1 = groupNumber[p1];
            int g2 = groupNumber[p2];
            if (g1 != g2) {
                int scenario = 2;
                if (nbDU[p1] > 0 && g1 > g2) {
                    scenario--;
                }
                if (nbDD[p1] > 0 && g1 < g2) {
                    scenario--;
                }
                if (nbDU[p2] > 0 && g2 > g1) {
                    scenario--;
                }
                if (nbDD[p2] > 0 && g2 < g1) {
                    scenario--;
                }
                if (scenario != 0 && nbDU[p1] > 0 && nbDD[p1] < nbDU[p1] && g1 < g2) {
                    scenario++;
                }
                if (scenario != 0 && nbDD[p1] > 0 && nbDU[p1] < nbDD[p1] && g1 > g2) {
                    scenario++;
                }
                if (scenario != 0 && nbDU[p2] > 0 && nbDD[p2] < nbDU[p2] && g2 < g1) {
                    scenario++;
                }
                if (scenario != 0 && nbDD[p2] > 0 && nbDU[p2] < nbDD[p2] && g2 > g1) {
                    scenario++;
                }
                long dw = gp.duddWeight() / 5;
                int upper = g1 < g2 ? p1 : p2;
                int lower = g1 < g2 ? p2 : p1;
                dudd += duddPart(gp.duddUpper(), upper, dw);
                dudd += duddPart(gp.duddLower(), lower, dw);
                if (scenario == 1) {
                    dudd += dw;
                } else if (scenario == 2 || (scenario > 2 && !gp.compensateDudd())) {
                    dudd += 2 * dw;
                } else if (scenario == 3) {
                    dudd += 3 * dw;
                } else if (scenario == 4) {
                    dudd += 4 * dw;
                }
            }
            int catGap = Math.abs(cat1 - cat2);
            dudd = dudd / (catGap + 1) / (catGap + 1) / (catGap + 1) / (catGap + 1);

            long seed = 0;
            if (g1 == g2) {
                int size = groupSize[p1];
                int c1 = inner[p1];
                int c2 = inner[p2];
                long max = gp.maximizeSeeding();
                GothaParams.Seed system = round <= gp.lastRoundForSeedSystem1() - 1 ? gp.seedSystem1() : gp.seedSystem2();
                switch (system) {
                    case SPLITANDRANDOM -> {
                        if ((2 * c1 < size && 2 * c2 >= size) || (2 * c1 >= size && 2 * c2 < size)) {
                            long range = (long) (gp.maximizeSeeding() * 0.2);
                            seed = max - detRandom(range, a, b);
                        }
                    }
                    case SPLITANDFOLD -> {
                        long x = c1 + c2 - (size - 1);
                        seed = max - (max * x / (size - 1) * x / (size - 1));
                    }
                    case SPLITANDSLIP -> {
                        long x = 2L * Math.abs(c1 - c2) - size;
                        seed = max - (max * x / size * x / size);
                    }
                }
            }

            int secCase = 0;
            int nbw2Threshold = gp.nbWinsThresholdActive() ? gp.numberOfRounds() : 2 * gp.numberOfRounds();
            int maxMms = gp.mmBar() + 2 + 30 + round;
            int pseudo1 = sc.crit(p1, Crit.MMS, round - 1) / 2;
            int pseudo2 = sc.crit(p2, Crit.MMS, round - 1) / 2;
            if (strong(p1, nbw2Threshold)) {
                secCase++;
                pseudo1 = maxMms;
            }
            if (strong(p2, nbw2Threshold)) {
                secCase++;
                pseudo2 = maxMms;
            }

            int secRange = gp.isMcMahon() ? scoRange : (gp.mmBar() - gp.mmFloor() + 2 - (-1)) + round;
            long handicap;
            {
                double x = (double) Math.abs(pseudo1 - pseudo2) / (double) secRange;
                handicap = (long) (gp.minimizeHandicap() * (1.0 - x) * (1.0 + k * x));
            }

            long geoMax = gp.avoidSameGeo();
            int countryFactor = gp.preferMmsDiffRatherThanSameCountry();
            int clubFactor = gp.preferMmsDiffRatherThanSameClub();
            double countryRatio = 0.0;
            boolean sameCountry = a.country().toLowerCase(Locale.ROOT).equals(b.country().toLowerCase(Locale.ROOT));
            if (!sameCountry && countryFactor != 0) {
                countryRatio = Math.min(1.0, (double) countryFactor / (double) scoRange);
            }
            double clubRatio = 0.0;
            boolean sameClub = a.club().toLowerCase(Locale.ROOT).equals(b.club().toLowerCase(Locale.ROOT));
            if (!sameClub && clubFactor != 0) {
                clubRatio = (double) clubFactor * 1.2 / (double) scoRange;
            }
            if (clubRatio > 1.0) {
                clubRatio = 1.0;
            }
            double mainPart = Math.max(countryRatio, clubRatio);
            double secPart = Math.min(countryRatio, clubRatio);
            double geoRatio = mainPart + secPart / 2.0;
            if (geoRatio > 0.0) {
                geoRatio += 0.5 / (double) scoRange;
            }
            double dbGeo = (double) geoMax * (1.0 - geoRatio) * (1.0 + k * geoRatio);
            long geo = gp.minimizeScoreDifference() - (long) dbGeo;
            if (geo > geoMax) {
                geo = geoMax;
            }
            if (secCase == 2) {
                geo = geoMax;
            } else if (secCase == 1) {
                geo = (geo + geoMax) / 2;
            }

            return new Terms(duplicate, random, balance, category, scoreDiff, dudd, seed, handicap, geo);
        }

        /** Above the thresholds of the secondary criteria: many wins, a strong rank, or at the bar. */
        boolean strong(int p, int nbw2Threshold) {
            int nbwX2 = sc.crit(p, Crit.NBW, round - 1);
            boolean strongMms = 2 * players.get(p).rank() + nbwX2 >= 2 * gp.rankThreshold();
            boolean manyWins = nbwX2 >= nbw2Threshold;
            boolean atBar = sc.smms(p) >= gp.mmBar() + 30 && gp.barThresholdActive();
            return manyWins || strongMms || atBar;
        }

        long duddPart(GothaParams.Dudd mode, int p, long dw) {
            int size = groupSize[p];
            int place = inner[p];
            return switch (mode) {
                case TOP -> dw / 2 * (size - 1 - place) / size;
                case MID -> dw / 2 * (size - 1 - Math.abs(2 * place - size + 1)) / size;
                case BOT -> dw / 2 * place / size;
            };
        }

        /** Table order: the better player of each game by placement after this round, then by rating. */
        List<Board> tables(List<Board> boards, int bye) {
            Map<Integer, Integer> withBye = new HashMap<>(byes);
            if (bye >= 0) {
                withBye.put(round, bye);
            }
            GothaScores now = new GothaScores(gp, players, games, withBye, sc.rounds);
            Comparator<Integer> better = (x, y) -> {
                for (Crit c : gp.placement()) {
                    int vx = now.crit(x, c, round);
                    int vy = now.crit(y, c, round);
                    if (vx != vy) {
                        return vx < vy ? 1 : -1;
                    }
                }
                return 0;
            };
            Comparator<Board> byBest = (b1, b2) -> {
                int best1 = best(b1, better);
                int best2 = best(b2, better);
                int c = better.compare(best1, best2);
                if (c == 0) {
                    // OpenGotha answers 1 for equal ratings too: in a sort by insertion (under 32 tables) that is
                    // the same as 0, and 0 keeps the comparator a total order for larger rounds
                    return Integer.compare(players.get(best2).rating(), players.get(best1).rating());
                }
                return c;
            };
            List<Board> sorted = new ArrayList<>(boards);
            sorted.sort(byBest);
            return sorted;
        }

        /** OpenGotha's "best" player of a game, as its table comparator picks it. */
        int best(Board b, Comparator<Integer> better) {
            int w = b.white();
            int k = b.black();
            int best = w;
            int c = better.compare(w, k);
            if (c == 0 && players.get(w).rating() < players.get(k).rating()) {
                best = k;
            }
            if (c == -1) {
                best = k;
            }
            return best;
        }
    }
}
