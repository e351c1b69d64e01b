package org.qicai.plugin.xiangqi.board;

/** Perft: the number of leaf nodes of the legal move tree to a given depth (bulk-counted at depth 1). */
public final class Perft {
    private Perft() {
    }

    public static long count(Position p, int depth) {
        if (depth <= 0) {
            return 1;
        }
        return rec(p, depth, new int[depth + 1][256]);
    }

    private static long rec(Position p, int depth, int[][] bufs) {
        int[] buf = bufs[depth];
        int n = p.legalMoves(buf);
        if (depth == 1) {
            return n;
        }
        long sum = 0;
        for (int i = 0; i < n; i++) {
            p.make(buf[i]);
            sum += rec(p, depth - 1, bufs);
            p.unmake();
        }
        return sum;
    }

    /** Per legal move (in the order of {@link Position#legalMoves()}), the perft count below it. */
    public static long[] divide(Position p, int depth) {
        int[] moves = p.legalMoves();
        long[] out = new long[moves.length];
        for (int i = 0; i < moves.length; i++) {
            p.make(moves[i]);
            out[i] = count(p, depth - 1);
            p.unmake();
        }
        return out;
    }
}
