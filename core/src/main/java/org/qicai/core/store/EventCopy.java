package org.qicai.core.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;
import org.qicai.core.model.Integrity;

/**
 * 复制赛事 (issue 16 item 5): an event copied whole between a file and PostgreSQL, either way, or file to file.
 * Every row of every table, the journal with its hash chain included, goes into a new event built aside (a
 * partial file, a partial schema) that appears only once checked: the same rows in every table and the same
 * journal chain head, recomputed over the copy. An existing destination is never replaced.
 */
public final class EventCopy {

    /** What was copied: rows per table, the journal chain's head hash and its row count. */
    public record Result(String source, String destination, Map<String, Long> rows, String head, int journalRows,
                         boolean intact) {
    }

    /** Not copied: Flyway's history (the destination ran the same migrations), the changes being collected, the desks present. */
    private static final Set<String> SKIPPED = Set.of("flyway_schema_history", "row_change", "desk_session");
    private static final int BATCH = 500;

    private EventCopy() {
    }

    /** Copies the event at {@code source} (a file or a PostgreSQL address) to {@code destination}, which must not exist. */
    public static Result copy(Path source, Path destination) {
        if (source.toString().equals(destination.toString())
                || !PgAddress.isAddress(source.toString()) && !PgAddress.isAddress(destination.toString())
                && source.toAbsolutePath().normalize().equals(destination.toAbsolutePath().normalize())) {
            throw UserError.zh("复制的来源和目标是同一个赛事：" + source, "the source and destination are the same event: "
                    + source);
        }
        try (EventStore from = EventStore.open(source, true)) {
            return copy(from, destination);
        }
    }

    static Result copy(EventStore from, Path destination) {
        Integrity before = from.integrity();
        Map<String, Long> rows;
        EventStore to = EventStore.beginEmpty(destination);
        try {
            rows = copyRows(from, to);
            to.ledger().ensureTriggers(to.connection());
            Integrity after = to.integrity();
            Map<String, Long> copied = counts(to.connection(), tables(to.connection()));
            to.connection().rollback();
            if (!copied.equals(rows) || !Objects.equals(before.head(), after.head())
                    || before.intact() != after.intact()) {
                throw UserError.zh("复制后核对不符，未保存：" + destination + "（行数 " + rows + " → " + copied + "，记录链 "
                        + before.head() + " → " + after.head() + "）", "the copy does not check out and was not kept: "
                        + destination + " (rows " + rows + " → " + copied + ", journal head " + before.head() + " → "
                        + after.head() + ")");
            }
        } catch (SQLException e) {
            to.discard();
            throw new StoreException("cannot copy to " + destination + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            to.discard();
            throw e;
        }
        EventStore done = to.complete();
        String where = done.location();
        done.close();
        return new Result(from.location(), where, rows, before.head(), before.rows(), before.intact());
    }

    /** Every row of every table but {@link #SKIPPED}, parents before children; the identities continue after the copy. */
    private static Map<String, Long> copyRows(EventStore from, EventStore to) throws SQLException {
        Connection src = from.connection();
        Connection dst = to.connection();
        return from.read(tx -> {
            try {
                List<String> tables = tables(src);
                List<String> theirs = tables(dst);
                if (!new LinkedHashSet<>(theirs).containsAll(tables)) {
                    List<String> missing = new ArrayList<>(tables);
                    missing.removeAll(theirs);
                    throw UserError.zh("目标的数据库结构缺少表 " + missing + "：请用同一版本的棋裁",
                            "the destination's schema lacks the tables " + missing + ": use the same QiCai version");
                }
                Map<String, Long> out = new LinkedHashMap<>();
                for (String t : parentsFirst(src, tables)) {
                    out.put(t, copyTable(src, dst, t));
                }
                for (String t : tables) {
                    restartIdentity(dst, t);
                }
                dst.commit();
                Map<String, Long> sorted = new LinkedHashMap<>();
                tables.forEach(t -> sorted.put(t, out.get(t)));
                return sorted;
            } catch (SQLException e) {
                throw new StoreException("cannot copy the event: " + e.getMessage(), e);
            }
        });
    }

    private static long copyTable(Connection src, Connection dst, String table) throws SQLException {
        List<String> cols = new ArrayList<>();
        List<String> types = new ArrayList<>();
        try (PreparedStatement ps = src.prepareStatement("SELECT column_name, data_type FROM information_schema.columns "
                + "WHERE table_schema = CURRENT_SCHEMA AND table_name = ? ORDER BY ordinal_position")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    cols.add(rs.getString(1).toLowerCase(Locale.ROOT));
                    types.add(rs.getString(2).toUpperCase(Locale.ROOT));
                }
            }
        }
        String list = String.join(", ", cols);
        long n = 0;
        try (PreparedStatement read = src.prepareStatement("SELECT " + list + " FROM " + table);
             PreparedStatement write = dst.prepareStatement("INSERT INTO " + table + " (" + list + ") VALUES ("
                     + String.join(", ", cols.stream().map(c -> "?").toList()) + ")")) {
            try (ResultSet rs = read.executeQuery()) {
                ResultSetMetaData md = rs.getMetaData();
                while (rs.next()) {
                    for (int i = 1; i <= cols.size(); i++) {
                        Object v = types.get(i - 1).contains("TIME ZONE") ? rs.getObject(i, OffsetDateTime.class)
                                : rs.getObject(i);
                        if (v == null) {
                            write.setNull(i, md.getColumnType(i));
                        } else {
                            write.setObject(i, v);
                        }
                    }
                    write.addBatch();
                    if (++n % BATCH == 0) {
                        write.executeBatch();
                    }
                }
            }
            write.executeBatch();
        }
        return n;
    }

    /** An identity column ({@code journal.seq}) continues after the highest value copied. */
    private static void restartIdentity(Connection dst, String table) throws SQLException {
        List<String> identities = new ArrayList<>();
        try (PreparedStatement ps = dst.prepareStatement("SELECT column_name FROM information_schema.columns "
                + "WHERE table_schema = CURRENT_SCHEMA AND table_name = ? AND is_identity = 'YES'")) {
            ps.setString(1, table);
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    identities.add(rs.getString(1).toLowerCase(Locale.ROOT));
                }
            }
        }
        for (String col : identities) {
            long max;
            try (PreparedStatement ps = dst.prepareStatement("SELECT COALESCE(MAX(" + col + "), 0) FROM " + table);
                 ResultSet rs = ps.executeQuery()) {
                rs.next();
                max = rs.getLong(1);
            }
            try (java.sql.Statement st = dst.createStatement()) {
                st.execute("ALTER TABLE " + table + " ALTER COLUMN " + col + " RESTART WITH " + (max + 1));
            }
        }
    }

    /** The event's tables (lower case, sorted), without {@link #SKIPPED}. */
    static List<String> tables(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT table_name FROM information_schema.tables "
                + "WHERE table_schema = CURRENT_SCHEMA AND table_type = 'BASE TABLE' ORDER BY table_name");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String t = rs.getString(1).toLowerCase(Locale.ROOT);
                if (!SKIPPED.contains(t)) {
                    out.add(t);
                }
            }
        }
        return out;
    }

    static Map<String, Long> counts(Connection c, List<String> tables) throws SQLException {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String t : tables) {
            try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM " + t); ResultSet rs = ps.executeQuery()) {
                rs.next();
                out.put(t, rs.getLong(1));
            }
        }
        return out;
    }

    /** The tables ordered so that each comes after those its foreign keys name. */
    private static List<String> parentsFirst(Connection c, List<String> tables) throws SQLException {
        DatabaseMetaData md = c.getMetaData();
        String schema = c.getSchema();
        Map<String, Set<String>> parents = new LinkedHashMap<>();
        for (String t : tables) {
            Set<String> p = new LinkedHashSet<>();
            for (String name : new String[] {t, t.toUpperCase(Locale.ROOT)}) {
                try (ResultSet rs = md.getImportedKeys(null, schema, name)) {
                    while (rs.next()) {
                        String parent = rs.getString("PKTABLE_NAME").toLowerCase(Locale.ROOT);
                        if (!parent.equals(t)) {
                            p.add(parent);
                        }
                    }
                }
            }
            parents.put(t, p);
        }
        List<String> out = new ArrayList<>();
        while (out.size() < tables.size()) {
            boolean progress = false;
            for (String t : tables) {
                if (!out.contains(t) && out.containsAll(parents.get(t).stream().filter(tables::contains).toList())) {
                    out.add(t);
                    progress = true;
                }
            }
            if (!progress) {
                tables.stream().filter(t -> !out.contains(t)).forEach(out::add);
            }
        }
        return out;
    }
}
