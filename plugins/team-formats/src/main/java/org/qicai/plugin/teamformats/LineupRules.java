package org.qicai.plugin.teamformats;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.ArgumentError;

/** What every format with boards checks of a lineup, and the listings of legal lineups. */
final class LineupRules {
    /** The most lineups a listing returns; beyond it the caller is told how many there are. */
    static final long LIMIT = 100_000;

    private LineupRules() {
    }

    /** Why a lineup is not allowed, in Chinese and English (the same boards and positions). */
    record Reason(String zh, String en) {
        static String en(Reason r) {
            return r == null ? null : r.en;
        }

        static String zh(Reason r) {
            return r == null ? null : r.zh;
        }
    }

    /** Throws when a listing would be longer than {@link #LIMIT}, saying how long. */
    private static void limit(long count, String what) {
        if (count > LIMIT) {
            throw new ArgumentError(what + " 共有 " + count + " 种出场名单，太多，无法一一列出（最多 " + LIMIT + " 种）",
                    what + " gives " + count + " lineups, too many to list (at most " + LIMIT + ")");
        }
    }

    private static long count(int n, int k, boolean ordered) {
        long c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i);
            if (!ordered) {
                c = c / (i + 1);
            }
            if (c > LIMIT * 1000) {
                return c;
            }
        }
        return c;
    }

    /**
     * The checks common to every format: one entry per board, registered positions only, nobody
     * twice, somebody present; with {@code emptiesLast}, an empty board may only follow the filled
     * ones ([ours]: players move up, so a short team leaves its last boards empty).
     */
    static Reason structure(String rule, List<Integer> lineup, int registered, int boards, boolean emptiesLast) {
        if (lineup == null || lineup.isEmpty()) {
            return new Reason(rule + "：出场名单是空的", rule + ": the lineup is empty");
        }
        if (lineup.size() != boards) {
            return new Reason(rule + "：" + boards + " 台需要 " + boards + " 项，每台一项（空台写 -，按 21.4 判弃权负）；"
                    + "现有 " + lineup.size() + " 项",
                    rule + ": " + boards + " boards need " + boards + " entries, one per board (mark an empty board "
                    + "with -, lost by forfeit under 21.4); got " + lineup.size());
        }
        int[] boardOf = new int[Math.max(registered, 0) + 1];
        int present = 0;
        int firstEmpty = 0;
        for (int i = 0; i < lineup.size(); i++) {
            Integer p = lineup.get(i);
            int board = i + 1;
            if (p == null || p == 0) {
                if (firstEmpty == 0) {
                    firstEmpty = board;
                }
                continue;
            }
            if (p < 0 || p > registered) {
                return new Reason(rule + "：第 " + board + " 台：报名序位 " + p + " 没有报名队员（该队报名 "
                        + registered + " 人，序位 1–" + registered + "）",
                        rule + ": board " + board + ": position " + p + " is not registered (the team has "
                        + registered + " players, positions 1–" + registered + ")");
            }
            if (boardOf[p] != 0) {
                return new Reason(rule + "：报名序位 " + p + " 出场两次（第 " + boardOf[p] + " 台和第 " + board + " 台）",
                        rule + ": position " + p + " is fielded twice (boards " + boardOf[p] + " and " + board + ")");
            }
            boardOf[p] = board;
            present++;
            if (emptiesLast && firstEmpty != 0) {
                return new Reason(rule + "：第 " + firstEmpty + " 台空着，第 " + board + " 台却有人——队员依次上移，"
                        + "人数不足的队空出的是最后几台 [ours]",
                        rule + ": board " + firstEmpty + " is empty but board " + board + " is not — players move "
                        + "up, so a short team leaves its last boards empty [ours]");
            }
        }
        if (present == 0) {
            return new Reason(rule + "：没有人出场——不到场的队该场判弃权负（21.4）：请改为录入全队弃权",
                    rule + ": nobody is fielded — a team that does not appear forfeits the match (21.4): record a "
                    + "team forfeit instead");
        }
        return null;
    }

    /** The k-element subsets of 1…n in increasing order, listed lexicographically (12.2: C(n, k)). */
    static List<List<Integer>> combinations(int n, int k) {
        List<List<Integer>> out = new ArrayList<>();
        if (k < 1 || k > n) {
            return out;
        }
        limit(count(n, k, false), "C(" + n + "," + k + ")");
        int[] c = new int[k];
        for (int i = 0; i < k; i++) {
            c[i] = i + 1;
        }
        while (true) {
            List<Integer> l = new ArrayList<>(k);
            for (int v : c) {
                l.add(v);
            }
            out.add(List.copyOf(l));
            int i = k - 1;
            while (i >= 0 && c[i] == n - k + i + 1) {
                i--;
            }
            if (i < 0) {
                return out;
            }
            c[i]++;
            for (int j = i + 1; j < k; j++) {
                c[j] = c[j - 1] + 1;
            }
        }
    }

    /** The k-element arrangements of 1…n, listed lexicographically (12.3: n!/(n−k)!). */
    static List<List<Integer>> arrangements(int n, int k) {
        List<List<Integer>> out = new ArrayList<>();
        if (k < 1 || k > n) {
            return out;
        }
        limit(count(n, k, true), n + "!/(" + n + "−" + k + ")!");
        arrange(n, k, new ArrayList<>(), new boolean[n + 1], out);
        return out;
    }

    private static void arrange(int n, int k, List<Integer> prefix, boolean[] used, List<List<Integer>> out) {
        if (prefix.size() == k) {
            out.add(List.copyOf(prefix));
            return;
        }
        for (int p = 1; p <= n; p++) {
            if (!used[p]) {
                used[p] = true;
                prefix.add(p);
                arrange(n, k, prefix, used, out);
                prefix.remove(prefix.size() - 1);
                used[p] = false;
            }
        }
    }
}
