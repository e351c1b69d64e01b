package org.qicai.plugin.cnswiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.spi.PairingException;

/**
 * The arbiter reads why a round cannot be paired in Chinese as well as in English (unchanged): the
 * same rule, players, points and counts in both.
 */
class RefusalsInChineseTest {

    static List<String> numbers(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static PairingException refused(Ev e) {
        Throwable t = catchThrowable(e::pair);
        assertThat(t).isInstanceOf(PairingException.class);
        PairingException p = (PairingException) t;
        assertThat(p.chinese()).as("Chinese beside: %s", p.getMessage()).isNotNull().containsPattern("\\p{IsHan}")
                .isNotEqualTo(p.getMessage());
        assertThat(numbers(p.chinese())).as("%s / %s", p.chinese(), p.getMessage())
                .containsExactlyInAnyOrderElementsOf(numbers(p.getMessage()));
        return p;
    }

    @Test
    @DisplayName("附录二 3: a unit that blocks round 1 is named in Chinese with the players left over")
    void unitBlockInChinese附录二3() {
        PairingException p = refused(Ev.of(4).unit("广东", 1, 2, 3));
        assertThat(p.getMessage()).startsWith("no pairing of the 4 players to pair satisfies the absolute rules; "
                + "it blocks only because of 附录二 3 同单位回避 (same unit)");
        assertThat(p.chinese()).startsWith("待编排的 4 名棋手没有一种编排能满足全部绝对规则；仅因附录二 3 同单位回避而无法编排。余下：");
    }

    @Test
    @DisplayName("附录二 2: everybody met — the Chinese names the rule and the players with their points")
    void everybodyMetInChinese附录二2() {
        Ev e = Ev.of(4).round("1-3 1-0", "2-4 1-0").round("2-1 1/2", "4-3 1/2").round("1-4 1-0", "3-2 0-1");
        PairingException p = refused(e);
        assertThat(p.chinese()).contains("附录二 2 不得重复相遇").contains("#1 P1");
    }

    @Test
    @DisplayName("a bad option value is refused in Chinese with the option's name and choices")
    void badOptionInChinese() {
        PairingException p = refused(Ev.of(4).option(CnSwissSettings.ROUND1, "spiral"));
        assertThat(p.chinese()).startsWith("选项 round1：“spiral”不在可选值之中：");
        PairingException n = refused(Ev.of(4).option(CnSwissSettings.REINSTATED, "12at5"));
        assertThat(n.chinese()).contains("12at5").contains("12@5");
    }
}
