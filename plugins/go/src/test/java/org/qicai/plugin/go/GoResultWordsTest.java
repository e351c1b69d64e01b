package org.qicai.plugin.go;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.service.ResultWords;

/** Go results with their margin (issue 15 item 1), read by core's one reader with Go's words. */
class GoResultWordsTest {
    private final Go go = new Go();

    private ResultEntry parse(String text) {
        return ResultWords.parse(go, text);
    }

    @ParameterizedTest(name = "go 9: {0} → {1} by {2}/4, said {3}")
    @CsvSource({
            "B+3/4, 1-0, 3, 黑胜3/4子",
            "W+1¼, 0-1, 5, 白胜1又1/4子",
            "W+1 1/4, 0-1, 5, 白胜1又1/4子",
            "w+1又1/4, 0-1, 5, 白胜1又1/4子",
            "黑胜3/4子, 1-0, 3, 黑胜3/4子",
            "白胜1又1/4子, 0-1, 5, 白胜1又1/4子",
            "B+0.75, 1-0, 3, 黑胜3/4子",
            "B+½, 1-0, 2, 黑胜1/2子",
            "黑胜2子, 1-0, 8, 黑胜2子"})
    void countsInStonesGo9(String typed, String code, int quarters, String words) {
        ResultEntry e = parse(typed);
        assertThat(e.result().code()).isEqualTo(code);
        assertThat(e.detail()).isEqualTo(ResultDetail.count(quarters, false));
        assertThat(ResultWords.words(go, e, Locale.CHINESE)).isEqualTo(words);
    }

    @Test
    @DisplayName("go 9 (第二小条): points under Japanese/Korean counting — 目 or pt: 黑胜6目半, White wins by 0.5 point")
    void countsInPointsGo9_2() {
        ResultEntry e = parse("B+6.5目");
        assertThat(e.detail()).isEqualTo(ResultDetail.count(26, true));
        assertThat(ResultWords.words(go, e, Locale.CHINESE)).isEqualTo("黑胜6目半");
        assertThat(ResultWords.words(go, parse("W+0.5pt"), Locale.ENGLISH)).isEqualTo("White wins by 0.5 point");
        assertThat(parse("白胜半目").detail()).isEqualTo(ResultDetail.count(2, true));
    }

    @Test
    @DisplayName("issue 15 item 1: 中盘胜, on time, by forfeit and 重下 (go 8.3/8.4/11.3) in Chinese and English")
    void resignationTimeForfeitReplay() {
        assertThat(parse("黑中盘胜")).isEqualTo(new ResultEntry(Result.FIRST_WIN, ResultDetail.RESIGNATION));
        assertThat(parse("W+R")).isEqualTo(new ResultEntry(Result.SECOND_WIN, ResultDetail.RESIGNATION));
        assertThat(ResultWords.words(go, parse("B+Resign"), Locale.CHINESE)).isEqualTo("黑中盘胜");
        assertThat(ResultWords.words(go, parse("W+R"), Locale.ENGLISH)).isEqualTo("White wins by resignation");
        assertThat(parse("白超时负")).isEqualTo(new ResultEntry(Result.FIRST_WIN, ResultDetail.TIME));
        assertThat(ResultWords.words(go, parse("B+T"), Locale.ENGLISH)).isEqualTo("Black wins on time");
        assertThat(parse("B+F").result()).isEqualTo(Result.FIRST_WIN_FORFEIT);
        assertThat(parse("黑方不战而胜").result()).isEqualTo(Result.FIRST_WIN_FORFEIT);
        assertThat(parse("重下")).isEqualTo(new ResultEntry(Result.PENDING, ResultDetail.REPLAY));
        assertThat(ResultWords.words(go, parse("replay"), Locale.CHINESE)).isEqualTo("重下");
        assertThat(ResultWords.words(go, parse("重下"), Locale.ENGLISH)).isEqualTo("Replay");
    }

    @Test
    @DisplayName("the codes and the plain words stay as they were: 1-0, 黑胜, 和棋, * — nothing more said")
    void existingSyntaxKept() {
        assertThat(parse("1-0")).isEqualTo(ResultEntry.of(Result.FIRST_WIN));
        assertThat(parse("黑胜")).isEqualTo(ResultEntry.of(Result.FIRST_WIN));
        assertThat(parse("白胜")).isEqualTo(ResultEntry.of(Result.SECOND_WIN));
        assertThat(parse("和棋")).isEqualTo(ResultEntry.of(Result.DRAW));
        assertThat(parse("-/+")).isEqualTo(ResultEntry.of(Result.SECOND_WIN_FORFEIT));
        assertThat(parse("*")).isEqualTo(ResultEntry.of(Result.PENDING));
        assertThat(ResultWords.words(go, parse("1-0"), Locale.CHINESE)).isEqualTo("黑胜");
    }

    @Test
    @DisplayName("go 9: a margin of 0 or not a multiple of 1/4 is refused in words; xiangqi's red is no Go word")
    void badMarginsAndForeignWordsRefusedGo9() {
        assertThatThrownBy(() -> parse("B+0.3")).isInstanceOf(UserError.class).hasMessageContaining("1/4");
        assertThatThrownBy(() -> parse("B+0")).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> parse("红胜")).isInstanceOf(UserError.class)
                .satisfies(x -> assertThat(((UserError) x).message(Locale.CHINESE)).contains("执黑在前")
                        .contains("黑中盘胜").doesNotContain("红方在前"));
        assertThatThrownBy(() -> parse("")).isInstanceOf(UserError.class);
    }

    @Test
    @DisplayName("the stored code reads back: S3, P26, R, T, X")
    void detailCodesRoundTrip() {
        for (String typed : new String[] {"B+3/4", "B+6.5目", "黑中盘胜", "B+T", "重下"}) {
            ResultDetail d = parse(typed).detail();
            assertThat(ResultDetail.parseCode(d.code())).hasValue(d);
        }
    }
}
