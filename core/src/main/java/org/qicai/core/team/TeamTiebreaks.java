package org.qicai.core.team;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.qicai.core.UserError;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.tiebreak.BuiltInTiebreak;
import org.qicai.core.standings.tiebreak.Tiebreaks;
import org.qicai.core.team.TeamResults.Totals;

/**
 * The team criteria of 15.3/15.4 that need the boards, not only the match results: 全队总局分 (the
 * team's game points in the event's game scheme), 全队胜局 (boards won) and 全队胜场 (matches won).
 * Their ids are those of the team presets in {@link Tiebreaks}; the other ids of a team list (直胜,
 * 团体对手分, 全队犯规) are the built-in tiebreaks applied to the team crosstable, where a team is a
 * player, a match a game scored in match points, and a player's penalty his team's.
 */
public final class TeamTiebreaks {
    private TeamTiebreaks() {
    }

    /** A criterion read off each team's {@link Totals}; counted in whole units unless it says otherwise. */
    abstract static class TeamTotal extends BuiltInTiebreak {
        final TeamResults results;
        private final ToLongFunction<Totals> total;

        TeamTotal(TeamResults results, ToLongFunction<Totals> total, String id, String nameZh, String nameEn,
                  String clause, String... aliases) {
            super(id, nameZh, nameEn, clause, aliases);
            this.results = results;
            this.total = total;
        }

        @Override
        public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
            return each(group, t -> total.applyAsLong(results.totals(t)));
        }

        @Override
        public long denominator(Crosstable table) {
            return 1;
        }
    }

    /** 全队总局分 (15.3, 15.4): the team's game points over all its matches, in the game scheme. */
    public static final class GamePoints extends TeamTotal {
        public GamePoints(TeamResults results) {
            super(results, Totals::gamePoints, "game-points", "全队总局分", "Game points", "15.3", "局分", "总局分", "全队总局分",
                    "gp");
        }

        @Override
        public long denominator(Crosstable table) {
            return results.settings().gameScheme().denominator();
        }

        @Override
        public String rule(Locale l) {
            return english(l) ? "the team's game points over all its boards (14.2 局分)" : "全队各台局分之和（14.2）";
        }
    }

    /** 全队胜局 (15.3): boards the team won, forfeit wins included (21.4 counts {@code +} as a win). */
    public static final class BoardWins extends TeamTotal {
        public BoardWins(TeamResults results) {
            super(results, Totals::boardWins, "wins", "全队胜局", "Board wins", "15.3", "胜局", "全队胜局");
        }

        @Override
        public String rule(Locale l) {
            return english(l) ? "boards won by the team's players (forfeit wins included)" : "全队胜局数（含不战而胜）";
        }
    }

    /** 全队胜场 (15.4): matches the team won, over the boards or by a team forfeit. */
    public static final class MatchWins extends TeamTotal {
        public MatchWins(TeamResults results) {
            super(results, Totals::matchesWon, "match-wins", "全队胜场", "Matches won", "15.4", "胜场", "全队胜场");
        }

        @Override
        public String rule(Locale l) {
            return english(l) ? "matches won (a team forfeit won counts)" : "全队胜场数（含对方弃权）";
        }
    }

    /**
     * Resolves a team tiebreak list: a team preset (15.3, 15.4), ids or Chinese names. The three
     * criteria above come first; any other id is a built-in tiebreak applied to the team crosstable.
     */
    public static List<Tiebreak> resolve(List<String> names, TeamResults results) {
        List<Tiebreak> own = List.of(new GamePoints(results), new BoardWins(results), new MatchWins(results));
        List<Tiebreak> catalogue = new ArrayList<>(own);
        for (Tiebreak t : Tiebreaks.builtIn()) {
            if (own.stream().noneMatch(o -> o.id().equals(t.id()))) {
                catalogue.add(t);
            }
        }
        List<String> expanded = new ArrayList<>();
        for (String n : names) {
            if (n == null || n.isBlank()) {
                continue;
            }
            if (n.strip().equals("15.5")) {
                throw UserError.zh("15.5 用于 12.5 队员总分的比赛；本赛事按台次比赛（请用 15.3 或 15.4）",
                        "15.5 ranks a 12.5 队员总分 event; this event plays on boards (use 15.3 or 15.4)");
            }
            expanded.addAll(Tiebreaks.teamPreset(n).orElse(List.of(n.strip())));
        }
        List<Tiebreak> out = new ArrayList<>();
        for (String n : expanded) {
            Tiebreak t = catalogue.stream().filter(c -> c.answersTo(n)).findFirst().orElseThrow(() -> UserError.zh(
                    "没有名为“" + n + "”的团体破同分规则；可用：15.3, 15.4, "
                    + String.join(", ", catalogue.stream().map(Tiebreak::id).toList()),
                    "unknown team tiebreak '" + n + "'; known: 15.3, 15.4, " + String.join(", ",
                            catalogue.stream().map(Tiebreak::id).toList())));
            if (out.stream().anyMatch(o -> o.id().equals(t.id()))) {
                throw UserError.zh("团体破同分规则“" + t.id() + "”列了两次", "team tiebreak '" + t.id() + "' is listed twice");
            }
            out.add(t);
        }
        return out;
    }
}
