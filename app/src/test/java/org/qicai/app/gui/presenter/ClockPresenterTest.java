package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.app.gui.presenter.ClockPresenter.SetForm;
import org.qicai.app.gui.presenter.ClockPresenter.View;
import org.qicai.core.UserError;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl.Phase;

/** The arbiter's clock with a hand-moved wall clock: the engine decides, the presenter stamps the keys. */
class ClockPresenterTest {
    private final AtomicLong wall = new AtomicLong(1_000_000);

    private ClockPresenter clock(String spec) {
        return ClockPresenter.of(TestPlugins.session(Language.CHINESE), spec, "", wall::get);
    }

    private void after(long millis) {
        wall.addAndGet(millis);
    }

    @Test
    @DisplayName("6.5 / 22.1: one millisecond before the limit the flag stands, at the limit it falls")
    void theFlagFallsExactlyAtTheLimit() {
        ClockPresenter c = clock("60");
        View ready = c.view();
        assertThat(ready.started()).isFalse();
        assertThat(ready.status()).isEqualTo("按空格键开钟，先手先走");
        assertThat(ready.first().time()).isEqualTo("1:00");
        after(5_000);
        assertThat(c.view().first().time()).as("nothing runs before the start").isEqualTo("1:00");

        c.toggle();
        after(59_999);
        View before = c.view();
        assertThat(before.flags()).isEmpty();
        assertThat(before.first().time()).isEqualTo("0:00.0");
        assertThat(before.first().low()).isTrue();
        after(1);
        View at = c.view();
        assertThat(at.first().flagged()).isTrue();
        assertThat(at.flags()).containsExactly("先手超时判负，于 1:00.000（22.1）");
        assertThat(at.status()).isEqualTo(at.flags().get(0));
        assertThat(at.second().flagged()).isFalse();
    }

    @Test
    void theKeysAlternateAndAWrongPressChangesNothing() {
        ClockPresenter c = clock("5400+30");
        assertThatThrownBy(() -> c.press(Side.FIRST)).isInstanceOf(UserError.class).hasMessage("棋钟尚未开始：按空格键开钟。");
        c.toggle();
        after(10_000);
        View v = c.press(Side.FIRST);
        assertThat(v.first().time()).as("90′ − 10″ + 30″").isEqualTo("1:30:20");
        assertThat(v.second().toMove()).isTrue();
        assertThatThrownBy(() -> c.press(Side.FIRST)).hasMessage("先手按钟无效：现在轮到后手走棋。");
        assertThat(c.state().first().moves()).isEqualTo(1);

        c.toggle();
        after(60_000);
        assertThat(c.view().paused()).isTrue();
        assertThat(c.view().second().time()).as("paused: no time passes").isEqualTo("1:30:00");
        assertThatThrownBy(() -> c.press(Side.SECOND)).hasMessage("棋钟已暂停：按空格键继续。");
        c.toggle();
        after(1_000);
        assertThat(c.press(Side.SECOND).second().moves()).isEqualTo("已走 1 着");
    }

    @Test
    @DisplayName("6.1: moves still due at the control are shown and counted down")
    void movesToTheNextControl() {
        ClockPresenter c = clock("40/5400:10/900");
        assertThat(c.view().first().phase()).isEqualTo("第 1 时限 · 距限着还需 40 着");
        c.toggle();
        after(1_000);
        c.press(Side.FIRST);
        assertThat(c.view().first().phase()).isEqualTo("第 1 时限 · 距限着还需 39 着");
    }

    @Test
    @DisplayName("004 第三条 / Japanese byo-yomi: the calls come as they fall due and a period is used up")
    void byoYomiCallsAndPeriods() {
        ClockPresenter c = clock("10+jp:2x30");
        c.toggle();
        after(10_000);
        View main = c.view();
        assertThat(c.state().first().phase()).isEqualTo(Phase.OVERTIME);
        assertThat(main.first().phase()).isEqualTo("读秒：剩 2 次 × 30 秒");
        after(25_000);
        List<String> calls = c.view().calls();
        assertThat(calls).containsExactly("先手：10秒", "先手：20秒", "先手：25秒");
        assertThat(c.view().calls()).as("each call once").isEmpty();
        after(5_000);
        assertThat(c.view().first().phase()).isEqualTo("读秒：剩 1 次 × 30 秒");
    }

    @Test
    @DisplayName("22.4: the arbiter sets both clocks of a replaced clock; a mistake in either changes nothing")
    void settingBothClocks() {
        ClockPresenter c = clock("5400+30");
        c.toggle();
        after(100_000);
        assertThatThrownBy(() -> c.setBoth(new SetForm("1:00:00", "", ""), new SetForm("ab", "", "")))
                .isInstanceOf(UserError.class).hasMessage("后手的时间“ab”应写作 1:25:30、25:30 或秒数。");
        assertThat(c.state().first().remaining()).isEqualTo(5_400_000 - 100_000);
        assertThatThrownBy(() -> c.setBoth(new SetForm("1:00:00", "3", ""), new SetForm("1:00", "", "")))
                .hasMessage("先手的用时没有读秒，不能设定读秒次数。");

        View v = c.setBoth(new SetForm("1:00:00", "", "20"), new SetForm("45:30.5", "", ""));
        assertThat(c.state().first().remaining()).isEqualTo(3_600_000);
        assertThat(c.state().first().moves()).isEqualTo(20);
        assertThat(c.state().second().remaining()).isEqualTo(2_730_500);
        assertThat(v.first().time()).isEqualTo("1:00:00");
        assertThat(c.current(Side.SECOND)).isEqualTo(new SetForm("45:30", "", "0"));
    }

    @Test
    @DisplayName("21.1: a side absent at the start; its key records the arrival, its clock ran meanwhile")
    void anAbsentSideArrivesWithItsKey() {
        ClockPresenter c = clock("1800");
        c.setAbsent(Side.FIRST, true);
        assertThat(c.view().first().absent()).isTrue();
        c.toggle();
        after(120_000);
        View v = c.press(Side.FIRST);
        assertThat(v.first().absent()).isFalse();
        assertThat(v.first().time()).isEqualTo("28:00");
        assertThatThrownBy(() -> c.setAbsent(Side.SECOND, true)).isInstanceOf(UserError.class);
    }

    @Test
    void anUnknownOrMalformedSpecSaysWhy() {
        assertThatThrownBy(() -> clock("")).hasMessage("请填写用时，例如 5400+30。");
        assertThatThrownBy(() -> clock("quick")).hasMessageStartingWith("不认识的用时“quick”");
        assertThatThrownBy(() -> ClockPresenter.of(TestPlugins.session(Language.CHINESE), "1800", "x", wall::get))
                .hasMessage("迟到判负时限“x”应是整分钟数。");
        assertThat(ClockPresenter.describe(TestPlugins.session(Language.ENGLISH), "5400+30")).isNotBlank();
    }

    @Test
    void timesAreShownAsTheClockShowsThem() {
        assertThat(ClockPresenter.clockText(5_400_000)).isEqualTo("1:30:00");
        assertThat(ClockPresenter.clockText(59_999)).isEqualTo("0:59");
        assertThat(ClockPresenter.clockText(9_950)).isEqualTo("0:09.9");
        assertThat(ClockPresenter.clockText(-5)).isEqualTo("0:00.0");
    }
}
