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
import org.qicai.core.model.Player;

/** The players view of a team event (issue 4 item 1): every player is registered with a team. */
class PlayersOnATeamEventTest {
    @TempDir
    Path dir;

    private EventSession league() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        return s;
    }

    @Test
    @DisplayName("12.1: a player added from the players view joins the chosen team, last in its order, with its unit")
    void aPlayerAddedHereJoinsTheChosenTeam() {
        EventSession s = league();
        PlayersPresenter p = new PlayersPresenter(s);
        assertThat(p.teamEvent()).isTrue();
        assertThat(p.teams()).extracting(Choice::label).containsExactly("1 甲队（甲队单位）", "2 乙队（乙队单位）");
        int journal = s.require().journal().size();
        Player added = p.addToTeam(2, new PlayersPresenter.Form("新队员", "别的单位", "2100", "一级"));
        assertThat(added.name()).isEqualTo("新队员");
        assertThat(added.unit()).as("the team's unit, not what was typed").isEqualTo("乙队单位");
        assertThat(p.teamOf(added.no()).orElseThrow().name()).isEqualTo("乙队");
        List<Player> team = new TeamsPresenter(s).players(2);
        assertThat(team.get(team.size() - 1).no()).isEqualTo(added.no());
        assertThat(s.require().journal()).hasSize(journal + 1);
        assertThat(p.columns()).containsExactly("序号", "姓名", "队", "单位", "等级分", "称号/等级", "状态");
        assertThat(p.rows()).anySatisfy(r -> assertThat(r).containsSubsequence(added.no(), "新队员", "乙队"));
        s.close();
    }

    @Test
    void withoutATeamNothingIsAddedAndTheArbiterIsToldWhere() {
        EventSession s = league();
        PlayersPresenter p = new PlayersPresenter(s);
        int players = p.players().size();
        PlayersPresenter.Form typed = new PlayersPresenter.Form("无队者", "", "", "");
        assertThatThrownBy(() -> p.addToTeam(0, typed)).isInstanceOf(UserError.class)
                .hasMessageContaining("请选择队伍").hasMessageContaining("团体 → 队伍报名");
        assertThatThrownBy(() -> p.add(typed)).isInstanceOf(UserError.class).hasMessageContaining("请选择队伍");
        assertThat(p.players()).hasSize(players);
        assertThat(p.canRenumber()).as("team numbers are drawn in the Teams view").isFalse();
        s.close();
    }

    @Test
    void theIndividualImportPointsToTheTeamsImport() throws Exception {
        EventSession s = league();
        Path csv = dir.resolve("p.csv");
        Files.writeString(csv, "姓名,单位\n某人,某地\n", StandardCharsets.UTF_8);
        PlayersPresenter p = new PlayersPresenter(s);
        assertThatThrownBy(() -> p.importCsv(csv)).isInstanceOf(UserError.class).hasMessageContaining("导入报名表（CSV）");
        s.close();
    }

    @Test
    void removingAPlayerHereTakesHimOffHisTeamToo() {
        EventSession s = league();
        PlayersPresenter p = new PlayersPresenter(s);
        Player last = new TeamsPresenter(s).players(1).get(5);
        p.remove(last.no());
        assertThat(new TeamsPresenter(s).players(1)).hasSize(5).extracting(Player::name).doesNotContain(last.name());
        assertThat(p.teamOf(last.no())).as("numbers moved up: the next team's first player now").isPresent();
        s.close();
    }

    @Test
    void anAddRefusedAfterRoundOneSaysWhy() {
        EventSession s = league();
        new TeamRoundsPresenter(s).pairNext();
        PlayersPresenter p = new PlayersPresenter(s);
        assertThatThrownBy(() -> p.addToTeam(1, new PlayersPresenter.Form("迟到者", "", "", "")))
                .isInstanceOf(UserError.class);
        s.close();
    }

    @Test
    void anIndividualEventIsUnchanged() {
        EventSession s = Fixtures.eventWith(dir, "甲");
        PlayersPresenter p = new PlayersPresenter(s);
        assertThat(p.teamEvent()).isFalse();
        assertThat(p.teams()).isEmpty();
        Player x = p.addToTeam(0, new PlayersPresenter.Form("乙", "棋院", "", ""));
        assertThat(x.unit()).isEqualTo("棋院");
        assertThat(p.columns()).doesNotContain("队");
        s.close();
    }
}
