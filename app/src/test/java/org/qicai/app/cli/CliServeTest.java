package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.Main;
import org.qicai.app.host.PluginHost;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.service.EventService;

/**
 * Issue 16, first slice: {@code qicai serve} in a child JVM (as {@code ./qicai serve} runs), the commands of this
 * JVM on {@code qicai://127.0.0.1:PORT} from several threads at once; afterwards the file on its own: the
 * journal chain intact, every acknowledged result in it, each journalled with the joining desk's name.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class CliServeTest {
    @TempDir
    Path dir;
    private Process server;
    private Path serverErr;

    @AfterEach
    void stopServer() throws Exception {
        if (server != null && server.isAlive()) {
            server.toHandle().destroyForcibly();
            server.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static UnaryOperator<String> env(String password, String arbiter) {
        return name -> switch (name) {
            case "QICAI_PASSWORD" -> password;
            case "QICAI_ARBITER" -> arbiter;
            case Language.ENV -> null;
            default -> System.getenv(name);
        };
    }

    private CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /** A round-robin event of {@code players} with round 1 paired, closed. */
    private String event(int players) {
        String e = dir.resolve("联机.qicai").toString();
        ok("event", "new", e, "--name", "联机", "--discipline", "xiangqi", "--system", "round-robin");
        StringBuilder csv = new StringBuilder("姓名,单位\n");
        for (int i = 1; i <= players; i++) {
            csv.append("棋手").append(i).append(",城").append(i % 4).append('\n');
        }
        try {
            ok("player", "import", e, Files.writeString(dir.resolve("p.csv"), csv.toString()).toString());
        } catch (java.io.IOException x) {
            throw new java.io.UncheckedIOException(x);
        }
        ok("round", "pair", e);
        return e;
    }

    /** Starts {@code qicai serve EVENT --port 0} in a child JVM and returns the address it prints for 127.0.0.1. */
    private String serve(String event) throws Exception {
        java.util.Map<String, String> env = new java.util.HashMap<>();
        env.put("QICAI_PASSWORD", "pw");
        env.put("QICAI_ARBITER", "裁判长");
        env.put(Language.ENV, null);
        org.qicai.app.ServeProcess served = org.qicai.app.ServeProcess.start(event, dir.resolve("logs"),
                dir.resolve("serve-" + System.nanoTime() + ".err"), env);
        server = served.process();
        serverErr = served.err();
        return served.address();
    }

    /** Stops the server as Ctrl+C or a service manager would (SIGTERM runs the same shutdown hook as SIGINT). */
    private void stop() throws Exception {
        server.destroy();
        assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("serve stopped").isTrue();
        assertThat(Files.readString(serverErr)).as("serve's stderr; exit code %d", server.exitValue())
                .contains("已停止开放，赛事文件已关闭");
    }

    private static Result planned(int round, int board) {
        Result[] mix = {Result.FIRST_WIN, Result.SECOND_WIN, Result.DRAW};
        return mix[(round + board) % mix.length];
    }

    /** One desk: enters the given boards' results of a round through the address; returns the boards acknowledged. */
    private static List<Integer> desk(String address, String arbiter, int round, List<Integer> boards, List<String> errors) {
        List<Integer> acked = new ArrayList<>();
        for (int b : boards) {
            CliRunner.Run r = CliRunner.run(env("pw", arbiter), "result", address, "" + round, "" + b,
                    planned(round, b).code());
            if (r.code() == 0) {
                acked.add(b);
                if (!r.err().isBlank()) {
                    // e.g. the integrity warning: a command must see one committed state, never half a write
                    errors.add(arbiter + " " + round + ":" + b + " warned: " + r.err().strip());
                }
            } else {
                errors.add(arbiter + " " + round + ":" + b + " exit " + r.code() + ": " + r.err().strip());
            }
        }
        return acked;
    }

    @Test
    void fourDesksEnterResultsAtOnceThroughAServedEventAndTheFileHoldsEveryOneWithItsDesksName() throws Exception {
        String e = event(24);
        String address = serve(e);
        int desks = 4;
        for (int round = 1; round <= 2; round++) {
            if (round == 2) {
                CliRunner.Run paired = CliRunner.run(env("pw", "编排记录长"), "round", "pair", address);
                assertThat(paired.code()).as("round pair over %s: %s", address, paired.err()).isZero();
            }
            List<String> errors = Collections.synchronizedList(new ArrayList<>());
            Map<Integer, String> ackedBy = new ConcurrentHashMap<>();
            List<Thread> threads = new ArrayList<>();
            int r = round;
            for (int d = 0; d < desks; d++) {
                List<Integer> mine = new ArrayList<>();
                for (int b = 1 + d; b <= 12; b += desks) {
                    mine.add(b);
                }
                String name = "副裁判" + (d + 1);
                Thread t = new Thread(() -> desk(address, name, r, mine, errors).forEach(b -> ackedBy.put(b, name)));
                threads.add(t);
                t.start();
            }
            for (Thread t : threads) {
                t.join();
            }
            assertThat(errors).as("refused entries in round %d", round).isEmpty();
            assertThat(ackedBy).hasSize(12);
        }
        CliRunner.Run remoteVerify = CliRunner.run(env("pw", "x"), "verify", address);
        assertThat(remoteVerify.code()).as("verify over %s: %s %s", address, remoteVerify.out(), remoteVerify.err()).isZero();
        stop();

        assertThat(ok("verify", e).out()).contains("完好");
        try (PluginHost plugins = PluginHost.discover();
             EventService svc = EventService.openReadOnly(Path.of(e), plugins, "test")) {
            EventSnapshot s = svc.snapshot();
            for (int round = 1; round <= 2; round++) {
                for (Pairing p : s.round(round).orElseThrow().pairings()) {
                    assertThat(p.result()).as("round %d board %d", round, p.board()).isEqualTo(planned(round, p.board()));
                }
            }
            List<JournalEntry> results = svc.journal().stream().filter(j -> j.action().equals("result.enter")).toList();
            assertThat(results).hasSize(24);
            assertThat(results).extracting(JournalEntry::actor).allMatch(a -> a.startsWith("副裁判"));
            assertThat(svc.journal()).filteredOn(j -> j.action().equals("round.pair") && j.subject().contains("2"))
                    .extracting(JournalEntry::actor).containsOnly("编排记录长");
        }
    }

    @Test
    void aWrongPasswordIsRefusedInWordsWithExitCode2AndNothingWritten() throws Exception {
        String e = event(4);
        String address = serve(e);
        CliRunner.Run wrong = CliRunner.run(env("not-pw", "副裁判"), "result", address, "1", "1", "1-0");
        assertThat(wrong.code()).isEqualTo(2);
        assertThat(wrong.err()).contains("密码不对").contains("wrong password").doesNotContain("Exception")
                .doesNotContain("\tat ");
        CliRunner.Run none = CliRunner.run(env(null, "副裁判"), "result", address, "1", "1", "1-0");
        assertThat(none.code()).isEqualTo(2);
        assertThat(none.err()).contains("QICAI_PASSWORD");
        CliRunner.Run english = CliRunner.run(env("not-pw", "desk"), "--lang", "en", "event", "show", address);
        assertThat(english.code()).isEqualTo(2);
        assertThat(english.err()).contains("wrong password").doesNotContain("密码");
        stop();
        try (PluginHost plugins = PluginHost.discover();
             EventService svc = EventService.openReadOnly(Path.of(e), plugins, "test")) {
            assertThat(svc.snapshot().round(1).orElseThrow().pairings()).allMatch(p -> p.result() == Result.PENDING);
        }
    }

    @Test
    void nobodyServingAndAServedEventGivenToServeAreRefusedInWords() {
        CliRunner.Run nobody = CliRunner.run(env("pw", "副裁判"), "result", "qicai://127.0.0.1:1", "1", "1", "1-0");
        assertThat(nobody.code()).isEqualTo(2);
        assertThat(nobody.err()).contains("连不上 qicai://127.0.0.1:1");
        CliRunner.Run bad = CliRunner.run(env("pw", "副裁判"), "result", "qicai://127.0.0.1:99999", "1", "1", "1-0");
        assertThat(bad.code()).isEqualTo(2);
        assertThat(bad.err()).contains("qicai://主机:端口");
        CliRunner.Run serveRemote = CliRunner.run(env("pw", "副裁判"), "serve", "qicai://127.0.0.1:9123");
        assertThat(serveRemote.code()).isEqualTo(2);
        assertThat(serveRemote.err()).contains("只能开放本机上的赛事文件");
        CliRunner.Run noPassword = CliRunner.run(env(null, "裁判长"), "serve", event(4));
        assertThat(noPassword.code()).isEqualTo(2);
        assertThat(noPassword.err()).contains("QICAI_PASSWORD");
    }

    @Test
    void stoppingTheServerWhileDesksEnterResultsLeavesAnIntactFileWithEveryAcknowledgedResult() throws Exception {
        stopMidEntry(false);
    }

    @Test
    void killingTheServerWithSigkillWhileDesksEnterResultsLosesNoAcknowledgedResult() throws Exception {
        stopMidEntry(true);
    }

    private void stopMidEntry(boolean kill) throws Exception {
        String e = event(40);
        String address = serve(e);
        Map<Integer, String> acked = new ConcurrentHashMap<>();
        List<String> errors = Collections.synchronizedList(new ArrayList<>());
        AtomicBoolean go = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int d = 0; d < 3; d++) {
            int first = d + 1;
            String name = "副裁判" + first;
            Thread t = new Thread(() -> {
                for (int b = first; b <= 20 && go.get(); b += 3) {
                    desk(address, name, 1, List.of(b), errors).forEach(x -> acked.put(x, name));
                }
            });
            threads.add(t);
            t.start();
        }
        while (acked.size() < 4 && threads.stream().anyMatch(Thread::isAlive)) {
            Thread.sleep(20);
        }
        if (kill) {
            server.toHandle().destroyForcibly();
            assertThat(server.waitFor(60, TimeUnit.SECONDS)).as("serve killed").isTrue();
        } else {
            stop();
        }
        go.set(false);
        for (Thread t : threads) {
            t.join();
        }
        assertThat(acked).as("acknowledged before the stop").hasSizeGreaterThanOrEqualTo(4);
        assertThat(errors).as("refusals after the stop are in words").allMatch(x -> x.contains("exit 2"))
                .noneMatch(x -> x.contains("warned"));
        assertThat(ok("verify", e).out()).contains("完好");
        try (PluginHost plugins = PluginHost.discover();
             EventService svc = EventService.openReadOnly(Path.of(e), plugins, "test")) {
            EventSnapshot s = svc.snapshot();
            for (int b : acked.keySet()) {
                assertThat(s.round(1).orElseThrow().board(b).orElseThrow().result()).as("acknowledged board %d", b)
                        .isEqualTo(planned(1, b));
            }
        }
    }
}
