package org.qicai.core.service;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.trf.TrfConverter;
import org.qicai.core.trf.TrfGame;
import org.qicai.core.trf.TrfPlayer;
import org.qicai.core.trf.TrfReader;
import org.qicai.core.trf.TrfTournament;
import org.qicai.core.trf.TrfWriter;

/**
 * TRF16 exchange (issue 3 item 1–2): import a tournament as an event, export an event, pair the next
 * round of a file, and replay a finished file round by round against a pairing system. The pairing
 * and the check touch no event: they read a file and call the plugin.
 */
public final class TrfService {
    private TrfService() {
    }

    /** The next round of a file as paired: the games and the pairing-allocated bye, in board order. */
    public record PairOutcome(int round, List<BoardPlan> boards, List<String> notes) {
        public PairOutcome {
            boards = List.copyOf(boards);
            notes = List.copyOf(notes);
        }

        /**
         * bbpPairings' output: the number of pairs, then {@code WHITE BLACK} (white/red first) per
         * board, the bye as {@code N 0}.
         */
        public List<String> lines() {
            List<String> out = new ArrayList<>();
            out.add(Integer.toString(boards.size()));
            for (BoardPlan b : boards) {
                out.add(b.first() + " " + b.second());
            }
            return out;
        }
    }

    /** One round where the engine and the file disagree; {@code error} when the engine refused to pair it. */
    public record RoundDiff(int round, List<String> onlyOurs, List<String> onlyFile, String error) {
        public RoundDiff {
            onlyOurs = List.copyOf(onlyOurs);
            onlyFile = List.copyOf(onlyFile);
        }

        /** {@code round 3 differs: ours 4-7 12-3, file 4-3 12-7} — pairs as {@code white-black}, the bye as {@code N-0}. */
        public String line() {
            if (error != null) {
                return "round " + round + " differs: ours none (" + error + "), file " + String.join(" ", onlyFile);
            }
            return "round " + round + " differs: ours " + String.join(" ", onlyOurs) + ", file " + String.join(" ", onlyFile);
        }
    }

    /** The result of {@link #check}. */
    public record CheckReport(int checked, List<RoundDiff> differing) {
        public CheckReport {
            differing = List.copyOf(differing);
        }

        public String summary() {
            return "checked " + checked + " rounds, " + differing.size() + " differ";
        }
    }

    /** Reads a TRF file; a malformed line is a user error naming line and column. */
    public static TrfTournament read(Path file) {
        if (Files.isDirectory(file)) {
            throw UserError.zh("这是一个文件夹，不是 TRF 文件：" + file.toAbsolutePath(),
                    "this is a folder, not a TRF file: " + file.toAbsolutePath());
        }
        try {
            TrfTournament t = TrfReader.read(file);
            requirePlayers(t, file.toString());
            return t;
        } catch (NoSuchFileException e) {
            throw UserError.zh("找不到 TRF 文件：" + file.toAbsolutePath(), "no TRF file at " + file.toAbsolutePath());
        } catch (IOException e) {
            throw UserError.zh("无法读取 " + file + "：" + e.getMessage(), "cannot read " + file + ": " + e.getMessage());
        }
    }

    /** A TRF without a single player line ({@code 001}) is no tournament: refused, nothing is created. */
    static void requirePlayers(TrfTournament t, String source) {
        if (t.players().isEmpty()) {
            throw UserError.zh("TRF 文件中没有棋手（没有以 001 开头的行）：" + source,
                    "the TRF file has no players (no line starting with 001): " + source);
        }
    }

    // ------------------------------------------------------------------ pair and check

    /**
     * Pairs the round after the last paired round of the file with {@code system}, the settings
     * being the file's (point system, initial colour) plus {@code options}.
     */
    public static PairOutcome pairNext(TrfTournament trf, PairingSystem system, Map<String, String> options, long seed) {
        int paired = TrfConverter.pairedRounds(trf);
        int next = paired + 1;
        if (trf.totalRounds().isPresent() && next > trf.totalRounds().getAsInt()) {
            throw UserError.zh("该比赛全部 " + trf.totalRounds().getAsInt() + " 轮（XXR）均已编排",
                    "the tournament has all its " + trf.totalRounds().getAsInt() + " rounds (XXR) paired");
        }
        for (TrfPlayer p : trf.players()) {
            if (p.round(paired).isPending()) {
                throw UserError.zh(p.startNo() + " 号棋手第 " + paired + " 轮还没有成绩；录入后才能编排下一轮",
                        "round " + paired + " of player " + p.startNo() + " has no result yet; the next "
                        + "round can be paired once it is in");
            }
        }
        PairingRequest base = TrfConverter.pairingRequest(trf, "xiangqi", seed);
        EventSnapshot s = withSystem(base.event(), system, options);
        RoundPlan plan = RoundService.callPairing(system, new PairingRequest(s, next, seed, base.fixedByes()));
        List<BoardPlan> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            if (b.second() != 0 || (b.bye() == ByeKind.PAIRING && !base.fixedByes().containsKey(b.first()))) {
                out.add(b);
            }
        }
        return new PairOutcome(next, out, plan.notes());
    }

    /**
     * Replays every paired round of a file: round r is paired from the file cut before r and
     * compared with the file's round r as a set of (white, black) pairs and the pairing-allocated bye.
     */
    public static CheckReport check(TrfTournament trf, PairingSystem system, Map<String, String> options, long seed) {
        int rounds = TrfConverter.pairedRounds(trf);
        if (rounds == 0) {
            throw UserError.zh("文件中没有可检查的已编排轮次", "the file has no paired round to check");
        }
        List<RoundDiff> diffs = new ArrayList<>();
        for (int r = 1; r <= rounds; r++) {
            TreeSet<String> file = filePairs(trf, r);
            TreeSet<String> ours = new TreeSet<>();
            String error = null;
            try {
                for (BoardPlan b : pairNext(trf.cutBefore(r), system, options, seed).boards()) {
                    ours.add(b.first() + "-" + b.second());
                }
            } catch (UserError e) {
                error = e.getMessage();
            }
            if (error != null || !ours.equals(file)) {
                TreeSet<String> onlyOurs = new TreeSet<>(ours);
                onlyOurs.removeAll(file);
                TreeSet<String> onlyFile = new TreeSet<>(file);
                onlyFile.removeAll(ours);
                diffs.add(new RoundDiff(r, List.copyOf(onlyOurs), List.copyOf(onlyFile), error));
            }
        }
        return new CheckReport(rounds, diffs);
    }

    /** The file's round r: {@code white-black} for every game, {@code N-0} for the pairing-allocated bye. */
    public static TreeSet<String> filePairs(TrfTournament trf, int r) {
        TreeSet<String> out = new TreeSet<>();
        for (TrfPlayer p : trf.players()) {
            TrfGame g = p.round(r);
            if (g.isBye() && (g.result() == 'U' || g.result() == '+')) {
                out.add(p.startNo() + "-0");
            } else if (g.hasOpponent() && p.startNo() < g.opponent()) {
                TrfGame h = trf.player(g.opponent()).map(x -> x.round(r)).orElse(TrfGame.EMPTY);
                boolean pWhite = g.colour() == 'w' || (g.colour() != 'b' && h.colour() != 'w');
                out.add(pWhite ? p.startNo() + "-" + g.opponent() : g.opponent() + "-" + p.startNo());
            }
        }
        return out;
    }

    private static EventSnapshot withSystem(EventSnapshot s, PairingSystem system, Map<String, String> options) {
        Map<String, String> o = new TreeMap<>(s.settings().options());
        o.putAll(options);
        for (OptionSpec spec : system.options()) {
            String v = o.get(spec.key());
            if (v != null && spec.validate(v) != null) {
                throw UserError.zh(ZhText.optionError(spec, v), spec.validate(v));
            }
        }
        EventSettings st = s.settings();
        EventSettings settings = new EventSettings(st.name(), st.discipline(), system.id(), st.rounds(), st.scoring(),
                st.tiebreaks(), st.timeControl(), st.seed(), o);
        return new EventSnapshot(settings, s.players(), s.rounds(), s.penalties());
    }

    // ------------------------------------------------------------------ import and export

    /**
     * What {@code trf import} could not keep, to be shown after it in the user's language.
     *
     * @param zh the Chinese text
     * @param en the English text
     */
    public record ImportWarning(String zh, String en) {
        public String text(boolean english) {
            return english ? en : zh;
        }
    }

    /**
     * The byes the file requests in advance ({@code 0000 - H/F/Z} in a round block beyond the rounds
     * paired) that an import leaves out: an event keeps no bye request for a round not yet paired
     * (the fixed byes are given when the round is paired, or set on the paired round with
     * {@code round edit … bye P --kind half|full|zero}). Empty when the file has none.
     */
    public static Optional<ImportWarning> advanceByesNotImported(TrfTournament trf) {
        List<TrfConverter.AdvanceBye> byes = TrfConverter.advanceByes(trf);
        if (byes.isEmpty()) {
            return Optional.empty();
        }
        Map<Integer, List<TrfConverter.AdvanceBye>> byPlayer = new TreeMap<>();
        for (TrfConverter.AdvanceBye b : byes) {
            byPlayer.computeIfAbsent(b.player(), k -> new ArrayList<>()).add(b);
        }
        List<String> en = new ArrayList<>();
        List<String> zh = new ArrayList<>();
        byPlayer.forEach((no, list) -> {
            String name = list.get(0).name().strip();
            List<String> roundsEn = new ArrayList<>();
            List<String> roundsZh = new ArrayList<>();
            for (TrfConverter.AdvanceBye b : list) {
                roundsEn.add("round " + b.round() + " " + b.kind().trfCode());
                roundsZh.add("第 " + b.round() + " 轮" + byeZh(b.kind()) + "（" + b.kind().trfCode() + "）");
            }
            en.add("player " + no + (name.isEmpty() ? "" : " " + name) + ": " + String.join(", ", roundsEn));
            zh.add(no + " 号" + (name.isEmpty() ? "" : " " + name) + "：" + String.join("、", roundsZh));
        });
        return Optional.of(new ImportWarning(
                "未导入预先申请的轮空（赛事不保存尚未编排轮次的轮空申请；请在编排该轮后用 qicai round edit 赛事 轮次 bye 序号 "
                        + "--kind half|full|zero 设定）：" + String.join("；", zh),
                "advance byes not imported (an event keeps no bye request for a round not yet paired; set them "
                        + "once the round is paired with qicai round edit EVENT N bye P --kind half|full|zero): "
                        + String.join("; ", en)));
    }

    private static String byeZh(ByeKind k) {
        return switch (k) {
            case HALF_POINT -> "半分轮空";
            case FULL_POINT -> "全分轮空";
            case ZERO_POINT -> "零分轮空";
            case PAIRING -> "编排轮空";
        };
    }

    /**
     * 导入 TRF: creates {@code eventFile} from the tournament — players, rounds, results — as one
     * action journaled {@code event.import}. Everything is checked before the file is created; the event is
     * built beside {@code eventFile} and appears there only complete — a failure or a crash half-way leaves
     * no file.
     *
     * @param system  the pairing system for the rounds to come ({@code dutch}, {@code cn-swiss} …)
     * @param options system options to set
     */
    public static EventService importEvent(TrfTournament trf, String source, Path eventFile, String system,
                                           String discipline, long seed, Map<String, String> options,
                                           ExtensionRegistry plugins, String actor) {
        requirePlayers(trf, source);
        EventSnapshot s = TrfConverter.toSnapshot(trf, discipline);
        Map<String, String> o = new TreeMap<>(s.settings().options());
        o.putAll(options);
        EventSettings st = s.settings();
        EventSettings settings = new EventSettings(st.name(), discipline, system, st.rounds(), st.scoring(),
                st.tiebreaks(), st.timeControl(), seed, o);
        EventService.validateSettings(settings, plugins);
        for (Player p : s.players()) {
            if (p.name().isBlank()) {
                throw UserError.zh("TRF 棋手 " + p.no() + "：姓名为空", "TRF player " + p.no() + ": the name is empty");
            }
        }
        // one file, built beside its target and moved into place with everything in it (issue 12 item 3)
        return EventService.create(eventFile, settings, plugins, actor, svc -> {
            svc.store().write(svc.actor(), tx -> {
                for (Player p : s.players()) {
                    tx.insertPlayer(p);
                }
                int games = 0;
                for (Round r : s.rounds()) {
                    tx.insertRound(r.no(), r.status(), "imported from TRF");
                    for (Pairing p : r.pairings()) {
                        tx.insertPairing(p);
                        games += p.isBye() ? 0 : 1;
                    }
                }
                tx.journal("event.import", "TRF " + source, null, s.players().size() + " players, " + s.rounds().size()
                        + " rounds, " + games + " games, system " + system
                        + advanceByesNotImported(trf).map(w -> "; " + w.en()).orElse(""));
                return null;
            });
        });
    }

    /** 导出 TRF: writes the event as TRF16 (CRLF, UTF-8); the file appears complete or not at all. */
    public static int export(EventService svc, Path out) {
        TrfTournament t = TrfConverter.fromSnapshot(svc.snapshot());
        Path abs = out.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw UserError.zh("文件夹不存在：" + dir, "folder does not exist: " + dir);
        }
        try {
            Path tmp = Files.createTempFile(dir == null ? Path.of(".") : dir, ".qicai-", ".trf.part");
            try {
                TrfWriter.write(t, tmp);
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw UserError.zh("无法写入 " + out + "：" + e.getMessage(), "cannot write " + out + ": " + e.getMessage());
        }
        return t.players().size();
    }
}
