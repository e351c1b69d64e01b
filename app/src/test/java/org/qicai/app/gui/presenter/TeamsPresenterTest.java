package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Team;
import org.qicai.core.model.Player;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.TeamRegistration;

/** 队伍报名 from the workstation (issue 4 items 1 and 8). */
class TeamsPresenterTest {
    @TempDir
    Path dir;

    @Test
    void onlyATeamEventHasTeams() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        assertThat(new TeamsPresenter(s).applies()).isFalse();
        assertThat(new TeamsPresenter(s).teams()).isEmpty();
        s.close();
    }

    @Test
    void playersAreTypedOnePerLineWithRatingAndTitle() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamsPresenter t = new TeamsPresenter(s);
        assertThat(t.parsePlayers("王一 2400 大师\n\n李二,2300\n张三")).containsExactly(
                new NewPlayer("王一", 2400, "大师"), new NewPlayer("李二", 2300, ""), new NewPlayer("张三", null, ""));
        assertThatThrownBy(() -> t.parsePlayers("王一 2400\n李二 两千")).isInstanceOf(UserError.class)
                .hasMessage("第 2 行：等级分“两千”不是整数。");
        assertThatThrownBy(() -> t.parsePlayers("  \n")).isInstanceOf(UserError.class);
        s.close();
    }

    @Test
    @DisplayName("12.1: an order against strength is registered with the warning and its reason; moving a player fixes it")
    void reorderingFollowsTheStrengthWarnings() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamsPresenter t = new TeamsPresenter(s);
        assertThat(t.applies()).isTrue();
        assertThat(t.hasBoards()).isTrue();
        TeamRegistration r = t.add(new TeamsPresenter.TeamForm("滨江队", "滨江棋院", "周", "甲 2300\n乙 2400\n丙 2200\n丁 2100"
                + "\n戊 2000\n己 1900"));
        int team = r.team().no();
        assertThat(r.warnings()).isNotEmpty();
        assertThat(t.warnings(team).get(0)).contains("12.1").contains("a higher rating takes the higher board");
        assertThat(t.teamRows().get(0)).contains("滨江队", 6, "▲ 不符 12.1");
        assertThat(t.playerRows(team).get(0)).containsExactly("第 1 台", 1, "甲", 2300, "");
        assertThat(t.playerRows(team).get(4).get(0)).isEqualTo("替补（5）");

        List<String> after = t.move(team, 1, 0);
        assertThat(after).isEmpty();
        assertThat(t.players(team)).extracting(Player::name).containsExactly("乙", "甲", "丙", "丁", "戊", "己");
        assertThat(s.require().journal()).anySatisfy(j -> assertThat(j.action()).isEqualTo("team.reorder"));
        assertThat(t.header()).isEqualTo("分台换人制（12.2） · 4 台 · 1 队");
        s.close();
    }

    @Test
    void afterRoundOneTheRegistrationIsClosed() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        TeamsPresenter t = new TeamsPresenter(s);
        assertThat(t.canRegister()).isTrue();
        new TeamRoundsPresenter(s).pairNext();
        assertThat(t.canRegister()).isFalse();
        assertThatThrownBy(() -> t.move(1, 0, 1)).isInstanceOf(UserError.class).hasMessageContaining("12.1");
        s.close();
    }

    @Test
    void teamsAreEditedRemovedAndImported() throws Exception {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        TeamsPresenter t = new TeamsPresenter(s);
        Team shown = t.team(1).orElseThrow();
        t.edit(1, new TeamsPresenter.TeamForm("甲队（改）", "新单位", "队长甲", ""), shown);
        assertThat(t.team(1).orElseThrow().name()).isEqualTo("甲队（改）");
        // a second form opened before that edit (another desk's): refused with the team as it is now (issue 16 item 3)
        assertThatThrownBy(() -> t.edit(1, new TeamsPresenter.TeamForm("甲队", "旧单位", "", ""), shown))
                .isInstanceOf(UserError.class).hasMessageContaining("team #1 was just changed by")
                .hasMessageContaining("甲队（改）, 新单位, 队长甲");
        assertThat(t.team(1).orElseThrow().unit()).isEqualTo("新单位");
        assertThat(t.formOf(1).captain()).isEqualTo("队长甲");
        t.addPlayer(2, "新人 1800");
        assertThat(t.players(2)).hasSize(7);
        t.removePlayer(2, t.players(2).get(6).no());
        assertThat(t.players(2)).hasSize(6);
        t.remove(1);
        assertThat(t.teams()).extracting(x -> x.name()).containsExactly("乙队");

        Path csv = dir.resolve("teams.csv");
        Files.writeString(csv, "队名,单位,姓名,等级分\n丙队,丙,丙一,2000\n丙队,丙,丙二,1990\n丙队,丙,丙三,1980\n丙队,丙,丙四,1970\n",
                StandardCharsets.UTF_8);
        assertThat(t.importCsv(csv)).hasSize(1);
        assertThat(t.teams()).hasSize(2);
        s.close();
    }
}
