package org.qicai.plugin.timecontrol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.ArgumentError;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.spi.TimeControl.Clock;
import org.qicai.core.spi.TimeControl.Event;

/**
 * A malformed time control says what was expected in Chinese as well as in English (unchanged), with
 * the same numbers and example; so do the clock's refusals.
 */
class SpecErrorsInChineseTest {

    static List<String> numbers(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static ArgumentError refused(Runnable r) {
        Throwable t = catchThrowable(r::run);
        assertThat(t).isInstanceOf(ArgumentError.class);
        ArgumentError a = (ArgumentError) t;
        assertThat(a.chinese()).as("Chinese beside: %s", a.getMessage()).isNotNull().containsPattern("\\p{IsHan}");
        assertThat(numbers(a.chinese())).as("%s / %s", a.chinese(), a.getMessage())
                .containsExactlyInAnyOrderElementsOf(numbers(a.getMessage()));
        return a;
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "90min", "armageddon:360", "armageddon:0/240", "red:4800+30", "red:4800;green:2400",
            "red:4800;first:2400", "red:4800;red:2400", "red:armageddon:1/2;black:60", "+jp:3x30", "40/5400::900",
            "x/5400", "1800:40/5400", "600+jp:3", "600+jp:0x30", "3600+ca:20", "3600+cn:", "3600+cn:x", "5400+3x"})
    @DisplayName("every malformed spec says what was expected, in Chinese too, with the same numbers")
    void everyParseErrorHasItsChineseText(String spec) {
        refused(() -> Spec.parse(spec));
    }

    @Test
    @DisplayName("004 第三条: a counting spec without minutes names the expected form in both languages")
    void countingWithoutMinutesSaysWhatWasExpected004() {
        ArgumentError a = refused(() -> Spec.parse("3600+cn:"));
        assertThat(a.getMessage()).isEqualTo("time control '3600+cn:': the minutes kept '' must be a whole number ≥ 1; "
                + "expected cn:MINUTES, e.g. 3600+cn:5 (5 minutes kept for counting, 004 第三条)");
        assertThat(a.chinese()).isEqualTo("用时“3600+cn:”：保留的分钟数“”应为不小于 1 的整数；应为 cn:分钟数，"
                + "例如 3600+cn:5（保留 5 分钟读秒，004 第三条）");
    }

    @Test
    @DisplayName("a spec of another family is refused in Chinese by the family asked")
    void otherFamilyInChinese() {
        ArgumentError a = refused(() -> new Increment().normalize("1800"));
        assertThat(a.chinese()).isEqualTo("用时“1800”属于包干，不是加秒制");
        assertThat(a.getMessage()).isEqualTo("time control '1800' is sudden death, not increment");
    }

    @Test
    @DisplayName("xq 6: the clock refuses a press out of turn in Chinese (先行方/后行方 for the caller to name)")
    void clockRefusalsInChinese() {
        Clock c = new SuddenDeath().clock("1800", 0);
        c.apply(Event.press(10_000, Side.FIRST));
        ArgumentError a = refused(() -> c.apply(Event.press(20_000, Side.FIRST)));
        assertThat(a.getMessage()).isEqualTo("first side pressed but second side is to move");
        assertThat(a.chinese()).isEqualTo("先行方按钟，但该后行方走棋");
        ArgumentError early = refused(() -> c.apply(Event.press(5_000, Side.SECOND)));
        assertThat(early.chinese()).isEqualTo("5.000 秒的事件早于上一个事件（10.000 秒）");
        refused(() -> c.apply(Event.resume(30_000)));
    }
}
