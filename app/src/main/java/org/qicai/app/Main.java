package org.qicai.app;

import java.util.Optional;
import org.qicai.app.cli.Cli;
import org.qicai.app.cli.WindowStart;

/**
 * {@code qicai} with no arguments opens the workstation; with arguments it is the command line. The window's
 * forms ({@code qicai}, {@code qicai gui [EVENT]}, {@code qicai sample}) start it without building the command
 * line's model ({@link WindowStart}); everything else goes to {@link Cli}.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        org.qicai.app.bench.StartupProbe.mark("main");
        Optional<Integer> window = WindowStart.run(args);
        int code = window.isPresent() ? window.get() : Cli.run(args);
        if (code != Cli.KEEP_RUNNING) {
            System.exit(code);
        }
    }
}
