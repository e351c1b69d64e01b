package org.qicai.app.gui.presenter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.List;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TrfService;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.trf.TrfTournament;

/**
 * TRF 交换 (issue 3 item 1): import a FIDE TRF16 file into a new event (players, rounds, results)
 * and export the open event as TRF16, as {@code qicai trf import|export} do. A malformed file is
 * refused naming line and column, and no event file is left behind.
 */
public final class TrfPresenter {

    /** What the import dialog holds, as typed. */
    public record ImportForm(String trfFile, String system, String discipline, String eventFile) {
    }

    private final EventSession session;

    public TrfPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    /** The systems a TRF tournament can go on with: those pairing every player each round (Swiss, round robin). */
    public List<Choice> systems() {
        return session.plugins().extensions(PairingSystem.class).stream().filter(PairingSystem::pairsEveryActivePlayer)
                .map(p -> new Choice(p.id(), p.displayName(m().locale()))).toList();
    }

    /** FIDE files come from Dutch-paired tournaments: Dutch is offered first. */
    public static final String DEFAULT_SYSTEM = "dutch";

    public List<Choice> disciplines() {
        return new NewEventPresenter(session).disciplines();
    }

    /** {@code 2026城市赛：64 名棋手，已编排 5 / 9 轮}, read from the file; a user error naming line and column if malformed. */
    public String describe(Path trf) {
        TrfTournament t = TrfService.read(trf);
        String name = t.header(TrfTournament.NAME).map(String::strip).filter(x -> !x.isEmpty())
                .orElse(trf.getFileName().toString());
        int paired = org.qicai.core.trf.TrfConverter.pairedRounds(t);
        String total = t.totalRounds().isPresent() ? Integer.toString(t.totalRounds().getAsInt()) : "?";
        return m().get("trf.describe", name, Integer.toString(t.players().size()), Integer.toString(paired), total);
    }

    /** The event file suggested for an imported TRF: beside it, same name, {@code .qicai}. */
    public Path suggestedEventFile(Path trf) {
        String base = trf.getFileName() == null ? "trf" : trf.getFileName().toString().replaceFirst("\\.[^.]*$", "");
        Path dir = trf.toAbsolutePath().getParent();
        return (dir == null ? Path.of(".") : dir).resolve(NewEventPresenter.safeFileName(base) + NewEventPresenter.SUFFIX);
    }

    /** 导入 TRF: creates the event and makes it the open one; nothing is created if anything is wrong. */
    public EventService importFile(ImportForm f) {
        if (f.trfFile() == null || f.trfFile().isBlank()) {
            throw new UserError(m().get("trf.error.noFile"));
        }
        if (f.system() == null) {
            throw new UserError(m().get("newEvent.error.noSystem"));
        }
        Path trf = Path.of(f.trfFile().strip());
        TrfTournament t = TrfService.read(trf);
        Path file = new NewEventPresenter(session).fileOf(f.eventFile());
        long seed = new SecureRandom().nextLong() & 0x7fffffffffffL;
        EventService svc = TrfService.importEvent(t, trf.getFileName().toString(), file, f.system(),
                f.discipline() == null ? "xiangqi" : f.discipline(), seed, Map.of(), session.plugins(), session.actor());
        importWarning = TrfService.advanceByesNotImported(t).map(w -> w.text(m().english())).orElse("");
        session.adopt(svc);
        return svc;
    }

    private String importWarning = "";

    /**
     * What the last import left out, for the arbiter to read (the byes the file requested for rounds not
     * yet paired, player by player), or empty.
     */
    public String importWarning() {
        return importWarning;
    }

    /** The file suggested for the export: the event's name, {@code .trf}, in the event's folder. */
    public Path suggestedExportFile() {
        EventService svc = session.require();
        Path dir = svc.file().toAbsolutePath().getParent();
        return (dir == null ? Path.of(".") : dir).resolve(NewEventPresenter.safeFileName(svc.settings().name()) + ".trf");
    }

    /** 导出 TRF: writes the open event; answers the number of players written. */
    public int export(Path out) {
        Path f = out.getFileName() != null && !out.getFileName().toString().contains(".")
                ? out.resolveSibling(out.getFileName() + ".trf") : out;
        int n = TrfService.export(session.require(), f);
        if (f.toAbsolutePath().getParent() != null) {
            session.preferences().setLastDirectory(f.toAbsolutePath().getParent());
        }
        return n;
    }

    /** Whether a file exists (the view asks before overwriting). */
    public static boolean exists(Path p) {
        return Files.exists(p);
    }
}
