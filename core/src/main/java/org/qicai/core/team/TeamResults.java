package org.qicai.core.team;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;

/**
 * Every team match scored up to a round, with each team's totals: match points (场分), game points
 * (全队总局分), board wins (全队胜局) and matches won (全队胜场). Also the team event seen as an
 * individual one — teams as players, matches as games with the match result — which the pairing
 * systems (Swiss on match points) and the standings' crosstable work on.
 */
public final class TeamResults {

    /** One team's totals. */
    public record Totals(long matchPoints, long gamePoints, int boardWins, int matchesWon, int matchesPlayed) {
    }

    private final TeamSnapshot snapshot;
    private final TeamSettings settings;
    private final int upToRound;
    private final List<MatchScore> scores = new ArrayList<>();
    private final Map<Integer, Totals> totals = new LinkedHashMap<>();

    public TeamResults(TeamSnapshot snapshot, TeamSettings settings, int slotsPerMatch, int upToRound) {
        this.snapshot = snapshot;
        this.settings = settings;
        this.upToRound = upToRound;
        MatchScorer scorer = new MatchScorer(snapshot, settings, slotsPerMatch);
        Map<Integer, long[]> sums = new HashMap<>();
        for (Team t : snapshot.teams()) {
            sums.put(t.no(), new long[5]);
        }
        for (TeamMatch m : snapshot.matches()) {
            if (m.round() > upToRound) {
                continue;
            }
            MatchScore s = scorer.score(m);
            scores.add(s);
            add(sums, m.first(), s);
            if (!m.isBye()) {
                add(sums, m.second(), s);
            }
        }
        for (Team t : snapshot.teams()) {
            long[] v = sums.get(t.no());
            totals.put(t.no(), new Totals(v[0], v[1], (int) v[2], (int) v[3], (int) v[4]));
        }
    }

    private static void add(Map<Integer, long[]> sums, int team, MatchScore s) {
        long[] v = sums.get(team);
        if (v == null || !s.complete() || s.match().annulled()) {
            return;
        }
        v[0] += s.matchPoints(team);
        v[1] += s.gamePoints(team);
        v[2] += s.wins(team);
        v[3] += s.won(team) ? 1 : 0;
        v[4] += s.match().isBye() ? 0 : 1;
    }

    public TeamSnapshot snapshot() {
        return snapshot;
    }

    public TeamSettings settings() {
        return settings;
    }

    public int upToRound() {
        return upToRound;
    }

    public List<MatchScore> scores() {
        return List.copyOf(scores);
    }

    public List<MatchScore> scores(int round) {
        return scores.stream().filter(s -> s.match().round() == round).toList();
    }

    public Optional<MatchScore> score(int round, int match) {
        return scores.stream().filter(s -> s.match().round() == round && s.match().no() == match).findFirst();
    }

    public Totals totals(int team) {
        return totals.getOrDefault(team, new Totals(0, 0, 0, 0, 0));
    }

    /**
     * The team event as an individual event: each team a "player" (number, name, unit, the average
     * rating of its first k players), each match a game carrying the match result, each player's
     * penalty charged to his team; scored with the match scheme.
     */
    public EventSnapshot asEvent(EventSettings eventSettings) {
        EventSettings s = eventSettings.withScoring(settings.matchScheme().id());
        List<Player> players = new ArrayList<>();
        for (Team t : snapshot.teams()) {
            players.add(new Player(t.no(), t.name(), t.unit(), teamRating(t), "", t.status(), t.leftAfterRound()));
        }
        Map<Integer, List<Pairing>> byRound = new LinkedHashMap<>();
        for (MatchScore ms : scores) {
            TeamMatch m = ms.match();
            Pairing p = m.isBye()
                    ? new Pairing(m.round(), m.no(), m.first(), 0, Result.PENDING, null, m.annulled(), m.explanation())
                    : new Pairing(m.round(), m.no(), m.first(), m.second(), ms.complete() ? ms.result() : Result.PENDING,
                    null, m.annulled(), m.explanation());
            byRound.computeIfAbsent(m.round(), k -> new ArrayList<>()).add(p);
        }
        List<Round> rounds = new ArrayList<>();
        for (TeamRound tr : snapshot.rounds()) {
            if (tr.round() > upToRound) {
                continue;
            }
            RoundStatus status = snapshot.event().round(tr.round()).map(Round::status).orElse(RoundStatus.PAIRED);
            rounds.add(new Round(tr.round(), status, byRound.getOrDefault(tr.round(), List.of())));
        }
        List<Penalty> penalties = new ArrayList<>();
        for (Penalty p : snapshot.event().penalties()) {
            Optional<Team> t = snapshot.teamOf(p.player());
            if (t.isPresent()) {
                penalties.add(new Penalty(p.id(), p.round(), p.board(), t.get().no(), p.clause(), p.kind(), p.note(),
                        p.at(), p.arbiter(), p.consequence(), p.reverses()));
            }
        }
        return new EventSnapshot(s, players, rounds, penalties);
    }

    /** The average rating of a team's first k rated players (the Swiss order of teams) [ours]; null when none rated. */
    Integer teamRating(Team t) {
        int k = settings.boards() > 0 ? settings.boards() : t.registered();
        long sum = 0;
        int n = 0;
        for (int i = 0; i < Math.min(k, t.registered()); i++) {
            Integer r = snapshot.event().player(t.players().get(i)).map(Player::rating).orElse(null);
            if (r != null) {
                sum += r;
                n++;
            }
        }
        return n == 0 ? null : (int) (sum / n);
    }
}
