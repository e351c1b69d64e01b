package org.qicai.plugin.teamformats;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.model.BoardAssignment;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;

/**
 * 队员总分制 (xq 12.5): no boards; the players play the individual competition and a team's result
 * is the sum of its players' results (ranked by 15.5: the sum of their individual places).
 */
@Extension
public final class MemberTotals implements TeamFormat {
    static final String RULE = "12.5 队员总分";

    @Override
    public String id() {
        return "member-totals";
    }

    @Override
    public List<String> aliases() {
        return List.of("队员总分", "队员总分制", "12.5", "totals");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Sum of members' results (xq 12.5)" : "队员总分制（12.5）";
    }

    @Override
    public String clause() {
        return "12.5";
    }

    @Override
    public boolean hasBoards() {
        return false;
    }

    @Override
    public boolean choosesLineup() {
        return false;
    }

    @Override
    public String checkRegistration(int registered, int boards) {
        return registered < 1 ? RULE + ": a team needs at least one player" : null;
    }

    @Override
    public String checkRegistrationZh(int registered, int boards) {
        return registered < 1 ? RULE + "：每队至少要有一名队员" : null;
    }

    @Override
    public String checkLineup(List<Integer> lineup, int registered, int boards) {
        return RULE + ": there are no boards and no lineups — every registered player plays the individual "
                + "competition and the team's result is the sum of its players' results";
    }

    @Override
    public String checkLineupZh(List<Integer> lineup, int registered, int boards) {
        return RULE + "：没有台次，也没有出场名单——每名报名队员都参加个人赛，团体成绩是其队员成绩之和";
    }

    @Override
    public List<Integer> defaultLineup(int registered, int boards) {
        return List.of();
    }

    @Override
    public List<List<Integer>> legalLineups(int registered, int boards) {
        return List.of();
    }

    @Override
    public List<BoardAssignment> schedule(int boards) {
        return List.of();
    }
}
