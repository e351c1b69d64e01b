package org.qicai.plugin.timecontrol;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.ArgumentError;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.spi.TimeControl.Call;
import org.qicai.core.spi.TimeControl.ControlCheck;
import org.qicai.core.spi.TimeControl.Event;
import org.qicai.core.spi.TimeControl.EventType;
import org.qicai.core.spi.TimeControl.Flag;
import org.qicai.core.spi.TimeControl.FlagReason;
import org.qicai.core.spi.TimeControl.Phase;
import org.qicai.core.spi.TimeControl.SideState;
import org.qicai.core.spi.TimeControl.State;
import org.qicai.plugin.timecontrol.Spec.OvertimeKind;
import org.qicai.plugin.timecontrol.Spec.Overtime;
import org.qicai.plugin.timecontrol.Spec.Plan;
import org.qicai.plugin.timecontrol.Spec.SidePlan;
import org.qicai.plugin.timecontrol.Spec.Stage;

/**
 * The deterministic two-sided clock. Time is integer milliseconds since the start; nothing here reads a
 * clock. The first side is to move at 0 and its clock runs from 0.
 *
 * <p>Rules applied:
 * <ul>
 * <li>the time runs out when what is left reaches zero: a press at that very millisecond is too late
 * ([ours]; one millisecond before is in time);</li>
 * <li>moves in time (6.1–6.4, 4.1.4, 22.1): time is cumulative; a control's time is added when the quota
 * move is pressed in time; the time of a control running out before its quota is a flag;</li>
 * <li>increments are added after each move of the stage they belong to;</li>
 * <li>byo-yomi: Japanese and 004 counting keep a period when the move is made within it and use one up for
 * each full period; Canadian renews the block after its moves; the last one running out is a flag;</li>
 * <li>a quota stage followed by byo-yomi (000 rapid rule: 30 moves in 30′, then 30″ a move): the unused
 * main time lapses when the quota is met ([ours], as the rule is written);</li>
 * <li>lateness (21.1–21.3): one side absent → its clock runs when it is its turn; both absent → both clocks
 * run until each arrives (both charged); past the lateness limit an absent side loses (4.1.5), both past →
 * both flags (21.3 双方弃权).</li>
 * </ul>
 */
final class ClockEngine implements TimeControl.Clock {

    /** One side's running account. */
    private static final class SideClock {
        final Side side;
        final SidePlan plan;
        int stageIdx;
        int movesToControl;
        int control;
        int required;
        long remaining;
        long used;
        int moves;
        Phase phase = Phase.MAIN;
        int periods;
        long allotted;
        long increments;
        long penalties;
        long adjusted;
        long lapsed;
        boolean present = true;
        boolean flagged;

        SideClock(Side side, SidePlan plan) {
            this.side = side;
            this.plan = plan;
            Stage s = plan.stages().get(0);
            remaining = s.millis();
            allotted = s.millis();
            if (s.moves() > 0) {
                movesToControl = s.moves();
                control = 1;
                required = s.moves();
            } else {
                movesToControl = -1;
            }
        }

        SideClock copy() {
            SideClock c = new SideClock(side, plan);
            c.stageIdx = stageIdx;
            c.movesToControl = movesToControl;
            c.control = control;
            c.required = required;
            c.remaining = remaining;
            c.used = used;
            c.moves = moves;
            c.phase = phase;
            c.periods = periods;
            c.allotted = allotted;
            c.increments = increments;
            c.penalties = penalties;
            c.adjusted = adjusted;
            c.lapsed = lapsed;
            c.present = present;
            c.flagged = flagged;
            return c;
        }

        Stage stage() {
            return plan.stages().get(stageIdx);
        }

        Overtime overtime() {
            return plan.overtime();
        }

        long periodMillis() {
            return overtime() == null ? 0 : overtime().periodMillis();
        }

        SideState state() {
            return new SideState(side, remaining, used, moves, phase, stageIdx + 1, movesToControl, periods,
                    periodMillis(), allotted, increments, penalties, adjusted, lapsed, present, flagged);
        }
    }

    private final Plan plan;
    private final String spec;
    private final long latenessLimit;
    private SideClock first;
    private SideClock second;
    private long now;
    private Side toMove = Side.FIRST;
    private boolean paused;
    private boolean bothLate;
    private boolean anyMove;
    private List<Flag> flags = new ArrayList<>();
    private List<ControlCheck> controls = new ArrayList<>();

    ClockEngine(Plan plan, long latenessLimitMillis) {
        if (latenessLimitMillis < 0) {
            throw new ArgumentError("迟到判负时限不能为负数", "the lateness limit cannot be negative");
        }
        this.plan = plan;
        this.spec = plan.canonical();
        this.latenessLimit = latenessLimitMillis;
        this.first = new SideClock(Side.FIRST, plan.first());
        this.second = new SideClock(Side.SECOND, plan.second());
    }

    private ClockEngine copy() {
        ClockEngine c = new ClockEngine(plan, latenessLimit);
        c.first = first.copy();
        c.second = second.copy();
        c.now = now;
        c.toMove = toMove;
        c.paused = paused;
        c.bothLate = bothLate;
        c.anyMove = anyMove;
        c.flags = new ArrayList<>(flags);
        c.controls = new ArrayList<>(controls);
        return c;
    }

    private SideClock of(Side s) {
        return s == Side.FIRST ? first : second;
    }

    @Override
    public String spec() {
        return spec;
    }

    @Override
    public State state() {
        return new State(now, toMove, paused, first.state(), second.state(), flags, controls);
    }

    @Override
    public State stateAt(long at) {
        ClockEngine c = copy();
        c.advance(Math.max(at, now));
        return c.state();
    }

    @Override
    public State apply(Event e) {
        check(e);
        if (e.at() < now) {
            throw new ArgumentError(seconds(e.at()) + " 秒的事件早于上一个事件（" + seconds(now) + " 秒）",
                    "event at " + seconds(e.at()) + " s is before the previous one at " + seconds(now) + " s");
        }
        advance(e.at());
        switch (e.type()) {
            case PRESS -> press(of(e.side()));
            case PAUSE -> paused = true;
            case RESUME -> paused = false;
            case PENALTY -> penalty(of(e.side()), e.millis());
            case SET -> set(of(e.side()), e.millis(), e.periods(), e.moves());
            case ABSENT -> {
                of(e.side()).present = false;
                bothLate = !first.present && !second.present;
            }
            case ARRIVE -> of(e.side()).present = true;
        }
        return state();
    }

    /** Refuses an impossible event before anything changes. */
    private void check(Event e) {
        String side = e.side() == null ? "" : name(e.side());
        String sideZh = e.side() == null ? "" : nameZh(e.side());
        switch (e.type()) {
            case PRESS -> {
                if (paused) {
                    throw new ArgumentError(sideZh + "在暂停时按钟", side + " pressed while the clock is paused");
                }
                if (e.side() != toMove) {
                    throw new ArgumentError(sideZh + "按钟，但该" + nameZh(toMove) + "走棋",
                            side + " pressed but " + name(toMove) + " is to move");
                }
                if (!of(e.side()).present) {
                    throw new ArgumentError(sideZh + "缺席时按钟：请先记录到场",
                            side + " pressed while absent: record the arrival first");
                }
            }
            case PAUSE -> {
                if (paused) {
                    throw new ArgumentError("棋钟已经暂停", "the clock is already paused");
                }
            }
            case RESUME -> {
                if (!paused) {
                    throw new ArgumentError("棋钟没有暂停", "the clock is not paused");
                }
            }
            case PENALTY -> {
                if (e.millis() == 0) {
                    throw new ArgumentError("0 秒的加减时不起作用", "a time penalty of 0 changes nothing");
                }
            }
            case SET -> {
                if (e.millis() < 0) {
                    throw new ArgumentError("棋钟不能设为负数", "a clock cannot be set below 0");
                }
                SideClock c = of(e.side());
                if (e.periods() >= 0 && c.overtime() == null) {
                    throw new ArgumentError(sideZh + "的用时没有读秒，无从设置读秒次数",
                            side + "'s time control has no byo-yomi periods to set");
                }
                if (e.periods() == 0) {
                    throw new ArgumentError("读秒次数至少设为 1（0 即为超时）", "set at least 1 byo-yomi period (0 would be a flag)");
                }
                if (c.overtime() != null && c.overtime().kind() == OvertimeKind.CANADIAN && e.periods() > c.overtime().count()) {
                    throw new ArgumentError("加拿大读秒每段 " + c.overtime().count() + " 步，不是 " + e.periods() + " 步",
                            "a Canadian block has " + c.overtime().count() + " moves, not " + e.periods());
                }
            }
            case ABSENT -> {
                if (e.at() != 0 || anyMove || now != 0) {
                    throw new ArgumentError("缺席只能在开赛时（0 秒）、走第一步之前记录",
                            "an absence is recorded at the start (0), before any move");
                }
                if (!of(e.side()).present) {
                    throw new ArgumentError(sideZh + "已记为缺席", side + " is already absent");
                }
            }
            case ARRIVE -> {
                if (of(e.side()).present) {
                    throw new ArgumentError(sideZh + "没有缺席", side + " is not absent");
                }
            }
        }
    }

    /** 先行方 (红方, 执黑) / 后行方: the CLI and the window put the discipline's side names in their place. */
    private static String nameZh(Side s) {
        return s == Side.FIRST ? "先行方" : "后行方";
    }

    private static String name(Side s) {
        return s == Side.FIRST ? "first side" : "second side";
    }

    // ------------------------------------------------------------------ time passing

    /** Whether this side's clock is running now. */
    private boolean running(SideClock c) {
        if (paused) {
            return false;
        }
        return c.side == toMove || (bothLate && !c.present);
    }

    /** Lets time pass up to {@code t}, handling every run-out and lateness limit on the way, in order. */
    private void advance(long t) {
        while (now < t) {
            long next = t;
            for (SideClock c : List.of(first, second)) {
                if (running(c) && !c.flagged) {
                    next = Math.min(next, now + c.remaining);
                }
            }
            boolean lateDue = latenessLimit > 0 && now < latenessLimit && (!first.present || !second.present);
            if (lateDue) {
                next = Math.min(next, latenessLimit);
            }
            long d = next - now;
            for (SideClock c : List.of(first, second)) {
                if (running(c)) {
                    c.used += d;
                    if (!c.flagged) {
                        c.remaining -= d;
                    }
                }
            }
            now = next;
            boundaries();
        }
        if (t == now) {
            boundaries();
        }
    }

    /** Handles whatever falls due at {@code now}: a running clock at zero, the lateness limit. */
    private void boundaries() {
        for (SideClock c : List.of(first, second)) {
            while (!c.flagged && c.remaining == 0 && running(c)) {
                runOut(c);
            }
        }
        if (latenessLimit > 0 && now == latenessLimit) {
            for (SideClock c : List.of(first, second)) {
                if (!c.present && !c.flagged) {
                    flag(c, FlagReason.LATE, "absent at the lateness limit " + seconds(latenessLimit) + " s");
                }
            }
        }
    }

    /** What happens when a side's current allowance reaches zero at {@code now}. */
    private void runOut(SideClock c) {
        if (c.phase == Phase.MAIN) {
            if (c.movesToControl > 0) {
                controls.add(new ControlCheck(c.side, c.control, c.required, c.moves, false, now));
                flag(c, FlagReason.QUOTA, c.moves + "/" + c.required + " moves at control " + c.control);
            } else if (c.overtime() != null) {
                enterOvertime(c);
            } else {
                flag(c, FlagReason.TIME, "");
            }
            return;
        }
        Overtime o = c.overtime();
        if (o.kind() == OvertimeKind.CANADIAN) {
            flag(c, FlagReason.OVERTIME, c.periods + " of " + o.count() + " moves of the block still to make");
            return;
        }
        c.periods--;
        if (c.periods <= 0) {
            c.periods = 0;
            flag(c, FlagReason.OVERTIME, "");
        } else {
            c.remaining = o.periodMillis();
            c.allotted += o.periodMillis();
        }
    }

    private void enterOvertime(SideClock c) {
        Overtime o = c.overtime();
        c.phase = Phase.OVERTIME;
        c.movesToControl = -1;
        c.periods = o.count();
        c.remaining = o.periodMillis();
        c.allotted += o.periodMillis();
    }

    private void flag(SideClock c, FlagReason reason, String detail) {
        c.flagged = true;
        c.remaining = 0;
        flags.add(new Flag(c.side, now, reason, detail));
    }

    // ------------------------------------------------------------------ events

    private void press(SideClock c) {
        anyMove = true;
        c.moves++;
        if (!c.flagged) {
            if (c.phase == Phase.MAIN) {
                Stage s = c.stage();
                if (s.incMillis() > 0) {
                    c.remaining += s.incMillis();
                    c.allotted += s.incMillis();
                    c.increments += s.incMillis();
                }
                if (c.movesToControl > 0) {
                    c.movesToControl--;
                    if (c.movesToControl == 0) {
                        controls.add(new ControlCheck(c.side, c.control, c.required, c.moves, true, now));
                        nextStage(c);
                    }
                }
            } else {
                Overtime o = c.overtime();
                if (o.kind() == OvertimeKind.CANADIAN) {
                    c.periods--;
                    if (c.periods == 0) {
                        c.allotted += o.periodMillis() - c.remaining;
                        c.remaining = o.periodMillis();
                        c.periods = o.count();
                    }
                } else {
                    c.allotted += o.periodMillis() - c.remaining;
                    c.remaining = o.periodMillis();
                }
            }
        }
        toMove = c.side.other();
    }

    /** The quota of the current stage is met: go on to the next stage, repeat the last, or enter byo-yomi. */
    private void nextStage(SideClock c) {
        SidePlan p = c.plan;
        if (c.stageIdx + 1 < p.stages().size()) {
            c.stageIdx++;
        } else if (!p.repeatsLast()) {
            // a quota stage followed by byo-yomi: the main time lapses (000 rapid rule)
            c.lapsed += c.remaining;
            c.remaining = 0;
            enterOvertime(c);
            return;
        }
        Stage s = c.stage();
        c.remaining += s.millis();
        c.allotted += s.millis();
        if (s.moves() > 0) {
            c.control++;
            c.required += s.moves();
            c.movesToControl = s.moves();
        } else {
            c.movesToControl = -1;
        }
    }

    private void penalty(SideClock c, long millis) {
        c.penalties += millis;
        if (c.flagged) {
            return;
        }
        if (millis < 0) {
            c.remaining -= millis;
            return;
        }
        long left = millis;
        while (left > 0 && !c.flagged) {
            if (c.remaining > left) {
                c.remaining -= left;
                break;
            }
            left -= c.remaining;
            c.remaining = 0;
            runOut(c);
        }
    }

    private void set(SideClock c, long millis, int periods, int moves) {
        if (periods > 0) {
            if (c.phase == Phase.MAIN) {
                c.phase = Phase.OVERTIME;
                c.movesToControl = -1;
            }
            c.periods = periods;
        }
        c.adjusted += millis - c.remaining;
        c.allotted += millis - c.remaining;
        c.remaining = millis;
        if (moves >= 0) {
            c.moves = moves;
            if (c.phase == Phase.MAIN) {
                placeStage(c);
            }
        }
        if (c.remaining == 0 && !c.flagged) {
            runOut(c);
        }
    }

    /** Puts a side in the stage its move count belongs to, without granting time (the arbiter set the time). */
    private static void placeStage(SideClock c) {
        SidePlan p = c.plan;
        int idx = 0;
        int control = 0;
        int required = 0;
        while (true) {
            Stage s = p.stages().get(idx);
            if (s.moves() == 0) {
                c.movesToControl = -1;
                break;
            }
            control++;
            required += s.moves();
            if (c.moves < required) {
                c.movesToControl = required - c.moves;
                break;
            }
            if (idx + 1 < p.stages().size()) {
                idx++;
            } else if (!p.repeatsLast()) {
                c.movesToControl = -1;
                break;
            }
        }
        c.stageIdx = idx;
        c.control = control;
        c.required = required;
    }

    // ------------------------------------------------------------------ byo-yomi calls

    @Override
    public List<Call> calls(long fromExclusive, long toInclusive) {
        List<Call> out = new ArrayList<>();
        if (toInclusive <= fromExclusive) {
            return out;
        }
        ClockEngine c = copy();
        if (c.now < fromExclusive) {
            c.advance(fromExclusive);
        }
        int guard = 0;
        while (c.now < toInclusive && guard++ < 100_000) {
            SideClock s = c.of(c.toMove);
            if (c.paused || s.flagged || !s.present) {
                break;
            }
            if (s.phase == Phase.MAIN) {
                c.advance(Math.min(toInclusive, c.now + s.remaining));
                continue;
            }
            Overtime o = s.overtime();
            long period = o.periodMillis();
            long start = c.now - (period - s.remaining);
            boolean last = o.kind() == OvertimeKind.CANADIAN || s.periods == 1;
            for (int[] mark : marks((int) (period / 1000), last)) {
                long at = start + mark[0] * 1000L;
                if (at > fromExclusive && at <= toInclusive && at >= c.now) {
                    out.add(call(at, s, mark, o, last, (int) (period / 1000)));
                }
            }
            c.advance(Math.min(toInclusive, start + period));
        }
        return out;
    }

    /**
     * The marks of one period of T seconds: {second, kind} — kind 0 a "N 秒" call, 1 a count 1…10 (value in
     * second - (T - 10)), 2 the end of a period that is not the last.
     */
    static List<int[]> marks(int t, boolean last) {
        List<int[]> m = new ArrayList<>();
        for (int before : new int[] {30, 20, 10}) {
            if (t - before > 0) {
                m.add(new int[] {t - before, 0});
            }
        }
        if (last) {
            for (int k = 9; k >= 0; k--) {
                int sec = t - k;
                if (sec > 0 && sec > t - 10 && m.stream().noneMatch(x -> x[0] == sec)) {
                    m.add(new int[] {sec, 1});
                }
            }
        } else {
            for (int before : new int[] {5, 2}) {
                if (t - before > 0 && m.stream().noneMatch(x -> x[0] == t - before)) {
                    m.add(new int[] {t - before, 0});
                }
            }
            m.add(new int[] {t, 2});
        }
        m.sort((a, b) -> Integer.compare(a[0], b[0]));
        return m;
    }

    private static Call call(long at, SideClock s, int[] mark, Overtime o, boolean last, int t) {
        int sec = mark[0];
        return switch (mark[1]) {
            case 0 -> t <= 60
                    ? new Call(at, s.side, sec, sec + "秒", sec + " seconds")
                    : new Call(at, s.side, sec, "还剩" + (t - sec) + "秒", (t - sec) + " seconds left");
            case 1 -> {
                int n = 10 - (t - sec);
                yield n == 10 ? new Call(at, s.side, sec, "10，超时判负", "10 — time forfeit")
                        : new Call(at, s.side, sec, Integer.toString(n), Integer.toString(n));
            }
            default -> {
                int left = s.periods - 1;
                yield o.kind() == OvertimeKind.CHINESE
                        ? new Call(at, s.side, sec, "一分钟，还剩" + left + "分钟", "one minute — " + left + " minutes left")
                        : new Call(at, s.side, sec, "还剩" + left + "次读秒", left + " periods left");
            }
        };
    }

    static String seconds(long millis) {
        return String.format(Locale.ROOT, "%d.%03d", millis / 1000, Math.abs(millis % 1000));
    }
}
