package org.qicai.plugin.teamformats;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;

/**
 * 临时定台制 (xq 12.3): before each match a team sets its players on the boards in any order; board
 * meets board. The lineup is fixed by a deadline before the match and then locked.
 */
@Extension
public final class FreeOrder implements TeamFormat {
    static final String RULE = "12.3 临时定台";

    @Override
    public String id() {
        return "free-order";
    }

    @Override
    public List<String> aliases() {
        return List.of("临时定台", "临时定台制", "12.3");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Boards set before each match (xq 12.3)" : "临时定台制（12.3）";
    }

    @Override
    public String clause() {
        return "12.3";
    }

    @Override
    public boolean lineupDeadline() {
        return true;
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
}
