package org.qicai.plugin.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Pairs one round by the FIDE Dutch system (C.04.3, 2025). One maximum weight matching over all
 * players is kept for the round; its weights ({@link PairingWeights}) put the absolute criteria and
 * the completion of the round (C.4) above everything, then the quality criteria of the bracket
 * being paired. Bracket after bracket, a sequence of small weight changes picks among the equally
 * good pairings the one C.04.3 D prescribes: the moved-down players to pair (the higher first) and
 * their opponents, the fewest and smallest exchanges between S1 and S2, and the first
 * transposition; the pairs so fixed are final.
 *
 * <p>The decisions follow bbpPairings 6, the FIDE-endorsed reference, step for step, so that the
 * pairings are the same; the matching underneath is our own incremental implementation
 * ({@link MatchingEngine}).
 */
final class DutchPairer {
    /** The phases' timings and the matching's counters go here at TRACE level, never to the console. */
    private static final Logger LOG = LoggerFactory.getLogger(DutchPairer.class);

    private final DutchRound round;
    private final DutchPlayer[] sp;
    private final int n;
    private final int[] partner;
    /** Per sorted player: the score of the bracket it was paired in, and whether it came down into it. */
    final int[] bracketScore;
    final boolean[] movedDown;
    private final PairingWeights wts;
    private MatchingEngine engine;
    private long[] scratch;

    /** Counters for the benchmark. */
    long brackets;
    long matchings;
    /** D.1 choices the optimum already made (no matching computed). */
    long shortcuts;

    /** Whether to check the matching's invariants after every computation (slow; tests and debugging only). */
    private final boolean check;

    DutchPairer(DutchRound round) {
        this(round, false);
    }

    DutchPairer(DutchRound round, boolean check) {
        this.check = check;
        this.round = round;
        this.sp = round.sorted;
        this.n = sp.length;
        partner = new int[n];
        Arrays.fill(partner, -1);
        bracketScore = new int[n];
        movedDown = new boolean[n];
        round.computeFloats();
        wts = new PairingWeights(round);
        scratch = new long[wts.words];
    }

    static int bits(int x) {
        return 32 - Integer.numberOfLeadingZeros(x);
    }

    long engineStages() {
        return engine == null ? 0 : engine.stages;
    }

    String engineStats() {
        return engine == null ? "" : "stages " + engine.stages + " scans " + engine.scans + " dualSteps " + engine.dualSteps
                + " fixes " + engine.fixes + " deferrals " + engine.deferrals + " expansions " + engine.expansions + " oracle " + wts.calls + " farScans " + engine.farScans + " farRoots " + engine.farRoots;
    }

    private String phase = "";
    private long lastScans;
    private long lastStages;
    private long lastExp;
    private long lastFar;
    private long lastCalls;
    private long lastNanos = System.nanoTime();

    private void phase(String name) {
        if (engine != null && LOG.isTraceEnabled()) {
            long now = System.nanoTime();
            LOG.trace("{}: {} ms, stages {} scans {} exp {} oracle {} farScans {}", phase, (now - lastNanos) / 1_000_000,
                    engine.stages - lastStages, engine.scans - lastScans, engine.expansions - lastExp, wts.calls - lastCalls,
                    engine.farScans - lastFar);
            lastFar = engine.farScans;
            lastExp = engine.expansions;
            lastCalls = wts.calls;
            lastScans = engine.scans;
            lastStages = engine.stages;
            lastNanos = now;
        }
        phase = name;
    }

    private int[] compute() {
        engine.compute();
        matchings++;
        if (check) {
            String bad = engine.checkInvariants();
            if (bad != null) {
                throw new IllegalStateException("matching invariant broken after compute " + matchings + " (" + phase + "): " + bad);
            }
        }
        int[] s = new int[n];
        for (int v = 0; v < n; v++) {
            int q = engine.mate(v);
            s[v] = q < 0 ? v : q;
        }
        return s;
    }

    private MatchingEngine newEngine() {
        MatchingEngine e = new MatchingEngine(n, wts);
        e.check = check;
        return e;
    }

    /** Pairs the round; returns for each sorted player its partner's sorted index, −1 for the bye. */
    int[] pair() throws NoPairingException {
        if (n == 0) {
            return partner;
        }
        // completion (C.4): can everybody be paired, and who can take the bye?
        boolean odd = (n & 1) == 1;
        int byeScore = odd ? lowestByeScore() : 0;
        int top = sp[0].score;
        // the weighted bootstrap matching (bbpPairings') is needed only when the bye falls in the top score
        // group: it also says whether the rest of that group can be paired among itself
        wts.bootstrap = odd && byeScore >= top;
        engine = newEngine();
        int[] matching = odd && !wts.bootstrap ? null : compute();
        if (matching != null) {
            checkComplete(matching);
        }
        if (odd) {
            if (matching != null) {
                for (int v = 0; v < n; v++) {
                    if (matching[v] == v) {
                        byeScore = sp[v].score;
                        break;
                    }
                }
            }
            wts.byeScore = byeScore;
            boolean single = false;
            if (matching != null && byeScore >= top) {
                single = true;
                for (int v = 0; v < n && sp[v].score >= top; v++) {
                    if (sp[matching[v]].score < top) {
                        single = false;
                        break;
                    }
                }
            }
            wts.singleInitial = single;
            List<Integer> played = new ArrayList<>();
            for (DutchPlayer d : sp) {
                if (d.score == byeScore) {
                    played.add(d.playedGames);
                }
            }
            wts.setByeRanks(played.stream().mapToInt(Integer::intValue).toArray());
            wts.bootstrap = false;
            engine = newEngine();
        }
        boolean single = wts.singleInitial;

        List<Integer> cur = new ArrayList<>();
        int next = 0;
        while (next < n && sp[next].score >= sp[0].score) {
            cur.add(next++);
        }
        int m = 0;
        int groupBegin = 0;
        int iteration = 0;
        while (cur.size() > 1 || next < n) {
            int r = cur.size();
            int nextGroupBegin = groupBegin + (r - m);
            int lookahead = next;
            while (next < n && sp[next].score >= sp[lookahead].score) {
                cur.add(next++);
            }
            int[] ids = cur.stream().mapToInt(Integer::intValue).toArray();
            for (int v : ids) {
                engine.reset(v);
            }
            wts.beginBracket(iteration, ids, m, r, single);

            boolean[] matched = pairBracket(ids, m, r, groupBegin, nextGroupBegin);
            wts.endBracket();

            single = (n & 1) == 1 && lookahead < n && wts.byeScore >= sp[lookahead].score;
            List<Integer> carried = new ArrayList<>();
            int newM = 0;
            int residentScore = r > m ? sp[ids[m]].score : sp[ids[0]].score;
            for (int p = 0; p < ids.length; p++) {
                int v = ids[p];
                if (p < r && matched[v]) {
                    partner[v] = stable[v];
                    bracketScore[v] = residentScore;
                    movedDown[v] = p < m;
                } else {
                    carried.add(v);
                    if (p < r) {
                        newM++;
                    }
                    if (single && sp[stable[v]].score < sp[lookahead].score) {
                        single = false;
                    }
                }
            }
            cur = carried;
            m = newM;
            groupBegin = nextGroupBegin;
            iteration++;
        }
        if (LOG.isDebugEnabled()) {
            LOG.debug("{} players, {} brackets, {} matchings, {} shortcuts; {}", n, brackets, matchings, shortcuts,
                    engineStats());
        }
        return partner;
    }

    /**
     * C.2, C.4 in an odd field: the lowest score of a player who may take the bye (not had one, C.2)
     * while all the others can be paired; no such player means no pairing satisfies the absolute criteria.
     */
    private int lowestByeScore() throws NoPairingException {
        boolean[] possible = ByeCandidates.of(n, (a, b) -> wts.compatible(sp[a], sp[b]));
        int best = Integer.MAX_VALUE;
        for (int v = 0; v < n; v++) {
            if (possible[v] && sp[v].byeEligible) {
                best = Math.min(best, sp[v].score);
            }
        }
        if (best == Integer.MAX_VALUE) {
            throw new NoPairingException(diagnose());
        }
        return best;
    }

    private void checkComplete(int[] matching) throws NoPairingException {
        boolean unmatched = false;
        for (int v = 0; v < n; v++) {
            if (matching[v] == v) {
                if (unmatched || !sp[v].byeEligible) {
                    throw new NoPairingException(diagnose());
                }
                unmatched = true;
            }
        }
    }

    /** Describes, for the error message, which rule leaves which players without a possible pairing: {Chinese, English}. */
    private String[] diagnose() {
        StringBuilder en = new StringBuilder("no pairing of all players satisfies the absolute criteria (C.04.3 C.1 no rematch, "
                + "C.3 no clash of absolute colour preferences, C.2 at most one pairing-allocated bye per player)");
        StringBuilder zh = new StringBuilder("没有一种编排能让全部棋手都满足绝对规则（C.04.3 C.1 不重复相遇，"
                + "C.3 绝对颜色倾向不冲突，C.2 每人至多一次编排轮空）");
        List<String> whyEn = new ArrayList<>();
        List<String> whyZh = new ArrayList<>();
        for (int a = 0; a < n; a++) {
            int possible = 0;
            for (int c = 0; c < n; c++) {
                if (c != a && wts.compatible(sp[a], sp[c])) {
                    possible++;
                }
            }
            if (possible == 0) {
                whyEn.add("player " + sp[a].no + " can meet nobody (all others already met, or an absolute colour clash)");
                whyZh.add(sp[a].no + "号棋手无人可配（其余棋手均已相遇，或绝对颜色倾向冲突）");
            }
        }
        if (n % 2 == 1) {
            boolean anyEligible = false;
            for (DutchPlayer d : sp) {
                anyEligible |= d.byeEligible;
            }
            if (!anyEligible) {
                whyEn.add("odd number of players and every one already had a bye or a win without play (C.2)");
                whyZh.add("人数为奇数，而每名棋手都已轮空过或不战而胜过（C.2）");
            }
        }
        if (!whyEn.isEmpty()) {
            en.append(": ").append(String.join("; ", whyEn));
            zh.append("：").append(String.join("；", whyZh));
        }
        return new String[] {zh.toString(), en.toString()};
    }

    private int[] stable;

    /**
     * One bracket: {@code ids} are sorted indices, moved-down players {@code 0..m-1}, residents
     * {@code m..r-1} (sorted indices {@code groupBegin..nextGroupBegin-1}), then the next score group.
     * Returns, by sorted index, the players of the bracket that are paired (pairs in {@link #stable}).
     */
    private boolean[] pairBracket(int[] ids, int m, int r, int groupBegin, int nextGroupBegin) {
        brackets++;
        int t = ids.length;
        phase("A t=" + t + " m=" + m + " r=" + r);
        stable = compute();
        phase("B");
        boolean[] matched = new boolean[n];
        int residents = r - m;

        // D (heterogeneous bracket): pair as many moved-down players as possible, the higher first
        int groupScore = Integer.MIN_VALUE;
        int remaining = 0;
        int remainingMatched = 0;
        for (int p = 0; p < m; p++) {
            if (p == 0 || sp[ids[p]].score < groupScore) {
                groupScore = sp[ids[p]].score;
                remaining = 0;
                remainingMatched = 0;
                for (int q = p; q < t && sp[ids[q]].score >= groupScore; q++) {
                    remaining++;
                    int mq = stable[ids[q]];
                    if (mq >= groupBegin && mq < nextGroupBegin) {
                        remainingMatched++;
                    }
                }
            }
            if (remainingMatched == 0) {
                continue;
            }
            int v = ids[p];
            if (remaining <= remainingMatched) {
                matched[v] = true;
                continue;
            }
            remaining--;
            if (stable[v] < groupBegin || stable[v] >= nextGroupBegin) {
                engine.prepare(v);
                wts.boost[p] = 1;
                stable = compute();
            }
            if (stable[v] >= groupBegin && stable[v] < nextGroupBegin) {
                matched[v] = true;
                remainingMatched--;
                engine.prepare(v);
                wts.boost[p] = residents + 1;
            }
        }

        phase("C");
        // their opponents: the highest resident that keeps the pairing optimal
        for (int p = 0; p < m; p++) {
            int v = ids[p];
            if (!matched[v]) {
                continue;
            }
            int addend = t;
            Arrays.fill(wts.addendC, 0);
            for (int o = r - 1; o >= m; o--) {
                if (matched[ids[o]]) {
                    continue;
                }
                if (wts.hasBase(p, o, scratch)) {
                    wts.addendC[o] = addend++;
                }
            }
            engine.prepare(v);
            wts.cPlayer = p;
            stable = compute();
            int q = stable[v];
            matched[q] = true;
            wts.cPlayer = -1;
            fix(v, q);
        }

        // the remainder: residents not paired with moved-down players
        List<Integer> rem = new ArrayList<>();
        int remainderPairs = 0;
        for (int p = m; p < r; p++) {
            int v = ids[p];
            if (stable[v] < groupBegin) {
                continue;
            }
            wts.remIdx[p] = rem.size();
            rem.add(p);
            if (stable[v] < v) {
                remainderPairs++;
            }
        }
        int[] remainder = rem.stream().mapToInt(Integer::intValue).toArray();
        wts.remainderPairs = remainderPairs;
        if (remainder.length == 0) {
            return matched;
        }

        phase("E");
        // D.2: the fewest exchanges between S1 and S2, then the smallest differences of BSNs
        wts.exchangeActive = true;
        for (int p : remainder) {
            engine.prepare(ids[p]);
        }
        stable = compute();
        int exchangeCount = 0;
        for (int idx = 0; idx < remainderPairs; idx++) {
            int v = ids[remainder[idx]];
            if (stable[v] <= v || stable[v] >= nextGroupBegin) {
                exchangeCount++;
            }
        }
        phase("F");
        // the S1 players to exchange: the lowest where possible
        int left = exchangeCount;
        for (int idx = remainderPairs; idx > 0 && left > 0; ) {
            idx--;
            int p = remainder[idx];
            int v = ids[p];
            boolean tested = false;
            if (stable[v] > v && stable[v] < nextGroupBegin) {
                engine.prepare(v);
                wts.testMinus = p;
                stable = compute();
                wts.testMinus = -1;
                tested = true;
            }
            boolean exchange = stable[v] <= v || stable[v] >= nextGroupBegin;
            if (exchange) {
                left--;
                wts.zeroLaterRem[p] = true;
            }
            if (tested || exchange) {
                engine.prepare(v);
            }
        }
        // the S2 players to exchange: the highest where possible
        left = exchangeCount;
        for (int idx = remainderPairs; idx < remainder.length && left > 1; idx++) {
            int p = remainder[idx];
            int v = ids[p];
            boolean already = stable[v] > v && stable[v] < nextGroupBegin;
            if (!already) {
                engine.prepare(v);
                wts.testPlus = p;
                stable = compute();
            }
            boolean exchange = stable[v] > v && stable[v] < nextGroupBegin;
            if (exchange) {
                left--;
                wts.zeroEarlierRemAndNext[p] = true;
                engine.prepare(v);
            }
            if (!already) {
                wts.testPlus = -1;
                engine.prepare(v);
            }
        }
        // S1 is fixed: within the remainder only S1 → S2 pairs remain
        for (int p : remainder) {
            int v = ids[p];
            wts.s1Final[p] = stable[v] > v && stable[v] < nextGroupBegin;
        }
        wts.exchangeActive = false;
        wts.hDone = true;
        for (int p : remainder) {
            engine.prepare(ids[p]);
        }
        phase("I");
        // D.1: each S1 player in order takes the first S2 player that keeps the pairing optimal
        for (int p : remainder) {
            int v = ids[p];
            if (!(stable[v] > v && stable[v] < nextGroupBegin)) {
                continue;
            }
            // the first S2 player v may still meet: when the optimum already pairs them, every optimum with
            // the preference for earlier opponents does too (the preference is the lowest field), so there
            // is nothing to compute
            int first = -1;
            for (int o : remainder) {
                if (o > p && !matched[ids[o]] && wts.hasBase(p, o, scratch)) {
                    first = o;
                    break;
                }
            }
            if (first >= 0 && stable[v] == ids[first]) {
                shortcuts++;
                matched[v] = true;
                matched[ids[first]] = true;
                fix(v, ids[first]);
                continue;
            }
            int addend = 0;
            Arrays.fill(wts.addendI, 0);
            for (int k = remainder.length - 1; k >= 0; k--) {
                int o = remainder[k];
                if (o <= p || matched[ids[o]]) {
                    continue;
                }
                if (wts.hasBase(p, o, scratch)) {
                    wts.addendI[o] = addend;
                }
                addend++;
            }
            engine.prepare(v);
            wts.iPlayer = p;
            stable = compute();
            int q = stable[v];
            matched[v] = true;
            matched[q] = true;
            wts.iPlayer = -1;
            fix(v, q);
        }
        phase("end");
        return matched;
    }

    private void fix(int v, int q) {
        engine.prepare(v);
        engine.prepare(q);
        wts.fixedMate[v] = q;
        wts.fixedMate[q] = v;
    }

    /** No pairing satisfies the absolute criteria. */
    static final class NoPairingException extends Exception {
        private static final long serialVersionUID = 1L;

        private final String chinese;

        NoPairingException(String[] zhEn) {
            super(zhEn[1]);
            this.chinese = zhEn[0];
        }

        String chinese() {
            return chinese;
        }
    }
}
