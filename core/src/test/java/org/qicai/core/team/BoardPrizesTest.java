package org.qicai.core.team;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BoardPrizesTest {

    private static List<String> board(BoardPrizes.Report r, int board) {
        return r.boards().get(board - 1).entries().stream()
                .map(e -> e.rankLabel() + ":" + e.player().no() + ":" + r.formatScore(e.score()) + "/" + e.games() + ":"
                        + e.rate())
                .toList();
    }

    @Test
    @DisplayName("台次成绩: players of one board ranked by score rate, then score; below the minimum of games no place")
    void boardPrizesByRateWithMinimumGames() {
        // three teams of two on two boards; team 1 = players 1, 2; team 2 = 3, 4; team 3 = 5, 6
        TeamFixture f = new TeamFixture(3, 2, 2)
                .match(1, 1, 2, "1-0", "1/2")     // board 1: P1 beats P3; board 2: P4 (red) draws P2
                .match(2, 1, 3, "1/2", "0-1")     // board 1: P1 draws P5; board 2: P6 (red) loses to P2
                .match(3, 2, 3, "1-0", "1-0");    // board 1: P3 beats P5; board 2: P6 (red) beats P4
        BoardPrizes.Report r = BoardPrizes.compute(f.build(), f.teamSettings(), 3, 1, 2);
        assertThat(r.minGames()).isEqualTo(2);
        // board 1: P1 1.5/2 = 75 %, P3 1/2 = 50 %, P5 0.5/2 = 25 %
        assertThat(board(r, 1)).containsExactly("1:1:1.5/2:75.0%", "2:3:1/2:50.0%", "3:5:0.5/2:25.0%");
        // board 2: P2 1.5/2, P6 1/2, P4 0.5/2
        assertThat(board(r, 2)).containsExactly("1:2:1.5/2:75.0%", "2:6:1/2:50.0%", "3:4:0.5/2:25.0%");
        BoardPrizes.Report strict = BoardPrizes.compute(f.build(), f.teamSettings(), 3, 1, 3);
        assertThat(strict.boards().get(0).entries()).allSatisfy(e -> assertThat(e.rank()).isZero());
    }

    @Test
    @DisplayName("台次成绩: the default minimum is half the games a player could have played, rounded up [ours]; forfeits do not count")
    void defaultMinimumIsHalfAndForfeitsDoNotCount() {
        TeamFixture f = new TeamFixture(2, 2, 2)
                .match(1, 1, 2, "1-0", "+/-")     // board 2: a forfeit at the board — not a game for the prize
                .match(2, 2, 1, "1/2", "1/2")
                .match(3, 1, 2, "1-0", "0-1");
        BoardPrizes.Report r = BoardPrizes.compute(f.build(), f.teamSettings(), 3, 1, null);
        assertThat(r.minGames()).isEqualTo(2);
        assertThat(r.boards().get(1).entries()).allSatisfy(e -> assertThat(e.games()).isEqualTo(2));
    }

    @Test
    @DisplayName("台次成绩: equal rate and score share the place; with the score order the higher total ranks first")
    void sharedPlacesAndScoreOrder() {
        TeamFixture f = new TeamFixture(2, 3, 1)
                .match(1, 1, 2, "1/2")
                .match(2, 2, 1, "1/2");
        BoardPrizes.Report r = BoardPrizes.compute(f.build(), f.teamSettings(), 2, 1, 1);
        assertThat(board(r, 1)).containsExactly("=1:1:1/2:50.0%", "=1:4:1/2:50.0%");
    }
}
