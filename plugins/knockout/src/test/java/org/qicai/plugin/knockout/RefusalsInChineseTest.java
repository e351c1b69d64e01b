package org.qicai.plugin.knockout;

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
 * A knockout's or a groups event's refusal reaches the arbiter in Chinese as well as in English
 * (unchanged), with the same players, groups and counts.
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

    private static PairingException refused(Ko k) {
        Throwable t = catchThrowable(k::pair);
        assertThat(t).isInstanceOf(PairingException.class);
        PairingException p = (PairingException) t;
        assertThat(p.chinese()).as("Chinese beside: %s", p.getMessage()).isNotNull().containsPattern("\\p{IsHan}")
                .isNotEqualTo(p.getMessage());
        assertThat(numbers(p.chinese())).as("%s / %s", p.chinese(), p.getMessage())
                .containsExactlyInAnyOrderElementsOf(numbers(p.getMessage()));
        return p;
    }

    @Test
    @DisplayName("xq 11.3: after the final the knockout names its winner in Chinese")
    void overAfterTheFinalXq11_3() throws PairingException {
        Ko k = Ko.of(4);
        k.next(Ko::favourite);
        k.next(Ko::favourite);
        PairingException p = refused(k);
        assertThat(p.getMessage()).isEqualTo("the knockout is over: the winner is #1 P1");
        assertThat(p.chinese()).isEqualTo("淘汰赛已经结束：冠军是 #1 P1");
    }

    @Test
    @DisplayName("options and sizes are refused in Chinese: a bad choice, a non-number, too few players")
    void settingsRefusedInChinese() {
        assertThat(refused(Ko.of(8).option(KnockoutSettings.MATCH_GAMES, "5")).chinese())
                .isEqualTo("选项 match-games：“5”不在可选值之中：1, 2, 3");
        assertThat(refused(Ko.of(1)).chinese()).isEqualTo("淘汰赛至少需要两名棋手（现有 1 名）");
        assertThat(refused(Ko.of(8).option(KnockoutSettings.ELIMINATION, "double").option(KnockoutSettings.DRAW, "lot"))
                .chinese()).contains("draw=seeded");
    }

    @Test
    @DisplayName("分组循环: groups and qualifiers that do not fit the field are refused in Chinese with the numbers")
    void groupsRefusedInChinese() {
        assertThat(refused(Ko.groups(5).option(Groups.GROUPS, "3")).chinese())
                .isEqualTo("选项 groups：分 3 组至少需要 6 名棋手（现有 5 名）");
        assertThat(refused(Ko.groups(8).option(Groups.QUALIFIERS, "5")).chinese())
                .isEqualTo("选项 qualifiers：每组出线 5 名，但有一组只有 4 名棋手");
        assertThat(refused(Ko.groups(8).option(Groups.GROUPS, "x")).chinese()).isEqualTo("选项 groups：“x”不是整数");
        assertThat(refused(Ko.groups(8).option(Groups.GROUPS, "0")).chinese()).isEqualTo("选项 groups：0 小于 1");
    }
}
