package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Issue 11 item 2 (docs/decisions/0006): the services are cut along the arbiter's actions, and none grows past
 * 600 lines again unnoticed — a service that does is cut, not this limit raised.
 */
class ServiceSizeTest {
    private static final int LIMIT = 600;

    @Test
    void noServiceClassIsLongerThan600Lines() throws IOException {
        Path dir = Path.of("src/main/java/org/qicai/core/service");
        assertThat(dir).isDirectory();
        List<String> over = new ArrayList<>();
        int services = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                long lines;
                try (Stream<String> l = Files.lines(f)) {
                    lines = l.count();
                }
                if (f.getFileName().toString().endsWith("Service.java")) {
                    services++;
                }
                if (lines > LIMIT) {
                    over.add(f.getFileName() + ": " + lines + " lines");
                }
            }
        }
        assertThat(services).as("the service classes are found").isGreaterThanOrEqualTo(15);
        assertThat(over).as("classes of core.service over " + LIMIT + " lines").isEmpty();
    }

    @Test
    void theSampleBuildersAreNotServices() {
        assertThat(Path.of("src/main/java/org/qicai/core/service/SampleEvents.java")).doesNotExist();
        assertThat(Path.of("src/main/java/org/qicai/core/sample/SampleEvents.java")).exists();
        assertThat(Path.of("src/main/java/org/qicai/core/sample/TeamSamples.java")).exists();
    }
}
