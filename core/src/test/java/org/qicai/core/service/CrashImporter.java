package org.qicai.core.service;

import java.nio.file.Path;
import java.util.Map;
import org.qicai.core.trf.TrfTournament;

/**
 * Run in a separate JVM by {@link AtomicImportTest}: reads a TRF file, prints READ, imports it as an
 * event (the way {@code qicai trf import} does), prints DONE and waits to be killed. The test kills it
 * with SIGKILL at some moment in between.
 */
public final class CrashImporter {
    private CrashImporter() {
    }

    public static void main(String[] args) throws Exception {
        Path trf = Path.of(args[0]);
        Path event = Path.of(args[1]);
        TrfTournament t = TrfService.read(trf);
        System.out.println("READ");
        System.out.flush();
        try (EventService svc = TrfService.importEvent(t, trf.getFileName().toString(), event, "adjacent", "xiangqi", 1L,
                Map.of(), TestPlugins.registry(), "crash")) {
            System.out.println("DONE " + svc.snapshot().players().size());
            System.out.flush();
            Thread.sleep(60_000);
        }
    }
}
