package org.qicai.app.gui.presenter;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.EventService;
import org.qicai.core.service.FlagVerdict;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.spi.TimeControl.Call;
import org.qicai.core.spi.TimeControl.Event;
import org.qicai.core.spi.TimeControl.Flag;
import org.qicai.core.spi.TimeControl.Phase;
import org.qicai.core.spi.TimeControl.SideState;
import org.qicai.core.spi.TimeControl.State;

/**
 * 裁判棋钟: a two-sided clock in the workstation for a demonstration board or a failed clock (22.4). The
 * engine ({@link TimeControl.Clock}, from the time-control plugin) is deterministic and rules on flags;
 * this presenter owns the wall clock — an injected millisecond source, so tests move time by hand —
 * and turns key presses into the engine's events stamped with the game time.
 *
 * <p>Game time 0 is the moment the arbiter starts the clock (the first Space); before that events the
 * engine allows at the start (setting a clock, an absent side, a logged time penalty) are applied at 0.
 */
public final class ClockPresenter {
    /** Below this a side's time is shown with tenths and marked as short. */
    static final long LOW_MILLIS = 10_000;

    /** One side as the window shows it. */
    public record SideView(Side side, String name, String time, String phase, String moves, boolean toMove,
                           boolean running, boolean flagged, boolean low, boolean absent) {
    }

    /**
     * The whole window at one moment.
     *
     * @param calls the byo-yomi calls due since the previous view, in order
     * @param flags each flag fallen, in the order they fell (the first decides)
     */
    public record View(SideView first, SideView second, String status, boolean started, boolean paused,
                       List<String> flags, List<String> calls) {
        public SideView side(Side s) {
            return s == Side.FIRST ? first : second;
        }
    }

    private final Messages m;
    private final String spec;
    private final String description;
    private final String title;
    private final String[] names;
    private final TimeControl.Clock clock;
    private final LongSupplier millis;
    private final EventSession session;
    /** the event the board belongs to: penalties are read from it only while it is still the one open */
    private final EventService event;
    private final int round;
    private final int board;
    private final long[] applied = new long[2];
    private long origin = -1;
    private long lastCallCheck;
    private final List<String> pendingCalls = new ArrayList<>();

    private ClockPresenter(Messages m, List<? extends TimeControl> families, String spec, long lateLimitMillis,
                           String[] names, String title, LongSupplier millis, EventSession session, int round, int board) {
        this.m = m;
        String s = spec == null ? "" : spec.strip();
        if (s.isEmpty()) {
            throw new UserError(m.get("clock.error.noSpec"));
        }
        TimeControl tc = TimeControl.find(families, s).orElseThrow(() -> new UserError(m.get("clock.error.unknown",
                s)));
        try {
            this.clock = tc.clock(s, lateLimitMillis);
            this.description = tc.describe(s, m.locale());
        } catch (IllegalArgumentException | UnsupportedOperationException e) {
            throw new UserError(m.get("clock.error.spec", s, String.valueOf(e.getMessage())), e);
        }
        this.spec = clock.spec();
        this.names = names;
        this.title = title;
        this.millis = millis;
        this.session = session;
        this.event = session == null ? null : session.event().orElse(null);
        this.round = round;
        this.board = board;
    }

    /** A wall clock in milliseconds that never goes back (for the window; tests pass their own). */
    public static LongSupplier systemMillis() {
        return () -> System.nanoTime() / 1_000_000L;
    }

    /**
     * A clock for any spec (the menu: a demonstration board). {@code lateLimitMinutes} is the 迟到判负时限
     * (4.1.5, 21.1); blank or 0 = none, the late side's own clock decides.
     */
    public static ClockPresenter of(EventSession session, String spec, String lateLimitMinutes, LongSupplier millis) {
        Messages m = session.messages();
        long late = minutes(m, lateLimitMinutes);
        String[] names = session.sideNames();
        return new ClockPresenter(m, session.plugins().extensions(TimeControl.class), spec, late, names,
                m.get("clock.title.spec", spec == null ? "" : spec.strip()), millis, null, 0, 0);
    }

    /**
     * The clock of one board of the open event (a failed clock, 22.4): the event's time control, the
     * players' names, and the time penalties already logged on the board (23.3) applied at the start —
     * and any logged later, while the window is open, through {@link #syncLoggedPenalties()}.
     */
    public static ClockPresenter forBoard(EventSession session, int round, int board, LongSupplier millis) {
        Messages m = session.messages();
        EventService svc = session.require();
        EventSettings settings = svc.settings();
        if (settings.timeControl().isBlank()) {
            throw new UserError(m.get("clock.error.noEventSpec"));
        }
        Round r = svc.snapshot().round(round).orElseThrow(() -> new UserError(m.get("penalty.error.noRound",
                Integer.toString(round))));
        Pairing p = r.board(board).orElseThrow(() -> new UserError(m.get("penalty.error.noBoard",
                Integer.toString(round), Integer.toString(board))));
        if (p.isBye()) {
            throw new UserError(m.get("penalty.error.bye", Integer.toString(round), Integer.toString(board)));
        }
        String[] sides = session.sideNames();
        var snap = svc.snapshot();
        String[] names = {sides[0] + " " + snap.playerName(p.first()), sides[1] + " " + snap.playerName(p.second())};
        String title = m.get("clock.title.board", Integer.toString(round), Integer.toString(board), names[0], names[1]);
        ExtensionRegistry plugins = session.plugins();
        ClockPresenter c = new ClockPresenter(m, plugins.extensions(TimeControl.class), settings.timeControl(), 0,
                names, title, millis, session, round, board);
        c.syncLoggedPenalties();
        return c;
    }

    /** A spec in words for the open-clock form, or a UserError saying what is wrong with it. */
    public static String describe(EventSession session, String spec) {
        Messages m = session.messages();
        String s = spec == null ? "" : spec.strip();
        if (s.isEmpty()) {
            throw new UserError(m.get("clock.error.noSpec"));
        }
        TimeControl tc = TimeControl.find(session.plugins().extensions(TimeControl.class), s)
                .orElseThrow(() -> new UserError(m.get("clock.error.unknown", s)));
        try {
            return tc.describe(s, m.locale());
        } catch (IllegalArgumentException e) {
            throw new UserError(m.get("clock.error.spec", s, String.valueOf(e.getMessage())), e);
        }
    }

    /** The spec the open-clock form starts with: the open event's time control, else 90′ + 30″. */
    public static String defaultSpec(EventSession session) {
        return session.event().map(e -> e.settings().timeControl()).filter(t -> !t.isBlank()).orElse("5400+30");
    }

    private static long minutes(Messages m, String text) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return 0;
        }
        try {
            long v = Long.parseLong(t);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v * 60_000L;
        } catch (NumberFormatException e) {
            throw new UserError(m.get("clock.error.lateLimit", t));
        }
    }

    // ------------------------------------------------------------------ what the window shows

    public String title() {
        return title;
    }

    public String spec() {
        return spec;
    }

    /** The time control in words (the plugin's description). */
    public String description() {
        return description;
    }

    public String sideName(Side s) {
        return names[s.ordinal()];
    }

    /** The key hint under the clock faces. */
    public String keysHint() {
        return m.get("clock.keys", names[0], names[1]);
    }

    public boolean started() {
        return origin >= 0;
    }

    /** Game time now: milliseconds since the start, 0 before it. */
    public long now() {
        return origin < 0 ? 0 : Math.max(0, millis.getAsLong() - origin);
    }

    /** The engine's state just now (for tests and the set dialog). */
    public State state() {
        return clock.stateAt(Math.max(now(), clock.state().at()));
    }

    /** What to show now; collects the byo-yomi calls due since the previous view. */
    public View view() {
        long now = Math.max(now(), clock.state().at());
        collectCalls(now);
        State s = clock.stateAt(now);
        List<String> calls = List.copyOf(pendingCalls);
        pendingCalls.clear();
        List<String> flags = new ArrayList<>();
        for (Flag f : s.flags()) {
            flags.add(flagText(f));
        }
        String status;
        if (!flags.isEmpty()) {
            status = flags.get(0);
        } else if (!started()) {
            status = m.get("clock.status.ready", names[0]);
        } else if (s.paused()) {
            status = m.get("clock.status.paused");
        } else {
            status = m.get("clock.status.toMove", names[s.toMove().ordinal()]);
        }
        return new View(side(s, Side.FIRST), side(s, Side.SECOND), status, started(), s.paused(), flags, calls);
    }

    private SideView side(State s, Side side) {
        SideState st = s.side(side);
        boolean toMove = s.toMove() == side;
        boolean running = started() && !s.paused() && (toMove || !st.present()) && !st.flagged();
        return new SideView(side, names[side.ordinal()], clockText(st.remaining()), phaseText(st),
                m.get("clock.moves", Integer.toString(st.moves())), toMove, running, st.flagged(),
                !st.flagged() && st.remaining() < LOW_MILLIS, !st.present());
    }

    private String phaseText(SideState st) {
        List<String> parts = new ArrayList<>();
        if (st.phase() == Phase.MAIN) {
            if (st.movesToControl() >= 0) {
                parts.add(m.get("clock.phase.control", Integer.toString(st.stage()), Integer.toString(st.movesToControl())));
            } else {
                parts.add(m.get("clock.phase.main"));
            }
        } else {
            long periodSeconds = st.periodMillis() / 1000;
            String kind = overtimeKind();
            parts.add(switch (kind) {
                case "ca" -> m.get("clock.phase.canadian", Integer.toString(st.periods()), Long.toString(periodSeconds));
                case "cn" -> m.get("clock.phase.counting", Integer.toString(st.periods()));
                default -> m.get("clock.phase.byoyomi", Integer.toString(st.periods()), Long.toString(periodSeconds));
            });
        }
        if (st.penalties() != 0) {
            parts.add(m.get("clock.penalties", (st.penalties() > 0 ? "+" : "−") + clockText(Math.abs(st.penalties()))));
        }
        if (!st.present()) {
            parts.add(m.get("clock.absent"));
        }
        return String.join(" · ", parts);
    }

    /** The byo-yomi family as the spec writes it (ca: Canadian, cn: 004 counting, jp: Japanese). */
    private String overtimeKind() {
        String s = spec.toLowerCase(Locale.ROOT);
        if (s.contains("ca:")) {
            return "ca";
        }
        if (s.contains("cn:")) {
            return "cn";
        }
        return "jp";
    }

    private String flagText(Flag f) {
        String base = m.get("clock.flag", names[f.side().ordinal()], clockText(f.at(), true), f.reason().clause());
        return f.detail().isEmpty() ? base : base + " — " + f.detail();
    }

    private void collectCalls(long upTo) {
        if (upTo > lastCallCheck) {
            for (Call c : clock.calls(lastCallCheck, upTo)) {
                pendingCalls.add(names[c.side().ordinal()] + "：" + c.text(m.locale()));
            }
            lastCallCheck = upTo;
        }
    }

    /** 1:29:59, 29:59, below ten seconds 0:09.8 — what is left, never rounded up. */
    public static String clockText(long millisLeft) {
        return clockText(millisLeft, false);
    }

    static String clockText(long ms, boolean exact) {
        long v = Math.max(0, ms);
        long h = v / 3_600_000;
        long min = v / 60_000 % 60;
        long s = v / 1000 % 60;
        String text = h > 0 ? String.format(Locale.ROOT, "%d:%02d:%02d", h, min, s)
                : String.format(Locale.ROOT, "%d:%02d", min, s);
        if (exact) {
            return text + String.format(Locale.ROOT, ".%03d", v % 1000);
        }
        return v < LOW_MILLIS && h == 0 ? text + "." + (v % 1000) / 100 : text;
    }

    // ------------------------------------------------------------------ keys

    /** Space: starts the clock (the first side's time runs), then pauses and resumes it. */
    public View toggle() {
        if (!started()) {
            origin = millis.getAsLong();
            lastCallCheck = 0;
            return view();
        }
        long now = now();
        apply(clock.stateAt(now).paused() ? Event.resume(now) : Event.pause(now));
        return view();
    }

    /**
     * A side's key: that side completed a move and pressed its button; for a side absent at the start, its
     * arrival (21.1–21.3). Refused with the reason when it is not that side's turn or the clock is paused.
     */
    public View press(Side side) {
        if (!started()) {
            throw new UserError(m.get("clock.error.notStarted"));
        }
        long now = now();
        State s = clock.stateAt(now);
        if (!s.side(side).present()) {
            apply(Event.arrive(now, side));
            return view();
        }
        if (s.paused()) {
            throw new UserError(m.get("clock.error.paused"));
        }
        if (s.toMove() != side) {
            throw new UserError(m.get("clock.error.notToMove", names[side.ordinal()], names[s.toMove().ordinal()]));
        }
        apply(Event.press(now, side));
        return view();
    }

    /** Before the start: a side is absent (its clock runs when it is its turn; 21.1) or present again. */
    public View setAbsent(Side side, boolean absent) {
        if (started()) {
            throw new UserError(m.get("clock.error.absentAfterStart"));
        }
        boolean present = clock.state().side(side).present();
        if (absent && present) {
            apply(Event.absent(side));
        } else if (!absent && !present) {
            apply(Event.arrive(0, side));
        }
        return view();
    }

    /** The fields of the set-clocks form for one side, as typed. */
    public record SetForm(String time, String periods, String moves) {
    }

    /** The set-clocks form filled with what the clock shows now. */
    public SetForm current(Side side) {
        SideState st = state().side(side);
        boolean overtime = st.phase() == Phase.OVERTIME;
        return new SetForm(clockText(st.remaining(), false).replaceAll("\\.\\d$", ""),
                overtime ? Integer.toString(st.periods()) : "", Integer.toString(st.moves()));
    }

    /** Whether a side's time control has byo-yomi periods to set. */
    public boolean hasPeriods(Side side) {
        return state().side(side).periodMillis() > 0;
    }

    /**
     * 22.4: the arbiter sets both clocks (a replaced clock) — time left, byo-yomi periods (blank = unchanged),
     * moves made (blank = unchanged). Both forms are read before either is applied: a mistake in one
     * changes nothing.
     */
    public View setBoth(SetForm first, SetForm second) {
        long[] t = new long[2];
        int[] p = new int[2];
        int[] mv = new int[2];
        SetForm[] forms = {first, second};
        for (Side s : Side.values()) {
            SetForm f = forms[s.ordinal()];
            String who = names[s.ordinal()];
            t[s.ordinal()] = parseClock(who, f.time());
            p[s.ordinal()] = parseCount(who, f.periods(), 1, "clock.error.periods");
            mv[s.ordinal()] = parseCount(who, f.moves(), 0, "clock.error.moves");
            if (p[s.ordinal()] >= 0 && !hasPeriods(s)) {
                throw new UserError(m.get("clock.error.noPeriods", who));
            }
        }
        long now = Math.max(now(), clock.state().at());
        for (Side s : Side.values()) {
            apply(Event.set(now, s, t[s.ordinal()], p[s.ordinal()], mv[s.ordinal()]));
        }
        return view();
    }

    /**
     * The time penalties logged on this board (23.3 five minutes, a clock penalty the arbiter gave) not yet on
     * the clock are applied now; corrections give time back. Nothing for a clock not tied to a board.
     */
    public View syncLoggedPenalties() {
        if (session == null || event == null || session.event().orElse(null) != event) {
            return view();
        }
        PenaltyService ps = new PenaltyService(event);
        for (Side s : Side.values()) {
            long total = ps.clockPenaltyMillis(round, board, s);
            long delta = total - applied[s.ordinal()];
            if (delta != 0) {
                apply(Event.penalty(Math.max(now(), clock.state().at()), s, delta));
                applied[s.ordinal()] = total;
            }
        }
        return view();
    }

    public boolean tiedToBoard() {
        return session != null;
    }

    // ------------------------------------------------------------------ a flag's result on the board

    /**
     * The result a fallen flag calls for on this board, and the question that asks the arbiter to confirm it.
     *
     * @param result   red (first) first, as the scoresheet writes it
     * @param question the flag, the result in words, what the board holds now, and the 22.5 reservation
     */
    public record FlagResult(Result result, String question) {
    }

    /**
     * What the clock's verdict means for the board's result ({@link FlagVerdict}: the flagged side loses, 22.1; absent
     * past the lateness limit a forfeit, both absent −/−, 21.3), when the clock is tied to a board of the event still
     * open and a flag has fallen. Empty when there is nothing to enter.
     */
    public Optional<FlagResult> flagResult() {
        if (session == null || event == null || session.event().orElse(null) != event) {
            return Optional.empty();
        }
        State s = clock.stateAt(Math.max(now(), clock.state().at()));
        Optional<Result> verdict = FlagVerdict.of(s.flags());
        if (verdict.isEmpty()) {
            return Optional.empty();
        }
        Flag first = s.flags().get(0);
        Result result = verdict.get();
        Pairing now = event.snapshot().round(round).flatMap(r -> r.board(board)).orElse(null);
        String current = now == null || !now.result().isDecided() ? m.get("clock.flagResult.empty")
                : m.get("clock.flagResult.replaces", word(now.result()));
        String question = m.get("clock.flagResult.question", Integer.toString(round), Integer.toString(board),
                flagText(first), word(result), current);
        if (result.isPlayed()) {
            question += "\n" + m.get("clock.flagResult.reservation");
        }
        return Optional.of(new FlagResult(result, question));
    }

    private String word(Result r) {
        try {
            return r.code() + " " + event.discipline().resultWord(r, m.locale());
        } catch (UserError e) {
            return r.code();
        }
    }

    /**
     * Enters the flag's result (after the arbiter confirmed it) through the board's normal result action: the
     * rounds view's on an individual event, the match's board on a team event (which locks the lineups and
     * scores the match). Refused with the reason when the service refuses (a round published, a match forfeited).
     * Answers the status line.
     */
    public String enterFlagResult() {
        FlagResult f = flagResult().orElseThrow(() -> new UserError(m.get("clock.flagResult.none")));
        if (TeamSettings.isTeamEvent(event.settings()) && new TeamService(event).format().hasBoards()) {
            TeamSnapshot ts = new TeamService(event).snapshot();
            for (TeamMatch tm : ts.matches(round)) {
                for (MatchBoard b : ts.boards(round, tm.no())) {
                    if (b.pairingBoard() == board) {
                        new TeamRoundsPresenter(session).enterResult(round, tm.no(), b.subRound(), b.board(), f.result());
                        return m.get("clock.flagResult.done", Integer.toString(round), Integer.toString(board),
                                word(f.result()));
                    }
                }
            }
            throw new UserError(m.get("clock.flagResult.noMatch", Integer.toString(round), Integer.toString(board)));
        }
        new RoundsPresenter(session).enterResult(round, board, f.result());
        return m.get("clock.flagResult.done", Integer.toString(round), Integer.toString(board), word(f.result()));
    }

    private void apply(Event e) {
        collectCalls(e.at());
        try {
            clock.apply(e);
        } catch (IllegalArgumentException ex) {
            throw new UserError(m.get("clock.error.engine", String.valueOf(ex.getMessage())), ex);
        }
    }

    /** {@code 1:25:30}, {@code 25:30}, or seconds ({@code 90}, {@code 12.5}) → milliseconds. */
    long parseClock(String who, String text) {
        String t = text == null ? "" : text.strip().replace('：', ':');
        if (t.isEmpty()) {
            throw new UserError(m.get("clock.error.time", who, t));
        }
        String[] parts = t.split(":", -1);
        try {
            if (parts.length > 3) {
                throw new NumberFormatException();
            }
            BigDecimal total = BigDecimal.ZERO;
            for (int i = 0; i < parts.length; i++) {
                boolean last = i == parts.length - 1;
                String part = parts[i];
                if (part.isEmpty() || part.startsWith("-") || part.startsWith("+") || (!last && part.contains("."))) {
                    throw new NumberFormatException();
                }
                BigDecimal v = new BigDecimal(part);
                if (i > 0 && v.compareTo(BigDecimal.valueOf(60)) >= 0) {
                    throw new NumberFormatException();
                }
                total = total.multiply(BigDecimal.valueOf(60)).add(v);
            }
            return total.multiply(BigDecimal.valueOf(1000)).longValueExact();
        } catch (NumberFormatException | ArithmeticException e) {
            throw new UserError(m.get("clock.error.time", who, t));
        }
    }

    private int parseCount(String who, String text, int min, String key) {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            return -1;
        }
        try {
            int v = Integer.parseInt(t);
            if (v < min) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new UserError(m.get(key, who, t));
        }
    }
}
