package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.RoundsPresenter.BoardRow;
import org.qicai.core.UserError;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.service.WithdrawalResult;
import org.qicai.core.standings.CrosstableReport.Layout;

/** Standings with marks and explanations, the crosstable, withdrawal, the journal and protests, on one event. */
class StandingsViewPresentersTest {
    @TempDir
    Path dir;

    /** Four players, a round robin; every game of round 1 drawn. */
    private EventSession drawnRound() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter r = new RoundsPresenter(s);
        r.pairNext();
        for (BoardRow b : r.boards(1)) {
            r.enterResult(1, b.board(), Result.DRAW);
        }
        return s;
    }

    @Test
    @DisplayName("15.1: players nothing separates share the place, and the explanation says so")
    void sharedPlacesAreMarkedAndExplained() {
        EventSession s = drawnRound();
        StandingsPresenter p = new StandingsPresenter(s);
        StandingsPresenter.Table t = p.table(1, false);
        assertThat(t.rows()).extracting(r -> r.get(0)).allSatisfy(rank -> assertThat(rank).startsWith("=1"));
        List<String> why = p.explanations(1);
        assertThat(why).hasSize(3).allSatisfy(w -> assertThat(w).contains("名次并列（15.1）"));
        assertThat(p.rounds()).containsExactly(1);
        assertThat(p.legend()).contains("15.6").contains("18.4");
        s.close();
    }

    @Test
    void theQualificationColumnsAreAnEventOptionTheViewAndThePrintShare() {
        EventSession s = drawnRound();
        StandingsPresenter p = new StandingsPresenter(s);
        assertThat(p.qualificationShown()).isFalse();
        p.setQualificationShown(true);
        assertThat(p.qualificationShown()).isTrue();
        StandingsPresenter.Table t = p.table(0, true);
        assertThat(t.columns()).endsWith("胜率", "等级", "运动健将");
        assertThat(t.rows().get(0).get(t.columns().indexOf("胜率"))).isEqualTo("50.0%");
        assertThat(t.rows().get(0).get(t.columns().indexOf("等级"))).startsWith("一级运动员");
        s.close();
    }

    @Test
    void theCrosstableGridHasAResultColumnPerOpponentAndTheRankProgression() {
        EventSession s = drawnRound();
        CrosstablePresenter p = new CrosstablePresenter(s);
        assertThat(p.defaultLayout()).isEqualTo(Layout.GRID);
        CrosstablePresenter.Table t = p.table(0, Layout.GRID);
        assertThat(t.cellCount()).isEqualTo(4);
        assertThat(t.columns().subList(t.cellStart(), t.cellStart() + 4)).containsExactly("1", "2", "3", "4");
        assertThat(t.columns()).last().isEqualTo("名次变化");
        List<String> first = t.rows().get(0);
        assertThat(first.get(t.cellStart())).isEqualTo("×");
        assertThat(first.subList(t.cellStart(), t.cellStart() + 4)).contains("和");
        assertThat(first.get(first.size() - 1)).isEqualTo("1");
        assertThat(p.caption(t)).isEqualTo("成绩交叉表 · 第 1 轮后");
        CrosstablePresenter.Table byRounds = p.table(0, Layout.ROUNDS);
        assertThat(byRounds.columns().subList(byRounds.cellStart(), byRounds.cellStart() + 1)).containsExactly("第1轮");
        assertThat(byRounds.rows().get(0).get(byRounds.cellStart())).matches("\\d[红黑]和");
        s.close();
    }

    @Test
    @DisplayName("20.3: a round-robin player with fewer than half of his games played has all results annulled")
    void withdrawalIsPreviewedWithTheRuleThenConfirmed() {
        EventSession s = drawnRound();
        WithdrawPresenter p = new WithdrawPresenter(s);
        assertThat(p.defaultAfterRound()).isEqualTo(1);
        assertThat(p.activePlayers()).hasSize(4);
        WithdrawPresenter.Form form = new WithdrawPresenter.Form(1, "1", false, "生病");
        WithdrawalResult preview = p.preview(form);
        String words = p.explanation(preview);
        assertThat(words).contains("20.3").contains("注销");
        assertThat(s.require().snapshot().player(1).orElseThrow().status()).as("a preview writes nothing")
                .isEqualTo(PlayerStatus.ACTIVE);
        assertThatThrownBy(() -> p.preview(new WithdrawPresenter.Form(1, "x", false, ""))).isInstanceOf(UserError.class)
                .hasMessage("轮次“x”应是整数。");

        WithdrawalResult done = p.confirm(form);
        assertThat(p.doneMessage(done)).isEqualTo("1 号 甲 已退出比赛（20.3）");
        assertThat(s.require().snapshot().player(1).orElseThrow().status()).isEqualTo(PlayerStatus.WITHDRAWN);
        assertThat(new StandingsPresenter(s).table().rows()).anySatisfy(r -> assertThat(r.get(2)).isEqualTo("甲（退赛）"));
        assertThat(p.activePlayers()).hasSize(3);
        s.close();
    }

    @Test
    void theJournalListsEveryActionAndFilters() {
        EventSession s = drawnRound();
        JournalPresenter p = new JournalPresenter(s);
        assertThat(p.columns()).containsExactly("序号", "时间", "操作人", "操作", "对象", "原值", "新值");
        List<List<String>> all = p.rows("");
        assertThat(all).as("actions in the window's language").anySatisfy(r -> assertThat(r.get(3)).isEqualTo("报名棋手"));
        assertThat(all).noneSatisfy(r -> assertThat(r.get(3)).isEqualTo("player.add"));
        assertThat(all.get(0)).as("the chain's first row, written by QiCai itself").contains("封存记录（哈希链起点）", "system");
        assertThat(all.subList(1, all.size())).allSatisfy(r -> assertThat(r.get(2)).isEqualTo("test-arbiter"));
        List<List<String>> results = p.rows("RESULT.");
        assertThat(results).as("the filter finds the action's code").isNotEmpty()
                .allSatisfy(r -> assertThat(r.get(3)).isIn("录入成绩", "更正成绩", "判罚改判成绩", "申诉改判成绩"));
        assertThat(p.count(results.size())).isEqualTo("共 " + all.size() + " 条，显示 " + results.size() + " 条");
        s.close();
    }

    @Test
    @DisplayName("xq2020 17: a protest after a game is due within 30 minutes; upheld, it sets the result")
    void aProtestIsLodgedInTimeAndUpheldWithANewResult() {
        EventSession s = drawnRound();
        ProtestsPresenter p = new ProtestsPresenter(s);
        assertThat(p.windowsText()).isEqualTo("期限：判决后 15 分钟内，赛后 30 分钟内（赛事设置）");
        assertThat(p.boards(1)).hasSize(2);
        var lodged = p.lodge(new ProtestsPresenter.LodgeForm(1, 1, org.qicai.core.model.Side.SECOND,
                org.qicai.core.service.ProtestService.Against.GAME, 0, "", "对方超时未判"));
        assertThat(lodged.inTime()).isTrue();
        assertThat(p.lodgedMessage(lodged)).startsWith("已记录第 1 号抗议（截止 ");
        assertThatThrownBy(() -> p.lodge(new ProtestsPresenter.LodgeForm(1, 1, org.qicai.core.model.Side.FIRST,
                org.qicai.core.service.ProtestService.Against.RULING, 0, "25:99", "x"))).isInstanceOf(UserError.class)
                .hasMessage("时间“25:99”应写作 HH:mm，例如 14:35。");
        assertThat(p.rows()).hasSize(1);
        assertThat(p.rows().get(0).open()).isTrue();

        p.decide(lodged.id(), true, "经查属实", "", Result.SECOND_WIN.name());

        assertThat(s.require().snapshot().round(1).orElseThrow().board(1).orElseThrow().result())
                .isEqualTo(Result.SECOND_WIN);
        assertThat(p.rows().get(0).open()).isFalse();
        assertThat(p.rows().get(0).cells()).contains("抗议成立", "1/2 → 0-1");
        s.close();
    }
}
