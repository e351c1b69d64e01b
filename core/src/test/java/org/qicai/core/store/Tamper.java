package org.qicai.core.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Edits a closed event file behind QiCai's back, the way H2's own shell would: for the tamper tests. */
public final class Tamper {
    private Tamper() {
    }

    public static void sql(Path file, String... statements) {
        EventFilePath.register();
        String url = "jdbc:h2:" + EventFilePath.databaseName(file.toAbsolutePath().normalize().toString())
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;IFEXISTS=TRUE";
        try (Connection c = DriverManager.getConnection(url, "qicai", ""); Statement st = c.createStatement()) {
            for (String s : statements) {
                st.execute(s);
            }
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
