package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.service.PenaltyConsequence.Count;
import org.qicai.core.service.PenaltyConsequence.Decision;
import org.qicai.core.service.PenaltyConsequence.Recount;
import org.qicai.core.service.PenaltyConsequence.Verdict;
import org.qicai.core.spi.PenaltyRule;
import org.qicai.core.spi.PenaltyRule.Effect;
import org.qicai.core.spi.PenaltyRule.Limit;

/**
 * The penalty consequence as a rule alone: no event file, no service. The rules have the shapes of the
 * xiangqi and Go catalogues (the real ones are tested in their plugins).
 */
class PenaltyConsequenceTest {
    static final List<Limit> XQ = List.of(new Limit(PenaltyKind.FOUL, 3, "4.1.8"));
    static final List<Limit> GO = List.of(new Limit(PenaltyKind.WARNING, 2, "go 12.2"));

    static final PenaltyRule TOUCH = new PenaltyRule("9.1.5", PenaltyKind.FOUL, "摸触己方不可能走动的棋子", "touch");
    static final PenaltyRule WARNING = new PenaltyRule("18.1", PenaltyKind.WARNING, "警告", "warning");
    static final PenaltyRule FALSE_CLAIM = new PenaltyRule("23.3", PenaltyKind.FOUL, "自然限着申请不属实",
            "false move-limit claim", Effect.NONE, 300, "23.3");
    static final PenaltyRule DISQUALIFY = new PenaltyRule("18.2", PenaltyKind.DISQUALIFICATION, "取消当场比赛资格",
            "disqualification", Effect.GAME_LOST, 0, "18.2");
    static final PenaltyRule EXPEL = new PenaltyRule("18.3", PenaltyKind.EXPULSION, "除名", "expulsion",
            Effect.WITHDRAWAL, 0, "18.3");
    static final PenaltyRule CLOCK_2020 = new PenaltyRule("xq2020-18.3", PenaltyKind.TIME_PENALTY, "罚停时钟",
            "clock penalty", Effect.NONE, -1, "xq2020 18");
    static final PenaltyRule REFUSES = new PenaltyRule("4.1.10", PenaltyKind.GAME_LOSS, "拒绝遵守规则", "refuses the rules",
            Effect.GAME_LOST, 0, "");
    static final PenaltyRule GO_LIFT = new PenaltyRule("go 8.2", PenaltyKind.WARNING, "拿起已下之子", "lifting a stone");
    static final PenaltyRule GO_TWICE = new PenaltyRule("go 8.1", PenaltyKind.GAME_LOSS, "连走二步", "two moves in a row",
            Effect.GAME_LOST, 0, "go 8.1");
    static final PenaltyRule GO_FORBIDDEN = new PenaltyRule("go 10", PenaltyKind.MOVES_CANCELLED, "禁着点",
            "forbidden point", Effect.MOVE_VOID, 0, "go 10");

    static final long NO_SECONDS = -1;

    @Test
    @DisplayName("xq 4.1.8: the first and second fouls in a game are recorded and counted only")
    void firstAndSecondFoulsAreRecordedOnly_xq_4_1_8() {
        Decision one = PenaltyConsequence.of(TOUCH, List.of(), XQ, NO_SECONDS);
        assertThat(one.verdict()).isEqualTo(Verdict.RECORDED);
        assertThat(one.count()).isEqualTo(1);
        assertThat(one.standing()).isEqualTo(Count.BELOW);
        assertThat(one.limit()).contains(XQ.get(0));
        assertThat(one.losesGame()).isFalse();
        Decision two = PenaltyConsequence.of(TOUCH, List.of(PenaltyKind.FOUL), XQ, NO_SECONDS);
        assertThat(two.verdict()).isEqualTo(Verdict.RECORDED);
        assertThat(two.count()).isEqualTo(2);
    }

    @Test
    @DisplayName("xq 4.1.8: the third foul in one game loses it")
    void thirdFoulLosesTheGame_xq_4_1_8() {
        Decision d = PenaltyConsequence.of(TOUCH, List.of(PenaltyKind.FOUL, PenaltyKind.FOUL), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.GAME_LOST);
        assertThat(d.count()).isEqualTo(3);
        assertThat(d.standing()).isEqualTo(Count.REACHED);
        assertThat(d.lossClause()).contains("4.1.8");
    }

    @Test
    @DisplayName("xq 4.1.8: a fourth foul loses nothing more — the game was lost at the third")
    void fourthFoulLosesNothingMore_xq_4_1_8() {
        Decision d = PenaltyConsequence.of(TOUCH, List.of(PenaltyKind.FOUL, PenaltyKind.FOUL, PenaltyKind.FOUL), XQ,
                NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.RECORDED);
        assertThat(d.count()).isEqualTo(4);
        assertThat(d.standing()).isEqualTo(Count.BEYOND);
        assertThat(d.losesGame()).isFalse();
    }

    @Test
    @DisplayName("xq 4.1.8: only fouls count toward the three; warnings and other entries in the game do not")
    void onlyFoulsCountTowardTheLimit_xq_4_1_8() {
        Decision d = PenaltyConsequence.of(TOUCH, List.of(PenaltyKind.WARNING, PenaltyKind.FOUL, PenaltyKind.TIME_PENALTY),
                XQ, NO_SECONDS);
        assertThat(d.count()).isEqualTo(2);
        assertThat(d.verdict()).isEqualTo(Verdict.RECORDED);
    }

    @Test
    @DisplayName("xq 18.1: warnings have no limit in xiangqi — a third warning is recorded only")
    void thirdWarningIsRecordedOnly_xq_18_1() {
        Decision d = PenaltyConsequence.of(WARNING, List.of(PenaltyKind.WARNING, PenaltyKind.WARNING), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.RECORDED);
        assertThat(d.count()).isEqualTo(3);
        assertThat(d.limit()).isEmpty();
        assertThat(d.standing()).isEqualTo(Count.UNLIMITED);
    }

    @Test
    @DisplayName("go 12.2: the second warning in one game loses it")
    void secondWarningLosesTheGame_go_12_2() {
        Decision one = PenaltyConsequence.of(GO_LIFT, List.of(), GO, NO_SECONDS);
        assertThat(one.verdict()).isEqualTo(Verdict.RECORDED);
        Decision two = PenaltyConsequence.of(GO_LIFT, List.of(PenaltyKind.WARNING), GO, NO_SECONDS);
        assertThat(two.verdict()).isEqualTo(Verdict.GAME_LOST);
        assertThat(two.lossClause()).contains("go 12.2");
        assertThat(two.standing()).isEqualTo(Count.REACHED);
    }

    @Test
    @DisplayName("xq 18.2: disqualification from the game loses it at once, under 18.2")
    void disqualificationLosesTheGameAtOnce_xq_18_2() {
        Decision d = PenaltyConsequence.of(DISQUALIFY, List.of(), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.GAME_LOST);
        assertThat(d.lossClause()).contains("18.2");
        assertThat(d.expels()).isFalse();
        assertThat(d.clockMillis()).isZero();
    }

    @Test
    @DisplayName("xq 4.1.10: a game-loss rule without its own effect clause loses under the clause cited")
    void gameLossRuleLosesUnderItsOwnClause_xq_4_1_10() {
        assertThat(PenaltyConsequence.of(REFUSES, List.of(), XQ, NO_SECONDS).lossClause()).contains("4.1.10");
    }

    @Test
    @DisplayName("go 8.1: playing twice in a row loses at once, whatever the warnings")
    void twoMovesInARowLosesAtOnce_go_8_1() {
        Decision d = PenaltyConsequence.of(GO_TWICE, List.of(PenaltyKind.WARNING), GO, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.GAME_LOST);
        assertThat(d.lossClause()).contains("go 8.1");
        assertThat(d.count()).isEqualTo(1);
    }

    @Test
    @DisplayName("xq 18.3: expulsion loses the game it was given in, then the player leaves")
    void expulsionLosesTheGameAndExpels_xq_18_3() {
        Decision d = PenaltyConsequence.of(EXPEL, List.of(PenaltyKind.FOUL), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.EXPELLED);
        assertThat(d.expels()).isTrue();
        assertThat(d.lossClause()).contains("18.3");
    }

    @Test
    @DisplayName("xq 23.3: a false move-limit claim is a foul, counted, and 5 minutes on the claimant's clock")
    void falseClaimIsAFoulAndFiveMinutes_xq_23_3() {
        Decision d = PenaltyConsequence.of(FALSE_CLAIM, List.of(), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.CLOCK);
        assertThat(d.clockMillis()).isEqualTo(300_000);
        assertThat(d.clockClause()).isEqualTo("23.3");
        assertThat(d.count()).isEqualTo(1);
        assertThat(d.losesGame()).isFalse();
    }

    @Test
    @DisplayName("xq 23.3 with 4.1.8: a false claim as the third foul takes the time and loses the game")
    void falseClaimAsThirdFoulLosesTheGame_xq_23_3_and_4_1_8() {
        Decision d = PenaltyConsequence.of(FALSE_CLAIM, List.of(PenaltyKind.FOUL, PenaltyKind.FOUL), XQ, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.GAME_LOST);
        assertThat(d.lossClause()).contains("4.1.8");
        assertThat(d.clockMillis()).isEqualTo(300_000);
    }

    @Test
    @DisplayName("xq2020 §18 罚停时钟: the arbiter gives the seconds")
    void clockPenaltyTakesTheArbitersSeconds_xq2020_18() {
        Decision d = PenaltyConsequence.of(CLOCK_2020, List.of(), XQ, 120);
        assertThat(d.verdict()).isEqualTo(Verdict.CLOCK);
        assertThat(d.clockMillis()).isEqualTo(120_000);
        assertThat(d.clockClause()).isEqualTo("xq2020 18");
        assertThat(PenaltyConsequence.of(TOUCH, List.of(), XQ, 120).clockMillis())
                .as("a rule that takes no time ignores seconds").isZero();
    }

    @Test
    @DisplayName("go 10: a move on a forbidden point is void, the result untouched")
    void forbiddenPointVoidsTheMove_go_10() {
        Decision d = PenaltyConsequence.of(GO_FORBIDDEN, List.of(), GO, NO_SECONDS);
        assertThat(d.verdict()).isEqualTo(Verdict.MOVE_VOID);
        assertThat(d.moveVoidClause()).isEqualTo("go 10");
        assertThat(d.losesGame()).isFalse();
    }

    @Test
    @DisplayName("xq 18.2: the game lost by one side — the other wins")
    void gameLostByOneSideTheOtherWins_xq_18_2() {
        assertThat(PenaltyConsequence.lose(Side.FIRST, Result.PENDING, false))
                .isEqualTo(new PenaltyConsequence.Loss(Result.SECOND_WIN, false));
        assertThat(PenaltyConsequence.lose(Side.SECOND, Result.DRAW, false))
                .isEqualTo(new PenaltyConsequence.Loss(Result.FIRST_WIN, false));
    }

    @Test
    @DisplayName("xq 18.2 on both players: both lose (-/-)")
    void bothDisqualifiedBothLose_xq_18_2() {
        assertThat(PenaltyConsequence.lose(Side.SECOND, Result.SECOND_WIN, true))
                .isEqualTo(new PenaltyConsequence.Loss(Result.DOUBLE_FORFEIT, false));
        assertThat(PenaltyConsequence.lose(Side.SECOND, Result.DOUBLE_FORFEIT, true).alreadySo()).isTrue();
    }

    @Test
    @DisplayName("a game already lost by the penalised side is left as it is (4.1.8 after a loss entered)")
    void aGameAlreadyLostIsLeftAsItIs_xq_4_1_8() {
        assertThat(PenaltyConsequence.lose(Side.FIRST, Result.SECOND_WIN, false).alreadySo()).isTrue();
        assertThat(PenaltyConsequence.lose(Side.FIRST, Result.SECOND_WIN_FORFEIT, false).alreadySo()).isTrue();
    }

    @Test
    @DisplayName("4.1.8 after a correction: below the limit the loss is undone; at it with no loss standing, lost again")
    void aCorrectionCountsTheLimitAgain_xq_4_1_8() {
        Limit three = XQ.get(0);
        assertThat(PenaltyConsequence.recount(three, 2, true)).isEqualTo(Recount.RESTORE);
        assertThat(PenaltyConsequence.recount(three, 3, false)).isEqualTo(Recount.LOSE);
        assertThat(PenaltyConsequence.recount(three, 3, true)).isEqualTo(Recount.UNCHANGED);
        assertThat(PenaltyConsequence.recount(three, 1, false)).isEqualTo(Recount.UNCHANGED);
    }
}
