package org.qicai.plugin.go.mcmahon;

import java.util.Arrays;

/**
 * 最大权匹配（Gabow 算法）— a maximum weight matching of a complete graph by H. N. Gabow's O(n³)
 * implementation of Edmonds' blossom algorithm: "Implementation of algorithms for maximum matching on
 * nonbipartite graphs", Ph.D. thesis, Stanford University, 1973 (the algorithm as steps in its appendix D; also
 * described in E. Lawler, <i>Combinatorial Optimization: Networks and Matroids</i>, 1976, chapter 6), as Ed
 * Rothberg's C program of 1985 (DIMACS, {@code wmatch}) carries it out.
 *
 * <p>Why this algorithm and not any other maximum weight matching: a pairing has often several matchings of the
 * same maximum weight, and which one an algorithm returns depends on the order it looks at vertices and edges.
 * OpenGotha pairs with this algorithm, so to pair as OpenGotha does QiCai follows the same steps in the same
 * order with the same rules for ties (issue 15 item 4):
 * <ul>
 *   <li>the vertices are the players in the order given; each vertex's neighbours are looked at in increasing
 *       index;</li>
 *   <li>the next step goes to the vertex of least bound, the lowest index among equal bounds;</li>
 *   <li>a vertex's best edge from the search tree changes only for a strictly smaller slack (the first
 *       found is kept among equals);</li>
 *   <li>a blossom's list of edges to other linked blossoms keeps one edge per neighbour, ordered by the
 *       neighbour's index: the one already there unless the new one has a strictly smaller slack;</li>
 *   <li>the edge that closes a blossom or an augmenting path is the first of that list with the minimum
 *       slack.</li>
 * </ul>
 *
 * <p>How it works, in short. Each vertex carries a dual {@code y}; the weights are doubled so all duals and
 * slacks ({@code y(u) + y(v) − 2w(u,v)}) stay whole numbers. A search grows trees from every exposed vertex
 * at once: a blossom is <em>linked</em> (outer) when it is a root or the mate of a blossom reached by a tight
 * edge. The amount by which the duals have moved in this search ({@code delta}) is not applied to every vertex
 * at each step; instead each vertex keeps the value of {@code delta} at which its next event happens (its
 * <em>bound</em>): an edge from a linked vertex becoming tight, two linked blossoms joined by a tight edge
 * (a new blossom or an augmenting path), an inner blossom's dual reaching zero (it is undone). The search
 * takes the least bound; when it equals the limit (the least dual of the linked vertices would reach zero),
 * the matching is optimal. Blossoms are lists of vertices from their base; the {@code link} of a linked base
 * is the edge by which it hangs in its tree, a negative link marks an unlinked base (and keeps an edge for
 * later steps).
 *
 * <p>Arithmetic: {@code long} throughout. Duals start at the largest weight and move by at most a few times
 * it; weights are refused beyond ±2⁵⁸ so that no doubled or summed quantity can overflow (OpenGotha's reach
 * 10¹⁵ ≈ 2⁵⁰). The result is a maximum weight matching (not necessarily perfect: with positive weights and an
 * even number of vertices it is). An instance is used once; nothing is static but constants.
 */
final class GabowMatching {

    /** The largest weight accepted (in absolute value): doubled and summed duals stay far below 2⁶³. */
    static final long LIMIT = 1L << 58;

    private final int n;
    private final long[][] w;
    /** The dummy vertex: the mate of exposed vertices, the root beyond every tree. */
    private final int dummy;
    /** The dummy arc: "no edge"; its head is the dummy vertex. */
    private final int noArc;
    /** Arc {@code 1 + t·n + h} goes from {@code t} to {@code h}; its reverse goes from h to t. */
    private final int[] headOf;
    private final int[] tailOf;
    /** The next arc in a blossom's list of edges to other linked blossoms; {@code noArc} ends it and heads it. */
    private final int[] pairNext;

    /** Per vertex (and the dummy): the arc to its mate, its blossom's base, the blossom's vertex list. */
    private final int[] mate;
    private final int[] base;
    private final int[] nextVertex;
    private final int[] lastVertex;
    /** Per blossom base: the arc it hangs by when linked (positive); negative otherwise. */
    private final int[] link;
    private final long[] y;
    /** The delta of this vertex's next event, and the edge of it. */
    private final long[] bound;
    private final int[] boundArc;

    private long delta;
    /** The delta at which the search stops: the least dual of a linked vertex would reach zero. */
    private long limit;

    // the two path edges found when a blossom is taken apart (see unlink)
    private int pathEnd1;
    private int pathEnd2;
    // what the last rematch changed: the reverse of its last edge and the second blossom of that edge
    private int rematchedArc;
    private int rematchedBlossom;

    private GabowMatching(long[][] weights) {
        n = weights.length;
        w = weights;
        dummy = n;
        noArc = n * n + 1;
        headOf = new int[noArc + 1];
        tailOf = new int[noArc + 1];
        for (int t = 0; t < n; t++) {
            for (int h = 0; h < n; h++) {
                headOf[arc(t, h)] = h;
                tailOf[arc(t, h)] = t;
            }
        }
        headOf[noArc] = dummy;
        tailOf[noArc] = dummy;
        pairNext = new int[noArc + 1];
        mate = new int[n + 1];
        base = new int[n + 1];
        nextVertex = new int[n + 1];
        lastVertex = new int[n + 1];
        link = new int[n + 1];
        y = new long[n + 1];
        bound = new long[n + 1];
        boundArc = new int[n + 1];
    }

    /**
     * A maximum weight matching of the complete graph on {@code weights.length} vertices ({@code weights[i][j]},
     * symmetric; the diagonal is not read): {@code mate[i]} is i's partner, −1 when unmatched.
     */
    static int[] solve(long[][] weights) {
        int n = weights.length;
        if (n > 46_000) {
            throw new IllegalArgumentException(n + " vertices: the arc numbering needs n² < 2³¹");
        }
        for (int i = 0; i < n; i++) {
            if (weights[i].length != n) {
                throw new IllegalArgumentException("the weights are not a square matrix");
            }
            for (int j = i + 1; j < n; j++) {
                if (weights[i][j] != weights[j][i]) {
                    throw new IllegalArgumentException("weights not symmetric at " + i + ", " + j);
                }
                if (Math.abs(weights[i][j]) > LIMIT) {
                    throw new IllegalArgumentException("weight " + weights[i][j] + " beyond ±2^58 at " + i + ", " + j);
                }
            }
        }
        int[] none = new int[n];
        Arrays.fill(none, -1);
        if (n < 2) {
            return none;
        }
        return new GabowMatching(weights).run();
    }

    /** The total weight of a matching given as mates (−1: unmatched). */
    static long total(long[][] weights, int[] mate) {
        long sum = 0;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                sum += weights[i][mate[i]];
            }
        }
        return sum;
    }

    private int arc(int tail, int head) {
        return 1 + tail * n + head;
    }

    /** The arc the other way; the dummy arc's reverse is a number no array holds (it is never followed). */
    private int reverse(int a) {
        return a == noArc ? noArc + 1 : arc(headOf[a], tailOf[a]);
    }

    private long slack(int a) {
        return y[headOf[a]] + y[tailOf[a]] - 2 * w[tailOf[a]][headOf[a]];
    }

    /** The base of the blossom an arc enters. */
    private int blossomAt(int a) {
        return base[headOf[a]];
    }

    /** The base of the blossom matched with v's blossom (the dummy for an exposed one). */
    private int mateBlossom(int v) {
        return base[headOf[mate[v]]];
    }

    /** The base of the blossom v's link enters (the next blossom towards the root). */
    private int linkBlossom(int v) {
        return base[headOf[link[v]]];
    }

    private int[] run() {
        long largest = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                largest = Math.max(largest, 2 * w[i][j]);
            }
        }
        limit = largest / 2;
        for (int v = 0; v <= n; v++) {
            mate[v] = noArc;
            boundArc[v] = noArc;
            link[v] = -noArc;
            base[v] = v;
            lastVertex[v] = v;
            nextVertex[v] = dummy;
            y[v] = limit;
            bound[v] = limit;
        }
        while (search()) {
            // one more matched pair
        }
        int[] out = new int[n];
        for (int v = 0; v < n; v++) {
            int m = headOf[mate[v]];
            out[v] = m == dummy ? -1 : m;
        }
        return out;
    }

    /** One search from every exposed vertex: true when it augmented the matching, false when it is optimal. */
    private boolean search() {
        delta = 0;
        for (int v = 0; v < n; v++) {
            if (mate[v] == noArc) {
                assignPointer(dummy, v, noArc);
            }
        }
        while (true) {
            int next = 0;
            for (int j = 1; j < n; j++) {
                if (bound[next] > bound[j]) {
                    next = j;
                }
            }
            delta = bound[next];
            if (delta == limit) {
                adjustDuals();
                expandAll();
                return false;
            }
            int v = base[next];
            if (link[v] >= 0) {
                int tight = joinLinked(v);
                if (tight != 0) {
                    limit -= delta;
                    adjustDuals();
                    int back = reverse(tight);
                    rematch(blossomAt(tight), back);
                    rematch(blossomAt(back), tight);
                    return true;
                }
            } else {
                int m = mateBlossom(v);
                if (link[m] < 0) {
                    assignPointer(v, m, reverse(boundArc[next]));
                } else {
                    expand(v, m);
                }
            }
        }
    }

    /**
     * Two linked blossoms are joined by a tight edge, the first of v's pair list whose slack is the current
     * one: either an augmenting path (two trees; the edge is returned) or a new blossom (0 is returned).
     */
    private int joinLinked(int v) {
        int e = boundArc[v];
        while (slack(e) != 2 * delta) {
            e = pairNext[e];
        }
        // walk up both trees, marking the blossoms passed with −e, until a marked one is met again
        int other = blossomAt(e);
        link[mateBlossom(other)] = -e;
        int u = mateBlossom(v);
        while (link[u] != -e) {
            link[u] = -e;
            if (mate[other] != noArc) {
                int t = v;
                v = other;
                other = t;
            }
            v = linkBlossom(v);
            u = mateBlossom(v);
        }
        if (u == dummy && v != other) {
            return e;
        }
        // v is the base of the new blossom: put the blossoms of both paths into its list after v
        int newBase = v;
        int oldFirst = nextVertex[v];
        int newLast = linkPath(e, newBase, v);
        newLast = linkPath(reverse(e), newBase, newLast);
        nextVertex[newLast] = oldFirst;
        if (lastVertex[newBase] == newBase) {
            lastVertex[newBase] = newLast;
        }
        // one pair list for the new blossom: the lists of the linked ones, then the edges of the former inner
        // ones, scanned now that they are linked
        pairNext[noArc] = noArc;
        mergePairs(newBase, newBase);
        int i = nextVertex[newBase];
        do {
            mergePairs(i, newBase);
            i = nextVertex[lastVertex[i]];
            scan(i, 2 * delta - slack(mate[i]));
            i = nextVertex[lastVertex[i]];
        } while (i != oldFirst);
        return 0;
    }

    /**
     * Puts the blossoms on the path from the blossom e enters down to {@code newBase} into the new blossom's
     * list after {@code newLast}, linking each inner one by the edge it is reached by; returns the new last
     * vertex of the list.
     */
    private int linkPath(int e, int newBase, int newLast) {
        for (int v = blossomAt(e); v != newBase; v = blossomAt(e)) {
            int u = mateBlossom(v);
            link[u] = reverse(e);
            nextVertex[newLast] = v;
            nextVertex[lastVertex[v]] = u;
            newLast = lastVertex[u];
            int i = v;
            do {
                base[i] = newBase;
                i = nextVertex[i];
            } while (i != dummy);
            e = link[v];
        }
        return newLast;
    }

    /** Merges the pair list of the former linked blossom {@code v} into the one being built for {@code newBase}. */
    private void mergePairs(int v, int newBase) {
        bound[v] = limit;
        int cursor = noArc;
        for (int f = boundArc[v]; f != noArc; ) {
            int e = f;
            f = pairNext[f];
            if (base[headOf[e]] != newBase) {
                cursor = insertPair(cursor, e, newBase);
            }
        }
    }

    /**
     * Inserts arc e into the pair list being built for {@code newBase}, at its neighbour's place (the list
     * is ordered by neighbour; {@code cursor} is where the previous insertion of the same scan stopped). Of
     * two arcs to one neighbour the one there stays unless e's slack is strictly less. Returns the cursor.
     */
    private int insertPair(int cursor, int e, int newBase) {
        int neighbour = headOf[e];
        long half = slack(e) / 2;
        int next = pairNext[cursor];
        while (headOf[next] < neighbour) {
            cursor = next;
            next = pairNext[next];
        }
        if (headOf[next] == neighbour) {
            if (half >= slack(next) / 2) {
                return cursor;
            }
            next = pairNext[next];
        }
        pairNext[cursor] = e;
        pairNext[e] = next;
        if (bound[newBase] > half) {
            bound[newBase] = half;
        }
        return e;
    }

    /**
     * Links the blossom {@code v}, matched with blossom {@code u} (or a root, u = the dummy), by arc e: u is
     * unlinked (inner), its duals and bounds shifted; v is linked and, if it was not, scanned.
     */
    private void assignPointer(int u, int v, int e) {
        link[u] = -noArc;
        nextVertex[lastVertex[u]] = dummy;
        nextVertex[lastVertex[v]] = dummy;
        long shift = lastVertex[u] != u ? -slack(mate[nextVertex[u]]) / 2 : limit;
        for (int i = u; i != dummy; i = nextVertex[i]) {
            y[i] += shift;
            bound[i] += shift;
        }
        boolean wasUnlinked = link[v] < 0;
        link[v] = e;
        if (wasUnlinked) {
            pairNext[noArc] = noArc;
            scan(v, delta);
        }
    }

    /**
     * Scans the vertices of the newly linked blossom x: each gets its dual moved by {@code shift}; each edge to
     * an unlinked vertex may lower that vertex's bound (strictly), each edge to another linked blossom goes into
     * x's pair list. The pair list's head becomes the base's {@code boundArc}.
     */
    private void scan(int x, long shift) {
        int newBase = base[x];
        int stop = nextVertex[lastVertex[x]];
        for (; x != stop; x = nextVertex[x]) {
            y[x] += shift;
            bound[x] = limit;
            int cursor = noArc;
            long[] wx = w[x];
            for (int j = 0; j < n; j++) {
                if (j == x) {
                    continue;
                }
                int u = base[j];
                if (link[u] < 0) {
                    if (link[mateBlossom(u)] < 0 || lastVertex[u] != u) {
                        long s = y[j] + y[x] - 2 * wx[j];
                        if (bound[j] > s) {
                            bound[j] = s;
                            boundArc[j] = arc(x, j);
                        }
                    }
                } else if (u != newBase) {
                    cursor = insertPair(cursor, arc(x, j), newBase);
                }
            }
        }
        boundArc[newBase] = pairNext[noArc];
    }

    /**
     * Flips the matching along the alternating path from blossom {@code first}, which gets arc e, back to its
     * root through the (negated) links; remembers its last edge for {@link #expand}.
     */
    private void rematch(int first, int e) {
        mate[first] = e;
        int nextArc = -link[first];
        while (nextArc != noArc) {
            int a = nextArc;
            int back = reverse(a);
            int b1 = blossomAt(a);
            int b2 = blossomAt(back);
            nextArc = -link[b1];
            link[b1] = -mate[b2];
            link[b2] = -mate[b1];
            mate[b1] = back;
            mate[b2] = a;
            rematchedArc = back;
            rematchedBlossom = b2;
        }
    }

    /**
     * After an augmentation or at the end: makes the duals of every linked blossom and its mate explicit for
     * the current delta, unlinks them, and resets every bound to the limit.
     */
    private void adjustDuals() {
        for (int v = 0; v < n; v++) {
            if (link[v] < 0 || base[v] != v) {
                bound[v] = limit;
                continue;
            }
            link[v] = -link[v];
            for (int i = v; i != dummy; i = nextVertex[i]) {
                y[i] -= delta;
            }
            int f = mate[v];
            if (f != noArc) {
                long s = slack(f);
                for (int i = blossomAt(f); i != dummy; i = nextVertex[i]) {
                    y[i] -= s;
                }
            }
            bound[v] = limit;
        }
    }

    /**
     * Takes blossom {@code oldBase} apart into its subblossoms (their bases and links as when it was made);
     * sets {@link #pathEnd1} and {@link #pathEnd2} to the edges at the ends of the two paths around it, and
     * returns the link of its second subblossom.
     */
    private int unlink(int oldBase) {
        int i = nextVertex[oldBase];
        int newBase = i;
        int nextBase = nextVertex[lastVertex[newBase]];
        int secondLink = link[nextBase];
        int edge = 0;
        for (int pass = 1; pass <= 2; pass++) {
            do {
                edge = reverse(link[newBase]);
                for (int k = 0; k < 2; k++) {
                    link[newBase] = -link[newBase];
                    do {
                        base[i] = newBase;
                        i = nextVertex[i];
                    } while (i != nextBase);
                    newBase = nextBase;
                    nextBase = nextVertex[lastVertex[newBase]];
                }
            } while (link[nextBase] == edge);
            if (pass == 1) {
                pathEnd1 = edge;
                edge = reverse(secondLink);
                if (link[nextBase] == edge) {
                    continue;
                }
            }
            break;
        }
        pathEnd2 = edge;
        if (base[lastVertex[oldBase]] == oldBase) {
            nextVertex[oldBase] = newBase;
        } else {
            nextVertex[oldBase] = dummy;
            lastVertex[oldBase] = oldBase;
        }
        return secondLink;
    }

    /**
     * Undoes the inner blossom {@code oldBase} (its dual reached zero), matched with the linked blossom
     * {@code oldMate}: the subblossoms are rematched so the one matched with oldMate becomes a base, and the
     * even path through the blossom is linked again, blossom by blossom.
     */
    private void expand(int oldBase, int oldMate) {
        unlink(oldBase);
        int entry = mateBlossom(oldMate);
        if (entry != oldBase) {
            link[oldBase] = -noArc;
            rematch(entry, mate[oldBase]);
            link[rematchedBlossom] = rematchedArc == pathEnd1 ? -pathEnd2 : -pathEnd1;
        }
        int e = link[oldMate];
        int u = blossomAt(reverse(e));
        if (u == entry) {
            assignPointer(entry, oldMate, e);
            return;
        }
        link[mateBlossom(u)] = -e;
        do {
            e = -link[u];
            int v = mateBlossom(u);
            assignPointer(u, v, -link[v]);
            u = blossomAt(e);
        } while (u != entry);
        assignPointer(entry, oldMate, reverse(e));
    }

    /** At the end: every blossom taken apart, down to single vertices, each subblossom rematched inside. */
    private void expandAll() {
        for (int v = 0; v < n; v++) {
            if (base[v] != v || lastVertex[v] == v) {
                continue;
            }
            int nextU = v;
            nextVertex[lastVertex[nextU]] = dummy;
            while (true) {
                int u = nextU;
                nextU = nextVertex[nextU];
                int secondLink = unlink(u);
                if (lastVertex[u] != u) {
                    int f = pathEnd2 == reverse(secondLink) ? pathEnd1 : pathEnd2;
                    nextVertex[lastVertex[blossomAt(f)]] = u;
                }
                int inner = mateBlossom(mateBlossom(u));
                if (inner != dummy && inner != u) {
                    link[u] = -noArc;
                    rematch(inner, mate[u]);
                }
                while (lastVertex[nextU] == nextU && nextU != dummy) {
                    nextU = nextVertex[nextU];
                }
                if (nextU == dummy) {
                    break;
                }
            }
        }
    }
}
