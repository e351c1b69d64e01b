package org.qicai.plugin.go;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;
import org.qicai.core.game.CountRequest;
import org.qicai.core.game.CountResult;

/** 004 第九条 计算胜负 and 第二章 第二条 贴子: the counting helper of the Go plugin. */
class GoCountingTest {
    private final GoCounting c = new GoCounting();

    private CountResult chinese(int n, int handicap) {
        return c.count(CountRequest.chinese(19, handicap, n, null));
    }

    @Test
    @DisplayName("第九条: black 185 − 3¾ = 181¼ > 180½ → 黑胜3/4子 (185 − 184¼ = ¾)")
    void go_9_black_185_wins_by_three_quarters() {
        CountResult r = chinese(185, 0);
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.quarters()).isEqualTo(3);
        assertThat(r.margin()).isEqualTo(0.75);
        assertThat(r.unit()).isEqualTo("stones");
        assertThat(r.wordsZh()).isEqualTo("黑胜3/4子");
        assertThat(r.words(Locale.ENGLISH)).isEqualTo("Black wins by 3/4 stone");
        assertThat(r.arithmetic()).isEqualTo("185 − 184¼ = ¾");
    }

    @Test
    @DisplayName("第九条: black 184 − 3¾ = 180¼ < 180½ → 白胜1/4子")
    void go_9_black_184_loses_by_a_quarter() {
        CountResult r = chinese(184, 0);
        assertThat(r.winner()).isEqualTo("white");
        assertThat(r.margin()).isEqualTo(0.25);
        assertThat(r.wordsZh()).isEqualTo("白胜1/4子");
        assertThat(r.arithmetic()).isEqualTo("184 − 184¼ = −¼");
    }

    @Test
    @DisplayName("第九条: 186 → 黑胜1又3/4子 (1.75); 183 → 白胜1又1/4子")
    void go_9_whole_and_fraction_words() {
        CountResult r = chinese(186, 0);
        assertThat(r.margin()).isEqualTo(1.75);
        assertThat(r.wordsZh()).isEqualTo("黑胜1又3/4子");
        assertThat(r.wordsEn()).isEqualTo("Black wins by 1 3/4 stones");
        CountResult w = chinese(183, 0);
        assertThat(w.winner()).isEqualTo("white");
        assertThat(w.wordsZh()).isEqualTo("白胜1又1/4子");
        assertThat(chinese(190, 0).wordsZh()).isEqualTo("黑胜5又3/4子");
    }

    @Test
    @DisplayName("第九条 让子: 4 stones, black 183 − 2 − 180½ = ½ → 黑胜1/2子")
    void go_9_four_handicap_stones_183_wins_by_half() {
        CountResult r = chinese(183, 4);
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.margin()).isEqualTo(0.5);
        assertThat(r.wordsZh()).isEqualTo("黑胜1/2子");
        assertThat(r.arithmetic()).isEqualTo("183 − 2 − 180½ = ½");
        assertThat(chinese(182, 3).wordsZh()).isEqualTo("和棋");  // 182 − 1½ − 180½ = 0
    }

    @Test
    @DisplayName("第九条 让先: no komi, 181 − 180½ = ½ → 黑胜1/2子; 180 → 白胜1/2子")
    void go_2_rangxian_no_komi() {
        CountResult r = chinese(181, 1);
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.margin()).isEqualTo(0.5);
        assertThat(r.arithmetic()).isEqualTo("181 − 180½ = ½");
        assertThat(chinese(180, 1).wordsZh()).isEqualTo("白胜1/2子");
    }

    @Test
    @DisplayName("第二条 贴子: a komi given replaces 3¾; a margin of exactly 0 is 和棋 (jigo)")
    void go_2_komi_setting_and_jigo() {
        CountResult r = c.count(CountRequest.chinese(19, 0, 184, 3.5));
        assertThat(r.winner()).isEqualTo("jigo");
        assertThat(r.quarters()).isZero();
        assertThat(r.wordsZh()).isEqualTo("和棋");
        assertThat(r.arithmetic()).isEqualTo("184 − 184 = 0");
    }

    @Test
    @DisplayName("第九条 第二小条: Japanese/Korean territory counting, komi 6½: 70 − 62 − 6½ → 黑胜1目半")
    void go_9_japanese_territory_komi_six_and_a_half() {
        CountResult r = c.count(CountRequest.japanese(19, 0, 70, 62, null));
        assertThat(r.winner()).isEqualTo("black");
        assertThat(r.margin()).isEqualTo(1.5);
        assertThat(r.unit()).isEqualTo("points");
        assertThat(r.wordsZh()).isEqualTo("黑胜1目半");
        assertThat(r.wordsEn()).isEqualTo("Black wins by 1.5 points");
        assertThat(r.arithmetic()).isEqualTo("70 − 62 − 6½ = 1½");
        CountResult w = c.count(CountRequest.japanese(19, 0, 66, 60, null));
        assertThat(w.winner()).isEqualTo("white");
        assertThat(w.wordsZh()).isEqualTo("白胜半目");
        // a handicap game: ½ point [ours]; komi 7.5 given
        assertThat(c.count(CountRequest.japanese(19, 3, 50, 50, null)).wordsZh()).isEqualTo("白胜半目");
        assertThat(c.count(CountRequest.japanese(19, 0, 70, 62, 7.5)).wordsZh()).isEqualTo("黑胜半目");
        assertThat(c.count(CountRequest.japanese(19, 0, 70, 62, 8.0)).winner()).isEqualTo("jigo");
    }

    @Test
    @DisplayName("Board sizes: half the board's points, 9×9 40½, 13×13 84½, komi 3¾ [ours]")
    void go_9_board_sizes() {
        CountResult nine = c.count(CountRequest.chinese(9, 0, 45, null));   // 45 − 44¼ = ¾
        assertThat(nine.winner()).isEqualTo("black");
        assertThat(nine.margin()).isEqualTo(0.75);
        assertThat(nine.arithmetic()).isEqualTo("45 − 44¼ = ¾");
        CountResult thirteen = c.count(CountRequest.chinese(13, 0, 88, null));  // 88 − 88¼ = −¼
        assertThat(thirteen.winner()).isEqualTo("white");
        assertThat(thirteen.margin()).isEqualTo(0.25);
        assertThat(c.count(CountRequest.chinese(9, 0, 81, null)).margin()).isEqualTo(36.75);
    }

    @Test
    @DisplayName("Bad input is a UserError: negative, above the board's points, size 7, unknown rules, odd komi")
    void go_9_bad_input() {
        assertThatThrownBy(() -> c.count(CountRequest.chinese(19, 0, -1, null))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(CountRequest.chinese(19, 0, 362, null))).isInstanceOf(UserError.class)
                .hasMessageContaining("361");
        assertThatThrownBy(() -> c.count(CountRequest.chinese(9, 0, 82, null))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(CountRequest.chinese(7, 0, 20, null))).isInstanceOf(UserError.class)
                .hasMessageContaining("9, 13 or 19");
        assertThatThrownBy(() -> c.count(new CountRequest("ing", 19, 0, 185, null, null, null)))
                .isInstanceOf(UserError.class).hasMessageContaining("chinese or japanese");
        assertThatThrownBy(() -> c.count(CountRequest.chinese(19, -2, 185, null))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(CountRequest.chinese(19, 0, 185, 3.3))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(CountRequest.chinese(19, 0, 185, -1.0))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(CountRequest.japanese(19, 0, -3, 10, null))).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> c.count(new CountRequest("japanese", 19, 0, null, 10, null, null)))
                .isInstanceOf(UserError.class);
        assertThat(((UserError) org.assertj.core.api.Assertions.catchThrowable(
                () -> c.count(CountRequest.chinese(19, 0, 400, null)))).chinese()).contains("361");
    }

    @Test
    @DisplayName("第二章 第二条: the komi in words — even 黑贴3¾子, 让先 no komi, 让3子 black returns 1½, 让4子 returns 2")
    void go_2_komi_by_handicap() {
        assertThat(c.komi(0, Locale.CHINESE)).isEqualTo("黑贴3¾子");
        assertThat(c.komi(1, Locale.CHINESE)).isEqualTo("让先，不贴子");
        assertThat(c.komi(3, Locale.CHINESE)).isEqualTo("让3子，黑还1½子");
        assertThat(c.komi(4, Locale.CHINESE)).isEqualTo("让4子，黑还2子");
        assertThat(c.komi(0, Locale.ENGLISH)).isEqualTo("komi: black gives 3¾ stones");
        assertThat(c.komi(9, Locale.ENGLISH)).isEqualTo("handicap 9: black returns 4½ stones at the count");
    }

    // ------------------------------------------------------------------ an event's rules, board and komi

    private static java.util.Map<String, String> event(String rules, String size, String komi) {
        java.util.Map<String, String> o = new java.util.HashMap<>();
        if (rules != null) {
            o.put("go-rules", rules);
        }
        if (size != null) {
            o.put("board-size", size);
        }
        if (komi != null) {
            o.put("komi", komi);
        }
        return o;
    }

    @Test
    @DisplayName("go 第二章 第二条: an event with no settings counts by the rules' own — 黑贴3¾子 against 180½")
    void go_2_an_event_without_settings_keeps_the_chinese_defaults() {
        java.util.Map<String, String> none = event(null, null, null);
        assertThat(c.komi(0, none, Locale.CHINESE)).isEqualTo("黑贴3¾子");
        assertThat(c.komi(4, none, Locale.CHINESE)).isEqualTo("让4子，黑还2子");
        assertThat(c.countForm(0, none, Locale.CHINESE)).isEqualTo("数子（第九条）：黑方 ______ 子（子 + 空） − 贴 3¾ − 180½ = ______ 子");
        assertThat(c.countForm(4, none, Locale.CHINESE)).isEqualTo("数子（第九条）：黑方 ______ 子（子 + 空） − 还子 2 − 180½ = ______ 子");
        assertThat(c.count(c.forEvent(CountRequest.chinese(19, 0, 185, null), none)).wordsZh()).isEqualTo("黑胜3/4子");
        assertThat(c.options()).extracting(o -> o.key() + "=" + o.defaultValue())
                .containsExactly("go-rules=chinese", "board-size=19", "komi=");
    }

    @Test
    @DisplayName("go 9: an event's komi of 6.5 points is 3¼ stones in area counting — 185 − 3¼ − 180½ = 1¼ → 黑胜1又1/4子")
    void go_9_an_events_komi_in_points_is_half_as_many_stones_in_area_counting() {
        java.util.Map<String, String> o = event("chinese", "19", "6.5");
        CountResult r = c.count(c.forEvent(CountRequest.chinese(19, 0, 185, null), o));
        assertThat(r.wordsZh()).isEqualTo("黑胜1又1/4子");
        assertThat(r.arithmetic()).isEqualTo("185 − 183¾ = 1¼");
        assertThat(c.komi(0, o, Locale.CHINESE)).isEqualTo("黑贴3¼子");
        // a handicap game keeps its own: 让先 no komi, 让子 the return
        assertThat(c.forEvent(CountRequest.chinese(19, 1, 185, null), o).komi()).isNull();
        assertThat(c.komi(1, o, Locale.CHINESE)).isEqualTo("让先，不贴子");
        // a komi the arbiter gives for the count wins over the event's
        assertThat(c.forEvent(CountRequest.chinese(19, 0, 185, 3.75), o).komi()).isEqualTo(3.75);
    }

    @Test
    @DisplayName("go 9 第二小条: a Japanese-rules event — 黑贴6目半, the count in points; a 13-line board counts against 84½")
    void go_9_a_japanese_event_and_a_smaller_board() {
        java.util.Map<String, String> jp = event("japanese", null, null);
        assertThat(c.komi(0, jp, Locale.CHINESE)).isEqualTo("黑贴6目半");
        assertThat(c.komi(0, jp, Locale.ENGLISH)).isEqualTo("komi: black gives 6.5 points");
        assertThat(c.komi(3, jp, Locale.CHINESE)).isEqualTo("让3子，黑贴半目");
        assertThat(c.countForm(0, jp, Locale.CHINESE)).isEqualTo("数目（第九条）：黑 ______ 目 − 白 ______ 目（目 + 提子） − 贴 6½ = ______ 目");
        assertThat(c.count(c.forEvent(CountRequest.japanese(19, 0, 60, 54, null), event("japanese", null, "7.5")))
                .wordsZh()).isEqualTo("白胜1目半");
        assertThat(c.countForm(0, event("chinese", "13", null), Locale.CHINESE)).endsWith("− 贴 3¾ − 84½ = ______ 子");
        assertThat(c.countForm(0, event("chinese", "9", "0"), Locale.ENGLISH))
                .isEqualTo("Count (go 9): Black ______ (stones + points) − 40½ = ______ stones");
    }
}
