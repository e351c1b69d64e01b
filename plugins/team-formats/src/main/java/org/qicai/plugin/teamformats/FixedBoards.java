package org.qicai.plugin.teamformats;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;

/**
 * 分台定人制 (xq 12.1): the board order is fixed at registration by strength and the same players
 * play the same boards in every match. There are no substitutes; an absent player's board is lost
 * by forfeit (21.4).
 */
@Extension
public final class FixedBoards implements TeamFormat {
    static final String RULE = "12.1 分台定人";

    @Override
    public String id() {
        return "fixed-boards";
    }

    @Override
    public List<String> aliases() {
        return List.of("分台定人", "分台定人制", "12.1", "fixed");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Fixed boards (xq 12.1)" : "分台定人制（12.1）";
    }

    @Override
    public String clause() {
        return "12.1";
    }

    @Override
    public boolean choosesLineup() {
        return false;
    }

    @Override
    public boolean registeredOrderByStrength() {
        return true;
    }

    @Override
    public String checkRegistration(int registered, int boards) {
        if (registered != boards) {
            return RULE + ": the registered players play every match on their boards, so a team registers exactly "
                    + boards + " players, one per board (has " + registered + "); substitutes need 12.2 分台换人";
        }
        return null;
    }

    @Override
    public String checkLineup(List<Integer> lineup, int registered, int boards) {
        String s = LineupRules.structure(RULE, lineup, registered, boards, false);
        if (s != null) {
            return s;
        }
        for (int i = 0; i < lineup.size(); i++) {
            int p = lineup.get(i) == null ? 0 : lineup.get(i);
            if (p != 0 && p != i + 1) {
                return RULE + ": board " + (i + 1) + " belongs to registered position " + (i + 1)
                        + " in every match (boards are fixed at registration), not to position " + p;
            }
        }
        return null;
    }
}
