package org.qicai.plugin.teamformats;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;
import org.qicai.plugin.teamformats.LineupRules.Reason;

/**
 * 分台换人制 (xq 12.2): substitutes are registered after the board players, all in order of
 * strength (as 12.1); each match a team fields any k of its n registered players, keeping their
 * registered order. With 4 boards and 2 substitutes: 1-2-3-4, 1-2-3-5 … 3-4-5-6, C(6,4) = 15 lineups.
 */
@Extension
public final class OrderedSubstitutes implements TeamFormat {
    static final String RULE = "12.2 分台换人";

    @Override
    public String id() {
        return "ordered-substitutes";
    }

    @Override
    public List<String> aliases() {
        return List.of("分台换人", "分台换人制", "12.2", "substitutes");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Substitutes, order kept (xq 12.2)" : "分台换人制（12.2）";
    }

    @Override
    public String clause() {
        return "12.2";
    }

    @Override
    public boolean registeredOrderByStrength() {
        return true;
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
        Reason s = LineupRules.structure(RULE, lineup, registered, boards, true);
        if (s != null) {
            return s;
        }
        int lastPos = 0;
        int lastBoard = 0;
        for (int i = 0; i < lineup.size(); i++) {
            int p = lineup.get(i) == null ? 0 : lineup.get(i);
            if (p == 0) {
                continue;
            }
            if (p < lastPos) {
                return new Reason(RULE + "：必须保持报名顺序（台次顺序不能前后颠倒）——第 " + lastBoard + " 台的序位 "
                        + lastPos + " 排在第 " + (i + 1) + " 台的序位 " + p + " 之前",
                        RULE + ": the registered order must be kept (台次顺序不能前后颠倒) — position " + lastPos
                        + " on board " + lastBoard + " is above position " + p + " on board " + (i + 1));
            }
            lastPos = p;
            lastBoard = i + 1;
        }
        return null;
    }

    @Override
    public List<List<Integer>> legalLineups(int registered, int boards) {
        return LineupRules.combinations(registered, boards);
    }
}
