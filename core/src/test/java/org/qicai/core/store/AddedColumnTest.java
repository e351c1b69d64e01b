package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Statement;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;

/**
 * A migration that adds a column with a default (V8's result_detail, V10's handicap) leaves rows journalled before
 * it without that column: the journal still matches the file, which the migration filled with the default — an
 * existing event opened by a newer QiCai is not reported as altered, on either engine.
 */
class AddedColumnTest {
    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void rowsJournalledBeforeAColumnWasAddedStillMatchTheFile(String engine) throws Exception {
        Path at = engine.equals("h2") ? dir.resolve("old.qicai") : TestPostgres.event("added");
        try (EventStore store = EventStore.create(at)) {
            store.write("裁判甲", tx -> {
                tx.insertPlayer(new Player(1, "甲", "北京", 2400, "", PlayerStatus.ACTIVE, 0));
                tx.journal("player.add", "#1", null, "甲");
                return null;
            });
            try (Statement st = store.connection().createStatement()) {
                // as a later migration would: a counted column, a text, a flag
                st.execute("ALTER TABLE player ADD COLUMN later_count INTEGER NOT NULL DEFAULT 0");
                st.execute("ALTER TABLE player ADD COLUMN later_note VARCHAR(20) NOT NULL DEFAULT ''");
                st.execute("ALTER TABLE player ADD COLUMN later_flag BOOLEAN NOT NULL DEFAULT FALSE");
            }
            store.connection().commit();
            // as opening after a migration does (H2 rebuilds the table through a copy its trigger sees)
            store.ledger().schemaChanged();
            store.ledger().ensureTriggers(store.connection());
            assertThat(store.integrity().findings()).isEmpty();
            store.write("裁判甲", tx -> tx.update("UPDATE player SET name = ? WHERE start_no = 1", "甲二"));
            assertThat(store.integrity().findings()).isEmpty();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "''", "''::character varying", "false", "TRUE", "'a''b'"})
    void columnDefaultsAreReadAsTheJournalWritesValues(String sql) {
        assertThat(Ledger.defaultText(sql)).isIn("0", "", "false", "true", "a'b");
    }
}
