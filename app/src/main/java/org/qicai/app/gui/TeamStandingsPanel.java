package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamStandingsPresenter;
import org.qicai.app.print.ReportKind;

/**
 * 团体名次 and 台次成绩: the team standings after the last round (the rule that ranks them, the
 * report's columns, places awarded and relegation marks, what separated equal scores) and the board
 * prizes with their minimum of games; both re-read after every result and printable.
 */
final class TeamStandingsPanel extends JPanel {
    private final Shell shell;
    private final TeamStandingsPresenter presenter;
    private final RowsTableModel standingsModel = new RowsTableModel();
    private final RowsTableModel boardsModel = new RowsTableModel();
    final JTable standingsTable;
    final JTable boardPrizesTable;
    private final JLabel captionLabel = new JLabel();
    private final JLabel boardsCaption = new JLabel();
    private final JLabel errorLabel = new JLabel();
    private final JTextArea notesArea = new JTextArea(3, 40);
    final JSpinner minGamesSpinner = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));
    private boolean minGamesTouched;
    private boolean refreshing;

    TeamStandingsPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][grow,fill]"));
        this.shell = shell;
        this.presenter = new TeamStandingsPresenter(shell.session());
        Messages m = shell.messages();
        setName("teamStandingsPanel");
        captionLabel.setName("teamStandingsCaption");
        captionLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        boardsCaption.setName("boardPrizesCaption");
        boardsCaption.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        errorLabel.setName("teamStandingsError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        notesArea.setName("teamStandingsNotes");
        notesArea.setEditable(false);
        notesArea.setLineWrap(true);
        notesArea.setWrapStyleWord(true);
        minGamesSpinner.setName("minGamesSpinner");
        minGamesSpinner.addChangeListener(e -> {
            if (!refreshing) {
                minGamesTouched = true;
                refresh();
            }
        });

        JButton printStandings = Widgets.button("printTeamStandingsButton", m.get("teamStandings.print"),
                () -> shell.preview(ReportKind.TEAM_STANDINGS, 0, false));
        JButton printBoards = Widgets.button("printBoardPrizesButton", m.get("boards.print"),
                () -> shell.preview(ReportKind.BOARD_PRIZES, 0, false));
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[]"));
        bar.add(captionLabel, "wmin 0");
        bar.add(printStandings);
        add(bar, "wrap, wmin 0");

        standingsTable = Tables.create("teamStandingsTable", standingsModel);
        JPanel top = new JPanel(new MigLayout("insets 0, fill, hidemode 3", "[grow,fill]", "[][grow,fill][]"));
        top.add(errorLabel, "wrap");
        top.add(new JScrollPane(standingsTable), "grow, wrap");
        top.add(new JScrollPane(notesArea), "growx, hmin 50");

        boardPrizesTable = Tables.create("boardPrizesTable", boardsModel);
        JPanel lower = new JPanel(new MigLayout("insets 0, fill", "[grow,fill]", "[][grow,fill]"));
        JLabel minLabel = new JLabel(m.get("boards.minGames"));
        minLabel.setLabelFor(minGamesSpinner);
        JPanel lbar = new JPanel(new MigLayout("insets 0", "[]push[][]unrel[]"));
        lbar.add(boardsCaption, "wmin 0");
        lbar.add(minLabel);
        lbar.add(minGamesSpinner, "wmin 60");
        lbar.add(printBoards);
        lower.add(lbar, "wrap, wmin 0");
        lower.add(new JScrollPane(boardPrizesTable), "grow");

        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, top, lower);
        split.setResizeWeight(0.55);
        split.setBorder(null);
        add(split, "grow");
    }

    void refresh() {
        Messages m = shell.messages();
        try {
            TeamStandingsPresenter.Table t = presenter.standings();
            standingsModel.set(t.columns(), t.rows());
            captionLabel.setText(t.caption());
            notesArea.setText(String.join("\n", t.notes()));
            notesArea.setCaretPosition(0);
            int n = t.columns().size();
            int[] widths = new int[n];
            for (int i = 0; i < n; i++) {
                widths[i] = i == 2 ? 160 : i == 3 ? 140 : 70;
            }
            Tables.widths(standingsTable, widths, 0, 1);
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            // a view that cannot be computed says why in place; the rest of the window keeps working
            errorLabel.setText(Dialogs.logged(m, e));
            errorLabel.setVisible(true);
            standingsModel.set(java.util.List.of(), java.util.List.of());
        }
        try {
            Integer min = minGamesTouched ? (Integer) minGamesSpinner.getValue() : null;
            TeamStandingsPresenter.Table b = presenter.boardPrizes(min);
            boardsModel.set(b.columns(), b.rows());
            boardsCaption.setText(b.caption());
            Tables.widths(boardPrizesTable, new int[] {50, 50, 50, 130, 130, 50, 60, 80, 70}, 0, 1, 2, 5, 6, 7, 8);
            if (!minGamesTouched) {
                refreshing = true;
                try {
                    // the minimum the event's setting gives, until the arbiter tries another
                    minGamesSpinner.setValue(presenter.settingMinGames());
                } finally {
                    refreshing = false;
                }
            }
        } catch (RuntimeException e) {
            boardsModel.set(java.util.List.of(), java.util.List.of());
            boardsCaption.setText(Dialogs.logged(m, e));
        }
    }
}
