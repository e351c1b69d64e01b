package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.store.GameRecordTables.RecordRow;

/** A file made before game records (schema V5) gains V6's tables when it is opened, and keeps them. */
class GameRecordMigrationTest {
    @TempDir
    Path dir;

    @Test
    @DisplayName("an event file at V5 migrates to V6 (game_record, game_ruling) on open")
    void aV5FileMigratesToV6() throws Exception {
        Path file = dir.resolve("old.qicai").toAbsolutePath();
        EventStore.create(file).close();
        // take the file back to V5: as it was before issue 14
        String url = "jdbc:h2:" + EventFilePath.databaseName(file.toString())
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;IFEXISTS=TRUE";
        try (Connection c = DriverManager.getConnection(url, "qicai", ""); Statement st = c.createStatement()) {
            st.execute("DROP TABLE game_ruling");
            st.execute("DROP TABLE game_record");
            st.execute("ALTER TABLE pairing DROP COLUMN result_detail");
            st.execute("ALTER TABLE pairing DROP COLUMN handicap");
            st.execute("DROP TABLE desk_session");
            st.execute("DELETE FROM flyway_schema_history WHERE version IN ('6', '7', '8', '9', '10')");
            java.util.List<String> triggers = new java.util.ArrayList<>();
            try (java.sql.ResultSet rs = st.executeQuery("SELECT trigger_name FROM information_schema.triggers")) {
                while (rs.next()) {
                    triggers.add(rs.getString(1));
                }
            }
            for (String t : triggers) {
                st.execute("DROP TRIGGER IF EXISTS " + t);
            }
            st.execute("DROP TABLE row_change");
            st.execute("ALTER TABLE journal DROP COLUMN row_changes");
            st.execute("ALTER TABLE journal DROP COLUMN undoes");
            st.execute("ALTER TABLE journal DROP COLUMN row_hash");
        }
        try (EventStore store = EventStore.open(file)) {
            store.write("test", tx -> {
                new GameRecordTables(tx).putRecord(new RecordRow(1, 1, "h2e2", "start w", "h2e2", "test",
                        Instant.parse("2024-05-01T06:30:00Z")));
                return null;
            });
            assertThat(store.read(tx -> new GameRecordTables(tx).record(1, 1)).orElseThrow().movesIccs())
                    .isEqualTo("h2e2");
        }
        try (EventStore store = EventStore.open(file)) {
            java.util.List<RecordRow> rows = store.read(tx -> new GameRecordTables(tx).records(1));
            assertThat(rows).hasSize(1);
            assertThat(store.integrity().intact()).as("sealed after the migration, then chained").isTrue();
        }
    }
}
