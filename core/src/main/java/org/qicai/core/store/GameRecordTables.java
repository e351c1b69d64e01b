package org.qicai.core.store;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

/**
 * The SQL of game records (棋谱) and accepted rulings (裁决, V6), run in the caller's transaction. A record row
 * per (round, board) holds the text as entered, the start FEN and the moves in ICCS; rulings are append-only.
 */
public final class GameRecordTables {
    private final Tx tx;

    public GameRecordTables(Tx tx) {
        this.tx = tx;
    }

    /**
     * One stored record.
     *
     * @param round     round
     * @param board     board
     * @param text      the record as entered or imported
     * @param startFen  the start position
     * @param movesIccs the moves in ICCS, space separated
     * @param enteredBy who stored it
     * @param at        when
     */
    public record RecordRow(int round, int board, String text, String startFen, String movesIccs, String enteredBy,
                            Instant at) {
    }

    /**
     * One accepted ruling.
     *
     * @param id         ruling number
     * @param round      round
     * @param board      board
     * @param verdict    RED_LOSES, BLACK_LOSES or DRAW
     * @param clauses    the clauses, comma separated
     * @param summary    the ruling in words (Chinese)
     * @param summaryEn  the ruling in words (English)
     * @param cycleText  the cycle, one move a line (ply, side, move, kind, detail)
     * @param resultSet  the result it entered, or null when the result already said so
     * @param penaltyId  the penalty-log entry it wrote, or 0
     * @param acceptedBy who accepted it
     * @param at         when
     */
    public record RulingRow(long id, int round, int board, String verdict, String clauses, String summary,
                            String summaryEn, String cycleText, String resultSet, long penaltyId, String acceptedBy,
                            Instant at) {
    }

    // ---------------------------------------------------------------- records

    public Optional<RecordRow> record(int round, int board) {
        return tx.queryOne("SELECT round_no, board, record_text, start_fen, moves_iccs, entered_by, entered_at "
                + "FROM game_record WHERE round_no = ? AND board = ?", GameRecordTables::recordRow, round, board);
    }

    /** The records of one round, by board. */
    public List<RecordRow> records(int round) {
        return tx.query("SELECT round_no, board, record_text, start_fen, moves_iccs, entered_by, entered_at "
                + "FROM game_record WHERE round_no = ? ORDER BY board", GameRecordTables::recordRow, round);
    }

    /** Stores a record, replacing the board's earlier one. */
    public void putRecord(RecordRow r) {
        int n = tx.update("UPDATE game_record SET record_text = ?, start_fen = ?, moves_iccs = ?, entered_by = ?, "
                        + "entered_at = ? WHERE round_no = ? AND board = ?", r.text(), r.startFen(), r.movesIccs(),
                r.enteredBy(), utc(r.at()), r.round(), r.board());
        if (n == 0) {
            tx.update("INSERT INTO game_record (round_no, board, record_text, start_fen, moves_iccs, entered_by, "
                            + "entered_at) VALUES (?, ?, ?, ?, ?, ?, ?)", r.round(), r.board(), r.text(), r.startFen(),
                    r.movesIccs(), r.enteredBy(), utc(r.at()));
        }
    }

    // ---------------------------------------------------------------- rulings

    /** Inserts an accepted ruling with the next id and returns that id. */
    public long insertRuling(RulingRow r) {
        long id = tx.queryOne("SELECT COALESCE(MAX(ruling_id), 0) + 1 FROM game_ruling", rs -> rs.getLong(1))
                .orElse(1L);
        tx.update("INSERT INTO game_ruling (ruling_id, round_no, board, verdict, clauses, summary, summary_en, "
                        + "cycle_text, result_set, penalty_id, accepted_by, accepted_at) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", id, r.round(), r.board(), r.verdict(),
                r.clauses(), r.summary(), r.summaryEn(), r.cycleText(), r.resultSet(), r.penaltyId(), r.acceptedBy(),
                utc(r.at()));
        return id;
    }

    /** The accepted rulings of one board, oldest first. */
    public List<RulingRow> rulings(int round, int board) {
        return tx.query("SELECT ruling_id, round_no, board, verdict, clauses, summary, summary_en, cycle_text, "
                        + "result_set, penalty_id, accepted_by, accepted_at FROM game_ruling WHERE round_no = ? "
                        + "AND board = ? ORDER BY ruling_id", rs -> new RulingRow(rs.getLong(1), rs.getInt(2),
                        rs.getInt(3), rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7),
                        rs.getString(8), rs.getString(9), rs.getLong(10), rs.getString(11),
                        rs.getObject(12, OffsetDateTime.class).toInstant()), round, board);
    }

    // ---------------------------------------------------------------- plumbing

    private static RecordRow recordRow(java.sql.ResultSet rs) throws java.sql.SQLException {
        return new RecordRow(rs.getInt(1), rs.getInt(2), rs.getString(3), rs.getString(4), rs.getString(5),
                rs.getString(6), rs.getObject(7, OffsetDateTime.class).toInstant());
    }

    private static OffsetDateTime utc(Instant i) {
        return i == null ? null : i.atOffset(ZoneOffset.UTC);
    }
}
