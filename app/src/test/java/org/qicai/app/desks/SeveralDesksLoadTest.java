package org.qicai.app.desks;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.Main;
import org.qicai.app.cli.Context;
import org.qicai.app.host.PluginHost;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.service.EventService;

/**
 * Issue 16 item 7: four desks, each a JVM of its own joined to one event on loopback, enter a round's results at
 * once — every board typed by two desks with different results, each desk from the view it read before anyone
 * began (as two deputies at two laptops who both saw the board empty). On the H2 server of {@code qicai serve} and
 * on a real PostgreSQL: no acknowledged result is lost (the board holds exactly the result its desk was told was
 * saved), every board was acknowledged to exactly one desk and refused to the other, and every refusal is a
 * {@code result.conflict} row of the journal, whose chain is intact. Prints the results per second.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class SeveralDesksLoadTest {
    private static final int DESKS = 4;
    /** Boards of the round, each typed twice: 60 in the build; {@code QICAI_DESKS_BOARDS=500} for 4 × 250 entries. */
    private static final int BOARDS = Integer.parseInt(java.util.Objects.requireNonNullElse(
            System.getenv("QICAI_DESKS_BOARDS"), "60"));
    private static final String PASSWORD = "load-pw-16";

    @TempDir
    Path dir;
    private final List<Process> processes = new ArrayList<>();

    @AfterEach
    void stopEveryProcess() throws Exception {
        for (Process p : processes) {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static EventSettings settings() {
        return new EventSettings("多台录入", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 7L, Map.of());
    }

    /** Fills an event: 2 × BOARDS players, round 1 paired and published. */
    private static void fill(EventService svc) {
        for (int i = 1; i <= 2 * BOARDS; i++) {
            svc.registration().addPlayer("棋手" + i, "城" + (i % 5), 0, "");
        }
        svc.rounds().pairNextRound();
        svc.rounds().publishRound(1);
    }

    private static Map<String, String> env(String arbiter) {
        Map<String, String> env = new HashMap<>();
        env.put("QICAI_PASSWORD", PASSWORD);
        env.put("PGUSER", "arbiter");
        env.put("QICAI_ARBITER", arbiter);
        return env;
    }

    private Process java(String main, Map<String, String> env, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=UTF-8", "-Dqicai.logdir=" + dir.resolve("logs"), "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), main));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd);
        pb.environment().putAll(env);
        pb.environment().remove("QICAI_LANG");
        pb.redirectError(dir.resolve("err-" + processes.size() + ".txt").toFile());
        Process p = pb.start();
        processes.add(p);
        return p;
    }

    /** The two results typed on board b: its first desk's (b mod 4) differs from the second's. */
    private static Result typed(int desk, int board) {
        Result[] r = {Result.FIRST_WIN, Result.SECOND_WIN, Result.DRAW};
        return r[(board + (desk == board % DESKS ? 0 : 1)) % 3];
    }

    /** Runs the four desks at once on {@code address}; checks the event afterwards through {@code reopen}. */
    private void fourDesks(String address, java.util.function.Supplier<EventService> reopen) throws Exception {
        // board b is typed by desk (b mod 4) and by the next desk, the first in rising board order, the second in
        // falling order, so that the two meet at every moment of the run
        Map<Integer, StringBuilder> plans = new HashMap<>();
        for (int d = 0; d < DESKS; d++) {
            plans.put(d, new StringBuilder());
        }
        for (int b = 1; b <= BOARDS; b++) {
            int first = b % DESKS;
            plans.get(first).append(plans.get(first).length() == 0 ? "" : ",").append(b).append(':')
                    .append(typed(first, b).name());
        }
        for (int b = BOARDS; b >= 1; b--) {
            int second = (b + 1) % DESKS;
            plans.get(second).append(',').append(b).append(':').append(typed(second, b).name());
        }
        List<Process> desks = new ArrayList<>();
        List<BufferedReader> outs = new ArrayList<>();
        for (int d = 0; d < DESKS; d++) {
            Process p = java(DeskChild.class.getName(), env("副裁判" + d), address, "1", plans.get(d).toString());
            desks.add(p);
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            outs.add(r);
            String ready = r.readLine();
            assertThat(ready).as("desk %d joined; its stderr: %s", d, Files.readString(dir.resolve("err-"
                    + (processes.size() - 1) + ".txt"))).isEqualTo("READY");
        }
        long t0 = System.nanoTime();
        for (Process p : desks) {
            Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
            w.write("GO\n");
            w.flush();
        }
        Map<Integer, List<Integer>> acked = new HashMap<>();
        int conflicts = 0;
        List<String> errors = new ArrayList<>();
        for (int d = 0; d < DESKS; d++) {
            for (String l = outs.get(d).readLine(); l != null && !l.equals("DONE"); l = outs.get(d).readLine()) {
                String[] w = l.split(" ", 3);
                int board = Integer.parseInt(w[1]);
                switch (w[0]) {
                    case "ACK" -> acked.computeIfAbsent(board, k -> new ArrayList<>()).add(d);
                    case "CONFLICT" -> conflicts++;
                    default -> errors.add("desk " + d + ": " + l);
                }
            }
            assertThat(desks.get(d).waitFor(60, TimeUnit.SECONDS)).isTrue();
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        System.out.printf("several desks on %s: %d desks, %d entries (%d saved, %d refused as conflicts) in %.1f s = "
                + "%.1f entries/s%n", address.replaceAll("\\?.*", "").replaceAll(":\\d+", ":PORT"), DESKS, 2 * BOARDS,
                acked.size(), conflicts, seconds, 2 * BOARDS / seconds);
        assertThat(errors).as("entries neither saved nor refused as a conflict").isEmpty();
        assertThat(acked).as("boards acknowledged").hasSize(BOARDS);
        assertThat(acked.values()).as("each board acknowledged to exactly one desk").allMatch(l -> l.size() == 1);
        assertThat(conflicts).as("the other desk of every board refused").isEqualTo(BOARDS);

        try (EventService svc = reopen.get()) {
            for (Pairing p : svc.snapshot().round(1).orElseThrow().pairings()) {
                int desk = acked.get(p.board()).get(0);
                assertThat(p.result()).as("board %d holds the result acknowledged to desk %d", p.board(), desk)
                        .isEqualTo(typed(desk, p.board()));
            }
            List<JournalEntry> journal = svc.journal();
            List<JournalEntry> entered = journal.stream().filter(j -> j.action().equals("result.enter")).toList();
            assertThat(entered).as("one result.enter row per acknowledged result").hasSize(BOARDS);
            for (JournalEntry j : entered) {
                int board = Integer.parseInt(j.subject().replaceAll("^round \\d+ board (\\d+).*$", "$1"));
                assertThat(j.actor()).as("who entered %s", j.subject()).isEqualTo("副裁判" + acked.get(board).get(0));
            }
            assertThat(journal.stream().filter(j -> j.action().equals("result.conflict")))
                    .as("every refusal journalled").hasSize(BOARDS);
            assertThat(svc.integrity().findings()).as("the journal chain and the data").isEmpty();
        }
    }

    @Test
    void fourDeskJvmsThroughQicaiServeLoseNoAcknowledgedResultAndDetectEveryConflict() throws Exception {
        Path file = dir.resolve("多台.qicai");
        try (PluginHost plugins = PluginHost.discover()) {
            EventService.create(file, settings(), plugins, "裁判长", SeveralDesksLoadTest::fill).close();
        }
        Map<String, String> env = env("裁判长");
        env.put("QICAI_LANG", null);
        org.qicai.app.ServeProcess served = org.qicai.app.ServeProcess.start(file.toString(), dir.resolve("logs"),
                dir.resolve("serve.err"), env);
        Process server = served.process();
        processes.add(server);
        String address = served.address();
        fourDesks(address, () -> {
            server.destroy();
            try {
                assertThat(server.waitFor(60, TimeUnit.SECONDS)).isTrue();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return EventService.openReadOnly(file, PluginHost.discover(), "test");
        });
    }

    @Test
    void fourDeskJvmsOnPostgresqlLoseNoAcknowledgedResultAndDetectEveryConflict() throws Exception {
        try (EmbeddedPostgres pg = org.qicai.app.TestPostgresServers.start("arbiter", PASSWORD, "venue")) {
            String address = "postgresql://127.0.0.1:" + pg.getPort() + "/venue?event=load16";
            Context here = new Context(System.out, System.err, name -> env("裁判长").getOrDefault(name,
                    name.equals("PGPASSWORD") ? null : System.getenv(name)));
            Path at = Path.of(address);
            try (PluginHost plugins = PluginHost.discover()) {
                EventService.create(at, settings(), plugins, "裁判长", SeveralDesksLoadTest::fill).close();
            }
            fourDesks(address, () -> here.openReadOnlyUnchecked(at));
        }
    }
}
