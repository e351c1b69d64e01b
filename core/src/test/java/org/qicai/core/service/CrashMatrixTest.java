package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Integrity;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.service.CrashScript.Kind;

/**
 * Issue 12 item 6: every kind of confirmed action survives {@code kill -9}. A child JVM ({@link CrashScript})
 * works through events — import, pair, publish, penalty, undo, result, withdrawal — printing ACK after each
 * action returned; this test kills it with SIGKILL ({@link ProcessHandle#destroyForcibly}) at a moment chosen by a
 * seeded random: right on an ACK of the kind whose turn it is, a few milliseconds after one (in the next
 * action), or a few milliseconds after a BEGIN (inside the action). After every kill the event file is opened
 * again and must hold every fact an ACK named, no action applied twice by the process that resumed, and a
 * journal chain that agrees with the data ({@link EventService#integrity()}).
 *
 * <p>{@code -Dcrash.kills=N} (default 84, 12 per kind) and {@code -Dcrash.seed=S} (default 12) vary the run.
 */
class CrashMatrixTest {
    @TempDir
    Path dir;

    static final int KILLS = Integer.getInteger("crash.kills", 84);
    static final long SEED = Long.getLong("crash.seed", 12L);
    /** The kind each kill waits for in turn, in the order an event goes through them (fewer actions in between). */
    static final Kind[] TARGETS = {Kind.IMPORT, Kind.PAIR, Kind.PUBLISH, Kind.PENALTY, Kind.UNDO, Kind.RESULT,
        Kind.WITHDRAWAL};

    /** One acknowledged action: the event it was in, its kind and the fact it named. */
    record Ack(int campaign, Kind kind, String[] fact, String line) {
    }

    private final Map<Integer, List<Ack>> acks = new TreeMap<>();
    /** What is missing or wrong, each once (by the ACK or finding), with when it was first seen. */
    private final Map<String, String> lost = new java.util.LinkedHashMap<>();
    private final Map<String, String> findings = new java.util.LinkedHashMap<>();

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void everyAcknowledgedActionOfEveryKindSurvivesKillNine() throws Exception {
        long started = System.nanoTime();
        Random rnd = new Random(SEED);
        Map<Kind, Integer> afterAck = new EnumMap<>(Kind.class);
        Map<Kind, Integer> midAction = new EnumMap<>(Kind.class);
        Map<Kind, Integer> acked = new EnumMap<>(Kind.class);
        List<String> jvm = childJvm();
        int children = 0;
        long verifyNanos = 0;
        for (int kill = 0; kill < KILLS; kill++) {
            Kind target = TARGETS[kill % TARGETS.length];
            int mode = rnd.nextInt(3); // 0: on the ACK, 1: a little after the ACK, 2: a little after the BEGIN
            int delay = mode == 0 ? 0 : rnd.nextInt(mode == 1 ? 15 : 40);
            Path err = dir.resolve("child-" + kill + ".err");
            List<String> cmd = new ArrayList<>(jvm);
            cmd.add(dir.toString());
            Process p = new ProcessBuilder(cmd).redirectError(err.toFile()).start();
            children++;
            Thread watchdog = watchdog(p, 60);
            List<String> lines = new ArrayList<>();
            boolean killed = false;
            try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                String line;
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                    String[] t = line.split(" ");
                    boolean ack = t[0].equals("ACK");
                    boolean begin = t[0].equals("BEGIN");
                    if ((ack || begin) && t[2].equals(target.name())
                            && (mode == 2 ? begin : ack)) {
                        if (delay > 0) {
                            Thread.sleep(delay);
                        }
                        // SIGKILL through the handle: Process.destroyForcibly would also close our end of the pipe,
                        // losing what the child printed just before it died
                        p.toHandle().destroyForcibly();
                        killed = true;
                        break;
                    }
                }
                assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
                watchdog.interrupt();
                // what the child printed before it died was seen by the arbiter too: those ACKs count
                while ((line = r.readLine()) != null) {
                    lines.add(line);
                }
            }
            assertThat(killed).as("child %d ended by itself (exit %d) before a %s; stderr: %s; stdout: %s", kill,
                    p.exitValue(), target, Files.readString(err), tail(lines)).isTrue();
            assertThat(p.exitValue()).as("child %d was killed by SIGKILL", kill).isEqualTo(137);
            Set<Integer> touched = new TreeSet<>();
            String last = null;
            for (String line : lines) {
                String[] t = line.split(" ");
                if (t[0].equals("ACK")) {
                    Kind kind = Kind.valueOf(t[2]);
                    int c = Integer.parseInt(t[3].substring(1));
                    String[] fact = java.util.Arrays.copyOfRange(t, 4, t.length);
                    acks.computeIfAbsent(c, x -> new ArrayList<>()).add(new Ack(c, kind, fact, line));
                    acked.merge(kind, 1, Integer::sum);
                    touched.add(c);
                    last = line;
                } else if (t[0].equals("BEGIN")) {
                    touched.add(Integer.parseInt(t[3].substring(1)));
                    last = line;
                }
            }
            assertThat(last).as("child %d printed nothing; stderr: %s", kill, Files.readString(err)).isNotNull();
            String[] lt = last.split(" ");
            (lt[0].equals("BEGIN") ? midAction : afterAck).merge(Kind.valueOf(lt[2]), 1, Integer::sum);
            long v0 = System.nanoTime();
            for (int c : touched) {
                verify(c, "after kill " + (kill + 1) + " (" + last + ")");
            }
            verifyNanos += System.nanoTime() - v0;
            Files.deleteIfExists(err);
        }
        int complete = 0;
        for (int c : new TreeSet<>(allCampaigns())) {
            if (verify(c, "at the end")) {
                complete++;
            }
        }
        int totalAcks = acked.values().stream().mapToInt(Integer::intValue).sum();
        int mid = midAction.values().stream().mapToInt(Integer::intValue).sum();
        StringBuilder byKind = new StringBuilder();
        for (Kind k : Kind.values()) {
            int a = afterAck.getOrDefault(k, 0);
            int m = midAction.getOrDefault(k, 0);
            byKind.append(String.format(" %s %d (%d mid-action)/%d ACKs;", k, a + m, m, acked.getOrDefault(k, 0)));
        }
        String summary = String.format("CrashMatrix: %d kills (%d mid-action, %d right after an ACK) of %d child JVMs,"
                + " %d ACKs, %d lost, %d integrity findings, %d events (%d complete), seed %d, %.0f s (%.0f s checking); by kind:%s",
                KILLS, mid, KILLS - mid, children, totalAcks, lost.size(), findings.size(), allCampaigns().size(),
                complete, SEED, (System.nanoTime() - started) / 1e9, verifyNanos / 1e9, byKind);
        System.out.println(summary);
        findings.values().forEach(f -> System.out.println("CrashMatrix integrity finding: " + f));
        lost.values().forEach(l -> System.out.println("CrashMatrix lost: " + l));
        assertThat(lost.values()).as("acknowledged actions missing after kill -9").isEmpty();
        assertThat(findings.values()).as("journal chain / data findings after kill -9").isEmpty();
        for (Kind k : TARGETS) {
            assertThat(afterAck.getOrDefault(k, 0) + midAction.getOrDefault(k, 0)).as("kills at %s", k)
                    .isGreaterThanOrEqualTo(5);
        }
    }

    /** The child's command line but for the folder: the client compiler and a small heap start it sooner. */
    private static List<String> childJvm() {
        return List.of(javaBin(), "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m", "-cp",
                System.getProperty("java.class.path"), CrashScript.class.getName());
    }

    private Set<Integer> allCampaigns() throws IOException {
        Set<Integer> out = new TreeSet<>(acks.keySet());
        int n = CrashScript.newest(dir);
        for (int c = 1; c <= n; c++) {
            if (Files.exists(CrashScript.file(dir, c))) {
                out.add(c);
            }
        }
        return out;
    }

    /**
     * Opens event {@code c} and checks it: every acknowledged fact, nothing applied twice, the journal chain
     * and the data in agreement. Returns whether the event is complete (then its whole content is checked).
     */
    private boolean verify(int c, String when) {
        Path f = CrashScript.file(dir, c);
        List<Ack> mine = acks.getOrDefault(c, List.of());
        if (!Files.exists(f)) {
            for (Ack a : mine) {
                lost.putIfAbsent(a.line(), when + ": c" + c + " is gone, but it had " + a.line());
            }
            return false;
        }
        try (EventService svc = EventService.open(f, CrashScript.registry(), "check")) {
            Integrity i = svc.integrity();
            if (!i.intact()) {
                for (Integrity.Finding x : i.findings()) {
                    String what = "c" + c + " journal row " + x.seq() + " " + x.table() + " (" + x.key() + "): " + x.en();
                    findings.putIfAbsent(what, when + ": " + what);
                }
            }
            EventSnapshot s = svc.snapshot();
            List<JournalEntry> j = svc.journal();
            List<PenaltyService.Entry> log = new PenaltyService(svc).log();
            for (Ack a : mine) {
                String miss = check(s, j, log, a.fact());
                if (miss != null) {
                    lost.putIfAbsent(a.line(), when + ": " + a.line() + " — " + miss);
                }
            }
            for (String d : twice(s, j)) {
                lost.putIfAbsent("c" + c + " twice " + d, when + ": c" + c + " applied twice: " + d);
            }
            boolean complete = CrashScript.next(c, svc).isEmpty();
            if (complete) {
                String whole = whole(s, j, log);
                if (whole != null) {
                    lost.putIfAbsent("c" + c + " whole", when + ": c" + c + " complete but " + whole);
                }
            }
            return complete;
        } catch (RuntimeException e) {
            lost.putIfAbsent("c" + c + " open", when + ": c" + c + " does not open: " + e);
            return false;
        }
    }

    /** Why a fact an ACK named is not in the file, or null when it is. */
    static String check(EventSnapshot s, List<JournalEntry> j, List<PenaltyService.Entry> log, String[] f) {
        switch (f[0]) {
            case "created":
                return null;
            case "players": {
                int from = Integer.parseInt(f[1]);
                int to = Integer.parseInt(f[2]);
                if (s.player(from).isEmpty()) {
                    return "no player " + from;
                }
                return s.player(to).map(Player::name).filter(f[3]::equals).isPresent() ? null
                        : "player " + to + " is " + s.player(to);
            }
            case "round": {
                int r = Integer.parseInt(f[1]);
                Round round = s.round(r).orElse(null);
                if (round == null) {
                    return "round " + r + " is not paired";
                }
                Pairing b1 = round.board(1).orElseThrow();
                String got = round.pairings().size() + " " + b1.first() + "-" + b1.second();
                return got.equals(f[2] + " " + f[3]) ? null : "round " + r + " is " + got;
            }
            case "published": {
                int r = Integer.parseInt(f[1]);
                RoundStatus st = s.round(r).map(Round::status).orElse(null);
                return st == RoundStatus.PUBLISHED || st == RoundStatus.FINISHED ? null : "round " + r + " is " + st;
            }
            case "penalty": {
                int r = Integer.parseInt(f[1]);
                int b = Integer.parseInt(f[2]);
                String note = f[3] + " " + f[4];
                return log.stream().anyMatch(e -> e.live() && e.penalty().round() == r && e.penalty().board() == b
                        && e.penalty().note().equals(note)) ? null : "no live penalty '" + note + "' on " + r + ":" + b;
            }
            case "logged": {
                String prefix = "round " + f[1] + " board " + f[2] + " ";
                return CrashScript.has(j, "penalty.add", prefix) ? null : "no penalty.add row for " + prefix;
            }
            case "undone": {
                int r = Integer.parseInt(f[2]);
                int b = Integer.parseInt(f[3]);
                String prefix = f[1] + " round " + r + " board " + b + " ";
                if (!CrashScript.has(j, "undo", prefix)) {
                    return "no undo row for " + prefix;
                }
                if (f[1].equals("penalty.add")) {
                    return log.stream().anyMatch(e -> e.live() && e.penalty().round() == r && e.penalty().board() == b)
                            ? "the undone penalty on " + r + ":" + b + " is live" : null;
                }
                Result wrong = Result.parseCode(f[4]).orElseThrow();
                Result now = s.round(r).flatMap(x -> x.board(b)).map(Pairing::result).orElse(null);
                return now == wrong ? "the undone result " + wrong.code() + " is still on " + r + ":" + b : null;
            }
            case "entered": {
                int r = Integer.parseInt(f[1]);
                int b = Integer.parseInt(f[2]);
                return CrashScript.entered(j, r, b, Result.parseCode(f[3]).orElseThrow()) ? null
                        : "no result.enter row " + f[3] + " for " + r + ":" + b;
            }
            case "result": {
                int r = Integer.parseInt(f[1]);
                int b = Integer.parseInt(f[2]);
                Result want = Result.parseCode(f[3]).orElseThrow();
                Result now = s.round(r).flatMap(x -> x.board(b)).map(Pairing::result).orElse(null);
                return now == want ? null : r + ":" + b + " is " + now;
            }
            case "withdrawn": {
                int no = Integer.parseInt(f[1]);
                int after = Integer.parseInt(f[2]);
                Player p = s.player(no).orElse(null);
                return p != null && p.status() == PlayerStatus.WITHDRAWN && p.leftAfterRound() == after ? null
                        : "player " + no + " is " + p;
            }
            default:
                return "unknown fact " + String.join(" ", f);
        }
    }

    /** Actions the file shows applied more than once (a resumed process repeating what the killed one did). */
    static List<String> twice(EventSnapshot s, List<JournalEntry> j) {
        List<String> out = new ArrayList<>();
        Map<String, Integer> seen = new HashMap<>();
        for (JournalEntry e : j) {
            String key = switch (e.action()) {
                case "penalty.add" -> "penalty.add " + e.subject().replaceAll("^(round \\d+ board \\d+ ).*", "$1");
                case "undo" -> "undo " + e.subject().replaceAll("^(\\S+ round \\d+ board \\d+ ).*", "$1");
                case "result.enter" -> "result.enter " + e.subject().replaceAll("^(round \\d+ board \\d+ ).*", "$1")
                        + e.after();
                case "player.import", "player.withdraw", "round.pair" -> e.action() + " " + e.subject() + " "
                        + e.after();
                default -> null;
            };
            if (key != null && seen.merge(key, 1, Integer::sum) == 2) {
                out.add(key);
            }
        }
        int n = s.players().size();
        if (n != 0 && n != 10 && n != 12 && n != 14) {
            out.add(n + " players");
        }
        Set<String> names = new HashSet<>();
        for (Player p : s.players()) {
            if (!names.add(p.name())) {
                out.add("player " + p.name() + " twice");
            }
        }
        if (s.lastRound() > CrashScript.ROUNDS) {
            out.add(s.lastRound() + " rounds");
        }
        return out;
    }

    /** For a complete event: the whole content the script leaves, or why not. */
    static String whole(EventSnapshot s, List<JournalEntry> j, List<PenaltyService.Entry> log) {
        int rounds = CrashScript.ROUNDS;
        Map<String, Long> counts = j.stream().collect(Collectors.groupingBy(JournalEntry::action, Collectors.counting()));
        List<String> wrong = new ArrayList<>();
        if (s.players().size() != 14) {
            wrong.add(s.players().size() + " players");
        }
        if (counts.getOrDefault("penalty.add", 0L) != 2 * rounds) {
            wrong.add(counts.get("penalty.add") + " penalty.add rows");
        }
        if (counts.getOrDefault("undo", 0L) != 2 * rounds) {
            wrong.add(counts.get("undo") + " undo rows");
        }
        if (log.stream().filter(PenaltyService.Entry::live).count() != rounds) {
            wrong.add(log.stream().filter(PenaltyService.Entry::live).count() + " live penalties");
        }
        if (counts.getOrDefault("player.withdraw", 0L) != CrashScript.WITHDRAWS.length) {
            wrong.add(counts.get("player.withdraw") + " withdrawals");
        }
        for (Round r : s.rounds()) {
            if (r.status() != RoundStatus.FINISHED) {
                wrong.add("round " + r.no() + " " + r.status());
            }
            for (Pairing p : r.pairings()) {
                if (!p.isBye() && p.result() != CrashScript.planned(r.no(), p.board())) {
                    wrong.add(r.no() + ":" + p.board() + " " + p.result());
                }
            }
        }
        return wrong.isEmpty() ? null : String.join(", ", wrong);
    }

    private static Thread watchdog(Process p, int seconds) {
        Thread t = new Thread(() -> {
            try {
                Thread.sleep(seconds * 1000L);
                p.destroyForcibly();
            } catch (InterruptedException e) {
                // the child was dealt with
            }
        }, "crash-watchdog");
        t.setDaemon(true);
        t.start();
        return t;
    }

    private static String tail(List<String> lines) {
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 10), lines.size()));
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
