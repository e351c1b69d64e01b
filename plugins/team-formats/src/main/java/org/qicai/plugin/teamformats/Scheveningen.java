package org.qicai.plugin.teamformats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.model.BoardAssignment;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;

/**
 * 全队轮赛制 (xq 12.4): every player of one team plays every player of the other within the match —
 * a Scheveningen schedule over k sub-rounds on k boards. In sub-round s, board b, the first team's
 * slot b meets the second team's slot ((b + s − 2) mod k) + 1, so every pair meets exactly once.
 *
 * <p>Colours: every player gets red in half of his games (k/2, or ⌊k/2⌋/⌈k/2⌉ when k is odd); within
 * that, each sub-round is as even between the teams as it can be, and sub-round 1 follows 13.2 (the
 * first-listed team red on odd boards) where balance allows. The colours are found by a bounded,
 * deterministic search ({@link #colours}).
 */
@Extension
public final class Scheveningen implements TeamFormat {
    static final String RULE = "12.4 全队轮赛";
    /** Search effort per sub-round tolerance before relaxing it; keeps the schedule instant for any k. */
    private static final int NODE_BUDGET = 200_000;

    @Override
    public String id() {
        return "scheveningen";
    }

    @Override
    public List<String> aliases() {
        return List.of("全队轮赛", "全队轮赛制", "12.4", "all-play-all");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Whole-team round (Scheveningen, xq 12.4)" : "全队轮赛制（12.4）";
    }

    @Override
    public String clause() {
        return "12.4";
    }

    @Override
    public String checkLineup(List<Integer> lineup, int registered, int boards) {
        return LineupRules.Reason.en(LineupRules.structure(RULE, lineup, registered, boards, true));
    }

    @Override
    public String checkLineupZh(List<Integer> lineup, int registered, int boards) {
        return LineupRules.Reason.zh(LineupRules.structure(RULE, lineup, registered, boards, true));
    }

    @Override
    public List<List<Integer>> legalLineups(int registered, int boards) {
        return LineupRules.arrangements(registered, boards);
    }

    @Override
    public int subRounds(int boards) {
        return boards;
    }

    /** The second team's slot that meets the first team's slot {@code b} in sub-round {@code s} (1-based). */
    static int opponentSlot(int k, int s, int b) {
        return Math.floorMod(b + s - 2, k) + 1;
    }

    @Override
    public List<BoardAssignment> schedule(int boards) {
        int k = boards;
        boolean[][] red = colours(k);
        List<BoardAssignment> out = new ArrayList<>();
        for (int s = 1; s <= k; s++) {
            for (int b = 1; b <= k; b++) {
                out.add(new BoardAssignment(s, b, b, opponentSlot(k, s, b), red[s - 1][b - 1]));
            }
        }
        return out;
    }

    /**
     * {@code red[s][b]}: whether the first team's player is red on board b+1 of sub-round s+1. Hard:
     * every player of both teams red in ⌊k/2⌋ or ⌈k/2⌉ games. Soft, relaxed step by step: each
     * sub-round within {@code t} of an even split, tried from t = 0.
     */
    static boolean[][] colours(int k) {
        for (int t = 0; t <= k; t++) {
            Search search = new Search(k, t);
            if (search.run()) {
                return search.red;
            }
        }
        // Always balanced per player (never reached in practice: with t = k only the hard rule remains and
        // this pattern satisfies it): first team red when its slot and the opponent's slot have equal parity.
        boolean[][] red = new boolean[k][k];
        for (int s = 1; s <= k; s++) {
            for (int b = 1; b <= k; b++) {
                red[s - 1][b - 1] = (b + opponentSlot(k, s, b)) % 2 == 0;
            }
        }
        return red;
    }

    private static final class Search {
        final int k;
        final int lo;
        final int hi;
        final int rowLo;
        final int rowHi;
        final boolean[][] red;
        final int[] firstReds;
        final int[] firstSeen;
        final int[] secondReds;
        final int[] secondSeen;
        final int[] rowReds;
        int nodes;

        Search(int k, int t) {
            this.k = k;
            this.lo = k / 2;
            this.hi = (k + 1) / 2;
            this.rowLo = Math.max(0, k / 2 - t);
            this.rowHi = Math.min(k, (k + 1) / 2 + t);
            this.red = new boolean[k][k];
            this.firstReds = new int[k];
            this.firstSeen = new int[k];
            this.secondReds = new int[k];
            this.secondSeen = new int[k];
            this.rowReds = new int[k];
        }

        boolean run() {
            return place(0);
        }

        private boolean place(int cell) {
            if (++nodes > NODE_BUDGET) {
                return false;
            }
            if (cell == k * k) {
                return true;
            }
            int s = cell / k;
            int b = cell % k;
            int j = opponentSlot(k, s + 1, b + 1) - 1;
            // preference: sub-round 1 as 13.2 (first team red on odd boards), later sub-rounds alternating
            boolean preferred = s == 0 ? b % 2 == 0 : (b + s) % 2 == 0;
            for (int option = 0; option < 2; option++) {
                boolean r = option == 0 ? preferred : !preferred;
                if (fits(s, b, j, r)) {
                    set(s, b, j, r, +1);
                    if (place(cell + 1)) {
                        return true;
                    }
                    set(s, b, j, r, -1);
                }
            }
            return false;
        }

        private boolean fits(int s, int b, int j, boolean r) {
            int fr = firstReds[b] + (r ? 1 : 0);
            int fleft = k - firstSeen[b] - 1;
            if (fr > hi || fr + fleft < lo) {
                return false;
            }
            // the second team's player j is red when the first team's is not
            int sr = secondReds[j] + (r ? 0 : 1);
            int sleft = k - secondSeen[j] - 1;
            if (sr > hi || sr + sleft < lo) {
                return false;
            }
            int rr = rowReds[s] + (r ? 1 : 0);
            int rleft = k - b - 1;
            return rr <= rowHi && rr + rleft >= rowLo;
        }

        private void set(int s, int b, int j, boolean r, int d) {
            red[s][b] = d > 0 && r;
            firstSeen[b] += d;
            secondSeen[j] += d;
            if (r) {
                firstReds[b] += d;
                rowReds[s] += d;
            } else {
                secondReds[j] += d;
            }
        }
    }
}
