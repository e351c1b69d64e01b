package org.qicai.plugin.dutch;

import java.util.Arrays;

/**
 * Who can take the bye in an odd field (C.2, C.4): the players {@code v} such that all the others
 * can be paired among themselves. A maximum cardinality matching of the compatibility graph
 * (Edmonds' blossom search, no weights) leaves one player free when a complete pairing exists; the
 * players reachable from that one by an alternating path of even length — the outer vertices of the
 * failed search from it, blossoms included — are exactly those that some complete pairing leaves
 * out (Gallai–Edmonds). One search over the whole field replaces the weighted bootstrap matching
 * that bbpPairings runs to find the bye assignee's score, which on 2,000 dense players costs
 * minutes.
 */
final class ByeCandidates {

    /** Whether two players (sorted indices) may be paired. */
    interface Graph {
        boolean edge(int a, int b);
    }

    private final int n;
    private final Graph g;
    private final int[] mate;
    private final int[] parent;
    private final int[] base;
    private final boolean[] outer;
    private final boolean[] inBlossom;
    private final boolean[] onPath;
    private final int[] queue;

    private ByeCandidates(int n, Graph g) {
        this.n = n;
        this.g = g;
        mate = new int[n];
        parent = new int[n];
        base = new int[n];
        outer = new boolean[n];
        inBlossom = new boolean[n];
        onPath = new boolean[n];
        queue = new int[n];
        Arrays.fill(mate, -1);
    }

    /**
     * For each player, whether some pairing of all the others exists; all false when no pairing
     * leaves at most one player out (then nobody can be given the bye and the round cannot be paired).
     */
    static boolean[] of(int n, Graph g) {
        ByeCandidates c = new ByeCandidates(n, g);
        c.greedy();
        for (int v = 0; v < n; v++) {
            if (c.mate[v] == -1) {
                c.search(v);
            }
        }
        int free = -1;
        for (int v = 0; v < n; v++) {
            if (c.mate[v] == -1) {
                if (free >= 0) {
                    return new boolean[n]; // two players left out of a maximum matching
                }
                free = v;
            }
        }
        boolean[] result = new boolean[n];
        if (free < 0) {
            return result; // even field: everybody is paired, nobody is left out
        }
        // the matching is maximum, so the search from the free player fails; its outer vertices are the possible byes
        if (c.search(free)) {
            throw new IllegalStateException("matching was not maximum");
        }
        System.arraycopy(c.outer, 0, result, 0, n);
        return result;
    }

    private void greedy() {
        for (int v = 0; v < n; v++) {
            if (mate[v] != -1) {
                continue;
            }
            for (int x = v + 1; x < n; x++) {
                if (mate[x] == -1 && g.edge(v, x)) {
                    mate[v] = x;
                    mate[x] = v;
                    break;
                }
            }
        }
    }

    /** Grows the alternating tree from free {@code root}; augments and returns true when a path is found. */
    private boolean search(int root) {
        Arrays.fill(outer, false);
        Arrays.fill(parent, -1);
        for (int v = 0; v < n; v++) {
            base[v] = v;
        }
        outer[root] = true;
        int head = 0;
        int tail = 0;
        queue[tail++] = root;
        while (head < tail) {
            int v = queue[head++];
            for (int x = 0; x < n; x++) {
                if (base[v] == base[x] || mate[v] == x || !g.edge(v, x)) {
                    continue;
                }
                if (x == root || (mate[x] != -1 && parent[mate[x]] != -1)) {
                    // x is outer: an odd cycle, contract it
                    int b = commonBase(v, x);
                    Arrays.fill(inBlossom, false);
                    markPath(v, b, x);
                    markPath(x, b, v);
                    for (int y = 0; y < n; y++) {
                        if (inBlossom[base[y]]) {
                            base[y] = b;
                            if (!outer[y]) {
                                outer[y] = true;
                                queue[tail++] = y;
                            }
                        }
                    }
                } else if (parent[x] == -1) {
                    parent[x] = v;
                    if (mate[x] == -1) {
                        augment(x);
                        return true;
                    }
                    int y = mate[x];
                    outer[y] = true;
                    queue[tail++] = y;
                }
            }
        }
        return false;
    }

    private int commonBase(int a, int b) {
        Arrays.fill(onPath, false);
        while (true) {
            a = base[a];
            onPath[a] = true;
            if (mate[a] == -1) {
                break;
            }
            a = parent[mate[a]];
        }
        while (true) {
            b = base[b];
            if (onPath[b]) {
                return b;
            }
            b = parent[mate[b]];
        }
    }

    private void markPath(int v, int b, int child) {
        while (base[v] != b) {
            inBlossom[base[v]] = true;
            inBlossom[base[mate[v]]] = true;
            parent[v] = child;
            child = mate[v];
            v = parent[mate[v]];
        }
    }

    private void augment(int x) {
        while (x != -1) {
            int pv = parent[x];
            int ppv = mate[pv];
            mate[x] = pv;
            mate[pv] = x;
            x = ppv;
        }
    }
}
