package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;

/**
 * Issue 11 item 1: the rounds view enters a team board's result through core's one result action — the same as
 * the Teams view and {@code qicai result}: the lineups locked, the match scored, the entry journalled with its
 * match; a board the round does not take a result on is refused in the service's words.
 */
class OneResultPathPresenterTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("xq 12.2, 13.2: a team board's result from the rounds view locks the lineups and counts in the match")
    void roundsViewTeamBoardTakesTheTeamPathXq12_2() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队", "丙队", "丁队");
        TeamRoundsPresenter teams = new TeamRoundsPresenter(s);
        teams.pairNext();
        teams.publish(1);
        RoundsPresenter rounds = new RoundsPresenter(s);
        assertThat(rounds.boards(1)).as("publishing locked the lineups: the games are the round's boards").hasSize(8);
        rounds.enterResult(1, 1, Result.FIRST_WIN);
        assertThat(teams.totals(1, 1)).contains("1 : 0");
        assertThat(s.require().journal()).anyMatch(j -> j.action().equals("result.enter")
                && j.subject().contains("match 1 board 1"));
        assertThat(rounds.resultMessage(1, 1, Result.FIRST_WIN)).contains("1-0 红胜");
        assertThatThrownBy(() -> rounds.enterResult(1, 9, Result.FIRST_WIN)).isInstanceOf(UserError.class)
                .hasMessageContaining("board 9");
        s.close();
    }

    @Test
    @DisplayName("xq 12.2: before the lineups are locked, a team board's result from the rounds view locks them first")
    void unlockedTeamRoundLockedByTheFirstResultXq12_2() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队", "丙队", "丁队");
        TeamRoundsPresenter teams = new TeamRoundsPresenter(s);
        teams.pairNext();
        assertThat(teams.canLock(1)).isTrue();
        new RoundsPresenter(s).enterResult(1, 5, Result.DRAW);
        assertThat(teams.canLock(1)).as("the first result locked the lineups").isFalse();
        assertThat(s.require().journal()).anyMatch(j -> j.action().equals("lineup.lock")
                && j.after().contains("first result entered"));
        assertThat(s.require().journal()).anyMatch(j -> j.action().equals("result.enter")
                && j.subject().contains("match 2 board 1"));
        s.close();
    }
}
