package org.qicai.app.gui;

import java.awt.Component;
import javax.swing.JTabbedPane;
import org.qicai.app.gui.presenter.BracketPresenter;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamsPresenter;

/**
 * The main window's tabs that depend on the open event: 团体 for a team event, 对阵图 for a knockout
 * or groups event. They are added at the end of the tab row when the event has them and removed when
 * it does not, so the fixed tabs keep their places.
 */
final class EventExtras {
    private final JTabbedPane tabs;
    private final Messages m;
    private final TeamsPresenter teamsPresenter;
    private final BracketPresenter bracketPresenter;
    private final Shell shell;
    /** Built when an event first needs them: an individual round robin never builds the team views (start-up). */
    private TeamsPanel teams;
    private BracketPanel bracket;

    EventExtras(Shell shell, JTabbedPane tabs) {
        this.shell = shell;
        this.tabs = tabs;
        this.m = shell.messages();
        this.teamsPresenter = new TeamsPresenter(shell.session());
        this.bracketPresenter = new BracketPresenter(shell.session());
    }

    /** The team views, when the open event is a team event and they are in the tab row. */
    java.util.Optional<TeamsPanel> teamsShown() {
        return teams != null && tabs.indexOfComponent(teams) >= 0 ? java.util.Optional.of(teams) : java.util.Optional.empty();
    }

    /** Adds or removes the tabs for the open event and re-reads the ones shown. */
    void refresh() {
        boolean team = teamsPresenter.applies();
        boolean hasBracket = bracketPresenter.applies();
        if (team && teams == null) {
            teams = new TeamsPanel(shell);
        }
        if (hasBracket && bracket == null) {
            bracket = new BracketPanel(shell);
        }
        if (teams != null) {
            show(teams, "tab.teams", team);
        }
        if (bracket != null) {
            show(bracket, "tab.bracket", hasBracket);
        }
        if (team) {
            teams.refresh();
        }
        if (hasBracket) {
            bracket.refresh();
        }
    }

    private void show(Component c, String key, boolean shown) {
        int at = tabs.indexOfComponent(c);
        if (shown && at < 0) {
            tabs.addTab(m.get(key), c);
        } else if (!shown && at >= 0) {
            tabs.removeTabAt(at);
        }
    }

    /** After an event is created or opened: a team event starts on its teams (registration or matches). */
    void opened() {
        teamsShown().ifPresent(t -> {
            t.showHome();
            tabs.setSelectedComponent(t);
        });
    }
}
