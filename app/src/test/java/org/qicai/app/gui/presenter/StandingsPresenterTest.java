package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.RoundsPresenter.BoardRow;
import org.qicai.core.model.Result;

class StandingsPresenterTest {
    @TempDir
    Path dir;

    @Test
    void beforeTheFirstRoundEveryPlayerHasNoPoints() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        StandingsPresenter.Table t = new StandingsPresenter(s).table();
        assertThat(t.columns().subList(0, 5)).containsExactly("名次", "序号", "姓名", "单位", "积分");
        assertThat(t.rows()).hasSize(2).allSatisfy(r -> assertThat(r.get(StandingsPresenter.POINTS_COLUMN)).isEqualTo("0"));
        s.close();
    }

    @Test
    void aWinShowsInThePointsAndTheRank() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        BoardRow b1 = rounds.boards(1).get(0);
        rounds.enterResult(1, b1.board(), Result.FIRST_WIN);

        StandingsPresenter p = new StandingsPresenter(s);
        StandingsPresenter.Table t = p.table();
        List<String> first = t.rows().get(0);
        assertThat(first.get(2)).isEqualTo(b1.firstName());
        assertThat(first.get(0)).isEqualTo("1");
        assertThat(first.get(StandingsPresenter.POINTS_COLUMN)).isEqualTo("1");
        assertThat(t.columns()).as("the event's tiebreak columns follow the points").hasSizeGreaterThan(5);
        assertThat(t.rows()).allSatisfy(r -> assertThat(r).hasSize(t.columns().size()));
        // issue 13 item 5: board 2 of round 1 has no result yet, so the standings are provisional
        assertThat(p.caption(t)).isEqualTo("名次表 · 第 1 轮后 · 暂列（尚有成绩未录入）");
        s.close();
    }

    @Test
    void withNoEventTheTableIsEmpty() {
        StandingsPresenter.Table t = new StandingsPresenter(TestPlugins.session(Language.ENGLISH)).table();
        assertThat(t.rows()).isEmpty();
        assertThat(t.columns()).containsExactly("Rank", "No", "Name", "Unit", "Points");
    }
}
