package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.TeamRoundsPresenter.BoardRow;
import org.qicai.app.gui.presenter.TeamRoundsPresenter.MatchRow;
import org.qicai.core.UserError;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Result;

/** 团体对阵与成绩 from the workstation (issue 4 items 3–5 and 8). */
class TeamRoundsPresenterTest {
    @TempDir
    Path dir;

    private EventSession league() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队", "丙队", "丁队");
        return s;
    }

    @Test
    void theRoundsViewLeavesPairingToTheTeamsViewAndTheActionIsTheSameRound() {
        EventSession s = league();
        RoundsPresenter rounds = new RoundsPresenter(s);
        assertThat(rounds.teamEventWithBoards()).isTrue();
        assertThat(rounds.canPairNext()).as("the button is in the Teams view").isFalse();
        assertThat(new TeamRoundsPresenter(s).canPairNext()).isTrue();
        // issue 11 item 2: one round lifecycle — the rounds' pair action on a team event pairs its teams
        assertThat(rounds.pairNext().no()).isEqualTo(1);
        assertThat(new TeamRoundsPresenter(s).matches(1)).hasSize(2);
        s.close();
    }

    @Test
    @DisplayName("issue 16 item 3: a board changed by another desk since the Teams view listed it is refused, not overwritten; a correction is asked first")
    void aStaleMatchBoardIsRefusedAndACorrectionIsAskedFirst() {
        EventSession s = league();
        TeamRoundsPresenter p = new TeamRoundsPresenter(s);
        p.pairNext();
        p.lock(1);
        List<BoardRow> rows = p.boards(1, 1);
        BoardRow b1 = rows.get(0);
        p.enterResult(1, 1, b1.subRound(), b1.board(), Result.FIRST_WIN);
        assertThat(p.boards(1, 1).get(0).result()).isEqualTo(Result.FIRST_WIN);
        // what this view shows is asked about before it is replaced, with both values
        assertThat(p.correctionQuestion(1, 1, b1.subRound(), b1.board(), b1.boardLabel(), Result.DRAW)).hasValueSatisfying(q ->
                assertThat(q).contains("第 1 轮第 1 场第 " + b1.boardLabel() + " 台已有成绩 1-0").contains("1/2"));
        assertThat(p.correctionQuestion(1, 1, b1.subRound(), b1.board(), b1.boardLabel(), Result.FIRST_WIN)).isEmpty();
        // another desk changes the board meanwhile (its own entry, not through this view)
        int pairingBoard = s.require().snapshot().round(1).orElseThrow().pairings().stream()
                .filter(x -> x.result() == Result.FIRST_WIN).findFirst().orElseThrow().board();
        s.require().results().enterResult(1, pairingBoard, org.qicai.core.model.ResultEntry.of(Result.SECOND_WIN),
                org.qicai.core.service.ResultCheck.CORRECTION);
        assertThatThrownBy(() -> p.enterResult(1, 1, b1.subRound(), b1.board(), Result.DRAW))
                .isInstanceOf(org.qicai.core.service.ResultConflict.class).hasMessageContaining("0-1");
        assertThat(s.require().snapshot().round(1).orElseThrow().board(pairingBoard).orElseThrow().result())
                .as("the other desk's result stands").isEqualTo(Result.SECOND_WIN);
        assertThat(s.require().journal()).anySatisfy(j -> assertThat(j.action()).isEqualTo("result.conflict"));
        // listed again, the view shows 0-1 and the arbiter may now correct it knowingly
        assertThat(p.boards(1, 1).get(0).result()).isEqualTo(Result.SECOND_WIN);
        p.enterResult(1, 1, b1.subRound(), b1.board(), Result.DRAW);
        assertThat(p.boards(1, 1).get(0).result()).isEqualTo(Result.DRAW);
        s.close();
    }

    @Test
    @DisplayName("13.2/14.2: results board by board, red first, move on and add up to game and match points")
    void resultsBoardByBoardMakeTheMatchTotals() {
        EventSession s = league();
        TeamRoundsPresenter p = new TeamRoundsPresenter(s);
        p.pairNext();
        assertThat(p.rounds()).containsExactly(1);
        assertThat(p.progress()).isEqualTo("已编排 1 / 3 轮");
        List<MatchRow> matches = p.matches(1);
        assertThat(matches).hasSize(2);
        assertThat(matches.get(0).status()).isEqualTo("待定出场名单");
        assertThat(p.lineupState(1)).startsWith("出场名单开放");
        assertThat(p.canLock(1)).isTrue();
        p.lock(1);
        assertThat(p.lineupState(1)).isEqualTo("出场名单已锁定，台次已定");
        assertThat(p.canUnlock(1)).isTrue();

        List<BoardRow> boards = p.boards(1, 1);
        assertThat(boards).hasSize(4);
        assertThat(p.boardColumns()).containsExactly("台次", "红方", "队", "黑方", "队", "结果");
        assertThat(boards.get(0).redTeam()).as("13.2: the first team has red on board 1").isEqualTo(matches.get(0).first()
                .substring(2));
        assertThat(boards.get(1).blackTeam()).isEqualTo(boards.get(0).redTeam());

        OptionalInt next = p.enterResult(1, 1, 1, 1, Result.FIRST_WIN);
        assertThat(next).hasValue(1);
        assertThat(p.totals(1, 1)).contains("1 : 0").contains("场分待定");
        assertThat(p.enterResult(1, 1, 1, 2, Result.DRAW)).hasValue(2);
        p.enterResult(1, 1, 1, 3, Result.DRAW);
        assertThat(p.enterResult(1, 1, 1, 4, Result.SECOND_WIN)).as("match complete").isEmpty();
        MatchRow done = p.matches(1).get(0);
        assertThat(done.complete()).isTrue();
        assertThat(done.status()).isEqualTo("已完成");
        assertThat(p.totals(1, 1)).contains("场分");
        assertThat(p.canUnlock(1)).as("results in: the lineups stay locked").isFalse();
        s.close();
    }

    @Test
    void aWholeMatchIsTypedInOneLineAndABadEntryWritesNothing() {
        EventSession s = league();
        TeamRoundsPresenter p = new TeamRoundsPresenter(s);
        p.pairNext();
        assertThatThrownBy(() -> p.enterMatch(1, 2, "10=")).isInstanceOf(UserError.class)
                .hasMessage("第 2 场有 4 台，输入了 3 个成绩。");
        assertThatThrownBy(() -> p.enterMatch(1, 2, "1,x,0,1")).isInstanceOf(UserError.class)
                .hasMessageContaining("第 2 台：“x”不是成绩");
        assertThat(p.boards(1, 2)).allSatisfy(b -> assertThat(b.result()).isEqualTo(Result.PENDING));
        p.enterMatch(1, 2, "10=5");
        assertThat(p.boards(1, 2)).extracting(BoardRow::result).containsExactly(Result.FIRST_WIN, Result.SECOND_WIN,
                Result.DRAW, Result.DRAW);
        p.enterMatch(1, 2, ". . 1 =");
        assertThat(p.boards(1, 2)).extracting(BoardRow::result).containsExactly(Result.FIRST_WIN, Result.SECOND_WIN,
                Result.FIRST_WIN, Result.DRAW);
        p.enterMatch(1, 2, "1-0 0-1 1/2 1/2");
        p.enterMatch(1, 2, "1-0, ., ., 0-1");
        assertThat(p.boards(1, 2)).extracting(BoardRow::result).containsExactly(Result.FIRST_WIN, Result.SECOND_WIN,
                Result.DRAW, Result.SECOND_WIN);
        s.close();
    }

    @Test
    @DisplayName("12.3: the lineup deadline is typed in local time and shown back; a bad time says the format")
    void theDeadlineIsTypedAndShown() {
        EventSession s = TeamFixtures.teamEvent(dir, "临时定台", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        TeamRoundsPresenter p = new TeamRoundsPresenter(s, ZoneOffset.ofHours(8));
        p.pairNext();
        p.setDeadline(1, "2099-05-01 09:00");
        assertThat(p.deadlineText(1)).isEqualTo("2099-05-01 09:00");
        assertThat(p.lineupState(1)).contains("截止 2099-05-01 09:00");
        assertThat(s.require().journal()).anySatisfy(j -> assertThat(j.action()).isEqualTo("lineup.deadline"));
        assertThatThrownBy(() -> p.setDeadline(1, "明天")).isInstanceOf(UserError.class).hasMessageContaining("2026-05-01");
        p.setDeadline(1, "");
        assertThat(p.deadlineText(1)).isEmpty();
        s.close();
    }

    @Test
    @DisplayName("21.4: a team forfeit decides the match without boards; it can be taken back")
    void aTeamForfeitDecidesTheMatch() {
        EventSession s = league();
        TeamRoundsPresenter p = new TeamRoundsPresenter(s);
        p.pairNext();
        List<Choice> teams = p.teamsOf(1, 1);
        assertThat(teams).hasSize(2);
        p.forfeit(1, 1, MatchForfeit.SECOND_ABSENT);
        MatchRow m = p.matches(1).get(0);
        assertThat(m.playable()).isFalse();
        assertThat(m.status()).isEqualTo("弃权（21.4）：" + teams.get(1).label() + " 未到");
        assertThat(m.matchPoints()).isEqualTo("2 : 0");
        assertThat(p.forfeitOf(1, 1)).isEqualTo(MatchForfeit.SECOND_ABSENT);
        p.forfeit(1, 1, MatchForfeit.NONE);
        assertThat(p.matches(1).get(0).playable()).isTrue();
        s.close();
    }

    @Test
    @DisplayName("15.3: the team standings and the board prizes follow the results")
    void standingsAndBoardPrizesFollowTheResults() {
        EventSession s = league();
        TeamRoundsPresenter p = new TeamRoundsPresenter(s);
        p.pairNext();
        p.enterMatch(1, 1, "1111");
        p.enterMatch(1, 2, "====");
        TeamStandingsPresenter st = new TeamStandingsPresenter(s);
        TeamStandingsPresenter.Table t = st.standings();
        assertThat(t.caption()).isEqualTo("团体名次 · 第 1 轮后（15.3）");
        assertThat(t.columns()).startsWith("名次", "队号", "队名", "单位");
        assertThat(t.rows()).hasSize(4);
        String leader = p.matches(1).get(0).first().substring(2);
        // red first: "1111" is a red win on every board — two for each team of match 1, a 2:2 draw
        assertThat(p.matches(1).get(0).gamePoints()).isEqualTo("2 : 2");
        assertThat(t.rows()).extracting(r -> r.get(2)).contains(leader);
        TeamStandingsPresenter.Table b = st.boardPrizes(null);
        assertThat(b.rows()).hasSize(16);
        assertThat(b.caption()).startsWith("台次成绩 · 第 1 轮后");
        assertThat(st.boardPrizes(5).caption()).contains("至少 5 局");
        s.close();
    }
}
