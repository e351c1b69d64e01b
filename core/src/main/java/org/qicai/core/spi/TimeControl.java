package org.qicai.core.spi;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pf4j.ExtensionPoint;
import org.qicai.core.model.Side;

/**
 * 用时办法 — a time control family, parsed from and printed to a spec string in the style of the PGN
 * {@code TimeControl} tag (seconds), and the clock that applies it.
 *
 * <p>Spec strings: {@code 1800} (sudden death, 6.5), {@code 5400+30} (increment), {@code 40/5400:10/900}
 * (moves in time, 6.1–6.4: the last {@code moves/seconds} field repeats), byo-yomi after the main time
 * {@code 600+jp:3x30}, {@code 3600+ca:20/300}, {@code 3600+cn:5} (004 第三条), asymmetric
 * {@code red:4800+30;black:2400+30} (or {@code first:}/{@code second:}), {@code armageddon:360/240+3}.
 *
 * <p>The {@link Clock} is deterministic: it never reads a clock, it is fed {@link Event}s stamped in
 * milliseconds since the start of the game. A presenter drives it with {@link Clock#apply} for every
 * key press and {@link Clock#stateAt} to show the running time.
 */
public interface TimeControl extends ExtensionPoint, Named {

    /** Whether this family reads the spec (it may still be malformed). */
    boolean accepts(String spec);

    /** Describes a spec for people; throws IllegalArgumentException saying what was expected when malformed. */
    String describe(String spec, Locale locale);

    /** The spec in its canonical form (spaces removed, keys in order); throws IllegalArgumentException when malformed. */
    default String normalize(String spec) {
        describe(spec, Locale.ROOT);
        return spec.strip();
    }

    /**
     * A fresh clock for one game: time 0, the first side (红方 / 执黑) to move, clocks stopped until the
     * first event. {@code latenessLimitMillis} is the event's 迟到判负时限 (4.1.5, 21.1): a side absent at the
     * start that has not arrived when it passes loses; 0 = no separate limit (the late side's own clock
     * decides, 21.1). Throws IllegalArgumentException when the spec is malformed.
     */
    default Clock clock(String spec, long latenessLimitMillis) {
        throw new UnsupportedOperationException("time control '" + id() + "' has no clock");
    }

    /** {@link #clock(String, long)} without a lateness limit. */
    default Clock clock(String spec) {
        return clock(spec, 0);
    }

    /** The family among {@code all} that reads {@code spec}, if any. */
    static Optional<TimeControl> find(List<? extends TimeControl> all, String spec) {
        if (spec == null || spec.isBlank()) {
            return Optional.empty();
        }
        for (TimeControl tc : all) {
            if (tc.accepts(spec)) {
                return Optional.of(tc);
            }
        }
        return Optional.empty();
    }

    /**
     * A spec described in words for print and screen: the family's description, or the spec itself when
     * no loaded family reads it or it is malformed (printing never fails on a time control).
     */
    static String describeOrRaw(List<? extends TimeControl> all, String spec, Locale locale) {
        if (spec == null || spec.isBlank()) {
            return "";
        }
        Optional<TimeControl> tc = find(all, spec);
        if (tc.isEmpty()) {
            return spec;
        }
        try {
            return tc.get().describe(spec, locale);
        } catch (IllegalArgumentException e) {
            return spec;
        }
    }

    // ====================================================================== the clock

    /** What can happen to a two-sided clock. */
    enum EventType {
        /** the side completed a move and pressed its button (xq 6: 走棋后方可按钟) */
        PRESS,
        /** the arbiter stops the clock (both sides) */
        PAUSE,
        /** the arbiter starts it again */
        RESUME,
        /** time taken from the side ({@code millis} &gt; 0, 23.3: 加计5分钟) or given back ({@code millis} &lt; 0) */
        PENALTY,
        /** the arbiter sets the side's clock (22.4, a replaced clock): {@code millis} left, periods/moves if ≥ 0 */
        SET,
        /** the side is not at the board at the start (21.1–21.3); only at time 0, before any move */
        ABSENT,
        /** the absent side sits down (21.2: 以到达比赛座位为准) */
        ARRIVE
    }

    /**
     * One timestamped event.
     *
     * @param at      milliseconds since the start of the game (never before the previous event)
     * @param side    the side it concerns (ignored for pause/resume)
     * @param type    what happened
     * @param millis  PENALTY: milliseconds taken (negative = given); SET: milliseconds left
     * @param periods SET: byo-yomi periods (minutes for 004 counting, moves left in a Canadian block); -1 = unchanged
     * @param moves   SET: moves made by the side; -1 = unchanged
     */
    record Event(long at, Side side, EventType type, long millis, int periods, int moves) {
        public Event {
            if (type == null) {
                throw new IllegalArgumentException("an event needs a type");
            }
            if (side == null && type != EventType.PAUSE && type != EventType.RESUME) {
                throw new IllegalArgumentException(type.name().toLowerCase(Locale.ROOT) + " needs a side");
            }
        }

        public static Event press(long at, Side side) {
            return new Event(at, side, EventType.PRESS, 0, -1, -1);
        }

        public static Event pause(long at) {
            return new Event(at, null, EventType.PAUSE, 0, -1, -1);
        }

        public static Event resume(long at) {
            return new Event(at, null, EventType.RESUME, 0, -1, -1);
        }

        public static Event penalty(long at, Side side, long millis) {
            return new Event(at, side, EventType.PENALTY, millis, -1, -1);
        }

        public static Event set(long at, Side side, long millisLeft, int periods, int moves) {
            return new Event(at, side, EventType.SET, millisLeft, periods, moves);
        }

        public static Event absent(Side side) {
            return new Event(0, side, EventType.ABSENT, 0, -1, -1);
        }

        public static Event arrive(long at, Side side) {
            return new Event(at, side, EventType.ARRIVE, 0, -1, -1);
        }
    }

    /** Where a side's clock stands. */
    enum Phase {
        /** the main time: a moves-in-time stage, sudden death or increment */
        MAIN,
        /** byo-yomi (读秒) after the main time */
        OVERTIME
    }

    /** Why a flag fell. */
    enum FlagReason {
        /** the time ran out (6.5: 先超时者判负; 22.1–22.3) */
        TIME("22.1"),
        /** the move quota of a control was not met in its time (4.1.4, 22.1) */
        QUOTA("4.1.4"),
        /** the last byo-yomi period ran out (004 第三条: "10，超时判负") */
        OVERTIME("go 3"),
        /** absent past the lateness limit (4.1.5, 21.1; both absent: 21.3) */
        LATE("4.1.5");

        private final String clause;

        FlagReason(String clause) {
            this.clause = clause;
        }

        public String clause() {
            return clause;
        }
    }

    /**
     * A flag: the side whose time ran out and the exact moment.
     *
     * @param side   whose flag
     * @param at     the millisecond the time ran out
     * @param reason why
     * @param detail for a quota: "38/40 moves at control 1"; empty otherwise
     */
    record Flag(Side side, long at, FlagReason reason, String detail) {
    }

    /**
     * A move control reached (4.1.4, 22.1): whether the quota was met.
     *
     * @param side     whose clock
     * @param control  1-based control number
     * @param required moves required by it (cumulative)
     * @param made     moves made when it was decided
     * @param met      whether the quota was met in time
     * @param at       when it was decided (the quota move's press, or the moment time ran out)
     */
    record ControlCheck(Side side, int control, int required, int made, boolean met, long at) {
    }

    /**
     * One side's clock.
     *
     * @param side            which side
     * @param remaining       milliseconds left in the current phase (main time, or the current byo-yomi period/block)
     * @param used            milliseconds of thinking so far (penalties not included)
     * @param moves           moves made (presses)
     * @param phase           main time or byo-yomi
     * @param stage           1-based main stage (第几时限) for moves-in-time, 1 otherwise
     * @param movesToControl  moves still needed for the current control; -1 when no quota applies
     * @param periods         byo-yomi periods left (minutes for 004 counting; moves left in a Canadian block); 0 in main time without byo-yomi
     * @param periodMillis    length of one byo-yomi period/block, 0 when none
     * @param allotted        milliseconds granted so far: the first stage, later stages reached, increments
     * @param increments      the part of {@code allotted} that came from increments
     * @param penalties       milliseconds taken by penalties (negative: given back), net
     * @param adjusted        net milliseconds the arbiter added by setting the clock (22.4)
     * @param lapsed          main time dropped unused on entering byo-yomi after a quota (000 rapid rule)
     * @param present         at the board (false while absent, 21.1)
     * @param flagged         whether this side's flag has fallen
     */
    record SideState(Side side, long remaining, long used, int moves, Phase phase, int stage, int movesToControl,
                     int periods, long periodMillis, long allotted, long increments, long penalties, long adjusted,
                     long lapsed, boolean present, boolean flagged) {
    }

    /**
     * The whole clock at one moment.
     *
     * @param at       the moment, milliseconds since the start
     * @param toMove   the side whose turn it is
     * @param paused   stopped by the arbiter
     * @param first    the first side's clock
     * @param second   the second side's clock
     * @param flags    flags in the order they fell (the first decides, 22.x)
     * @param controls controls reached so far
     */
    record State(long at, Side toMove, boolean paused, SideState first, SideState second, List<Flag> flags,
                 List<ControlCheck> controls) {
        public State {
            flags = List.copyOf(flags);
            controls = List.copyOf(controls);
        }

        public SideState side(Side s) {
            return s == Side.FIRST ? first : second;
        }

        public Optional<Flag> firstFlag() {
            return flags.isEmpty() ? Optional.empty() : Optional.of(flags.get(0));
        }
    }

    /**
     * A byo-yomi call the arbiter makes (004 第三条: 30, 40, 50, 55, 58 s in a minute; in the last one
     * 30, 40, 50, then 1…10, "10，超时判负").
     *
     * @param at     the moment, milliseconds since the start
     * @param side   to whom
     * @param second seconds into the period when it is due
     * @param textZh what is said, in Chinese
     * @param textEn the same in English
     */
    record Call(long at, Side side, int second, String textZh, String textEn) {
        public String text(Locale locale) {
            return Named.isEnglish(locale) ? textEn : textZh;
        }
    }

    /**
     * A running two-sided clock for one game. Not thread-safe: one presenter owns it.
     */
    interface Clock {
        /** The spec it runs. */
        String spec();

        /**
         * Applies an event and returns the state just after it. Throws IllegalArgumentException (nothing
         * changed) when the event is out of order or impossible (a press by the side not to move, a press
         * while paused, an absence after the start).
         */
        State apply(Event event);

        /** The state just after the last event. */
        State state();

        /** The state at {@code at} (not before the last event) if nothing else happens: for a display tick. */
        State stateAt(long at);

        /** The byo-yomi calls due in (from, to], if nothing else happens: a presenter calls it between ticks. */
        List<Call> calls(long fromExclusive, long toInclusive);
    }
}
