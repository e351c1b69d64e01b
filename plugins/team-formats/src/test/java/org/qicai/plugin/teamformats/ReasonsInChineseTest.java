package org.qicai.plugin.teamformats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.ArgumentError;
import org.qicai.core.spi.TeamFormat;

/**
 * Every reason a format gives against a lineup or a registration comes in Chinese beside the
 * unchanged English, naming the same clause, boards and positions.
 */
class ReasonsInChineseTest {
    private final TeamFormat fixed = new FixedBoards();
    private final TeamFormat subs = new OrderedSubstitutes();
    private final TeamFormat free = new FreeOrder();
    private final TeamFormat totals = new MemberTotals();

    static List<String> numbers(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    /** The Chinese and English reasons of one check: both present, Chinese in Han, the same numbers. */
    private static String bothLanguages(String zh, String en) {
        assertThat(en).isNotNull();
        assertThat(zh).as("Chinese beside: %s", en).isNotNull().isNotEqualTo(en).containsPattern("\\p{IsHan}");
        assertThat(numbers(zh)).as("%s / %s", zh, en).containsExactlyInAnyOrderElementsOf(numbers(en));
        return zh;
    }

    @Test
    @DisplayName("xq 12.2: the reversed order is refused in Chinese too, naming the boards and positions")
    void reversedOrderInChineseXq12_2() {
        List<Integer> l = List.of(1, 2, 5, 3);
        String zh = bothLanguages(subs.checkLineupZh(l, 6, 4), subs.checkLineup(l, 6, 4));
        assertThat(zh).isEqualTo("12.2 分台换人：必须保持报名顺序（台次顺序不能前后颠倒）——第 3 台的序位 5 排在第 4 台的序位 3 之前");
        assertThat(subs.checkLineup(l, 6, 4)).isEqualTo("12.2 分台换人: the registered order must be kept (台次顺序不能前后颠倒)"
                + " — position 5 on board 3 is above position 3 on board 4");
    }

    @Test
    @DisplayName("xq 12.3 / 21.4: every structural refusal (count, unknown position, twice, gap, nobody) in both languages")
    void structuralRefusalsInBothLanguagesXq12_3() {
        List<List<Integer>> bad = List.of(List.of(), List.of(1, 2, 3), List.of(1, 2, 3, 9), List.of(1, 2, 2, 3),
                List.of(1, 0, 2, 3), List.of(0, 0, 0, 0));
        for (List<Integer> l : bad) {
            bothLanguages(free.checkLineupZh(l, 6, 4), free.checkLineup(l, 6, 4));
        }
        assertThat(free.checkLineupZh(List.of(1, 2, 3, 9), 6, 4))
                .isEqualTo("12.3 临时定台：第 4 台：报名序位 9 没有报名队员（该队报名 6 人，序位 1–6）");
        assertThat(free.checkLineupZh(List.of(1, 2, 3, 4), 6, 4)).isNull();
    }

    @Test
    @DisplayName("xq 12.1: a fixed board and the exact registration are refused in Chinese with the same numbers")
    void fixedBoardsInChineseXq12_1() {
        bothLanguages(fixed.checkLineupZh(List.of(2, 1, 3), 3, 3), fixed.checkLineup(List.of(2, 1, 3), 3, 3));
        String zh = bothLanguages(fixed.checkRegistrationZh(5, 4), fixed.checkRegistration(5, 4));
        assertThat(zh).contains("恰好报名 4 人").contains("现有 5 人");
        assertThat(fixed.checkRegistrationZh(4, 4)).isNull();
    }

    @Test
    @DisplayName("xq 12.5: no lineups and at least one player, in Chinese")
    void memberTotalsInChineseXq12_5() {
        bothLanguages(totals.checkLineupZh(List.of(1), 3, 0), totals.checkLineup(List.of(1), 3, 0));
        bothLanguages(totals.checkRegistrationZh(0, 0), totals.checkRegistration(0, 0));
    }

    @Test
    @DisplayName("xq 12.2: too few registered for the boards — the interface's default reason in Chinese")
    void tooFewRegisteredInChineseXq12_2() {
        String zh = bothLanguages(subs.checkRegistrationZh(3, 4), subs.checkRegistration(3, 4));
        assertThat(zh).isEqualTo("12.2：4 台至少需要 4 名报名队员（现有 3 名）");
        assertThat(subs.checkRegistrationZh(0, 4)).isEqualTo("每队至少要有一名队员");
    }

    @Test
    @DisplayName("xq 12.3: a listing too long to give says so in Chinese with the same count")
    void tooManyLineupsInChinese() {
        Throwable t = catchThrowable(() -> free.legalLineups(20, 8));
        assertThat(t).isInstanceOf(ArgumentError.class);
        bothLanguages(ArgumentError.chineseOf(t), t.getMessage());
        assertThat(t.getMessage()).startsWith("20!/(20−8)! gives ").endsWith("lineups, too many to list (at most 100000)");
    }
}
