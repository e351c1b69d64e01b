package org.qicai.core.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;

class ScoringSchemesTest {

    private static String pts(ScoringScheme s, Outcome o, Side side) {
        return s.format(s.units(o, side, null));
    }

    @Test
    @DisplayName("xq 14.1: win 1, draw ½, loss 0, kept as integer half points")
    void classicWinDrawLossXq14_1() {
        ScoringScheme s = ScoringSchemes.XQ_14_1;
        assertThat(s.denominator()).isEqualTo(2);
        assertThat(pts(s, Outcome.WIN, Side.FIRST)).isEqualTo("1");
        assertThat(pts(s, Outcome.DRAW, Side.SECOND)).isEqualTo("0.5");
        assertThat(pts(s, Outcome.LOSS, Side.FIRST)).isEqualTo("0");
    }

    @Test
    @DisplayName("xq 21.4: an individual's + is 1 point, - is 0; a double forfeit gives both 0")
    void forfeitsForAnIndividualXq21_4() {
        ScoringScheme s = ScoringSchemes.XQ_14_1;
        assertThat(pts(s, Result.FIRST_WIN_FORFEIT.outcome(Side.FIRST), Side.FIRST)).isEqualTo("1");
        assertThat(pts(s, Result.FIRST_WIN_FORFEIT.outcome(Side.SECOND), Side.SECOND)).isEqualTo("0");
        assertThat(pts(s, Result.DOUBLE_FORFEIT.outcome(Side.FIRST), Side.FIRST)).isEqualTo("0");
        assertThat(pts(s, Result.DOUBLE_FORFEIT.outcome(Side.SECOND), Side.SECOND)).isEqualTo("0");
    }

    @Test
    @DisplayName("xq 21.4 + 14.2: a team's + is 2 (match points win 2, draw 1, loss 0)")
    void forfeitsForATeamXq21_4() {
        ScoringScheme team = ScoringSchemes.require("14.2");
        assertThat(team).isSameAs(ScoringSchemes.TWO_ONE_ZERO);
        assertThat(pts(team, Outcome.FORFEIT_WIN, Side.FIRST)).isEqualTo("2");
        assertThat(pts(team, Outcome.FORFEIT_LOSS, Side.SECOND)).isEqualTo("0");
        assertThat(pts(team, Outcome.DRAW, Side.SECOND)).isEqualTo("1");
    }

    @Test
    @DisplayName("xq2020: win 3, draw 1, loss 0; + counts as a win (3)")
    void threeOneZeroXq2020() {
        ScoringScheme s = ScoringSchemes.require("xq2020");
        assertThat(pts(s, Outcome.WIN, Side.FIRST)).isEqualTo("3");
        assertThat(pts(s, Outcome.DRAW, Side.FIRST)).isEqualTo("1");
        assertThat(pts(s, Outcome.FORFEIT_WIN, Side.SECOND)).isEqualTo("3");
    }

    @Test
    @DisplayName("贴分 (2007): win 3, loss 0, a draw gives red 1 and black 2")
    void tiefenGivesBlackMoreForADraw() {
        ScoringScheme s = ScoringSchemes.require("贴分");
        assertThat(pts(s, Outcome.WIN, Side.SECOND)).isEqualTo("3");
        assertThat(pts(s, Outcome.DRAW, Side.FIRST)).isEqualTo("1");
        assertThat(pts(s, Outcome.DRAW, Side.SECOND)).isEqualTo("2");
        assertThat(pts(s, Outcome.LOSS, Side.FIRST)).isEqualTo("0");
    }

    @Test
    @DisplayName("附录二 7: the pairing bye scores as a win by default; half and zero byes as their names say")
    void byesScoreByKind() {
        ScoringScheme s = ScoringSchemes.XQ_14_1;
        assertThat(s.format(s.units(Outcome.BYE, null, ByeKind.PAIRING))).isEqualTo("1");
        assertThat(s.format(s.units(Outcome.BYE, null, ByeKind.HALF_POINT))).isEqualTo("0.5");
        assertThat(s.format(s.units(Outcome.BYE, null, ByeKind.ZERO_POINT))).isEqualTo("0");
        assertThat(s.format(s.withPairingBye(1).units(Outcome.BYE, null, ByeKind.PAIRING))).isEqualTo("0.5");
    }

    @Test
    void customSchemesAreDataExactToTheHundredth() {
        ScoringScheme s = ScoringSchemes.require("custom:1,0.5,0");
        assertThat(s.denominator()).isEqualTo(10);
        assertThat(pts(s, Outcome.DRAW, Side.FIRST)).isEqualTo("0.5");
        ScoringScheme split = ScoringSchemes.require("custom:3,1/2,0");
        assertThat(pts(split, Outcome.DRAW, Side.FIRST)).isEqualTo("1");
        assertThat(pts(split, Outcome.DRAW, Side.SECOND)).isEqualTo("2");
        assertThat(pts(split, Outcome.FORFEIT_WIN, Side.SECOND)).isEqualTo("3");
        assertThatThrownBy(() -> ScoringSchemes.require("custom:0,1,2")).isInstanceOf(org.qicai.core.UserError.class)
                .hasMessageContaining("unknown scoring scheme");
        assertThatThrownBy(() -> ScoringSchemes.require("custom:1,0.333,0")).hasMessageContaining("custom:WIN,DRAW,LOSS");
    }

    @Test
    void pointsAreFormattedAndParsedExactly() {
        assertThat(Points.format(9, 2)).isEqualTo("4.5");
        assertThat(Points.format(7, 3)).isEqualTo("2.3333");
        assertThat(Points.parse("4.5", 2)).isEqualTo(9);
        assertThatThrownBy(() -> Points.parse("4.25", 2)).hasMessageContaining("not a multiple of 1/2");
    }
}
