package org.qicai.app.gui;

import java.awt.Window;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.print.ReportKind;

/** What a view needs from the main window around it. */
interface Shell {
    EventSession session();

    default Messages messages() {
        return session().messages();
    }

    Window window();

    /** A line in the status bar. */
    void status(String text);

    /** A warning in the status bar (an arbiter's error during fast keyboard entry). */
    void statusWarning(String text);

    /** Shows the team event's registration (团体 → 队伍报名); nothing where there is none. */
    default void showTeamRegistration() {
    }

    /** Opens the print preview of a report. */
    void preview(ReportKind kind, int round, boolean explain);
}
