package org.qicai.core.store;

import org.qicai.core.model.JournalEntry;

import org.qicai.core.StoreException;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultDetail;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;

/**
 * The typed operations of one transaction. The only class besides {@link EventStore} that speaks
 * SQL; services see records and never {@code java.sql}.
 */
public final class Tx {
    private static final String OPT_PREFIX = "opt.";

    private final Connection c;
    private final String actor;
    private final Ledger ledger;

    Tx(Connection c, String actor, Ledger ledger) {
        this.c = c;
        this.actor = actor;
        this.ledger = ledger;
    }

    public String actor() {
        return actor;
    }

    // ---------------------------------------------------------------- settings

    public Optional<String> setting(String key) {
        return queryOne("SELECT setting_value FROM event_setting WHERE setting_key = ?", rs -> rs.getString(1), key);
    }

    public void putSetting(String key, String value) {
        // UPDATE, else INSERT: MERGE … KEY is H2's own, and writes follow one another (EventStore's write lock)
        if (update("UPDATE event_setting SET setting_value = ? WHERE setting_key = ?", value, key) == 0) {
            update("INSERT INTO event_setting (setting_key, setting_value) VALUES (?, ?)", key, value);
        }
    }

    private void deleteSetting(String key) {
        update("DELETE FROM event_setting WHERE setting_key = ?", key);
    }

    public boolean hasSettings() {
        return setting("name").isPresent();
    }

    public EventSettings settings() {
        Map<String, String> all = new LinkedHashMap<>();
        query("SELECT setting_key, setting_value FROM event_setting", rs -> {
            all.put(rs.getString(1), rs.getString(2));
            return null;
        });
        Map<String, String> options = new TreeMap<>();
        all.forEach((k, v) -> {
            if (k.startsWith(OPT_PREFIX)) {
                options.put(k.substring(OPT_PREFIX.length()), v);
            }
        });
        String tb = all.getOrDefault("tiebreaks", "");
        return new EventSettings(all.getOrDefault("name", ""), all.getOrDefault("discipline", "xiangqi"),
                all.getOrDefault("system", "round-robin"), Integer.parseInt(all.getOrDefault("rounds", "0")),
                all.getOrDefault("scoring", "14.1"),
                tb.isBlank() ? List.of() : Arrays.asList(tb.split(",")), all.getOrDefault("time-control", ""),
                Long.parseLong(all.getOrDefault("seed", "0")), options);
    }

    public void saveSettings(EventSettings s) {
        putSetting("name", s.name());
        putSetting("discipline", s.discipline());
        putSetting("system", s.system());
        putSetting("rounds", Integer.toString(s.rounds()));
        putSetting("scoring", s.scoring());
        putSetting("tiebreaks", String.join(",", s.tiebreaks()));
        putSetting("time-control", s.timeControl());
        putSetting("seed", Long.toString(s.seed()));
        EventSettings old = hasSettings() ? settings() : null;
        if (old != null) {
            for (String k : old.options().keySet()) {
                if (!s.options().containsKey(k)) {
                    deleteSetting(OPT_PREFIX + k);
                }
            }
        }
        s.options().forEach((k, v) -> putSetting(OPT_PREFIX + k, v));
    }

    // ---------------------------------------------------------------- players

    public List<Player> players() {
        return query("SELECT start_no, name, unit, rating, title, status, left_after_round FROM player ORDER BY start_no",
                rs -> new Player(rs.getInt(1), rs.getString(2), rs.getString(3), (Integer) rs.getObject(4),
                        rs.getString(5), PlayerStatus.valueOf(rs.getString(6)), rs.getInt(7)));
    }

    public Optional<Player> player(int no) {
        return players().stream().filter(p -> p.no() == no).findFirst();
    }

    public int nextPlayerNo() {
        return queryOne("SELECT COALESCE(MAX(start_no), 0) + 1 FROM player", rs -> rs.getInt(1)).orElse(1);
    }

    public void insertPlayer(Player p) {
        update("INSERT INTO player (start_no, name, unit, rating, title, status, left_after_round) VALUES (?, ?, ?, ?, ?, ?, ?)",
                p.no(), p.name(), p.unit(), p.rating(), p.title(), p.status().name(), p.leftAfterRound());
    }

    public void updatePlayer(Player p) {
        update("UPDATE player SET name = ?, unit = ?, rating = ?, title = ?, status = ?, left_after_round = ? WHERE start_no = ?",
                p.name(), p.unit(), p.rating(), p.title(), p.status().name(), p.leftAfterRound(), p.no());
    }

    public void deletePlayer(int no) {
        update("DELETE FROM player WHERE start_no = ?", no);
    }

    /** Renumbers players (a drawing of lots before the start); {@code newNumbers} maps old to new. */
    public void renumberPlayers(Map<Integer, Integer> newNumbers) {
        List<Player> all = players();
        int offset = 1_000_000;
        for (Player p : all) {
            update("UPDATE player SET start_no = ? WHERE start_no = ?", p.no() + offset, p.no());
        }
        for (Player p : all) {
            update("UPDATE player SET start_no = ? WHERE start_no = ?", newNumbers.getOrDefault(p.no(), p.no()),
                    p.no() + offset);
        }
    }

    // ---------------------------------------------------------------- rounds and pairings

    public List<Round> rounds() {
        Map<Integer, List<Pairing>> byRound = new TreeMap<>();
        query("SELECT round_no, board, first_no, second_no, result, bye_kind, annulled, explanation, result_detail, "
                + "handicap FROM pairing ORDER BY round_no, board", rs -> {
                    Pairing p = pairing(rs);
                    byRound.computeIfAbsent(p.round(), k -> new ArrayList<>()).add(p);
                    return null;
                });
        return query("SELECT round_no, status FROM event_round ORDER BY round_no",
                rs -> new Round(rs.getInt(1), RoundStatus.valueOf(rs.getString(2)),
                        byRound.getOrDefault(rs.getInt(1), List.of())));
    }

    /** One round with its pairings (reads only that round). */
    public Optional<Round> round(int no) {
        Optional<RoundStatus> status = queryOne("SELECT status FROM event_round WHERE round_no = ?",
                rs -> RoundStatus.valueOf(rs.getString(1)), no);
        if (status.isEmpty()) {
            return Optional.empty();
        }
        List<Pairing> pairings = query("SELECT round_no, board, first_no, second_no, result, bye_kind, annulled, "
                + "explanation, result_detail, handicap FROM pairing WHERE round_no = ? ORDER BY board", Tx::pairing, no);
        return Optional.of(new Round(no, status.get(), pairings));
    }

    /** The highest round published (or finished), 0 when none is. */
    public int lastPublishedRound() {
        return queryOne("SELECT COALESCE(MAX(round_no), 0) FROM event_round WHERE status <> 'PAIRED'",
                rs -> rs.getInt(1)).orElse(0);
    }

    /** The number of paired rounds. */
    public int roundCount() {
        return queryOne("SELECT COUNT(*) FROM event_round", rs -> rs.getInt(1)).orElse(0);
    }

    private static Pairing pairing(ResultSet rs) throws SQLException {
        int second = rs.getInt(4);
        String bye = rs.getString(6);
        return new Pairing(rs.getInt(1), rs.getInt(2), rs.getInt(3), second,
                Result.parseCode(rs.getString(5)).orElse(Result.PENDING),
                bye == null ? null : ByeKind.valueOf(bye), rs.getBoolean(7), rs.getString(8),
                ResultDetail.parseCode(rs.getString(9)).orElse(ResultDetail.NONE), rs.getInt(10));
    }

    public String roundNotes(int no) {
        return queryOne("SELECT notes FROM event_round WHERE round_no = ?", rs -> rs.getString(1), no).orElse("");
    }

    public void insertRound(int no, RoundStatus status, String notes) {
        update("INSERT INTO event_round (round_no, status, paired_at, notes) VALUES (?, ?, ?, ?)", no, status.name(),
                now(), notes == null ? "" : notes);
    }

    public void setRoundStatus(int no, RoundStatus status) {
        if (status == RoundStatus.PUBLISHED) {
            update("UPDATE event_round SET status = ?, published_at = ? WHERE round_no = ?", status.name(), now(), no);
        } else {
            update("UPDATE event_round SET status = ? WHERE round_no = ?", status.name(), no);
        }
    }

    /** Removes an unpublished round and its pairings (re-pairing). */
    public void deleteRound(int no) {
        update("DELETE FROM pairing WHERE round_no = ?", no);
        update("DELETE FROM event_round WHERE round_no = ?", no);
    }

    /** {game records and rulings, team matches} of a round, for the rollback preview. */
    public int[] roundExtras(int round) {
        int records = queryOne("SELECT (SELECT COUNT(*) FROM game_record WHERE round_no = ?) "
                + "+ (SELECT COUNT(*) FROM game_ruling WHERE round_no = ?)", rs -> rs.getInt(1), round, round).orElse(0);
        int matches = queryOne("SELECT COUNT(*) FROM team_match WHERE round_no = ?", rs -> rs.getInt(1), round).orElse(0);
        return new int[] {records, matches};
    }

    /** Removes every row of a round: rulings, records, team boards, lineups, matches, pairings, the round. */
    public void deleteRoundCompletely(int round) {
        update("DELETE FROM game_ruling WHERE round_no = ?", round);
        update("DELETE FROM game_record WHERE round_no = ?", round);
        update("DELETE FROM team_board WHERE round_no = ?", round);
        update("DELETE FROM team_lineup WHERE round_no = ?", round);
        update("DELETE FROM team_match WHERE round_no = ?", round);
        update("DELETE FROM team_round WHERE round_no = ?", round);
        deleteRound(round);
    }

    public void insertPairing(Pairing p) {
        update("INSERT INTO pairing (round_no, board, first_no, second_no, result, bye_kind, annulled, explanation, "
                        + "result_detail, handicap) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", p.round(), p.board(), p.first(),
                p.isBye() ? null : p.second(), p.result().code(), p.bye() == null ? null : p.bye().name(),
                p.annulled(), p.explanation(), p.detail().code(), p.handicap());
    }

    /** Sets a board's result; how it was decided is cleared ({@link ResultDetail#NONE}). */
    public void setResult(int round, int board, Result result) {
        setResult(round, board, ResultEntry.of(result));
    }

    /** Sets a board's result with how it was decided (中盘胜, a count's margin …). */
    public void setResult(int round, int board, ResultEntry entry) {
        update("UPDATE pairing SET result = ?, result_detail = ? WHERE round_no = ? AND board = ?", entry.result().code(),
                entry.detail().code(), round, board);
    }

    public void setAnnulled(int round, int board, boolean annulled) {
        update("UPDATE pairing SET annulled = ? WHERE round_no = ? AND board = ?", annulled, round, board);
    }

    // ---------------------------------------------------------------- penalties

    public List<Penalty> penalties() {
        return query("SELECT penalty_id, round_no, board, player_no, clause, kind, note, logged_at, arbiter, consequence, "
                        + "reverses FROM penalty ORDER BY penalty_id",
                rs -> new Penalty(rs.getLong(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getString(5),
                        PenaltyKind.valueOf(rs.getString(6)), rs.getString(7),
                        rs.getObject(8, OffsetDateTime.class).toInstant(), rs.getString(9), rs.getString(10),
                        rs.getLong(11)));
    }

    /** Inserts a penalty entry with the next id and returns that id. */
    public long insertPenalty(Penalty p) {
        long id = queryOne("SELECT COALESCE(MAX(penalty_id), 0) + 1 FROM penalty", rs -> rs.getLong(1)).orElse(1L);
        update("INSERT INTO penalty (penalty_id, round_no, board, player_no, clause, kind, note, logged_at, arbiter, "
                        + "consequence, reverses) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", id, p.round(), p.board(),
                p.player(), p.clause(), p.kind().name(), p.note(), p.at().atOffset(ZoneOffset.UTC), p.arbiter(),
                p.consequence(), p.reverses());
        return id;
    }

    // ---------------------------------------------------------------- journal

    /** Appends a journal row (who, when, what, before/after) in this transaction. */
    public void journal(String action, String subject, String before, String after) {
        update("INSERT INTO journal (logged_at, actor, action, subject, before_value, after_value) VALUES (?, ?, ?, ?, ?, ?)",
                now(), actor, action, subject == null ? "" : subject, before, after);
    }

    /**
     * 撤销: takes back the last action not yet taken back — every row it changed is written back to its
     * value before — and journals the undo naming that action's row. Returns the undone action.
     */
    public JournalEntry undoLast() {
        if (ledger == null) {
            throw new IllegalStateException("undo needs a write transaction");
        }
        JournalEntry undone = ledger.undo(c);
        update("INSERT INTO journal (logged_at, actor, action, subject, before_value, after_value, undoes) "
                        + "VALUES (?, ?, ?, ?, ?, ?, ?)", now(), actor, "undo",
                undone.action() + (undone.subject().isEmpty() ? "" : " " + undone.subject()),
                undone.after(), undone.before(), undone.seq());
        return undone;
    }

    /** The action {@link #undoLast} would take back now, if any. */
    public Optional<JournalEntry> nextUndo() {
        return Ledger.nextUndo(c);
    }

    public List<JournalEntry> journalEntries() {
        return query("SELECT seq, logged_at, actor, action, subject, before_value, after_value FROM journal ORDER BY seq",
                rs -> new JournalEntry(rs.getLong(1), rs.getObject(2, OffsetDateTime.class).toInstant(),
                        rs.getString(3), rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7)));
    }

    // ---------------------------------------------------------------- snapshot

    public EventSnapshot snapshot() {
        return new EventSnapshot(settings(), players(), rounds(), penalties());
    }

    // ---------------------------------------------------------------- plumbing

    /**
     * Row mapping for the other table groups of this package ({@code *Tables} classes), which extend
     * the store with their own SQL inside the same transaction.
     */
    @FunctionalInterface
    interface RowMapper<T> {
        T map(ResultSet rs) throws SQLException;
    }

    static OffsetDateTime now() {
        return Instant.now().atOffset(ZoneOffset.UTC);
    }

    private void bind(PreparedStatement ps, Object... args) throws SQLException {
        for (int i = 0; i < args.length; i++) {
            Object a = args[i];
            if (a == null) {
                ps.setNull(i + 1, Types.NULL);
            } else if (a instanceof Timestamp t) {
                ps.setTimestamp(i + 1, t);
            } else {
                ps.setObject(i + 1, a);
            }
        }
    }

    int update(String sql, Object... args) {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            bind(ps, args);
            return ps.executeUpdate();
        } catch (SQLException e) {
            throw new StoreException("write failed: " + e.getMessage(), e);
        }
    }

    <T> List<T> query(String sql, RowMapper<T> mapper, Object... args) {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            bind(ps, args);
            List<T> out = new ArrayList<>();
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    T v = mapper.map(rs);
                    if (v != null) {
                        out.add(v);
                    }
                }
            }
            return out;
        } catch (SQLException e) {
            throw new StoreException("read failed: " + e.getMessage(), e);
        }
    }

    <T> Optional<T> queryOne(String sql, RowMapper<T> mapper, Object... args) {
        List<T> l = query(sql, mapper, args);
        return l.isEmpty() ? Optional.empty() : Optional.ofNullable(l.get(0));
    }
}
