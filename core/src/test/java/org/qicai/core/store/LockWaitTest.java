package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;

/**
 * Issue 16 item 6: a second QiCai opening an event file another one has open waits a few seconds for it (and says
 * so, once) before refusing — a command that ends in a moment no longer turns the next one away.
 */
class LockWaitTest {
    @TempDir
    Path dir;
    private final List<String> told = new CopyOnWriteArrayList<>();
    private Process holder;

    @AfterEach
    void stop() throws Exception {
        EventStore.whileWaitingForLock(null);
        if (holder != null) {
            holder.destroyForcibly();
            holder.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private Path heldFile() throws Exception {
        Path file = dir.resolve("busy.qicai");
        EventStore.create(file).close();
        holder = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), FileHolder.class.getName(), file.toString())
                .redirectErrorStream(true).start();
        BufferedReader r = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = r.readLine()) != null && !line.equals("OPEN")) {
            // log lines
        }
        assertThat(line).isEqualTo("OPEN");
        EventStore.whileWaitingForLock((f, seconds) -> told.add(f.getFileName() + " " + seconds));
        return file;
    }

    @Test
    void aFileStillBusyAfterTheWaitIsRefusedSayingHowLongItWaited() throws Exception {
        Path file = heldFile();
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> EventStore.open(file)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("event file is open in another QiCai window or command")
                .hasMessageEndingWith("(waited 3 s)");
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        assertThat(waited).isBetween(2_900L, 10_000L);
        assertThat(told).containsExactly("busy.qicai 3");
    }

    @Test
    void aFileLetGoWithinTheWaitOpens() throws Exception {
        Path file = heldFile();
        Thread release = new Thread(() -> {
            try {
                Thread.sleep(800);
            } catch (InterruptedException e) {
                return;
            }
            holder.destroyForcibly();
        });
        release.start();
        try (EventStore store = EventStore.open(file)) {
            assertThat(store.integrity().findings()).isEmpty();
        }
        assertThat(told).containsExactly("busy.qicai 3");
    }
}
