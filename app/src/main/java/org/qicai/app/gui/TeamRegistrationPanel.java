package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.datatransfer.DataFlavor;
import java.awt.datatransfer.StringSelection;
import java.awt.datatransfer.Transferable;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.DropMode;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.TransferHandler;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamsPresenter;
import org.qicai.core.model.Player;
import org.qicai.core.model.Team;
import org.qicai.core.service.StartOrder;
import org.qicai.core.team.TeamRegistration;

/**
 * 队伍报名: the teams on the left; the selected team's players in registered board order on the
 * right, reordered by dragging a row (or Alt+↑ / Alt+↓, or the buttons) — each move stored at once
 * — with the 12.1 strength warnings and their reason below. Registration changes are possible until
 * round 1 is paired; team names, units and captains can always be corrected.
 */
final class TeamRegistrationPanel extends JPanel {
    private final Shell shell;
    private final TeamsPresenter presenter;
    private final JLabel headerLabel = new JLabel();
    private final RowsTableModel teamsModel = new RowsTableModel();
    private final RowsTableModel playersModel = new RowsTableModel();
    final JTable teamsTable;
    final JTable playersTable;
    private final JLabel teamLabel = new JLabel(" ");
    final JTextArea warningsArea = new JTextArea(4, 40);
    private final JButton addButton;
    private final JButton editButton;
    private final JButton removeButton;
    private final JButton importButton;
    private final JButton lotButton;
    private final JButton ratingButton;
    private final JButton upButton;
    private final JButton downButton;
    private final JButton addPlayerButton;
    private final JButton removePlayerButton;
    private final JButton withdrawButton;
    private List<Team> teams = List.of();
    private List<Player> players = List.of();
    private boolean refreshing;

    TeamRegistrationPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill", "[grow,fill]", "[][][grow,fill]"));
        this.shell = shell;
        this.presenter = new TeamsPresenter(shell.session());
        Messages m = shell.messages();
        setName("teamRegistrationPanel");
        headerLabel.setName("teamsHeader");
        headerLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");

        addButton = Widgets.button("addTeamButton", m.get("teams.add"), this::addTeam);
        editButton = Widgets.button("editTeamButton", m.get("teams.edit"), this::editTeam);
        removeButton = Widgets.button("removeTeamButton", m.get("teams.remove"), this::removeTeam);
        importButton = Widgets.button("importTeamsButton", m.get("teams.import"), this::importCsv);
        lotButton = Widgets.button("drawTeamsLotButton", m.get("teams.drawLot"), () -> draw(StartOrder.LOT));
        ratingButton = Widgets.button("drawTeamsRatingButton", m.get("teams.drawRating"),
                () -> draw(StartOrder.RATING));
        withdrawButton = Widgets.button("withdrawTeamButton", m.get("teams.withdraw"), this::withdrawTeam);
        withdrawButton.setToolTipText(m.get("teams.withdrawTip"));
        lotButton.setToolTipText(m.get("teams.drawTip"));
        ratingButton.setToolTipText(m.get("teams.drawTip"));
        JPanel bar = new JPanel(new MigLayout("insets 0", "[][][]unrel[]unrel[][]unrel[]push"));
        bar.add(addButton);
        bar.add(editButton);
        bar.add(removeButton);
        bar.add(importButton);
        bar.add(lotButton);
        bar.add(ratingButton);
        bar.add(withdrawButton);
        add(headerLabel, "wrap, wmin 0");
        add(bar, "wrap, wmin 0");

        teamsTable = Tables.create("teamsTable", teamsModel);
        teamsTable.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !refreshing) {
                showTeam(-1);
            }
        });
        Tables.onDoubleClick(teamsTable, this::editTeam);
        Widgets.bind(teamsTable, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "edit-team", this::editTeam);
        Widgets.bind(teamsTable, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "remove-team", this::removeTeam);

        playersTable = Tables.create("teamPlayersTable", playersModel);
        playersTable.setDragEnabled(true);
        playersTable.setDropMode(DropMode.INSERT_ROWS);
        playersTable.setTransferHandler(new RowMover());
        playersTable.setToolTipText(m.get("teams.dragTip"));
        playersTable.getSelectionModel().addListSelectionListener(e -> updateButtons());
        for (int mask : new int[] {InputEvent.ALT_DOWN_MASK, InputEvent.CTRL_DOWN_MASK}) {
            Widgets.bind(playersTable, KeyStroke.getKeyStroke(KeyEvent.VK_UP, mask), "move-up-" + mask,
                    () -> moveSelected(-1));
            Widgets.bind(playersTable, KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, mask), "move-down-" + mask,
                    () -> moveSelected(1));
        }
        Widgets.bind(playersTable, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "remove-team-player",
                this::removePlayer);
        upButton = Widgets.button("movePlayerUpButton", m.get("teams.moveUp"), () -> moveSelected(-1));
        downButton = Widgets.button("movePlayerDownButton", m.get("teams.moveDown"), () -> moveSelected(1));
        addPlayerButton = Widgets.button("addTeamPlayerButton", m.get("teams.addPlayer"), this::addPlayer);
        removePlayerButton = Widgets.button("removeTeamPlayerButton", m.get("teams.removePlayer"),
                this::removePlayer);
        teamLabel.setName("teamPlayersLabel");
        teamLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        warningsArea.setName("strengthWarningsArea");
        warningsArea.setEditable(false);
        warningsArea.setLineWrap(true);
        warningsArea.setWrapStyleWord(true);

        JPanel right = new JPanel(new MigLayout("insets 0 8 0 0, fill", "[grow,fill]", "[][][grow,fill][]"));
        right.add(teamLabel, "wrap, wmin 0");
        JPanel pbar = new JPanel(new MigLayout("insets 0", "[][]unrel[][]push"));
        pbar.add(upButton);
        pbar.add(downButton);
        pbar.add(addPlayerButton);
        pbar.add(removePlayerButton);
        right.add(pbar, "wrap, wmin 0");
        right.add(new JScrollPane(playersTable), "grow, wrap");
        right.add(new JScrollPane(warningsArea), "growx, hmin 80");

        JSplitPane split = new JSplitPane(JSplitPane.HORIZONTAL_SPLIT, new JScrollPane(teamsTable), right);
        split.setResizeWeight(0.5);
        split.setBorder(null);
        add(split, "grow");
    }

    void refresh() {
        Messages m = shell.messages();
        refreshing = true;
        int team = selectedTeam() == null ? -1 : selectedTeam().no();
        try {
            headerLabel.setText(presenter.header());
            teams = presenter.teams();
            teamsModel.set(presenter.teamColumns(), presenter.teamRows());
            Tables.widths(teamsTable, new int[] {50, 150, 150, 90, 60, 80, 120}, 0, 4);
            int row = Tables.rowOf(teams, Team::no, team);
            Tables.select(teamsTable, row < 0 && !teams.isEmpty() ? 0 : row);
        } finally {
            refreshing = false;
        }
        showTeam(selectedPlayerNo());
        teamsTable.setToolTipText(m.get("teams.count", Integer.toString(teams.size())));
    }

    private Team selectedTeam() {
        int row = teamsTable == null ? -1 : teamsTable.getSelectedRow();
        return row >= 0 && row < teams.size() ? teams.get(row) : null;
    }

    private int selectedPlayerNo() {
        int row = playersTable.getSelectedRow();
        return row >= 0 && row < players.size() ? players.get(row).no() : -1;
    }

    /** Shows the selected team's players, keeping {@code playerNo} selected. */
    private void showTeam(int playerNo) {
        Messages m = shell.messages();
        Team t = selectedTeam();
        if (t == null) {
            players = List.of();
            playersModel.set(presenter.playerColumns(), List.of());
            teamLabel.setText(" ");
            warningsArea.setText("");
            updateButtons();
            return;
        }
        players = presenter.players(t.no());
        playersModel.set(presenter.playerColumns(), presenter.playerRows(t.no()));
        Tables.widths(playersTable, new int[] {80, 50, 150, 70, 90}, 0, 1, 3);
        Tables.select(playersTable, Tables.rowOf(players, Player::no, playerNo));
        teamLabel.setText(m.get("teams.playersOf", Integer.toString(t.no()), t.name()));
        showWarnings(presenter.warnings(t.no()));
        updateButtons();
    }

    private void showWarnings(List<String> warnings) {
        warningsArea.putClientProperty(FlatClientProperties.STYLE, warnings.isEmpty() ? null
                : "foreground: $Component.warning.focusedBorderColor");
        warningsArea.setText(warnings.isEmpty() ? shell.messages().get("teams.orderOk")
                : "▲ " + String.join("\n▲ ", warnings));
        warningsArea.setCaretPosition(0);
    }

    private void updateButtons() {
        boolean register = presenter.canRegister();
        boolean team = selectedTeam() != null;
        int row = playersTable.getSelectedRow();
        addButton.setEnabled(register);
        importButton.setEnabled(register);
        lotButton.setEnabled(register && !teams.isEmpty());
        ratingButton.setEnabled(register && !teams.isEmpty());
        editButton.setEnabled(team);
        removeButton.setEnabled(register && team);
        withdrawButton.setEnabled(team && selectedTeam().isActive());
        upButton.setEnabled(register && row > 0);
        downButton.setEnabled(register && row >= 0 && row < players.size() - 1);
        addPlayerButton.setEnabled(register && team);
        removePlayerButton.setEnabled(register && row >= 0);
    }

    // ------------------------------------------------------------------ reordering

    private void moveSelected(int delta) {
        int row = playersTable.getSelectedRow();
        if (row < 0 || row + delta < 0 || row + delta >= players.size()) {
            return;
        }
        movePlayer(row, row + delta);
    }

    /** Moves the player at {@code from} to {@code to} (indexes in the registered order) and stores the order. */
    void movePlayer(int from, int to) {
        Team t = selectedTeam();
        if (t == null || from == to) {
            return;
        }
        Messages m = shell.messages();
        Player moved = players.get(from);
        try {
            List<String> warnings = presenter.move(t.no(), from, to);
            showTeam(moved.no());
            showWarnings(warnings);
            shell.status(m.get("status.teamReordered", t.name(), moved.name(), Integer.toString(to + 1)));
            playersTable.requestFocusInWindow();
        } catch (RuntimeException e) {
            Dialogs.showError(shell.window(), m, e);
        }
    }

    /** Drag a player's row to a new place in the team's order. */
    private final class RowMover extends TransferHandler {
        @Override
        public int getSourceActions(JComponent c) {
            return presenter.canRegister() ? MOVE : NONE;
        }

        @Override
        protected Transferable createTransferable(JComponent c) {
            return new StringSelection(Integer.toString(playersTable.getSelectedRow()));
        }

        @Override
        public boolean canImport(TransferSupport support) {
            return support.getComponent() == playersTable && support.isDrop()
                    && support.isDataFlavorSupported(DataFlavor.stringFlavor) && presenter.canRegister();
        }

        @Override
        public boolean importData(TransferSupport support) {
            if (!canImport(support)) {
                return false;
            }
            int from;
            try {
                from = Integer.parseInt(((String) support.getTransferable().getTransferData(DataFlavor.stringFlavor)).strip());
            } catch (Exception e) {
                return false;
            }
            int index = ((JTable.DropLocation) support.getDropLocation()).getRow();
            int to = index > from ? index - 1 : index;
            if (from < 0 || from >= players.size() || to < 0 || to >= players.size() || to == from) {
                return false;
            }
            // after the drag has finished with the table as it was
            SwingUtilities.invokeLater(() -> movePlayer(from, to));
            return true;
        }
    }

    // ------------------------------------------------------------------ registration

    private void addTeam() {
        Messages m = shell.messages();
        TeamDialog d = new TeamDialog(shell.window(), m, m.get("teams.addTitle"), null, true, presenter::add);
        d.setVisible(true);
        TeamRegistration r = d.saved();
        if (r != null) {
            selectTeam(r.team().no());
            shell.status(m.get("status.teamAdded", Integer.toString(r.team().no()), r.team().name(),
                    Integer.toString(r.players().size())));
        }
    }

    private void editTeam() {
        Team t = selectedTeam();
        if (t == null) {
            return;
        }
        Messages m = shell.messages();
        TeamDialog d = new TeamDialog(shell.window(), m, m.get("teams.editTitle", Integer.toString(t.no())),
                presenter.formOf(t.no()), false, f -> presenter.edit(t.no(), f, t));
        d.setVisible(true);
        if (d.saved() != null) {
            selectTeam(t.no());
            shell.status(m.get("status.teamEdited", Integer.toString(t.no()), d.saved().team().name()));
        }
    }

    private void removeTeam() {
        Team t = selectedTeam();
        if (t == null || !presenter.canRegister()) {
            return;
        }
        Messages m = shell.messages();
        if (!Dialogs.confirm(shell.window(), m, m.get("teams.confirmRemove", Integer.toString(t.no()), t.name()))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.remove(t.no());
            shell.status(m.get("status.teamRemoved", Integer.toString(t.no()), t.name()));
        });
    }

    /** 全队退赛 / 除名 (20.2–20.4, 18.3): the rule's effect shown first; the views re-read the event after it. */
    void withdrawTeam() {
        Team t = selectedTeam();
        if (t == null || !t.isActive()) {
            return;
        }
        Dialogs.run(shell.window(), shell.messages(), () -> {
            TeamWithdrawDialog d = new TeamWithdrawDialog(shell, t.no());
            d.setVisible(true);
            if (d.done() != null) {
                selectTeam(d.done().team().no());
                shell.status(d.doneMessage());
            }
        });
    }

    private void addPlayer() {
        Team t = selectedTeam();
        if (t == null) {
            return;
        }
        Messages m = shell.messages();
        String line = JOptionPane.showInputDialog(shell.window(), m.get("teams.addPlayerPrompt", t.name()),
                m.get("teams.addPlayer"), JOptionPane.QUESTION_MESSAGE);
        if (line == null || line.isBlank()) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            TeamRegistration r = presenter.addPlayer(t.no(), line);
            Player p = r.players().get(r.players().size() - 1);
            showTeam(p.no());
            showWarnings(r.warnings());
            shell.status(m.get("status.teamPlayerAdded", t.name(), Integer.toString(p.no()), p.name()));
        });
    }

    private void removePlayer() {
        Team t = selectedTeam();
        int row = playersTable.getSelectedRow();
        if (t == null || row < 0 || row >= players.size() || !presenter.canRegister()) {
            return;
        }
        Player p = players.get(row);
        Messages m = shell.messages();
        if (!Dialogs.confirm(shell.window(), m, m.get("teams.confirmRemovePlayer", p.name(), t.name()))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.removePlayer(t.no(), p.no());
            shell.status(m.get("status.teamPlayerRemoved", t.name(), p.name()));
        });
    }

    private void importCsv() {
        Messages m = shell.messages();
        Path file = Dialogs.chooseCsv(shell, "importTeamsChooser", m.get("teams.importTitle"));
        if (file == null) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            int n = presenter.importCsv(file).size();
            shell.status(m.get("status.teamsImported", Integer.toString(n), file.getFileName().toString()));
        });
    }

    private void draw(StartOrder order) {
        Messages m = shell.messages();
        String what = m.get(order == StartOrder.LOT ? "teams.drawLot" : "teams.drawRating");
        if (!Dialogs.confirm(shell.window(), m, m.get("teams.confirmDraw", what))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.drawNumbers(order);
            shell.status(m.get("status.renumbered", what));
        });
    }

    private void selectTeam(int no) {
        int row = Tables.rowOf(teams, Team::no, no);
        if (row >= 0) {
            Tables.select(teamsTable, row);
        }
    }
}
