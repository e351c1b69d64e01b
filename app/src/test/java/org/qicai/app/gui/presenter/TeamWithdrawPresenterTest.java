package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Team;
import org.qicai.core.team.TeamWithdrawal;

/** 全队退赛 from the Teams view (xq 20.2–20.4 for teams, 18.3): the rule's effect shown, then written. */
class TeamWithdrawPresenterTest {
    @TempDir
    Path dir;

    /** 4 teams in a round robin (3 opponents each), rounds 1..n paired and played 2:2 on every match. */
    private EventSession league(int played) {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队", "丙队", "丁队");
        TeamRoundsPresenter r = new TeamRoundsPresenter(s);
        for (int round = 1; round <= played; round++) {
            r.pairNext();
            for (int match = 1; match <= r.matches(round).size(); match++) {
                r.enterMatch(round, match, "1 0 = =");
            }
        }
        return s;
    }

    private static int teamNo(EventSession s, String name) {
        return new TeamsPresenter(s).teams().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow().no();
    }

    @Test
    @DisplayName("xq 20.3: met fewer than half of its opponents — the preview says all results are annulled and writes nothing; confirming annuls them")
    void fewerThanHalfMetAnnulsAllResultsXq20_3() {
        EventSession s = league(1);
        TeamWithdrawPresenter p = new TeamWithdrawPresenter(s);
        int jia = teamNo(s, "甲队");
        int journal = s.require().journal().size();
        assertThat(p.defaultAfterRound()).isEqualTo(1);
        assertThat(p.activeTeams()).hasSize(4);

        TeamWithdrawal preview = p.preview(new TeamWithdrawPresenter.Form(jia, "1", false, "病退"));
        assertThat(preview.clause()).isEqualTo("20.3");
        assertThat(preview.team().annulled()).isTrue();
        String text = p.explanation(preview);
        assertThat(text).contains("循环赛（20.3）：甲队 只赛过 1 个对手，不足全部 3 个对手的一半——该队全部成绩取消")
                .contains("将改动 1 场：").contains("第 1 轮第 ").contains("：成绩取消");
        assertThat(s.require().journal()).as("a preview writes nothing").hasSize(journal);
        assertThat(new TeamsPresenter(s).team(jia).orElseThrow().isActive()).isTrue();

        TeamWithdrawal done = p.confirm(new TeamWithdrawPresenter.Form(jia, "1", false, "病退"));
        assertThat(done.team().status()).isEqualTo(PlayerStatus.WITHDRAWN);
        Team after = new TeamsPresenter(s).team(jia).orElseThrow();
        assertThat(after.annulled()).isTrue();
        assertThat(after.leftAfterRound()).isEqualTo(1);
        assertThat(s.require().journal().get(s.require().journal().size() - 1).action()).isEqualTo("team.withdraw");
        assertThat(p.doneMessage(done)).isEqualTo(jia + " 号队 甲队 已退出比赛（20.3：全部成绩取消）");
        assertThat(p.activeTeams()).hasSize(3);
        assertThat(new TeamsPresenter(s).teamRows()).anySatisfy(r -> assertThat(r.get(5).toString()).contains("第 1 轮后"));
        s.close();
    }

    @Test
    @DisplayName("xq 20.3: half or more of its opponents met — results stand, its paired match is a team forfeit (21.4)")
    void halfOrMoreMetResultsStandXq20_3() {
        EventSession s = league(2);
        TeamRoundsPresenter rounds = new TeamRoundsPresenter(s);
        rounds.pairNext();
        TeamWithdrawPresenter p = new TeamWithdrawPresenter(s);
        int yi = teamNo(s, "乙队");
        TeamWithdrawal preview = p.preview(new TeamWithdrawPresenter.Form(yi, "2", false, ""));
        assertThat(preview.clause()).isEqualTo("20.3");
        assertThat(preview.team().annulled()).isFalse();
        assertThat(preview.opponents()).isEqualTo(2);
        assertThat(p.explanation(preview)).contains("已赛过 2 个对手，达到全部 3 个对手的一半——已赛成绩有效")
                .contains("将改动 1 场：").contains("第 3 轮第 ").contains("：判全队弃权，乙队 缺席（21.4）");
        assertThat(rounds.matches(3)).allSatisfy(m -> assertThat(m.status()).doesNotContain("弃权"));

        p.confirm(new TeamWithdrawPresenter.Form(yi, "2", false, ""));
        assertThat(rounds.matches(3)).anySatisfy(m -> assertThat(m.status()).contains("弃权（21.4）"));
        assertThat(new TeamsPresenter(s).team(yi).orElseThrow().annulled()).isFalse();
        s.close();
    }

    @Test
    @DisplayName("xq 20.2 and 18.3: before the start the team leaves the draw; an expulsion is treated as withdrawal")
    void beforeTheStartAndExpulsionXq20_2() {
        EventSession s = league(0);
        TeamWithdrawPresenter p = new TeamWithdrawPresenter(s);
        int bing = teamNo(s, "丙队");
        TeamWithdrawal r = p.preview(new TeamWithdrawPresenter.Form(bing, "0", true, ""));
        assertThat(r.clause()).isEqualTo("20.2");
        assertThat(p.explanation(r)).isEqualTo("除名（18.3）按退出比赛处理： 比赛开始前退出：丙队 不参加排表（20.2）。");
        TeamWithdrawal done = p.confirm(new TeamWithdrawPresenter.Form(bing, "0", true, "违纪"));
        assertThat(done.team().status()).isEqualTo(PlayerStatus.EXPELLED);
        assertThat(p.doneMessage(done)).startsWith(bing + " 号队 丙队 已除名");
        s.close();
    }

    @Test
    void aBadRoundOrNoTeamSaysWhyAndWritesNothing() {
        EventSession s = league(1);
        TeamWithdrawPresenter p = new TeamWithdrawPresenter(s);
        int journal = s.require().journal().size();
        assertThatThrownBy(() -> p.confirm(new TeamWithdrawPresenter.Form(1, "一", false, "")))
                .isInstanceOf(UserError.class).hasMessage("轮次“一”应是整数。");
        assertThatThrownBy(() -> p.preview(new TeamWithdrawPresenter.Form(0, "1", false, "")))
                .isInstanceOf(UserError.class).hasMessage("请选择队伍。");
        assertThatThrownBy(() -> p.confirm(new TeamWithdrawPresenter.Form(1, "5", false, "")))
                .isInstanceOf(UserError.class);
        assertThat(s.require().journal()).hasSize(journal);
        s.close();
    }

    @Test
    void theEnglishWindowWordsTheRuleInEnglish() {
        EventSession s = league(1);
        s.setLanguage(Language.ENGLISH);
        TeamWithdrawPresenter p = new TeamWithdrawPresenter(s);
        int jia = teamNo(s, "甲队");
        String text = p.explanation(p.preview(new TeamWithdrawPresenter.Form(jia, "1", false, "")));
        assertThat(text).startsWith("Round robin (20.3): 甲队 met 1 of its 3 opponents, fewer than half — all its results are annulled")
                .contains("1 match(es) change:").contains(": annulled");
        assertThat(List.of(text.split("\n"))).hasSize(3);
        s.close();
    }
}
