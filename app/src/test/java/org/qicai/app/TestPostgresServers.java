package org.qicai.app;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;

/**
 * A real PostgreSQL for a test class of the app (zonky's binaries from Maven Central, ~4 s to start): a database
 * owned by a role that logs in with a password over TCP, so that a wrong one is refused as on a federation's
 * server; the administrator {@code postgres} is trusted from loopback.
 */
public final class TestPostgresServers {
    private TestPostgresServers() {
    }

    /** A started server with {@code database} owned by {@code role}, who logs in with {@code password}. */
    public static EmbeddedPostgres start(String role, String password, String database) throws Exception {
        EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement st = c.createStatement()) {
            st.execute("CREATE ROLE " + role + " LOGIN PASSWORD '" + password.replace("'", "''") + "'");
            st.execute("CREATE DATABASE " + database + " OWNER " + role);
            var rs = st.executeQuery("SHOW hba_file");
            rs.next();
            Files.writeString(Path.of(rs.getString(1)), "local all all trust\nhost all postgres 127.0.0.1/32 trust\n"
                    + "host all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n");
            st.execute("SELECT pg_reload_conf()");
        }
        return pg;
    }
}
