package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;

/**
 * 对手分（去掉最低）(Buchholz Cut-1) — FIDE C.07 14.1: "Buchholz Cut-1, exclude the opponent's lowest
 * score"; with FIDE unplayed-round handling the lowest contribution of a voluntary unplayed round is
 * cut first (16.5). One of the 对手分 variants used in Swiss events (15.2 as practised).
 */
public final class BuchholzCut1 extends BuiltInTiebreak {
    public BuchholzCut1() {
        super("buchholz-cut1", "对手分去最低", "Buchholz cut 1", "FIDE C.07 14.1", "对手分去最低", "bh-c1", "cut1");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> Buchholz.cut(table, no, 1, 0));
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "Buchholz without the lowest opponent score" : "对手分去掉一个最低对手积分";
    }
}
