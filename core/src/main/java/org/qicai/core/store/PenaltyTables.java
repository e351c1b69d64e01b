package org.qicai.core.store;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;

/**
 * The SQL of the penalty log's consequences and of protests (V2), run in the caller's transaction:
 * effects of penalty entries (a result set, time taken from a clock, a withdrawal) and protests with
 * their deadline and decision. Effects are append-only; a reversal is a new row naming the one it undoes.
 */
public final class PenaltyTables {
    private final Tx tx;

    public PenaltyTables(Tx tx) {
        this.tx = tx;
    }

    /**
     * One effect row.
     *
     * @param id          effect number
     * @param penaltyId   the entry that caused it
     * @param effect      RESULT, CLOCK or WITHDRAWAL
     * @param round       round
     * @param board       board
     * @param player      the penalised player's start number
     * @param side        his side on the board
     * @param before      RESULT: the result before
     * @param after       RESULT: the result set
     * @param clockMillis CLOCK: milliseconds taken from the side's clock (negative when given back)
     * @param clause      the clause that fixes it (4.1.8, 18.2, 23.3 …)
     * @param reverses    the effect this one undoes, or 0
     */
    public record EffectRow(long id, long penaltyId, String effect, int round, int board, int player, Side side,
                            Result before, Result after, long clockMillis, String clause, long reverses) {
    }

    /**
     * One protest row.
     *
     * @param id          protest number
     * @param round       round
     * @param board       board
     * @param player      who protests
     * @param side        his side
     * @param against     RULING or GAME
     * @param penaltyId   the ruling protested when it is a logged penalty entry, else 0
     * @param grounds     the grounds in the player's words
     * @param referenceAt when the ruling was given or the game ended
     * @param deadline    the last moment a protest is in time
     * @param lodgedAt    when it was lodged
     * @param inTime      lodged by the deadline
     * @param loggedBy    who recorded it
     * @param status      OPEN, UPHELD or DISMISSED
     * @param decision    the decision in words
     * @param decidedBy   who decided (chief arbiter, appeals committee)
     * @param decidedAt   when
     * @param resultBefore the board's result before the decision changed it, or null
     * @param resultAfter  the result the decision set, or null
     */
    public record ProtestRow(long id, int round, int board, int player, Side side, String against, long penaltyId,
                             String grounds, Instant referenceAt, Instant deadline, Instant lodgedAt, boolean inTime,
                             String loggedBy, String status, String decision, String decidedBy, Instant decidedAt,
                             Result resultBefore, Result resultAfter) {
    }

    // ---------------------------------------------------------------- penalty entries

    /** The consequence of an entry written in this transaction, in Chinese (the entry's own column). */
    public void setConsequenceZh(long penaltyId, String text) {
        tx.update("UPDATE penalty SET consequence = ? WHERE penalty_id = ?", text == null ? "" : text, penaltyId);
    }

    /** The English consequence of an entry written in this transaction (the Chinese one is in {@code penalty}). */
    public void setConsequenceEn(long penaltyId, String text) {
        tx.update("UPDATE penalty SET consequence_en = ? WHERE penalty_id = ?", text == null ? "" : text, penaltyId);
    }

    /** The English consequences by entry id. */
    public Map<Long, String> consequencesEn() {
        Map<Long, String> m = new TreeMap<>();
        tx.query("SELECT penalty_id, consequence_en FROM penalty", rs -> {
            m.put(rs.getLong(1), rs.getString(2));
            return null;
        });
        return m;
    }

    // ---------------------------------------------------------------- effects

    public long insertEffect(EffectRow e) {
        long id = tx.queryOne("SELECT COALESCE(MAX(effect_id), 0) + 1 FROM penalty_effect", rs -> rs.getLong(1))
                .orElse(1L);
        tx.update("INSERT INTO penalty_effect (effect_id, penalty_id, effect, round_no, board, player_no, side, "
                        + "result_before, result_after, clock_millis, clause, reverses) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                id, e.penaltyId(), e.effect(), e.round(), e.board(), e.player(), e.side().name(),
                e.before() == null ? null : e.before().code(), e.after() == null ? null : e.after().code(),
                e.clockMillis(), e.clause(), e.reverses());
        return id;
    }

    public List<EffectRow> effects() {
        return tx.query("SELECT effect_id, penalty_id, effect, round_no, board, player_no, side, result_before, "
                + "result_after, clock_millis, clause, reverses FROM penalty_effect ORDER BY effect_id", rs -> new EffectRow(
                        rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getInt(4), rs.getInt(5), rs.getInt(6),
                        Side.valueOf(rs.getString(7)), result(rs.getString(8)), result(rs.getString(9)), rs.getLong(10),
                        rs.getString(11), rs.getLong(12)));
    }

    // ---------------------------------------------------------------- protests

    public long insertProtest(ProtestRow p) {
        long id = tx.queryOne("SELECT COALESCE(MAX(protest_id), 0) + 1 FROM protest", rs -> rs.getLong(1)).orElse(1L);
        tx.update("INSERT INTO protest (protest_id, round_no, board, player_no, side, against, penalty_id, grounds, "
                        + "reference_at, deadline_at, lodged_at, in_time, logged_by, status) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                id, p.round(), p.board(), p.player(), p.side().name(), p.against(), p.penaltyId(), p.grounds(),
                utc(p.referenceAt()), utc(p.deadline()), utc(p.lodgedAt()), p.inTime(), p.loggedBy(), p.status());
        return id;
    }

    /** Records the decision on an open protest. */
    public void decideProtest(long id, String status, String decision, String decidedBy, Instant decidedAt,
                              Result before, Result after) {
        int n = tx.update("UPDATE protest SET status = ?, decision = ?, decided_by = ?, decided_at = ?, result_before = ?, "
                        + "result_after = ? WHERE protest_id = ? AND status = 'OPEN'", status, decision, decidedBy,
                utc(decidedAt), before == null ? null : before.code(), after == null ? null : after.code(), id);
        if (n != 1) {
            throw new IllegalStateException("protest " + id + " is not open");
        }
    }

    public List<ProtestRow> protests() {
        return tx.query("SELECT protest_id, round_no, board, player_no, side, against, penalty_id, grounds, reference_at, "
                + "deadline_at, lodged_at, in_time, logged_by, status, decision, decided_by, decided_at, result_before, "
                + "result_after FROM protest ORDER BY protest_id", rs -> new ProtestRow(rs.getLong(1), rs.getInt(2),
                        rs.getInt(3), rs.getInt(4), Side.valueOf(rs.getString(5)), rs.getString(6), rs.getLong(7),
                        rs.getString(8), instant(rs.getObject(9, OffsetDateTime.class)),
                        instant(rs.getObject(10, OffsetDateTime.class)), instant(rs.getObject(11, OffsetDateTime.class)),
                        rs.getBoolean(12), rs.getString(13), rs.getString(14), rs.getString(15), rs.getString(16),
                        instant(rs.getObject(17, OffsetDateTime.class)), result(rs.getString(18)), result(rs.getString(19))));
    }

    public Optional<ProtestRow> protest(long id) {
        return protests().stream().filter(p -> p.id() == id).findFirst();
    }

    // ---------------------------------------------------------------- plumbing

    private static Result result(String code) {
        return code == null ? null : Result.parseCode(code).orElse(null);
    }

    private static OffsetDateTime utc(Instant i) {
        return i == null ? null : i.atOffset(ZoneOffset.UTC);
    }

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }
}
