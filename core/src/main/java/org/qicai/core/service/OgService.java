package org.qicai.core.service;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.io.opengotha.OgExport;
import org.qicai.core.io.opengotha.OgSnapshots;
import org.qicai.core.io.opengotha.OgTournament;
import org.qicai.core.io.opengotha.OgWriter;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * OpenGotha files (issue 15 items 6 and 8): re-pair a round of a file by its own system and parameters, check
 * every round against OpenGotha's, import a file as an event, export an event as a file. Lines are OpenGotha's keys:
 * {@code WHITE BLACK HANDICAP} per table in table order, {@code - KEY 0} for the bye.
 */
public final class OgService {

    private OgService() {
    }

    /** One round re-paired: its lines, and the plan (boards with their explanations). */
    public record Paired(int round, List<String> lines, RoundPlan plan) {
    }

    /** Pairs round {@code round} (1-based) of {@code t} from the file cut before it. */
    public static Paired pair(OgTournament t, int round, ExtensionRegistry plugins) {
        if (round < 1) {
            throw UserError.zh("轮次应 ≥ 1，不能是 " + round, "the round must be 1 or more, not " + round);
        }
        if (t.players().size() < 2) {
            throw UserError.zh("OpenGotha 文件中棋手不足两名，无法编排", "the OpenGotha file has fewer than two players: nothing to pair");
        }
        String system = OgSnapshots.systemOf(t);
        PairingSystem ps = plugins.require(PairingSystem.class, system);
        EventSnapshot snap = OgSnapshots.before(t, round);
        RoundPlan plan;
        try {
            plan = ps.pair(new PairingRequest(snap, round, snap.settings().seed()));
        } catch (PairingException e) {
            throw UserError.zh("第 " + round + " 轮无法编排：" + e.messageZh(), "round " + round + " cannot be paired: "
                    + e.getMessage());
        }
        List<String> keys = new ArrayList<>();
        for (OgTournament.Player p : t.players()) {
            keys.add(p.key());
        }
        List<String> lines = new ArrayList<>();
        List<String> byes = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            if (b.second() == 0) {
                byes.add("- " + keys.get(b.first() - 1) + " 0");
            } else {
                lines.add(keys.get(b.second() - 1) + " " + keys.get(b.first() - 1) + " " + b.handicap());
            }
        }
        lines.addAll(byes);
        return new Paired(round, lines, plan);
    }

    /** Round {@code round} as the file has it, in the same words. */
    public static List<String> fileLines(OgTournament t, int round) {
        List<String> out = new ArrayList<>();
        for (OgTournament.Game g : t.games(round)) {
            out.add(g.white() + " " + g.black() + " " + g.handicap());
        }
        String bye = t.byes().get(round);
        if (bye != null) {
            out.add("- " + bye + " 0");
        }
        return out;
    }

    /** One round of a check: whether our pairs and colours equal OpenGotha's, and the lines that differ. */
    public record RoundCheck(int round, boolean same, Set<String> oursOnly, Set<String> theirsOnly) {
    }

    /** Re-pairs every round that has games in the file and compares it (pairs, colours, handicap, bye). */
    public static List<RoundCheck> check(OgTournament t, ExtensionRegistry plugins) {
        List<RoundCheck> out = new ArrayList<>();
        for (int r = 1; r <= t.lastRound(); r++) {
            Set<String> ours = new TreeSet<>(pair(t, r, plugins).lines());
            Set<String> theirs = new TreeSet<>(fileLines(t, r));
            Set<String> a = new TreeSet<>(ours);
            a.removeAll(theirs);
            Set<String> b = new TreeSet<>(theirs);
            b.removeAll(ours);
            out.add(new RoundCheck(r, a.isEmpty() && b.isEmpty(), a, b));
        }
        return out;
    }

    /**
     * 导入 OpenGotha: a new event with the file's players (rank as title, club as unit), its rounds and results,
     * and its parameters as {@code og.*} options, paired from then on by the file's own system.
     */
    public static EventService importEvent(OgTournament t, String source, Path eventFile, ExtensionRegistry plugins,
                                           String actor) {
        if (t.players().isEmpty()) {
            throw UserError.zh("OpenGotha 文件 " + source + " 中没有棋手", "the OpenGotha file " + source + " has no players");
        }
        EventSnapshot s = OgSnapshots.before(t, t.lastRound() + 1);
        EventSettings st = s.settings();
        EventSettings settings = new EventSettings(st.name(), "go", st.system(), st.rounds(), st.scoring(),
                st.tiebreaks(), st.timeControl(), st.seed(), st.options());
        validateSettings(settings, plugins);
        return EventService.create(eventFile, settings, plugins, actor, svc -> {
            svc.store().write(svc.actor(), tx -> {
                for (Player p : s.players()) {
                    tx.insertPlayer(p);
                }
                int games = 0;
                for (Round r : s.rounds()) {
                    boolean complete = r.pairings().stream().allMatch(Pairing::isComplete);
                    tx.insertRound(r.no(), complete ? RoundStatus.FINISHED : RoundStatus.PUBLISHED, "imported from OpenGotha");
                    for (Pairing p : r.pairings()) {
                        tx.insertPairing(p);
                        games += p.isBye() ? 0 : 1;
                    }
                }
                tx.journal("event.import", "OpenGotha " + source, null, s.players().size() + " players, "
                        + s.rounds().size() + " rounds, " + games + " games, system " + st.system());
                return null;
            });
        });
    }

    /** What {@link #exportEvent} wrote: the players, games and byes. */
    public record Exported(int players, int games, int byes) {
    }

    /**
     * 导出 OpenGotha: the event as an OpenGotha tournament file (players with rank, club, country and participation,
     * the parameters, the rounds' games with handicap and result, the byes), UTF-8. The file is written whole or not
     * at all (a temporary file moved into place); an event that cannot be written (not Go, two players of the same
     * name, a player without rank or rating) is refused in words before anything is written.
     */
    public static Exported exportEvent(EventService svc, Path out) {
        EventSnapshot s = svc.snapshot();
        Map<String, String> defaults = new LinkedHashMap<>();
        String placement = "MMS,SOSM,SOSOSM";
        PairingSystem ps = svc.plugins().find(PairingSystem.class, s.settings().system()).orElse(null);
        if (ps != null) {
            for (OptionSpec o : ps.options()) {
                if (o.key().startsWith(OgSnapshots.PREFIX) && o.defaultValue() != null) {
                    defaults.put(o.key(), o.defaultValue());
                }
            }
        }
        if (ps == null || !defaults.containsKey(OgSnapshots.PREFIX + "placement")) {
            placement = "go-swiss".equals(s.settings().system()) ? "NBW,SOSW,SOSOSW" : placement;
        }
        OgTournament t = OgExport.tournament(s, defaults, placement, svc.plannedRounds());
        Path abs = out.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw UserError.zh("文件夹不存在：" + dir, "folder does not exist: " + dir);
        }
        try {
            Path tmp = Files.createTempFile(dir == null ? Path.of(".") : dir, ".qicai-", ".xml.part");
            try {
                try (OutputStream os = Files.newOutputStream(tmp)) {
                    OgWriter.write(t, os);
                }
                Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(tmp);
            }
        } catch (IOException e) {
            throw UserError.zh("无法写入 " + out + "：" + e.getMessage(), "cannot write " + out + ": " + e.getMessage());
        }
        return new Exported(t.players().size(), t.games().size(), t.byes().size());
    }

    private static void validateSettings(EventSettings s, ExtensionRegistry plugins) {
        EventService.validateSettings(s, plugins);
    }
}
