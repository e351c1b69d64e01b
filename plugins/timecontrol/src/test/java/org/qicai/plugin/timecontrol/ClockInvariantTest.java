package org.qicai.plugin.timecontrol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl.Clock;
import org.qicai.core.spi.TimeControl.Event;
import org.qicai.core.spi.TimeControl.SideState;
import org.qicai.core.spi.TimeControl.State;
import org.qicai.plugin.timecontrol.Spec.Plan;
import org.qicai.plugin.timecontrol.Spec.SidePlan;
import org.qicai.plugin.timecontrol.Spec.Stage;

/**
 * Seeded random press sequences (with pauses, penalties and time given back): after every event, for
 * each side, time used + time left = initial + increments − penalties, to the millisecond — with the
 * used time, the increments and the controls' time computed here from the sequence, not by the engine.
 */
class ClockInvariantTest {

    /** What the test itself knows of one side. */
    private static final class Ref {
        long used;
        long penalties;
        int moves;
    }

    /** initial + stage time reached + increments, for {@code moves} moves made in time, from the plan alone. */
    static long granted(SidePlan p, int moves) {
        long total = p.stages().get(0).millis();
        int idx = 0;
        int inStage = 0;
        for (int k = 1; k <= moves; k++) {
            Stage s = p.stages().get(idx);
            total += s.incMillis();
            inStage++;
            if (s.moves() > 0 && inStage == s.moves()) {
                inStage = 0;
                if (idx + 1 < p.stages().size()) {
                    idx++;
                }
                total += p.stages().get(idx).millis();
            }
        }
        return total;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"1800, 40000", "300+5, 12000", "5/120:3/60, 30000", "5/120+2:60+1, 20000",
            "red:400+3;black:200+7, 15000", "armageddon:360/240+3, 12000", "40/5400:10/900, 160000"})
    @DisplayName("used + left = initial + increments − penalties, to the millisecond, 200 seeded games each")
    void usedPlusLeftIsWhatWasGranted(String spec, long maxThink) {
        Plan plan = Spec.parse(spec);
        int flagged = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Random r = new Random(seed * 7919 + spec.hashCode());
            Clock c = new ClockEngine(plan, 0);
            Map<Side, Ref> ref = new EnumMap<>(Side.class);
            ref.put(Side.FIRST, new Ref());
            ref.put(Side.SECOND, new Ref());
            long now = 0;
            boolean paused = false;
            Side toMove = Side.FIRST;
            for (int step = 0; step < 400; step++) {
                long dt = (long) (r.nextDouble() * maxThink);
                long at = now + dt;
                if (!paused) {
                    ref.get(toMove).used += dt;
                }
                int kind = r.nextInt(100);
                State st;
                if (paused) {
                    st = c.apply(Event.resume(at));
                    paused = false;
                } else if (kind < 80) {
                    st = c.apply(Event.press(at, toMove));
                    ref.get(toMove).moves++;
                    toMove = toMove.other();
                } else if (kind < 88) {
                    st = c.apply(Event.pause(at));
                    paused = true;
                } else {
                    Side who = r.nextBoolean() ? Side.FIRST : Side.SECOND;
                    long ms = r.nextInt(10) == 0 ? -(1 + r.nextInt(30_000)) : 1 + r.nextInt(60_000);
                    st = c.apply(Event.penalty(at, who, ms));
                    ref.get(who).penalties += ms;
                }
                now = at;
                if (!st.flags().isEmpty()) {
                    flagged++;
                    // at the flag: nothing was left, and it fell no later than this event
                    assertThat(st.flags().get(0).at()).isLessThanOrEqualTo(at);
                    assertThat(st.side(st.flags().get(0).side()).remaining()).isZero();
                    break;
                }
                for (Side side : Side.values()) {
                    SideState ss = st.side(side);
                    Ref x = ref.get(side);
                    long expected = granted(plan.side(side), x.moves) - x.penalties;
                    assertThat(x.used + ss.remaining()).as("%s seed %d step %d %s", spec, seed, step, side)
                            .isEqualTo(expected);
                    assertThat(ss.used()).isEqualTo(x.used);
                    assertThat(ss.moves()).isEqualTo(x.moves);
                }
            }
        }
        assertThat(flagged).as("some games must end on a flag, or the test proves little").isGreaterThan(10);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"60+jp:3x30, 40000", "60+cn:3, 90000", "60+ca:3/60, 30000", "3/60+jp:1x20, 20000"})
    @DisplayName("byo-yomi bookkeeping: used + left + lapsed = granted (main, periods renewed), seeded")
    void byoYomiBookkeeping(String spec, long maxThink) {
        Plan plan = Spec.parse(spec);
        int overtime = 0;
        for (long seed = 1; seed <= 200; seed++) {
            Random r = new Random(seed * 104_729 + spec.hashCode());
            Clock c = new ClockEngine(plan, 0);
            long now = 0;
            Side toMove = Side.FIRST;
            for (int step = 0; step < 300; step++) {
                now += (long) (r.nextDouble() * maxThink);
                State st = c.apply(Event.press(now, toMove));
                toMove = toMove.other();
                if (!st.flags().isEmpty()) {
                    break;
                }
                for (Side side : Side.values()) {
                    SideState ss = st.side(side);
                    assertThat(ss.used() + ss.remaining() + ss.lapsed()).isEqualTo(ss.allotted());
                    assertThat(ss.remaining()).isPositive();
                    if (ss.phase() == org.qicai.core.spi.TimeControl.Phase.OVERTIME) {
                        overtime++;
                        assertThat(ss.remaining()).isLessThanOrEqualTo(ss.periodMillis());
                        assertThat(ss.periods()).isBetween(1, plan.side(side).overtime().count());
                    }
                }
            }
        }
        assertThat(overtime).isGreaterThan(100);
    }
}
