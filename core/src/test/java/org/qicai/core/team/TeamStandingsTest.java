package org.qicai.core.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.StandingsReport;

/**
 * Team standings by hand-built events. With two boards, board 1 has the first team red and board 2
 * the second team red (13.2), so "1-0" on board 2 is a win for the second team.
 */
class TeamStandingsTest {

    private static List<String> order(TeamStandingsReport rep) {
        List<String> out = new ArrayList<>();
        for (TeamStandingsReport.Row r : rep.rows()) {
            out.add(r.rankLabel() + ":" + r.team().no());
        }
        return out;
    }

    private static TeamStandingsReport roundRobin(TeamFixture f, int upTo) {
        return TeamStandings.ofBoards(f.results(upTo), f.settings(), true, false);
    }

    @Test
    @DisplayName("xq 15.3: match points first, then 全队总局分 (game points)")
    void matchPointsThenGamePointsXq15_3() {
        TeamFixture f = new TeamFixture(4, 2, 2)
                .match(1, 1, 3, "1-0", "0-1")     // team 1 wins both boards: 2 : 0
                .match(1, 2, 4, "1-0", "1/2");    // team 2 wins 1.5 : 0.5
        TeamStandingsReport rep = roundRobin(f, 1);
        assertThat(order(rep)).containsExactly("1:1", "2:2", "3:4", "4:3");
        assertThat(rep.rule()).isEqualTo("15.3");
        assertThat(rep.columns()).extracting(TeamStandingsReport.Column::id)
                .containsExactly("match-points", "game-points", "wins", "direct-encounter", "fouls");
        assertThat(rep.rows().get(0).values().subList(0, 3)).containsExactly("2", "2", "2");
        assertThat(rep.rows().get(1).values().subList(0, 3)).containsExactly("2", "1.5", "1");
    }

    @Test
    @DisplayName("xq 15.3: equal match and game points — 全队胜局 (board wins), then 全队犯规 (fewer fouls); else shared")
    void boardWinsThenFoulsThenSharedXq15_3() {
        TeamFixture f = new TeamFixture(4, 2, 2)
                .match(1, 1, 3, "1-0", "1-0")     // 1 : 1, one win each
                .match(1, 2, 4, "1/2", "1/2")     // 1 : 1, no wins
                .penalty(1, 5, PenaltyKind.FOUL); // player 5 plays for team 3
        TeamStandingsReport rep = roundRobin(f, 1);
        assertThat(order(rep)).containsExactly("1:1", "2:3", "=3:2", "=3:4");
        assertThat(rep.rows().get(2).shared()).isTrue();
        assertThat(rep.explanations(Locale.ENGLISH)).anySatisfy(l -> assertThat(l).contains("Fouls"));
    }

    @Test
    @DisplayName("xq 15.3: four teams on equal match points, game points and (three of them) board wins are ordered by 直胜 among the three")
    void directEncounterAmongTheTiedXq15_3() {
        TeamFixture f = new TeamFixture(4, 2, 2)
                .match(1, 1, 2, "1-0", "1/2")     // T1 1.5 : 0.5
                .match(1, 3, 4, "1-0", "1-0")     // 1 : 1, a win each
                .match(2, 1, 3, "1/2", "1-0")     // T3 1.5 : 0.5
                .match(2, 2, 4, "1/2", "1/2")     // 1 : 1
                .match(3, 1, 4, "1-0", "1-0")     // 1 : 1, a win each
                .match(3, 2, 3, "1-0", "1/2");    // T2 1.5 : 0.5
        TeamStandingsReport rep = roundRobin(f, 3);
        // all on 3 match points and 3 game points; wins T1 2, T3 2, T4 2, T2 1;
        // among T1, T3, T4 (all met): T3 2+1 = 3, T4 1+1 = 2, T1 0+1 = 1 match points
        assertThat(order(rep)).containsExactly("1:3", "2:4", "3:1", "4:2");
        assertThat(rep.rows()).allSatisfy(r -> assertThat(r.values().get(0)).isEqualTo("3"));
    }

    @Test
    @DisplayName("xq 18.4: among equal match points a team whose player was warned (18.1) goes last, before any tiebreak")
    void penalisedTeamGoesLastXq18_4() {
        TeamFixture f = new TeamFixture(4, 2, 2)
                .match(1, 1, 3, "1-0", "0-1")
                .match(1, 2, 4, "1-0", "1/2")
                .penalty(1, 1, PenaltyKind.WARNING);
        TeamStandingsReport rep = roundRobin(f, 1);
        assertThat(order(rep)).containsExactly("1:2", "2:1", "3:4", "4:3");
        assertThat(rep.rows().get(1).penaltyWeight()).isPositive();
    }

    @Test
    @DisplayName("xq 15.4: team Swiss ranks equal match points by 团体对手分 before game points (15.3 would not)")
    void teamSwissUsesOpponentsMatchPointsXq15_4() {
        TeamFixture f = new TeamFixture(4, 2, 2).system("cn-swiss")
                .match(1, 1, 2, "1-0", "1/2")     // T1 1.5 : 0.5
                .match(1, 3, 4, "1-0", "0-1")     // T3 2 : 0
                .match(2, 1, 3, "1/2", "1/2")     // 1 : 1
                .match(2, 2, 4, "1-0", "0-1");    // T2 2 : 0
        TeamStandingsReport swiss = TeamStandings.ofBoards(f.results(2), f.settings(), false, false);
        assertThat(swiss.rule()).isEqualTo("15.4");
        assertThat(swiss.columns()).extracting(TeamStandingsReport.Column::id)
                .containsExactly("match-points", "buchholz", "game-points", "match-wins", "fouls");
        // T1: 3 MP, opponents T2 (2) + T3 (3) = 5; T3: 3 MP, opponents T4 (0) + T1 (3) = 3
        assertThat(order(swiss)).containsExactly("1:1", "2:3", "3:2", "4:4");
        assertThat(swiss.rows().get(0).values().get(1)).isEqualTo("5");
        // 15.3 on the same matches: T3's 3 game points beat T1's 2.5
        assertThat(order(roundRobin(f, 2))).startsWith("1:3", "2:1");
    }

    @Test
    @DisplayName("prize and relegation marks: the last places are the relegation zone while rounds remain, relegated when finished")
    void relegationMarks() {
        TeamFixture f = new TeamFixture(4, 2, 2).option(TeamSettings.PRIZES, "1").option(TeamSettings.RELEGATED, "1")
                .match(1, 1, 3, "1-0", "0-1")
                .match(1, 2, 4, "1-0", "1/2");
        TeamStandingsReport open = roundRobin(f, 1);
        assertThat(open.rows().get(0).mark()).isEqualTo(TeamStandingsReport.Mark.PRIZE);
        assertThat(open.rows().get(3).mark()).isEqualTo(TeamStandingsReport.Mark.RELEGATION_ZONE);
        TeamStandingsReport done = TeamStandings.ofBoards(f.results(1), f.settings(), true, true);
        assertThat(done.rows().get(3).mark()).isEqualTo(TeamStandingsReport.Mark.RELEGATED);
        assertThat(done.rows().get(1).mark()).isEqualTo(TeamStandingsReport.Mark.NONE);
    }

    // ------------------------------------------------------------------ 15.5

    /** Six players scoring 5, 4, 3, 3, 2, 1 (full- and zero-point byes): places 1, 2, =3, =3, 5, 6. */
    private static StandingsReport individual(TeamFixture f) {
        int[] points = {5, 4, 3, 3, 2, 1};
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= 5; r++) {
            List<Pairing> ps = new ArrayList<>();
            for (int p = 1; p <= 6; p++) {
                ps.add(Pairing.bye(r, p, p, r <= points[p - 1] ? ByeKind.FULL_POINT : ByeKind.ZERO_POINT));
            }
            rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        }
        TeamSnapshot ts = f.build();
        EventSnapshot ev = new EventSnapshot(f.settings(), ts.event().players(), rounds, ts.event().penalties());
        return StandingsReport.of(new Crosstable(ev, ScoringSchemes.XQ_14_1, 5), List.of());
    }

    @Test
    @DisplayName("xq 15.5: 队员总分 ranks by the sum of the players' places (fewer first), then the best place")
    void sumOfPlacesThenBestPlaceXq15_5() {
        // teams of two: A = players 1, 2; B = 3, 4; C = 5, 6 — places 1+2 = 3, 3+3 = 6, 5+6 = 11
        TeamFixture f = new TeamFixture(3, 2, 0).option("team-format", "member-totals");
        TeamStandingsReport rep = TeamStandings.ofMemberTotals(f.build(), f.teamSettings(), individual(f), true);
        assertThat(rep.rule()).isEqualTo("15.5");
        assertThat(order(rep)).containsExactly("1:1", "2:2", "3:3");
        assertThat(rep.rows().get(1).values()).containsExactly("6", "6", "3", "3", "0");
        assertThat(rep.rows().get(0).values().get(1)).isEqualTo("9"); // 12.5: the team's result, 5 + 4
    }

    @Test
    @DisplayName("xq 15.5: equal sums — the best individual place decides; counting the best k players when boards = k")
    void bestPlaceBreaksEqualSumsXq15_5() {
        // k = 1: each team counts its best player only — places 1, =3, 5
        TeamFixture one = new TeamFixture(3, 2, 1).option("team-format", "member-totals");
        assertThat(order(TeamStandings.ofMemberTotals(one.build(), one.teamSettings(), individual(one), true)))
                .containsExactly("1:1", "2:2", "3:3");
        // teams reshuffled so two sums are equal: A = {1, 6} → 7, B = {2, 5} → 7, C = {3, 4} → 6
        TeamFixture f = new TeamFixture(3, 2, 0).option("team-format", "member-totals");
        TeamSnapshot base = f.build();
        TeamSnapshot ts = new TeamSnapshot(base.event(), List.of(
                org.qicai.core.model.Team.of(1, "A", "", "", List.of(1, 6)),
                org.qicai.core.model.Team.of(2, "B", "", "", List.of(2, 5)),
                org.qicai.core.model.Team.of(3, "C", "", "", List.of(3, 4))), List.of(), List.of(), List.of(), List.of());
        TeamStandingsReport rep = TeamStandings.ofMemberTotals(ts, f.teamSettings(), individual(f), true);
        assertThat(order(rep)).containsExactly("1:3", "2:1", "3:2");
        assertThat(rep.explanations(Locale.ENGLISH)).anySatisfy(l -> assertThat(l).contains("best individual place"));
    }
}
