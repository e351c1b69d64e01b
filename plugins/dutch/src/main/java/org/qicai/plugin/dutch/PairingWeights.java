package org.qicai.plugin.dutch;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The edge weights of the Dutch pairing (C.04.3 as bbpPairings 6 weighs it): one multi-word integer
 * per pair of players whose bit fields, from the most significant down, encode the criteria in
 * their order of priority. The matching over all players is kept for the whole round; the weights
 * of the pairs in the bracket being paired (and the score group below it) are the bracket's, the
 * others keep what they were last given — exactly as bbpPairings' single matching computer does.
 *
 * <p>Fields, high to low: C.4/C.2 completion and bye candidates · C.5 pairs in the bracket · C.6
 * scores paired in the bracket · C.7 pairs and scores of the next bracket · C.9 unplayed games of
 * the bye assignee · C.10–C.13 colours (absolute imbalance, absolute preference, preferences,
 * strong preferences) · C.14–C.17 repeated floats of the last two rounds · C.18–C.21 the scores
 * involved · room for the ordering of D (transpositions and exchanges).
 */
final class PairingWeights implements WeightOracle {
    private final DutchRound round;
    private final DutchPlayer[] sp;
    private final int n;
    final int words;
    final long[] maxWeight;
    /** scoreGroupSizeBits: enough bits to count the largest score group. */
    final int groupBits;
    /** scoreGroupsShift: the width of a field with one sub-field per score group. */
    final int groupsShift;
    private final int[] scoreShiftOf;

    private final int offF0;
    private final int offPairs;
    private final int offScores;
    private final int offNextPairs;
    private final int offNextScores;
    private final int offByeRank;
    private final int[] offColour = new int[4];
    private final int offDown1;
    private final int offUp1;
    private final int offDown2;
    private final int offUp2;
    private final int offDownDiff1;
    private final int offUpDiff1;
    private final int offDownDiff2;
    private final int offUpDiff2;

    // ---- round-wide state
    int byeScore;
    boolean singleInitial;
    private final int[] byeRank;
    /** Bootstrap mode: the weights that find the score of the bye assignee (odd number of players). */
    boolean bootstrap;

    // ---- per-player state (by sorted index)
    final int[] fixedMate;
    final int[] bracketIdx;
    final int[] residentIter;
    private final Map<Long, Integer> staleBoost = new HashMap<>();
    private final Map<Integer, Boolean> singleAt = new HashMap<>();

    // ---- the current bracket
    int iteration = -1;
    int[] players = new int[0];
    int size;
    int m;
    int r;
    boolean single;
    int[] boost = new int[0];
    int cPlayer = -1;
    int[] addendC = new int[0];
    int[] remIdx = new int[0];
    int remainderPairs;
    boolean exchangeActive;
    int testMinus = -1;
    int testPlus = -1;
    boolean[] zeroLaterRem = new boolean[0];
    boolean[] zeroEarlierRemAndNext = new boolean[0];
    boolean hDone;
    boolean[] s1Final = new boolean[0];
    int iPlayer = -1;
    int[] addendI = new int[0];

    PairingWeights(DutchRound round) {
        this.round = round;
        this.sp = round.sorted;
        this.n = sp.length;
        // one field per score group, lowest score lowest, as wide as the group is large
        scoreShiftOf = new int[n];
        int shift = 0;
        int maxGroup = 0;
        int k = n - 1;
        while (k >= 0) {
            int j = k;
            while (j > 0 && sp[j - 1].score == sp[k].score) {
                j--;
            }
            int count = k - j + 1;
            for (int x = j; x <= k; x++) {
                scoreShiftOf[x] = shift;
            }
            shift += DutchPairer.bits(count);
            maxGroup = Math.max(maxGroup, count);
            k = j - 1;
        }
        int g = shift;
        int b = DutchPairer.bits(maxGroup);
        groupBits = b;
        groupsShift = g;
        int pr = round.playedRounds;
        int pos = 3 * b + 1;
        if (pr > 1) {
            offUpDiff2 = pos;
            pos += g;
            offDownDiff2 = pos;
            pos += g;
        } else {
            offUpDiff2 = -1;
            offDownDiff2 = -1;
        }
        if (pr > 0) {
            offUpDiff1 = pos;
            pos += g;
            offDownDiff1 = pos;
            pos += g;
        } else {
            offUpDiff1 = -1;
            offDownDiff1 = -1;
        }
        if (pr > 1) {
            offUp2 = pos;
            pos += b;
            offDown2 = pos;
            pos += b;
        } else {
            offUp2 = -1;
            offDown2 = -1;
        }
        if (pr > 0) {
            offUp1 = pos;
            pos += b;
            offDown1 = pos;
            pos += b;
        } else {
            offUp1 = -1;
            offDown1 = -1;
        }
        for (int c = 3; c >= 0; c--) {
            offColour[c] = pos;
            pos += b;
        }
        offByeRank = pos;
        pos += 2 * b;
        offNextScores = pos;
        pos += g;
        offNextPairs = pos;
        pos += b;
        offScores = pos;
        pos += g;
        offPairs = pos;
        pos += b;
        offF0 = pos;
        int maxBits = pos + 2;
        // the bootstrap weights are smaller: (2 bits · G) · B
        words = (maxBits + 6 + 63) / 64;
        maxWeight = new long[words];
        Wide.setOnes(maxWeight, 0, words, maxBits);
        fixedMate = new int[n];
        Arrays.fill(fixedMate, -1);
        bracketIdx = new int[n];
        Arrays.fill(bracketIdx, -1);
        residentIter = new int[n];
        Arrays.fill(residentIter, -1);
        byeRank = new int[round.playedRounds + 2];
    }

    @Override
    public int words() {
        return words;
    }

    /** C.1, C.3: may meet (not met over the board; no clash of absolute colour preferences, except topscorers in the last round). */
    boolean compatible(DutchPlayer a, DutchPlayer c) {
        if (a.hasPlayed(c.no)) {
            return false;
        }
        if (!a.absolutePreference() || !c.absolutePreference() || a.colourPreference != c.colourPreference) {
            return true;
        }
        int threshold = round.topScoreThreshold();
        return round.isLastRound() && (a.score > threshold || c.score > threshold);
    }

    /** C.2 and C.4 as weighed: eligible for the bye and not above the bye assignee's score. */
    private boolean byeCandidate(DutchPlayer d) {
        return d.byeEligible && d.score <= byeScore;
    }

    void setByeRanks(int[] playedGamesOfByeGroup) {
        int[] sorted = playedGamesOfByeGroup.clone();
        Arrays.sort(sorted);
        int rank = 0;
        Arrays.fill(byeRank, -1);
        for (int k = sorted.length - 1; k >= 0; k--) {
            byeRank[sorted[k]] = rank++;
        }
    }

    void beginBracket(int iteration, int[] players, int m, int r, boolean single) {
        this.iteration = iteration;
        for (int v : this.players) {
            bracketIdx[v] = -1;
        }
        this.players = players;
        this.size = players.length;
        this.m = m;
        this.r = r;
        this.single = single;
        singleAt.put(iteration, single);
        for (int k = 0; k < players.length; k++) {
            bracketIdx[players[k]] = k;
        }
        for (int k = m; k < r; k++) {
            if (residentIter[players[k]] < 0) {
                residentIter[players[k]] = iteration;
            }
        }
        computeFar();
        farVersion++;
        allocateCache();
        int t = players.length;
        boost = new int[t];
        addendC = new int[t];
        remIdx = new int[t];
        Arrays.fill(remIdx, -1);
        zeroLaterRem = new boolean[t];
        zeroEarlierRemAndNext = new boolean[t];
        s1Final = new boolean[t];
        addendI = new int[t];
        cPlayer = -1;
        iPlayer = -1;
        testMinus = -1;
        testPlus = -1;
        exchangeActive = false;
        hDone = false;
        remainderPairs = 0;
    }

    // ---- hints for the matching: the bracket is looked at eagerly, lower score groups lazily
    private int[] farList = new int[0];
    private boolean farAnyNonCandidate;
    private int farMaxRank;

    private void computeFar() {
        int count = 0;
        for (int v = 0; v < n; v++) {
            if (bracketIdx[v] < 0 && fixedMate[v] < 0) {
                count++;
            }
        }
        farList = new int[count];
        count = 0;
        farAnyNonCandidate = false;
        farMaxRank = 0;
        for (int v = 0; v < n; v++) {
            if (bracketIdx[v] < 0 && fixedMate[v] < 0) {
                farList[count++] = v;
                DutchPlayer d = sp[v];
                farAnyNonCandidate |= !byeCandidate(d);
                if (d.score == byeScore) {
                    farMaxRank = Math.max(farMaxRank, byeRank[d.playedGames]);
                }
            }
        }
    }

    private int farVersion;

    @Override
    public int farVersion() {
        return farVersion;
    }

    @Override
    public int[] activeVertices() {
        if (bootstrap) {
            return null;
        }
        return iteration < 0 ? new int[0] : players;
    }

    /** Before the first bracket every pair has its setup weight: all players are "far". */
    @Override
    public int[] farVertices() {
        if (bootstrap) {
            return null;
        }
        if (iteration < 0) {
            int[] all = new int[n];
            for (int v = 0; v < n; v++) {
                all[v] = v;
            }
            return all;
        }
        return farList;
    }

    @Override
    public boolean isFar(int v) {
        return !bootstrap && bracketIdx[v] < 0 && fixedMate[v] < 0;
    }

    /** Far pairs weigh what they were given before the first bracket: completion (and C.9) only. */
    @Override
    public boolean farBound(int s, long[] out, int off) {
        DutchPlayer d = sp[s];
        Wide.zero(out, off, words);
        Wide.addShifted(out, off, words, 1 + (byeCandidate(d) ? 0 : 1) + (farAnyNonCandidate ? 1 : 0), offF0);
        if (singleInitial) {
            int own = d.score == byeScore ? byeRank[d.playedGames] : 0;
            Wide.addShifted(out, off, words, own + farMaxRank, offByeRank);
        }
        return true;
    }

    /** Far pairs weigh 1 + nc(x) + nc(y) (· 2^F0) plus the C.9 ranks: separable. */
    @Override
    public boolean separableDual(int v, long[] out, int off) {
        if (bootstrap) {
            return false;
        }
        boolean far = isFar(v);
        boolean next = !far && bracketIdx[v] >= r;
        if (!far && !next) {
            return false;
        }
        // far pairs: completion (and C.9) only; pairs within the next score group add C.7's pair and
        // score bits, the same for every such pair
        DutchPlayer d = sp[v];
        Wide.zero(out, off, words);
        Wide.addShifted(out, off, words, 1 + 2 * (byeCandidate(d) ? 0 : 1), offF0);
        boolean s = far ? singleInitial : single;
        if (s && d.score == byeScore) {
            Wide.addShifted(out, off, words, 2L * byeRank[d.playedGames], offByeRank);
        }
        if (next) {
            Wide.addShifted(out, off, words, 1, offNextPairs);
            Wide.addShifted(out, off, words, 1, offNextScores + scoreShiftOf[v]);
        }
        return true;
    }

    /** The moved-down players of the bracket: their pairs carry their higher score (C.6) on every edge. */
    @Override
    public boolean hub(int v) {
        return !bootstrap && bracketIdx[v] >= 0 && bracketIdx[v] < m && fixedMate[v] < 0;
    }

    @Override
    public int fixedPartner(int v) {
        return bootstrap ? -1 : fixedMate[v];
    }

    /** Remembers the step B boost of a moved-down player that stays unpaired (its edges keep it). */
    void endBracket() {
        for (int k = 0; k < m; k++) {
            if (boost[k] != 0 && fixedMate[players[k]] < 0) {
                staleBoost.put(((long) iteration << 32) | players[k], boost[k]);
            }
        }
    }

    /**
     * bbpPairings' computeEdgeWeight for higher player h above lower player l (sorted order).
     *
     * @param lIn   l is in the current bracket
     * @param lNext l is in the next score group
     */
    private boolean edge(DutchPlayer h, int hi, DutchPlayer l, int li, boolean lIn, boolean lNext, boolean isSingle,
                         long[] out, int off) {
        if (!compatible(h, l)) {
            return false;
        }
        Wide.zero(out, off, words);
        Wide.addShifted(out, off, words, 1 + (byeCandidate(h) ? 0 : 1) + (byeCandidate(l) ? 0 : 1), offF0);
        if (lIn) {
            Wide.addShifted(out, off, words, 1, offPairs);
            Wide.addShifted(out, off, words, 1, offScores + scoreShiftOf[hi]);
        }
        if (lNext) {
            Wide.addShifted(out, off, words, 1, offNextPairs);
            Wide.addShifted(out, off, words, 1, offNextScores + scoreShiftOf[hi]);
        }
        if (isSingle) {
            int v = (h.score == byeScore ? byeRank[h.playedGames] : 0) + (l.score == byeScore ? byeRank[l.playedGames] : 0);
            Wide.addShifted(out, off, words, v, offByeRank);
        }
        if (!lIn) {
            return true;
        }
        boolean differ = l.colourPreference != h.colourPreference;
        if (!l.absoluteImbalance() || !h.absoluteImbalance() || differ) {
            Wide.addShifted(out, off, words, 1, offColour[0]);
        }
        boolean c2;
        if (!l.absolutePreference() || !h.absolutePreference() || differ) {
            c2 = true;
        } else if (l.colourImbalance == h.colourImbalance) {
            c2 = l.repeatedColour == DutchPlayer.NONE || l.repeatedColour != h.repeatedColour;
        } else {
            DutchPlayer q = l.colourImbalance > h.colourImbalance ? h : l;
            c2 = q.repeatedColour != DutchPlayer.invert(l.colourPreference);
        }
        if (c2) {
            Wide.addShifted(out, off, words, 1, offColour[1]);
        }
        if (DutchPlayer.compatiblePreferences(l.colourPreference, h.colourPreference)) {
            Wide.addShifted(out, off, words, 1, offColour[2]);
        }
        if ((!l.strongPreference && !l.absolutePreference()) || (!h.strongPreference && !h.absolutePreference())
                || (l.absolutePreference() && h.absolutePreference()) || differ) {
            Wide.addShifted(out, off, words, 1, offColour[3]);
        }
        int pr = round.playedRounds;
        boolean higher = h.score > l.score;
        if (pr > 0) {
            floats(out, off, hi, li, h, l, higher, l.float1, h.float1, offDown1, offUp1, offDownDiff1, offUpDiff1);
        }
        if (pr > 1) {
            floats(out, off, hi, li, h, l, higher, l.float2, h.float2, offDown2, offUp2, offDownDiff2, offUpDiff2);
        }
        return true;
    }

    private void floats(long[] out, int off, int hi, int li, DutchPlayer h, DutchPlayer l, boolean higher, int lf,
                        int hf, int offDown, int offUp, int offDownDiff, int offUpDiff) {
        int down = (lf == DutchPlayer.FLOAT_DOWN ? 1 : 0) + (!higher && hf == DutchPlayer.FLOAT_DOWN ? 1 : 0);
        Wide.addShifted(out, off, words, down, offDown);
        boolean repeatedUp = higher && lf == DutchPlayer.FLOAT_UP;
        if (!repeatedUp) {
            Wide.addShifted(out, off, words, 1, offUp);
        }
        if (lf == DutchPlayer.FLOAT_DOWN) {
            Wide.addShifted(out, off, words, 1, offDownDiff + scoreShiftOf[li]);
        }
        if (hf == DutchPlayer.FLOAT_DOWN) {
            Wide.addShifted(out, off, words, 1, offDownDiff + scoreShiftOf[hi]);
        }
        if (!repeatedUp) {
            Wide.addShifted(out, off, words, 1, offUpDiff + scoreShiftOf[hi]);
        }
    }

    /** The bootstrap weight of an odd field: completion, the lowest scores for the bye, top players among themselves. */
    private boolean bootstrapEdge(int hi, int li, long[] out, int off) {
        DutchPlayer h = sp[hi];
        DutchPlayer l = sp[li];
        if (!compatible(l, h)) {
            return false;
        }
        Wide.zero(out, off, words);
        int g = groupsShift;
        int top = 1 + (l.byeEligible ? 0 : 1) + (h.byeEligible ? 0 : 1);
        Wide.addShifted(out, off, words, top, g + groupBits);
        Wide.addShifted(out, off, words, (long) scoreShiftOf[li] + scoreShiftOf[hi], groupBits);
        if (l.score >= sp[0].score) {
            Wide.addShifted(out, off, words, 1, 0);
        }
        return true;
    }

    /** The weight of the pair in the current bracket (before the tie-breaking changes), with the zeroing of D. */
    boolean base(int i, int j, long[] out, int off) {
        int ri = remIdx[i];
        int rj = remIdx[j];
        if (ri >= 0 && rj >= 0
                && (zeroLaterRem[i] || zeroEarlierRemAndNext[j] || (hDone && (!s1Final[i] || s1Final[j])))) {
            return false;
        }
        if (j >= r && ri >= 0 && zeroEarlierRemAndNext[i]) {
            return false;
        }
        if (cacheState != null) {
            int k = j * (j - 1) / 2 + i;
            byte st = cacheState[k];
            if (st == 0) {
                int hi = players[i];
                int li = players[j];
                boolean e = edge(sp[hi], hi, sp[li], li, j < r, j >= r, single, cache, k * words);
                cacheState[k] = e ? (byte) 1 : (byte) 2;
                st = cacheState[k];
            }
            if (st == 2) {
                return false;
            }
            System.arraycopy(cache, k * words, out, off, words);
            return true;
        }
        int hi = players[i];
        int li = players[j];
        return edge(sp[hi], hi, sp[li], li, j < r, j >= r, single, out, off);
    }

    /** Base weights of the bracket's pairs, computed once (0 unknown, 1 edge, 2 none); null when too large. */
    private byte[] cacheState;
    private long[] cache;
    /** Longs the cache may take (64 Mi = 512 MB would be too much next to everything else). */
    static final long CACHE_LIMIT = 48L << 20;

    private void allocateCache() {
        long pairs = (long) size * (size - 1) / 2;
        if (pairs * words > CACHE_LIMIT || pairs > Integer.MAX_VALUE / 2) {
            cacheState = null;
            cache = null;
            return;
        }
        cacheState = new byte[(int) pairs];
        if (cache == null || cache.length < pairs * words) {
            cache = new long[(int) (pairs * words)];
        }
    }

    boolean hasBase(int i, int j, long[] scratch) {
        return base(Math.min(i, j), Math.max(i, j), scratch, 0);
    }

    long calls;

    @Override
    public boolean weight(int a, int c, long[] out, int off) {
        calls++;
        int hi = Math.min(a, c);
        int li = Math.max(a, c);
        if (bootstrap) {
            return bootstrapEdge(hi, li, out, off);
        }
        if (fixedMate[hi] >= 0 || fixedMate[li] >= 0) {
            if (fixedMate[hi] == li) {
                Wide.copy(maxWeight, 0, out, off, words);
                return true;
            }
            return false;
        }
        int bi = bracketIdx[hi];
        int bj = bracketIdx[li];
        if (bi < 0 || bj < 0) {
            // a score group not reached yet: the weights set before the first bracket
            return edge(sp[hi], hi, sp[li], li, false, false, singleInitial, out, off);
        }
        int i = Math.min(bi, bj);
        int j = Math.max(bi, bj);
        if (j < m) {
            return staleMovedDown(hi, li, out, off);
        }
        if (!base(i, j, out, off)) {
            return false;
        }
        if (i < m && j < r) {
            Wide.addShifted(out, off, words, i == cPlayer ? addendC[j] : boost[i], 0);
        } else if (exchangeActive && remIdx[i] >= 0 && remIdx[j] >= 0) {
            int ri = remIdx[i];
            if (ri < remainderPairs) {
                Wide.addShifted(out, off, words, 1, 2 * groupBits + 1);
            }
            Wide.addShifted(out, off, words, -2L * ri, 0);
            if (i == testMinus) {
                Wide.addShifted(out, off, words, -1, 0);
            } else if (i == testPlus) {
                Wide.addShifted(out, off, words, 1, 0);
            }
        } else if (i == iPlayer && remIdx[j] >= 0) {
            Wide.addShifted(out, off, words, addendI[j], 0);
        }
        return true;
    }

    /**
     * Two moved-down players: their edge keeps what it was given in the last bracket where one of
     * them was a resident — zero when both were residents of the same bracket (both unpaired,
     * neither in S1), else the weight of a moved-down player against a resident of that bracket.
     */
    private boolean staleMovedDown(int hi, int li, long[] out, int off) {
        int ra = residentIter[hi];
        int rb = residentIter[li];
        if (ra == rb) {
            return false;
        }
        int earlier = ra < rb ? hi : li;
        int later = ra < rb ? li : hi;
        int iter = Math.max(ra, rb);
        boolean s = singleAt.getOrDefault(iter, false);
        // at that bracket the earlier one was the moved-down (higher) player, the later one a resident
        if (!edge(sp[earlier], earlier, sp[later], later, true, false, s, out, off)) {
            return false;
        }
        Integer bst = staleBoost.get(((long) iter << 32) | earlier);
        if (bst != null) {
            Wide.addShifted(out, off, words, bst, 0);
        }
        return true;
    }
}
