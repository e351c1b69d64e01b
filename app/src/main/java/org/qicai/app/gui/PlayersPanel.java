package org.qicai.app.gui;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PlayersPresenter;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.Player;
import org.qicai.core.service.StartOrder;

/** 棋手: the player table with add, edit, remove, CSV import and start numbers by lot or rating. */
final class PlayersPanel extends JPanel {
    private final LazyRefresh lazy = LazyRefresh.of(this, this::read);
    private final Shell shell;
    private final PlayersPresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private final JButton editButton;
    private final JButton removeButton;
    private final JButton lotButton;
    private final JButton ratingButton;
    private final JLabel countLabel = new JLabel();
    private List<Player> players = List.of();

    PlayersPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill", "[grow,fill]", "[][grow,fill]"));
        this.shell = shell;
        this.presenter = new PlayersPresenter(shell.session());
        Messages m = shell.messages();
        setName("playersPanel");

        JButton add = Widgets.button("addPlayerButton", m.get("players.add"), this::addPlayer);
        editButton = Widgets.button("editPlayerButton", m.get("players.edit"), this::editSelected);
        removeButton = Widgets.button("removePlayerButton", m.get("players.remove"), this::removeSelected);
        JButton importButton = Widgets.button("importPlayersButton", m.get("players.import"), this::importCsv);
        lotButton = Widgets.button("renumberLotButton", m.get("players.renumberLot"), () -> renumber(StartOrder.LOT));
        ratingButton = Widgets.button("renumberRatingButton", m.get("players.renumberRating"), () -> renumber(StartOrder.RATING));
        lotButton.setToolTipText(m.get("players.renumberTip"));
        ratingButton.setToolTipText(m.get("players.renumberTip"));
        countLabel.setName("playerCountLabel");

        JPanel bar = new JPanel(new MigLayout("insets 0", "[][][]unrel[]unrel[][]push[]"));
        bar.add(add);
        bar.add(editButton);
        bar.add(removeButton);
        bar.add(importButton);
        bar.add(lotButton);
        bar.add(ratingButton);
        bar.add(countLabel);
        add(bar, "wrap, wmin 0");

        table = Tables.create("playersTable", model);
        table.getSelectionModel().addListSelectionListener(e -> updateButtons());
        Tables.onDoubleClick(table, this::editSelected);
        Widgets.bind(table, KeyStroke.getKeyStroke(KeyEvent.VK_ENTER, 0), "edit-player", this::editSelected);
        Widgets.bind(table, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "remove-player", this::removeSelected);
        add(new JScrollPane(table), "grow");
    }

    /** Re-reads when the view is on screen, else when it next shows (see {@link LazyRefresh}). */
    void refresh() {
        lazy.request();
    }

    private void read() {
        int selectedNo = selected() == null ? -1 : selected().no();
        players = presenter.players();
        model.set(presenter.columns(), presenter.rows());
        if (presenter.teamEvent()) {
            Tables.widths(table, new int[] {50, 160, 130, 200, 70, 100, 90}, 0, 4);
        } else {
            Tables.widths(table, new int[] {50, 160, 200, 70, 100, 90}, 0, 3);
        }
        Tables.select(table, Tables.rowOf(players, Player::no, selectedNo));
        countLabel.setText(shell.messages().get("players.count", Integer.toString(players.size())));
        updateButtons();
    }

    private Player selected() {
        int row = table == null ? -1 : table.getSelectedRow();
        return row >= 0 && row < players.size() ? players.get(row) : null;
    }

    private void updateButtons() {
        boolean sel = selected() != null;
        editButton.setEnabled(sel);
        removeButton.setEnabled(sel);
        boolean renumber = presenter.canRenumber();
        lotButton.setEnabled(renumber);
        ratingButton.setEnabled(renumber);
        String tip = presenter.teamEvent() ? shell.messages().get("players.teamTip")
                : shell.messages().get("players.renumberTip");
        lotButton.setToolTipText(tip);
        ratingButton.setToolTipText(tip);
    }

    private void addPlayer() {
        Messages m = shell.messages();
        PlayerDialog d;
        if (presenter.teamEvent()) {
            // a team event: the player joins a team — chosen in the dialog, the selected player's team first
            List<Choice> teams = presenter.teams();
            if (teams.isEmpty()) {
                if (Dialogs.confirm(shell.window(), m, m.get("players.noTeams"))) {
                    shell.showTeamRegistration();
                }
                return;
            }
            Player sel = selected();
            int team = sel == null ? 0 : presenter.teamOf(sel.no()).map(t -> t.no()).orElse(0);
            d = new PlayerDialog(shell.window(), m, m.get("player.addTitle"), null, true, teams, team,
                    presenter::addToTeam);
        } else {
            d = new PlayerDialog(shell.window(), m, m.get("player.addTitle"), null, true, presenter::add);
        }
        d.setVisible(true);
        if (d.saved() != null) {
            selectNo(d.saved().no());
            shell.status(m.get("status.playerAdded", Integer.toString(d.saved().no()), d.saved().name()));
        }
    }

    private void editSelected() {
        Player p = selected();
        if (p == null) {
            return;
        }
        Messages m = shell.messages();
        PlayerDialog d = new PlayerDialog(shell.window(), m, m.get("player.editTitle", Integer.toString(p.no())),
                PlayersPresenter.Form.of(p), false, f -> presenter.edit(p.no(), f, p));
        d.setVisible(true);
        if (d.saved() != null) {
            selectNo(p.no());
            shell.status(m.get("status.playerEdited", Integer.toString(p.no()), d.saved().name()));
        }
    }

    private void removeSelected() {
        Player p = selected();
        if (p == null) {
            return;
        }
        Messages m = shell.messages();
        if (!Dialogs.confirm(shell.window(), m, m.get("players.confirmRemove", Integer.toString(p.no()), p.name()))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.remove(p.no());
            shell.status(m.get("status.playerRemoved", Integer.toString(p.no()), p.name()));
        });
    }

    private void importCsv() {
        Messages m = shell.messages();
        if (presenter.teamEvent()) {
            if (Dialogs.confirm(shell.window(), m, m.get("players.error.teamImport") + "\n" + m.get("players.goTeams"))) {
                shell.showTeamRegistration();
            }
            return;
        }
        Path file = Dialogs.chooseCsv(shell, "importFileChooser", m.get("players.importTitle"));
        if (file == null) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            int n;
            try {
                n = presenter.importCsv(file, false);
            } catch (PlayerImport.DuplicatesError d) {
                if (!Dialogs.confirm(shell.window(), m, d.message(m.locale()) + "\n\n" + m.get("players.importDuplicates"))) {
                    return;
                }
                n = presenter.importCsv(file, true);
            }
            shell.status(m.get("status.imported", Integer.toString(n), file.getFileName().toString()));
        });
    }

    private void renumber(StartOrder order) {
        Messages m = shell.messages();
        String what = m.get(order == StartOrder.LOT ? "players.renumberLot" : "players.renumberRating");
        if (!Dialogs.confirm(shell.window(), m, m.get("players.confirmRenumber", what))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.renumber(order);
            shell.status(m.get("status.renumbered", what));
        });
    }

    private void selectNo(int no) {
        int row = Tables.rowOf(players, Player::no, no);
        if (row >= 0) {
            Tables.select(table, row);
        }
    }
}
