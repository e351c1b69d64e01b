package org.qicai.core.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The desks working one event (issue 16 items 2 and 4): each desk's row in {@code desk_session} (V9) holds its
 * arbiter, role and host and is renewed by {@link #heartbeat} every few seconds, on the database's clock so the
 * desks' own clocks do not matter. {@link #journalHead} is the cheap change counter a desk polls to know another
 * desk changed the event: every action, an undo and any unjournalled change add a journal row. Not event data: the
 * table is outside the journal's chain ({@link Ledger}).
 */
public final class DeskRegistry {
    /** A desk not heard of for this long is gone. */
    public static final int GONE_AFTER_SECONDS = 10;

    private DeskRegistry() {
    }

    /** One desk on the event. */
    public record Desk(String id, String arbiter, String role, String host, boolean serving) {
    }

    /** The journal's last row number: it moves with every committed change of the event. */
    public static long journalHead(EventStore store) {
        return store.onConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("SELECT MAX(seq) FROM journal");
                 ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : 0L;
            }
        });
    }

    /** Says this desk is here (its row written or renewed), in a transaction of its own, not journalled. */
    public static void heartbeat(EventStore store, Desk desk) {
        store.onConnection(c -> {
            try (PreparedStatement up = c.prepareStatement("UPDATE desk_session SET arbiter = ?, role = ?, host = ?, "
                    + "serving = ?, seen_at = CURRENT_TIMESTAMP WHERE desk_id = ?")) {
                up.setString(1, clip(desk.arbiter()));
                up.setString(2, desk.role());
                up.setString(3, clip(desk.host()));
                up.setBoolean(4, desk.serving());
                up.setString(5, desk.id());
                if (up.executeUpdate() == 0) {
                    try (PreparedStatement in = c.prepareStatement("INSERT INTO desk_session (desk_id, arbiter, role, "
                            + "host, serving, joined_at, seen_at) VALUES (?, ?, ?, ?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)")) {
                        in.setString(1, desk.id());
                        in.setString(2, clip(desk.arbiter()));
                        in.setString(3, desk.role());
                        in.setString(4, clip(desk.host()));
                        in.setBoolean(5, desk.serving());
                        in.executeUpdate();
                    }
                }
            }
            // rows of desks long gone are dropped, so the table stays as small as the desks present
            try (PreparedStatement del = c.prepareStatement("DELETE FROM desk_session WHERE seen_at < CURRENT_TIMESTAMP - "
                    + "INTERVAL '1' HOUR")) {
                del.executeUpdate();
            }
            return null;
        });
    }

    /** The desks heard of in the last {@link #GONE_AFTER_SECONDS} seconds, this one included, the serving desk first. */
    public static List<Desk> present(EventStore store) {
        return store.onConnection(c -> {
            List<Desk> out = new ArrayList<>();
            try (PreparedStatement ps = c.prepareStatement("SELECT desk_id, arbiter, role, host, serving FROM desk_session "
                    + "WHERE seen_at >= CURRENT_TIMESTAMP - INTERVAL '" + GONE_AFTER_SECONDS + "' SECOND "
                    + "ORDER BY serving DESC, joined_at, desk_id");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(new Desk(rs.getString(1), rs.getString(2), rs.getString(3), rs.getString(4), rs.getBoolean(5)));
                }
            }
            return out;
        });
    }

    /** This desk leaves: its row removed (best effort; a row left behind expires). */
    public static void leave(EventStore store, String deskId) {
        store.onConnection(c -> {
            try (PreparedStatement ps = c.prepareStatement("DELETE FROM desk_session WHERE desk_id = ?")) {
                ps.setString(1, deskId);
                ps.executeUpdate();
            }
            return null;
        });
    }

    private static String clip(String s) {
        String v = s == null ? "" : s;
        return v.length() > 200 ? v.substring(0, 200) : v;
    }

    /** Work on the store's connection ({@link EventStore#onConnection}). */
    @FunctionalInterface
    interface SqlWork<T> {
        T run(Connection c) throws SQLException;
    }
}
