package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 相对胜局 (wins against higher-scoring players) — xq2020: "4. 相对胜局：…相对胜局是指战胜积分更高的选手的
 * 次数". The number of games won (a {@code +} included, 21.4) against opponents who have more points
 * than the player at the time of the standings.
 */
public final class RelativeWins extends BuiltInTiebreak {
    public RelativeWins() {
        super("relative-wins", "相对胜局", "Wins against higher-scored", "xq2020", "相对胜局");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> table.entries(no).stream()
                .filter(e -> e.counts() && !e.isBye() && e.outcome().isWin()
                        && table.points(e.opponent()) > table.points(no))
                .count());
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "games won against players with more points" : "战胜积分更高选手的局数";
    }
}
