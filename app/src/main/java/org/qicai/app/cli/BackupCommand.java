package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai backup EVENT -o FILE [--force]} (issue 12 items 3 and 7): a consistent copy of the event,
 * itself an event file, made by H2's online backup — the way to copy an event safely; a plain file copy of
 * an open event may be behind or torn. The event is opened read-only; an existing FILE is replaced only
 * with {@code --force}.
 */
@Command(name = "backup")
final class BackupCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE")
    Path output;
    @Option(names = "--force")
    boolean force;

    BackupCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.openReadOnly(file)) {
            Path written = svc.backups().backup(output, force);
            ctx.out().println(ctx.t("已备份 " + svc.location() + " → " + written, "backed up " + svc.location() + " → " + written));
        }
        return 0;
    }
}
