package org.qicai.plugin.cnswiss;

import java.util.Arrays;

/**
 * Maximum cardinality matching on a general graph (Edmonds' blossom algorithm, one augmenting path
 * at a time), over a set of players whose edges are the pairs the absolute rules allow. Edges are
 * asked of {@link Edges} when needed, never stored: the graph of a Swiss round is nearly complete.
 *
 * <p>It answers the one question the pairing keeps asking: "if these two play each other, can
 * everybody else still be paired?" — {@link #commit} keeps a perfect matching of the players not
 * yet paired and repairs it around the new pair, so a pairing chosen top-down by preference never
 * runs into a dead end.
 */
final class Matcher {
    /** The allowed pairs, by the caller's (global) player index. */
    interface Edges {
        boolean legal(int a, int b);
    }

    private final int[] ids;
    private final int n;
    private final Edges edges;
    private final int[] match;
    private final boolean[] alive;
    private int aliveCount;
    // search state
    private final int[] parent;
    private final int[] base;
    private final int[] queue;
    private final boolean[] used;
    private final boolean[] blossom;
    private final int[] lcaMark;
    private final int[] freeList;
    private int lcaStamp;
    /** Searches run, for the benchmark. */
    long searches;

    Matcher(int[] ids, Edges edges) {
        this.ids = ids;
        this.n = ids.length;
        this.edges = edges;
        match = new int[n];
        Arrays.fill(match, -1);
        alive = new boolean[n];
        Arrays.fill(alive, true);
        aliveCount = n;
        parent = new int[n];
        base = new int[n];
        queue = new int[n];
        used = new boolean[n];
        blossom = new boolean[n];
        lcaMark = new int[n];
        freeList = new int[n];
    }

    int size() {
        return n;
    }

    int id(int local) {
        return ids[local];
    }

    private boolean edge(int a, int b) {
        return edges.legal(ids[a], ids[b]);
    }

    int mate(int local) {
        return match[local];
    }

    /** Greedy start, then augmenting paths from every free vertex; returns the number of pairs. */
    int maximize() {
        for (int i = 0; i < n; i++) {
            if (!alive[i] || match[i] != -1) {
                continue;
            }
            for (int j = i + 1; j < n; j++) {
                if (alive[j] && match[j] == -1 && edge(i, j)) {
                    match[i] = j;
                    match[j] = i;
                    break;
                }
            }
        }
        for (int i = 0; i < n; i++) {
            if (alive[i] && match[i] == -1 && !shortPathToAnyFree(i)) {
                augment(i);
            }
        }
        return pairs();
    }

    int pairs() {
        int c = 0;
        for (int i = 0; i < n; i++) {
            if (alive[i] && match[i] > i) {
                c++;
            }
        }
        return c;
    }

    boolean perfect() {
        return pairs() * 2 == aliveCount;
    }

    /** The alive players left without a partner by the current matching (local indices). */
    int[] free() {
        return java.util.stream.IntStream.range(0, n).filter(i -> alive[i] && match[i] == -1).toArray();
    }

    /**
     * The players an even alternating path from the free player {@code root} reaches (its own
     * blossoms included), by local index: exactly those who could be left out instead of
     * {@code root} with the matching staying maximum. Needs a maximum matching.
     */
    boolean[] outerFrom(int root) {
        if (findPath(root) >= 0) {
            throw new IllegalStateException("the matching is not maximum");
        }
        return used.clone();
    }

    /**
     * Pairs {@code x} with {@code y} and removes both, if the others can still all be paired;
     * otherwise changes nothing and returns false. Needs a perfect matching of the alive players.
     */
    boolean commit(int x, int y) {
        if (!alive[x] || !alive[y] || x == y || !edge(x, y)) {
            return false;
        }
        if (match[x] == y) {
            kill(x);
            kill(y);
            return true;
        }
        int xm = match[x];
        int ym = match[y];
        alive[x] = false;
        alive[y] = false;
        match[x] = -1;
        match[y] = -1;
        if (xm >= 0) {
            match[xm] = -1;
        }
        if (ym >= 0) {
            match[ym] = -1;
        }
        boolean ok;
        if (xm < 0 && ym < 0) {
            ok = true;
        } else if (xm < 0 || ym < 0) {
            ok = false; // one of them was free: the matching was not perfect
        } else if (edge(xm, ym)) {
            match[xm] = ym;
            match[ym] = xm;
            ok = true;
        } else if (shortPath(xm, ym)) {
            ok = true;
        } else {
            ok = augment(xm);
        }
        if (!ok) {
            // restore: a failed search changes no match
            alive[x] = true;
            alive[y] = true;
            if (xm >= 0) {
                match[x] = xm;
                match[xm] = x;
            }
            if (ym >= 0) {
                match[y] = ym;
                match[ym] = y;
            }
            return false;
        }
        aliveCount -= 2;
        return true;
    }

    private boolean shortPathToAnyFree(int a) {
        for (int j = 0; j < n; j++) {
            if (j != a && alive[j] && match[j] == -1 && shortPath(a, j)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The augmenting path of length 3 between the two free players a and b: a–u, w–b where w was
     * u's partner. In a nearly complete graph one is found in a few steps, where the general search
     * would contract hundreds of blossoms.
     */
    private boolean shortPath(int a, int b) {
        for (int k = 1; k < n; k++) {
            int u = a + k < n ? a + k : a + k - n;
            int w = match[u];
            if (!alive[u] || w < 0 || u == b || !edge(a, u) || !edge(w, b)) {
                continue;
            }
            match[a] = u;
            match[u] = a;
            match[w] = b;
            match[b] = w;
            return true;
        }
        return false;
    }

    private void kill(int x) {
        alive[x] = false;
        match[x] = -1;
        aliveCount--;
    }

    /** Finds an augmenting path from the free vertex {@code root} and flips it. */
    private boolean augment(int root) {
        int v = findPath(root);
        if (v < 0) {
            return false;
        }
        while (v >= 0) {
            int pv = parent[v];
            int ppv = match[pv];
            match[v] = pv;
            match[pv] = v;
            v = ppv;
        }
        return true;
    }

    private int findPath(int root) {
        searches++;
        int frees = 0;
        for (int i = 0; i < n; i++) {
            used[i] = false;
            parent[i] = -1;
            base[i] = i;
            if (i != root && alive[i] && match[i] == -1) {
                freeList[frees++] = i;
            }
        }
        used[root] = true;
        int qh = 0;
        int qt = 0;
        queue[qt++] = root;
        while (qh < qt) {
            int v = queue[qh++];
            // a free neighbour ends the search at once: try the free vertices first
            for (int k = 0; k < frees; k++) {
                int to = freeList[k];
                if (parent[to] == -1 && edge(v, to)) {
                    parent[to] = v;
                    return to;
                }
            }
            for (int to = 0; to < n; to++) {
                if (!alive[to] || to == v || base[v] == base[to] || match[v] == to || !edge(v, to)) {
                    continue;
                }
                if (to == root || (match[to] != -1 && parent[match[to]] != -1)) {
                    int cur = lca(v, to);
                    Arrays.fill(blossom, false);
                    markPath(v, cur, to);
                    markPath(to, cur, v);
                    for (int i = 0; i < n; i++) {
                        if (alive[i] && blossom[base[i]]) {
                            base[i] = cur;
                            if (!used[i]) {
                                used[i] = true;
                                queue[qt++] = i;
                            }
                        }
                    }
                } else if (parent[to] == -1) {
                    parent[to] = v;
                    if (match[to] == -1) {
                        return to;
                    }
                    int next = match[to];
                    if (!used[next]) {
                        used[next] = true;
                        queue[qt++] = next;
                    }
                }
            }
        }
        return -1;
    }

    private int lca(int a, int b) {
        lcaStamp++;
        while (true) {
            a = base[a];
            lcaMark[a] = lcaStamp;
            if (match[a] == -1) {
                break;
            }
            a = parent[match[a]];
        }
        while (true) {
            b = base[b];
            if (lcaMark[b] == lcaStamp) {
                return b;
            }
            b = parent[match[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            blossom[base[v]] = true;
            blossom[base[match[v]]] = true;
            parent[v] = child;
            child = match[v];
            v = parent[match[v]];
        }
    }
}
