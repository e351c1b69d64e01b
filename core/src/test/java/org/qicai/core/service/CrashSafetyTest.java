package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Result;

/**
 * A confirmed action survives a crash: a separate JVM enters a result, says ACK, and is killed with
 * SIGKILL at once (Process.destroyForcibly); the event file must still hold the result.
 */
class CrashSafetyTest {
    @TempDir
    Path dir;

    @Test
    void resultAcknowledgedBeforeKillNineIsStillThereAfterReopen() throws Exception {
        Path file = dir.resolve("crash.qicai");
        EventSettings s = new EventSettings("crash", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        try (EventService svc = EventService.create(file, s, TestPlugins.registry(), "t")) {
            for (int i = 1; i <= 10; i++) {
                svc.registration().addPlayer("P" + i, "", null, "");
            }
            svc.rounds().pairNextRound();
        }
        String[] results = {"1-0", "0-1", "1/2", "+/-", "-/+"};
        for (int board = 1; board <= 5; board++) {
            Process p = new ProcessBuilder(javaBin(), "-cp", System.getProperty("java.class.path"),
                    CrashWriter.class.getName(), file.toString(), "1", Integer.toString(board), results[board - 1])
                    .redirectErrorStream(true).start();
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                boolean acked = false;
                StringBuilder output = new StringBuilder();
                while ((line = r.readLine()) != null) {
                    if (line.equals("ACK")) {
                        acked = true;
                        break;
                    }
                    output.append(line).append('\n');
                }
                assertThat(acked).as("writer acknowledged board %d; it printed: %s", board, output).isTrue();
                p.destroyForcibly();
                assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
            }
            try (EventService svc = EventService.open(file, TestPlugins.registry(), "t")) {
                var round = svc.snapshot().round(1).orElseThrow();
                for (int b = 1; b <= board; b++) {
                    assertThat(round.board(b).orElseThrow().result())
                            .as("board %d after kill -9 number %d", b, board)
                            .isEqualTo(Result.parseCode(results[b - 1]).orElseThrow());
                }
            }
        }
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
