package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.PenaltyPresenter.LogRow;
import org.qicai.app.gui.presenter.PenaltyPresenter.RuleItem;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.service.PenaltyService.Logged;
import org.qicai.core.spi.PenaltyRule;

class PenaltyPresenterTest {
    @TempDir
    Path dir;

    /** Four players, round 1 paired and published: board 1 is waiting for its result. */
    private EventSession published() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter r = new RoundsPresenter(s);
        r.pairNext();
        r.publish(1);
        return s;
    }

    private static PenaltyRule rule(PenaltyPresenter p, String clause) {
        return p.catalogue().stream().map(RuleItem::rule).filter(r -> r.clause().equals(clause)).findFirst()
                .orElseThrow();
    }

    private static Result result(EventSession s, int round, int board) {
        return s.require().snapshot().round(round).orElseThrow().board(board).orElseThrow().result();
    }

    @Test
    @DisplayName("xq 4.1.8: the chooser warns before the third foul, logging it loses the game, the board shows the fouls")
    void thirdFoulLosesTheGameXq4_1_8() {
        EventSession s = published();
        PenaltyPresenter p = new PenaltyPresenter(s);
        PenaltyRule touch = rule(p, "9.1.5");
        assertThat(p.preview(1, 1, Side.FIRST, touch)).isEqualTo("红方本局第 1 次犯规（满 3 次判负，4.1.8）");
        p.add(1, 1, Side.FIRST, touch, "摸子", "");
        p.add(1, 1, Side.FIRST, touch, "", "");
        assertThat(result(s, 1, 1)).isEqualTo(Result.PENDING);
        assertThat(p.preview(1, 1, Side.FIRST, touch)).isEqualTo("红方本局第 3 次犯规：该局判负（4.1.8）");

        Logged third = p.add(1, 1, Side.FIRST, touch, "", "");

        assertThat(result(s, 1, 1)).isEqualTo(Result.SECOND_WIN);
        assertThat(p.loggedMessage(third)).startsWith("已记录第 3 号判罚：第 1 轮 第 1 台 红方 9.1.5 犯规")
                .contains("后果：").contains("4.1.8");
        assertThat(p.marks(1)).containsEntry(1, "红 犯规×3").doesNotContainKey(2);
        assertThat(p.preview(1, 1, Side.SECOND, touch)).as("the other side counts its own")
                .isEqualTo("黑方本局第 1 次犯规（满 3 次判负，4.1.8）");
        s.close();
    }

    @Test
    @DisplayName("a correction is a new entry reversing the earlier one; the loss is withdrawn and nothing is erased")
    void aCorrectionReversesTheEntryAndItsLoss() {
        EventSession s = published();
        PenaltyPresenter p = new PenaltyPresenter(s);
        PenaltyRule touch = rule(p, "9.1.5");
        for (int i = 0; i < 3; i++) {
            p.add(1, 2, Side.SECOND, touch, "", "");
        }
        assertThat(result(s, 1, 2)).isEqualTo(Result.FIRST_WIN);

        Logged c = p.correct(3, "看错了");

        assertThat(result(s, 1, 2)).isEqualTo(Result.PENDING);
        assertThat(p.correctedMessage(c)).startsWith("已记录第 4 号：更正第 3 号");
        List<LogRow> log = p.log();
        assertThat(log).hasSize(4);
        assertThat(log.get(2).reversedBy()).isEqualTo(4);
        assertThat(log.get(2).correctable()).isFalse();
        assertThat(log.get(2).cells().get(10)).isEqualTo("已被第 4 号更正");
        assertThat(log.get(3).correction()).isTrue();
        assertThat(log.get(3).cells().get(7)).isEqualTo("更正第 3 号：看错了");
        assertThat(log.get(0).cells()).hasSize(p.logColumns().size());
        assertThat(p.marks(1)).containsEntry(2, "黑 犯规×2");
        s.close();
    }

    @Test
    @DisplayName("xq 23.3: a false claim is a foul and five minutes, and a clock opened on that board carries them")
    void falseClaimTakesFiveMinutesOnTheBoardsClock23_3() {
        EventSession s = published();
        PenaltyPresenter p = new PenaltyPresenter(s);
        PenaltyRule claim = rule(p, "23.3");
        assertThat(p.preview(1, 1, Side.SECOND, claim)).contains("黑方棋钟加计 300 秒（23.3）");
        Logged l = p.add(1, 1, Side.SECOND, claim, "", "");
        assertThat(l.consequence(s.messages().locale())).contains("5分钟");

        AtomicLong t = new AtomicLong(0);
        ClockPresenter clock = ClockPresenter.forBoard(s, 1, 1, t::get);
        assertThat(clock.state().second().remaining()).isEqualTo(5_400_000 - 300_000);
        assertThat(clock.view().second().phase()).contains("罚时 +5:00");

        p.correct(l.entry().penalty().id(), "");
        assertThat(clock.syncLoggedPenalties().second().time()).as("the correction gives the time back")
                .isEqualTo("1:30:00");
        s.close();
    }

    @Test
    void aClauseWhoseTimeTheArbiterGivesNeedsSecondsAndNothingIsWrittenWithout() {
        EventSession s = published();
        PenaltyPresenter p = new PenaltyPresenter(s);
        PenaltyRule clock = rule(p, "xq2020-18.3");
        assertThatThrownBy(() -> p.add(1, 1, Side.FIRST, clock, "", "abc")).isInstanceOf(UserError.class)
                .hasMessageContaining("“abc”");
        assertThat(p.log()).isEmpty();
        p.add(1, 1, Side.FIRST, clock, "", "60");
        assertThat(p.log()).hasSize(1);
        s.close();
    }

    @Test
    void aPenaltyOnAByeOrAMissingBoardIsRefused() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙");
        RoundsPresenter r = new RoundsPresenter(s);
        r.pairNext();
        r.publish(1);
        PenaltyPresenter p = new PenaltyPresenter(s);
        int bye = r.boards(1).stream().filter(RoundsPresenter.BoardRow::bye).findFirst().orElseThrow().board();
        assertThatThrownBy(() -> p.sideLabel(1, bye, Side.FIRST)).isInstanceOf(UserError.class).hasMessageContaining("轮空");
        assertThatThrownBy(() -> p.sideLabel(1, 9, Side.FIRST)).hasMessage("第 1 轮没有第 9 台。");
        s.close();
    }

    @Test
    void theChooserListsTheCatalogueEachLabelStartingWithItsClause() {
        EventSession s = published();
        PenaltyPresenter p = new PenaltyPresenter(s);
        List<RuleItem> items = p.catalogue();
        assertThat(items).extracting(i -> i.rule().clause()).contains("9.1.1", "9.1.5", "23.3", "18.2", "18.3");
        assertThat(items).allSatisfy(i -> assertThat(i.label()).startsWith(i.rule().clause() + "  "));
        assertThat(items.get(0).label()).startsWith("9.1.1  犯规 — ");
        s.close();
    }
}
