package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.core.io.Csv;
import org.qicai.core.service.EventService;
import org.qicai.core.model.JournalEntry;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code qicai journal EVENT [--format text|csv]}: the append-only record of every action. */
@Command(name = "journal")
final class JournalCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--format", defaultValue = "text")
    String format;

    JournalCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.openReadOnly(file)) {
            if (format.equals("csv")) {
                ctx.out().println("seq,at,actor,action,subject,before,after");
            }
            for (JournalEntry e : svc.journal()) {
                if (format.equals("csv")) {
                    ctx.out().println(Csv.line(e.seq(), e.at(), e.actor(), e.action(), e.subject(), e.before(), e.after()));
                } else {
                    ctx.out().println(e.seq() + "  " + e.at() + "  " + e.actor() + "  " + e.action() + "  " + e.subject()
                            + (e.before() == null ? "" : "  before=" + e.before())
                            + (e.after() == null ? "" : "  after=" + e.after()));
                }
            }
        }
        return 0;
    }
}
