package org.qicai.core.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One real PostgreSQL for every test of the JVM (zonky's binaries from Maven Central, ~4 s to start): a
 * database {@code qicai} owned by a user {@code qicai} who logs in with a password over TCP, so a wrong one is
 * refused as on a federation's server. Each test takes events of its own names.
 */
public final class TestPostgres {
    public static final String USER = "qicai";
    public static final String PASSWORD = "desk-pass-16";
    public static final String DATABASE = "qicai";
    private static EmbeddedPostgres server;
    private static final AtomicInteger NEXT = new AtomicInteger();

    private TestPostgres() {
    }

    public static synchronized EmbeddedPostgres server() {
        if (server == null) {
            try {
                EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
                try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
                    st.execute("CREATE ROLE " + USER + " LOGIN PASSWORD '" + PASSWORD + "'");
                    st.execute("CREATE DATABASE " + DATABASE + " OWNER " + USER);
                    var rs = st.executeQuery("SHOW hba_file");
                    rs.next();
                    // the administrator as before; everybody else with a password, as on a real server
                    Files.writeString(Path.of(rs.getString(1)), "local all all trust\n"
                            + "host all postgres 127.0.0.1/32 trust\nhost all postgres ::1/128 trust\n"
                            + "host all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n");
                    st.execute("SELECT pg_reload_conf()");
                }
                Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                    try {
                        pg.close();
                    } catch (java.io.IOException ignored) {
                        // the JVM ends anyway
                    }
                }));
                server = pg;
            } catch (java.io.IOException | SQLException e) {
                throw new IllegalStateException("cannot start the test PostgreSQL", e);
            }
        }
        return server;
    }

    public static int port() {
        return server().getPort();
    }

    /** A fresh event name in the test database. */
    public static String eventName(String prefix) {
        return prefix + "_" + ProcessHandle.current().pid() + "_" + NEXT.incrementAndGet();
    }

    /** {@code postgresql://qicai:PASSWORD@localhost:PORT/qicai?event=NAME} for a fresh event. */
    public static String url(String prefix) {
        return urlOf(eventName(prefix));
    }

    public static String urlOf(String event) {
        return "postgresql://" + USER + ":" + PASSWORD + "@localhost:" + port() + "/" + DATABASE + "?event=" + event;
    }

    /** The address of a fresh event as the event argument ({@code Path}, as picocli and the services take it). */
    public static Path event(String prefix) {
        return Path.of(url(prefix));
    }

    /** A session as the server's administrator, for what a test does behind QiCai's back. */
    public static Connection admin() throws SQLException {
        return server().getDatabase("postgres", DATABASE).getConnection();
    }
}
