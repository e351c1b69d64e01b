package org.qicai.core.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsOptions;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.team.TeamStandingsReport.Column;
import org.qicai.core.team.TeamStandingsReport.Mark;
import org.qicai.core.team.TeamStandingsReport.Row;

/**
 * Team standings (xq 15.3, 15.4, 15.5, 18.4).
 *
 * <ul>
 * <li>15.3 team round robin: match points (场分), then 全队总局分, 全队胜局, 直胜, 全队犯规; else shared.</li>
 * <li>15.4 team Swiss: match points, then 团体对手分, 全队总局分, 全队胜场, 全队犯规; else shared.</li>
 * <li>15.5 队员总分: the sum of the players' individual places, fewer first; then the best place, the
 * second best, 全队犯规; else shared.</li>
 * <li>18.4: among equal match points (15.5: equal sums), teams whose players were penalised under 18.1/18.2
 * go last, by severity and count.</li>
 * </ul>
 * Board events are ranked by the standings engine on the team crosstable (a team is a player, a match a
 * game scored in match points), so 直胜, 对手分, 犯规, 18.4 and the 15.6 play-off mark mean there what they
 * mean for players.
 */
public final class TeamStandings {
    private TeamStandings() {
    }

    /** 15.3 (round robin) or 15.4 (Swiss) for an event played on boards. */
    public static TeamStandingsReport ofBoards(TeamResults results, EventSettings eventSettings, boolean roundRobin,
                                               boolean finished) {
        TeamSettings st = results.settings();
        List<String> names = st.tiebreaks().isEmpty() ? List.of(roundRobin ? "15.3" : "15.4") : st.tiebreaks();
        List<Tiebreak> tbs = TeamTiebreaks.resolve(names, results);
        EventSnapshot teamEvent = results.asEvent(eventSettings);
        // 15.6 marks only once the places cannot change: the team table is final exactly when the event is finished
        Crosstable table = new Crosstable(teamEvent, st.matchScheme(), results.upToRound(),
                StandingsOptions.of(teamEvent.settings(), st.matchScheme()), finished ? results.upToRound() : 0);
        StandingsReport rep = StandingsReport.of(table, tbs);
        List<Column> cols = new ArrayList<>();
        cols.add(new Column("match-points", "场分", "Match points"));
        for (Tiebreak t : tbs) {
            cols.add(new Column(t.id(), t.displayName(Locale.SIMPLIFIED_CHINESE), t.displayName(Locale.ENGLISH)));
        }
        List<Row> rows = new ArrayList<>();
        for (Standing s : rep.rows()) {
            Team team = results.snapshot().team(s.player().no()).orElseThrow();
            List<String> values = new ArrayList<>();
            List<Long> raw = new ArrayList<>();
            values.add(rep.formatPoints(s.points()));
            raw.add(s.points());
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                values.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
                raw.add(s.tiebreaks().get(i));
            }
            rows.add(new Row(s.rank(), s.shared(), s.playoff(), team, values, raw, Mark.NONE, s.penaltyWeight()));
        }
        String rule = names.size() == 1 && (names.get(0).equals("15.3") || names.get(0).equals("15.4")) ? names.get(0)
                : roundRobin ? "15.3" : "15.4";
        return new TeamStandingsReport(rule, results.upToRound(), finished, rep.provisional(), cols,
                marks(rows, st, finished), rep::explanations);
    }

    /**
     * 15.5 for a 12.5 队员总分 event, from the individual standings: each team counts the places of its
     * best k players (k = the event's boards setting, 0 = every registered player); a team with fewer
     * than k players is charged one place below the field for each missing one [ours].
     */
    public static TeamStandingsReport ofMemberTotals(TeamSnapshot ts, TeamSettings st, StandingsReport individual,
                                                     boolean finished) {
        Crosstable table = individual.table();
        int field = individual.rows().size();
        long missingRank = field + 1L;
        record Line(Team team, List<Long> ranks, long sum, long points, long fouls, long weight) {
            long best() {
                return ranks.isEmpty() ? 0 : ranks.get(0);
            }

            long second() {
                return ranks.size() > 1 ? ranks.get(1) : 0;
            }
        }
        List<Line> lines = new ArrayList<>();
        for (Team t : ts.teams()) {
            List<Long> ranks = new ArrayList<>();
            long fouls = 0;
            long weight = 0;
            List<long[]> rankPoints = new ArrayList<>();
            for (int player : t.players()) {
                Standing s = individual.row(player).orElse(null);
                if (s != null) {
                    rankPoints.add(new long[] {s.rank(), s.points()});
                }
                fouls += table.fouls(player);
                weight += table.penaltyWeight(player);
            }
            rankPoints.sort(Comparator.comparingLong(a -> a[0]));
            int k = st.boards() > 0 ? st.boards() : t.registered();
            long points = 0;
            for (int i = 0; i < k; i++) {
                if (i < rankPoints.size()) {
                    ranks.add(rankPoints.get(i)[0]);
                    points += rankPoints.get(i)[1];
                } else {
                    ranks.add(missingRank);
                }
            }
            long sum = ranks.stream().mapToLong(Long::longValue).sum();
            lines.add(new Line(t, ranks, sum, points, fouls, weight));
        }
        boolean penalisedLast = table.options().penalisedLast();
        Comparator<Line> bySum = Comparator.comparingLong(Line::sum);
        Comparator<Line> full = bySum
                .thenComparingLong(l -> penalisedLast ? l.weight() : 0)
                .thenComparingLong(Line::best)
                .thenComparingLong(Line::second)
                .thenComparingLong(Line::fouls);
        lines.sort(full.thenComparingInt(l -> l.team().no()));
        List<Row> rows = new ArrayList<>();
        List<String[]> separations = new ArrayList<>();
        int place = 1;
        for (int i = 0; i < lines.size(); ) {
            int j = i + 1;
            while (j < lines.size() && full.compare(lines.get(i), lines.get(j)) == 0) {
                j++;
            }
            boolean shared = j - i > 1;
            for (int x = i; x < j; x++) {
                Line l = lines.get(x);
                rows.add(new Row(place, shared, false, l.team(),
                        List.of(Long.toString(l.sum()), st.gameScheme().format(l.points()), Long.toString(l.best()),
                                Long.toString(l.second()), Long.toString(l.fouls())),
                        List.of(l.sum(), l.points(), l.best(), l.second(), l.fouls()), Mark.NONE, l.weight()));
            }
            place += j - i;
            i = j;
        }
        for (int i = 0; i + 1 < lines.size(); i++) {
            Line a = lines.get(i);
            Line b = lines.get(i + 1);
            if (a.sum() != b.sum()) {
                continue;
            }
            String[] why;
            if (penalisedLast && a.weight() != b.weight()) {
                why = new String[] {"18.4 受处分者列后", "18.4 penalised last", a.weight() + " : " + b.weight()};
            } else if (a.best() != b.best()) {
                why = new String[] {"最高个人名次", "best individual place", a.best() + " : " + b.best()};
            } else if (a.second() != b.second()) {
                why = new String[] {"次高个人名次", "second best place", a.second() + " : " + b.second()};
            } else if (a.fouls() != b.fouls()) {
                why = new String[] {"全队犯规（少者列前）", "team fouls (fewer first)", a.fouls() + " : " + b.fouls()};
            } else {
                why = new String[] {"无法区分，名次并列（15.5）", "nothing separates them: place shared (15.5)", ""};
            }
            separations.add(new String[] {a.team().no() + " " + a.team().name() + " / " + b.team().no() + " "
                    + b.team().name(), why[0], why[1], why[2]});
        }
        List<Column> cols = List.of(new Column("rank-sum", "名次和", "Sum of places"),
                new Column("points", "总分", "Points"), new Column("best-rank", "最高个人名次", "Best place"),
                new Column("second-best-rank", "次高个人名次", "Second best place"),
                new Column("fouls", "全队犯规", "Team fouls"));
        return new TeamStandingsReport("15.5", individual.afterRound(), finished, individual.provisional(), cols,
                marks(rows, st, finished),
                locale -> {
                    boolean en = Named.isEnglish(locale);
                    List<String> out = new ArrayList<>();
                    for (String[] s : separations) {
                        out.add(s[0] + " — " + (en ? s[2] : s[1]) + (s[3].isEmpty() ? "" : " " + s[3]));
                    }
                    return out;
                });
    }

    /** The regulations' marks: the places awarded and, at the bottom, relegation (降级区 until the last round). */
    static List<Row> marks(List<Row> rows, TeamSettings st, boolean finished) {
        List<Row> out = new ArrayList<>();
        int n = rows.size();
        for (int i = 0; i < n; i++) {
            Row r = rows.get(i);
            Mark m = Mark.NONE;
            if (st.relegated() > 0 && i >= n - st.relegated()) {
                m = finished ? Mark.RELEGATED : Mark.RELEGATION_ZONE;
            } else if (st.prizes() > 0 && r.rank() <= st.prizes()) {
                m = Mark.PRIZE;
            }
            out.add(r.withMark(m));
        }
        return out;
    }
}
