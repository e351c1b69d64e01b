package org.qicai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.app.print.Printing;
import org.qicai.app.print.ReportKind;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import org.qicai.core.sample.SampleEvents;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code qicai demo [--out DIR]}: builds each bundled sample, plays every round with its recorded
 * results, and writes the event file and its PDFs (pairing sheet and scoresheets per round, final
 * standings) into {@code DIR/<sample>/}.
 */
@Command(name = "demo")
final class DemoCommand implements Callable<Integer> {
    private final Context ctx;
    @Option(names = "--out", defaultValue = "qicai-demo")
    Path out;

    DemoCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws IOException {
        Files.createDirectories(out);
        for (String name : SampleEvents.names()) {
            Path dir = out.resolve(name);
            Files.createDirectories(dir);
            Path file = dir.resolve(name + ".qicai");
            if (Files.exists(file)) {
                throw UserError.zh(file + " 已存在；请换一个 --out，或先删除它",
                        file + " exists; choose another --out or remove it");
            }
            try (EventService svc = SampleEvents.build(name, file, ctx.plugins(), ctx.actor(), -1, false)) {
                int rounds = svc.snapshot().lastRound();
                for (int r = 1; r <= rounds; r++) {
                    Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, r, ctx.locale(), false),
                            dir.resolve(String.format("round-%02d-pairings.pdf", r)));
                    Printing.toPdf(Printing.document(svc, ReportKind.SCORESHEETS, r, ctx.locale(), false),
                            dir.resolve(String.format("round-%02d-scoresheets.pdf", r)));
                }
                Printing.toPdf(Printing.document(svc, ReportKind.STANDINGS, 0, ctx.locale(), false),
                        dir.resolve("standings.pdf"));
                ctx.out().println(name + ": " + svc.settings().name() + " — " + svc.snapshot().players().size()
                        + ctx.t(" 名棋手，", " players, ") + rounds + ctx.t(" 轮 → ", " rounds → ") + dir);
            }
        }
        return 0;
    }
}
