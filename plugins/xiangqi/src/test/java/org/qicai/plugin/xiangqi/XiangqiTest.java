package org.qicai.plugin.xiangqi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;

class XiangqiTest {
    private final Xiangqi xq = new Xiangqi();

    @Test
    void redMovesFirstXq13_1() {
        assertThat(xq.sideName(Side.FIRST, Locale.CHINESE)).isEqualTo("红方");
        assertThat(xq.sideName(Side.SECOND, Locale.CHINESE)).isEqualTo("黑方");
        assertThat(xq.csvSideKey(Side.FIRST)).isEqualTo("red");
    }

    @Test
    void resultWordsRoundTrip() {
        for (Result r : Result.values()) {
            if (r == Result.PENDING) {
                continue;
            }
            assertThat(xq.parseResultWord(xq.resultWord(r, Locale.CHINESE))).contains(r);
        }
        assertThat(xq.parseResultWord("和")).contains(Result.DRAW);
        assertThat(xq.parseResultWord("红胜")).contains(Result.FIRST_WIN);
        assertThat(xq.parseResultWord("黑胜")).contains(Result.SECOND_WIN);
        assertThat(xq.parseResultWord("平局?")).isEmpty();
    }

    @Test
    void catalogueHasEveryFoulOfXq9_1() {
        for (int i = 1; i <= 8; i++) {
            String clause = "9.1." + i;
            assertThat(xq.penaltyCatalogue()).extracting(PenaltyRule::clause).contains(clause);
        }
        assertThat(xq.penaltyCatalogue()).filteredOn(r -> r.clause().equals("18.2"))
                .extracting(PenaltyRule::kind).containsExactly(PenaltyKind.DISQUALIFICATION);
    }

    @Test
    void scoresheetUsesTheXq7_5Columns() {
        var sheet = xq.scoresheet(Locale.CHINESE);
        assertThat(sheet.moveColumn()).isEqualTo("回合");
        assertThat(sheet.firstColumn()).isEqualTo("红方");
        assertThat(sheet.secondColumn()).isEqualTo("黑方");
        assertThat(String.join("", sheet.legend())).contains("炮二平五", "马8进7", "炮25");
    }

    @Test
    @DisplayName("xq 4.1.8: the third foul in one game loses it")
    void thirdFoulLosesTheGameXq4_1_8() {
        assertThat(xq.penaltyLimits()).containsExactly(new PenaltyRule.Limit(PenaltyKind.FOUL, 3, "4.1.8"));
        assertThat(xq.penaltyCatalogue()).filteredOn(r -> r.clause().startsWith("9.1.") || r.clause().equals("7.1"))
                .allMatch(r -> r.kind() == PenaltyKind.FOUL);
    }

    @Test
    @DisplayName("xq 23.3 / 9.1.4: a false move-limit claim is a foul and 5 minutes on the claimant's clock")
    void falseMoveLimitClaimXq23_3() {
        for (String c : new String[] {"23.3", "9.1.4"}) {
            PenaltyRule r = xq.penaltyRule(c).orElseThrow();
            assertThat(r.kind()).isEqualTo(PenaltyKind.FOUL);
            assertThat(r.clockSeconds()).isEqualTo(300);
            assertThat(r.effectClause()).isEqualTo("23.3");
        }
    }

    @Test
    @DisplayName("xq 18.2, 4.1.10, 7.4: the game is lost; 18.3: expulsion treated as withdrawal")
    void gameLossAndExpulsionXq18() {
        assertThat(xq.penaltyRule("18.2").orElseThrow().effect()).isEqualTo(Effect.GAME_LOST);
        assertThat(xq.penaltyRule("4.1.10").orElseThrow().effect()).isEqualTo(Effect.GAME_LOST);
        assertThat(xq.penaltyRule("7.4").orElseThrow().effect()).isEqualTo(Effect.GAME_LOST);
        assertThat(xq.penaltyRule("18.1").orElseThrow().effect()).isEqualTo(Effect.NONE);
        PenaltyRule expel = xq.penaltyRule("18.3").orElseThrow();
        assertThat(expel.kind()).isEqualTo(PenaltyKind.EXPULSION);
        assertThat(expel.effect()).isEqualTo(Effect.WITHDRAWAL);
    }

    @Test
    @DisplayName("xq2020 第18条: warning, cancelled moves, a clock penalty the arbiter sizes, disqualification")
    void xq2020Penalties() {
        assertThat(xq.penaltyRule("xq2020-18.1").orElseThrow().kind()).isEqualTo(PenaltyKind.WARNING);
        assertThat(xq.penaltyRule("XQ2020-18.2").orElseThrow().kind()).isEqualTo(PenaltyKind.MOVES_CANCELLED);
        assertThat(xq.penaltyRule("xq2020-18.3").orElseThrow().asksSeconds()).isTrue();
        assertThat(xq.penaltyRule("xq2020-18.4").orElseThrow().effect()).isEqualTo(Effect.GAME_LOST);
    }

    @Test
    @DisplayName("clauses are found however the arbiter types them; sides by colour")
    void lookups() {
        assertThat(xq.penaltyRule("xq 9.1.5")).map(PenaltyRule::clause).contains("9.1.5");
        assertThat(xq.penaltyRule(" 9.1.5 ")).map(PenaltyRule::clause).contains("9.1.5");
        assertThat(xq.penaltyRule("9.1.9")).isEmpty();
        assertThat(xq.parseSide("red")).contains(Side.FIRST);
        assertThat(xq.parseSide("黑方")).contains(Side.SECOND);
        assertThat(xq.parseSide("white")).isEmpty();
        assertThat(xq.penaltyCatalogue()).extracting(PenaltyRule::clause).doesNotHaveDuplicates();
    }
}
