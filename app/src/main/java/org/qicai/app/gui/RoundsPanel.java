package org.qicai.app.gui;

import java.awt.event.KeyEvent;
import java.util.List;
import java.util.OptionalInt;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.RoundsPresenter;
import org.qicai.app.gui.presenter.RoundsPresenter.BoardRow;
import org.qicai.app.print.ReportKind;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;

/**
 * 轮次: round selector, pair / re-pair / withdraw / publish, the boards of the round, and result
 * entry from the keyboard — with a board selected, {@code 1 0 = 5 + - *} enter a result and move to
 * the next board still without one; Delete clears.
 */
final class RoundsPanel extends JPanel {
    private final Shell shell;
    private final RoundsPresenter presenter;
    private final RoundControls controls;
    private final JLabel progressLabel = new JLabel();
    private final JButton pairButton;
    private final JButton repairButton;
    private final JButton unpairButton;
    private final JButton publishButton;
    private final JButton editButton;
    private final JButton byesButton;
    private final JLabel warningsLabel = new JLabel();
    private final org.qicai.app.gui.presenter.PairingEditPresenter edits;
    private final org.qicai.app.gui.presenter.PenaltyPresenter penalties;
    private final JButton printPairingsButton;
    private final JButton printScoresheetsButton;
    private final JCheckBox explainCheck;
    private final JLabel keysLabel = new JLabel();
    private final JTextArea notesArea = new JTextArea(3, 40);
    /** The selected board's pairing explanation in full, under the boards (issue 13 item 3). */
    private final JTextArea detailArea = new JTextArea();
    private final JScrollPane notesScroll;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private List<BoardRow> rows = List.of();
    private int shownRound;

    RoundsPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]"));
        this.shell = shell;
        this.presenter = new RoundsPresenter(shell.session());
        this.edits = new org.qicai.app.gui.presenter.PairingEditPresenter(shell.session());
        this.penalties = new org.qicai.app.gui.presenter.PenaltyPresenter(shell.session());
        Messages m = shell.messages();
        setName("roundsPanel");

        controls = new RoundControls(shell, "roundCombo", this::showRound, this::updateButtons);
        progressLabel.setName("roundProgressLabel");
        pairButton = Widgets.button("pairButton", m.get("rounds.pair"), this::pairNext);
        repairButton = Widgets.button("repairButton", m.get("rounds.repair"), this::repair);
        unpairButton = Widgets.button("unpairButton", m.get("rounds.unpair"), this::unpair);
        publishButton = Widgets.button("publishButton", m.get("rounds.publish"), this::publish);
        editButton = Widgets.button("editPairingsButton", m.get("rounds.edit"), this::editPairings);
        byesButton = Widgets.button("fixedByesButton", m.get("rounds.fixedByes"), this::pairWithByes);
        byesButton.setToolTipText(m.get("rounds.fixedByesTip"));
        warningsLabel.setName("pairingWarningsLabel");
        warningsLabel.putClientProperty("FlatLaf.style", "foreground: $Component.warning.focusedBorderColor");
        printPairingsButton = Widgets.button("printPairingsButton", m.get("rounds.printPairings"),
                () -> print(ReportKind.PAIRINGS));
        printScoresheetsButton = Widgets.button("printScoresheetsButton", m.get("rounds.printScoresheets"),
                () -> print(ReportKind.SCORESHEETS));

        JLabel roundLabel = new JLabel(m.get("rounds.round"));
        roundLabel.setLabelFor(controls.roundCombo);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[][]rel[]push[][][][][][]"));
        bar.add(roundLabel);
        bar.add(controls.roundCombo, "wmin 180");
        bar.add(progressLabel);
        bar.add(pairButton);
        bar.add(byesButton);
        bar.add(repairButton);
        bar.add(unpairButton);
        bar.add(editButton);
        bar.add(publishButton);
        add(bar, "wrap, wmin 0");
        add(warningsLabel, "wrap, wmin 0, hidemode 3");

        table = Tables.create("boardsTable", model);
        bindResultKeys();
        // whatever dialog or window closes over the rounds view (F, C, R, a question, an error), the keys go
        // back to the boards, the same board selected
        Dialogs.focusAfterDialogs(this, table);
        // the boards take the window's height; a hidden line above (hidemode 3) takes no row
        add(new JScrollPane(table), "grow, push, wrap");
        detailArea.setName("boardDetailArea");
        detailArea.setEditable(false);
        detailArea.setLineWrap(true);
        detailArea.setWrapStyleWord(true);
        detailArea.setOpaque(false);
        detailArea.setBorder(null);
        detailArea.setFont(javax.swing.UIManager.getFont("Label.font"));
        detailArea.setVisible(false);
        add(detailArea, "growx, wmin 0, wrap, hidemode 3");
        table.getSelectionModel().addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting()) {
                showDetail();
            }
        });

        explainCheck = new JCheckBox(m.get("rounds.explain"));
        explainCheck.setName("explainCheckBox");
        explainCheck.addActionListener(e -> showRound());
        notesArea.setName("roundNotesArea");
        notesArea.setEditable(false);
        notesArea.setLineWrap(true);
        notesArea.setWrapStyleWord(true);
        notesScroll = new JScrollPane(notesArea);
        keysLabel.setName("keysHintLabel");
        JLabel keys = keysLabel;
        keys.putClientProperty("FlatLaf.styleClass", "small");
        // the key hint gets its own line and may be cut rather than widen the window
        JPanel bottom = new JPanel(new MigLayout("insets 0, hidemode 3", "[]push[][]", "[][][]"));
        bottom.add(keys, "span, growx, wmin 0, wrap");
        bottom.add(explainCheck);
        bottom.add(printPairingsButton);
        bottom.add(printScoresheetsButton, "wrap");
        bottom.add(notesScroll, "span, growx, hmin 60");
        add(bottom, "growx, wmin 0");
    }

    private void bindResultKeys() {
        for (char c : RoundsPresenter.RESULT_KEYS.toCharArray()) {
            Result r = RoundsPresenter.resultForKey(c).orElseThrow();
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "result-" + c, () -> enter(r));
        }
        Widgets.bind(table, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "result-clear",
                () -> enter(Result.PENDING));
        Widgets.bind(table, KeyStroke.getKeyStroke(KeyEvent.VK_BACK_SPACE, 0), "result-clear",
                () -> enter(Result.PENDING));
        // F: 判罚 on the selected board; C: the arbiter's clock for it
        for (char c : new char[] {'f', 'F'}) {
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "penalty", this::penalty);
        }
        for (char c : new char[] {'c', 'C'}) {
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "clock", this::clock);
        }
        // E: a result typed in full — Go's margins (B+3/4, 黑中盘胜, W+T, 重下) or any code or word
        for (char c : new char[] {'e', 'E'}) {
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "result-typed", this::typeResult);
        }
        // S: 数子 — a Go board's count typed, its verdict seen and confirmed as the result (issue 15 item 2)
        for (char c : new char[] {'s', 'S'}) {
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "result-count", this::countResult);
        }
        // R: 棋谱与裁决 on the selected board (xiangqi)
        for (char c : new char[] {'r', 'R'}) {
            Widgets.bind(table, KeyStroke.getKeyStroke(c), "record", this::record);
        }
        // any other character typed on the boards does nothing: say so, with the keys that do something
        table.addKeyListener(new java.awt.event.KeyAdapter() {
            @Override
            public void keyTyped(KeyEvent e) {
                char c = e.getKeyChar();
                if (e.isConsumed() || c == KeyEvent.CHAR_UNDEFINED || Character.isISOControl(c) || c == ' '
                        || (e.getModifiersEx() & (KeyEvent.CTRL_DOWN_MASK | KeyEvent.ALT_DOWN_MASK
                        | KeyEvent.META_DOWN_MASK)) != 0
                        || table.getInputMap(javax.swing.JComponent.WHEN_FOCUSED).get(KeyStroke.getKeyStroke(c)) != null
                        || table.getInputMap(javax.swing.JComponent.WHEN_ANCESTOR_OF_FOCUSED_COMPONENT)
                        .get(KeyStroke.getKeyStroke(c)) != null) {
                    return;
                }
                controls.warn(shell.messages().get("rounds.keyDoesNothing", String.valueOf(c), presenter.keysHint()));
            }
        });
    }

    /** The round shown, 0 when none. */
    int selectedRound() {
        return controls.selectedRound();
    }

    boolean explainShown() {
        return explainCheck.isSelected();
    }

    void refresh() {
        refresh(selectedRound());
    }

    /** Re-reads the rounds and shows {@code round} (the last round when it no longer exists). */
    void refresh(int round) {
        java.util.Map<Integer, String> labels = presenter.roundLabels();
        controls.fill(List.copyOf(labels.keySet()), labels::get, round);
        progressLabel.setText(presenter.progress());
        showRound();
    }

    private void showRound() {
        int round = selectedRound();
        int selectedBoard = round == shownRound ? selectedBoard() : 0;
        shownRound = round;
        boolean explain = explainCheck.isSelected();
        rows = presenter.boards(round);
        java.util.Map<Integer, String> fouls = penalties.marks(round);
        List<String> columns = new java.util.ArrayList<>(presenter.columns(explain));
        columns.add(8, shell.messages().get("penalty.col.marks"));
        model.set(columns, rows.stream().map(r -> List.<Object>of(r.board(),
                r.firstNo(), r.firstName(), r.firstUnit(), r.bye() ? "" : r.secondNo(), r.secondName(), r.secondUnit(),
                r.resultText(), fouls.getOrDefault(r.board(), ""), r.explanation())).toList());
        Tables.widths(table, new int[] {50, 50, 130, 150, 50, 130, 150, 70, 150, 320}, 0, 1, 4, 7);
        selectBoard(selectedBoard > 0 ? selectedBoard : firstOpenBoard());
        keysLabel.setText(presenter.keysHint() + "　" + shell.messages().get("rounds.arbiterKeys"));
        keysLabel.setToolTipText(keysLabel.getText());
        String notes = explain ? presenter.notes(round) : "";
        notesScroll.setVisible(notes != null && !notes.isBlank());
        notesArea.setText(notes == null ? "" : notes);
        showDetail();
        showWarnings(round);
        if (presenter.teamEventWithBoards()) {
            progressLabel.setText(presenter.progress() + "  " + shell.messages().get("rounds.teamHint"));
        }
        updateButtons();
        revalidate();
    }

    /** With the explanations shown, the selected board's in full under the boards — the column cuts it. */
    private void showDetail() {
        int row = table.getSelectedRow();
        BoardRow r = row >= 0 && row < rows.size() ? rows.get(row) : null;
        boolean show = explainCheck.isSelected() && r != null && r.explanation() != null && !r.explanation().isBlank();
        detailArea.setText(show ? shell.messages().get("rounds.detail", r.board()) + r.explanation() : "");
        if (detailArea.isVisible() != show) {
            detailArea.setVisible(show);
            revalidate();
        }
    }

    private int firstOpenBoard() {
        OptionalInt b = RoundsPresenter.nextOpenBoard(rows, 0);
        return b.orElse(rows.isEmpty() ? 0 : rows.get(0).board());
    }

    int selectedBoard() {
        int row = table.getSelectedRow();
        return row >= 0 && row < rows.size() ? rows.get(row).board() : 0;
    }

    private void selectBoard(int board) {
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).board() == board) {
                Tables.select(table, i);
                return;
            }
        }
        Tables.select(table, -1);
    }

    private void updateButtons() {
        int round = selectedRound();
        boolean busy = controls.busy();
        RoundsPresenter.Actions open = presenter.actions(round);
        pairButton.setEnabled(!busy && open.pairNext());
        repairButton.setEnabled(!busy && open.repair());
        unpairButton.setEnabled(!busy && open.repair());
        publishButton.setEnabled(!busy && open.publish());
        // a paired, unpublished round is the one whose pairings may be edited (PairingEditPresenter.canEdit)
        editButton.setEnabled(!busy && open.publish());
        byesButton.setVisible(edits.offersFixedByes());
        byesButton.setEnabled(!busy && open.pairNext());
        printPairingsButton.setEnabled(round > 0);
        printScoresheetsButton.setEnabled(round > 0);
    }

    /** Focuses the boards table, for keyboard entry (the main window brought forward first when it has not the focus). */
    void focusBoards() {
        Dialogs.focus(table);
    }

    private void enter(Result result) {
        enter(ResultEntry.of(result));
    }

    /**
     * Key {@code E}: asks for a result typed in full (the event's discipline says what it reads: Go's 黑中盘胜,
     * {@code B+3/4}, {@code W+1¼}, 重下 …), read by core's one reader, then entered as a key's result is.
     */
    private void typeResult() {
        Messages m = shell.messages();
        int round = selectedRound();
        int row = table.getSelectedRow();
        if (round == 0 || row < 0 || row >= rows.size()) {
            controls.warn(m.get("rounds.selectBoard"));
            return;
        }
        BoardRow b = rows.get(row);
        javax.swing.JTextField field = new javax.swing.JTextField(18);
        field.setName("resultTextField");
        javax.swing.JOptionPane pane = new javax.swing.JOptionPane(new Object[] {
                Dialogs.messageArea(m.get("rounds.typeResult", Integer.toString(round), Integer.toString(b.board()),
                        presenter.resultHint())), field}, javax.swing.JOptionPane.QUESTION_MESSAGE,
                javax.swing.JOptionPane.OK_CANCEL_OPTION, null, new Object[] {m.get("button.ok"), m.get("button.cancel")});
        javax.swing.JDialog d = pane.createDialog(shell.window(), m.get("rounds.typeResult.title"));
        d.setName("typeResultDialog");
        field.addActionListener(e -> pane.setValue(m.get("button.ok")));
        d.addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                field.requestFocusInWindow();
            }
        });
        d.setVisible(true);
        d.dispose();
        String text = field.getText();
        if (!m.get("button.ok").equals(pane.getValue()) || text == null || text.isBlank()) {
            return;
        }
        ResultEntry entry;
        try {
            entry = presenter.parseResult(text);
        } catch (org.qicai.core.UserError e) {
            controls.warn(e.message(m.locale()));
            return;
        }
        enter(entry);
    }

    /**
     * Key {@code S} on a Go board: the count dialog ({@link GoCountDialog}); the verdict the arbiter confirms is
     * entered as a typed result is. A board that cannot be counted (not Go, a bye) is refused in words.
     */
    private void countResult() {
        Messages m = shell.messages();
        int round = selectedRound();
        int row = table.getSelectedRow();
        if (round == 0 || row < 0 || row >= rows.size()) {
            controls.warn(m.get("rounds.selectBoard"));
            return;
        }
        org.qicai.app.gui.presenter.GoCountPresenter count;
        try {
            count = new org.qicai.app.gui.presenter.GoCountPresenter(shell.session(), round, rows.get(row).board());
        } catch (org.qicai.core.UserError e) {
            controls.warn(e.message(m.locale()));
            return;
        }
        new GoCountDialog(shell.window(), count, m.english()).ask().ifPresent(this::enter);
    }

    /**
     * Enters a result on the selected board through core's one result action: a bye, a team's empty board, a
     * team forfeit are refused there in words (the status bar says them); a team event's board locks its
     * round's lineups and scores its match as the Teams view does.
     */
    private void enter(ResultEntry entry) {
        Result result = entry.result();
        Messages m = shell.messages();
        int round = selectedRound();
        int row = table.getSelectedRow();
        if (round == 0 || row < 0 || row >= rows.size()) {
            controls.warn(m.get("rounds.selectBoard"));
            return;
        }
        BoardRow b = rows.get(row);
        if (b.bye()) {
            // said before the round is offered for publishing; the service refuses a bye's result too
            controls.warn(m.get("rounds.byeTakesNoResult", Integer.toString(round), Integer.toString(b.board())));
            return;
        }
        // issue 16 item 3: typed over a different result the view shows, it is a correction — asked first, naming both
        // values and who entered the first
        java.util.Optional<String> correction;
        try {
            correction = presenter.correctionQuestion(round, b.board(), entry);
        } catch (org.qicai.core.UserError e) {
            controls.warn(e.message(m.locale()));
            return;
        }
        if (correction.isPresent() && !Dialogs.confirm(shell.window(), m, correction.get())) {
            return;
        }
        boolean publishFirst = result != Result.PENDING
                && presenter.status(round).orElse(null) == org.qicai.core.model.RoundStatus.PAIRED;
        if (publishFirst && !publishBeforeEntry(round)) {
            return;
        }
        controls.enter(() -> {
            if (publishFirst) {
                // the arbiter said yes: published by the publish action, then the result (the service would publish
                // it too, but only the arbiter's yes may)
                presenter.publish(round);
                declined.clear();
            }
            OptionalInt next = presenter.enterResult(round, b.board(), entry);
            // the session's change notice re-read the table; go to the next board without a result
            selectBoard(next.orElse(b.board()));
            shell.status(presenter.resultMessage(round, b.board(), entry)
                    + (next.isEmpty() && result.isDecided() ? "  " + m.get("status.roundComplete", Integer.toString(round))
                    : "") + (publishFirst ? "  " + m.get("status.published", Integer.toString(round)) : ""));
        });
    }

    /** Rounds (of the event {@link #declinedIn}) whose publishing by a result key the arbiter declined. */
    private final java.util.Set<Integer> declined = new java.util.HashSet<>();
    private Object declinedIn;

    /**
     * A result key on a paired, unpublished round: asks once whether to publish the round; a round the arbiter
     * declined is refused with the reason, without asking again, until it is published by the publish action.
     */
    private boolean publishBeforeEntry(int round) {
        Messages m = shell.messages();
        Object event = shell.session().event().orElse(null);
        if (event != declinedIn) {
            declined.clear();
            declinedIn = event;
        }
        String r = Integer.toString(round);
        if (!declined.contains(round)) {
            if (Dialogs.confirm(shell.window(), m, m.get("rounds.confirmPublishByResult", r))) {
                return true;
            }
            declined.add(round);
        }
        controls.warn(m.get("rounds.notPublished", r));
        return false;
    }

    private void pairNext() {
        controls.pair(presenter.lastRound() + 1, presenter::pairNext, this::paired);
    }

    private void paired(Round r) {
        Messages m = shell.messages();
        declined.remove(r.no());
        refresh(r.no());
        selectBoard(firstOpenBoard());
        focusBoards();
        shell.status(m.get("status.paired", Integer.toString(r.no()), Integer.toString(r.pairings().size())));
    }

    private void repair() {
        Messages m = shell.messages();
        int round = selectedRound();
        if (!Dialogs.confirm(shell.window(), m, m.get("rounds.confirmRepair", Integer.toString(round)))) {
            return;
        }
        controls.pair(round, () -> presenter.repair(round), this::paired);
    }

    private void unpair() {
        controls.unpair(presenter::unpair);
        declined.clear();
    }

    private void publish() {
        controls.publish(presenter::publish);
        focusBoards();
    }

    /** What the unpublished round as it stands breaks (rematch, colour rule, unit …), shown, never blocking. */
    private void showWarnings(int round) {
        java.util.List<String> ws;
        try {
            ws = edits.warnings(round);
        } catch (RuntimeException e) {
            ws = java.util.List.of(Dialogs.logged(shell.messages(), e));
        }
        warningsLabel.setVisible(!ws.isEmpty());
        // one line in the view (the first warnings and how many there are); all of them in the tooltip
        String shown = String.join("　▲ ", ws.subList(0, Math.min(2, ws.size())));
        warningsLabel.setText(ws.isEmpty() ? "" : "▲ " + shown
                + (ws.size() > 2 ? "　" + shell.messages().get("rounds.moreWarnings", Integer.toString(ws.size())) : ""));
        warningsLabel.setToolTipText(ws.isEmpty() ? null
                : "<html>" + String.join("<br>", ws.stream().map(NewEventDialog::escape).toList()) + "</html>");
    }

    /** 调整对阵: the edit dialog on the round shown (unpublished). */
    private void editPairings() {
        int round = selectedRound();
        if (round == 0 || !edits.canEdit(round)) {
            return;
        }
        new PairingEditDialog(shell, edits, round).setVisible(true);
        refresh(round);
    }

    /** 预设轮空并编排: byes fixed for announced absences, then the next round paired without those players. */
    private void pairWithByes() {
        int next = presenter.lastRound() + 1;
        FixedByesDialog d = new FixedByesDialog(shell, edits, next);
        d.setVisible(true);
        java.util.Map<Integer, org.qicai.core.model.ByeKind> byes = d.byes();
        if (byes == null) {
            return;
        }
        controls.pair(next, () -> edits.pairWithByes(byes), this::paired);
    }

    /** Whether a board of a round is selected; if not, the arbiter hears and reads so. */
    private boolean boardSelected(int round, int board) {
        if (round == 0 || board == 0) {
            controls.warn(shell.messages().get("rounds.selectBoard"));
            return false;
        }
        return true;
    }

    /** F: 判罚 on the selected board (the compact chooser); the consequence shows in the status bar. */
    private void penalty() {
        int round = selectedRound();
        int board = selectedBoard();
        if (!boardSelected(round, board)) {
            return;
        }
        PenaltyDialog.open(shell, round, board);
        selectBoard(board);
    }

    /** C: the arbiter's clock for the selected board (the event's time control). */
    private void clock() {
        int round = selectedRound();
        int board = selectedBoard();
        if (!boardSelected(round, board)) {
            return;
        }
        ClockWindow.openForBoard(shell, round, board);
    }

    /** R: the board window (棋谱与裁决) for the selected board; Go and byes say why not in the status bar. */
    private void record() {
        int round = selectedRound();
        int board = selectedBoard();
        if (!boardSelected(round, board)) {
            return;
        }
        BoardWindow.open(shell, round, board);
    }

    private void print(ReportKind kind) {
        int round = selectedRound();
        if (round > 0) {
            shell.preview(kind, round, explainCheck.isSelected());
        }
    }
}
