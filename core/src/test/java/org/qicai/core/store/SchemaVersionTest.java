package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class SchemaVersionTest {
    @Test
    void schemaVersionConstantIsTheNewestMigration() throws IOException {
        Pattern p = Pattern.compile("V(\\d+)__.*\\.sql");
        int newest;
        try (Stream<Path> files = Files.list(Path.of("src/main/resources/db/migration"))) {
            newest = files.map(f -> p.matcher(f.getFileName().toString())).filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1))).max().orElseThrow();
        }
        assertThat(EventStore.SCHEMA_VERSION).as("EventStore.SCHEMA_VERSION must follow the newest V*__ file: "
                + "opening skips Flyway when a file is at that version").isEqualTo(newest);
    }
}
