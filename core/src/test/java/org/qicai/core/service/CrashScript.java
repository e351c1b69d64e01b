package org.qicai.core.service;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;

/**
 * Run in a separate JVM by {@link CrashMatrixTest}: an arbiter working through events, one confirmed action
 * after another, each chosen from what the event file holds — so a fresh process resumes exactly where the
 * killed one stopped. The events are {@code c1.qicai}, {@code c2.qicai} … in the folder given; when the
 * newest is complete (four rounds played) the next one is created.
 *
 * <p>Before each action it prints {@code BEGIN <k> <KIND> c<n>}; once the service returned (the arbiter saw
 * it confirmed) {@code ACK <k> <KIND> c<n> <fact…>}, flushed, where the fact is what must be in the file from
 * then on ({@link CrashMatrixTest#check} reads it). Kinds: CREATE, IMPORT, PAIR, PUBLISH, RESULT, PENALTY,
 * WITHDRAWAL, UNDO.
 *
 * <p>One event: 10 players imported from a CSV; per round (4): pair, publish, a warning logged on board 1
 * (kept), a warning on board 2 then undone, a wrong result on board 3 then undone, every board's result;
 * after round 1 player 4 withdraws and players 11–12 are imported, after round 2 player 7 withdraws and
 * players 13–14 are imported.
 */
public final class CrashScript {
    static final int ROUNDS = 4;
    static final String ACTOR = "crash";

    enum Kind { CREATE, IMPORT, PAIR, PUBLISH, RESULT, PENALTY, WITHDRAWAL, UNDO }

    private CrashScript() {
    }

    /** The pairing system and a discipline with a penalty catalogue (xiangqi's shape). */
    static ExtensionRegistry registry() {
        return ExtensionRegistry.of(List.of(new TestPlugins.Adjacent(), new PenaltyServiceTest.XqLike()));
    }

    static EventSettings settings(int campaign) {
        return new EventSettings("断电测试" + campaign, "xiangqi", "adjacent", ROUNDS, "14.1", List.of(), "", 1L, Map.of());
    }

    static Path file(Path dir, int campaign) {
        return dir.resolve("c" + campaign + ".qicai");
    }

    /** The result planned for a board: a mix of wins, losses, draws and a forfeit. */
    static Result planned(int round, int board) {
        Result[] mix = {Result.FIRST_WIN, Result.SECOND_WIN, Result.DRAW, Result.FIRST_WIN, Result.FIRST_WIN_FORFEIT};
        return mix[(round * 7 + board) % mix.length];
    }

    /** The wrong result entered on board 3 and then undone: never the planned one. */
    static Result wrong(int round) {
        return planned(round, 3) == Result.SECOND_WIN ? Result.FIRST_WIN : Result.SECOND_WIN;
    }

    static String name(int campaign, int no) {
        return "棋手" + campaign + "号" + no;
    }

    /** Who withdraws after round 1 and 2, and how many players there are after each import. */
    static final int[] WITHDRAWS = {4, 7};
    static final int[] IMPORTED = {10, 12, 14};

    /** The CSV of players {@code from}–{@code to} as an arbiter's spreadsheet would give it. */
    static String csv(int campaign, int from, int to) {
        StringBuilder b = new StringBuilder("姓名,单位,等级分\n");
        for (int no = from; no <= to; no++) {
            b.append(name(campaign, no)).append(",队").append(no % 3).append(',').append(2400 - no * 10).append('\n');
        }
        return b.toString();
    }

    /** One action the state asks for next. */
    record Step(Kind kind, Supplier<String> run) {
    }

    static boolean has(List<JournalEntry> journal, String action, String subjectPrefix) {
        return journal.stream().anyMatch(j -> j.action().equals(action) && j.subject().startsWith(subjectPrefix));
    }

    static boolean entered(List<JournalEntry> journal, int round, int board, Result r) {
        return journal.stream().anyMatch(j -> j.action().equals("result.enter")
                && j.subject().startsWith("round " + round + " board " + board + " ") && r.code().equals(j.after()));
    }

    /** The next action of the event, or empty when it is complete. */
    static Optional<Step> next(int c, EventService svc) {
        EventSnapshot s = svc.snapshot();
        List<JournalEntry> j = svc.journal();
        PenaltyService penalties = new PenaltyService(svc);
        if (s.players().size() < IMPORTED[0]) {
            return Optional.of(importStep(c, svc, 1, IMPORTED[0]));
        }
        for (int r = 1; r <= ROUNDS; r++) {
            int round = r;
            if (s.lastRound() < r) {
                return Optional.of(new Step(Kind.PAIR, () -> {
                    Round p = svc.rounds().pairNextRound();
                    Pairing b1 = p.board(1).orElseThrow();
                    return "round " + round + " " + p.pairings().size() + " " + b1.first() + "-" + b1.second();
                }));
            }
            Round rd = s.round(r).orElseThrow();
            if (rd.status() == RoundStatus.PAIRED) {
                return Optional.of(new Step(Kind.PUBLISH, () -> {
                    svc.rounds().publishRound(round);
                    return "published " + round;
                }));
            }
            if (!has(j, "penalty.add", "round " + r + " board 1 ")) {
                return Optional.of(new Step(Kind.PENALTY, () -> {
                    penalties.add(round, 1, Side.FIRST, "18.1", "keep " + round);
                    return "penalty " + round + " 1 keep " + round;
                }));
            }
            if (!has(j, "penalty.add", "round " + r + " board 2 ")) {
                return Optional.of(new Step(Kind.PENALTY, () -> {
                    penalties.add(round, 2, Side.SECOND, "18.1", "undo " + round);
                    return "logged " + round + " 2";
                }));
            }
            if (!has(j, "undo", "penalty.add round " + r + " board 2 ")) {
                return Optional.of(new Step(Kind.UNDO, () -> {
                    JournalEntry e = svc.undo();
                    if (!e.action().equals("penalty.add")) {
                        throw new IllegalStateException("undo took back " + e + ", not the penalty");
                    }
                    return "undone penalty.add " + round + " 2";
                }));
            }
            Result wrong = wrong(r);
            if (!entered(j, r, 3, wrong)) {
                return Optional.of(new Step(Kind.RESULT, () -> {
                    svc.results().enterResult(round, 3, wrong);
                    return "entered " + round + " 3 " + wrong.code();
                }));
            }
            if (!has(j, "undo", "result.enter round " + r + " board 3 ")) {
                return Optional.of(new Step(Kind.UNDO, () -> {
                    JournalEntry e = svc.undo();
                    if (!e.action().equals("result.enter")) {
                        throw new IllegalStateException("undo took back " + e + ", not the wrong result");
                    }
                    return "undone result.enter " + round + " 3 " + wrong.code();
                }));
            }
            for (Pairing p : rd.pairings()) {
                Result want = planned(r, p.board());
                if (!p.isBye() && p.result() != want) {
                    return Optional.of(new Step(Kind.RESULT, () -> {
                        svc.results().enterResult(round, p.board(), want);
                        return "result " + round + " " + p.board() + " " + want.code();
                    }));
                }
            }
            if (r <= WITHDRAWS.length) {
                int who = WITHDRAWS[r - 1];
                if (s.player(who).orElseThrow().status().isActive()) {
                    return Optional.of(new Step(Kind.WITHDRAWAL, () -> {
                        new WithdrawalService(svc).withdraw(who, round, "断电测试");
                        return "withdrawn " + who + " " + round;
                    }));
                }
                if (s.players().size() < IMPORTED[r]) {
                    return Optional.of(importStep(c, svc, IMPORTED[r - 1] + 1, IMPORTED[r]));
                }
            }
        }
        return Optional.empty();
    }

    private static Step importStep(int c, EventService svc, int from, int to) {
        return new Step(Kind.IMPORT, () -> {
            List<Player> added = svc.registration().importPlayers(PlayerImport.parse(csv(c, from, to)));
            return "players " + added.get(0).no() + " " + added.get(added.size() - 1).no() + " " + name(c, to);
        });
    }

    /** The newest event in the folder, 0 when there is none. */
    static int newest(Path dir) throws java.io.IOException {
        int n = 0;
        try (var files = Files.list(dir)) {
            for (Path p : (Iterable<Path>) files::iterator) {
                String f = p.getFileName().toString();
                if (f.matches("c\\d+\\.qicai")) {
                    n = Math.max(n, Integer.parseInt(f.substring(1, f.length() - 6)));
                }
            }
        }
        return n;
    }

    /** Core's tests have logback without a configuration (everything at DEBUG on stdout): warnings only here. */
    static void quietLogging() {
        ((ch.qos.logback.classic.Logger) org.slf4j.LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME))
                .setLevel(ch.qos.logback.classic.Level.WARN);
    }

    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        quietLogging();
        PrintStream out = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), false,
                StandardCharsets.UTF_8);
        ExtensionRegistry plugins = registry();
        int k = 0;
        int c = newest(dir);
        EventService svc = c == 0 ? null : EventService.open(file(dir, c), plugins, ACTOR);
        while (true) {
            Optional<Step> step = svc == null ? Optional.empty() : next(c, svc);
            if (step.isEmpty()) {
                if (svc != null) {
                    svc.close();
                }
                c++;
                k++;
                out.println("BEGIN " + k + " CREATE c" + c);
                out.flush();
                svc = EventService.create(file(dir, c), settings(c), plugins, ACTOR);
                out.println("ACK " + k + " CREATE c" + c + " created");
                out.flush();
                continue;
            }
            k++;
            out.println("BEGIN " + k + " " + step.get().kind() + " c" + c);
            out.flush();
            String fact = step.get().run().get();
            out.println("ACK " + k + " " + step.get().kind() + " c" + c + " " + fact);
            out.flush();
        }
    }
}
