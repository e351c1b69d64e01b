package org.qicai.core.team;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;

/**
 * Builds team events by hand for the scoring and standings tests: teams of numbered players, matches
 * whose boards follow 13.2 (the first team red on odd boards) with the registered order as lineup,
 * results red first as the arbiter enters them.
 */
final class TeamFixture {
    private final int boards;
    private final Map<String, String> options = new LinkedHashMap<>();
    private String scoring = "14.1";
    private String system = "round-robin";
    private final List<Player> players = new ArrayList<>();
    private final List<Team> teams = new ArrayList<>();
    private final List<TeamMatch> matches = new ArrayList<>();
    private final List<MatchBoard> matchBoards = new ArrayList<>();
    private final Map<Integer, List<Pairing>> pairings = new HashMap<>();
    private final List<Lineup> lineups = new ArrayList<>();
    private final List<Penalty> penalties = new ArrayList<>();
    private final Map<Integer, Integer> matchesInRound = new HashMap<>();

    TeamFixture(int teamCount, int perTeam, int boards) {
        this.boards = boards;
        options.put(EventSettings.TEAM_FORMAT, "ordered-substitutes");
        options.put(EventSettings.BOARDS, Integer.toString(boards));
        int no = 1;
        for (int t = 1; t <= teamCount; t++) {
            List<Integer> ps = new ArrayList<>();
            for (int i = 0; i < perTeam; i++) {
                players.add(Player.of(no, "T" + t + "P" + (i + 1), "U" + t, 2400 - i * 10));
                ps.add(no++);
            }
            teams.add(Team.of(t, "Team" + t, "U" + t, "", ps));
        }
    }

    TeamFixture option(String key, String value) {
        options.put(key, value);
        return this;
    }

    TeamFixture scoring(String id) {
        scoring = id;
        return this;
    }

    TeamFixture system(String id) {
        system = id;
        return this;
    }

    /** A match on the registered order 1…k with board results red first ({@code "empty"} leaves the second team's board empty). */
    TeamFixture match(int round, int first, int second, String... results) {
        int m = matchesInRound.merge(round, 1, Integer::sum);
        matches.add(new TeamMatch(round, m, first, second, MatchForfeit.NONE, false, ""));
        Team a = teams.get(first - 1);
        Team b = teams.get(second - 1);
        List<Integer> lb = new ArrayList<>();
        for (int i = 1; i <= boards; i++) {
            lb.add(results.length >= i && results[i - 1].equals("empty") ? 0 : i);
        }
        lineups.add(new Lineup(round, first, range(boards), Lineup.Source.ENTERED, Instant.EPOCH));
        lineups.add(new Lineup(round, second, lb, Lineup.Source.ENTERED, Instant.EPOCH));
        for (int bd = 1; bd <= boards; bd++) {
            boolean firstRed = bd % 2 == 1;
            int pa = a.playerAt(bd);
            int pb = lb.get(bd - 1) == 0 ? 0 : b.playerAt(bd);
            int pairing = (m - 1) * boards + bd;
            matchBoards.add(new MatchBoard(round, m, 1, bd, bd, bd, pa, pb, firstRed, pairing));
            List<Pairing> list = pairings.computeIfAbsent(round, k -> new ArrayList<>());
            if (pb == 0) {
                list.add(new Pairing(round, pairing, pa, 0, Result.PENDING, org.qicai.core.model.ByeKind.FULL_POINT, false, ""));
            } else {
                Result r = bd <= results.length ? Result.parseCode(results[bd - 1]).orElseThrow() : Result.PENDING;
                list.add(new Pairing(round, pairing, firstRed ? pa : pb, firstRed ? pb : pa, r, null, false, ""));
            }
        }
        return this;
    }

    /** A match the absent team forfeited (21.4). */
    TeamFixture forfeit(int round, int first, int second, MatchForfeit f) {
        int m = matchesInRound.merge(round, 1, Integer::sum);
        matches.add(new TeamMatch(round, m, first, second, f, false, ""));
        pairings.computeIfAbsent(round, k -> new ArrayList<>());
        return this;
    }

    TeamFixture bye(int round, int team) {
        int m = matchesInRound.merge(round, 1, Integer::sum);
        matches.add(new TeamMatch(round, m, team, 0, MatchForfeit.NONE, false, ""));
        pairings.computeIfAbsent(round, k -> new ArrayList<>());
        return this;
    }

    TeamFixture penalty(int round, int player, PenaltyKind kind) {
        penalties.add(new Penalty(penalties.size() + 1, round, 1, player, kind == PenaltyKind.FOUL ? "9.1.1" : "18.1",
                kind, "", Instant.EPOCH, "a", "", 0));
        return this;
    }

    Team team(int no) {
        return teams.get(no - 1);
    }

    EventSettings settings() {
        return new EventSettings("fixture", "xiangqi", system, 0, scoring, List.of(), "", 1L, options);
    }

    TeamSnapshot build() {
        List<Round> rounds = new ArrayList<>();
        List<TeamRound> teamRounds = new ArrayList<>();
        for (int r : new java.util.TreeSet<>(pairings.keySet())) {
            rounds.add(new Round(r, RoundStatus.FINISHED, pairings.get(r)));
            teamRounds.add(new TeamRound(r, null, true, Instant.EPOCH));
        }
        EventSnapshot ev = new EventSnapshot(settings(), players, rounds, penalties);
        return new TeamSnapshot(ev, teams, matches, matchBoards, lineups, teamRounds);
    }

    TeamSettings teamSettings() {
        return TeamSettings.of(settings());
    }

    TeamResults results(int upTo) {
        return new TeamResults(build(), teamSettings(), boards, upTo);
    }

    private static List<Integer> range(int k) {
        List<Integer> l = new ArrayList<>();
        for (int i = 1; i <= k; i++) {
            l.add(i);
        }
        return l;
    }
}
