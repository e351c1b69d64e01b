package org.qicai.plugin.go;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;

class GoTest {
    private final Go go = new Go();

    @Test
    @DisplayName("go 1: 执黑 moves first, 执白 second; CSV keys first/second (issue 2), black/white still read")
    void blackMovesFirst() {
        assertThat(go.sideName(Side.FIRST, Locale.CHINESE)).isEqualTo("执黑");
        assertThat(go.sideName(Side.SECOND, Locale.CHINESE)).isEqualTo("执白");
        assertThat(go.sideName(Side.FIRST, Locale.ENGLISH)).isEqualTo("Black");
        assertThat(go.csvSideKey(Side.FIRST)).isEqualTo("first");
        assertThat(go.csvSideKey(Side.SECOND)).isEqualTo("second");
        assertThat(go.parseSide("first")).contains(Side.FIRST);
        assertThat(go.parseSide("second")).contains(Side.SECOND);
        assertThat(go.parseSide("black")).contains(Side.FIRST);
        assertThat(go.parseSide("white")).contains(Side.SECOND);
        assertThat(go.parseSide("执白")).contains(Side.SECOND);
        assertThat(go.parseSide("red")).contains(Side.FIRST);
        assertThat(go.answersTo("围棋")).isTrue();
    }

    @Test
    @DisplayName("result words round-trip, and SGF results are read (B+R, W+3.5, B+F)")
    void resultWords() {
        for (Result r : Result.values()) {
            if (r != Result.PENDING) {
                assertThat(go.parseResultWord(go.resultWord(r, Locale.CHINESE))).contains(r);
            }
        }
        assertThat(go.resultWord(Result.FIRST_WIN, Locale.CHINESE)).isEqualTo("黑胜");
        assertThat(go.parseResultWord("B+R")).contains(Result.FIRST_WIN);
        assertThat(go.parseResultWord("W+3.5")).contains(Result.SECOND_WIN);
        assertThat(go.parseResultWord("B+F")).contains(Result.FIRST_WIN_FORFEIT);
        assertThat(go.parseResultWord("黑胜1/4子")).contains(Result.FIRST_WIN);
        assertThat(go.parseResultWord("红胜")).isEmpty();
    }

    @Test
    @DisplayName("go 12.2: the second warning in one game loses it")
    void secondWarningLosesGo12_2() {
        assertThat(go.penaltyLimits()).containsExactly(new PenaltyRule.Limit(PenaltyKind.WARNING, 2, "go 12.2"));
        assertThat(go.penaltyRule("go 8.2").orElseThrow().kind()).isEqualTo(PenaltyKind.WARNING);
        assertThat(go.penaltyRule("9").orElseThrow().kind()).isEqualTo(PenaltyKind.WARNING);
        assertThat(go.penaltyRule("go12.1").orElseThrow().kind()).isEqualTo(PenaltyKind.WARNING);
    }

    @Test
    @DisplayName("go 8.1, 8.3, 8.4: the game is lost at once")
    void gameLostGo8() {
        for (String c : new String[] {"go 8.1", "go 8.3", "go 8.4"}) {
            PenaltyRule r = go.penaltyRule(c).orElseThrow();
            assertThat(r.effect()).as(c).isEqualTo(Effect.GAME_LOST);
            assertThat(r.kind()).as(c).isEqualTo(PenaltyKind.GAME_LOSS);
        }
    }

    @Test
    @DisplayName("go 10, 11.1: the move is void and the turn lost; the result is untouched")
    void moveVoidGo10() {
        assertThat(go.penaltyRule("10").orElseThrow().effect()).isEqualTo(Effect.MOVE_VOID);
        assertThat(go.penaltyRule("go 11.1").orElseThrow().effect()).isEqualTo(Effect.MOVE_VOID);
    }

    @Test
    @DisplayName("the scoresheet: 执黑/执白 columns, coordinates legend")
    void scoresheet() {
        var sheet = go.scoresheet(Locale.CHINESE);
        assertThat(sheet.firstColumn()).isEqualTo("执黑");
        assertThat(sheet.secondColumn()).isEqualTo("执白");
        assertThat(String.join("", sheet.legend())).contains("Q16", "第十二条");
    }
}
