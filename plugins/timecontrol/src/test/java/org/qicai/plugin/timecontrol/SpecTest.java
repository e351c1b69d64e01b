package org.qicai.plugin.timecontrol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.spi.TimeControl;

class SpecTest {
    static final List<TimeControl> ALL = List.of(new SuddenDeath(), new Increment(), new MovesInTime(),
            new JapaneseByoYomi(), new CanadianOvertime(), new ChineseCounting(), new Asymmetric(), new Armageddon());

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "1800|sudden-death|1800",
            "5400+30|increment|5400+30",
            "40/5400:10/900|moves-in-time|40/5400:10/900",
            "40/5400+30:1800+30|moves-in-time|40/5400+30:1800+30",
            "600+jp:3x30|byo-yomi|600+jp:3x30",
            "30/1800+jp:1x30|byo-yomi|30/1800+jp:1x30",
            "3600+ca:20/300|canadian|3600+ca:20/300",
            "3600+cn:5|counting|3600+cn:5",
            "red:4800+30;black:2400+30|asymmetric|red:4800+30;black:2400+30",
            "First:3600+cn:5 ; second:3000+cn:5|asymmetric|first:3600+cn:5;second:3000+cn:5",
            "armageddon:360/240+3|armageddon|armageddon:360/240+3"})
    @DisplayName("every spec form is read by exactly one family and written back canonically")
    void eachSpecHasOneFamily(String spec, String family, String canonical) {
        List<TimeControl> readers = ALL.stream().filter(tc -> tc.accepts(spec)).toList();
        assertThat(readers).extracting(TimeControl::id).containsExactly(family);
        assertThat(readers.get(0).normalize(spec)).isEqualTo(canonical);
        assertThat(TimeControl.find(ALL, spec)).containsSame(readers.get(0));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "abc|unknown time control 'abc'; expected one of 1800, 5400+30",
            "5400+3x|increment of '5400+3x' '3x' is not whole seconds; expected SECONDS",
            "40/5400:|field 2 '' is empty",
            "1800:40/900|has no moves, so it is sudden death and must be the last field",
            "0/5400|needs a number of moves ≥ 1",
            "600+jp:3|expected jp:PERIODSxSECONDS, e.g. 600+jp:3x30",
            "600+jp:0x30|the number of periods '0' must be a whole number ≥ 1",
            "3600+ca:20|expected ca:MOVES/SECONDS, e.g. 3600+ca:20/300",
            "3600+cn:x|the minutes kept 'x' must be a whole number ≥ 1; expected cn:MINUTES",
            "red:4800+30|expected two sides, red:SPEC;black:SPEC",
            "red:4800;first:2400|do not mix red/black with first/second",
            "red:4800;white:2400|unknown side 'white'",
            "armageddon:360|expected armageddon:FIRST/SECOND[+INCREMENT]",
            "0|the time of '0' is 0 seconds"})
    @DisplayName("a malformed spec is refused with what was expected")
    void malformedSpecsSayWhatWasExpected(String spec, String message) {
        assertThatThrownBy(() -> Spec.parse(spec)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(message);
    }

    @Test
    @DisplayName("xq 6.1–6.5 and the 000 rapid rule are described in the rulebook's words")
    void rulebookControlsInWords() {
        Locale zh = Locale.SIMPLIFIED_CHINESE;
        assertThat(new MovesInTime().describe("40/5400:10/900", zh))
                .isEqualTo("每方第一时限90分钟内必须走满40着，以后每15分钟内必须走满10着，直至对局结束（6.1）");
        assertThat(new MovesInTime().describe("30/300", zh))
                .isEqualTo("每方第一时限5分钟内必须走满30着，以后每5分钟内走满30着，直至对局结束（6.4 快棋）");
        assertThat(new SuddenDeath().describe("5400", zh)).isEqualTo("每方90分钟包干使用，不计着数，先超时者判负（6.5）");
        assertThat(new Increment().describe("7200+10", zh)).isEqualTo("每方基本用时120分钟，每走一着加10秒（xq2020 第15条 慢棋）");
        assertThat(new JapaneseByoYomi().describe("30/1800+jp:1x30", zh))
                .isEqualTo("每方第一时限30分钟内必须走满30着；走满后（余时不再保留）每着须在30秒内走完，超时判负（000 快棋规定）");
        assertThat(new ChineseCounting().describe("3600+cn:5", zh))
                .isEqualTo("每方基本用时60分钟；用完后保留5分钟读秒：一着用时不足一分钟不计，每满一分钟扣除一分钟（004 第三条）");
        assertThat(new Asymmetric().describe("red:4800+30;black:2400+30", zh))
                .isEqualTo("红方：基本用时80分钟，每走一着加30秒；黑方：基本用时40分钟，每走一着加30秒（2007 贴时）");
        assertThat(new Armageddon().describe("armageddon:360/240+3", zh))
                .isEqualTo("决胜局（Armageddon）：先走方（红方）6分钟，后走方（黑方）4分钟，每走一着加3秒；和棋判后走方胜");
    }

    @Test
    @DisplayName("descriptions in English")
    void englishDescriptions() {
        Locale en = Locale.ENGLISH;
        assertThat(new Increment().describe("5400+30", en)).isEqualTo("90 min per player + 30 s per move");
        assertThat(new MovesInTime().describe("40/5400:10/900", en))
                .isEqualTo("40 moves in 90 min, then 10 moves per 15 min until the end (6.1)");
        assertThat(new JapaneseByoYomi().describe("600+jp:3x30", en))
                .isEqualTo("10 min per player; then byo-yomi 3 × 30 s (a move within a period keeps it)");
        assertThat(new CanadianOvertime().describe("3600+ca:20/300", en))
                .isEqualTo("60 min per player; then Canadian overtime: 20 moves per 5 min");
        assertThat(new SuddenDeath().describe("1800", en))
                .isEqualTo("30 min per player for the whole game, first to run out loses (6.5)");
        assertThat(new Asymmetric().describe("first:4800+30;second:2400+30", en))
                .isEqualTo("First: 80 min + 30 s per move; Second: 40 min + 30 s per move");
    }

    @Test
    @DisplayName("a family refuses a spec of another family, naming both")
    void familyRefusesForeignSpec() {
        assertThatThrownBy(() -> new SuddenDeath().describe("5400+30", Locale.ENGLISH))
                .hasMessageContaining("is increment, not sudden death");
    }

    @Test
    @DisplayName("describeOrRaw never fails: an unknown spec prints as written")
    void describeOrRawFallsBack() {
        assertThat(TimeControl.describeOrRaw(ALL, "abc", Locale.CHINESE)).isEqualTo("abc");
        assertThat(TimeControl.describeOrRaw(ALL, "600+jp:3", Locale.CHINESE)).isEqualTo("600+jp:3");
        assertThat(TimeControl.describeOrRaw(ALL, "", Locale.CHINESE)).isEmpty();
    }
}
