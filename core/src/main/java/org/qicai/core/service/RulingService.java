package org.qicai.core.service;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.io.Json;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.GameRules;
import org.qicai.core.store.GameRecordTables;
import org.qicai.core.store.GameRecordTables.RecordRow;
import org.qicai.core.store.GameRecordTables.RulingRow;
import org.qicai.core.store.PenaltyTables;
import org.qicai.core.store.PenaltyTables.EffectRow;

/**
 * 裁决 — accepting the ruling over a board's stored record (xq 24–29, 4.2.4) as one arbiter action: the ruling
 * is made again from what is stored (a ruling passed in is never trusted), and in one transaction the result it
 * calls for is entered (长将判负 24.1 → 0-1 when red loses; 不变作和 → 1/2), a loss is entered in the penalty log
 * (kind 判负, the ruling's clause, the clauses and the cycle in the note, with a result effect so that a
 * correction in the log restores the result), the ruling is kept, and the journal says so.
 */
public final class RulingService {

    /**
     * What {@link #accept} did.
     *
     * @param ruling    the ruling accepted (made again from the stored record)
     * @param before    the board's result before
     * @param after     the result it calls for (the board's result now)
     * @param changed   whether the result was changed (false: it already said so)
     * @param penaltyId the penalty-log entry written for a loss, or 0 (a draw)
     * @param rulingId  the stored ruling's number
     */
    public record Accepted(Ruling ruling, Result before, Result after, boolean changed, long penaltyId,
                           long rulingId) {
    }

    /**
     * A ruling as it was accepted and kept.
     *
     * @param id         ruling number
     * @param round      round
     * @param board      board
     * @param verdict    the verdict
     * @param clauses    the clauses, as cited
     * @param summaryZh  the ruling in words
     * @param summaryEn  in English
     * @param cycleText  the cycle, one move a line (ply, side, move, kind, detail)
     * @param resultSet  the result it entered, or null when the result already said so
     * @param penaltyId  the penalty-log entry it wrote, or 0
     * @param acceptedBy who accepted it
     * @param at         when
     */
    public record Kept(long id, int round, int board, Verdict verdict, String clauses, String summaryZh,
                       String summaryEn, String cycleText, String resultSet, long penaltyId, String acceptedBy,
                       java.time.Instant at) {
    }

    private final EventService events;
    private final Clock time;

    public RulingService(EventService events) {
        this(events, Clock.systemUTC());
    }

    /** With a clock for the entries' time (tests). */
    public RulingService(EventService events, Clock time) {
        this.events = events;
        this.time = time;
    }

    /** The rulings accepted on a board, oldest first. */
    public List<Kept> accepted(int round, int board) {
        return events.store().read(tx -> new GameRecordTables(tx).rulings(round, board)).stream()
                .map(r -> new Kept(r.id(), r.round(), r.board(), Verdict.valueOf(r.verdict()), r.clauses(), r.summary(),
                        r.summaryEn(), r.cycleText(), r.resultSet(), r.penaltyId(), r.acceptedBy(), r.at()))
                .toList();
    }

    /**
     * 接受裁决: judges the board's stored record again with the event's move limit and applies the verdict —
     * result, penalty-log row for a loss, the ruling kept, journal — in one transaction. A ruling without a
     * verdict ({@link Verdict#NONE}) is refused with its reason; nothing is written.
     */
    public Accepted accept(int round, int board) {
        events.requireChief("接受裁决", "accept a ruling");
        GameRules rules = RecordService.rules(events);
        Discipline d = events.discipline();
        int limit = events.settings().moveLimit();
        return events.store().write(events.actor(), tx -> {
            Pairing game = RecordService.game(tx, round, board);
            RecordRow row = RecordService.storedRow(tx, round, board);
            Ruling ruling = RecordService.call(rules, () -> rules.judge(row.text(), row.startFen(), limit));
            if (ruling.verdict() == Verdict.NONE) {
                throw UserError.zh("裁决没有判定胜负，无可执行：" + ruling.summaryZh(),
                        "the ruling decides nothing, there is nothing to apply: " + ruling.summaryEn());
            }
            Round r = tx.round(round).orElseThrow();
            Result target = switch (ruling.verdict()) {
                case RED_LOSES -> Result.SECOND_WIN;
                case BLACK_LOSES -> Result.FIRST_WIN;
                default -> Result.DRAW;
            };
            Result was = game.result();
            boolean changed = was != target;
            String subject = RecordService.subject(game);
            String clauses = String.join(", ", ruling.clauses());
            // the result, by enterResult's rules, in this transaction
            if (changed) {
                ResultService.applyResult(tx, r, game, target, "ruling " + clauses);
            }
            // a loss: the penalty log
            long penaltyId = 0;
            String cycle = cycleText(ruling.repetition(), d);
            if (ruling.verdict() != Verdict.DRAW) {
                Side loser = ruling.verdict() == Verdict.RED_LOSES ? Side.FIRST : Side.SECOND;
                int player = loser == Side.FIRST ? game.first() : game.second();
                String clause = lossClause(ruling.clauses());
                clause = clause.length() > 40 ? clause.substring(0, 40) : clause;
                String note = clip("裁决（" + clauses + "）：" + ruling.summaryZh()
                        + (cycle.isEmpty() ? "" : "；" + cycle.replace("\n", "；")), 2000);
                PenaltyTables tables = new PenaltyTables(tx);
                penaltyId = tx.insertPenalty(new Penalty(0, round, board, player, clause, PenaltyKind.GAME_LOSS, note,
                        time.instant(), events.actor(), "", 0));
                if (changed) {
                    tables.insertEffect(new EffectRow(0, penaltyId, PenaltyService.EffectKind.RESULT.name(), round, board,
                            player, loser, was, target, 0, clause, 0));
                }
                String zh = "该局判" + d.sideName(loser, Locale.CHINESE) + "负（" + clause + "）：" + target.code() + " "
                        + d.resultWord(target, Locale.CHINESE)
                        + (changed ? (was.isDecided() ? "（原为 " + was.code() + "）" : "") : "；成绩已是 " + was.code());
                String en = "game lost by " + d.sideName(loser, Locale.ENGLISH) + " (" + clause + "): " + target.code()
                        + " " + d.resultWord(target, Locale.ENGLISH)
                        + (changed ? (was.isDecided() ? " (was " + was.code() + ")" : "")
                        : "; the result is already " + was.code());
                tables.setConsequenceZh(penaltyId, clip(zh, 2000));
                tables.setConsequenceEn(penaltyId, clip(en, 2000));
                Player who = tx.player(player).orElseThrow();
                Map<String, Object> j = new LinkedHashMap<>();
                j.put("id", penaltyId);
                j.put("clause", clause);
                j.put("kind", PenaltyKind.GAME_LOSS.name());
                j.put("side", loser.name());
                j.put("consequence", zh);
                tx.journal("penalty.add", "round " + round + " board " + board + " #" + player + " " + who.name(), null,
                        Json.write(j));
            }
            long rulingId = new GameRecordTables(tx).insertRuling(new RulingRow(0, round, board,
                    ruling.verdict().name(), clip(clauses, 400), clip(ruling.summaryZh(), 4000),
                    clip(ruling.summaryEn(), 4000), clip(cycle, 20000), changed ? target.code() : null, penaltyId,
                    events.actor(), time.instant()));
            Map<String, Object> j = new LinkedHashMap<>();
            j.put("ruling", rulingId);
            j.put("verdict", ruling.verdict().code());
            j.put("clauses", ruling.clauses());
            j.put("summary", ruling.summaryZh());
            j.put("result", target.code());
            j.put("penalty", penaltyId);
            if (ruling.repetition() != null) {
                j.put("cycle_first_ply", ruling.repetition().firstPly());
            }
            tx.journal("ruling.accept", subject, was.isDecided() ? was.code() : null, Json.write(j));
            return new Accepted(ruling, was, target, changed, penaltyId, rulingId);
        });
    }

    /** The cycle as text, one move a line: ply, side, move, kind, detail (the 裁决书 and the penalty note). */
    static String cycleText(Repetition rep, Discipline d) {
        if (rep == null) {
            return "";
        }
        List<String> lines = new ArrayList<>();
        lines.add("循环自第" + rep.firstPly() + "着，第" + rep.count() + "次重复；红方" + rep.redClassZh() + "，黑方"
                + rep.blackClassZh());
        for (CycleMove m : rep.moves()) {
            lines.add(m.ply() + " " + d.sideName(m.red() ? Side.FIRST : Side.SECOND, Locale.CHINESE) + " " + m.chinese()
                    + " " + m.kind().chinese() + " " + m.detailZh());
        }
        return String.join("\n", lines);
    }

    /** The clause a loss is logged under: the first of 24.x (长将判负), else of 26.x/27.x, else the first cited. */
    static String lossClause(List<String> clauses) {
        for (String prefix : List.of("24.", "26.", "27.")) {
            for (String c : clauses) {
                if (c.strip().startsWith(prefix)) {
                    return c.strip();
                }
            }
        }
        return clauses.isEmpty() ? "24" : clauses.get(0).strip();
    }

    private static String clip(String s, int max) {
        if (s == null) {
            return "";
        }
        return s.length() <= max ? s : s.substring(0, max - 1) + "…";
    }
}
