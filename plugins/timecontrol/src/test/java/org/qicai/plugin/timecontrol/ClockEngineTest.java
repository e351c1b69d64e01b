package org.qicai.plugin.timecontrol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qicai.core.model.Side.FIRST;
import static org.qicai.core.model.Side.SECOND;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl.Call;
import org.qicai.core.spi.TimeControl.Clock;
import org.qicai.core.spi.TimeControl.ControlCheck;
import org.qicai.core.spi.TimeControl.Event;
import org.qicai.core.spi.TimeControl.Flag;
import org.qicai.core.spi.TimeControl.FlagReason;
import org.qicai.core.spi.TimeControl.Phase;
import org.qicai.core.spi.TimeControl.State;

class ClockEngineTest {

    static Clock clock(String spec) {
        return new ClockEngine(Spec.parse(spec), 0);
    }

    static Clock clock(String spec, long lateLimitSeconds) {
        return new ClockEngine(Spec.parse(spec), lateLimitSeconds * 1000);
    }

    static long s(double seconds) {
        return Math.round(seconds * 1000);
    }

    /** Presses alternately at the given instants (seconds), first side first. */
    static State presses(Clock c, double... at) {
        Side side = c.state().toMove();
        State st = c.state();
        for (double t : at) {
            st = c.apply(Event.press(s(t), side));
            side = side.other();
        }
        return st;
    }

    static Flag onlyFlag(State st) {
        assertThat(st.flags()).hasSize(1);
        return st.flags().get(0);
    }

    @ParameterizedTest(name = "{0}: first move at {1} s")
    @CsvSource({"1800, 1800, TIME", "60+10, 60, TIME", "2/100:2/100, 100, QUOTA", "60+jp:3x30, 150, OVERTIME",
            "60+cn:2, 180, OVERTIME", "10+ca:3/60, 70, OVERTIME", "'red:4800+30;black:2400+30', 4800, TIME",
            "armageddon:360/240+3, 360, TIME", "2/100+jp:1x30, 100, QUOTA", "40/5400:10/900, 5400, QUOTA"})
    @DisplayName("every family: the flag falls exactly at the limit; one millisecond before is in time")
    void everyFamilyFlagsExactlyAtTheLimit(String spec, long limitSeconds, FlagReason reason) {
        State late = clock(spec).apply(Event.press(limitSeconds * 1000, FIRST));
        Flag f = onlyFlag(late);
        assertThat(f.at()).isEqualTo(limitSeconds * 1000);
        assertThat(f.reason()).isEqualTo(reason);
        State inTime = clock(spec).apply(Event.press(limitSeconds * 1000 - 1, FIRST));
        assertThat(inTime.flags()).isEmpty();
        assertThat(inTime.toMove()).isEqualTo(SECOND);
    }

    @Nested
    @DisplayName("sudden death (xq 6.5)")
    class SuddenDeathClock {
        @Test
        @DisplayName("6.5: a press exactly at the limit is too late — the flag falls at 1800.000")
        void flagExactlyAtTheLimitXq6_5() {
            Clock c = clock("1800");
            State st = c.apply(Event.press(s(1800), FIRST));
            Flag f = onlyFlag(st);
            assertThat(f.side()).isEqualTo(FIRST);
            assertThat(f.at()).isEqualTo(1_800_000);
            assertThat(f.reason()).isEqualTo(FlagReason.TIME);
        }

        @Test
        @DisplayName("6.5: a press one millisecond before the limit is in time, with 1 ms left")
        void oneMillisecondBeforeTheLimitIsInTimeXq6_5() {
            Clock c = clock("1800");
            State st = c.apply(Event.press(1_799_999, FIRST));
            assertThat(st.flags()).isEmpty();
            assertThat(st.first().remaining()).isEqualTo(1);
            assertThat(st.toMove()).isEqualTo(SECOND);
        }

        @Test
        @DisplayName("the flag moment is exact even when a later press is reported")
        void flagMomentIsExactEvenWithALaterPress() {
            Clock c = clock("1800");
            c.apply(Event.press(s(100), FIRST));
            State st = c.apply(Event.press(s(2000), SECOND));
            assertThat(onlyFlag(st).at()).isEqualTo(s(1900));
            assertThat(onlyFlag(st).side()).isEqualTo(SECOND);
        }

        @Test
        @DisplayName("stateAt projects the running clock without changing it")
        void stateAtProjects() {
            Clock c = clock("1800");
            c.apply(Event.press(s(10), FIRST));
            assertThat(c.stateAt(s(70)).second().remaining()).isEqualTo(s(1740));
            assertThat(c.stateAt(s(1900)).firstFlag()).map(Flag::at).contains(s(1810));
            assertThat(c.state().second().remaining()).isEqualTo(s(1800));
        }
    }

    @Nested
    @DisplayName("increment")
    class IncrementClock {
        @Test
        @DisplayName("1800+10, red spends 120 s a move: flag in move 17 at 2440.000 (the CLI contract case)")
        void contractCase() {
            Clock c = clock("1800+10");
            long t = 0;
            State st = c.state();
            for (int m = 0; m < 30; m++) {
                t += s(120);
                st = c.apply(Event.press(t, FIRST));
                t += s(30);
                st = c.apply(Event.press(t, SECOND));
            }
            assertThat(st.firstFlag()).map(Flag::at).contains(s(2440));
            assertThat(st.firstFlag()).map(Flag::side).contains(FIRST);
        }

        @Test
        @DisplayName("the increment comes after the move: 60 s with +10 s, pressed at 59.999 leaves 10.001")
        void incrementAfterTheMove() {
            Clock c = clock("60+10");
            State st = c.apply(Event.press(59_999, FIRST));
            assertThat(st.first().remaining()).isEqualTo(10_001);
            assertThat(st.first().increments()).isEqualTo(10_000);
            Clock d = clock("60+10");
            assertThat(onlyFlag(d.apply(Event.press(60_000, FIRST))).at()).isEqualTo(60_000);
            assertThat(d.state().first().remaining()).isZero();
        }
    }

    @Nested
    @DisplayName("moves in time (xq 6.1–6.4, 4.1.4, 22.1)")
    class MovesInTimeClock {
        @Test
        @DisplayName("6.1: 40 moves made in 90′ meets the control; 15′ are added and unused time carries over")
        void quotaMetAddsTheNextControlXq6_1() {
            Clock c = clock("40/5400:10/900");
            double t = 0;
            State st = c.state();
            for (int m = 1; m <= 40; m++) {
                t += 100; // red 100 s a move: 4000 s for 40 moves
                st = c.apply(Event.press(s(t), FIRST));
                t += 10;
                st = c.apply(Event.press(s(t), SECOND));
            }
            ControlCheck red = st.controls().stream().filter(x -> x.side() == FIRST).findFirst().orElseThrow();
            assertThat(red.met()).isTrue();
            assertThat(red.control()).isEqualTo(1);
            assertThat(red.required()).isEqualTo(40);
            assertThat(st.first().remaining()).isEqualTo(s(5400 - 4000 + 900));
            assertThat(st.first().stage()).isEqualTo(2);
            assertThat(st.first().movesToControl()).isEqualTo(10);
        }

        @Test
        @DisplayName("4.1.4 / 22.1: 39 of 40 moves when the 90′ run out — quota missed, flag at 5400.000")
        void quotaMissedAtTheControlXq4_1_4() {
            Clock c = clock("40/5400:10/900");
            double t = 0;
            for (int m = 1; m <= 39; m++) {
                t += 130;
                c.apply(Event.press(s(t), FIRST));
                t += 1;
                c.apply(Event.press(s(t), SECOND));
            }
            // red has used 39 × 130 = 5070 s; his 40th move comes too late
            State st = c.apply(Event.press(s(t + 400), FIRST));
            Flag f = onlyFlag(st);
            assertThat(f.reason()).isEqualTo(FlagReason.QUOTA);
            assertThat(f.reason().clause()).isEqualTo("4.1.4");
            assertThat(f.at()).isEqualTo(s(t + 330));
            assertThat(f.detail()).isEqualTo("39/40 moves at control 1");
            assertThat(st.controls()).containsExactly(new ControlCheck(FIRST, 1, 40, 39, false, s(t + 330)));
        }

        @Test
        @DisplayName("22.1: the quota move pressed exactly when the control's time runs out is too late")
        void quotaMoveExactlyAtTheLimitXq22_1() {
            Clock c = clock("2/100:2/100");
            c.apply(Event.press(s(50), FIRST));
            c.apply(Event.press(s(51), SECOND));
            State st = c.apply(Event.press(s(101), FIRST)); // red used 50 + 50 = 100 s
            assertThat(onlyFlag(st).reason()).isEqualTo(FlagReason.QUOTA);
            Clock d = clock("2/100:2/100");
            d.apply(Event.press(s(50), FIRST));
            d.apply(Event.press(s(51), SECOND));
            State ok = d.apply(Event.press(s(101) - 1, FIRST));
            assertThat(ok.flags()).isEmpty();
            assertThat(ok.first().remaining()).isEqualTo(s(100) + 1);
        }

        @Test
        @DisplayName("6.1: the last control repeats — 10 more moves per 15′ at moves 50, 60 …")
        void lastControlRepeatsXq6_1() {
            Clock c = clock("2/100:1/10");
            State st = presses(c, 1, 2, 3, 4, 5, 6, 7, 8);
            // red: 4 moves, 1 s each → controls at 2, 3, 4 met, 10 s added at each
            assertThat(st.controls().stream().filter(x -> x.side() == FIRST).map(ControlCheck::required).toList())
                    .containsExactly(2, 3, 4);
            assertThat(st.first().remaining()).isEqualTo(s(100 + 10 + 10 + 10 - 4));
        }

        @Test
        @DisplayName("6.4 rapid: every 5′ 30 moves — a control missed in the second period is a flag (4.1.4)")
        void secondPeriodQuotaMissedXq6_4() {
            Clock c = clock("3/60");
            presses(c, 1, 2, 3, 4, 5, 6); // red 3 moves in 3 s: control 1 met, 57 + 60 s left
            State st = c.apply(Event.press(s(200), FIRST));
            Flag f = onlyFlag(st);
            assertThat(f.reason()).isEqualTo(FlagReason.QUOTA);
            assertThat(f.at()).isEqualTo(s(6 + 117));
            assertThat(f.detail()).isEqualTo("3/6 moves at control 2");
        }
    }

    @Nested
    @DisplayName("byo-yomi (004 第三条, Japanese, Canadian)")
    class ByoYomiClock {
        @Test
        @DisplayName("Japanese: a move within the period keeps it; a move over it uses one period up")
        void japanesePeriodConsumed() {
            Clock c = clock("60+jp:3x30");
            State st = c.apply(Event.press(s(60 + 29.999), FIRST)); // main gone, 29.999 s into period 1
            assertThat(st.first().phase()).isEqualTo(Phase.OVERTIME);
            assertThat(st.first().periods()).isEqualTo(3);
            assertThat(st.first().remaining()).isEqualTo(s(30));
            c.apply(Event.press(s(100), SECOND));
            st = c.apply(Event.press(s(100 + 45), FIRST)); // 45 s: one period used, 15 s into the next
            assertThat(st.first().periods()).isEqualTo(2);
            assertThat(st.flags()).isEmpty();
        }

        @Test
        @DisplayName("Japanese: the last period running out is a flag, exactly at its end")
        void japaneseLastPeriodFlags() {
            Clock c = clock("60+jp:3x30");
            State st = c.apply(Event.press(s(60 + 90), FIRST));
            Flag f = onlyFlag(st);
            assertThat(f.at()).isEqualTo(s(150));
            assertThat(f.reason()).isEqualTo(FlagReason.OVERTIME);
            Clock d = clock("60+jp:3x30");
            assertThat(d.apply(Event.press(s(150) - 1, FIRST)).flags()).isEmpty();
            assertThat(d.state().first().periods()).isEqualTo(1);
        }

        @Test
        @DisplayName("go 3: a move under a minute costs nothing (59.999 s)")
        void underAMinuteCostsNothingGo3() {
            Clock c = clock("60+cn:5");
            State st = c.apply(Event.press(s(60 + 59.999), FIRST));
            assertThat(st.first().periods()).isEqualTo(5);
            assertThat(st.first().remaining()).isEqualTo(s(60));
        }

        @Test
        @DisplayName("go 3: each full minute deducts one — 60.000 s costs one, 125 s costs two")
        void eachFullMinuteDeductsOneGo3() {
            Clock c = clock("60+cn:5");
            State st = c.apply(Event.press(s(120), FIRST));
            assertThat(st.first().periods()).isEqualTo(4);
            c.apply(Event.press(s(121), SECOND));
            st = c.apply(Event.press(s(121 + 125), FIRST));
            assertThat(st.first().periods()).isEqualTo(2);
            assertThat(st.flags()).isEmpty();
        }

        @Test
        @DisplayName("go 3: using up the kept minutes (不得用完规定时间) is a flag at the last second")
        void keptMinutesUsedUpFlagsGo3() {
            Clock c = clock("60+cn:2");
            State st = c.apply(Event.press(s(60 + 120), FIRST));
            assertThat(onlyFlag(st).at()).isEqualTo(s(180));
            assertThat(onlyFlag(st).reason().clause()).isEqualTo("go 3");
            assertThat(clock("60+cn:2").apply(Event.press(s(180) - 1, FIRST)).flags()).isEmpty();
        }

        @Test
        @DisplayName("go 3 calls: 30, 40, 50, 55, 58 s and the minute with the minutes left; the last minute 30, 40, 50, then 1…10")
        void countingCallsGo3() {
            Clock c = clock("60+cn:2");
            List<Call> calls = c.calls(0, s(60 + 120));
            assertThat(calls).extracting(Call::second).containsExactly(30, 40, 50, 55, 58, 60, 30, 40, 50, 51, 52, 53,
                    54, 55, 56, 57, 58, 59, 60);
            assertThat(calls).extracting(Call::textZh).startsWith("30秒", "40秒", "50秒", "55秒", "58秒", "一分钟，还剩1分钟",
                    "30秒", "40秒", "50秒", "1", "2");
            assertThat(calls.get(calls.size() - 1).textZh()).isEqualTo("10，超时判负");
            assertThat(calls.get(calls.size() - 1).at()).isEqualTo(s(180));
            assertThat(calls.get(0).at()).isEqualTo(s(90));
            assertThat(calls.get(0).side()).isEqualTo(FIRST);
        }

        @Test
        @DisplayName("calls between two ticks only, and none in the main time")
        void callsBetweenTicks() {
            Clock c = clock("60+cn:2");
            assertThat(c.calls(0, s(60))).isEmpty();
            assertThat(c.calls(s(95), s(116))).extracting(Call::second).containsExactly(40, 50, 55);
            c.apply(Event.press(s(100), FIRST)); // 40 s into the first minute: free
            assertThat(c.calls(s(100), s(160))).isEmpty(); // black is in his main time until 160
            assertThat(c.calls(s(100), s(200))).extracting(Call::side, Call::second)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple(SECOND, 30), org.assertj.core.groups.Tuple.tuple(SECOND, 40));
        }

        @Test
        @DisplayName("Canadian: 20 moves in the block renew it; a block running out with moves missing is a flag")
        void canadianBlock() {
            Clock c = clock("10+ca:3/60");
            double t = 10;
            State st = c.state();
            for (int m = 0; m < 3; m++) { // 3 red moves of 15 s each inside the block
                t += 15;
                st = c.apply(Event.press(s(t), FIRST));
                t += 1;
                st = c.apply(Event.press(s(t), SECOND));
            }
            assertThat(st.first().periods()).isEqualTo(3);
            assertThat(st.first().remaining()).isEqualTo(s(60));
            t += 30;
            c.apply(Event.press(s(t), FIRST));
            t += 1;
            c.apply(Event.press(s(t), SECOND));
            st = c.apply(Event.press(s(t + 40), FIRST)); // block: 30 used + 40 > 60
            Flag f = onlyFlag(st);
            assertThat(f.reason()).isEqualTo(FlagReason.OVERTIME);
            assertThat(f.at()).isEqualTo(s(t + 30));
            assertThat(f.detail()).isEqualTo("2 of 3 moves of the block still to make");
        }

        @Test
        @DisplayName("000 rapid rule: 30 moves in 30′, then 30″ a move — unused main time lapses; 30.000 s is too late")
        void rapidRuleOf000() {
            Clock c = clock("2/100+jp:1x30");
            State st = presses(c, 10, 11, 20, 21); // red 2 moves in 20 s: 80 s lapse
            assertThat(st.first().phase()).isEqualTo(Phase.OVERTIME);
            assertThat(st.first().lapsed()).isEqualTo(s(81));
            assertThat(st.first().remaining()).isEqualTo(s(30));
            State ok = c.apply(Event.press(s(21 + 30) - 1, FIRST));
            assertThat(ok.flags()).isEmpty();
            c.apply(Event.press(s(60), SECOND));
            State late = c.apply(Event.press(s(90), FIRST));
            assertThat(onlyFlag(late).at()).isEqualTo(s(90));
        }
    }

    @Nested
    @DisplayName("asymmetric and Armageddon")
    class Asymmetric {
        @Test
        @DisplayName("贴时 2007: red 80′ and black 40′, +30″ — each side flags at its own limit")
        void timeOdds() {
            Clock c = clock("red:4800+30;black:2400+30");
            assertThat(c.state().first().remaining()).isEqualTo(s(4800));
            assertThat(c.state().second().remaining()).isEqualTo(s(2400));
            c.apply(Event.press(s(10), FIRST));
            State st = c.apply(Event.press(s(10 + 2400), SECOND));
            assertThat(onlyFlag(st).side()).isEqualTo(SECOND);
            assertThat(onlyFlag(st).at()).isEqualTo(s(2410));
        }

        @Test
        @DisplayName("Armageddon 360/240+3: black's flag at 240 s of his own time")
        void armageddon() {
            Clock c = clock("armageddon:360/240+3");
            State st = presses(c, 100, 340);
            assertThat(onlyFlag(st).side()).isEqualTo(SECOND);
            assertThat(onlyFlag(st).at()).isEqualTo(s(340));
            assertThat(st.first().remaining()).isEqualTo(s(263));
        }
    }

    @Nested
    @DisplayName("lateness (xq 21.1–21.3)")
    class Lateness {
        @Test
        @DisplayName("21.1: red late — his clock runs from the start; arriving at 600 s he has 1200 s left, nothing more")
        void lateRedClockRunsXq21_1() {
            Clock c = clock("1800");
            c.apply(Event.absent(FIRST));
            State st = c.apply(Event.arrive(s(600), FIRST));
            assertThat(st.first().remaining()).isEqualTo(s(1200));
            assertThat(st.second().remaining()).isEqualTo(s(1800));
            assertThat(st.first().present()).isTrue();
        }

        @Test
        @DisplayName("21.1: black late — his clock runs only from red's first press")
        void lateBlackClockRunsFromHisTurnXq21_1() {
            Clock c = clock("1800");
            c.apply(Event.absent(SECOND));
            c.apply(Event.press(s(60), FIRST));
            State st = c.apply(Event.arrive(s(300), SECOND));
            assertThat(st.second().remaining()).isEqualTo(s(1800 - 240));
        }

        @Test
        @DisplayName("21.1 / 4.1.5: past the lateness limit the absent side loses, at the limit exactly")
        void pastTheLimitLosesXq21_1() {
            Clock c = clock("1800", 900);
            c.apply(Event.absent(SECOND));
            c.apply(Event.press(s(20), FIRST));
            State st = c.apply(Event.arrive(s(900), SECOND));
            Flag f = onlyFlag(st);
            assertThat(f.reason()).isEqualTo(FlagReason.LATE);
            assertThat(f.reason().clause()).isEqualTo("4.1.5");
            assertThat(f.at()).isEqualTo(s(900));
            Clock d = clock("1800", 900);
            d.apply(Event.absent(SECOND));
            d.apply(Event.press(s(20), FIRST));
            assertThat(d.apply(Event.arrive(s(900) - 1, SECOND)).flags()).isEmpty();
        }

        @Test
        @DisplayName("21.2: arriving in time, the late player must still make the quota in what is left")
        void arrivingInTimeMustMakeTheQuotaXq21_2() {
            Clock c = clock("3/300:3/300", 600);
            c.apply(Event.absent(FIRST));
            c.apply(Event.arrive(s(250), FIRST));
            c.apply(Event.press(s(260), FIRST));
            c.apply(Event.press(s(261), SECOND));
            State st = c.apply(Event.press(s(400), FIRST));
            assertThat(onlyFlag(st).reason()).isEqualTo(FlagReason.QUOTA);
            assertThat(onlyFlag(st).at()).isEqualTo(s(261 + 40));
        }

        @Test
        @DisplayName("21.3: both late — both clocks run, each is charged his own lateness")
        void bothLateBothChargedXq21_3() {
            Clock c = clock("1800");
            c.apply(Event.absent(FIRST));
            c.apply(Event.absent(SECOND));
            c.apply(Event.arrive(s(120), SECOND));
            State st = c.apply(Event.arrive(s(300), FIRST));
            assertThat(st.first().remaining()).isEqualTo(s(1500));
            assertThat(st.second().remaining()).isEqualTo(s(1680));
            st = c.apply(Event.press(s(310), FIRST));
            assertThat(st.first().remaining()).isEqualTo(s(1490));
            assertThat(st.second().remaining()).isEqualTo(s(1680));
        }

        @Test
        @DisplayName("21.3: both past the limit — both lose (双方弃权), both flags at the limit")
        void bothPastTheLimitBothLoseXq21_3() {
            Clock c = clock("1800", 900);
            c.apply(Event.absent(FIRST));
            c.apply(Event.absent(SECOND));
            State st = c.stateAt(s(1000));
            assertThat(st.flags()).extracting(Flag::side).containsExactly(FIRST, SECOND);
            assertThat(st.flags()).allMatch(f -> f.at() == s(900) && f.reason() == FlagReason.LATE);
        }
    }

    @Nested
    @DisplayName("arbiter actions")
    class ArbiterActions {
        @Test
        @DisplayName("a pause stops both clocks; resume runs the side to move again")
        void pauseStopsTheClock() {
            Clock c = clock("1800");
            c.apply(Event.press(s(10), FIRST));
            c.apply(Event.pause(s(20)));
            c.apply(Event.resume(s(500)));
            State st = c.apply(Event.press(s(530), SECOND));
            assertThat(st.second().remaining()).isEqualTo(s(1800 - 40));
            assertThat(st.second().used()).isEqualTo(s(40));
        }

        @Test
        @DisplayName("23.3: 5 minutes on the claimant's clock; if that oversteps his time, the flag falls at once")
        void falseClaimPenaltyXq23_3() {
            Clock c = clock("1800");
            c.apply(Event.press(s(1000), FIRST));
            State st = c.apply(Event.penalty(s(1010), FIRST, s(300)));
            assertThat(st.first().remaining()).isEqualTo(s(500));
            assertThat(st.first().penalties()).isEqualTo(s(300));
            st = c.apply(Event.penalty(s(1020), FIRST, s(500)));
            assertThat(onlyFlag(st).at()).isEqualTo(s(1020));
            assertThat(onlyFlag(st).side()).isEqualTo(FIRST);
        }

        @Test
        @DisplayName("22.4: the arbiter sets a replaced clock — time, moves, byo-yomi periods")
        void setAReplacedClockXq22_4() {
            Clock c = clock("40/5400:10/900");
            c.apply(Event.press(s(30), FIRST));
            State st = c.apply(Event.set(s(40), FIRST, s(600), -1, 38));
            assertThat(st.first().remaining()).isEqualTo(s(600));
            assertThat(st.first().movesToControl()).isEqualTo(2);
            assertThat(st.first().adjusted()).isEqualTo(s(600 - 5370));
            Clock g = clock("600+jp:3x30");
            st = g.apply(Event.set(0, SECOND, s(20), 2, -1));
            assertThat(st.second().phase()).isEqualTo(Phase.OVERTIME);
            assertThat(st.second().periods()).isEqualTo(2);
        }

        @Test
        @DisplayName("impossible events are refused and change nothing")
        void impossibleEventsRefused() {
            Clock c = clock("1800");
            assertThatThrownBy(() -> c.apply(Event.press(s(5), SECOND))).hasMessage(
                    "second side pressed but first side is to move");
            c.apply(Event.press(s(10), FIRST));
            assertThatThrownBy(() -> c.apply(Event.press(s(5), SECOND))).hasMessageContaining("is before the previous one");
            assertThatThrownBy(() -> c.apply(Event.absent(FIRST))).hasMessageContaining("at the start (0)");
            c.apply(Event.pause(s(20)));
            assertThatThrownBy(() -> c.apply(Event.press(s(25), SECOND))).hasMessageContaining("paused");
            assertThatThrownBy(() -> c.apply(Event.pause(s(25)))).hasMessageContaining("already paused");
            assertThatThrownBy(() -> clock("1800").apply(Event.set(0, FIRST, 10, 2, -1)))
                    .hasMessageContaining("no byo-yomi periods");
            assertThat(c.state().at()).isEqualTo(s(20));
        }
    }
}
