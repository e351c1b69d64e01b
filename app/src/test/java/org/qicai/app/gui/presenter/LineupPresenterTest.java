package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Lineup;

/** 出场名单 with the validator's message live (issue 4 items 2 and 8). */
class LineupPresenterTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("12.2: the lineup as typed is checked without writing; the 15 legal lineups are listed")
    void theValidatorAnswersWhileTyping() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台换人", 4);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        new TeamRoundsPresenter(s).pairNext();
        LineupPresenter p = new LineupPresenter(s, 1, 1);
        assertThat(p.title()).isEqualTo("第 1 轮出场名单 — 甲队（分台换人制（12.2），4 台）");
        assertThat(p.registered()).hasSize(6);
        assertThat(p.registered().get(5)).endsWith("（替补）");
        assertThat(p.current()).isEqualTo("1-2-3-4");
        assertThat(p.editable()).isTrue();
        assertThat(p.legalLineups()).hasSize(15).first().isEqualTo("1-2-3-4");
        assertThat(p.legalLineups()).last().isEqualTo("3-4-5-6");

        LineupPresenter.Check bad = p.check("2,1,3,4");
        assertThat(bad.legal()).isFalse();
        assertThat(bad.message()).contains("12.2").contains("必须保持报名顺序"); // the window's language
        assertThat(bad.boards()).containsExactly("第 1 台 甲队二", "第 2 台 甲队一", "第 3 台 甲队三", "第 4 台 甲队四");
        LineupPresenter.Check typo = p.check("1,2,x");
        assertThat(typo.legal()).isFalse();
        assertThat(typo.message()).contains("“x”不是报名序位");
        LineupPresenter.Check good = p.check("1-2-3-5");
        assertThat(good.legal()).isTrue();
        assertThat(good.message()).isEqualTo("✓ 符合 12.2");
        assertThat(s.require().journal()).noneSatisfy(j -> assertThat(j.action()).startsWith("lineup"));

        assertThatThrownBy(() -> p.enter("2,1,3,4")).isInstanceOf(UserError.class).hasMessageContaining("12.2");
        Lineup l = p.enter("1,2,3,5");
        assertThat(l.text()).isEqualTo("1-2-3-5");
        assertThat(new LineupPresenter(s, 1, 1).current()).isEqualTo("1-2-3-5");
        assertThat(new LineupPresenter(s, 1, 1).currentSource()).isEqualTo("已提交");
        s.close();
    }

    @Test
    @DisplayName("12.1: under 分台定人 the registered order plays; no lineup is named")
    void fixedBoardsHaveNoLineupToChoose() {
        EventSession s = TeamFixtures.teamEvent(dir, "分台定人", 6);
        TeamFixtures.addTeams(s, "甲队", "乙队");
        new TeamRoundsPresenter(s).pairNext();
        LineupPresenter p = new LineupPresenter(s, 1, 2);
        assertThat(p.editable()).isFalse();
        assertThat(p.lockedReason()).contains("12.1");
        s.close();
    }
}
