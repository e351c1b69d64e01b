package org.qicai.core.trf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.scoring.ScoringSchemes;

/**
 * DESIGN "Errors and bad input": a malformed TRF line is refused naming its line and column, in Chinese
 * (the default language) as well as in English (unchanged), with the same line, column, round and numbers.
 */
class TrfErrorsInChineseTest {

    static List<String> numbers(String s) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("\\d+").matcher(s);
        while (m.find()) {
            out.add(m.group());
        }
        return out;
    }

    private static TrfException refused(Runnable r) {
        Throwable t = catchThrowable(r::run);
        assertThat(t).isInstanceOf(TrfException.class);
        TrfException e = (TrfException) t;
        assertThat(e.chinese()).as("Chinese beside: %s", e.getMessage()).isNotNull().containsPattern("\\p{IsHan}");
        assertThat(e.message(Locale.SIMPLIFIED_CHINESE)).isEqualTo(e.chinese());
        assertThat(e.message(Locale.ENGLISH)).isEqualTo(e.getMessage());
        assertThat(numbers(e.chinese())).as("%s / %s", e.chinese(), e.getMessage())
                .containsExactlyInAnyOrderElementsOf(numbers(e.getMessage()));
        return e;
    }

    private static TrfException parse(List<String> lines) {
        return refused(() -> TrfReader.parse(TrfReaderTest.text(lines, "\n")));
    }

    private static List<String> with(int index, int column, String text) {
        List<String> bad = new ArrayList<>(TrfReaderTest.SAMPLE);
        String l = bad.get(index);
        bad.set(index, l.substring(0, column - 1) + text + l.substring(column - 1 + text.length()));
        return bad;
    }

    @Test
    @DisplayName("a bad colour names line 4, column 97 in Chinese and in English")
    void badColourNamesLineAndColumnInBothLanguages() {
        TrfException e = parse(with(3, 97, "x"));
        assertThat(e.line()).isEqualTo(4);
        assertThat(e.column()).isEqualTo(97);
        assertThat(e.getMessage()).isEqualTo("TRF line 4, column 97: round 1: colour must be w, b or -, not 'x'");
        assertThat(e.chinese()).isEqualTo("TRF 第 4 行第 97 列：第 1 轮：先后手应为 w、b 或 -，不能是“x”");
    }

    @Test
    @DisplayName("a rating that is not a number, a result that is no code, points that disagree: all in Chinese")
    void fieldErrorsInBothLanguages() {
        assertThat(parse(with(4, 49, "23x0")).chinese()).isEqualTo("TRF 第 5 行第 49 列：等级分应为数字，不能是“23x0”");
        assertThat(parse(with(2, 109, "?")).chinese()).startsWith("TRF 第 3 行第 109 列：第 2 轮：成绩应为");
        TrfException points = parse(with(4, 81, " 2.0"));
        assertThat(points.getMessage()).isEqualTo("TRF line 5, column 81: points 2.0 do not match the results of player 3, "
                + "which give 1.0 under 1/½/0");
        assertThat(points.chinese()).isEqualTo("TRF 第 5 行第 81 列：积分 2.0 与棋手 3 的成绩不符：按1/½/0计应为 1.0");
    }

    @Test
    @DisplayName("opponents that disagree name both lines in Chinese")
    void opponentsDisagreeInBothLanguages() {
        TrfException e = parse(with(2, 99, "0"));
        assertThat(e.chinese()).isEqualTo("TRF 第 3 行第 99 列：第 1 轮：成绩“0”与对手 3 的“0”不符（第 5 行）");
    }

    @Test
    @DisplayName("a short line, a 162 line and a duplicate start number are refused in Chinese too")
    void structuralErrorsInBothLanguages() {
        refused(() -> TrfReader.parse("012 X\n001    1      Alpha\n"));
        refused(() -> TrfReader.parse("162  W 3.0    Q 1.0\n"));
        refused(() -> TrfReader.parse("XXR 0\n"));
        List<String> twice = new ArrayList<>(TrfReaderTest.SAMPLE);
        twice.add(twice.get(2));
        assertThat(parse(twice).chinese()).contains("序号 1 已在第 3 行使用");
    }

    @Test
    @DisplayName("14.1 with 贴分 draws, or 2-1-0 byes, cannot be written as TRF: said in Chinese too")
    void schemesTrfCannotExpressInBothLanguages() {
        refused(() -> TrfConverter.pointSystem(ScoringSchemes.TIEFEN));
        refused(() -> TrfConverter.scoringId(new TrfPointSystem(40, 20, 10, 0, 40)));
    }
}
