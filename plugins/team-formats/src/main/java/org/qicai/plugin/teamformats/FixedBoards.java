package org.qicai.plugin.teamformats;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;
import org.qicai.plugin.teamformats.LineupRules.Reason;

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
        return Reason.en(registration(registered, boards));
    }

    @Override
    public String checkRegistrationZh(int registered, int boards) {
        return Reason.zh(registration(registered, boards));
    }

    private static Reason registration(int registered, int boards) {
        if (registered != boards) {
            return new Reason(RULE + "：报名队员每场都在各自的台次出场，所以每队恰好报名 " + boards + " 人，每台一人（现有 "
                    + registered + " 人）；需要替补请用 12.2 分台换人",
                    RULE + ": the registered players play every match on their boards, so a team registers exactly "
                    + boards + " players, one per board (has " + registered + "); substitutes need 12.2 分台换人");
        }
        return null;
    }

    @Override
    public String checkLineup(List<Integer> lineup, int registered, int boards) {
        return Reason.en(check(lineup, registered, boards));
    }

    @Override
    public String checkLineupZh(List<Integer> lineup, int registered, int boards) {
        return Reason.zh(check(lineup, registered, boards));
    }

    private static Reason check(List<Integer> lineup, int registered, int boards) {
        Reason s = LineupRules.structure(RULE, lineup, registered, boards, false);
        if (s != null) {
            return s;
        }
        for (int i = 0; i < lineup.size(); i++) {
            int p = lineup.get(i) == null ? 0 : lineup.get(i);
            if (p != 0 && p != i + 1) {
                return new Reason(RULE + "：第 " + (i + 1) + " 台每场都由报名序位 " + (i + 1) + " 出场（台次在报名时固定），"
                        + "不能是序位 " + p,
                        RULE + ": board " + (i + 1) + " belongs to registered position " + (i + 1)
                        + " in every match (boards are fixed at registration), not to position " + p);
            }
        }
        return null;
    }
}
