package org.qicai.plugin.dutch;

import java.util.Arrays;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maximum weight matching on a general graph (Edmonds' blossom algorithm in its primal-dual form),
 * with exact multi-word weights read from a {@link WeightOracle} and incremental re-optimisation:
 * after {@link #prepare} of the vertices whose edges change, {@link #compute} repairs the previous
 * optimum instead of starting again. The Dutch pairing changes the weights of one or two vertices
 * at a time (hundreds of times per bracket), so this is what makes it fast.
 *
 * <p>Invariants between calls (complementary slackness): with weights doubled, every edge has
 * slack {@code u[x] + u[y] + Σ z[B] − 2w ≥ 0} over the blossoms containing both ends, matched edges
 * and blossom edges have slack 0, a blossom with {@code z > 0} is full, and a free vertex has
 * {@code u = 0}. A stage grows one alternating tree from one free vertex with positive dual.
 */
final class MatchingEngine {
    private static final Logger LOG = LoggerFactory.getLogger(MatchingEngine.class);
    private static final int FREE = 0;
    private static final int S = 1;
    private static final int T = 2;

    private final int n;
    private final int w;
    private final WeightOracle oracle;

    private final int[] mate;
    private final int[] top;
    private final int[] parent;
    private final int[][] childs;
    private final int[][] edgeA;
    private final int[][] edgeB;
    private final int[] base;
    private final long[] u;
    private final long[] z;
    private final int[] label;
    private final int[] labelFrom;
    private final int[] labelTo;
    private final int[] bestFrom;
    private final long[] bestW;
    private final int[] bestSFrom;
    private final long[] bestSW;
    private final boolean[] dirty;
    private final boolean[] reset;
    /** Reset hubs whose dual is set after the others' ({@link WeightOracle#hub}). */
    private final boolean[] hubPending;
    private boolean anyReset;
    private final int[] dirtyList;
    private int dirtyCount;
    private final int[] freeIds;
    private int freeIdCount;
    private final int[] queue;
    private int qHead;
    private int qTail;
    private final boolean[] candidate;
    private final int[] candidates;
    private int candidateCount;
    private final int[] mark;
    private int stamp;
    private boolean initialized;

    private final long[] wt;
    private int[] active;
    private int[] far;
    private final long[] minUFar;
    private final long[] dCum;
    private final long[] bound;
    private int[] defS;
    private long[] defLB;
    private int defCount;
    /** The far vertices as one blossom (their pairs all tight, their duals moving together), or −1. */
    private int farB = -1;
    private int farVersion = -1;
    private int[] farLeaves = new int[0];
    private int[] farOutside = new int[0];
    private int[] farAll;
    private int[] repOf;
    long farBlossoms;
    private boolean expandAllDeferred;
    /** Far vertices labelled S in this stage. */
    private final int[] farS;
    private int farSCount;
    long deferrals;
    long expansions;
    private final long[] t1;
    private final long[] t2;
    private final long[] delta;

    /**
     * Whether to check the feasibility invariants after the pre-stage and every stage (slow; tests and
     * debugging only). Per engine, never global: a plugin keeps no state between calls.
     */
    boolean check;

    /** Counts for the benchmark and tests. */
    long stages;
    long scans;
    long dualSteps;
    long fixes;

    MatchingEngine(int n, WeightOracle oracle) {
        this.n = n;
        this.w = oracle.words();
        this.oracle = oracle;
        mate = new int[n];
        top = new int[n];
        parent = new int[2 * n];
        childs = new int[2 * n][];
        edgeA = new int[2 * n][];
        edgeB = new int[2 * n][];
        base = new int[2 * n];
        u = new long[n * w];
        z = new long[2 * n * w];
        label = new int[2 * n];
        labelFrom = new int[2 * n];
        labelTo = new int[2 * n];
        bestFrom = new int[n];
        bestW = new long[n * w];
        bestSFrom = new int[n];
        bestSW = new long[n * w];
        dirty = new boolean[n];
        reset = new boolean[n];
        hubPending = new boolean[n];
        dirtyList = new int[n];
        freeIds = new int[n];
        queue = new int[n];
        candidate = new boolean[n];
        candidates = new int[n];
        mark = new int[2 * n];
        wt = new long[w];
        minUFar = new long[w];
        dCum = new long[w];
        bound = new long[w];
        farS = new int[n];
        repOf = new int[n];
        Arrays.fill(repOf, -1);
        defS = new int[16];
        defLB = new long[16 * w];
        t1 = new long[w];
        t2 = new long[w];
        delta = new long[w];
        Arrays.fill(mate, -1);
        Arrays.fill(parent, -1);
        for (int v = 0; v < n; v++) {
            top[v] = v;
            base[v] = v;
        }
        for (int b = 2 * n - 1; b >= n; b--) {
            freeIds[freeIdCount++] = b;
            base[b] = -1;
        }
    }

    int size() {
        return n;
    }

    /** The vertex matched to {@code v}, or −1. Valid after {@link #compute}. */
    int mate(int v) {
        return mate[v];
    }

    /**
     * Must be called for every vertex whose incident edge weights are about to change. The
     * matching is kept; {@link #compute} raises the duals of the changed vertices (in increasing
     * vertex order) just enough to stay feasible and unmatches the edges that are no longer tight.
     */
    void prepare(int v) {
        if (!initialized) {
            return;
        }
        while (top[v] != v) {
            dissolve(top[v]);
        }
        if (!dirty[v]) {
            dirty[v] = true;
            dirtyList[dirtyCount++] = v;
        }
    }

    /**
     * Like {@link #prepare}, for a vertex whose edges all change at once together with many others
     * (a new bracket): its dual restarts from half its heaviest edge to another reset vertex, which
     * keeps equal pairs tight when all weights are alike.
     */
    void reset(int v) {
        if (!initialized) {
            return;
        }
        prepare(v);
        reset[v] = true;
        anyReset = true;
    }

    /** Makes the matching a maximum weight matching for the current weights. */
    void compute() {
        if (!initialized) {
            initialize();
        }
        active = oracle.activeVertices();
        far = oracle.farVertices();
        if (far != null && far.length == 0) {
            far = null;
        }
        if (oracle.farVersion() != farVersion) {
            farVersion = oracle.farVersion();
            buildFarBlossom();
        } else if (farB >= 0) {
            far = farOutside.length == 0 ? null : farOutside;
        }
        if (dirtyCount > 0) {
            minFarDual(minUFar);
            Arrays.sort(dirtyList, 0, dirtyCount);
            if (anyReset) {
                // reset vertices whose weights are separable among themselves take the dual that
                // makes all those edges tight; the others restart from their heaviest edge
                for (int i = 0; i < dirtyCount; i++) {
                    int v = dirtyList[i];
                    if (reset[v] && top[v] != v) {
                    reset[v] = false; // a leaf of the far blossom keeps its separable dual
                } else if (reset[v] && oracle.separableDual(v, u, v * w)) {
                        reset[v] = false;
                    }
                }
                boolean anyHub = false;
                for (int i = 0; i < dirtyCount; i++) {
                    int v = dirtyList[i];
                    if (reset[v] && oracle.hub(v)) {
                        hubPending[v] = true;
                        anyHub = true;
                    }
                }
                for (int i = 0; i < dirtyCount; i++) {
                    int v = dirtyList[i];
                    if (reset[v] && !hubPending[v]) {
                        restart(v);
                    }
                }
                // hubs last, each the least dual that covers its edges given the others' (feasible)
                if (anyHub) {
                    for (int i = 0; i < dirtyCount; i++) {
                        int v = dirtyList[i];
                        if (hubPending[v]) {
                            tighten(v);
                            hubPending[v] = false;
                        }
                    }
                }
            }
            // each changed vertex takes the smallest dual that keeps its edges feasible: near-uniform
            // duals keep many edges tight, so most pairs survive and the rest match greedily; a
            // restarted vertex keeps its symmetric dual
            for (int i = 0; i < dirtyCount; i++) {
                int v = dirtyList[i];
                if (top[v] == v) {
                    tighten(v);
                }
            }
            if (anyReset) {
                for (int i = 0; i < dirtyCount; i++) {
                    reset[dirtyList[i]] = false;
                }
                anyReset = false;
            }
            for (int i = 0; i < dirtyCount; i++) {
                int v = dirtyList[i];
                int q = mate[v];
                if (q >= 0 && top[v] == v && !isTight(v, q)) {
                    mate[v] = -1;
                    mate[q] = -1;
                    addCandidate(q);
                }
            }
            for (int i = 0; i < dirtyCount; i++) {
                int v = dirtyList[i];
                dirty[v] = false;
                if (mate[v] == -1 && top[v] == v && Wide.signum(u, v * w, w) > 0) {
                    greedyMatch(v);
                }
                addCandidate(v);
            }
            if (dirtyCount > 100 && LOG.isTraceEnabled()) {
                int free = 0;
                for (int i = 0; i < dirtyCount; i++) {
                    if (mate[dirtyList[i]] == -1) {
                        free++;
                    }
                }
                LOG.trace("pre-stage: dirty {} free after greedy {}", dirtyCount, free);
            }
            dirtyCount = 0;
        }
        if (check) {
            String bad = checkFeasible();
            if (bad != null) throw new IllegalStateException("after pre-stage: " + bad);
        }
        while (candidateCount > 0) {
            int v = candidates[--candidateCount];
            candidate[v] = false;
            if (mate[v] == -1 && Wide.signum(u, v * w, w) > 0) {
                runStage(v);
                if (check) {
                    String bad = checkFeasible();
                    if (bad != null) throw new IllegalStateException("after stage from " + v + ": " + bad);
                }
            }
        }
    }


    String checkFeasible() {
        String r = checkInvariants();
        if (r != null && (r.startsWith("negative") || r.startsWith("matched edge"))) {
            return r;
        }
        return null;
    }

    /** The edge (v, q) between a trivial top-level vertex v and q has slack 0. */
    private boolean isTight(int v, int q) {
        if (!oracle.weight(v, q, wt, 0)) {
            return false;
        }
        slack(v, q, wt, 0, t1);
        return Wide.isZero(t1, 0, w);
    }

    /** Matches free vertex v (trivial, top-level) to a free vertex over a tight edge, if there is one. */
    private void greedyMatch(int v) {
        int fp = oracle.fixedPartner(v);
        if (fp >= 0) {
            if (mate[fp] == -1 && top[fp] != top[v] && isTight(v, fp)) {
                mate[v] = fp;
                mate[fp] = v;
            }
            return;
        }
        if (greedyIn(v, active, active == null ? n : active.length)) {
            return;
        }
        if (farB >= 0) {
            int b0 = base[farB];
            if (mate[b0] == -1 && top[b0] != top[v] && isTight(v, b0)) {
                mate[v] = b0;
                mate[b0] = v;
                return;
            }
        }
        if (far != null && (oracle.isFar(v) || farReachable(v, minUFar))) {
            greedyIn(v, far, far.length);
        }
    }

    private boolean greedyIn(int v, int[] list, int count) {
        for (int i = 0; i < count; i++) {
            int x = list == null ? i : list[i];
            if (x != v && mate[x] == -1 && top[x] != top[v] && isTight(v, x)) {
                mate[v] = x;
                mate[x] = v;
                return true;
            }
        }
        return false;
    }

    /** min dual over the far vertices, into out (large when there are none). */
    private void minFarDual(long[] out) {
        boolean first = true;
        if (far != null) {
            for (int x : far) {
                if (first || Wide.compare(u, x * w, out, 0, w) < 0) {
                    Wide.copy(u, x * w, out, 0, w);
                    first = false;
                }
            }
        }
        if (first) {
            Wide.zero(out, 0, w);
        }
    }

    /** Whether an edge from non-far s to a far vertex can have slack ≤ 0 now (given the least far dual). */
    private boolean farReachable(int s, long[] minU) {
        if (!oracle.farBound(s, bound, 0)) {
            return false;
        }
        farLowerBound(s, minU, t2);
        return Wide.signum(t2, 0, w) <= 0;
    }

    /** A lower bound of the slack of every edge from s to a far vertex: u[s] + min far dual − 2·bound, into out. */
    private void farLowerBound(int s, long[] minU, long[] out) {
        Wide.add(u, s * w, minU, 0, out, 0, w);
        Wide.sub(out, 0, bound, 0, out, 0, w);
        Wide.sub(out, 0, bound, 0, out, 0, w);
    }

    private void addCandidate(int v) {
        if (!candidate[v]) {
            candidate[v] = true;
            candidates[candidateCount++] = v;
        }
    }

    private void initialize() {
        initialized = true;
        active = oracle.activeVertices();
        far = oracle.farVertices();
        if (far != null && far.length == 0) {
            far = null;
        }
        // vertices with separable weights take the dual that makes all their edges tight; the
        // others restart from half their heaviest edge (u + u − 2w ≥ 0 for every edge)
        for (int v = 0; v < n; v++) {
            if (!oracle.separableDual(v, u, v * w)) {
                Wide.zero(u, v * w, w);
                reset[v] = true;
                anyReset = true;
            }
            dirty[v] = true;
            dirtyList[dirtyCount++] = v;
        }
    }

    /** u[v] = max(0, max over reset x of w(v,x), max over other x of 2w(v,x) − u[x]). */
    private void restart(int v) {
        Wide.zero(t2, 0, w);
        int fp = oracle.fixedPartner(v);
        if (fp >= 0) {
            restartWith(v, fp);
        } else {
            int count = active == null ? n : active.length;
            for (int i = 0; i < count; i++) {
                restartWith(v, active == null ? i : active[i]);
            }
            if (farB >= 0 && repOf[v] >= 0) {
                restartWith(v, repOf[v]);
            }
            if (far != null && !oracle.isFar(v) && farMayExceed(v, t2)) {
                for (int x : far) {
                    restartWith(v, x);
                }
            } else if (far != null && oracle.isFar(v)) {
                for (int x : far) {
                    restartWith(v, x);
                }
            }
        }
        Wide.copy(t2, 0, u, v * w, w);
    }

    private void restartWith(int v, int x) {
        if (x == v || hubPending[x] || !oracle.weight(v, x, wt, 0)) {
            return;
        }
        if (reset[x]) {
            Wide.copy(wt, 0, t1, 0, w);
        } else {
            Wide.twice(wt, 0, t1, 0, w);
            Wide.sub(t1, 0, u, x * w, t1, 0, w);
        }
        if (Wide.compare(t1, 0, t2, 0, w) > 0) {
            Wide.copy(t1, 0, t2, 0, w);
        }
    }

    /** Whether 2w(v,x) − u[x] can exceed {@code best} for a far x (far vertices are never reset). */
    private boolean farMayExceed(int v, long[] best) {
        if (!oracle.farBound(v, bound, 0)) {
            return false;
        }
        long[] c = new long[w];
        Wide.twice(bound, 0, c, 0, w);
        Wide.sub(c, 0, minUFar, 0, c, 0, w);
        return Wide.compare(c, 0, best, 0, w) > 0;
    }

    /** u[v] = max(0, max over x of 2w(v,x) − u[x]): the least feasible dual; v is a trivial top-level blossom. */
    private void tighten(int v) {
        fixes++;
        Wide.zero(t2, 0, w);
        int fp = oracle.fixedPartner(v);
        if (fp >= 0) {
            tightenWith(v, fp);
        } else {
            int count = active == null ? n : active.length;
            for (int i = 0; i < count; i++) {
                tightenWith(v, active == null ? i : active[i]);
            }
            if (farB >= 0 && repOf[v] >= 0) {
                tightenWith(v, repOf[v]);
            }
            if (far != null && (oracle.isFar(v) || farMayExceed(v, t2))) {
                for (int x : far) {
                    tightenWith(v, x);
                }
            }
        }
        Wide.copy(t2, 0, u, v * w, w);
    }

    private void tightenWith(int v, int x) {
        if (x == v || hubPending[x] || !oracle.weight(v, x, wt, 0)) {
            return;
        }
        Wide.twice(wt, 0, t1, 0, w);
        Wide.sub(t1, 0, u, x * w, t1, 0, w);
        if (Wide.compare(t1, 0, t2, 0, w) > 0) {
            Wide.copy(t1, 0, t2, 0, w);
        }
    }

    /** Moves the dual of top-level blossom {@code b} into its vertices and removes the blossom. */
    private void dissolve(int b) {
        int zo = b * w;
        if (!Wide.isZero(z, zo, w)) {
            Wide.half(z, zo, t1, 0, w);
            addToLeaves(b, t1);
            int bs = base[b];
            if (mate[bs] >= 0) {
                int q = mate[bs];
                mate[q] = -1;
                mate[bs] = -1;
                addCandidate(q);
            }
            addCandidate(bs); // free now, with a positive dual

            Wide.zero(z, zo, w);
        }
        for (int c : childs[b]) {
            parent[c] = -1;
            setTop(c, c);
        }
        releaseId(b);
    }

    private void addToLeaves(int b, long[] amount) {
        if (b < n) {
            Wide.add(u, b * w, amount, 0, u, b * w, w);
            return;
        }
        for (int c : childs[b]) {
            addToLeaves(c, amount);
        }
    }

    private void setTop(int b, int t) {
        if (b < n) {
            top[b] = t;
            return;
        }
        for (int c : childs[b]) {
            setTop(c, t);
        }
    }

    private void releaseId(int b) {
        childs[b] = null;
        edgeA[b] = null;
        edgeB[b] = null;
        base[b] = -1;
        parent[b] = -1;
        label[b] = FREE;
        freeIds[freeIdCount++] = b;
    }


    // ------------------------------------------------------------- the far blossom

    /**
     * The score groups below the bracket: every pair of them weighs φ(x) + φ(y), so with the
     * separable duals all their pairs are tight. They are matched among themselves and gathered into
     * one blossom whose leaves keep equal excess duals; an edge from another vertex to the blossom
     * is then as tight through any compatible leaf, and one representative leaf per vertex is
     * enough (instead of scanning hundreds of leaves that can never matter separately).
     */
    private void buildFarBlossom() {
        dropFarBlossomIfAny();
        farAll = far;
        if (far == null || active == null || active.length == 0 || far.length < 3) {
            return;
        }
        long[] tmp = new long[w];
        for (int x : far) {
            while (top[x] != x) {
                dissolve(top[x]);
            }
        }
        for (int x : far) {
            if (!oracle.separableDual(x, tmp, 0)) {
                return;
            }
        }
        boolean[] isFar = new boolean[n];
        for (int x : far) {
            isFar[x] = true;
            oracle.separableDual(x, u, x * w);
        }
        for (int x : far) {
            int m = mate[x];
            if (m >= 0 && !isFar[m]) {
                mate[x] = -1;
                mate[m] = -1;
                addCandidate(m);
            }
        }
        // far vertices left free pair up among themselves (every compatible far pair is tight)
        for (int x : far) {
            if (mate[x] != -1) {
                continue;
            }
            for (int y : far) {
                if (y != x && mate[y] == -1 && oracle.weight(x, y, tmp, 0)) {
                    mate[x] = y;
                    mate[y] = x;
                    break;
                }
            }
        }
        for (int x : far) {
            if (mate[x] == -1 && Wide.signum(u, x * w, w) > 0) {
                addCandidate(x);
            }
        }
        int base0 = -1;
        int outside = -1;
        java.util.List<int[]> pairs = new java.util.ArrayList<>();
        java.util.List<Integer> loose = new java.util.ArrayList<>();
        for (int x : far) {
            int m = mate[x];
            if (m == -1) {
                if (base0 < 0) {
                    base0 = x;
                } else {
                    loose.add(x);
                }
            } else if (m > x) {
                pairs.add(new int[] {x, m});
            }
        }
        if (base0 < 0) {
            if (pairs.size() < 2) {
                return;
            }
            int[] p0 = pairs.remove(0);
            base0 = p0[0];
            outside = p0[1];
        }
        if (pairs.isEmpty()) {
            return;
        }
        // a cycle base, a1 a1', a2 a2', …: consecutive ends compatible
        int[] order = new int[2 * pairs.size()];
        boolean[] used = new boolean[pairs.size()];
        int end = base0;
        for (int k = 0; k < pairs.size(); k++) {
            int found = -1;
            boolean flip = false;
            for (int q = 0; q < pairs.size() && found < 0; q++) {
                if (used[q]) {
                    continue;
                }
                int[] pq = pairs.get(q);
                if (oracle.weight(end, pq[0], tmp, 0)) {
                    found = q;
                } else if (oracle.weight(end, pq[1], tmp, 0)) {
                    found = q;
                    flip = true;
                }
            }
            if (found < 0) {
                return;
            }
            used[found] = true;
            int[] pq = pairs.get(found);
            order[2 * k] = flip ? pq[1] : pq[0];
            order[2 * k + 1] = flip ? pq[0] : pq[1];
            end = order[2 * k + 1];
        }
        if (!oracle.weight(end, base0, tmp, 0)) {
            return;
        }
        int k = order.length + 1;
        int[] ch = new int[k];
        int[] ea = new int[k];
        int[] eb = new int[k];
        ch[0] = base0;
        System.arraycopy(order, 0, ch, 1, order.length);
        for (int i = 0; i < k; i++) {
            ea[i] = ch[i];
            eb[i] = ch[(i + 1) % k];
        }
        int b = freeIds[--freeIdCount];
        childs[b] = ch;
        edgeA[b] = ea;
        edgeB[b] = eb;
        base[b] = base0;
        parent[b] = -1;
        label[b] = FREE;
        Wide.zero(z, b * w, w);
        for (int c : ch) {
            parent[c] = b;
            top[c] = b;
        }
        farB = b;
        farBlossoms++;
        farLeaves = ch;
        int outsideCount = far.length - k;
        farOutside = new int[outsideCount];
        int oi = 0;
        for (int x : far) {
            if (parent[x] != b) {
                farOutside[oi++] = x;
            }
        }
        for (int v = 0; v < n; v++) {
            repOf[v] = -1;
        }
        for (int v : active) {
            repOf[v] = compatibleLeaf(v, tmp);
        }
        for (int x : farOutside) {
            repOf[x] = compatibleLeaf(x, tmp);
        }
        far = farOutside.length == 0 ? null : farOutside;
    }

    private boolean isLeafOf(int v, int b) {
        for (int t = parent[v]; t != -1; t = parent[t]) {
            if (t == b) {
                return true;
            }
        }
        return false;
    }

    private int compatibleLeaf(int v, long[] tmp) {
        for (int y : farLeaves) {
            if (y != v && oracle.weight(v, y, tmp, 0)) {
                return y;
            }
        }
        return -1;
    }

    private void dropFarBlossomIfAny() {
        if (farB >= 0 && base[farB] >= 0) {
            int b = farB;
            farB = -1;
            while (parent[b] != -1) {
                int p = parent[b];
                while (parent[p] != -1) {
                    p = parent[p];
                }
                dissolve(p);
            }
            dissolve(b);
        }
        farB = -1;
    }

    /** The far blossom is being expanded (a T-blossom whose dual reached zero): back to single far vertices. */
    private void dropFarBlossom() {
        farB = -1;
        far = farAll;
        for (int v = 0; v < n; v++) {
            repOf[v] = -1;
        }
        // their best edges from S-vertices were only recorded for representatives: recompute them
        int[] leaves = farLeaves;
        farLeaves = new int[0];
        for (int y : leaves) {
            bestFrom[y] = -1;
        }
        // deferred far scans were bounded without these leaves: look at them all again
        expandAllDeferred = true;
        minFarDual(minUFar);
        for (int s = 0; s < n; s++) {
            if (label[top[s]] != S) {
                continue;
            }
            for (int y : leaves) {
                if (y != s && top[y] != top[s] && oracle.weight(s, y, wt, 0)) {
                    slack(s, y, wt, 0, t1);
                    if (bestFrom[y] == -1 || lessThanBest(y, t1)) {
                        bestFrom[y] = s;
                        Wide.copy(wt, 0, bestW, y * w, w);
                    }
                }
            }
        }
    }

    /** The far blossom is an S-blossom: its edges out, through each vertex's representative leaf. */
    private boolean scanFarBlossom() {
        scans++;
        int count = active == null ? n : active.length;
        for (int i = 0; i < count; i++) {
            int x = active == null ? i : active[i];
            if (farB < 0) {
                return false;
            }
            if (repOf[x] >= 0 && visit(repOf[x], x)) {
                return true;
            }
        }
        if (far != null) {
            for (int x : far) {
                if (farB >= 0 && repOf[x] >= 0 && visit(repOf[x], x)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- stage

    private int stageRoot;

    private void runStage(int root) {
        stages++;
        stageRoot = root;
        if (far != null && oracle.isFar(root)) {
            farRoots++;
        }
        Arrays.fill(label, FREE);
        Arrays.fill(bestFrom, -1);
        Arrays.fill(bestSFrom, -1);
        qHead = 0;
        qTail = 0;
        defCount = 0;
        farSCount = 0;
        expandAllDeferred = false;
        Wide.zero(dCum, 0, w);
        minFarDual(minUFar);
        int b0 = top[root];
        label[b0] = S;
        labelFrom[b0] = -1;
        labelTo[b0] = -1;
        enqueueLeaves(b0);
        while (true) {
            while (qHead < qTail) {
                int s = queue[qHead++];
                if (s < 0 ? scanFarBlossom() : scan(s)) {
                    endStage();
                    return;
                }
            }
            int r = dualStep();
            if (r == STAGE_END) {
                endStage();
                return;
            }
        }
    }

    private static final int STAGE_END = 1;
    private static final int GO_ON = 0;

    private void enqueueLeaves(int b) {
        if (b == farB) {
            queue[qTail++] = -1;
            return;
        }
        if (b < n) {
            queue[qTail++] = b;
            if (far != null && oracle.isFar(b)) {
                farS[farSCount++] = b;
            }
            return;
        }
        for (int c : childs[b]) {
            enqueueLeaves(c);
        }
    }

    /** slack of edge (x, y) in different top-level blossoms whose weight is in wt: into r. */
    private void slack(int x, int y, long[] weight, int wo, long[] r) {
        Wide.sumMinusTwice(u, x * w, u, y * w, weight, wo, r, 0, w);
    }

    /** Scans the edges of S-vertex s; returns true when the stage ended (augmentation). */
    long farScans;
    long farRoots;

    private boolean scan(int s) {
        scans++;
        if (far != null && oracle.isFar(s)) {
            farScans++;
        }
        int fp = oracle.fixedPartner(s);
        if (fp >= 0) {
            return visit(s, fp);
        }
        int count = active == null ? n : active.length;
        for (int i = 0; i < count; i++) {
            if (visit(s, active == null ? i : active[i])) {
                return true;
            }
        }
        if (farB >= 0 && repOf[s] >= 0 && visit(s, repOf[s])) {
            return true;
        }
        if (far == null) {
            return false;
        }
        if (!oracle.isFar(s)) {
            if (!oracle.farBound(s, bound, 0)) {
                return false;
            }
            farLowerBound(s, minUFar, t2);
            if (Wide.signum(t2, 0, w) > 0) {
                // no edge to an unlabelled far vertex can be tight yet: look at them only when the
                // duals have moved that far; far S-vertices (whose duals fall) are looked at now
                for (int i = 0; i < farSCount; i++) {
                    if (visit(s, farS[i])) {
                        return true;
                    }
                }
                defer(s, t2);
                return false;
            }
        }
        return scanFar(s);
    }

    private boolean scanFar(int s) {
        for (int x : far) {
            if (visit(s, x)) {
                return true;
            }
        }
        return false;
    }

    private void defer(int s, long[] lb) {
        deferrals++;
        if (defCount == defS.length) {
            defS = Arrays.copyOf(defS, defCount * 2);
            defLB = Arrays.copyOf(defLB, defCount * 2 * w);
        }
        defS[defCount] = s;
        Wide.add(lb, 0, dCum, 0, defLB, defCount * w, w);
        defCount++;
    }

    /** Looks at edge (s, x) from S-vertex s; returns true when the stage ended (augmentation). */
    private boolean visit(int s, int x) {
        int bx = top[x];
        if (x == s || bx == top[s]) {
            return false;
        }
        if (bx == x && label[x] == T) {
            // a single T-vertex stays T until the stage ends or an S-blossom takes it in, and the slack of
            // its edges to S-vertices does not move with the duals: its edges need not be weighed
            return false;
        }
        if (!oracle.weight(s, x, wt, 0)) {
            return false;
        }
        slack(s, x, wt, 0, t1);
        if (label[bx] == S) {
            if (Wide.isZero(t1, 0, w)) {
                addBlossom(s, x);
            } else if (bestSFrom[s] == -1 || lessThanBestS(s, t1)) {
                bestSFrom[s] = x;
                Wide.copy(wt, 0, bestSW, s * w, w);
            }
            return false;
        }
        if (label[bx] == FREE && Wide.isZero(t1, 0, w)) {
            if (mate[base[bx]] == -1) {
                augment(s, x);
                return true;
            }
            labelT(bx, s, x);
        }
        if (bestFrom[x] == -1 || lessThanBest(x, t1)) {
            bestFrom[x] = s;
            Wide.copy(wt, 0, bestW, x * w, w);
        }
        return false;
    }

    private boolean lessThanBest(int x, long[] sl) {
        slack(bestFrom[x], x, bestW, x * w, t2);
        return Wide.compare(sl, 0, t2, 0, w) < 0;
    }

    private boolean lessThanBestS(int s, long[] sl) {
        slack(s, bestSFrom[s], bestSW, s * w, t2);
        return Wide.compare(sl, 0, t2, 0, w) < 0;
    }

    private void recomputeBestS(int s) {
        bestSFrom[s] = -1;
        if (farB >= 0 && isLeafOf(s, farB)) {
            // a leaf of the far blossom stands for the edges of the vertices it represents
            int count = active == null ? n : active.length;
            for (int i = 0; i < count; i++) {
                int x = active == null ? i : active[i];
                if (repOf[x] == s) {
                    bestSWith(s, x);
                }
            }
            if (far != null) {
                for (int x : far) {
                    if (repOf[x] == s) {
                        bestSWith(s, x);
                    }
                }
            }
            return;
        }
        int fp = oracle.fixedPartner(s);
        if (fp >= 0) {
            bestSWith(s, fp);
            return;
        }
        int count = active == null ? n : active.length;
        for (int i = 0; i < count; i++) {
            bestSWith(s, active == null ? i : active[i]);
        }
        if (farB >= 0 && repOf[s] >= 0) {
            bestSWith(s, repOf[s]);
        }
        if (far != null) {
            for (int x : far) {
                bestSWith(s, x);
            }
        }
    }

    private void bestSWith(int s, int x) {
        if (x == s || top[x] == top[s] || label[top[x]] != S || !oracle.weight(s, x, wt, 0)) {
            return;
        }
        slack(s, x, wt, 0, t1);
        if (bestSFrom[s] == -1 || lessThanBestS(s, t1)) {
            bestSFrom[s] = x;
            Wide.copy(wt, 0, bestSW, s * w, w);
        }
    }

    private void labelT(int bx, int s, int x) {
        label[bx] = T;
        labelFrom[bx] = s;
        labelTo[bx] = x;
        int b = base[bx];
        int m = mate[b];
        int bm = top[m];
        if (label[bm] != FREE) {
            throw new IllegalStateException("labelT " + bx + " from " + s + " via " + x + ": mate blossom " + bm
                    + " already labelled " + label[bm] + " (farB " + farB + ", top[s] " + top[s] + ", root " + stageRoot
                    + " top[root] " + top[stageRoot] + ", base[bm] " + base[bm] + " labelFrom[bm] " + labelFrom[bm]
                    + ", mate[x] " + m + ", base[bx] " + b + ", mate[root] " + mate[stageRoot] + ")");
        }
        label[bm] = S;
        labelFrom[bm] = b;
        labelTo[bm] = m;
        enqueueLeaves(bm);
    }

    /** One dual adjustment; returns STAGE_END when the stage ended, else GO_ON. */
    private int dualStep() {
        dualSteps++;
        int type = 0;
        int arg = -1;
        // delta1: an S-vertex dual reaches zero
        for (int v = 0; v < n; v++) {
            if (label[top[v]] == S && (type == 0 || Wide.compare(u, v * w, delta, 0, w) < 0)) {
                Wide.copy(u, v * w, delta, 0, w);
                type = 1;
                arg = v;
            }
        }
        // delta2: an edge from S to a free blossom becomes tight
        for (int v = 0; v < n; v++) {
            if (bestFrom[v] >= 0 && label[top[v]] == FREE) {
                slack(bestFrom[v], v, bestW, v * w, t1);
                if (Wide.compare(t1, 0, delta, 0, w) < 0) {
                    Wide.copy(t1, 0, delta, 0, w);
                    type = 2;
                    arg = v;
                }
            }
        }
        // delta3: an edge between two S-blossoms becomes tight (half its slack)
        for (int v = 0; v < n; v++) {
            if (label[top[v]] != S || bestSFrom[v] < 0) {
                continue;
            }
            if (top[bestSFrom[v]] == top[v] || label[top[bestSFrom[v]]] != S) {
                recomputeBestS(v);
                if (bestSFrom[v] < 0) {
                    continue;
                }
            }
            slack(v, bestSFrom[v], bestSW, v * w, t1);
            if (Wide.isOdd(t1, 0)) {
                throw new IllegalStateException("odd slack between S-vertices " + v + " and " + bestSFrom[v]);
            }
            Wide.half(t1, 0, t1, 0, w);
            if (Wide.compare(t1, 0, delta, 0, w) < 0) {
                Wide.copy(t1, 0, delta, 0, w);
                type = 3;
                arg = v;
            }
        }
        // delta4: a T-blossom dual reaches zero
        for (int b = n; b < 2 * n; b++) {
            if (base[b] >= 0 && parent[b] == -1 && label[b] == T) {
                Wide.half(z, b * w, t1, 0, w);
                if (Wide.compare(t1, 0, delta, 0, w) < 0) {
                    Wide.copy(t1, 0, delta, 0, w);
                    type = 4;
                    arg = b;
                }
            }
        }
        if (Wide.isNegative(delta, 0, w)) {
            throw new IllegalStateException("negative dual step");
        }
        if (expandAllDeferred) {
            expandAllDeferred = false;
            while (defCount > 0) {
                int s = defS[--defCount];
                expansions++;
                if (scanFar(s)) {
                    return STAGE_END;
                }
            }
            return GO_ON;
        }
        // deferred far edges whose lower bound is within reach must be looked at before stepping
        boolean expanded = false;
        for (int i = 0; i < defCount; ) {
            Wide.sub(defLB, i * w, dCum, 0, t1, 0, w);
            if (Wide.compare(t1, 0, delta, 0, w) <= 0) {
                int s = defS[i];
                defCount--;
                defS[i] = defS[defCount];
                Wide.copy(defLB, defCount * w, defLB, i * w, w);
                expansions++;
                expanded = true;
                if (scanFar(s)) {
                    return STAGE_END;
                }
            } else {
                i++;
            }
        }
        if (expanded) {
            return GO_ON;
        }
        Wide.add(dCum, 0, delta, 0, dCum, 0, w);
        if (!Wide.isZero(delta, 0, w)) {
            for (int v = 0; v < n; v++) {
                int l = label[top[v]];
                if (l == S) {
                    Wide.sub(u, v * w, delta, 0, u, v * w, w);
                } else if (l == T) {
                    Wide.add(u, v * w, delta, 0, u, v * w, w);
                }
            }
            Wide.twice(delta, 0, t2, 0, w);
            for (int b = n; b < 2 * n; b++) {
                if (base[b] >= 0 && parent[b] == -1) {
                    if (label[b] == S) {
                        Wide.add(z, b * w, t2, 0, z, b * w, w);
                    } else if (label[b] == T) {
                        Wide.sub(z, b * w, t2, 0, z, b * w, w);
                    }
                }
            }
        }
        switch (type) {
            case 1 -> {

                // an S-vertex with dual 0 may stay free: flip the tree path so that it is the free one
                if (mate[arg] != -1) {
                    augmentPath(arg, -1);
                }
                return STAGE_END;
            }
            case 2 -> {
                int s = bestFrom[arg];
                int bx = top[arg];
                if (mate[base[bx]] == -1) {
                    augment(s, arg);
                    return STAGE_END;
                }
                labelT(bx, s, arg);
                return GO_ON;
            }
            case 3 -> {
                addBlossom(arg, bestSFrom[arg]);
                return GO_ON;
            }
            case 4 -> {
                expand(arg, false);
                return GO_ON;
            }
            default -> throw new IllegalStateException("no dual step");
        }
    }

    private void endStage() {
        qHead = 0;
        qTail = 0;
        for (int b = n; b < 2 * n; b++) {
            if (b != farB && base[b] >= 0 && parent[b] == -1 && Wide.isZero(z, b * w, w)) {
                expand(b, true);
            }
        }
    }

    // ------------------------------------------------------------- blossoms

    private int upS(int b) {
        if (labelFrom[b] == -1) {
            return -1;
        }
        int t = top[labelFrom[b]];
        return top[labelFrom[t]];
    }

    private void addBlossom(int v, int x) {
        int bv = top[v];
        int bw = top[x];
        stamp++;
        int pa = bv;
        int pb = bw;
        int bb = -1;
        while (pa != -1 || pb != -1) {
            if (pa != -1) {
                if (mark[pa] == stamp) {
                    bb = pa;
                    break;
                }
                mark[pa] = stamp;
                pa = upS(pa);
            }
            int tmp = pa;
            pa = pb;
            pb = tmp;
        }
        if (bb < 0) {
            throw new IllegalStateException("S-vertices " + v + " and " + x + " are in different trees");
        }
        // v side: bv (S), T, S, ..., bb
        int[] vs = pathTo(bv, bb);
        int[] ws = pathTo(bw, bb);
        int m = vs.length - 1;
        int p = ws.length - 1;
        int k = m + p + 1;
        int[] ch = new int[k];
        int[] ea = new int[k];
        int[] eb = new int[k];
        for (int j = 0; j <= m; j++) {
            ch[j] = vs[m - j];
        }
        for (int i = 0; i < p; i++) {
            ch[m + 1 + i] = ws[i];
        }
        for (int j = 0; j < m; j++) {
            int xi = vs[m - j - 1];
            ea[j] = labelFrom[xi];
            eb[j] = labelTo[xi];
        }
        ea[m] = v;
        eb[m] = x;
        for (int i = 0; i < p; i++) {
            int yi = ws[i];
            ea[m + 1 + i] = labelTo[yi];
            eb[m + 1 + i] = labelFrom[yi];
        }
        int b = freeIds[--freeIdCount];
        childs[b] = ch;
        edgeA[b] = ea;
        edgeB[b] = eb;
        base[b] = base[bb];
        parent[b] = -1;
        label[b] = S;
        labelFrom[b] = labelFrom[bb];
        labelTo[b] = labelTo[bb];
        Wide.zero(z, b * w, w);
        for (int c : ch) {
            parent[c] = b;
            if (label[c] == T) {
                enqueueLeaves(c);
            }
        }
        setTop(b, b);
    }

    /** Blossoms from {@code from} up the tree to {@code to} inclusive (alternately S and T). */
    private int[] pathTo(int from, int to) {
        int len = 1;
        for (int b = from; b != to; b = top[labelFrom[b]]) {
            len++;
        }
        int[] out = new int[len];
        int i = 0;
        for (int b = from; ; b = top[labelFrom[b]]) {
            out[i++] = b;
            if (b == to) {
                break;
            }
        }
        return out;
    }

    private int childIndex(int b, int c) {
        int[] ch = childs[b];
        for (int i = 0; i < ch.length; i++) {
            if (ch[i] == c) {
                return i;
            }
        }
        throw new IllegalStateException("not a child");
    }

    private int childOf(int b, int v) {
        int t = v;
        int guard = 0;
        while (parent[t] != b) {
            t = parent[t];
            if (t < 0 || ++guard > 2 * n) {
                throw new IllegalStateException("vertex " + v + " is not inside blossom " + b + " (farB " + farB + ")");
            }
        }
        return t;
    }

    private void expand(int b, boolean endStage) {
        if (b == farB) {
            dropFarBlossom();
        }
        int[] ch = childs[b];
        int k = ch.length;
        int entry = -1;
        if (!endStage && label[b] == T) {
            entry = childIndex(b, childOf(b, labelTo[b]));
        }
        int[] ea = edgeA[b];
        int[] eb = edgeB[b];
        int from = labelFrom[b];
        int to = labelTo[b];
        boolean relabel = !endStage && label[b] == T;
        for (int c : ch) {
            parent[c] = -1;
            setTop(c, c);
            label[c] = FREE;
        }
        releaseId(b);
        if (relabel) {
            int step = (entry % 2 == 0) ? -1 : 1;
            int j = entry;
            while (j != 0) {
                int cur = ch[j];
                label[cur] = T;
                labelFrom[cur] = from;
                labelTo[cur] = to;
                int j1 = Math.floorMod(j + step, k);
                int next = ch[j1];
                label[next] = S;
                labelFrom[next] = base[cur];
                labelTo[next] = base[next];
                enqueueLeaves(next);
                int j2 = Math.floorMod(j1 + step, k);
                if (step == 1) {
                    from = ea[j1];
                    to = eb[j1];
                } else {
                    from = eb[j2];
                    to = ea[j2];
                }
                j = j2;
            }
            label[ch[0]] = T;
            labelFrom[ch[0]] = from;
            labelTo[ch[0]] = to;
            for (j = Math.floorMod(step, k); ch[j] != ch[entry]; j = Math.floorMod(j + step, k)) {
                int c = ch[j];
                if (label[c] != FREE) {
                    continue;
                }
                int reached = tightLeaf(c);
                if (reached >= 0) {
                    labelT(c, bestFrom[reached], reached);
                }
            }
        } else if (endStage) {
            for (int c : ch) {
                if (c >= n && Wide.isZero(z, c * w, w)) {
                    expand(c, true);
                }
            }
        }
    }

    /** A vertex of blossom c with a zero-slack edge from an S-vertex, or −1. */
    private int tightLeaf(int c) {
        if (c < n) {
            if (bestFrom[c] >= 0) {
                slack(bestFrom[c], c, bestW, c * w, t1);
                if (Wide.isZero(t1, 0, w)) {
                    return c;
                }
            }
            return -1;
        }
        for (int d : childs[c]) {
            int r = tightLeaf(d);
            if (r >= 0) {
                return r;
            }
        }
        return -1;
    }

    /** Rotates blossom b so that vertex v becomes its base, flipping the matching inside. */
    private void augmentBlossom(int b, int v) {
        int t = childOf(b, v);
        if (t >= n) {
            augmentBlossom(t, v);
        }
        int[] ch = childs[b];
        int[] ea = edgeA[b];
        int[] eb = edgeB[b];
        int k = ch.length;
        int i = childIndex(b, t);
        if (i != 0) {
            int step = (i % 2 == 0) ? -1 : 1;
            int j = i;
            while (j != 0) {
                int j1 = Math.floorMod(j + step, k);
                int j2 = Math.floorMod(j1 + step, k);
                int x;
                int y;
                if (step == 1) {
                    x = ea[j1];
                    y = eb[j1];
                } else {
                    x = eb[j2];
                    y = ea[j2];
                }
                if (ch[j1] >= n) {
                    augmentBlossom(ch[j1], x);
                }
                if (ch[j2] >= n) {
                    augmentBlossom(ch[j2], y);
                }
                mate[x] = y;
                mate[y] = x;
                j = j2;
            }
            int[] nc = new int[k];
            int[] na = new int[k];
            int[] nb = new int[k];
            for (int q = 0; q < k; q++) {
                nc[q] = ch[(i + q) % k];
                na[q] = ea[(i + q) % k];
                nb[q] = eb[(i + q) % k];
            }
            childs[b] = nc;
            edgeA[b] = na;
            edgeB[b] = nb;
        }
        base[b] = v;
    }

    /** Augments along the tree path from S-vertex s to the root, s taking {@code newMate} (−1: free). */
    private void augmentPath(int s, int newMate) {
        int guard = 0;
        while (true) {
            if (++guard > 2 * n + 2) {
                StringBuilder sb = new StringBuilder();
                int x = s;
                for (int k = 0; k < 8; k++) {
                    int bx = top[x];
                    sb.append(" [S ").append(x).append(" in ").append(bx).append(" lbl ").append(label[bx]).append(" from ").append(labelFrom[bx]);
                    if (labelFrom[bx] < 0) break;
                    int bt = top[labelFrom[bx]];
                    sb.append(" -> T ").append(bt).append(" lbl ").append(label[bt]).append(" from ").append(labelFrom[bt]).append(" to ").append(labelTo[bt]).append("]");
                    x = labelFrom[bt];
                }
                throw new IllegalStateException("augmenting path does not reach a root: farB " + farB + " base " + (farB >= 0 ? base[farB] : -1) + sb);
            }
            int bs = top[s];
            if (bs >= n) {
                augmentBlossom(bs, s);
            }
            mate[s] = newMate;
            if (labelFrom[bs] == -1) {
                return;
            }
            int bt = top[labelFrom[bs]];
            int s2 = labelFrom[bt];
            int j = labelTo[bt];
            if (bt >= n) {
                augmentBlossom(bt, j);
            }
            mate[j] = s2;
            s = s2;
            newMate = j;
        }
    }

    /** Augments through tight edge (s, x): s an S-vertex, x in a free blossom whose base is unmatched. */
    private void augment(int s, int x) {

        int bx = top[x];
        if (bx >= n) {
            augmentBlossom(bx, x);
        }
        mate[x] = s;
        augmentPath(s, x);
    }

    /** Sum of the weights of the matching (for tests). */
    long[] matchingWeight() {
        long[] sum = new long[w];
        for (int v = 0; v < n; v++) {
            if (mate[v] > v && oracle.weight(v, mate[v], wt, 0)) {
                Wide.add(sum, 0, wt, 0, sum, 0, w);
            }
        }
        return sum;
    }

    String dual(int v) {
        return Wide.toString(u, v * w, w);
    }

    /** Checks the optimality invariants; returns a description of the first violation, or null. */
    String checkInvariants() {
        long[] sl = new long[w];
        for (int x = 0; x < n; x++) {
            if (Wide.isNegative(u, x * w, w)) {
                return "negative dual at " + x;
            }
            if (mate[x] == -1 && !Wide.isZero(u, x * w, w)) {
                return "free vertex " + x + " has dual " + Wide.toString(u, x * w, w);
            }
            if (mate[x] >= 0 && mate[mate[x]] != x) {
                return "mate not symmetric at " + x;
            }
            for (int y = x + 1; y < n; y++) {
                boolean edge = oracle.weight(x, y, wt, 0);
                if (!edge) {
                    Wide.zero(wt, 0, w);
                    if (mate[x] == y) {
                        return "matched non-edge " + x + "-" + y;
                    }
                }
                Wide.add(u, x * w, u, y * w, sl, 0, w);
                for (int b = parent[x]; b != -1; b = parent[b]) {
                    if (contains(b, y)) {
                        Wide.add(sl, 0, z, b * w, sl, 0, w);
                    }
                }
                Wide.sub(sl, 0, wt, 0, sl, 0, w);
                Wide.sub(sl, 0, wt, 0, sl, 0, w);
                if (Wide.isNegative(sl, 0, w)) {
                    return "negative slack on " + x + "-" + y + " (far " + oracle.isFar(x) + "/" + oracle.isFar(y)
                            + ", top " + top[x] + "/" + top[y] + ", mates " + mate[x] + "/" + mate[y] + ", u " + dual(x) + " / "
                            + dual(y) + ", w " + Wide.toString(wt, 0, w) + ")";
                }
                if (mate[x] == y && !Wide.isZero(sl, 0, w)) {
                    return "matched edge " + x + "-" + y + " not tight: " + Wide.toString(sl, 0, w);
                }
            }
        }
        for (int b = n; b < 2 * n; b++) {
            if (base[b] < 0) {
                continue;
            }
            if (Wide.isNegative(z, b * w, w)) {
                return "negative blossom dual " + b;
            }
            int[] ch = childs[b];
            for (int i = 0; i < ch.length; i++) {
                if (parent[ch[i]] != b) {
                    return "bad parent in " + b;
                }
                int a = edgeA[b][i];
                int c = edgeB[b][i];
                if (!contains(ch[i], a) || !contains(ch[(i + 1) % ch.length], c)) {
                    return "blossom " + b + " edge " + i + " endpoints misplaced";
                }
                boolean matched = mate[a] == c;
                if (matched != (i % 2 == 1)) {
                    return "blossom " + b + " edge " + i + " matched=" + matched;
                }
            }
            if (!contains(ch[0], base[b])) {
                return "blossom " + b + " base not in child 0";
            }
        }
        return null;
    }

    private boolean contains(int b, int v) {
        for (int t = v; t != -1; t = parent[t]) {
            if (t == b) {
                return true;
            }
        }
        return false;
    }
}
