package org.qicai.core.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Issue 13 item 4: a board's explanation reads Chinese in the Chinese window and English in the English one. */
class ExplanationTest {
    @Test
    void aBilingualExplanationReadsInEachLanguage() {
        String stored = Explanation.of("附录一 10人表 第9轮 第1台", "Appendix 1, 10-player table, round 9, board 1");
        assertThat(Explanation.in(stored, Locale.SIMPLIFIED_CHINESE)).isEqualTo("附录一 10人表 第9轮 第1台");
        assertThat(Explanation.in(stored, Locale.ENGLISH)).isEqualTo("Appendix 1, 10-player table, round 9, board 1");
        assertThat(Explanation.zh(stored)).doesNotContain(String.valueOf(Explanation.SEPARATOR));
    }

    @Test
    void anExplanationInOneLanguageOrStoredBeforeReadsTheSameInBoth() {
        assertThat(Explanation.of("积分组 3 分", null)).isEqualTo("积分组 3 分");
        assertThat(Explanation.of("积分组 3 分", " ")).isEqualTo("积分组 3 分");
        assertThat(Explanation.in("积分组 3 分", Locale.ENGLISH)).isEqualTo("积分组 3 分");
        assertThat(Explanation.in("", Locale.ENGLISH)).isEmpty();
        assertThat(Explanation.in(null, Locale.CHINESE)).isEmpty();
    }

    @Test
    void aNoteIsAddedToEachLanguage() {
        String stored = Explanation.append(Explanation.of("第1台", "board 1"), "；调整", "; edited");
        assertThat(Explanation.zh(stored)).isEqualTo("第1台；调整");
        assertThat(Explanation.en(stored)).isEqualTo("board 1; edited");
    }
}
