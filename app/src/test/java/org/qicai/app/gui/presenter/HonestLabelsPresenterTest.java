package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.RoundsPresenter.BoardRow;
import org.qicai.core.model.Result;
import org.qicai.core.standings.CrosstableReport.Layout;

/**
 * Issue 13 item 5 in the window: the standings and crosstable captions say 暂列 while a result of the round is
 * missing, and the 15.6 play-off mark (1*) appears only after the last planned round with every result in.
 */
class HonestLabelsPresenterTest {
    @TempDir
    Path dir;

    private static void drawAll(RoundsPresenter r, int round) {
        for (BoardRow b : r.boards(round)) {
            r.enterResult(round, b.board(), Result.DRAW);
        }
    }

    @Test
    @DisplayName("standings after a round with missing results are provisional (暂列) in both captions")
    void standingsAfterARoundWithMissingResultsAreProvisional() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        rounds.enterResult(1, rounds.boards(1).get(0).board(), Result.FIRST_WIN);
        StandingsPresenter sp = new StandingsPresenter(s);
        CrosstablePresenter cp = new CrosstablePresenter(s);
        StandingsPresenter.Table t = sp.table();
        assertThat(t.provisional()).isTrue();
        assertThat(sp.caption(t)).isEqualTo("名次表 · 第 1 轮后 · 暂列（尚有成绩未录入）");
        assertThat(cp.caption(cp.table(0, Layout.GRID))).isEqualTo("成绩交叉表 · 第 1 轮后 · 暂列（尚有成绩未录入）");
        rounds.enterResult(1, rounds.boards(1).get(1).board(), Result.DRAW);
        assertThat(sp.caption(sp.table())).isEqualTo("名次表 · 第 1 轮后");
        assertThat(cp.caption(cp.table(0, Layout.GRID))).isEqualTo("成绩交叉表 · 第 1 轮后");
        s.close();
    }

    @Test
    @DisplayName("xq 15.6: four players all drawn share the title — the play-off mark only after round 3 of 3")
    void xq_15_6_playoffMarkOnlyOnceThePlacesCannotChange() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter rounds = new RoundsPresenter(s);
        StandingsPresenter sp = new StandingsPresenter(s);
        for (int round = 1; round <= 2; round++) {
            rounds.pairNext();
            drawAll(rounds, round);
            List<String> ranks = sp.table().rows().stream().map(r -> r.get(0)).toList();
            assertThat(ranks).as("after round %d of 3", round).containsOnly("=1");
        }
        rounds.pairNext();
        BoardRow last = rounds.boards(3).get(1);
        rounds.enterResult(3, rounds.boards(3).get(0).board(), Result.DRAW);
        assertThat(sp.table().rows()).as("round 3 still has a board open").extracting(r -> r.get(0))
                .noneMatch(rank -> rank.endsWith("*"));
        rounds.enterResult(3, last.board(), Result.DRAW);
        assertThat(sp.table().rows()).extracting(r -> r.get(0)).containsOnly("=1*");
        assertThat(sp.explanations(0)).allSatisfy(w -> assertThat(w).contains("应安排加赛（15.6）"));
        s.close();
    }
}
