package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 胜局 (number of wins) — xq 15.1 and 15.2 ("小分、胜局、直胜、犯规"; "对手分、胜局、犯规"). A {@code +}
 * counts as a win (21.4: "'+'等于1分" — it is a win in the totals); a bye is not a game won.
 */
public final class Wins extends BuiltInTiebreak {
    public Wins() {
        super("wins", "胜局", "Wins", "15.1/15.2", "胜局", "win", "胜局数");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> table.entries(no).stream()
                .filter(e -> e.counts() && !e.isBye() && e.outcome().isWin()).count());
    }

    @Override
    public long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "games won, + included (21.4)" : "胜局数，+ 计入（21.4）";
    }
}
