package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.ClockPresenter.FlagResult;
import org.qicai.app.gui.presenter.ClockPresenter.SetForm;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;

/** Issue 5 item 3: a flag on a board's clock offers its result, entered only after the arbiter confirms. */
class ClockFlagResultTest {
    @TempDir
    Path dir;
    private final AtomicLong wall = new AtomicLong(1_000_000);

    private static Pairing board(EventSession s, int round, int board) {
        return s.require().snapshot().round(round).orElseThrow().board(board).orElseThrow();
    }

    /** The board's clock with five seconds left on each side, started: red's flag falls after 5 s. */
    private ClockPresenter fiveSecondsEach(EventSession s, int round, int board) {
        ClockPresenter c = ClockPresenter.forBoard(s, round, board, wall::get);
        c.setBoth(new SetForm("0:05", "", ""), new SetForm("0:05", "", ""));
        c.toggle();
        return c;
    }

    @Test
    @DisplayName("xq 22.1: red's flag falls — 0-1 is offered with the 22.5 reservation and entered only when confirmed")
    void redsFlagOffersABlackWinXq22_1() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        new RoundsPresenter(s).pairNext();
        ClockPresenter c = fiveSecondsEach(s, 1, 1);
        assertThat(c.flagResult()).as("no flag yet").isEmpty();
        assertThatThrownBy(c::enterFlagResult).isInstanceOf(UserError.class).hasMessageContaining("没有落旗");
        wall.addAndGet(5_000);
        FlagResult f = c.flagResult().orElseThrow();
        assertThat(f.result()).isEqualTo(Result.SECOND_WIN);
        assertThat(f.question()).startsWith("第 1 轮第 1 台：").contains("超时判负").contains("录入成绩 0-1 黑胜？")
                .contains("22.5").doesNotContain("已有成绩");
        assertThat(board(s, 1, 1).result()).as("offering writes nothing").isEqualTo(Result.PENDING);

        String done = c.enterFlagResult();
        assertThat(done).isEqualTo("第 1 轮第 1 台：已录入 0-1 黑胜（超时）");
        assertThat(board(s, 1, 1).result()).isEqualTo(Result.SECOND_WIN);
        assertThat(s.require().journal().get(s.require().journal().size() - 1).action()).isEqualTo("result.enter");
        s.close();
    }

    @Test
    void aBoardThatHasAResultSaysItWillBeReplaced() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        new RoundsPresenter(s).pairNext();
        new RoundsPresenter(s).enterResult(1, 2, Result.DRAW);
        ClockPresenter c = fiveSecondsEach(s, 1, 2);
        c.press(org.qicai.core.model.Side.FIRST);
        wall.addAndGet(5_001);
        FlagResult f = c.flagResult().orElseThrow();
        assertThat(f.result()).as("black's flag").isEqualTo(Result.FIRST_WIN);
        assertThat(f.question()).contains("该台已有成绩 1/2").contains("将被替换");
        s.close();
    }

    @Test
    void aDemonstrationClockHasNoBoardToEnter() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        ClockPresenter c = ClockPresenter.of(s, "5", "", wall::get);
        c.toggle();
        wall.addAndGet(6_000);
        assertThat(c.view().flags()).hasSize(1);
        assertThat(c.flagResult()).isEmpty();
    }

    @Test
    @DisplayName("13.2 / 22.1: on a team event the flag's result goes to the match's board, red first")
    void onATeamEventTheResultGoesThroughTheMatch() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Map<String, String> o = new LinkedHashMap<>();
        o.put(EventSettings.TEAM_FORMAT, "分台换人");
        o.put(EventSettings.BOARDS, "4");
        new NewEventPresenter(s).create(new NewEventPresenter.Form("团体快棋", "xiangqi", "round-robin", o, 0, "14.1", "",
                "600+5", "", "", dir.resolve("team.qicai").toString()));
        TeamFixtures.addTeams(s, "甲队", "乙队");
        TeamRoundsPresenter rounds = new TeamRoundsPresenter(s);
        rounds.pairNext();
        rounds.lock(1); // the lineups are in: the games are on their boards
        ClockPresenter c = fiveSecondsEach(s, 1, 3);
        wall.addAndGet(5_000);
        assertThat(c.flagResult().orElseThrow().result()).isEqualTo(Result.SECOND_WIN);
        c.enterFlagResult();
        assertThat(board(s, 1, 3).result()).isEqualTo(Result.SECOND_WIN);
        assertThat(rounds.boards(1, 1)).anySatisfy(b -> assertThat(b.result()).isEqualTo(Result.SECOND_WIN));
        assertThat(rounds.totals(1, 1)).as("scored as part of the match").contains("0 : 1");
        s.close();
    }
}
