package org.qicai.core.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.h2.api.Trigger;
import org.qicai.core.io.Json;

/**
 * H2 row trigger on every event table (issue 12): writes each changed row, before and after, into
 * {@code row_change} in the same transaction, so the journal's seal ({@link Ledger}) records exactly the
 * rows an action changed, at a cost that grows with the change and not with the event. Public only
 * because H2 instantiates it by name.
 */
public final class ChangeTrigger implements Trigger {
    private String table;
    private final List<String> columns = new ArrayList<>();
    private final List<Integer> keyIndexes = new ArrayList<>();

    @Override
    public void init(Connection conn, String schemaName, String triggerName, String tableName, boolean before,
                     int type) throws SQLException {
        // ALTER TABLE … ADD COLUMN (a migration) rebuilds the table as NAME_COPY_<n>_<m>, initialises its triggers
        // there and renames it back: the rows it changes from then on are the table's own
        table = tableName.toLowerCase(Locale.ROOT).replaceFirst("_copy_\\d+_\\d+$", "");
        Map<Integer, String> byPosition = new TreeMap<>();
        try (ResultSet rs = conn.getMetaData().getColumns(null, schemaName, tableName, null)) {
            while (rs.next()) {
                byPosition.put(rs.getInt("ORDINAL_POSITION"), rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
            }
        }
        columns.addAll(byPosition.values());
        Map<Integer, String> keys = new TreeMap<>();
        try (ResultSet rs = conn.getMetaData().getPrimaryKeys(null, schemaName, tableName)) {
            while (rs.next()) {
                keys.put(rs.getInt("KEY_SEQ"), rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT));
            }
        }
        for (String k : keys.values()) {
            keyIndexes.add(columns.indexOf(k));
        }
        if (keyIndexes.isEmpty()) {
            for (int i = 0; i < columns.size(); i++) {
                keyIndexes.add(i);
            }
        }
    }

    @Override
    public void fire(Connection conn, Object[] oldRow, Object[] newRow) throws SQLException {
        Map<String, String> before = row(oldRow);
        Map<String, String> after = row(newRow);
        String oldKey = oldRow == null ? null : key(before);
        String newKey = newRow == null ? null : key(after);
        if (oldKey != null && oldKey.equals(newKey)) {
            if (!before.equals(after)) {
                insert(conn, oldKey, before, after);
            }
            return;
        }
        if (oldKey != null) {
            insert(conn, oldKey, before, null);
        }
        if (newKey != null) {
            insert(conn, newKey, null, after);
        }
    }

    private void insert(Connection conn, String key, Map<String, String> before, Map<String, String> after)
            throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("INSERT INTO row_change (session_id, table_name, row_key, "
                + "before_row, after_row) VALUES (SESSION_ID(), ?, ?, ?, ?)")) {
            ps.setString(1, table);
            ps.setString(2, key);
            ps.setString(3, before == null ? null : Json.write(before));
            ps.setString(4, after == null ? null : Json.write(after));
            ps.executeUpdate();
        }
    }

    private Map<String, String> row(Object[] values) throws SQLException {
        if (values == null) {
            return null;
        }
        Map<String, String> row = new LinkedHashMap<>();
        for (int i = 0; i < columns.size() && i < values.length; i++) {
            row.put(columns.get(i), Ledger.text(values[i]));
        }
        return row;
    }

    private String key(Map<String, String> row) {
        StringBuilder sb = new StringBuilder();
        for (int i : keyIndexes) {
            if (sb.length() > 0) {
                sb.append(", ");
            }
            String col = columns.get(i);
            sb.append(col).append('=').append(row.get(col));
        }
        return sb.toString();
    }
}
