package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 局分 (game points) — xq2020: "2. 局分：积分相同的情况下，局分高的选手排在前面", and the team criterion
 * "全队总局分" of 15.3/15.4. Game points are win 1, draw ½, loss 0 (14.1) whatever the event's scheme,
 * so under 3/1/0 they separate three draws from a win and two losses. The xq2020 text also calls them
 * "对局中胜利的局数", which would repeat 胜局数; we take the 14.1 meaning [ours].
 */
public final class GamePoints extends BuiltInTiebreak {
    public GamePoints() {
        super("game-points", "局分", "Game points", "xq2020", "局分", "gp", "总局分");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, table::gamePoints);
    }

    @Override
    public long denominator(Crosstable table) {
        return 2;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "game points: win 1, draw ½, loss 0 (14.1)" : "局分：胜1 和½ 负0（14.1）";
    }
}
