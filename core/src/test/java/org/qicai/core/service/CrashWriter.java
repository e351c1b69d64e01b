package org.qicai.core.service;

import java.nio.file.Path;
import org.qicai.core.model.Result;

/**
 * Run in a separate JVM by {@link CrashSafetyTest}: enters one result, prints ACK once the service
 * returned (the arbiter saw it confirmed), then waits to be killed.
 */
public final class CrashWriter {
    private CrashWriter() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int round = Integer.parseInt(args[1]);
        int board = Integer.parseInt(args[2]);
        Result result = Result.parseCode(args[3]).orElseThrow();
        EventService svc = EventService.open(file, TestPlugins.registry(), "crash");
        svc.results().enterResult(round, board, result);
        System.out.println("ACK");
        System.out.flush();
        Thread.sleep(60_000);
    }
}
