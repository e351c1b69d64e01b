package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.service.ResultCheck;
import org.qicai.core.service.ResultConflict;
import org.qicai.core.service.ResultWords;
import org.qicai.core.service.TeamService;

/**
 * 轮次: the rounds of the open event, their boards, and the actions on them — pair, re-pair,
 * publish, withdraw, enter a result. Result entry is keyboard-first: {@link #resultForKey} maps a
 * key to a result and {@link #enterResult} answers the next board still waiting for one.
 */
public final class RoundsPresenter {

    /**
     * One board as the table shows it.
     *
     * @param secondNo 0 for a bye
     */
    public record BoardRow(int board, int firstNo, String firstName, String firstUnit, int secondNo, String secondName,
                           String secondUnit, Result result, boolean bye, String resultText, String explanation) {
        public boolean complete() {
            return bye || result.isDecided();
        }
    }

    private final EventSession session;

    public RoundsPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    /**
     * The result a key stands for: {@code 1} = 1-0, {@code 0} = 0-1, {@code =} or {@code 5} = ½,
     * {@code +} = +/-, {@code -} = -/+, {@code *} = -/-. Empty for any other key. Delete (clearing)
     * is {@link Result#PENDING}, handled by the view as a key code.
     */
    public static Optional<Result> resultForKey(char key) {
        return switch (key) {
            case '1' -> Optional.of(Result.FIRST_WIN);
            case '0' -> Optional.of(Result.SECOND_WIN);
            case '=', '5' -> Optional.of(Result.DRAW);
            case '+' -> Optional.of(Result.FIRST_WIN_FORFEIT);
            case '-' -> Optional.of(Result.SECOND_WIN_FORFEIT);
            case '*' -> Optional.of(Result.DOUBLE_FORFEIT);
            default -> Optional.empty();
        };
    }

    /** The keys that enter results, for the view to bind. */
    public static final String RESULT_KEYS = "10=5+-*";

    /** The numbers of the paired rounds, in order. */
    public List<Integer> rounds() {
        return session.event().map(e -> e.snapshot().rounds().stream().map(Round::no).toList()).orElse(List.of());
    }

    public int lastRound() {
        return session.event().map(e -> e.snapshot().lastRound()).orElse(0);
    }

    /**
     * Every round's label (第3轮 · 已公布), in round order, read from one snapshot of the event — a snapshot per
     * round made the view's first read after opening an event take ~0.17 s.
     */
    public java.util.Map<Integer, String> roundLabels() {
        java.util.Map<Integer, String> out = new java.util.LinkedHashMap<>();
        session.event().ifPresent(e -> {
            for (Round r : e.snapshot().rounds()) {
                out.put(r.no(), label(r.no(), Optional.of(r)));
            }
        });
        return out;
    }

    private String label(int round, Optional<Round> r) {
        String status = r.map(x -> m().get("rounds.status." + x.status().name().toLowerCase(java.util.Locale.ROOT)))
                .orElse("");
        return m().get("rounds.label", Integer.toString(round), status);
    }

    /** 第3轮 · 已公布 (of 9). */
    public String roundLabel(int round) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return "";
        }
        Optional<Round> r = ev.get().snapshot().round(round);
        String status = r.map(x -> m().get("rounds.status." + x.status().name().toLowerCase(java.util.Locale.ROOT)))
                .orElse("");
        return m().get("rounds.label", Integer.toString(round), status);
    }

    /** "paired 3 of 9 rounds" for the view's header. */
    public String progress() {
        return session.event().map(e -> m().get("rounds.progress", Integer.toString(e.snapshot().lastRound()),
                Integer.toString(plannedRounds(e)))).orElse("");
    }

    private static int plannedRounds(EventService e) {
        try {
            return e.plannedRounds();
        } catch (UserError err) {
            return 0;
        }
    }

    public Optional<RoundStatus> status(int round) {
        return session.event().flatMap(e -> e.snapshot().round(round)).map(Round::status);
    }

    /**
     * A team event played on boards: its rounds are paired, published and scored team by team in the
     * Teams view, so the individual pair / re-pair / withdraw / publish are not offered here (the
     * service refuses them too).
     */
    public boolean teamEventWithBoards() {
        return session.event().map(e -> {
            String f = e.settings().options().get(org.qicai.core.model.EventSettings.TEAM_FORMAT);
            return f != null && !f.isBlank() && e.plugins().find(org.qicai.core.spi.TeamFormat.class, f)
                    .map(org.qicai.core.spi.TeamFormat::hasBoards).orElse(true);
        }).orElse(false);
    }

    /** Whether another round can be paired: an event is open and not every planned round is paired. */
    public boolean canPairNext() {
        if (teamEventWithBoards()) {
            return false;
        }
        return session.event().map(e -> {
            int planned = plannedRounds(e);
            return planned <= 0 || e.snapshot().lastRound() < planned;
        }).orElse(false);
    }

    /** Only the last round, still unpublished, may be paired again or withdrawn. */
    public boolean canRepair(int round) {
        return !teamEventWithBoards() && round > 0 && round == lastRound() && status(round).orElse(null) == RoundStatus.PAIRED;
    }

    public boolean canPublish(int round) {
        return !teamEventWithBoards() && status(round).orElse(null) == RoundStatus.PAIRED;
    }

    /** Which of the round's actions are open: pair the next round, pair this one again or withdraw it, publish it. */
    public record Actions(boolean pairNext, boolean repair, boolean publish) {
        static final Actions NONE = new Actions(false, false, false);
    }

    /**
     * {@link #canPairNext()}, {@link #canRepair} and {@link #canPublish} for one round, read from one snapshot of the
     * event: the view asks after every change, and a snapshot per question was most of its refresh (start-up,
     * issue 13 item 1).
     */
    public Actions actions(int round) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty() || teamEventWithBoards()) {
            return Actions.NONE;
        }
        EventSnapshot s = ev.get().snapshot();
        int planned = plannedRounds(ev.get());
        RoundStatus status = s.round(round).map(Round::status).orElse(null);
        boolean paired = status == RoundStatus.PAIRED;
        return new Actions(planned <= 0 || s.lastRound() < planned, round > 0 && round == s.lastRound() && paired, paired);
    }

    /** The line that tells the arbiter which key enters which result, with the discipline's side names. */
    public String keysHint() {
        String[] sides = session.sideNames();
        return m().get("rounds.keysHint", sides[0], sides[1]);
    }

    /** Column headers; the side names come from the event's discipline (红方/黑方, Go 黑方/白方). */
    public List<String> columns(boolean explain) {
        String[] sides = session.sideNames();
        List<String> cols = new ArrayList<>(List.of(m().get("rounds.col.board"),
                m().get("rounds.col.no"), sides[0], m().get("rounds.col.unit"),
                m().get("rounds.col.no"), sides[1], m().get("rounds.col.unit"),
                m().get("rounds.col.result")));
        if (explain) {
            cols.add(m().get("rounds.col.explanation"));
        }
        return cols;
    }

    public List<BoardRow> boards(int round) {
        Optional<EventService> ev = session.event();
        if (ev.isEmpty()) {
            return List.of();
        }
        EventSnapshot s = ev.get().snapshot();
        Optional<Round> r = s.round(round);
        if (r.isEmpty()) {
            return List.of();
        }
        List<BoardRow> out = new ArrayList<>();
        for (Pairing p : r.get().pairings()) {
            shown.put(key(round, p.board()), p.entry());
            Player a = s.player(p.first()).orElse(null);
            Player b = p.isBye() ? null : s.player(p.second()).orElse(null);
            String resultText = p.isBye() ? m().get("rounds.bye") : resultText(ev.get(), p);
            if (p.annulled()) {
                resultText += " " + m().get("rounds.annulled");
            }
            out.add(new BoardRow(p.board(), p.first(), a == null ? "?" : a.name(), a == null ? "" : a.unit(),
                    p.second(), p.isBye() ? m().get("rounds.bye") : (b == null ? "?" : b.name()),
                    b == null ? "" : b.unit(), p.result(), p.isBye(), resultText, org.qicai.core.model.Explanation.in(p.explanation(), m().locale())));
        }
        return out;
    }

    /** A board's result: its code, with the words when how it was decided was said (1-0 黑胜3/4子, 重下). */
    private String resultText(EventService e, Pairing p) {
        if (p.detail().isNone()) {
            return p.result().code();
        }
        try {
            String words = ResultWords.words(e.discipline(), p.entry(), m().locale());
            return p.result().isDecided() ? p.result().code() + " " + words : words;
        } catch (UserError err) {
            return p.entry().code(); // discipline not loaded: the codes alone
        }
    }

    /**
     * Reads a result typed in full (key {@code E}): core's one reader for the event's discipline — the codes, the
     * discipline's words, Go's margins ({@code B+3/4}, {@code W+1¼}, 黑中盘胜, 重下); refused in words otherwise.
     */
    public ResultEntry parseResult(String text) {
        return ResultWords.parse(session.require().discipline(), text);
    }

    /** What a typed result may be, for the question that asks for one. */
    public String resultHint() {
        try {
            return session.event().map(e -> e.discipline().resultHint(m().locale())).orElse("");
        } catch (UserError e) {
            return "";
        }
    }

    /** The pairing system's notes on the round (shown with the explanations). */
    public String notes(int round) {
        return session.event().map(e -> {
            String n = e.roundNotes(round);
            return n == null ? "" : org.qicai.core.model.Explanation.linesIn(n, m().locale());
        }).orElse("");
    }

    /** 编排下一轮. May take a while (a Swiss pairing): views call it off the event thread. */
    public Round pairNext() {
        Round r = session.require().rounds().pairNextRound();
        session.changed();
        return r;
    }

    public Round repair(int round) {
        Round r = session.require().rounds().repairRound(round);
        session.changed();
        return r;
    }

    public void unpair(int round) {
        session.require().rounds().unpairRound(round);
        session.changed();
    }

    public void publish(int round) {
        // one round lifecycle (issue 11 item 2): a team round's lineups still open are locked by the same action
        session.require().rounds().publishRound(round);
        session.changed();
    }

    /**
     * Enters (or clears, with {@link Result#PENDING}) one board's result and answers the board to
     * go to next: the first board after this one still without a result, wrapping round to the
     * first; empty when every board has one.
     */
    public OptionalInt enterResult(int round, int board, Result result) {
        return enterResult(round, board, ResultEntry.of(result));
    }

    /**
     * The same with how the game was decided: core's one result action for every board ({@link
     * EventService#enterResult(int, int, ResultEntry)}) — on a team event's board it locks the lineups, scores the
     * match and journals it with its match, as the Teams view does; what it refuses it says in words.
     */
    public OptionalInt enterResult(int round, int board, ResultEntry entry) {
        ResultEntry was = shown.get(key(round, board));
        try {
            // issue 16 item 3: the board must still hold what this view showed (another desk may have changed it)
            session.require().results().enterResult(round, board, entry, was == null ? null : ResultCheck.over(was));
        } catch (ResultConflict stale) {
            // the view shows the board's current value at once
            session.changed();
            throw stale;
        }
        // what this desk now knows the board holds, until the view lists it again
        shown.put(key(round, board), entry);
        session.changed();
        if (!entry.result().isDecided()) {
            return OptionalInt.of(board);
        }
        return nextOpenBoard(boards(round), board);
    }

    /** The first board after {@code board} without a result, wrapping; empty when all are complete. */
    public static OptionalInt nextOpenBoard(List<BoardRow> rows, int board) {
        int start = 0;
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).board() == board) {
                start = i + 1;
                break;
            }
        }
        for (int k = 0; k < rows.size(); k++) {
            BoardRow r = rows.get((start + k) % rows.size());
            if (!r.complete()) {
                return OptionalInt.of(r.board());
            }
        }
        return OptionalInt.empty();
    }

    /** What each board held when this presenter last listed it ({@link #boards}): the view's optimistic check. */
    private final java.util.Map<Long, ResultEntry> shown = new java.util.concurrent.ConcurrentHashMap<>();

    private static long key(int round, int board) {
        return (long) round << 32 | board;
    }

    /**
     * The question before a result typed over a different one the view shows (issue 16 item 3): both values and who
     * entered the first; empty when the board showed no result, the same one, or was never listed here.
     */
    public Optional<String> correctionQuestion(int round, int board, ResultEntry entry) {
        ResultEntry was = shown.get(key(round, board));
        // an empty board, or one to be replayed (重下), waits for its result: entering it is no correction
        if (was == null || was.equals(entry) || !was.result().isDecided()) {
            return Optional.empty();
        }
        String by = session.require().results().entered(round, board).by();
        return Optional.of(m().get("rounds.confirmCorrection", Integer.toString(round), Integer.toString(board),
                words(was), by.isEmpty() ? "" : m().get("rounds.enteredBy", by), words(entry)));
    }

    /** A result as the arbiter reads it: 1-0 红胜, 重下; 无 / none for an empty board. */
    private String words(ResultEntry e) {
        return words(m(), session.require().discipline(), e);
    }

    /** A result as the arbiter reads it in the correction questions of the rounds view and the match view. */
    static String words(Messages m, org.qicai.core.spi.Discipline discipline, ResultEntry e) {
        if (!e.result().isDecided() && e.detail().isNone()) {
            return m.get("rounds.noResult");
        }
        try {
            String w = ResultWords.words(discipline, e, m.locale());
            return e.result().isDecided() ? e.result().code() + " " + w : w;
        } catch (UserError x) {
            return e.code();
        }
    }

    /** What the status bar says after a result: 第1轮 第2台 1-0 红胜. */
    public String resultMessage(int round, int board, Result result) {
        return resultMessage(round, board, ResultEntry.of(result));
    }

    /** The same with how the game was decided: 第1轮 第2台 1-0 黑胜3/4子; 第1轮 第2台 重下. */
    public String resultMessage(int round, int board, ResultEntry entry) {
        Result result = entry.result();
        String word = result.code();
        Optional<EventService> ev = session.event();
        if (ev.isPresent() && (result.isDecided() || !entry.detail().isNone())) {
            try {
                String w = ResultWords.words(ev.get().discipline(), entry, m().locale());
                word = result.isDecided() ? result.code() + " " + w : w;
            } catch (UserError e) {
                // discipline not loaded: the code alone
            }
        }
        return result.isDecided() || !entry.detail().isNone()
                ? m().get("status.result", Integer.toString(round), Integer.toString(board), word)
                : m().get("status.resultCleared", Integer.toString(round), Integer.toString(board));
    }
}
