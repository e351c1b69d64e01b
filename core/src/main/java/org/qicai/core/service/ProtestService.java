package org.qicai.core.service;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.store.PenaltyTables;
import org.qicai.core.store.PenaltyTables.ProtestRow;
import org.qicai.core.store.Tx;

/**
 * 抗议 / 申诉 — protests against a ruling or a game's result, recorded with the deadline that applies, then
 * decided: by whom, what, and the effect on the result.
 *
 * <p>Deadlines (settings, minutes): {@value #RULING_MINUTES} default 15 — xq2020 第20条 "抗议应在裁判长判决后
 * 15 分钟内提出"; {@value #GAME_MINUTES} default 30 — xq2020 (pdf) 第十七条 "申诉应在比赛结束后30分钟内提出".
 * A protest lodged late is still recorded, marked late; the decision may dismiss it for that.
 */
public final class ProtestService {
    /** Event option: minutes to protest a ruling (xq2020 §20: 15). */
    public static final String RULING_MINUTES = "protest.ruling-minutes";
    /** Event option: minutes to protest a game's result after it ended (xq2020 pdf §17: 30). */
    public static final String GAME_MINUTES = "protest.game-minutes";

    /** What is protested. */
    public enum Against {
        /** a ruling (判决), e.g. a logged penalty: 15 minutes */
        RULING,
        /** a game's result after it ended: 30 minutes */
        GAME
    }

    /** Where a protest stands. */
    public enum Status {
        OPEN, UPHELD, DISMISSED
    }

    /**
     * One protest.
     *
     * @param id           number
     * @param round        round
     * @param board        board
     * @param player       who protests
     * @param side         his side
     * @param against      a ruling or a game
     * @param penaltyId    the penalty entry protested, or 0
     * @param grounds      in the player's words
     * @param referenceAt  when the ruling was given or the game ended
     * @param deadline     the last moment in time
     * @param lodgedAt     when it was lodged
     * @param inTime       by the deadline
     * @param loggedBy     who recorded it
     * @param status       open, upheld, dismissed
     * @param decision     the decision in words
     * @param decidedBy    who decided
     * @param decidedAt    when, or null while open
     * @param resultBefore the result the decision replaced, or null
     * @param resultAfter  the result the decision set, or null
     */
    public record Protest(long id, int round, int board, int player, Side side, Against against, long penaltyId,
                          String grounds, Instant referenceAt, Instant deadline, Instant lodgedAt, boolean inTime,
                          String loggedBy, Status status, String decision, String decidedBy, Instant decidedAt,
                          Result resultBefore, Result resultAfter) {

        /** The rule that fixes the deadline. */
        public String deadlineClause() {
            return against == Against.RULING ? "xq2020 20" : "xq2020 17";
        }

        public boolean changedResult() {
            return resultAfter != null;
        }
    }

    private final EventService events;
    private final Clock time;

    public ProtestService(EventService events) {
        this(events, Clock.systemUTC());
    }

    public ProtestService(EventService events, Clock time) {
        this.events = events;
        this.time = time;
    }

    /** The window for a protest of this kind, from the event's settings or the rules' default. */
    public Duration window(Against against) {
        return window(events.settings(), against);
    }

    static Duration window(EventSettings s, Against against) {
        String key = against == Against.RULING ? RULING_MINUTES : GAME_MINUTES;
        int dflt = against == Against.RULING ? 15 : 30;
        String v = s.option(key, Integer.toString(dflt)).strip();
        try {
            int m = Integer.parseInt(v);
            if (m < 0) {
                throw new NumberFormatException();
            }
            return Duration.ofMinutes(m);
        } catch (NumberFormatException e) {
            throw UserError.zh("赛事选项 " + key + " 应为不小于 0 的整分钟数，不能是“" + v + "”",
                    "event option " + key + " must be whole minutes ≥ 0, not '" + v + "'");
        }
    }

    public List<Protest> list() {
        return events.store().read(tx -> new PenaltyTables(tx).protests().stream().map(ProtestService::of).toList());
    }

    public Optional<Protest> find(long id) {
        return list().stream().filter(p -> p.id() == id).findFirst();
    }

    /**
     * 提出抗议: records a protest with its deadline. {@code referenceAt}: when the ruling was given or the game
     * ended; when null, a protested penalty entry's time, or for a game the moment its result was entered (from
     * the journal). {@code lodgedAt} null = now.
     */
    public Protest lodge(int round, int board, Side side, Against against, long penaltyId, Instant referenceAt,
                         Instant lodgedAt, String grounds) {
        if (side == null || against == null) {
            throw UserError.zh("请说明申诉方（哪一方）和申诉对象（裁决或对局）",
                    "say who protests (side) and against what (ruling or game)");
        }
        String text = grounds == null ? "" : grounds.strip();
        if (text.isEmpty()) {
            throw UserError.zh("申诉需要写明理由（--grounds）", "a protest needs its grounds (--grounds)");
        }
        if (text.length() > 2000) {
            throw UserError.zh("申诉理由超过 2000 个字符", "the grounds are longer than 2000 characters");
        }
        Instant lodged = lodgedAt != null ? lodgedAt : time.instant();
        return events.store().write(events.actor(), tx -> {
            Pairing game = game(tx, round, board);
            int player = side == Side.FIRST ? game.first() : game.second();
            Instant ref = referenceAt;
            if (penaltyId != 0) {
                Penalty p = tx.penalties().stream().filter(x -> x.id() == penaltyId).findFirst()
                        .orElseThrow(() -> UserError.zh("没有判罚记录 #" + penaltyId, "no penalty entry #" + penaltyId));
                if (p.round() != round || p.board() != board) {
                    throw UserError.zh("判罚记录 #" + penaltyId + " 属于第 " + p.round() + " 轮第 " + p.board() + " 台，不是第 "
                            + round + " 轮第 " + board + " 台",
                            "penalty entry #" + penaltyId + " is on round " + p.round() + " board " + p.board()
                            + ", not round " + round + " board " + board);
                }
                if (against != Against.RULING) {
                    throw UserError.zh("判罚记录是一项裁决：请用 --against ruling 申诉",
                            "a penalty entry is a ruling: protest it --against ruling");
                }
                if (ref == null) {
                    ref = p.at();
                }
            }
            if (ref == null && against == Against.GAME) {
                ref = resultEnteredAt(tx, round, board).orElseThrow(() -> UserError.zh("第 " + round + " 轮第 " + board
                        + " 台还没有录入成绩；请说明对局结束的时间（--since）",
                        "round " + round + " board "
                        + board + " has no result entered yet; say when the game ended (--since)"));
            }
            if (ref == null) {
                throw UserError.zh("请说明裁决的时间（--since），或指明判罚记录（--penalty）",
                        "say when the ruling was given (--since), or name the penalty entry (--penalty)");
            }
            if (lodged.isBefore(ref)) {
                throw UserError.zh("申诉时间早于它所针对的" + (against == Against.RULING ? "裁决" : "对局结束时间"),
                        "the protest is dated before the " + (against == Against.RULING ? "ruling" : "game's end")
                        + " it answers");
            }
            Instant deadline = ref.plus(window(tx.settings(), against));
            boolean inTime = !lodged.isAfter(deadline);
            ProtestRow row = new ProtestRow(0, round, board, player, side, against.name(), penaltyId, text, ref, deadline,
                    lodged, inTime, events.actor(), Status.OPEN.name(), "", "", null, null, null);
            PenaltyTables tables = new PenaltyTables(tx);
            long id = tables.insertProtest(row);
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("id", id);
            j.put("against", against.name());
            j.put("penalty", penaltyId);
            j.put("deadline", deadline.toString());
            j.put("inTime", inTime);
            j.put("grounds", text);
            tx.journal("protest.lodge", "round " + round + " board " + board + " #" + player, null, Json.write(j));
            return of(tables.protest(id).orElseThrow());
        });
    }

    /**
     * 裁决: decides an open protest. {@code newResult} (only when upheld) sets the board's result, journaled;
     * {@code decidedBy} defaults to the acting arbiter.
     */
    public Protest decide(long id, Status status, String decision, String decidedBy, Result newResult) {
        events.requireChief("裁决申诉", "decide a protest");
        if (status == null || status == Status.OPEN) {
            throw UserError.zh("裁决只能是申诉成立或驳回申诉", "a decision upholds or dismisses the protest");
        }
        if (newResult != null && status != Status.UPHELD) {
            throw UserError.zh("只有成立的申诉才能更改成绩", "only an upheld protest changes the result");
        }
        if (newResult == Result.PENDING) {
            throw UserError.zh("裁决应给出确定的成绩，而不是待定", "a decision sets a decided result, not pending");
        }
        String text = decision == null ? "" : decision.strip();
        if (text.isEmpty()) {
            throw UserError.zh("请写明裁决内容（--note）", "say what was decided (--note)");
        }
        String by = decidedBy == null || decidedBy.isBlank() ? events.actor() : decidedBy.strip();
        return events.store().write(events.actor(), tx -> {
            PenaltyTables tables = new PenaltyTables(tx);
            ProtestRow p = tables.protest(id).orElseThrow(() -> UserError.zh("没有申诉 #" + id, "no protest #" + id));
            if (!p.status().equals(Status.OPEN.name())) {
                throw UserError.zh("申诉 #" + id + " 已经裁决（" + p.decidedBy() + "："
                        + (Status.UPHELD.name().equals(p.status()) ? "申诉成立" : "驳回") + "）",
                        "protest #" + id + " was already decided (" + p.status().toLowerCase(Locale.ROOT)
                        + " by " + p.decidedBy() + ")");
            }
            Result before = null;
            Result after = null;
            if (newResult != null) {
                Round r = tx.round(p.round()).orElseThrow();
                Pairing b = r.board(p.board()).orElseThrow();
                if (b.result() != newResult) {
                    before = b.result();
                    after = newResult;
                    tx.setResult(p.round(), p.board(), newResult);
                    Round nr = tx.round(p.round()).orElseThrow();
                    RoundStatus st = nr.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
                    if (st != r.status()) {
                        tx.setRoundStatus(p.round(), st);
                    }
                    tx.journal("result.protest", "round " + p.round() + " board " + p.board() + " (" + b.first() + "-"
                            + b.second() + ")", before.isDecided() ? before.code() : null, after.code() + " protest #" + id);
                }
            }
            tables.decideProtest(id, status.name(), text, by, time.instant(), before, after);
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("status", status.name());
            j.put("decision", text);
            j.put("by", by);
            j.put("result", after == null ? "" : (before.isDecided() ? before.code() : "pending") + "→" + after.code());
            tx.journal("protest.decide", "protest #" + id, Status.OPEN.name(), Json.write(j));
            return of(tables.protest(id).orElseThrow());
        });
    }

    // ====================================================================== helpers

    private static Pairing game(Tx tx, int round, int board) {
        Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                "round " + round + " is not paired"));
        Pairing p = r.board(board).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + board + " 台（台次 1–"
                + r.pairings().size() + "）",
                "round " + round + " has no board " + board
                + " (boards 1–" + r.pairings().size() + ")"));
        if (p.isBye()) {
            throw UserError.zh("第 " + round + " 轮第 " + board + " 台是轮空：没有对局可以申诉",
                    "board " + board + " of round " + round + " is a bye: there is no game to protest");
        }
        return p;
    }

    /** When the board's current result was last entered, from the journal. */
    private static Optional<Instant> resultEnteredAt(Tx tx, int round, int board) {
        String subject = "round " + round + " board " + board + " (";
        Instant last = null;
        for (JournalEntry e : tx.journalEntries()) {
            if (e.action().startsWith("result.") && e.subject().startsWith(subject)) {
                last = e.at();
            }
        }
        return Optional.ofNullable(last);
    }

    private static Protest of(ProtestRow r) {
        return new Protest(r.id(), r.round(), r.board(), r.player(), r.side(), Against.valueOf(r.against()), r.penaltyId(),
                r.grounds(), r.referenceAt(), r.deadline(), r.lodgedAt(), r.inTime(), r.loggedBy(), Status.valueOf(r.status()),
                r.decision(), r.decidedBy(), r.decidedAt(), r.resultBefore(), r.resultAfter());
    }
}
