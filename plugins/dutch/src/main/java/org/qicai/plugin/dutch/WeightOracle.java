package org.qicai.plugin.dutch;

/**
 * The weight of every edge of a graph, computed on demand (a complete graph of 10,000 players is
 * not stored), with optional hints that let the matching skip vertices that cannot matter.
 */
interface WeightOracle {
    /** Number of 64-bit words of a weight. */
    int words();

    /**
     * Writes the weight of edge {u, v} ({@code u != v}) into {@code out[off..off+words)} and
     * returns true, or returns false when the weight is zero (no edge). Weights are non-negative.
     */
    boolean weight(int u, int v, long[] out, int off);

    /** The vertices to look at eagerly, or null for all. Vertices outside it and outside {@link #farVertices} are isolated except from {@link #fixedPartner}. */
    default int[] activeVertices() {
        return null;
    }

    /** Vertices looked at lazily, through {@link #farBound}; null for none. */
    default int[] farVertices() {
        return null;
    }

    default boolean isFar(int v) {
        return false;
    }

    /** An upper bound of w(s, x) over all far x, into out; false when s has no edge to a far vertex. */
    default boolean farBound(int s, long[] out, int off) {
        return false;
    }

    /**
     * A dual for v that makes every edge between two such vertices tight (their weights are
     * separable, w(x,y) = φ(x) + φ(y)): 2φ(v) into out, or false when v has none.
     */
    default boolean separableDual(int v, long[] out, int off) {
        return false;
    }

    /** Changes whenever the far set changes (a new bracket). */
    default int farVersion() {
        return 0;
    }

    /**
     * A vertex whose edges are all heavier than the edges among the other changed vertices (a
     * moved-down player in its bracket). When the duals restart, such a vertex takes its dual after
     * the others, so that it alone carries its edges' extra weight and the edges among the others can
     * be tight; a restart that let every neighbour share that weight would leave most vertices free.
     */
    default boolean hub(int v) {
        return false;
    }

    /** The only neighbour of a vertex whose pair is fixed, or −1. */
    default int fixedPartner(int v) {
        return -1;
    }
}
