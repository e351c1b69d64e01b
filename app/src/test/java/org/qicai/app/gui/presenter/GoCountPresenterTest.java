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
import org.qicai.core.game.CountResult;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.service.EventService;

/**
 * 数子 on a board (issue 15 item 2, go 第九条): the count typed, the verdict shown with its arithmetic, and the
 * verdict confirmed as the board's result in one action, through the rounds view's one result path.
 */
class GoCountPresenterTest {
    @TempDir
    Path dir;

    /** A McMahon event: 1 张三 5D, 2 李四 5K (4 stones: 5 ranks less the correction), round 1 paired and published. */
    private EventSession goEvent() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        EventService e = EventService.create(dir.resolve("go.qicai"), new EventSettings("围棋赛", "go", "mcmahon", 3,
                "14.1", List.of(), "", 5L, Map.of("og.genMMBar", "9D")), TestPlugins.host(), "裁判");
        e.registration().addPlayer("张三", "", null, "5D");
        e.registration().addPlayer("李四", "", null, "1D");
        e.rounds().pairNextRound();
        e.rounds().publishRound(1);
        e.close();
        s.open(dir.resolve("go.qicai"));
        return s;
    }

    @Test
    @DisplayName("go 9: black 185 in an even game → 黑胜3/4子 (185 − 184¼ = ¾), confirmed as 1-0 with the margin kept")
    void go_9_countConfirmedAsTheResult() {
        EventSession s = goEvent();
        Pairing p = s.require().snapshot().round(1).orElseThrow().pairings().get(0);
        GoCountPresenter c = new GoCountPresenter(s, 1, p.board());
        int h = c.handicap();
        assertThat(h).isEqualTo(p.handicap());
        CountResult r = c.count("chinese", 19, 0, 185, null, null);
        assertThat(c.verdict(r)).isEqualTo("黑胜3/4子（185 − 184¼ = ¾）");
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.enterResult(1, p.board(), GoCountPresenter.entry(r));
        Pairing after = s.require().snapshot().round(1).orElseThrow().pairings().get(0);
        assertThat(after.result()).isEqualTo(Result.FIRST_WIN);
        assertThat(after.detail()).isEqualTo(ResultDetail.count(3, false));
        assertThat(rounds.resultMessage(1, p.board(), GoCountPresenter.entry(r))).contains("1-0 黑胜3/4子");
        s.close();
    }

    @Test
    @DisplayName("go 9: 184 → 白胜1/4子; 4 handicap stones, 183 → 183 − 2 − 180½ → 黑胜1/2子; Japanese 60 to 54 → 白胜半目")
    void go_9_verdicts() {
        EventSession s = goEvent();
        GoCountPresenter c = new GoCountPresenter(s, 1, 1);
        assertThat(GoCountPresenter.entry(c.count("chinese", 19, 0, 184, null, null)).result()).isEqualTo(Result.SECOND_WIN);
        assertThat(c.count("chinese", 19, 4, 183, null, null).wordsZh()).isEqualTo("黑胜1/2子");
        CountResult jp = c.count("japanese", 19, 0, null, 60, 54);
        assertThat(jp.wordsZh()).isEqualTo("白胜半目");
        assertThat(GoCountPresenter.entry(jp).detail()).isEqualTo(ResultDetail.count(2, true));
        assertThat(c.heading()).contains("第1轮 第1台", "执黑", "执白");
        s.close();
    }

    @Test
    @DisplayName("a count beyond the board, or counting a xiangqi board: refused in words, nothing entered")
    void badCountsRefused() throws Exception {
        EventSession s = goEvent();
        GoCountPresenter c = new GoCountPresenter(s, 1, 1);
        assertThatThrownBy(() -> c.count("chinese", 19, 0, 400, null, null)).isInstanceOf(UserError.class)
                .hasMessageContaining("361");
        assertThat(s.require().snapshot().round(1).orElseThrow().pairings().get(0).result()).isEqualTo(Result.PENDING);
        s.close();
        EventSession xq = Fixtures.eventWith(java.nio.file.Files.createDirectories(dir.resolve("xq")), "甲", "乙");
        new RoundsPresenter(xq).pairNext();
        assertThatThrownBy(() -> new GoCountPresenter(xq, 1, 1)).isInstanceOf(UserError.class)
                .hasMessageContaining("Go events only");
        xq.close();
    }
}
