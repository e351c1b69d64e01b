package org.qicai.core.team;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Result;

class MatchScorerTest {

    private static MatchScore only(TeamFixture f) {
        return f.results(9).scores().get(0);
    }

    @Test
    @DisplayName("xq 14.2: the team with more game points wins the match — 2 match points, the loser 0")
    void moreGamePointsWinsTheMatchXq14_2() {
        // boards 1, 3: team 1 red; 2, 4: team 2 red (13.2)
        TeamFixture f = new TeamFixture(2, 4, 4).match(1, 1, 2, "1-0", "1/2", "1/2", "0-1");
        MatchScore s = only(f);
        // board 4 "0-1": black won; black on board 4 is team 1 (team 2 red on even boards)
        assertThat(s.firstGame()).isEqualTo(6); // 1 + ½ + ½ + 1 = 3 points = 6 half-points
        assertThat(s.secondGame()).isEqualTo(2);
        assertThat(s.firstMatch()).isEqualTo(2);
        assertThat(s.secondMatch()).isZero();
        assertThat(s.result()).isEqualTo(Result.FIRST_WIN);
        assertThat(s.firstWins()).isEqualTo(2);
        assertThat(s.won(1)).isTrue();
        assertThat(s.won(2)).isFalse();
    }

    @Test
    @DisplayName("xq 14.2: equal game points draw the match, 1 match point each")
    void equalGamePointsDrawTheMatchXq14_2() {
        MatchScore s = only(new TeamFixture(2, 4, 4).match(1, 1, 2, "1-0", "1-0", "1/2", "1/2"));
        assertThat(s.firstGame()).isEqualTo(s.secondGame()).isEqualTo(4);
        assertThat(s.firstMatch()).isEqualTo(1);
        assertThat(s.secondMatch()).isEqualTo(1);
        assertThat(s.result()).isEqualTo(Result.DRAW);
    }

    @Test
    @DisplayName("xq 14.2 with the 3/1/0 option: a match won scores 3")
    void threeOneZeroMatchPoints() {
        MatchScore s = only(new TeamFixture(2, 4, 4).option(TeamSettings.MATCH_POINTS, "3-1-0")
                .match(1, 1, 2, "0-1", "1-0", "0-1", "1-0"));
        // every board won by the second team: team 2 black on 1,3 and red on 2,4
        assertThat(s.secondMatch()).isEqualTo(3);
        assertThat(s.firstMatch()).isZero();
        assertThat(s.secondGame()).isEqualTo(8);
    }

    @Test
    @DisplayName("xq 21.4: an empty board is lost by forfeit — the player present scores a win")
    void emptyBoardIsABoardForfeitXq21_4() {
        MatchScore s = only(new TeamFixture(2, 4, 4).match(1, 1, 2, "1/2", "1/2", "1/2", "empty"));
        assertThat(s.firstGame()).isEqualTo(5); // 1.5 + the forfeit win 1
        assertThat(s.secondGame()).isEqualTo(3);
        assertThat(s.firstWins()).isEqualTo(1);
        assertThat(s.result()).isEqualTo(Result.FIRST_WIN);
    }

    @Test
    @DisplayName("xq 21.4: a team that does not appear loses the match; the other's + counts 2 match points, every board as a forfeit win [ours]")
    void teamForfeitCountsTwoXq21_4() {
        TeamFixture f = new TeamFixture(2, 4, 4).forfeit(1, 1, 2, MatchForfeit.SECOND_ABSENT);
        MatchScore s = only(f);
        assertThat(s.firstMatch()).isEqualTo(2);
        assertThat(s.secondMatch()).isZero();
        assertThat(s.result()).isEqualTo(Result.FIRST_WIN_FORFEIT);
        assertThat(s.firstGame()).isEqualTo(8);
        assertThat(s.firstWins()).isEqualTo(4);
        assertThat(s.won(1)).isTrue();
        MatchScore none = only(new TeamFixture(2, 4, 4).option(TeamSettings.FORFEIT_GAME_POINTS, "none")
                .forfeit(1, 1, 2, MatchForfeit.FIRST_ABSENT));
        assertThat(none.secondMatch()).isEqualTo(2);
        assertThat(none.secondGame()).isZero();
        MatchScore both = only(new TeamFixture(2, 4, 4).forfeit(1, 1, 2, MatchForfeit.BOTH_ABSENT));
        assertThat(both.firstMatch()).isZero();
        assertThat(both.secondMatch()).isZero();
    }

    @Test
    @DisplayName("贴分 (2007): game points follow each board's colour — a draw gives red 1 and black 2")
    void tiefenDrawsFollowTheColour() {
        MatchScore s = only(new TeamFixture(2, 4, 4).scoring("tiefen").match(1, 1, 2, "1/2", "1/2", "1/2", "1/2"));
        // team 1 red on 1, 3 (1 each), black on 2, 4 (2 each)
        assertThat(s.firstGame()).isEqualTo(6);
        assertThat(s.secondGame()).isEqualTo(6);
        assertThat(s.result()).isEqualTo(Result.DRAW);
    }

    @Test
    @DisplayName("附录二 7: a team bye scores a match win, its game points as if every board were drawn [ours]")
    void byeScoresAWin() {
        MatchScore s = only(new TeamFixture(3, 4, 4).bye(1, 3));
        assertThat(s.firstMatch()).isEqualTo(2);
        assertThat(s.firstGame()).isEqualTo(4);
        assertThat(s.won(3)).isFalse();
    }

    @Test
    @DisplayName("a match with a board still open is incomplete and scores no match points yet")
    void openBoardLeavesTheMatchIncomplete() {
        MatchScore s = only(new TeamFixture(2, 4, 4).match(1, 1, 2, "1-0", "1-0", "1-0"));
        assertThat(s.complete()).isFalse();
        assertThat(s.firstMatch()).isZero();
        assertThat(s.result()).isEqualTo(Result.PENDING);
    }
}
