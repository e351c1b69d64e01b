package org.qicai.plugin.dutch;

/** The weight of every edge of a graph, computed on demand (a complete graph of 10,000 players is not stored). */
interface WeightOracle {
    /** Number of 64-bit words of a weight. */
    int words();

    /**
     * Writes the weight of edge {u, v} ({@code u != v}) into {@code out[off..off+words)} and
     * returns true, or returns false when the weight is zero (no edge). Weights are non-negative.
     */
    boolean weight(int u, int v, long[] out, int off);
}
