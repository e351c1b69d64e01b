package org.qicai.app.gui;

import javax.swing.JPanel;
import javax.swing.JTabbedPane;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamsPresenter;

/**
 * 团体: the team event's own views — 队伍报名 (registration, drag to reorder), 对阵与成绩 (team
 * rounds, lineups, results board by board) and 团体名次 (team standings and board prizes). Shown by
 * the main window only when the open event is a team event.
 */
final class TeamsPanel extends JPanel {
    static final int TAB_REGISTRATION = 0;
    static final int TAB_MATCHES = 1;
    static final int TAB_STANDINGS = 2;

    private final TeamsPresenter presenter;
    private final JTabbedPane tabs = new JTabbedPane();
    private final TeamRegistrationPanel registration;
    private final MatchPanel matches;
    private final TeamStandingsPanel standings;

    TeamsPanel(Shell shell) {
        super(new MigLayout("insets 0, fill", "[grow,fill]", "[grow,fill]"));
        Messages m = shell.messages();
        setName("teamsPanel");
        presenter = new TeamsPresenter(shell.session());
        registration = new TeamRegistrationPanel(shell);
        matches = new MatchPanel(shell);
        standings = new TeamStandingsPanel(shell);
        tabs.setName("teamTabs");
        tabs.setTabPlacement(JTabbedPane.TOP);
        tabs.addTab(m.get("teams.tab.registration"), registration);
        tabs.addTab(m.get("teams.tab.matches"), matches);
        tabs.addTab(m.get("teams.tab.standings"), standings);
        tabs.addChangeListener(e -> {
            if (tabs.getSelectedIndex() == TAB_MATCHES) {
                javax.swing.SwingUtilities.invokeLater(matches::focusBoards);
            }
        });
        add(tabs, "grow");
    }

    void refresh() {
        if (!presenter.applies()) {
            return;
        }
        boolean boards = presenter.hasBoards();
        // 12.5 队员总分: no team matches — the players are paired in the rounds view; standings still apply
        tabs.setEnabledAt(TAB_MATCHES, boards);
        if (!boards && tabs.getSelectedIndex() == TAB_MATCHES) {
            tabs.setSelectedIndex(TAB_REGISTRATION);
        }
        registration.refresh();
        if (boards) {
            matches.refresh();
        }
        standings.refresh();
    }

    /** Where an arbiter starts on a team event: registration before round 1, the matches after. */
    void showHome() {
        boolean started = presenter.hasBoards() && !presenter.canRegister();
        tabs.setSelectedIndex(started ? TAB_MATCHES : TAB_REGISTRATION);
    }

    JTabbedPane tabs() {
        return tabs;
    }
}
