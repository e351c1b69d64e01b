package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.Side;
import org.qicai.core.standings.Crosstable;

/**
 * 后手局 (games with black, the side that moves second) — an option of 15.2 as practised (RULES.md
 * "后手局 (games as black)"): more games played second ranks higher. Forfeits and byes are not games
 * played with a colour.
 */
public final class BlackGames extends BuiltInTiebreak {
    public BlackGames() {
        super("black-games", "后手局", "Games with black", "15.2", "后手局", "bpg");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> table.entries(no).stream()
                .filter(e -> e.isPlayedGame() && e.side() == Side.SECOND).count());
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "games played over the board with black (moving second)" : "后手（执黑）实际对局数";
    }
}
