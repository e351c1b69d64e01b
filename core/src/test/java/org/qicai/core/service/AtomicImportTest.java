package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.trf.TrfTournament;

/**
 * Issue 12 item 3: an event file appears complete or not at all. A child JVM importing a large TRF
 * (1000 players, 9 rounds) is killed with SIGKILL at random moments; afterwards the target is either
 * absent or a complete event that opens, and the leftover partial file is never taken for an event.
 */
class AtomicImportTest {
    @TempDir
    Path dir;

    private static final int PLAYERS = 1000;
    private static final int ROUNDS = 9;

    @Test
    void aTrfImportKilledHalfWayLeavesNoEventOrACompleteOne() throws Exception {
        Path trf = TrfServiceTest.fixturePath("dutch_n1000_r9_s1003.trf");
        Random random = new Random(12);
        long buildMillis = 0;
        int killedWhileBuilding = 0;
        for (int run = 0; run < 4; run++) {
            Path event = dir.resolve("run" + run + ".qicai");
            Process p = new ProcessBuilder(javaBin(), "-cp", System.getProperty("java.class.path"),
                    CrashImporter.class.getName(), trf.toString(), event.toString()).redirectErrorStream(true).start();
            boolean building;
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line = awaitLine(r, "READ");
                assertThat(line).as("the importer read the file").isEqualTo("READ");
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (partials(event).isEmpty() && !Files.exists(event) && System.nanoTime() < deadline) {
                    Thread.sleep(2);
                }
                long started = System.nanoTime();
                if (run == 0) {
                    // the first run is left to finish: how long building the file takes
                    assertThat(awaitLine(r, "DONE")).as("the first import finished").startsWith("DONE");
                    buildMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started);
                } else {
                    Thread.sleep(random.nextInt((int) Math.max(1, buildMillis)));
                }
                building = !partials(event).isEmpty() && !Files.exists(event);
                p.destroyForcibly();
                assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            if (Files.exists(event)) {
                try (EventService svc = EventService.open(event, TestPlugins.registry(), "t")) {
                    EventSnapshot s = svc.snapshot();
                    assertThat(s.players()).as("run %d: a file that appeared is complete", run).hasSize(PLAYERS);
                    assertThat(s.rounds()).hasSize(ROUNDS);
                    assertThat(svc.journal()).extracting(j -> j.action()).contains("event.create", "event.import");
                }
            } else {
                assertThat(run).as("the first run finished").isPositive();
                killedWhileBuilding += building ? 1 : 0;
                // what the kill left is hidden, not an event, and refused if opened by name
                for (Path partial : partials(event)) {
                    assertThat(partial.getFileName().toString()).startsWith(".run" + run + ".qicai.partial-");
                    assertThatThrownBy(() -> EventService.open(partial, TestPlugins.registry(), "t"))
                            .isInstanceOf(UserError.class).hasMessageContaining("unfinished temporary file");
                }
            }
        }
        System.out.println("AtomicImportTest: building the event took " + buildMillis + " ms; " + killedWhileBuilding
                + " kills came while it was being built");
        assertThat(killedWhileBuilding).as("some kills came while the file was being built (%d ms)", buildMillis)
                .isPositive();

        // importing again to a target whose build was interrupted works, and clears the orphan
        Path again = dir.resolve("run1.qicai");
        Files.deleteIfExists(again);
        TrfTournament t = TrfService.read(trf);
        try (EventService svc = TrfService.importEvent(t, "again", again, "adjacent", "xiangqi", 1L, Map.of(),
                TestPlugins.registry(), "t")) {
            assertThat(svc.snapshot().players()).hasSize(PLAYERS);
            assertThat(svc.file()).isEqualTo(again.toAbsolutePath());
        }
        assertThat(partials(again)).isEmpty();
    }

    @Test
    void aFailedCreationLeavesNothingBehind() throws Exception {
        Path file = dir.resolve("bad.qicai");
        EventSettings s = new EventSettings("bad", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        assertThatThrownBy(() -> EventService.create(file, s, TestPlugins.registry(), "t", svc -> {
            svc.registration().addPlayer("甲", "", null, "");
            throw UserError.zh("中途失败", "failed half-way");
        })).hasMessage("failed half-way");
        assertThat(file).doesNotExist();
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left).isEmpty();
        }
    }

    @Test
    void aNewEventIsOpenAtItsOwnNameAndTheTemporaryFileIsGone() throws Exception {
        Path file = dir.resolve("城市赛.qicai");
        EventSettings s = new EventSettings("城市赛", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        try (EventService svc = EventService.create(file, s, TestPlugins.registry(), "t")) {
            assertThat(svc.file()).isEqualTo(file.toAbsolutePath());
            svc.registration().addPlayer("甲", "", null, "");
        }
        try (Stream<Path> left = Files.list(dir)) {
            assertThat(left.map(p -> p.getFileName().toString())).containsExactly("城市赛.qicai");
        }
        try (EventService svc = EventService.open(file, TestPlugins.registry(), "t")) {
            assertThat(svc.snapshot().players()).hasSize(1);
        }
    }

    @Test
    void aTrfWithoutPlayersIsRefusedAndNoEventIsCreated() throws Exception {
        Path trf = dir.resolve("empty.trf");
        Files.writeString(trf, "012 Nobody came\r\n042 2026/01/01\r\nXXR 5\r\n");
        assertThatThrownBy(() -> TrfService.read(trf)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("the TRF file has no players")
                .satisfies(e -> assertThat(((UserError) e).chinese()).startsWith("TRF 文件中没有棋手"));
        Path blank = dir.resolve("blank.trf");
        Files.writeString(blank, "");
        assertThatThrownBy(() -> TrfService.read(blank)).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> TrfService.read(dir)).isInstanceOf(UserError.class).hasMessageStartingWith("this is a folder");
        assertThat(dir.resolve("empty.qicai")).doesNotExist();
    }

    /** Reads lines until one starts with {@code start}; null at the end of the output. */
    private static String awaitLine(BufferedReader r, String start) throws IOException {
        String line;
        while ((line = r.readLine()) != null && !line.startsWith(start)) {
            // the child's log lines
        }
        return line;
    }

    private static List<Path> partials(Path event) throws IOException {
        List<Path> out = new ArrayList<>();
        try (Stream<Path> s = Files.list(event.getParent())) {
            s.filter(p -> p.getFileName().toString().matches("\\." + java.util.regex.Pattern.quote(
                    event.getFileName().toString()) + "\\.partial-[0-9a-f]{12}")).forEach(out::add);
        }
        return out;
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
