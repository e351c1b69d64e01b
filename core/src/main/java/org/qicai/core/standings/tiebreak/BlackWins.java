package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Side;
import org.qicai.core.standings.Crosstable;

/**
 * 后胜局 (wins with black, the side that moves second) — an option of 15.2 as practised (RULES.md
 * "后胜局 (wins as black)"). Games won over the board as the second player; a forfeit was not
 * played with any colour and does not count (as FIDE C.07 7.x counts unplayed games as not black).
 */
public final class BlackWins extends BuiltInTiebreak {
    public BlackWins() {
        super("black-wins", "后胜局", "Wins with black", "15.2", "后胜局", "bwg");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> table.entries(no).stream()
                .filter(e -> e.isPlayedGame() && e.side() == Side.SECOND && e.outcome() == Outcome.WIN).count());
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "games won over the board with black (moving second)" : "后手（执黑）实际对局胜局数";
    }
}
