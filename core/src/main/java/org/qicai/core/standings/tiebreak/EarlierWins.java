package org.qicai.core.standings.tiebreak;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 较早轮次获胜 (earlier wins) — xq2020: "7. 轮次：其他条件都相同的情况下，在较早轮次获胜的选手排在前面".
 * Compares the rounds of the wins ({@code +} included, 21.4) from the first round on: the player with
 * a win in the earliest round where the two records differ ranks higher. The value is a bit set of
 * the winning rounds (round 1 the highest bit), so comparing values compares records; it is shown as
 * the list of winning rounds. Covers events of up to 62 rounds.
 */
public final class EarlierWins extends BuiltInTiebreak {
    private static final int MAX_ROUNDS = 62;

    public EarlierWins() {
        super("earlier-wins", "较早获胜", "Earlier wins", "xq2020", "较早获胜", "轮次", "较早轮次获胜", "early-wins");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        int n = Math.min(table.upToRound(), MAX_ROUNDS);
        return each(group, no -> {
            long bits = 0;
            for (Crosstable.Entry e : table.entries(no)) {
                if (e.counts() && !e.isBye() && e.outcome().isWin() && e.round() <= n) {
                    bits |= 1L << (n - e.round());
                }
            }
            return bits;
        });
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String format(long value, Crosstable table) {
        int n = Math.min(table.upToRound(), MAX_ROUNDS);
        List<String> rounds = new ArrayList<>();
        for (int r = 1; r <= n; r++) {
            if ((value & (1L << (n - r))) != 0) {
                rounds.add(Integer.toString(r));
            }
        }
        return rounds.isEmpty() ? "-" : String.join(" ", rounds);
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "who won in the earlier round (rounds of the wins compared from round 1)"
                : "比较获胜轮次，较早轮次获胜者列前";
    }
}
