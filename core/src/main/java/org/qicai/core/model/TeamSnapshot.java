package org.qicai.core.model;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * An immutable picture of a team event: the individual event (players, the games of every board,
 * penalties) plus its teams, matches, boards, lineups and team rounds. Standings and reports are
 * computed from this and nothing else.
 */
public record TeamSnapshot(EventSnapshot event, List<Team> teams, List<TeamMatch> matches, List<MatchBoard> boards,
                           List<Lineup> lineups, List<TeamRound> rounds) {

    public TeamSnapshot {
        teams = teams.stream().sorted(Comparator.comparingInt(Team::no)).toList();
        matches = matches.stream().sorted(Comparator.comparingInt(TeamMatch::round).thenComparingInt(TeamMatch::no))
                .toList();
        boards = boards.stream().sorted(Comparator.comparingInt(MatchBoard::round).thenComparingInt(MatchBoard::match)
                .thenComparingInt(MatchBoard::subRound).thenComparingInt(MatchBoard::board)).toList();
        lineups = List.copyOf(lineups);
        rounds = rounds.stream().sorted(Comparator.comparingInt(TeamRound::round)).toList();
    }

    public Optional<Team> team(int no) {
        return teams.stream().filter(t -> t.no() == no).findFirst();
    }

    public String teamName(int no) {
        return team(no).map(Team::name).orElse("");
    }

    /** The team a player is registered in. */
    public Optional<Team> teamOf(int player) {
        return teams.stream().filter(t -> t.players().contains(player)).findFirst();
    }

    public List<TeamMatch> matches(int round) {
        return matches.stream().filter(m -> m.round() == round).toList();
    }

    public Optional<TeamMatch> match(int round, int no) {
        return matches.stream().filter(m -> m.round() == round && m.no() == no).findFirst();
    }

    public Optional<TeamMatch> matchOf(int round, int team) {
        return matches.stream().filter(m -> m.round() == round && m.involves(team)).findFirst();
    }

    public List<MatchBoard> boards(int round, int match) {
        return boards.stream().filter(b -> b.round() == round && b.match() == match).toList();
    }

    public Optional<Lineup> lineup(int round, int team) {
        return lineups.stream().filter(l -> l.round() == round && l.team() == team).findFirst();
    }

    public Optional<TeamRound> round(int round) {
        return rounds.stream().filter(r -> r.round() == round).findFirst();
    }

    /** The last round with team pairings, 0 before the first. */
    public int lastRound() {
        return rounds.isEmpty() ? 0 : rounds.get(rounds.size() - 1).round();
    }
}
