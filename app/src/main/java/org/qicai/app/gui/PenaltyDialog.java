package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.Optional;
import javax.swing.ButtonGroup;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import javax.swing.JToggleButton;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PenaltyPresenter;
import org.qicai.app.gui.presenter.PenaltyPresenter.RuleItem;
import org.qicai.core.model.Side;
import org.qicai.core.service.PenaltyService.Logged;

/**
 * 判罚 from a board, keyboard first: the rounds view opens it with {@code F}; the clause list has the
 * focus (type the clause, e.g. {@code 9.1.5}, or move with the arrows), ← and → choose the side, Enter
 * logs it. What the catalogue attaches (a third foul loses the game, 23.3 five minutes …) is shown before
 * Enter; if logging fails the dialog stays open as it was and says why.
 */
final class PenaltyDialog extends JDialog {
    /** The clause logged last, offered first next time (a view preference, not a rule). */
    private static String lastClause = "";

    private final PenaltyPresenter presenter;
    private final Messages m;
    private final int round;
    private final int board;
    final JToggleButton firstButton;
    final JToggleButton secondButton;
    final JList<RuleItem> clauseList;
    final JTextField noteField = new JTextField(28);
    final JTextField secondsField = new JTextField(6);
    private final JLabel secondsLabel;
    final JLabel previewLabel = new JLabel();
    final JLabel errorLabel = FormErrors.label();
    private Logged logged;

    PenaltyDialog(Window owner, PenaltyPresenter presenter, Messages m, int round, int board) {
        super(owner, m.get("penalty.title", presenter.boardCaption(round, board)), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.m = m;
        this.round = round;
        this.board = board;
        setName("penaltyDialog");

        firstButton = new JToggleButton(presenter.sideLabel(round, board, Side.FIRST) + "  ←");
        secondButton = new JToggleButton("→  " + presenter.sideLabel(round, board, Side.SECOND));
        firstButton.setName("firstSideButton");
        secondButton.setName("secondSideButton");
        firstButton.setFocusable(false);
        secondButton.setFocusable(false);
        ButtonGroup sides = new ButtonGroup();
        sides.add(firstButton);
        sides.add(secondButton);
        firstButton.setSelected(true);
        firstButton.addActionListener(e -> updatePreview());
        secondButton.addActionListener(e -> updatePreview());

        DefaultListModel<RuleItem> model = new DefaultListModel<>();
        List<RuleItem> catalogue = presenter.catalogue();
        catalogue.forEach(model::addElement);
        clauseList = new JList<>(model);
        clauseList.setName("clauseList");
        clauseList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        clauseList.setVisibleRowCount(12);
        int start = 0;
        for (int i = 0; i < catalogue.size(); i++) {
            if (catalogue.get(i).rule().clause().equals(lastClause)) {
                start = i;
            }
        }
        clauseList.setSelectedIndex(catalogue.isEmpty() ? -1 : start);
        clauseList.addListSelectionListener(e -> updatePreview());
        bind(clauseList, KeyEvent.VK_LEFT, "side-first", () -> chooseSide(Side.FIRST));
        bind(clauseList, KeyEvent.VK_RIGHT, "side-second", () -> chooseSide(Side.SECOND));

        noteField.setName("noteField");
        noteField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("penalty.noteHint"));
        secondsField.setName("secondsField");
        secondsLabel = new JLabel(m.get("penalty.seconds"));
        secondsLabel.setLabelFor(secondsField);
        previewLabel.setName("previewLabel");

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
        JPanel sideBar = new JPanel(new MigLayout("insets 0", "[grow,fill][grow,fill]"));
        sideBar.add(firstButton);
        sideBar.add(secondButton);
        p.add(sideBar, "span 2, growx, wrap");
        JLabel clauseLabel = new JLabel(m.get("penalty.clause"));
        clauseLabel.setLabelFor(clauseList);
        p.add(clauseLabel, "top");
        p.add(new JScrollPane(clauseList), "w 560!, wrap");
        JLabel noteLabel = new JLabel(m.get("penalty.note"));
        noteLabel.setLabelFor(noteField);
        p.add(noteLabel);
        p.add(noteField, "wrap");
        p.add(secondsLabel);
        p.add(secondsField, "growx 0, wrap");
        p.add(previewLabel, "span 2, wmax 620, wrap");
        p.add(errorLabel, "span 2, wmax 620, wrap");
        JLabel keys = new JLabel(m.get("penalty.keys"));
        keys.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(keys, "span 2, wrap");

        JButton ok = new JButton(m.get("penalty.log"));
        ok.setName("logPenaltyButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");
        ok.addActionListener(e -> log());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        updatePreview();
        pack();
        Dialogs.place(this);
        clauseList.ensureIndexIsVisible(Math.max(0, clauseList.getSelectedIndex()));
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                clauseList.requestFocusInWindow();
            }
        });
    }

    private static void bind(JComponent c, int key, String id, Runnable action) {
        c.getInputMap(JComponent.WHEN_FOCUSED).put(KeyStroke.getKeyStroke(key, 0), id);
        c.getActionMap().put(id, new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                action.run();
            }
        });
    }

    private void chooseSide(Side s) {
        (s == Side.FIRST ? firstButton : secondButton).setSelected(true);
        updatePreview();
    }

    Side side() {
        return secondButton.isSelected() ? Side.SECOND : Side.FIRST;
    }

    private void updatePreview() {
        RuleItem item = clauseList.getSelectedValue();
        boolean asks = item != null && item.rule().asksSeconds();
        secondsLabel.setVisible(asks);
        secondsField.setVisible(asks);
        try {
            previewLabel.setText("<html>" + NewEventDialog.escape(m.get("penalty.preview",
                    item == null ? "" : presenter.preview(round, board, side(), item.rule()))) + "</html>");
        } catch (RuntimeException e) {
            previewLabel.setText(Dialogs.logged(m, e));
        }
        if (isDisplayable()) {
            pack();
        }
    }

    private void log() {
        RuleItem item = clauseList.getSelectedValue();
        try {
            logged = presenter.add(round, board, side(), item == null ? null : item.rule(), noteField.getText(),
                    secondsField.getText());
        } catch (RuntimeException | LinkageError e) {
            FormErrors.show(this, errorLabel, m, e);
            return;
        }
        lastClause = item.rule().clause();
        dispose();
    }

    /** What was logged, or empty if the dialog was cancelled. */
    Optional<Logged> logged() {
        return Optional.ofNullable(logged);
    }

    /**
     * Opens the chooser for a board of the open event; after logging, the status bar says what was logged and
     * the consequence applied.
     */
    static Optional<Logged> open(Shell shell, int round, int board) {
        Messages m = shell.messages();
        PenaltyPresenter p = new PenaltyPresenter(shell.session());
        PenaltyDialog d;
        try {
            d = new PenaltyDialog(shell.window(), p, m, round, board);
        } catch (RuntimeException e) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(Dialogs.logged(m, e));
            return Optional.empty();
        }
        d.setVisible(true);
        d.logged().ifPresent(l -> shell.status(p.loggedMessage(l)));
        return d.logged();
    }
}
