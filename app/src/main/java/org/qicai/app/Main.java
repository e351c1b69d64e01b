package org.qicai.app;

import org.qicai.app.cli.Cli;

/**
 * {@code qicai} with no arguments opens the workstation; with arguments it is the command line.
 */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            org.qicai.app.gui.Workstation.launch(null);
            return;
        }
        int code = Cli.run(args);
        if (code != Cli.KEEP_RUNNING) {
            System.exit(code);
        }
    }
}
