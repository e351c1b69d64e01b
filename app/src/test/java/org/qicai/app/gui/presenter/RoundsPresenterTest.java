package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.RoundsPresenter.BoardRow;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.model.RoundStatus;

class RoundsPresenterTest {
    @TempDir
    Path dir;

    @Test
    void eachResultKeyStandsForItsResult() {
        assertThat(RoundsPresenter.resultForKey('1')).contains(Result.FIRST_WIN);
        assertThat(RoundsPresenter.resultForKey('0')).contains(Result.SECOND_WIN);
        assertThat(RoundsPresenter.resultForKey('=')).contains(Result.DRAW);
        assertThat(RoundsPresenter.resultForKey('5')).contains(Result.DRAW);
        assertThat(RoundsPresenter.resultForKey('+')).contains(Result.FIRST_WIN_FORFEIT);
        assertThat(RoundsPresenter.resultForKey('-')).contains(Result.SECOND_WIN_FORFEIT);
        assertThat(RoundsPresenter.resultForKey('*')).contains(Result.DOUBLE_FORFEIT);
        assertThat(RoundsPresenter.resultForKey('2')).isEmpty();
        for (char c : RoundsPresenter.RESULT_KEYS.toCharArray()) {
            assertThat(RoundsPresenter.resultForKey(c)).as("key %s", c).isPresent();
        }
    }

    @Test
    void pairingShowsTheBoardsWithTheDisciplinesSideNames() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter p = new RoundsPresenter(s);
        assertThat(p.pairNext().no()).isEqualTo(1);
        assertThat(p.rounds()).containsExactly(1);
        assertThat(p.columns(false)).containsExactly("台次", "序号", "红方", "单位", "序号", "黑方", "单位", "结果");
        assertThat(p.columns(true)).hasSize(9).last().isEqualTo("编排说明");
        List<BoardRow> boards = p.boards(1);
        assertThat(boards).hasSize(2);
        assertThat(boards).allSatisfy(b -> assertThat(b.resultText()).isEmpty());
        assertThat(p.roundLabel(1)).isEqualTo("第 1 轮 · 已编排");
        assertThat(p.progress()).isEqualTo("已编排 1 / 3 轮");
        s.close();
    }

    @Test
    void enteringAResultGoesToTheNextBoardWithoutOne() {
        EventSession s = Fixtures.eventWith(dir, "1", "2", "3", "4", "5", "6");
        RoundsPresenter p = new RoundsPresenter(s);
        p.pairNext();
        assertThat(p.enterResult(1, 1, Result.FIRST_WIN)).hasValue(2);
        assertThat(p.enterResult(1, 3, Result.DRAW)).as("wraps round to the first open board").hasValue(2);
        assertThat(p.enterResult(1, 2, Result.SECOND_WIN)).as("all boards in").isEmpty();
        assertThat(p.boards(1)).extracting(BoardRow::resultText).containsExactly("1-0", "0-1", "1/2");
        assertThat(p.status(1)).contains(RoundStatus.FINISHED);
        s.close();
    }

    @Test
    void deleteClearsTheResultAndStaysOnTheBoard() {
        EventSession s = Fixtures.eventWith(dir, "1", "2", "3", "4");
        RoundsPresenter p = new RoundsPresenter(s);
        p.pairNext();
        p.enterResult(1, 1, Result.FIRST_WIN);
        assertThat(p.enterResult(1, 1, Result.PENDING)).hasValue(1);
        assertThat(p.boards(1).get(0).result()).isEqualTo(Result.PENDING);
        s.close();
    }

    @Test
    void aByeTakesNoResult() {
        EventSession s = Fixtures.eventWith(dir, "1", "2", "3");
        RoundsPresenter p = new RoundsPresenter(s);
        p.pairNext();
        BoardRow bye = p.boards(1).stream().filter(BoardRow::bye).findFirst().orElseThrow();
        assertThat(bye.resultText()).isEqualTo("轮空");
        assertThat(bye.complete()).isTrue();
        assertThatThrownBy(() -> p.enterResult(1, bye.board(), Result.FIRST_WIN)).isInstanceOf(UserError.class);
        s.close();
    }

    @Test
    void nextOpenBoardSkipsCompleteBoardsAndByes() {
        List<BoardRow> rows = List.of(row(1, Result.FIRST_WIN, false), row(2, Result.PENDING, false),
                row(3, Result.PENDING, true));
        assertThat(RoundsPresenter.nextOpenBoard(rows, 2)).hasValue(2);
        assertThat(RoundsPresenter.nextOpenBoard(rows, 0)).hasValue(2);
        assertThat(RoundsPresenter.nextOpenBoard(List.of(row(1, Result.DRAW, false)), 1)).isEqualTo(OptionalInt.empty());
    }

    private static BoardRow row(int board, Result r, boolean bye) {
        return new BoardRow(board, 1, "a", "", bye ? 0 : 2, "b", "", r, bye, r.code(), "");
    }

    @Test
    void onlyTheLastUnpublishedRoundCanBePairedAgain() {
        EventSession s = Fixtures.eventWith(dir, "1", "2", "3", "4");
        RoundsPresenter p = new RoundsPresenter(s);
        p.pairNext();
        assertThat(p.canRepair(1)).isTrue();
        assertThat(p.canPublish(1)).isTrue();
        p.repair(1);
        p.publish(1);
        assertThat(p.canRepair(1)).isFalse();
        assertThat(p.canPublish(1)).isFalse();
        assertThatThrownBy(() -> p.repair(1)).isInstanceOf(UserError.class);
        s.close();
    }

    @Test
    void theStatusLineNamesTheResultInTheDisciplinesWords() {
        EventSession s = Fixtures.eventWith(dir, "1", "2");
        RoundsPresenter p = new RoundsPresenter(s);
        p.pairNext();
        assertThat(p.resultMessage(1, 1, Result.FIRST_WIN)).startsWith("第 1 轮 第 1 台：1-0 红");
        assertThat(p.keysHint()).contains("1 红方胜");
        s.close();
    }
}
