package org.qicai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.qicai.app.gui.Workstation;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import org.qicai.core.sample.SampleEvents;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code qicai sample}: builds the bundled sample event (all rounds but the last played, the last
 * paired and waiting for results) into a fresh file and opens the workstation on it.
 */
@Command(name = "sample")
final class SampleCommand implements Callable<Integer> {
    private final Context ctx;
    @Option(names = "--name")
    String name;
    @Option(names = "--dir")
    Path dir;
    @Option(names = "--no-window")
    boolean noWindow;
    /** The window's language when {@code --lang} was given with the window's start; null: the remembered one. */
    java.util.Locale windowLanguage;

    SampleCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws IOException {
        String sample = name != null ? name : SampleEvents.names().get(0);
        if (!SampleEvents.names().contains(sample)) {
            throw UserError.zh("没有名为 " + sample + " 的示例赛事；可用：" + String.join(", ", SampleEvents.names()),
                    "no sample named " + sample + "; samples: " + String.join(", ", SampleEvents.names()));
        }
        Path folder = dir != null ? dir : Path.of(System.getProperty("user.home"), ".qicai", "samples");
        Files.createDirectories(folder);
        Path file = folder.resolve(sample + "-" + System.currentTimeMillis() + ".qicai");
        try (EventService svc = SampleEvents.build(sample, file, ctx.plugins(), ctx.actor(), lastButOne(sample), true)) {
            ctx.out().println(svc.file());
        }
        if (noWindow) {
            return 0;
        }
        Workstation.launch(file, windowLanguage);
        return Cli.KEEP_RUNNING;
    }

    private int lastButOne(String sample) {
        return Math.max(0, SampleEvents.recordedRounds(sample) - 1);
    }
}
