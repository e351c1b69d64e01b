package org.qicai.core.sample;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Result;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.LineupText;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamImport;

/**
 * A team sample: {@code teams.csv} (the entry list, see {@link TeamImport}), {@code lineups.csv}
 * ({@code round,team,lineup}; a team without a row plays the default lineup) and {@code results.csv}
 * ({@code round,match,home,away,forfeit,b1…bk}: the first-listed team, the second, {@code home}/{@code away}
 * when that team did not appear, then each board's result red first, {@code empty} for an empty board).
 * Building one runs the arbiter's actions: create, import teams, then per round pair, enter lineups,
 * record forfeits, publish (locking the lineups) and enter each match's results.
 */
final class TeamSamples {
    private TeamSamples() {
    }

    private record MatchRow(int line, int round, int match, int home, int away, String forfeit, List<String> boards) {
    }

    static EventService build(String name, EventSettings settings, Path file, ExtensionRegistry plugins, String actor,
                              int playRounds, boolean pairNext) {
        byte[] teamsCsv = SampleEvents.resource("samples/" + name + "/teams.csv").getBytes(StandardCharsets.UTF_8);
        Map<Integer, List<MatchRow>> results = results(name);
        List<Csv.Row> lineups = Csv.parse(SampleEvents.resource("samples/" + name + "/lineups.csv"));
        // built beside the file and moved into place when complete: an interrupted build leaves no file
        return TeamService.createEvent(file, settings, plugins, actor, s -> {
            TeamService teams = new TeamService(s);
            teams.registration().importTeams(TeamImport.parse(teamsCsv));
            int rounds = playRounds < 0 ? results.size() : Math.min(playRounds, results.size());
            for (int r = 1; r <= rounds; r++) {
                RoundView round = teams.round(s.rounds().pairNextRound().no());
                List<MatchRow> rows = results.getOrDefault(r, List.of());
                if (rows.size() != round.matches().size()) {
                    throw UserError.zh("示例赛事 " + name + "：第 " + r + " 轮有 " + round.matches().size()
                            + " 场比赛，results.csv 中有 " + rows.size() + " 场",
                            "sample " + name + ": round " + r + " has " + round.matches().size()
                            + " matches, results.csv has " + rows.size());
                }
                for (MatchRow row : rows) {
                    TeamMatch m = round.matches().get(row.match() - 1).match();
                    if (m.first() != row.home() || m.second() != row.away()) {
                        throw UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line() + " 行：第 " + r + " 轮第 "
                                + row.match() + " 场是 " + m.first() + "-" + m.second() + "，文件中却是 " + row.home() + "-"
                                + row.away(),
                                "sample " + name + " results.csv line " + row.line() + ": round " + r
                                + " match " + row.match() + " is " + m.first() + "-" + m.second() + ", the file says "
                                + row.home() + "-" + row.away());
                    }
                }
                for (int i = 1; i < lineups.size(); i++) {
                    Csv.Row l = lineups.get(i);
                    if (!l.isBlank() && Integer.parseInt(l.get(0)) == r) {
                        teams.lineups().enterLineup(r, Integer.parseInt(l.get(1)), LineupText.parse(l.get(2)));
                    }
                }
                for (MatchRow row : rows) {
                    if (!row.forfeit().isEmpty()) {
                        teams.matchResults().forfeitMatch(r, row.match(), switch (row.forfeit()) {
                            case "home" -> MatchForfeit.FIRST_ABSENT;
                            case "away" -> MatchForfeit.SECOND_ABSENT;
                            case "both" -> MatchForfeit.BOTH_ABSENT;
                            default -> throw UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line()
                                    + " 行：弃权一栏只能是 home、away 或 both",
                                    "sample " + name + " results.csv line " + row.line()
                                    + ": forfeit must be home, away or both");
                        });
                    }
                }
                s.rounds().publishRound(r);
                for (MatchRow row : rows) {
                    if (!row.forfeit().isEmpty()) {
                        continue;
                    }
                    List<Result> res = new ArrayList<>();
                    for (String b : row.boards()) {
                        res.add(b.equals("empty") ? null : Result.parseCode(b).filter(Result::isDecided).orElseThrow(
                                () -> UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line() + " 行：“" + b
                                        + "”不是比赛结果",
                                        "sample " + name + " results.csv line " + row.line()
                                        + ": '" + b + "' is not a result")));
                    }
                    MatchView v = teams.matchResults().enterMatchResults(r, row.match(), res);
                    if (!v.score().complete()) {
                        throw UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line() + " 行：该场比赛成绩仍不完整",
                                "sample " + name + " results.csv line " + row.line()
                                + ": the match is still incomplete");
                    }
                }
            }
            if (pairNext && rounds < teams.plannedRounds()) {
                s.rounds().pairNextRound();
            }
        });
    }

    static int recordedRounds(String name) {
        return results(name).size();
    }

    private static Map<Integer, List<MatchRow>> results(String name) {
        Map<Integer, List<MatchRow>> out = new LinkedHashMap<>();
        List<Csv.Row> rows = Csv.parse(SampleEvents.resource("samples/" + name + "/results.csv"));
        for (int i = 1; i < rows.size(); i++) {
            Csv.Row row = rows.get(i);
            if (row.isBlank()) {
                continue;
            }
            try {
                List<String> boards = new ArrayList<>();
                for (int b = 5; b < row.fields().size(); b++) {
                    boards.add(row.get(b));
                }
                MatchRow m = new MatchRow(row.line(), Integer.parseInt(row.get(0)), Integer.parseInt(row.get(1)),
                        Integer.parseInt(row.get(2)), Integer.parseInt(row.get(3)), row.get(4), boards);
                out.computeIfAbsent(m.round(), k -> new ArrayList<>()).add(m);
            } catch (NumberFormatException e) {
                throw UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line() + " 行：数字无效",
                        "sample " + name + " results.csv line " + row.line() + ": bad number");
            }
        }
        if (!new TreeSet<>(out.keySet()).equals(new TreeSet<>(rangeTo(out.size())))) {
            throw UserError.zh("示例赛事 " + name + " 的 results.csv：轮次应连续为 1…" + out.size(),
                    "sample " + name + " results.csv: rounds must run 1…" + out.size());
        }
        return out;
    }

    private static List<Integer> rangeTo(int n) {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            l.add(i);
        }
        return l;
    }
}
