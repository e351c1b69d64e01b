package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.OptionalInt;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSplitPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.LineupPresenter;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.RoundsPresenter;
import org.qicai.app.gui.presenter.TeamRoundsPresenter;
import org.qicai.app.gui.presenter.TeamRoundsPresenter.BoardRow;
import org.qicai.app.gui.presenter.TeamRoundsPresenter.MatchRow;
import org.qicai.app.print.ReportKind;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Result;
import org.qicai.core.team.RoundView;

/**
 * 团体对阵与成绩: the team round (pair, publish, withdraw), its lineups (each team's 出场名单, the
 * deadline, lock and unlock), its matches with game and match points, and the selected match's
 * boards — red first — where a key enters a board's result ({@code 1 0 = 5 + - *}, Delete clears)
 * and moves to the next board without one; the match totals (局分/场分) follow every key.
 */
final class MatchPanel extends JPanel {
    private final Shell shell;
    private final TeamRoundsPresenter presenter;
    private final RoundControls controls;
    private final JLabel progressLabel = new JLabel();
    private final JLabel lineupStateLabel = new JLabel();
    private final JButton pairButton;
    private final JButton publishButton;
    private final JButton unpairButton;
    private final JButton firstLineupButton;
    private final JButton secondLineupButton;
    private final JButton deadlineButton;
    private final JButton lockButton;
    private final JButton unlockButton;
    private final JButton forfeitButton;
    private final JButton printPairingsButton;
    private final JButton printSheetsButton;
    private final RowsTableModel matchesModel = new RowsTableModel();
    private final RowsTableModel boardsModel = new RowsTableModel();
    final JTable matchesTable;
    final JTable boardsTable;
    final JLabel totalsLabel = new JLabel(" ");
    private final JLabel keysLabel = new JLabel();
    final JTextField wholeMatchField = new JTextField(14);
    private List<MatchRow> matches = List.of();
    private List<BoardRow> boards = List.of();
    private boolean refreshing;

    MatchPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]"));
        this.shell = shell;
        this.presenter = new TeamRoundsPresenter(shell.session());
        Messages m = shell.messages();
        setName("matchPanel");
        controls = new RoundControls(shell, "teamRoundCombo", this::showRound, this::updateButtons);
        progressLabel.setName("teamRoundProgressLabel");
        lineupStateLabel.setName("lineupStateLabel");
        pairButton = Widgets.button("pairTeamsButton", m.get("rounds.pair"), this::pairNext);
        publishButton = Widgets.button("publishTeamRoundButton", m.get("rounds.publish"), this::publish);
        unpairButton = Widgets.button("unpairTeamRoundButton", m.get("rounds.unpair"), this::unpair);
        firstLineupButton = Widgets.button("firstLineupButton", "", () -> lineup(0));
        secondLineupButton = Widgets.button("secondLineupButton", "", () -> lineup(1));
        deadlineButton = Widgets.button("deadlineButton", m.get("match.deadline"), this::deadline);
        lockButton = Widgets.button("lockLineupsButton", m.get("match.lock"), this::lock);
        unlockButton = Widgets.button("unlockLineupsButton", m.get("match.unlock"), this::unlock);
        forfeitButton = Widgets.button("forfeitButton", m.get("match.forfeit"), this::forfeit);
        printPairingsButton = Widgets.button("printTeamPairingsButton", m.get("match.printPairings"),
                () -> print(ReportKind.TEAM_PAIRINGS));
        printSheetsButton = Widgets.button("printMatchSheetsButton", m.get("match.printSheets"),
                () -> print(ReportKind.TEAM_MATCH_SHEETS));

        JLabel roundLabel = new JLabel(m.get("rounds.round"));
        roundLabel.setLabelFor(controls.roundCombo);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[][]rel[]push[][][]"));
        bar.add(roundLabel);
        bar.add(controls.roundCombo, "wmin 180");
        bar.add(progressLabel);
        bar.add(pairButton);
        bar.add(unpairButton);
        bar.add(publishButton);
        add(bar, "wrap, wmin 0");

        JPanel lineups = new JPanel(new MigLayout("insets 0, hidemode 3", "[]push[][]unrel[][][]unrel[]"));
        lineups.add(lineupStateLabel, "wmin 0");
        lineups.add(firstLineupButton);
        lineups.add(secondLineupButton);
        lineups.add(deadlineButton);
        lineups.add(lockButton);
        lineups.add(unlockButton);
        lineups.add(forfeitButton);
        add(lineups, "wrap, wmin 0");

        matchesTable = Tables.create("matchesTable", matchesModel);
        matchesTable.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && !refreshing) {
                showMatch(0);
            }
        });
        boardsTable = Tables.create("matchBoardsTable", boardsModel);
        bindResultKeys();
        totalsLabel.setName("matchTotalsLabel");
        totalsLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        keysLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        wholeMatchField.setName("wholeMatchField");
        wholeMatchField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("match.wholeHint"));
        wholeMatchField.addActionListener(e -> enterWholeMatch());
        JButton whole = Widgets.button("enterWholeMatchButton", m.get("match.whole"), this::enterWholeMatch);

        JPanel lower = new JPanel(new MigLayout("insets 0, fill, hidemode 3", "[grow,fill]"));
        lower.add(totalsLabel, "wrap, wmin 0");
        lower.add(new JScrollPane(boardsTable), "grow, push, wrap");
        lower.add(keysLabel, "wrap, wmin 0");
        JLabel wholeLabel = new JLabel(m.get("match.wholeLabel"));
        wholeLabel.setLabelFor(wholeMatchField);
        JPanel wholeRow = new JPanel(new MigLayout("insets 0", "[][][]push"));
        wholeRow.add(wholeLabel);
        wholeRow.add(wholeMatchField);
        wholeRow.add(whole);
        lower.add(wholeRow, "growx");
        JSplitPane split = new JSplitPane(JSplitPane.VERTICAL_SPLIT, new JScrollPane(matchesTable), lower);
        split.setResizeWeight(0.4);
        split.setBorder(null);
        add(split, "grow, push, wrap");

        JPanel bottom = new JPanel(new MigLayout("insets 0", "push[][]"));
        bottom.add(printPairingsButton);
        bottom.add(printSheetsButton);
        add(bottom, "growx");
    }

    private void bindResultKeys() {
        for (char c : RoundsPresenter.RESULT_KEYS.toCharArray()) {
            Result r = RoundsPresenter.resultForKey(c).orElseThrow();
            Widgets.bind(boardsTable, KeyStroke.getKeyStroke(c), "result-" + c, () -> enter(r));
        }
        Widgets.bind(boardsTable, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "result-clear",
                () -> enter(Result.PENDING));
        Widgets.bind(boardsTable, KeyStroke.getKeyStroke(KeyEvent.VK_BACK_SPACE, 0), "result-clear",
                () -> enter(Result.PENDING));
    }

    int selectedRound() {
        return controls.selectedRound();
    }

    private MatchRow selectedMatch() {
        int row = matchesTable.getSelectedRow();
        return row >= 0 && row < matches.size() ? matches.get(row) : null;
    }

    void refresh() {
        refresh(selectedRound());
    }

    void refresh(int round) {
        controls.fill(presenter.rounds(), presenter::roundLabel, round);
        progressLabel.setText(presenter.progress());
        showRound();
    }

    private void showRound() {
        int round = selectedRound();
        MatchRow sel = selectedMatch();
        int matchNo = sel == null ? 0 : sel.no();
        int boardIndex = boardsTable.getSelectedRow();
        refreshing = true;
        try {
            matches = presenter.matches(round);
            matchesModel.set(presenter.matchColumns(), matches.stream().map(x -> List.<Object>of(x.no(), x.first(),
                    x.second(), x.gamePoints(), x.matchPoints(), x.status())).toList());
            Tables.widths(matchesTable, new int[] {50, 180, 180, 90, 90, 160}, 0, 3, 4);
            int row = -1;
            for (int i = 0; i < matches.size(); i++) {
                if (matches.get(i).no() == matchNo) {
                    row = i;
                }
            }
            if (row < 0) {
                row = firstOpenMatch();
            }
            Tables.select(matchesTable, row);
        } finally {
            refreshing = false;
        }
        lineupStateLabel.setText(presenter.lineupState(round));
        keysLabel.setText(presenter.keysHint());
        showMatch(Math.max(0, boardIndex));
    }

    private int firstOpenMatch() {
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).playable() && !matches.get(i).complete()) {
                return i;
            }
        }
        return matches.isEmpty() ? -1 : 0;
    }

    /** Shows the selected match's boards with {@code boardIndex} selected (or its first open board). */
    private void showMatch(int boardIndex) {
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        if (mr == null) {
            boards = List.of();
            boardsModel.set(presenter.boardColumns(), List.of());
            totalsLabel.setText(" ");
        } else {
            boards = presenter.boards(round, mr.no());
            boardsModel.set(presenter.boardColumns(), boards.stream().map(b -> List.<Object>of(b.boardLabel(), b.red(),
                    b.redTeam(), b.black(), b.blackTeam(), b.resultText())).toList());
            Tables.widths(boardsTable, new int[] {50, 150, 130, 150, 130, 90}, 0, 5);
            totalsLabel.setText(presenter.totals(round, mr.no())
                    + (presenter.boardsFinal(round, mr.no()) || !mr.playable() ? "" : "　" + shell.messages().get("match.preview")));
            int at = boardIndex < boards.size() && boardIndex >= 0 && !boards.get(boardIndex).complete() ? boardIndex
                    : TeamRoundsPresenter.nextOpen(boards, Math.max(-1, boardIndex - 1)).orElse(boardIndex);
            Tables.select(boardsTable, at);
        }
        updateButtons();
    }

    private void updateButtons() {
        Messages m = shell.messages();
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        List<Choice> teams = mr == null ? List.of() : presenter.teamsOf(round, mr.no());
        boolean choose = presenter.choosesLineup();
        boolean busy = controls.busy();
        pairButton.setEnabled(!busy && presenter.canPairNext());
        publishButton.setEnabled(!busy && presenter.canPublish(round));
        unpairButton.setEnabled(!busy && presenter.canUnpair(round));
        firstLineupButton.setVisible(choose);
        secondLineupButton.setVisible(choose);
        firstLineupButton.setText(m.get("match.lineup", teams.isEmpty() ? "…" : teams.get(0).label()));
        secondLineupButton.setText(m.get("match.lineup", teams.size() < 2 ? "…" : teams.get(1).label()));
        boolean playable = mr != null && mr.playable();
        firstLineupButton.setEnabled(!busy && playable);
        secondLineupButton.setEnabled(!busy && playable);
        deadlineButton.setVisible(choose);
        deadlineButton.setEnabled(!busy && presenter.canLock(round));
        lockButton.setVisible(choose);
        lockButton.setEnabled(!busy && presenter.canLock(round));
        unlockButton.setVisible(choose);
        unlockButton.setEnabled(!busy && presenter.canUnlock(round));
        forfeitButton.setEnabled(!busy && mr != null && teams.size() == 2);
        printPairingsButton.setEnabled(round > 0);
        printSheetsButton.setEnabled(round > 0);
    }

    void focusBoards() {
        boardsTable.requestFocusInWindow();
    }

    // ------------------------------------------------------------------ results

    private void enter(Result result) {
        Messages m = shell.messages();
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        int row = boardsTable.getSelectedRow();
        if (round == 0 || mr == null || row < 0 || row >= boards.size()) {
            controls.warn(m.get("rounds.selectBoard"));
            return;
        }
        BoardRow b = boards.get(row);
        // issue 16 item 3: typed over a different result the view shows, it is a correction — asked first, naming both
        // values and who entered the first (as the rounds view does)
        java.util.Optional<String> correction;
        try {
            correction = presenter.correctionQuestion(round, mr.no(), b.subRound(), b.board(), b.boardLabel(), result);
        } catch (org.qicai.core.UserError e) {
            controls.warn(e.message(m.locale()));
            return;
        }
        if (correction.isPresent() && !Dialogs.confirm(shell.window(), m, correction.get())) {
            return;
        }
        controls.enter(() -> {
            OptionalInt next = presenter.enterResult(round, mr.no(), b.subRound(), b.board(), result);
            String msg = presenter.resultMessage(round, mr.no(), b.boardLabel(), result);
            if (next.isPresent()) {
                selectMatchNo(mr.no());
                Tables.select(boardsTable, next.getAsInt());
            } else if (result.isDecided()) {
                // the match is complete: on to the next match still waiting for results
                msg += "  " + m.get("status.matchComplete", Integer.toString(mr.no()), presenter.totals(round, mr.no()));
                int open = firstOpenMatch();
                if (open >= 0 && matches.get(open).playable() && !matches.get(open).complete()) {
                    Tables.select(matchesTable, open);
                } else {
                    selectMatchNo(mr.no());
                    Tables.select(boardsTable, row);
                }
            } else {
                selectMatchNo(mr.no());
                Tables.select(boardsTable, row);
            }
            shell.status(msg);
            boardsTable.requestFocusInWindow();
        });
    }

    private void selectMatchNo(int no) {
        for (int i = 0; i < matches.size(); i++) {
            if (matches.get(i).no() == no) {
                if (matchesTable.getSelectedRow() != i) {
                    Tables.select(matchesTable, i);
                }
                return;
            }
        }
    }

    private void enterWholeMatch() {
        Messages m = shell.messages();
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        if (mr == null) {
            return;
        }
        String text = wholeMatchField.getText();
        controls.enter(() -> {
            presenter.enterMatch(round, mr.no(), text);
            wholeMatchField.setText("");
            selectMatchNo(mr.no());
            shell.status(m.get("status.matchEntered", Integer.toString(round), Integer.toString(mr.no()),
                    presenter.totals(round, mr.no())));
        });
    }

    // ------------------------------------------------------------------ rounds and lineups

    private void pairNext() {
        controls.pair(presenter.lastRound() + 1, presenter::pairNext, this::paired);
    }

    private void paired(RoundView v) {
        refresh(v.round());
        shell.status(shell.messages().get("status.teamsPaired", Integer.toString(v.round()),
                Integer.toString(v.matches().size())));
    }

    private void publish() {
        controls.publish(presenter::publish);
    }

    private void unpair() {
        controls.unpair(presenter::unpair);
    }

    /** 出场名单 of the first (0) or second (1) team of the selected match. */
    private void lineup(int which) {
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        if (mr == null) {
            return;
        }
        List<Choice> teams = presenter.teamsOf(round, mr.no());
        if (teams.size() <= which) {
            return;
        }
        Messages m = shell.messages();
        int team = Integer.parseInt(teams.get(which).id());
        Dialogs.run(shell.window(), m, () -> {
            LineupDialog d = new LineupDialog(shell.window(), new LineupPresenter(shell.session(), round, team), m);
            d.setVisible(true);
            if (d.saved()) {
                shell.status(m.get("status.lineupEntered", Integer.toString(round), teams.get(which).label()));
            }
        });
    }

    private void deadline() {
        Messages m = shell.messages();
        int round = selectedRound();
        Object text = JOptionPane.showInputDialog(shell.window(), m.get("match.deadlinePrompt", Integer.toString(round)),
                m.get("match.deadline"), JOptionPane.QUESTION_MESSAGE, null, null, presenter.deadlineText(round));
        if (text == null) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.setDeadline(round, text.toString());
            shell.status(presenter.lineupState(round));
        });
    }

    private void lock() {
        Messages m = shell.messages();
        int round = selectedRound();
        Dialogs.run(shell.window(), m, () -> {
            presenter.lock(round);
            shell.status(m.get("status.lineupsLocked", Integer.toString(round)));
        });
    }

    private void unlock() {
        Messages m = shell.messages();
        int round = selectedRound();
        Dialogs.run(shell.window(), m, () -> {
            presenter.unlock(round);
            shell.status(m.get("status.lineupsUnlocked", Integer.toString(round)));
        });
    }

    /** 团体弃权 (21.4): which team did not appear — or take a forfeit back. */
    private void forfeit() {
        Messages m = shell.messages();
        int round = selectedRound();
        MatchRow mr = selectedMatch();
        if (mr == null) {
            return;
        }
        List<Choice> teams = presenter.teamsOf(round, mr.no());
        Choice[] options = {
            new Choice(MatchForfeit.FIRST_ABSENT.name(), m.get("match.forfeit.absent", teams.get(0).label())),
            new Choice(MatchForfeit.SECOND_ABSENT.name(), m.get("match.forfeit.absent", teams.get(1).label())),
            new Choice(MatchForfeit.BOTH_ABSENT.name(), m.get("match.forfeit.both")),
            new Choice(MatchForfeit.NONE.name(), m.get("match.forfeit.none"))};
        Object chosen = JOptionPane.showInputDialog(shell.window(), m.get("match.forfeitPrompt", Integer.toString(mr.no())),
                m.get("match.forfeit"), JOptionPane.QUESTION_MESSAGE, null, options, options[0]);
        if (!(chosen instanceof Choice c)) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            presenter.forfeit(round, mr.no(), MatchForfeit.valueOf(c.id()));
            shell.status(m.get("status.forfeit", Integer.toString(mr.no()), c.label()));
        });
    }

    private void print(ReportKind kind) {
        int round = selectedRound();
        if (round > 0) {
            shell.preview(kind, round, false);
        }
    }
}
