package org.qicai.app.gui;

import java.nio.file.Path;

/** The Swing workstation's entry point. */
public final class Workstation {
    private Workstation() {
    }

    /** Opens the main window (on the event file when given) on the event dispatch thread. */
    public static void launch(Path eventFile) {
        throw new UnsupportedOperationException("workstation under construction");
    }
}
