package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;

/** 人工调整 before publishing (issue 3 item 7) from the workstation: done, journaled, warned about. */
class PairingEditPresenterTest {
    @TempDir
    Path dir;

    /** A cn-swiss event: #1 and #2 from one unit, #3 and #4 from others (and #5, #6 when asked). */
    private EventSession swiss(int players) {
        EventSession s = TestPlugins.session(Language.CHINESE);
        new NewEventPresenter(s).create(TeamFixtures.form("积分编排", dir.resolve("swiss"), "cn-swiss", Map.of(), 5));
        PlayersPresenter p = new PlayersPresenter(s);
        String[] units = {"滨江", "滨江", "江北", "南湖", "西城", "东港"};
        for (int i = 0; i < players; i++) {
            p.add(new PlayersPresenter.Form("棋手" + (i + 1), units[i], Integer.toString(2400 - 20 * i), ""));
        }
        return s;
    }

    private static Pairing board(EventSession s, int round, int board) {
        return s.require().snapshot().round(round).orElseThrow().board(board).orElseThrow();
    }

    @Test
    @DisplayName("附录二 3: a swap that seats two players of one unit together is done, with the warning")
    void aSwapIsDoneAndWarnsAboutTheUnit() {
        EventSession s = swiss(4);
        new RoundsPresenter(s).pairNext();
        assertThat(List.of(board(s, 1, 1).first(), board(s, 1, 1).second())).containsExactlyInAnyOrder(1, 3);
        PairingEditPresenter p = new PairingEditPresenter(s);
        assertThat(p.canEdit(1)).isTrue();
        assertThat(p.warnings(1)).isEmpty();

        PairingEditPresenter.Outcome out = p.swap(1, 3, 2);
        assertThat(out.summary()).isEqualTo("第 1 轮：已交换 #3 与 #2");
        assertThat(out.warnings()).anySatisfy(w -> assertThat(w).contains("#1").contains("#2").contains("同单位"));
        assertThat(List.of(board(s, 1, 1).first(), board(s, 1, 1).second())).containsExactlyInAnyOrder(1, 2);
        assertThat(p.warnings(1)).as("the rounds view lists what the round breaks").isNotEmpty();
        assertThat(s.require().journal()).anySatisfy(j -> assertThat(j.action()).isEqualTo("round.edit.swap"));
        s.close();
    }

    @Test
    @DisplayName("附录二 2: forcing a pair of players who met is a rematch, warned not blocked")
    void forcingARematchWarns() {
        EventSession s = swiss(4);
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        Pairing b1 = board(s, 1, 1);
        rounds.enterResult(1, 1, Result.FIRST_WIN);
        rounds.enterResult(1, 2, Result.FIRST_WIN);
        rounds.pairNext();
        PairingEditPresenter.Outcome out = new PairingEditPresenter(s).pair(2, b1.first(), b1.second());
        assertThat(out.warnings()).anySatisfy(w -> assertThat(w).contains("已相遇").contains("附录二 2"));
        assertThat(board(s, 2, 1).first()).isEqualTo(b1.first());
        s.close();
    }

    @Test
    void byeAndUnpairLeaveTheOpponentUnpairedAndSaySo() {
        EventSession s = swiss(6);
        new RoundsPresenter(s).pairNext();
        PairingEditPresenter p = new PairingEditPresenter(s);
        PairingEditPresenter.Outcome bye = p.bye(1, 1, ByeKind.HALF_POINT);
        assertThat(bye.summary()).contains("#1 轮空（计和）");
        assertThat(bye.warnings()).anySatisfy(w -> assertThat(w).startsWith("未配对"));
        assertThat(p.players(1)).anySatisfy(c -> assertThat(c.label()).startsWith("#1 棋手1（轮空）"));
        PairingEditPresenter.Outcome unpair = p.unpair(1, 1);
        assertThat(unpair.summary()).isEqualTo("第 1 轮：已拆开第 1 台");
        assertThat(p.players(1)).filteredOn(c -> c.label().contains("未配对")).hasSizeGreaterThanOrEqualTo(3);
        assertThat(p.boards(1)).isNotEmpty();
        s.close();
    }

    @Test
    void aPublishedRoundIsFrozen() {
        EventSession s = swiss(4);
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        rounds.publish(1);
        PairingEditPresenter p = new PairingEditPresenter(s);
        assertThat(p.canEdit(1)).isFalse();
        assertThat(p.warnings(1)).isEmpty();
        assertThatThrownBy(() -> p.swap(1, 1, 2)).isInstanceOf(UserError.class).hasMessageContaining("published");
        s.close();
    }

    @Test
    void byesFixedBeforePairingLeaveThePlayerOut() {
        EventSession s = swiss(5);
        PairingEditPresenter p = new PairingEditPresenter(s);
        assertThat(p.offersFixedByes()).isTrue();
        assertThat(p.fixedByeKinds()).extracting(Choice::id).doesNotContain("PAIRING");
        Round r = p.pairWithByes(Map.of(3, ByeKind.HALF_POINT));
        assertThat(r.pairings()).anySatisfy(x -> {
            assertThat(x.first()).isEqualTo(3);
            assertThat(x.bye()).isEqualTo(ByeKind.HALF_POINT);
        });
        assertThat(r.pairings().stream().filter(x -> !x.isBye())).hasSize(2);
        s.close();
    }

    @Test
    void aRoundRobinOffersNoFixedByes() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        assertThat(new PairingEditPresenter(s).offersFixedByes()).isFalse();
        s.close();
    }

    @Test
    @DisplayName("the explanation column shows why cn-swiss and Dutch paired each board")
    void swissRoundsCarryTheirExplanations() {
        EventSession s = swiss(6);
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        assertThat(rounds.boards(1)).allSatisfy(b -> assertThat(b.explanation()).isNotBlank());
        s.close();

        EventSession d = TestPlugins.session(Language.ENGLISH);
        new NewEventPresenter(d).create(TeamFixtures.form("Dutch", dir.resolve("dutch"), "dutch", Map.of(), 5));
        PlayersPresenter pp = new PlayersPresenter(d);
        for (int i = 0; i < 6; i++) {
            pp.add(new PlayersPresenter.Form("P" + i, "", Integer.toString(2300 - 10 * i), ""));
        }
        RoundsPresenter dr = new RoundsPresenter(d);
        dr.pairNext();
        assertThat(dr.boards(1)).allSatisfy(b -> assertThat(b.explanation()).isNotBlank());
        d.close();
    }
}
