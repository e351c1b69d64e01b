package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.CardLayout;
import java.awt.Color;
import java.awt.Dimension;
import java.awt.Graphics;
import java.awt.Graphics2D;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.awt.geom.Rectangle2D;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.swing.AbstractAction;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JTabbedPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.BoardPresenter;
import org.qicai.app.gui.presenter.BoardPresenter.Brush;
import org.qicai.app.gui.presenter.BoardPresenter.Marks;
import org.qicai.app.gui.presenter.BoardPresenter.MoveRow;
import org.qicai.app.gui.presenter.BoardPresenter.RulingView;
import org.qicai.app.gui.presenter.GameRecords;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.print.BoardDrawing;

/**
 * 棋谱与裁决: one board of a round on a drawn board. Moves by clicking (a piece, then one of its marked
 * targets) or typed in any notation; the move list with ← → Home End; set up a position (palette, side to
 * move, FEN); read a record pasted or from a file; store it with the game; 裁决 shows the ruling — verdict,
 * clauses, the repetition cycle with each move classified, the natural move limit, the first illegal
 * move — and 接受裁决 enters its result. Does not block the main window.
 */
final class BoardWindow extends JDialog {
    private static final Color WOOD = new Color(0xEE, 0xD9, 0xA8);
    /** Rules for a xiangqi event whose plugin offers none (tests put a rule set here); normally null. */
    static org.qicai.core.spi.GameRules fallbackRules;

    private final Shell shell;
    private final BoardPresenter presenter;
    private final Messages m;
    final BoardView boardView = new BoardView();
    final JLabel titleLabel = new JLabel();
    final JLabel toMoveLabel = new JLabel(" ");
    final JLabel statusLabel = new JLabel(" ");
    final DefaultListModel<MoveRow> movesModel = new DefaultListModel<>();
    final JList<MoveRow> moveList = new JList<>(movesModel);
    final JTextField moveField = new JTextField(14);
    final JTabbedPane tabs = new JTabbedPane();
    final JButton saveButton;
    final JButton judgeButton;
    final JButton acceptButton;
    final JButton printButton;
    final JButton printRecordButton;
    final JButton firstButton;
    final JButton backButton;
    final JButton forwardButton;
    final JButton lastButton;
    final JButton truncateButton;
    final JLabel verdictLabel = new JLabel(" ");
    final JTextArea rulingArea = new JTextArea(9, 30);
    final RowsTableModel cycleModel = new RowsTableModel();
    final JTable cycleTable;
    final JTextField fenField = new JTextField(16);
    final JRadioButton redFirst;
    final JRadioButton blackFirst;
    private final List<JToggleButton> brushButtons = new ArrayList<>();
    private final CardLayout cards = new CardLayout();
    private final JPanel side = new JPanel(cards);
    private boolean updating;

    BoardWindow(Shell shell, BoardPresenter presenter) {
        super(shell.window(), shell.messages().get("board.window", presenter.title()), ModalityType.MODELESS);
        this.shell = shell;
        this.presenter = presenter;
        this.m = shell.messages();
        setName("boardWindow");
        setDefaultCloseOperation(WindowConstants.DISPOSE_ON_CLOSE);

        titleLabel.setName("boardTitle");
        titleLabel.setText(presenter.title());
        titleLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        toMoveLabel.setName("toMoveLabel");
        statusLabel.setName("boardStatus");
        boardView.setName("boardView");

        firstButton = nav("firstMoveButton", "board.first", "board.firstTip", presenter::first);
        backButton = nav("backMoveButton", "board.back", "board.backTip", presenter::back);
        forwardButton = nav("forwardMoveButton", "board.forward", "board.forwardTip", presenter::forward);
        lastButton = nav("lastMoveButton", "board.last", "board.lastTip", presenter::last);
        truncateButton = Widgets.button("truncateButton", m.get("board.takeBack"), () -> act(presenter::truncate));
        saveButton = Widgets.button("saveRecordButton", m.get("board.save"), () -> act(presenter::save));
        saveButton.setToolTipText(presenter.storeUnavailable());
        judgeButton = Widgets.button("judgeButton", m.get("board.judge"), this::judge);
        judgeButton.setToolTipText(m.get("board.judgeTip"));
        acceptButton = Widgets.button("acceptRulingButton", m.get("board.accept"), this::accept);
        printButton = Widgets.button("printRulingButton", m.get("board.print"),
                () -> print(org.qicai.app.print.ReportKind.RULING));
        printButton.setEnabled(false);
        printButton.setToolTipText(m.get("board.printTip"));
        printRecordButton = Widgets.button("printRecordButton", m.get("board.printRecord"),
                () -> print(org.qicai.app.print.ReportKind.RECORD));
        JButton setupButton = Widgets.button("setupButton", m.get("board.setup"), () -> act(presenter::enterSetup));
        JButton loadButton = Widgets.button("loadRecordButton", m.get("board.load"), this::paste);
        JButton fileButton = Widgets.button("loadFileButton", m.get("board.loadFile"), this::openFile);
        JButton play = Widgets.button("playMoveButton", m.get("board.play"), this::playTyped);

        moveList.setName("moveList");
        moveList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        moveList.setVisibleRowCount(14);
        moveList.setFocusable(false);
        moveList.addListSelectionListener(e -> {
            if (!updating && !e.getValueIsAdjusting() && moveList.getSelectedValue() != null) {
                act(() -> presenter.goTo(moveList.getSelectedValue().ply()));
            }
        });
        moveField.setName("moveField");
        moveField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("board.moveHint"));
        moveField.setToolTipText(m.get("board.moveHint"));
        moveField.addActionListener(e -> playTyped());

        // moves tab
        JPanel movesTab = new JPanel(new MigLayout("insets 8, fill", "[grow,fill]", "[grow,fill][][][][]"));
        movesTab.add(new JScrollPane(moveList), "wrap, hmin 120");
        JPanel navBar = new JPanel(new MigLayout("insets 0", "[grow,fill,sg n][grow,fill,sg n][grow,fill,sg n][grow,fill,sg n]"));
        navBar.add(firstButton);
        navBar.add(backButton);
        navBar.add(forwardButton);
        navBar.add(lastButton);
        movesTab.add(navBar, "wrap");
        JLabel fieldLabel = new JLabel(m.get("board.moveField"));
        fieldLabel.setLabelFor(moveField);
        movesTab.add(fieldLabel, "split 3, growx 0");
        movesTab.add(moveField, "growx");
        movesTab.add(play, "growx 0, wrap");
        movesTab.add(truncateButton, "split 3, growx 0");
        movesTab.add(loadButton, "growx 0");
        movesTab.add(fileButton, "growx 0, wrap");

        // ruling tab
        verdictLabel.setName("verdictLabel");
        verdictLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        rulingArea.setName("rulingText");
        rulingArea.setEditable(false);
        rulingArea.setLineWrap(true);
        rulingArea.setWrapStyleWord(true);
        rulingArea.setText(m.get("board.ruling.none"));
        cycleTable = Tables.create("cycleTable", cycleModel);
        cycleModel.set(List.of(m.get("board.col.ply"), m.get("board.col.side"), m.get("board.col.move"),
                m.get("board.col.kind"), m.get("board.col.detail")), List.of());
        JPanel rulingTab = new JPanel(new MigLayout("insets 8, fill", "[grow,fill]", "[][grow 55,fill][grow 45,fill][]"));
        rulingTab.add(verdictLabel, "wrap, wmin 0");
        rulingTab.add(new JScrollPane(rulingArea), "wrap, hmin 90");
        rulingTab.add(new JScrollPane(cycleTable), "wrap, hmin 90");
        rulingTab.add(acceptButton, "split 2, growx 0");
        rulingTab.add(printButton, "growx 0");
        tabs.setName("boardTabs");
        tabs.addTab(m.get("board.moves"), movesTab);
        tabs.addTab(m.get("board.ruling"), rulingTab);

        JPanel play1 = new JPanel(new MigLayout("insets 0, fill", "[grow,fill]", "[grow,fill][]"));
        play1.add(tabs, "wrap");
        JPanel actions = new JPanel(new MigLayout("insets 0", "[][][]push[]"));
        actions.add(setupButton);
        actions.add(saveButton);
        actions.add(printRecordButton);
        actions.add(judgeButton);
        play1.add(actions, "growx");

        // set-up card
        JPanel setup = new JPanel(new MigLayout("insets 8, fillx", "[grow,fill]", "[][][][][]push[]"));
        JPanel palette = new JPanel(new MigLayout("insets 0, gap 4", "[sg p,fill][sg p,fill][sg p,fill][sg p,fill][sg p,fill][sg p,fill][sg p,fill]"));
        ButtonGroup brushes = new ButtonGroup();
        int i = 0;
        for (Brush b : presenter.brushes()) {
            JToggleButton t = new JToggleButton(b.label());
            t.setName(b.code() == ' ' ? "brushErase" : "brush" + (b.red() ? "Red" : "Black") + Character.toUpperCase(b.code()));
            t.setForeground(b.code() == ' ' ? UIManager.getColor("Button.foreground") : b.red() ? BoardDrawing.RED
                    : BoardDrawing.INK);
            t.setFont(t.getFont().deriveFont(t.getFont().getSize2D() * 1.3f));
            t.setFocusable(false);
            t.setSelected(b.code() == presenter.brush());
            t.addActionListener(e -> presenter.setBrush(b.code()));
            brushes.add(t);
            brushButtons.add(t);
            palette.add(t, b.code() == ' ' ? "span 7, growx" : i == 6 || i == 13 ? "wrap" : "");
            i++;
        }
        setup.add(palette, "wrap");
        redFirst = new JRadioButton(shell.session().sideNames()[0]);
        blackFirst = new JRadioButton(shell.session().sideNames()[1]);
        redFirst.setName("redFirstRadio");
        blackFirst.setName("blackFirstRadio");
        ButtonGroup first = new ButtonGroup();
        first.add(redFirst);
        first.add(blackFirst);
        redFirst.addActionListener(e -> act(() -> presenter.setSetupRedToMove(true)));
        blackFirst.addActionListener(e -> act(() -> presenter.setSetupRedToMove(false)));
        setup.add(new JLabel(m.get("board.setup.side")), "split 3, growx 0");
        setup.add(redFirst, "growx 0");
        setup.add(blackFirst, "growx 0, wrap");
        fenField.setName("fenField");
        JLabel fenLabel = new JLabel(m.get("board.setup.fen"));
        fenLabel.setLabelFor(fenField);
        JButton applyFen = Widgets.button("applyFenButton", m.get("board.setup.applyFen"),
                () -> act(() -> presenter.setFen(fenField.getText())));
        fenField.addActionListener(e -> act(() -> presenter.setFen(fenField.getText())));
        setup.add(fenLabel, "split 3, growx 0");
        setup.add(fenField, "growx, w 100:200:");
        setup.add(applyFen, "growx 0, wrap");
        setup.add(Widgets.button("clearSetupButton", m.get("board.setup.clear"), () -> act(presenter::clearSetup)),
                "split 2, growx 0");
        setup.add(Widgets.button("startSetupButton", m.get("board.setup.start"), () -> act(presenter::startSetup)),
                "growx 0, wrap");
        JTextArea hint = new JTextArea(m.get("board.setup.hint"), 3, 28);
        hint.setEditable(false);
        hint.setFocusable(false);
        hint.setLineWrap(true);
        hint.setWrapStyleWord(true);
        hint.setOpaque(false);
        hint.setBorder(null);
        hint.setFont(UIManager.getFont("Label.font"));
        setup.add(hint, "wrap, wmin 0, w 100:360:380");
        setup.add(Widgets.button("finishSetupButton", m.get("board.setup.finish"), () -> act(presenter::finishSetup)),
                "split 2, growx 0, tag ok");
        setup.add(Widgets.button("cancelSetupButton", m.get("button.cancel"), () -> act(presenter::cancelSetup)),
                "growx 0, tag cancel");

        side.add(play1, "play");
        side.add(setup, "setup");

        JPanel p = new JPanel(new MigLayout("insets dialog, fill", "[grow 60,fill][grow 40,fill]", "[][grow,fill][][]"));
        p.add(titleLabel, "span 2, wrap, wmin 0");
        p.add(boardView, "w 360:470:, h 440:575:");
        p.add(side, "w 380:420:, wrap");
        p.add(toMoveLabel, "span 2, wrap, wmin 0");
        JLabel keys = new JLabel(m.get("board.keys"));
        keys.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        statusLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "");
        p.add(statusLabel, "span 2, split 2, wmin 0, growx");
        p.add(keys, "growx 0, wmin 0");
        setContentPane(p);
        bindKeys();
        update();
        pack();
        Dimension size = getSize();
        setSize(Math.min(size.width, 1340), Math.min(size.height, 740));
        Dialogs.place(this);
    }

    BoardPresenter.Marks presenterMarks() {
        return presenter.marks();
    }

    String presenterFen() {
        return presenter.fen();
    }

    boolean presenterStatusIsError() {
        return presenter.statusIsError();
    }

    private JButton nav(String name, String text, String tip, Runnable action) {
        JButton b = Widgets.button(name, m.get(text), () -> act(action));
        b.setToolTipText(m.get(tip));
        b.setFocusable(false);
        return b;
    }

    private void bindKeys() {
        JComponent root = getRootPane();
        key(root, KeyEvent.VK_LEFT, "board-back", presenter::back);
        key(root, KeyEvent.VK_RIGHT, "board-forward", presenter::forward);
        key(root, KeyEvent.VK_HOME, "board-first", presenter::first);
        key(root, KeyEvent.VK_END, "board-last", presenter::last);
        root.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "board-close");
        root.getActionMap().put("board-close", new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                if (presenter.inSetup()) {
                    act(presenter::cancelSetup);
                } else {
                    dispose();
                }
            }
        });
        // the move field keeps ← → Home End for editing while it has text; empty, they step through the game
        for (Object[] k : new Object[][] {{KeyEvent.VK_LEFT, (Runnable) presenter::back},
            {KeyEvent.VK_RIGHT, (Runnable) presenter::forward}, {KeyEvent.VK_HOME, (Runnable) presenter::first},
            {KeyEvent.VK_END, (Runnable) presenter::last}}) {
            KeyStroke ks = KeyStroke.getKeyStroke((Integer) k[0], 0);
            Object id = moveField.getInputMap(JComponent.WHEN_FOCUSED).get(ks);
            javax.swing.Action edit = id == null ? null : moveField.getActionMap().get(id);
            String mine = "board-step-" + k[0];
            moveField.getInputMap(JComponent.WHEN_FOCUSED).put(ks, mine);
            moveField.getActionMap().put(mine, new AbstractAction() {
                @Override
                public void actionPerformed(java.awt.event.ActionEvent e) {
                    if (moveField.getText().isEmpty() || edit == null) {
                        act((Runnable) k[1]);
                    } else {
                        edit.actionPerformed(e);
                    }
                }
            });
        }
    }

    private void key(JComponent c, int code, String id, Runnable action) {
        c.getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW).put(KeyStroke.getKeyStroke(code, 0), id);
        c.getActionMap().put(id, new AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                act(action);
            }
        });
    }

    /** Runs a step of the presenter and shows the result; an unexpected failure shows in the status line. */
    private void act(Runnable action) {
        try {
            action.run();
        } catch (RuntimeException e) {
            statusLabel.setText(Dialogs.logged(m, e));
            statusLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        }
        update();
    }

    private void playTyped() {
        act(() -> {
            if (presenter.type(moveField.getText())) {
                moveField.setText("");
            }
        });
        moveField.requestFocusInWindow();
    }

    /** Re-reads everything shown from the presenter. */
    void update() {
        updating = true;
        try {
            setTitle(m.get("board.window", presenter.title()) + (presenter.unsaved() ? m.get("board.unsavedMark") : ""));
            List<MoveRow> rows = presenter.moveRows();
            boolean same = movesModel.size() == rows.size();
            for (int k = 0; same && k < rows.size(); k++) {
                same = movesModel.get(k).equals(rows.get(k));
            }
            if (!same) {
                movesModel.clear();
                rows.forEach(movesModel::addElement);
            }
            int c = presenter.cursor();
            if (c == 0) {
                moveList.clearSelection();
            } else {
                moveList.setSelectedIndex(c - 1);
                moveList.ensureIndexIsVisible(c - 1);
            }
            toMoveLabel.setText(presenter.sideToMove());
            String s = presenter.status();
            statusLabel.setText(s == null || s.isEmpty() ? " " : s);
            statusLabel.putClientProperty(FlatClientProperties.STYLE, presenter.statusIsError()
                    ? "foreground: $Component.error.focusedBorderColor" : null);
            firstButton.setEnabled(c > 0);
            backButton.setEnabled(c > 0);
            forwardButton.setEnabled(c < presenter.plies());
            lastButton.setEnabled(c < presenter.plies());
            truncateButton.setEnabled(c < presenter.plies());
            saveButton.setEnabled(presenter.canStore());
            acceptButton.setEnabled(presenter.canAccept());
            printButton.setEnabled(presenter.canPrintRuling());
            printRecordButton.setEnabled(presenter.canPrintRecord());
            cards.show(side, presenter.inSetup() ? "setup" : "play");
            if (presenter.inSetup()) {
                (presenter.setupRedToMove() ? redFirst : blackFirst).setSelected(true);
                if (!fenField.isFocusOwner()) {
                    fenField.setText(presenter.setupFen());
                }
            }
            boardView.repaint();
        } finally {
            updating = false;
        }
    }

    private void judge() {
        RulingView v;
        try {
            v = presenter.judge();
        } catch (RuntimeException e) {
            statusLabel.setText(Dialogs.logged(m, e));
            update();
            return;
        }
        showRuling(v);
        tabs.setSelectedIndex(1);
        update();
    }

    void showRuling(RulingView v) {
        verdictLabel.setText(v.verdict());
        StringBuilder sb = new StringBuilder();
        if (!v.summary().isEmpty()) {
            sb.append(v.summary()).append('\n');
        }
        sb.append(m.get("board.ruling.clauses")).append(m.english() ? ": " : "：").append(v.clauses()).append('\n');
        sb.append(v.repetition()).append('\n');
        sb.append(v.moveLimit()).append('\n');
        sb.append(v.illegal());
        rulingArea.setText(sb.toString());
        rulingArea.setCaretPosition(0);
        cycleModel.set(List.of(m.get("board.col.ply"), m.get("board.col.side"), m.get("board.col.move"),
                m.get("board.col.kind"), m.get("board.col.detail")),
                v.cycle().stream().map(r -> List.<Object>of(r.ply(), r.side(), r.move(), r.kind(), r.detail())).toList());
        Tables.widths(cycleTable, new int[] {40, 50, 90, 60, 260}, 0);
    }

    private void accept() {
        if (!presenter.canAccept()) {
            return;
        }
        if (!confirm(presenter.acceptQuestion())) {
            return;
        }
        act(presenter::accept);
        shell.status(presenter.status());
    }

    /** OK / Cancel over a text of several lines, every line shown (the text area is as tall as its wrapped lines). */
    private boolean confirm(String text) {
        int columns = 52;
        int rows = 0;
        for (String line : text.split("\n", -1)) {
            rows += Math.max(1, (int) Math.ceil(line.length() * 1.8 / columns));
        }
        JTextArea area = new JTextArea(text, Math.min(rows, 20), columns);
        area.setName("messageText");
        area.setEditable(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(false);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        Object[] options = {m.get("button.ok"), m.get("button.cancel")};
        int r = JOptionPane.showOptionDialog(this, area, m.get("confirm.title"), JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.QUESTION_MESSAGE, null, options, options[1]);
        return r == 0;
    }

    /** The print preview of this board's 裁决书 or game record (the moves on screen are stored first). */
    private void print(org.qicai.app.print.ReportKind kind) {
        org.qicai.app.gui.presenter.PreviewPresenter p;
        try {
            p = presenter.preview(kind);
        } catch (RuntimeException e) {
            act(() -> {
                throw e;
            });
            return;
        }
        update();
        new PrintPreviewDialog(this, p, m, shell.session().preferences()).setVisible(true);
    }

    private void paste() {
        JTextArea area = new JTextArea(14, 48);
        area.setName("pasteArea");
        area.setLineWrap(true);
        JPanel p = new JPanel(new MigLayout("insets 0", "[grow,fill]", "[][grow,fill]"));
        p.add(new JLabel(m.get("board.loadPrompt")), "wrap");
        p.add(new JScrollPane(area));
        Object[] options = {m.get("button.ok"), m.get("button.cancel")};
        int r = JOptionPane.showOptionDialog(this, p, m.get("board.loadTitle"), JOptionPane.OK_CANCEL_OPTION,
                JOptionPane.PLAIN_MESSAGE, null, options, options[0]);
        if (r == 0) {
            act(() -> presenter.load(area.getText()));
        }
    }

    private void openFile() {
        JFileChooser ch = new JFileChooser(shell.session().preferences().lastDirectory().map(Path::toFile).orElse(null));
        ch.setName("recordFileChooser");
        ch.setDialogTitle(m.get("board.fileTitle"));
        if (ch.showOpenDialog(this) == JFileChooser.APPROVE_OPTION) {
            act(() -> presenter.loadFile(ch.getSelectedFile().toPath()));
        }
    }

    /** The drawn board; clicks go to the presenter. */
    final class BoardView extends JComponent {
        BoardView() {
            setPreferredSize(new Dimension(470, 575));
            setMinimumSize(new Dimension(300, 370));
            setOpaque(true);
            setFocusable(true);
            addMouseListener(new MouseAdapter() {
                @Override
                public void mousePressed(MouseEvent e) {
                    requestFocusInWindow();
                    int[] sq = BoardDrawing.squareAt(area(), e.getX(), e.getY());
                    if (sq != null) {
                        act(() -> presenter.click(sq[0], sq[1]));
                    }
                }
            });
        }

        Rectangle2D area() {
            return new Rectangle2D.Double(4, 4, getWidth() - 8, getHeight() - 8);
        }

        /** Where an intersection is on screen (for tests). */
        java.awt.Point point(int file, int rank) {
            java.awt.geom.Point2D c = BoardDrawing.center(area(), file, rank);
            return new java.awt.Point((int) Math.round(c.getX()), (int) Math.round(c.getY()));
        }

        @Override
        protected void paintComponent(Graphics g0) {
            Graphics2D g = (Graphics2D) g0.create();
            try {
                g.setColor(WOOD);
                g.fillRect(0, 0, getWidth(), getHeight());
                Marks mk = presenter.marks();
                BoardDrawing.draw(g, presenter.position(), area(),
                        new BoardDrawing.Highlights(mk.lastFrom(), mk.lastTo(), mk.selected(), mk.targets()));
            } finally {
                g.dispose();
            }
        }
    }

    /**
     * Opens the window for a board of the open event; when the event's discipline has no move rules (Go) or
     * the board is a bye, the status bar says why instead.
     */
    static BoardWindow open(Shell shell, int round, int board) {
        String why = BoardPresenter.unavailable(shell.session(), fallbackRules);
        if (why != null) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(why);
            return null;
        }
        BoardPresenter p;
        try {
            p = BoardPresenter.open(shell.session(), records(shell), round, board, fallbackRules);
        } catch (RuntimeException e) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(Dialogs.logged(shell.messages(), e));
            return null;
        }
        BoardWindow w = new BoardWindow(shell, p);
        w.setVisible(true);
        return w;
    }

    /** The event's record and ruling services. */
    static GameRecords records(Shell shell) {
        return BoardPresenter.rules(shell.session()).isPresent()
                ? new org.qicai.app.gui.presenter.ServiceRecords(shell.session()) : GameRecords.NONE;
    }

    static Window owner(Shell shell) {
        return shell.window();
    }
}
