package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.model.Result;

/** 对阵图 (issue 3 item 5): the knockout bracket and the group tables as the workstation shows them. */
class BracketPresenterTest {
    @TempDir
    Path dir;

    private EventSession event(String system, int players) {
        EventSession s = TestPlugins.session(Language.CHINESE);
        new NewEventPresenter(s).create(TeamFixtures.form(system, dir.resolve(system), system, Map.of(), 0));
        PlayersPresenter p = new PlayersPresenter(s);
        for (int i = 0; i < players; i++) {
            p.add(new PlayersPresenter.Form("棋手" + (i + 1), "单位" + (i + 1), Integer.toString(2400 - 10 * i), ""));
        }
        return s;
    }

    @Test
    void aKnockoutShowsItsStagesAndMarksTheWinners() {
        EventSession s = event("knockout", 8);
        BracketPresenter b = new BracketPresenter(s);
        assertThat(b.applies()).isTrue();
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        BracketPresenter.View v = b.view();
        assertThat(v.title()).isNotBlank();
        assertThat(v.groups()).isEmpty();
        assertThat(v.columns()).hasSizeGreaterThanOrEqualTo(3);
        BracketPresenter.Column first = v.columns().get(0);
        assertThat(first.cards()).hasSize(4);
        assertThat(first.cards()).allSatisfy(c -> assertThat(c.winner()).isZero());
        assertThat(first.cards().get(0).first()).startsWith("#1 棋手1");
        for (var row : rounds.boards(1)) {
            rounds.enterResult(1, row.board(), Result.FIRST_WIN);
        }
        BracketPresenter.View after = b.view();
        assertThat(after.columns().get(0).cards()).allSatisfy(c -> assertThat(c.winner()).isNotZero());
        s.close();
    }

    @Test
    void groupsShowTheirTables() {
        EventSession s = event("groups", 8);
        BracketPresenter b = new BracketPresenter(s);
        assertThat(b.applies()).isTrue();
        new RoundsPresenter(s).pairNext();
        BracketPresenter.View v = b.view();
        assertThat(v.groups()).hasSize(2);
        assertThat(v.groups().get(0).rows()).hasSize(4);
        assertThat(v.groups().get(0).columns()).containsExactly("名次", "棋手", "积分", "破同分", "出线");
        s.close();
    }

    @Test
    void swissAndRoundRobinHaveNoBracket() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        assertThat(new BracketPresenter(s).applies()).isFalse();
        s.close();
    }
}
