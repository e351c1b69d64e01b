package org.qicai.plugin.go.mcmahon;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A test oracle for {@link GabowMatching} (issue 15 item 4): the Go pairing's former matcher, kept here as an
 * independent implementation to compare total weights with on graphs too large for brute force.
 *
 * <p>最大权匹配 — a maximum weight matching of a complete graph (every two vertices joined), Edmonds' blossom
 * algorithm in its primal-dual form, O(n³). Weights are {@code long}s and every step is integer arithmetic:
 * vertex duals count twice an edge's weight (slack = u + v − 2w), so with integer weights all duals and
 * slacks stay integers and the optimum is exact, however large the weights (OpenGotha's reach 10¹⁵; their
 * sums stay far below 2⁶³).
 *
 * <p>The weight of a pair must be positive; the matching of an even number of vertices is then perfect
 * (two free vertices could always be joined with a gain). No state survives a call.
 */
final class MaxWeightMatching {

    private final int n;
    private final long[][] w;
    private final int[] eu;
    private final int[] ev;
    private final int[][] neighbEnd;
    private final int[] mate;
    private final int[] label;
    private final int[] labelEnd;
    private final int[] inBlossom;
    private final int[] blossomParent;
    private final int[][] blossomChilds;
    private final int[] blossomBase;
    private final int[][] blossomEndps;
    private final int[] bestEdge;
    private final int[][] blossomBestEdges;
    private final ArrayDeque<Integer> unusedBlossoms = new ArrayDeque<>();
    private final long[] dual;
    private final boolean[] allowEdge;
    private final ArrayDeque<Integer> queue = new ArrayDeque<>();

    private MaxWeightMatching(long[][] weights) {
        n = weights.length;
        w = weights;
        int m = n * (n - 1) / 2;
        eu = new int[m];
        ev = new int[m];
        neighbEnd = new int[n][n == 0 ? 0 : n - 1];
        int[] fill = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                eu[k] = i;
                ev[k] = j;
                neighbEnd[i][fill[i]++] = 2 * k + 1;
                neighbEnd[j][fill[j]++] = 2 * k;
                k++;
            }
        }
        mate = new int[n];
        Arrays.fill(mate, -1);
        label = new int[2 * n];
        labelEnd = new int[2 * n];
        Arrays.fill(labelEnd, -1);
        inBlossom = new int[n];
        for (int v = 0; v < n; v++) {
            inBlossom[v] = v;
        }
        blossomParent = new int[2 * n];
        Arrays.fill(blossomParent, -1);
        blossomChilds = new int[2 * n][];
        blossomBase = new int[2 * n];
        for (int v = 0; v < 2 * n; v++) {
            blossomBase[v] = v < n ? v : -1;
        }
        blossomEndps = new int[2 * n][];
        bestEdge = new int[2 * n];
        Arrays.fill(bestEdge, -1);
        blossomBestEdges = new int[2 * n][];
        for (int b = n; b < 2 * n; b++) {
            unusedBlossoms.add(b);
        }
        long max = 0;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i != j) {
                    if (weights[i][j] != weights[j][i]) {
                        throw new IllegalArgumentException("weights must be symmetric: " + i + "," + j);
                    }
                    max = Math.max(max, weights[i][j]);
                }
            }
        }
        dual = new long[2 * n];
        for (int v = 0; v < n; v++) {
            dual[v] = max;
        }
        allowEdge = new boolean[m];
    }

    /**
     * The mate of each vertex (−1 when unmatched) in a matching of maximum total weight.
     *
     * @param weights symmetric matrix, {@code weights[i][j]} the weight of pairing i with j (the diagonal is ignored)
     */
    public static int[] solve(long[][] weights) {
        if (weights.length < 2) {
            int[] none = new int[weights.length];
            Arrays.fill(none, -1);
            return none;
        }
        return new MaxWeightMatching(weights).run();
    }

    /** The total weight of a matching given as mates. */
    public static long total(long[][] weights, int[] mate) {
        long sum = 0;
        for (int i = 0; i < mate.length; i++) {
            if (mate[i] > i) {
                sum += weights[i][mate[i]];
            }
        }
        return sum;
    }

    private int endpoint(int p) {
        return (p & 1) == 0 ? eu[p >> 1] : ev[p >> 1];
    }

    private long slack(int k) {
        return dual[eu[k]] + dual[ev[k]] - 2 * w[eu[k]][ev[k]];
    }

    private void leaves(int b, List<Integer> out) {
        if (b < n) {
            out.add(b);
            return;
        }
        for (int c : blossomChilds[b]) {
            leaves(c, out);
        }
    }

    private List<Integer> leaves(int b) {
        List<Integer> out = new ArrayList<>();
        leaves(b, out);
        return out;
    }

    private void assignLabel(int v, int t, int p) {
        int b = inBlossom[v];
        label[v] = label[b] = t;
        labelEnd[v] = labelEnd[b] = p;
        bestEdge[v] = bestEdge[b] = -1;
        if (t == 1) {
            queue.addAll(leaves(b));
        } else {
            int base = blossomBase[b];
            assignLabel(endpoint(mate[base]), 1, mate[base] ^ 1);
        }
    }

    private int scanBlossom(int v, int w2) {
        List<Integer> path = new ArrayList<>();
        int base = -1;
        int a = v;
        int c = w2;
        while (a != -1 || c != -1) {
            int b = inBlossom[a];
            if ((label[b] & 4) != 0) {
                base = blossomBase[b];
                break;
            }
            path.add(b);
            label[b] = 5;
            if (labelEnd[b] == -1) {
                a = -1;
            } else {
                a = endpoint(labelEnd[b]);
                b = inBlossom[a];
                a = endpoint(labelEnd[b]);
            }
            if (c != -1) {
                int t = a;
                a = c;
                c = t;
            }
        }
        for (int b : path) {
            label[b] = 1;
        }
        return base;
    }

    private void addBlossom(int base, int k) {
        int v = eu[k];
        int x = ev[k];
        int bb = inBlossom[base];
        int bv = inBlossom[v];
        int bw = inBlossom[x];
        int b = unusedBlossoms.pop();
        blossomBase[b] = base;
        blossomParent[b] = -1;
        blossomParent[bb] = b;
        List<Integer> path = new ArrayList<>();
        List<Integer> endps = new ArrayList<>();
        while (bv != bb) {
            blossomParent[bv] = b;
            path.add(bv);
            endps.add(labelEnd[bv]);
            v = endpoint(labelEnd[bv]);
            bv = inBlossom[v];
        }
        path.add(bb);
        java.util.Collections.reverse(path);
        java.util.Collections.reverse(endps);
        endps.add(2 * k);
        while (bw != bb) {
            blossomParent[bw] = b;
            path.add(bw);
            endps.add(labelEnd[bw] ^ 1);
            x = endpoint(labelEnd[bw]);
            bw = inBlossom[x];
        }
        blossomChilds[b] = path.stream().mapToInt(Integer::intValue).toArray();
        blossomEndps[b] = endps.stream().mapToInt(Integer::intValue).toArray();
        label[b] = 1;
        labelEnd[b] = labelEnd[bb];
        dual[b] = 0;
        for (int leaf : leaves(b)) {
            if (label[inBlossom[leaf]] == 2) {
                queue.add(leaf);
            }
            inBlossom[leaf] = b;
        }
        int[] bestTo = new int[2 * n];
        Arrays.fill(bestTo, -1);
        for (int child : path) {
            List<int[]> lists = new ArrayList<>();
            if (blossomBestEdges[child] == null) {
                for (int leaf : leaves(child)) {
                    int[] ks = new int[neighbEnd[leaf].length];
                    for (int q = 0; q < ks.length; q++) {
                        ks[q] = neighbEnd[leaf][q] >> 1;
                    }
                    lists.add(ks);
                }
            } else {
                lists.add(blossomBestEdges[child]);
            }
            for (int[] list : lists) {
                for (int k2 : list) {
                    int i = eu[k2];
                    int j = ev[k2];
                    if (inBlossom[j] == b) {
                        int t = i;
                        i = j;
                        j = t;
                    }
                    int bj = inBlossom[j];
                    if (bj != b && label[bj] == 1 && (bestTo[bj] == -1 || slack(k2) < slack(bestTo[bj]))) {
                        bestTo[bj] = k2;
                    }
                }
            }
            blossomBestEdges[child] = null;
            bestEdge[child] = -1;
        }
        blossomBestEdges[b] = Arrays.stream(bestTo).filter(e -> e != -1).toArray();
        bestEdge[b] = -1;
        for (int k2 : blossomBestEdges[b]) {
            if (bestEdge[b] == -1 || slack(k2) < slack(bestEdge[b])) {
                bestEdge[b] = k2;
            }
        }
    }

    private static int at(int[] a, int j) {
        int len = a.length;
        return a[((j % len) + len) % len];
    }

    private void expandBlossom(int b, boolean endStage) {
        for (int s : blossomChilds[b]) {
            blossomParent[s] = -1;
            if (s < n) {
                inBlossom[s] = s;
            } else if (endStage && dual[s] == 0) {
                expandBlossom(s, endStage);
            } else {
                for (int leaf : leaves(s)) {
                    inBlossom[leaf] = s;
                }
            }
        }
        if (!endStage && label[b] == 2) {
            int[] childs = blossomChilds[b];
            int[] endps = blossomEndps[b];
            int entryChild = inBlossom[endpoint(labelEnd[b] ^ 1)];
            int j = indexOf(childs, entryChild);
            int jStep;
            int endpTrick;
            if ((j & 1) != 0) {
                j -= childs.length;
                jStep = 1;
                endpTrick = 0;
            } else {
                jStep = -1;
                endpTrick = 1;
            }
            int p = labelEnd[b];
            while (j != 0) {
                label[endpoint(p ^ 1)] = 0;
                label[endpoint(at(endps, j - endpTrick) ^ endpTrick ^ 1)] = 0;
                assignLabel(endpoint(p ^ 1), 2, p);
                allowEdge[at(endps, j - endpTrick) >> 1] = true;
                j += jStep;
                p = at(endps, j - endpTrick) ^ endpTrick;
                allowEdge[p >> 1] = true;
                j += jStep;
            }
            int bv = at(childs, j);
            label[endpoint(p ^ 1)] = label[bv] = 2;
            labelEnd[endpoint(p ^ 1)] = labelEnd[bv] = p;
            bestEdge[bv] = -1;
            j += jStep;
            while (at(childs, j) != entryChild) {
                bv = at(childs, j);
                if (label[bv] == 1) {
                    j += jStep;
                    continue;
                }
                int found = -1;
                for (int leaf : leaves(bv)) {
                    if (label[leaf] != 0) {
                        found = leaf;
                        break;
                    }
                }
                if (found != -1) {
                    label[found] = 0;
                    label[endpoint(mate[blossomBase[bv]])] = 0;
                    assignLabel(found, 2, labelEnd[found]);
                }
                j += jStep;
            }
        }
        label[b] = labelEnd[b] = -1;
        blossomChilds[b] = null;
        blossomEndps[b] = null;
        blossomBase[b] = -1;
        blossomBestEdges[b] = null;
        bestEdge[b] = -1;
        unusedBlossoms.add(b);
    }

    private static int indexOf(int[] a, int x) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == x) {
                return i;
            }
        }
        throw new IllegalStateException("blossom child not found");
    }

    private void augmentBlossom(int b, int v) {
        int t = v;
        while (blossomParent[t] != b) {
            t = blossomParent[t];
        }
        if (t >= n) {
            augmentBlossom(t, v);
        }
        int[] childs = blossomChilds[b];
        int[] endps = blossomEndps[b];
        int i = indexOf(childs, t);
        int j = i;
        int jStep;
        int endpTrick;
        if ((i & 1) != 0) {
            j -= childs.length;
            jStep = 1;
            endpTrick = 0;
        } else {
            jStep = -1;
            endpTrick = 1;
        }
        while (j != 0) {
            j += jStep;
            t = at(childs, j);
            int p = at(endps, j - endpTrick) ^ endpTrick;
            if (t >= n) {
                augmentBlossom(t, endpoint(p));
            }
            j += jStep;
            t = at(childs, j);
            if (t >= n) {
                augmentBlossom(t, endpoint(p ^ 1));
            }
            mate[endpoint(p)] = p ^ 1;
            mate[endpoint(p ^ 1)] = p;
        }
        int len = childs.length;
        int[] c2 = new int[len];
        int[] e2 = new int[len];
        for (int q = 0; q < len; q++) {
            c2[q] = childs[(i + q) % len];
            e2[q] = endps[(i + q) % len];
        }
        blossomChilds[b] = c2;
        blossomEndps[b] = e2;
        blossomBase[b] = blossomBase[c2[0]];
    }

    private void augmentMatching(int k) {
        int[][] starts = {{eu[k], 2 * k + 1}, {ev[k], 2 * k}};
        for (int[] sp : starts) {
            int s = sp[0];
            int p = sp[1];
            while (true) {
                int bs = inBlossom[s];
                if (bs >= n) {
                    augmentBlossom(bs, s);
                }
                mate[s] = p;
                if (labelEnd[bs] == -1) {
                    break;
                }
                int t = endpoint(labelEnd[bs]);
                int bt = inBlossom[t];
                s = endpoint(labelEnd[bt]);
                int j = endpoint(labelEnd[bt] ^ 1);
                if (bt >= n) {
                    augmentBlossom(bt, j);
                }
                mate[j] = labelEnd[bt];
                p = labelEnd[bt] ^ 1;
            }
        }
    }

    private int[] run() {
        for (int stage = 0; stage < n; stage++) {
            Arrays.fill(label, 0);
            Arrays.fill(bestEdge, -1);
            for (int b = n; b < 2 * n; b++) {
                blossomBestEdges[b] = null;
            }
            Arrays.fill(allowEdge, false);
            queue.clear();
            for (int v = 0; v < n; v++) {
                if (mate[v] == -1 && label[inBlossom[v]] == 0) {
                    assignLabel(v, 1, -1);
                }
            }
            boolean augmented = false;
            while (true) {
                while (!queue.isEmpty() && !augmented) {
                    int v = queue.pop();
                    for (int p : neighbEnd[v]) {
                        int k = p >> 1;
                        int x = endpoint(p);
                        if (inBlossom[v] == inBlossom[x]) {
                            continue;
                        }
                        long kSlack = 0;
                        if (!allowEdge[k]) {
                            kSlack = slack(k);
                            if (kSlack <= 0) {
                                allowEdge[k] = true;
                            }
                        }
                        if (allowEdge[k]) {
                            if (label[inBlossom[x]] == 0) {
                                assignLabel(x, 2, p ^ 1);
                            } else if (label[inBlossom[x]] == 1) {
                                int base = scanBlossom(v, x);
                                if (base >= 0) {
                                    addBlossom(base, k);
                                } else {
                                    augmentMatching(k);
                                    augmented = true;
                                    break;
                                }
                            } else if (label[x] == 0) {
                                label[x] = 2;
                                labelEnd[x] = p ^ 1;
                            }
                        } else if (label[inBlossom[x]] == 1) {
                            int b = inBlossom[v];
                            if (bestEdge[b] == -1 || kSlack < slack(bestEdge[b])) {
                                bestEdge[b] = k;
                            }
                        } else if (label[x] == 0) {
                            if (bestEdge[x] == -1 || kSlack < slack(bestEdge[x])) {
                                bestEdge[x] = k;
                            }
                        }
                    }
                }
                if (augmented) {
                    break;
                }
                int deltaType = 1;
                long delta = Long.MAX_VALUE;
                for (int v = 0; v < n; v++) {
                    delta = Math.min(delta, dual[v]);
                }
                int deltaEdge = -1;
                int deltaBlossom = -1;
                for (int v = 0; v < n; v++) {
                    if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
                        long d = slack(bestEdge[v]);
                        if (d < delta) {
                            delta = d;
                            deltaType = 2;
                            deltaEdge = bestEdge[v];
                        }
                    }
                }
                for (int b = 0; b < 2 * n; b++) {
                    if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
                        long s = slack(bestEdge[b]);
                        if ((s & 1) != 0) {
                            throw new IllegalStateException("odd slack between two S-blossoms");
                        }
                        long d = s / 2;
                        if (d < delta) {
                            delta = d;
                            deltaType = 3;
                            deltaEdge = bestEdge[b];
                        }
                    }
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2 && dual[b] < delta) {
                        delta = dual[b];
                        deltaType = 4;
                        deltaBlossom = b;
                    }
                }
                for (int v = 0; v < n; v++) {
                    if (label[inBlossom[v]] == 1) {
                        dual[v] -= delta;
                    } else if (label[inBlossom[v]] == 2) {
                        dual[v] += delta;
                    }
                }
                for (int b = n; b < 2 * n; b++) {
                    if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
                        if (label[b] == 1) {
                            dual[b] += delta;
                        } else if (label[b] == 2) {
                            dual[b] -= delta;
                        }
                    }
                }
                if (deltaType == 1) {
                    break;
                } else if (deltaType == 2) {
                    allowEdge[deltaEdge] = true;
                    int i = eu[deltaEdge];
                    int j = ev[deltaEdge];
                    if (label[inBlossom[i]] == 0) {
                        i = j;
                    }
                    queue.add(i);
                } else if (deltaType == 3) {
                    allowEdge[deltaEdge] = true;
                    queue.add(eu[deltaEdge]);
                } else {
                    expandBlossom(deltaBlossom, false);
                }
            }
            if (!augmented) {
                break;
            }
            for (int b = n; b < 2 * n; b++) {
                if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && dual[b] == 0) {
                    expandBlossom(b, true);
                }
            }
        }
        int[] out = new int[n];
        for (int v = 0; v < n; v++) {
            out[v] = mate[v] >= 0 ? endpoint(mate[v]) : -1;
        }
        return out;
    }
}
