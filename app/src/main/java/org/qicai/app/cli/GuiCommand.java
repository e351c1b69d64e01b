package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.app.gui.Workstation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code qicai gui [EVENT]}: opens the workstation, on an event file when given. */
@Command(name = "gui")
final class GuiCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT", arity = "0..1")
    Path file;

    GuiCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        Workstation.launch(file);
        return Cli.KEEP_RUNNING;
    }
}
