package org.qicai.core.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.Integrity;
import org.qicai.core.model.Integrity.Finding;
import org.qicai.core.model.Integrity.HeadMatch;
import org.qicai.core.model.JournalEntry;

/**
 * The journal as a hash chain over the data (issue 12). Every event table carries a {@link ChangeTrigger}
 * that writes each changed row, before and after, into {@code row_change} inside the transaction; at the
 * commit ({@link #seal}) those rows go as JSON into the transaction's last journal row, and each new journal
 * row gets {@code SHA-256(previous hash, its columns, its changes)}. No service can forget a change, and the
 * cost grows with the change, not with the event. Replaying the changes from an empty file gives the data
 * the file must hold; {@link #verify} compares both and recomputes the chain. {@link #undo} takes back the
 * last action by writing its changes in reverse, as a new journalled action.
 */
final class Ledger {
    /**
     * Tables not covered: the journal itself, the changes being collected, Flyway's history, and the desks present
     * (issue 16: who is connected, not event data).
     */
    private static final Set<String> UNTRACKED = Set.of("journal", "row_change", "flyway_schema_history", "desk_session");
    /** Journal actions the undo skips: the chain's start and the event's creation. */
    private static final Set<String> NOT_UNDOABLE = Set.of("journal.seal", "event.create", "undo");
    static final String SEAL = "journal.seal";
    private static final String TRIGGER_PREFIX = "qicai_change_";

    /** table → row key ({@code col=value, …}) → column → value as text ({@link #text}). */
    private static final class State {
        final Map<String, Map<String, Map<String, String>>> tables = new java.util.HashMap<>();

        Map<String, String> row(String table, String key) {
            Map<String, Map<String, String>> t = tables.get(table);
            return t == null ? null : t.get(key);
        }

        void put(String table, String key, Map<String, String> row) {
            if (row == null) {
                Map<String, Map<String, String>> t = tables.get(table);
                if (t != null) {
                    t.remove(key);
                }
            } else {
                tables.computeIfAbsent(table, x -> new java.util.HashMap<>()).put(key, row);
            }
        }
    }

    /** One changed row: before and after (null when absent). */
    record Change(String table, String key, Map<String, String> before, Map<String, String> after) {
    }

    /**
     * An event table: its columns in order, their types, its key, and each column's default as the journal writes
     * values (for a column a later migration added: rows journalled before it hold no such column).
     */
    private record Table(String name, List<String> columns, List<String> types, List<String> keyColumns,
                         Map<String, String> defaults) {
        List<String> keys() {
            return keyColumns.isEmpty() ? columns : keyColumns;
        }

        String type(String column) {
            int i = columns.indexOf(column);
            return i < 0 ? "" : types.get(i);
        }
    }

    private List<Table> schema;
    /** The event is in PostgreSQL ({@link Postgres}): its trigger is PL/pgSQL and writes rows without keys. */
    private final boolean postgres;
    /** Set for the one write that seals a file written before the chain: its whole data is the change. */
    private boolean wholeState;

    Ledger() {
        this(false);
    }

    Ledger(boolean postgres) {
        this.postgres = postgres;
    }

    /** A value as the journal writes it: the same text whether it came from a trigger or a query. */
    static String text(Object v) throws java.sql.SQLException {
        if (v == null) {
            return null;
        }
        if (v instanceof java.sql.Clob clob) {
            return clob.getSubString(1, (int) clob.length());
        }
        if (v instanceof java.math.BigDecimal d) {
            return d.toPlainString();
        }
        return v.toString();
    }

    // ------------------------------------------------------------------ writing

    /** Makes sure every event table has its change trigger (a table added by a later migration too). */
    void ensureTriggers(Connection c) {
        try {
            Set<String> have = new HashSet<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT trigger_name FROM information_schema.triggers "
                    + "WHERE trigger_schema = CURRENT_SCHEMA");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    have.add(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
                }
            }
            boolean functionMade = false;
            for (Table t : schema(c)) {
                String name = TRIGGER_PREFIX + t.name;
                if (!have.contains(name)) {
                    try (java.sql.Statement st = c.createStatement()) {
                        if (postgres) {
                            if (!functionMade) {
                                st.execute(Postgres.TRIGGER_FUNCTION);
                                functionMade = true;
                            }
                            st.execute(Postgres.createTrigger(name, t.name));
                        } else {
                            st.execute("CREATE TRIGGER " + name + " AFTER INSERT, UPDATE, DELETE ON " + t.name
                                    + " FOR EACH ROW CALL '" + ChangeTrigger.class.getName() + "'");
                        }
                    }
                }
            }
            // committed rows here can only come from a writer outside QiCai that had the trigger on its class
            // path (its session number may come again): they are not this file's journal
            try (java.sql.Statement st = c.createStatement()) {
                st.executeUpdate("DELETE FROM row_change");
            }
            c.commit();
        } catch (SQLException e) {
            throw new StoreException("cannot watch the event tables", e);
        }
    }

    /** Before sealing a file written before the chain: its whole data counts as changed by the seal. */
    void startFromEmpty() {
        wholeState = true;
    }

    /** The highest journal seq now (0 for none). */
    static long lastSeq(Connection c) {
        try (PreparedStatement ps = c.prepareStatement("SELECT COALESCE(MAX(seq), 0) FROM journal");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        } catch (SQLException e) {
            throw new StoreException("cannot read the journal", e);
        }
    }

    /** The rows this transaction changed so far, one change per row (first before, last after). */
    private List<Change> collected(Connection c) throws SQLException {
        Map<String, Change> byRow = new LinkedHashMap<>();
        String session = postgres ? "pg_backend_pid()" : "SESSION_ID()";
        try (PreparedStatement ps = c.prepareStatement("SELECT table_name, row_key, before_row, after_row FROM row_change "
                + "WHERE session_id = " + session + " ORDER BY change_seq");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String t = rs.getString(1);
                String k = rs.getString(2);
                Map<String, String> b = strings(parse(rs.getString(3)));
                Map<String, String> a = strings(parse(rs.getString(4)));
                List<Change> raw = postgres ? fromPostgres(c, t, b, a) : List.of(new Change(t, k, b, a));
                for (Change ch : raw) {
                    Change was = byRow.get(t + "\u0000" + ch.key);
                    byRow.put(t + "\u0000" + ch.key, new Change(t, ch.key, was == null ? ch.before : was.before, ch.after));
                }
            }
        }
        try (PreparedStatement ps = c.prepareStatement("DELETE FROM row_change WHERE session_id = " + session)) {
            ps.executeUpdate();
        }
        List<Change> out = new ArrayList<>();
        for (Change ch : byRow.values()) {
            if (!Objects.equals(ch.before, ch.after)) {
                out.add(ch);
            }
        }
        out.sort(java.util.Comparator.comparing(Change::table).thenComparing(Change::key));
        return out;
    }

    /**
     * A row change as PostgreSQL's trigger wrote it (every value as PostgreSQL's text, no key) made what
     * {@link ChangeTrigger} writes on H2: columns in table order, timestamps as Java prints them, the row
     * key from the primary key, and an update of the key as a deletion and an insertion.
     */
    private List<Change> fromPostgres(Connection c, String table, Map<String, String> before, Map<String, String> after) {
        Table t = schema(c).stream().filter(x -> x.name.equals(table)).findFirst().orElse(null);
        if (t == null) {
            return List.of();
        }
        Map<String, String> b = canonical(t, before);
        Map<String, String> a = canonical(t, after);
        String bk = b == null ? null : key(t, b);
        String ak = a == null ? null : key(t, a);
        if (bk != null && bk.equals(ak)) {
            return List.of(new Change(table, bk, b, a));
        }
        List<Change> out = new ArrayList<>();
        if (bk != null) {
            out.add(new Change(table, bk, b, null));
        }
        if (ak != null) {
            out.add(new Change(table, ak, null, a));
        }
        return out;
    }

    private static Map<String, String> canonical(Table t, Map<String, String> row) {
        if (row == null) {
            return null;
        }
        Map<String, String> out = new LinkedHashMap<>();
        for (String col : t.columns) {
            String v = row.get(col);
            if (v != null && t.type(col).toUpperCase(java.util.Locale.ROOT).contains("TIME ZONE")) {
                v = OffsetDateTime.parse(v.replace(' ', 'T').replaceFirst("([+-]\\d\\d)$", "$1:00"))
                        .withOffsetSameInstant(java.time.ZoneOffset.UTC).toString();
            }
            out.put(col, v);
        }
        return out;
    }

    private static String key(Table t, Map<String, String> row) {
        StringBuilder sb = new StringBuilder();
        for (String col : t.keys()) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            sb.append(col).append('=').append(row.get(col));
        }
        return sb.toString();
    }

    /** A column's value as {@link #text} writes it: a timestamp with its offset on both engines. */
    private static String value(ResultSet rs, int i, Table t, String column) throws SQLException {
        if (t.type(column).toUpperCase(java.util.Locale.ROOT).contains("TIME ZONE")) {
            return text(rs.getObject(i, OffsetDateTime.class));
        }
        return text(rs.getObject(i));
    }

    private static Object parse(String json) {
        return json == null ? null : Json.read(json);
    }

    /**
     * Before the commit of a write whose journal rows are those after {@code mark}: attaches the rows the
     * transaction changed to its last journal row (adding a row when the work changed data without one) and
     * hashes the new rows onto the chain.
     */
    /** Seals this transaction's journal rows; returns the last row's hash, or null when it wrote nothing. */
    String seal(Connection c, long mark, String actor) {
        try {
            List<Change> changes = collected(c);
            if (wholeState) {
                wholeState = false;
                changes = diff(new State(), snapshot(c));
            }
            List<Long> fresh = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT seq FROM journal WHERE seq > ? ORDER BY seq")) {
                ps.setLong(1, mark);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        fresh.add(rs.getLong(1));
                    }
                }
            }
            if (fresh.isEmpty() && changes.isEmpty()) {
                return null;
            }
            if (fresh.isEmpty()) {
                try (PreparedStatement ps = c.prepareStatement(
                        "INSERT INTO journal (logged_at, actor, action, subject) VALUES (?, ?, 'data.change', '')")) {
                    ps.setObject(1, Tx.now());
                    ps.setString(2, actor);
                    ps.executeUpdate();
                }
                fresh.add(lastSeq(c));
            }
            long last = fresh.get(fresh.size() - 1);
            try (PreparedStatement ps = c.prepareStatement("UPDATE journal SET row_changes = ? WHERE seq = ?")) {
                ps.setString(1, changes.isEmpty() ? null : encode(changes));
                ps.setLong(2, last);
                ps.executeUpdate();
            }
            String prev = previousHash(c, fresh.get(0));
            try (PreparedStatement read = c.prepareStatement(ROW_SQL + " WHERE seq = ?");
                 PreparedStatement write = c.prepareStatement("UPDATE journal SET row_hash = ? WHERE seq = ?")) {
                for (long seq : fresh) {
                    read.setLong(1, seq);
                    try (ResultSet rs = read.executeQuery()) {
                        rs.next();
                        prev = hash(prev, Row.of(rs));
                    }
                    write.setString(1, prev);
                    write.setLong(2, seq);
                    write.executeUpdate();
                }
            }
            return prev;
        } catch (SQLException e) {
            throw new StoreException("cannot seal the journal", e);
        }
    }

    /** After a rollback: a pending whole-state seal is dropped with it. */
    void rolledBack() {
        wholeState = false;
    }

    /** The hash of the last hashed row before {@code seq}, or "" when the chain starts there. */
    private static String previousHash(Connection c, long seq) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "SELECT row_hash FROM journal WHERE seq < ? AND row_hash IS NOT NULL ORDER BY seq DESC LIMIT 1")) {
            ps.setLong(1, seq);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getString(1) : "";
            }
        }
    }

    /** Whether any journal row is hashed yet (false for a file written before the chain). */
    static boolean chained(Connection c) {
        try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM journal WHERE row_hash IS NOT NULL");
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1) > 0;
        } catch (SQLException e) {
            throw new StoreException("cannot read the journal", e);
        }
    }

    // ------------------------------------------------------------------ the journal rows

    private static final String ROW_SQL = "SELECT seq, logged_at, actor, action, subject, before_value, after_value, "
            + "row_changes, undoes, row_hash FROM journal";

    private record Row(long seq, String at, OffsetDateTime time, String actor, String action, String subject,
                       String before, String after, String changes, Long undoes, String hash) {
        static Row of(ResultSet rs) throws SQLException {
            long u = rs.getLong(9);
            Long undoes = rs.wasNull() ? null : u;
            return new Row(rs.getLong(1), rs.getString(2), rs.getObject(2, OffsetDateTime.class), rs.getString(3),
                    rs.getString(4), rs.getString(5), rs.getString(6), rs.getString(7), rs.getString(8), undoes,
                    rs.getString(10));
        }

        JournalEntry entry() {
            return new JournalEntry(seq, time.toInstant(), actor, action, subject, before, after);
        }
    }

    private static List<Row> rows(Connection c) {
        List<Row> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement(ROW_SQL + " ORDER BY seq");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                out.add(Row.of(rs));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the journal", e);
        }
        return out;
    }

    /** SHA-256 over the previous hash and every column of the row, each length-prefixed. */
    private static String hash(String prev, Row r) {
        StringBuilder sb = new StringBuilder();
        for (String f : new String[] {prev, Long.toString(r.seq), r.at, r.actor, r.action, r.subject, r.before,
                r.after, r.changes, r.undoes == null ? null : Long.toString(r.undoes)}) {
            if (f == null) {
                sb.append("-;");
            } else {
                sb.append(f.length()).append(':').append(f).append(';');
            }
        }
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(sb.toString().getBytes(StandardCharsets.UTF_8));
            StringBuilder hex = new StringBuilder(64);
            for (byte b : d) {
                hex.append(Character.forDigit((b >> 4) & 0xF, 16)).append(Character.forDigit(b & 0xF, 16));
            }
            return hex.toString();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    // ------------------------------------------------------------------ verifying

    /** Recomputes the chain and replays its changes against the data. Reads only. */
    Integrity verify(Connection c) {
        List<Row> rows = rows(c);
        List<Finding> findings = new ArrayList<>();
        State expected = new State();
        Map<String, Long> lastTouch = new LinkedHashMap<>();
        String prev = null;
        Row head = null;
        for (Row r : rows) {
            if (r.hash == null) {
                if (prev != null) {
                    findings.add(new Finding(r.seq, "", "",
                            "记录第 " + r.seq + " 行不在哈希链上：它是在棋裁之外加入或改动的",
                            "journal row " + r.seq + " is not on the hash chain: it was added or altered outside QiCai"));
                }
                continue;
            }
            String computed = hash(prev == null ? "" : prev, r);
            if (!computed.equals(r.hash)) {
                findings.add(new Finding(r.seq, "", "",
                        "记录第 " + r.seq + " 行与哈希链不符：这一行或它前面的一行被改动或删除了（" + r.action + " " + r.subject + "）",
                        "journal row " + r.seq + " does not match the hash chain: it, or the row before it, was altered"
                        + " or removed (" + r.action + " " + r.subject + ")"));
            }
            prev = r.hash;
            head = r;
            if (r.changes == null) {
                continue;
            }
            List<Change> changes;
            try {
                changes = decode(r.changes);
            } catch (RuntimeException e) {
                findings.add(new Finding(r.seq, "", "", "记录第 " + r.seq + " 行的数据变动无法读取",
                        "the data changes of journal row " + r.seq + " cannot be read"));
                continue;
            }
            for (Change recorded : changes) {
                Change ch = completed(c, recorded);
                Map<String, String> was = expected.row(ch.table, ch.key);
                if (!Objects.equals(was, ch.before)) {
                    findings.add(new Finding(r.seq, ch.table, ch.key,
                            "记录第 " + r.seq + " 行改动" + tableZh(ch.table) + "（" + ch.key + "）之前，数据已在棋裁之外被改动："
                                    + describe(ch.before, was, true),
                            "before journal row " + r.seq + " changed " + ch.table + " (" + ch.key
                                    + "), the data had been changed outside QiCai: " + describe(ch.before, was, false)));
                }
                expected.put(ch.table, ch.key, ch.after);
                lastTouch.put(ch.table + "\u0000" + ch.key, r.seq);
            }
        }
        State actual = snapshot(c);
        for (Change d : diff(expected, actual)) {
            long seq = lastTouch.getOrDefault(d.table + "\u0000" + d.key, 0L);
            String by = seq > 0 ? "（记录第 " + seq + " 行写入）" : "";
            String byEn = seq > 0 ? " (written by journal row " + seq + ")" : "";
            findings.add(new Finding(seq, d.table, d.key,
                    tableZh(d.table) + "（" + d.key + "）与记录不符" + by + "：" + describe(d.before, d.after, true),
                    d.table + " (" + d.key + ") does not match the journal" + byEn + ": "
                            + describe(d.before, d.after, false)));
        }
        if (head == null) {
            return new Integrity(false, "", 0, null, rows.size(), findings);
        }
        return new Integrity(true, head.hash, head.seq, head.time.toInstant(), rows.size(), findings);
    }

    /** What differs between the journal's value of a row and the file's, column by column. */
    private static String describe(Map<String, String> journal, Map<String, String> file, boolean zh) {
        if (journal == null) {
            return zh ? "文件里多出这一行，记录中没有" : "the file has this row, the journal does not";
        }
        if (file == null) {
            return zh ? "记录中有这一行，文件里已被删除" : "the journal has this row, the file no longer does";
        }
        List<String> parts = new ArrayList<>();
        for (String col : new TreeSet<>(union(journal.keySet(), file.keySet()))) {
            String j = journal.get(col);
            String f = file.get(col);
            if (!Objects.equals(j, f)) {
                parts.add(zh ? col + " 文件中为“" + f + "”，记录为“" + j + "”"
                        : col + " is '" + f + "' in the file, '" + j + "' in the journal");
            }
        }
        return String.join(zh ? "；" : "; ", parts);
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        Set<String> u = new HashSet<>(a);
        u.addAll(b);
        return u;
    }

    /** The Chinese name of a table in findings. */
    static String tableZh(String table) {
        return switch (table) {
            case "event_setting" -> "赛事设置";
            case "player" -> "棋手";
            case "event_round" -> "轮次";
            case "pairing" -> "对局";
            case "penalty" -> "判罚";
            case "penalty_effect" -> "判罚后果";
            case "protest" -> "申诉";
            case "team" -> "队伍";
            case "team_member" -> "队员";
            case "team_round" -> "团体轮次";
            case "team_match" -> "团体对阵";
            case "team_lineup" -> "出场名单";
            case "team_board" -> "团体台次";
            case "game_record" -> "棋谱";
            case "game_ruling" -> "裁决";
            default -> "表 " + table;
        };
    }

    /** The journal rows whose hash starts with {@code digest} (hex, at least 8 digits). */
    static List<HeadMatch> findHead(Connection c, String digest) {
        String d = digest.strip().toLowerCase(java.util.Locale.ROOT);
        List<Row> rows = rows(c);
        List<HeadMatch> out = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            Row r = rows.get(i);
            if (r.hash != null && r.hash.startsWith(d)) {
                out.add(new HeadMatch(r.seq, r.time.toInstant(), r.action, r.subject, rows.size() - 1 - i));
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ undo

    /**
     * Takes back the last action not yet taken back: writes every row it changed back to its value before,
     * inside the caller's transaction, and returns the undone action's journal row. The caller journals
     * the undo ({@link Tx#journalUndo}); the seal then records the reverse changes on it.
     */
    JournalEntry undo(Connection c) {
        Row target = target(c);
        if (target == null) {
            throw UserError.zh("没有可以撤销的操作", "there is no action to undo");
        }
        List<Change> changes = decode(target.changes);
        for (Change ch : changes) {
            if (!Objects.equals(current(c, ch), completed(c, ch).after)) {
                throw UserError.zh("不能撤销记录第 " + target.seq + " 行（" + target.action + "）：" + tableZh(ch.table)
                                + "（" + ch.key + "）此后已被改动；请先运行 qicai verify",
                        "cannot undo journal row " + target.seq + " (" + target.action + "): " + ch.table + " ("
                                + ch.key + ") has changed since; run qicai verify");
            }
        }
        List<Change> reverse = new ArrayList<>();
        for (Change ch : changes) {
            reverse.add(new Change(ch.table, ch.key, ch.after, ch.before));
        }
        apply(c, reverse);
        return target.entry();
    }

    /** The action an undo would take back now, or null: the last one not yet taken back. */
    private static Row target(Connection c) {
        Deque<Row> stack = new ArrayDeque<>();
        for (Row r : rows(c)) {
            if (r.undoes != null) {
                stack.removeIf(x -> x.seq == r.undoes);
            } else if (r.changes != null && !NOT_UNDOABLE.contains(r.action)) {
                stack.push(r);
            }
        }
        return stack.peek();
    }

    /** The journal row an undo would take back now, if any. */
    static java.util.Optional<JournalEntry> nextUndo(Connection c) {
        return java.util.Optional.ofNullable(target(c)).map(Row::entry);
    }

    /**
     * Writes changes to the tables: deletions first, then updates, then insertions, retrying statements a
     * foreign key or unique constraint refused until no more succeed.
     */
    private void apply(Connection c, List<Change> changes) {
        Map<String, Table> byName = new LinkedHashMap<>();
        for (Table t : schema(c)) {
            byName.put(t.name, t);
        }
        List<Change> todo = new ArrayList<>();
        changes.stream().filter(x -> x.after == null).forEach(todo::add);
        changes.stream().filter(x -> x.after != null && x.before != null).forEach(todo::add);
        changes.stream().filter(x -> x.before == null).forEach(todo::add);
        SQLException lastError = null;
        while (!todo.isEmpty()) {
            List<Change> failed = new ArrayList<>();
            for (Change ch : todo) {
                Table t = byName.get(ch.table);
                if (t == null) {
                    throw UserError.zh("不能撤销：表 " + ch.table + " 已不存在", "cannot undo: table " + ch.table + " no longer exists");
                }
                try {
                    write(c, t, ch);
                } catch (SQLException e) {
                    lastError = e;
                    failed.add(ch);
                }
            }
            if (failed.size() == todo.size()) {
                throw new StoreException("cannot write back " + failed.get(0).table + " (" + failed.get(0).key + ")",
                        lastError);
            }
            todo = failed;
        }
    }

    private static void write(Connection c, Table t, Change ch) throws SQLException {
        Map<String, String> key = ch.before != null ? ch.before : ch.after;
        List<String> keyCols = t.keys();
        String where = String.join(" AND ", keyCols.stream().map(k -> k + " = ?").toList());
        if (ch.after == null) {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM " + t.name + " WHERE " + where)) {
                int i = 1;
                for (String k : keyCols) {
                    bind(ps, i++, t, k, key.get(k));
                }
                ps.executeUpdate();
            }
        } else if (ch.before == null) {
            List<String> cols = new ArrayList<>(ch.after.keySet());
            String sql = "INSERT INTO " + t.name + " (" + String.join(", ", cols) + ") VALUES ("
                    + String.join(", ", cols.stream().map(x -> "?").toList()) + ")";
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = 1;
                for (String col : cols) {
                    bind(ps, i++, t, col, ch.after.get(col));
                }
                ps.executeUpdate();
            }
        } else {
            List<String> cols = ch.after.keySet().stream().filter(x -> !keyCols.contains(x)).toList();
            if (cols.isEmpty()) {
                return;
            }
            String sql = "UPDATE " + t.name + " SET " + String.join(", ", cols.stream().map(x -> x + " = ?").toList())
                    + " WHERE " + where;
            try (PreparedStatement ps = c.prepareStatement(sql)) {
                int i = 1;
                for (String col : cols) {
                    bind(ps, i++, t, col, ch.after.get(col));
                }
                for (String k : keyCols) {
                    bind(ps, i++, t, k, key.get(k));
                }
                ps.executeUpdate();
            }
        }
    }

    /** A value written back with the column's type. */
    private static void bind(PreparedStatement ps, int i, Table t, String column, String value) throws SQLException {
        if (value == null) {
            ps.setObject(i, null);
            return;
        }
        String type = t.type(column).toUpperCase(java.util.Locale.ROOT);
        if (type.contains("TIME ZONE")) {
            ps.setObject(i, OffsetDateTime.parse(value));
        } else if (type.equals("BOOLEAN")) {
            ps.setBoolean(i, Boolean.parseBoolean(value));
        } else if (type.equals("INTEGER")) {
            ps.setInt(i, Integer.parseInt(value));
        } else if (type.equals("BIGINT")) {
            ps.setLong(i, Long.parseLong(value));
        } else {
            ps.setString(i, value);
        }
    }

    /** The row a change concerns as the file holds it now, or null. */
    private Map<String, String> current(Connection c, Change ch) {
        Table t = schema(c).stream().filter(x -> x.name.equals(ch.table)).findFirst().orElse(null);
        if (t == null) {
            return null;
        }
        Map<String, String> key = ch.after != null ? ch.after : ch.before;
        String sql = "SELECT " + String.join(", ", t.columns) + " FROM " + t.name + " WHERE "
                + String.join(" AND ", t.keys().stream().map(k -> k + " = ?").toList());
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            int i = 1;
            for (String k : t.keys()) {
                bind(ps, i++, t, k, key.get(k));
            }
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                Map<String, String> row = new LinkedHashMap<>();
                for (int j = 0; j < t.columns.size(); j++) {
                    row.put(t.columns.get(j), value(rs, j + 1, t, t.columns.get(j)));
                }
                return row;
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read " + t.name, e);
        }
    }

    // ------------------------------------------------------------------ the data

    private List<Table> schema(Connection c) {
        if (schema != null) {
            return schema;
        }
        List<Table> out = new ArrayList<>();
        try {
            List<String> names = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT table_name FROM information_schema.tables "
                    + "WHERE table_schema = CURRENT_SCHEMA AND table_type = 'BASE TABLE' ORDER BY table_name");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    names.add(rs.getString(1));
                }
            }
            for (String n : names) {
                if (UNTRACKED.contains(n.toLowerCase(java.util.Locale.ROOT))) {
                    continue;
                }
                List<String> cols = new ArrayList<>();
                List<String> types = new ArrayList<>();
                Map<String, String> defaults = new LinkedHashMap<>();
                try (PreparedStatement ps = c.prepareStatement("SELECT column_name, data_type, column_default "
                        + "FROM information_schema.columns "
                        + "WHERE table_schema = CURRENT_SCHEMA AND table_name = ? ORDER BY ordinal_position")) {
                    ps.setString(1, n);
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            String col = rs.getString(1).toLowerCase(java.util.Locale.ROOT);
                            cols.add(col);
                            types.add(rs.getString(2));
                            String d = defaultText(rs.getString(3));
                            if (d != null) {
                                defaults.put(col, d);
                            }
                        }
                    }
                }
                List<String> keys = new ArrayList<>();
                try (PreparedStatement ps = c.prepareStatement("SELECT k.column_name FROM information_schema.table_constraints t "
                        + "JOIN information_schema.key_column_usage k ON k.constraint_schema = t.constraint_schema "
                        + "AND k.constraint_name = t.constraint_name "
                        + "WHERE t.table_schema = CURRENT_SCHEMA AND t.table_name = ? AND t.constraint_type = 'PRIMARY KEY' "
                        + "ORDER BY k.ordinal_position")) {
                    ps.setString(1, n);
                    try (ResultSet rs = ps.executeQuery()) {
                        while (rs.next()) {
                            keys.add(rs.getString(1).toLowerCase(java.util.Locale.ROOT));
                        }
                    }
                }
                out.add(new Table(n.toLowerCase(java.util.Locale.ROOT), cols, types, keys, defaults));
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the schema", e);
        }
        schema = out;
        return out;
    }

    /**
     * A column default as the journal writes values: a number, a quoted text ({@code ''}, PostgreSQL's
     * {@code ''::character varying}), a boolean; null for none or anything else (an expression).
     */
    static String defaultText(String sql) {
        if (sql == null) {
            return null;
        }
        String d = sql.strip().replaceFirst("::[a-z ]+(\\(\\d+\\))?$", "");
        if (d.matches("-?\\d+")) {
            return d;
        }
        if (d.equalsIgnoreCase("TRUE") || d.equalsIgnoreCase("FALSE")) {
            return d.toLowerCase(java.util.Locale.ROOT);
        }
        if (d.length() >= 2 && d.startsWith("'") && d.endsWith("'")) {
            return d.substring(1, d.length() - 1).replace("''", "'");
        }
        return null;
    }

    /**
     * A journalled change with the columns a later migration added filled in with their defaults, as the
     * migration filled them in the table: a row journalled before the column existed still matches the file.
     */
    private Change completed(Connection c, Change ch) {
        Table t = schema(c).stream().filter(x -> x.name.equals(ch.table)).findFirst().orElse(null);
        if (t == null || t.defaults.isEmpty()) {
            return ch;
        }
        return new Change(ch.table, ch.key, withDefaults(t, ch.before), withDefaults(t, ch.after));
    }

    private static Map<String, String> withDefaults(Table t, Map<String, String> row) {
        if (row == null || row.keySet().containsAll(t.columns)) {
            return row;
        }
        Map<String, String> out = new LinkedHashMap<>(row);
        t.defaults.forEach(out::putIfAbsent);
        return out;
    }

    /** Forgets the schema after a migration changed it. */
    void schemaChanged() {
        schema = null;
    }

    private State snapshot(Connection c) {
        State s = new State();
        try {
            for (Table t : schema(c)) {
                List<String> keyCols = t.keys();
                String sql = "SELECT " + String.join(", ", t.columns) + " FROM " + t.name + " ORDER BY "
                        + String.join(", ", keyCols);
                Map<String, Map<String, String>> rows = new java.util.HashMap<>();
                try (PreparedStatement ps = c.prepareStatement(sql); ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        Map<String, String> row = new LinkedHashMap<>();
                        for (int i = 0; i < t.columns.size(); i++) {
                            row.put(t.columns.get(i), value(rs, i + 1, t, t.columns.get(i)));
                        }
                        StringBuilder key = new StringBuilder();
                        for (String k : keyCols) {
                            if (key.length() > 0) {
                                key.append(", ");
                            }
                            key.append(k).append('=').append(row.get(k));
                        }
                        String k = key.toString();
                        int n = 2;
                        while (rows.containsKey(k)) {
                            k = key + " #" + n++;
                        }
                        rows.put(k, row);
                    }
                }
                if (!rows.isEmpty()) {
                    s.tables.put(t.name, rows);
                }
            }
        } catch (SQLException e) {
            throw new StoreException("cannot read the data", e);
        }
        return s;
    }

    /** The rows that differ between two states, ordered by table and key. */
    private static List<Change> diff(State before, State after) {
        List<Change> out = new ArrayList<>();
        Set<String> tables = new HashSet<>(before.tables.keySet());
        tables.addAll(after.tables.keySet());
        for (String t : tables) {
            Map<String, Map<String, String>> b = before.tables.getOrDefault(t, Map.of());
            Map<String, Map<String, String>> a = after.tables.getOrDefault(t, Map.of());
            for (Map.Entry<String, Map<String, String>> e : b.entrySet()) {
                Map<String, String> y = a.get(e.getKey());
                if (!e.getValue().equals(y)) {
                    out.add(new Change(t, e.getKey(), e.getValue(), y));
                }
            }
            for (Map.Entry<String, Map<String, String>> e : a.entrySet()) {
                if (!b.containsKey(e.getKey())) {
                    out.add(new Change(t, e.getKey(), null, e.getValue()));
                }
            }
        }
        out.sort(java.util.Comparator.comparing(Change::table).thenComparing(Change::key));
        return out;
    }

    // ------------------------------------------------------------------ the changes as JSON

    private static String encode(List<Change> changes) {
        List<Object> out = new ArrayList<>();
        for (Change ch : changes) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("t", ch.table);
            m.put("k", ch.key);
            m.put("b", ch.before);
            m.put("a", ch.after);
            out.add(m);
        }
        return Json.write(out);
    }

    @SuppressWarnings("unchecked")
    private static List<Change> decode(String json) {
        List<Change> out = new ArrayList<>();
        for (Object o : (List<Object>) Json.read(json)) {
            Map<String, Object> m = (Map<String, Object>) o;
            out.add(new Change((String) m.get("t"), (String) m.get("k"), strings(m.get("b")), strings(m.get("a"))));
        }
        return out;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, String> strings(Object o) {
        if (o == null) {
            return null;
        }
        Map<String, String> row = new LinkedHashMap<>();
        ((Map<String, Object>) o).forEach((k, v) -> row.put(k, v == null ? null : v.toString()));
        return row;
    }
}
