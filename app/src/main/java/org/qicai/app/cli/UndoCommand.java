package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.core.model.JournalEntry;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code qicai undo EVENT}: takes back the last confirmed action, as a new journalled action. */
@Command(name = "undo")
final class UndoCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;

    UndoCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.open(file)) {
            JournalEntry e = svc.undo();
            ctx.out().println(ctx.t("已撤销记录第 " + e.seq() + " 行：" + org.qicai.core.model.JournalAction.label(e.action(), false) + " " + e.subject(),
                    "undone journal row " + e.seq() + ": " + org.qicai.core.model.JournalAction.label(e.action(), true) + " " + e.subject()));
        }
        return 0;
    }
}
