package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.LineupPresenter;
import org.qicai.app.gui.presenter.Messages;

/**
 * 出场名单: one team's lineup for one round, typed as registered positions ({@code 1,2,3,5} or
 * {@code 1-2-3-5}, {@code -} for an empty board). While typing, the format's validator says whether
 * it is legal or which rule forbids it, and who would sit on each board; the legal lineups are
 * listed (double-click or Enter on one takes it). A refused lineup keeps the dialog open as typed.
 */
final class LineupDialog extends JDialog {
    private final LineupPresenter presenter;
    private final Messages m;
    final JTextField lineupField = new JTextField(18);
    final JLabel verdictLabel = new JLabel(" ");
    final JLabel boardsLabel = new JLabel(" ");
    final JList<String> legalList;
    final JLabel errorLabel = new JLabel();
    private final JButton ok;
    private boolean saved;

    LineupDialog(java.awt.Window owner, LineupPresenter presenter, Messages m) {
        super(owner, presenter.title(), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.m = m;
        setName("lineupDialog");
        lineupField.setName("lineupField");
        verdictLabel.setName("lineupVerdictLabel");
        boardsLabel.setName("lineupBoardsLabel");
        errorLabel.setName("errorLabel");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        lineupField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("lineup.hint"));

        DefaultListModel<String> registered = new DefaultListModel<>();
        presenter.registered().forEach(registered::addElement);
        JList<String> registeredList = new JList<>(registered);
        registeredList.setName("registeredList");
        registeredList.setVisibleRowCount(Math.min(10, Math.max(4, registered.size())));
        registeredList.setFocusable(false);
        DefaultListModel<String> legal = new DefaultListModel<>();
        presenter.legalLineups().forEach(legal::addElement);
        legalList = new JList<>(legal);
        legalList.setName("legalLineupsList");
        legalList.setVisibleRowCount(10);
        legalList.addListSelectionListener(e -> {
            if (!e.getValueIsAdjusting() && legalList.getSelectedValue() != null) {
                lineupField.setText(legalList.getSelectedValue());
            }
        });
        legalList.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    save();
                }
            }
        });

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[grow,fill]unrel[grow,fill]",
                "[][][grow,fill][][][][]"));
        p.add(new JLabel(m.get("lineup.registered")));
        String note = presenter.legalNote();
        p.add(new JLabel(m.get("lineup.legalList", Integer.toString(legal.size()))), "wrap");
        p.add(new JScrollPane(registeredList), "grow");
        if (note.isEmpty()) {
            p.add(new JScrollPane(legalList), "grow, wmin 140, wrap");
        } else {
            JLabel n = new JLabel("<html>" + NewEventDialog.escape(note) + "</html>");
            p.add(n, "top, wmax 260, wrap");
        }
        JLabel fieldLabel = new JLabel(m.get("lineup.field"));
        fieldLabel.setLabelFor(lineupField);
        p.add(fieldLabel, "span 2, split 3, gaptop para, growx 0");
        p.add(lineupField, "growx");
        JLabel source = new JLabel(presenter.currentSource());
        source.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(source, "growx 0, wrap");
        p.add(verdictLabel, "span 2, wmax 560, wrap");
        boardsLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(boardsLabel, "span 2, wmax 560, wrap");
        p.add(errorLabel, "span 2, wmax 560, wrap");
        errorLabel.setVisible(false);
        String locked = presenter.lockedReason();
        if (!locked.isEmpty()) {
            JLabel l = new JLabel("<html>" + NewEventDialog.escape(locked) + "</html>");
            l.setName("lineupLockedLabel");
            l.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.warning.focusedBorderColor");
            p.add(l, "span 2, wmax 560, wrap");
        }

        ok = new JButton(m.get("lineup.enter"));
        ok.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");
        ok.addActionListener(e -> save());
        cancel.addActionListener(e -> dispose());
        lineupField.getDocument().addDocumentListener(new NewEventDialog.Changed(this::check));
        lineupField.setText(presenter.current());
        lineupField.selectAll();
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        check();
        pack();
        Dialogs.place(this);
    }

    /** The validator's verdict on what is typed, live; nothing is written. */
    private void check() {
        LineupPresenter.Check c;
        try {
            c = presenter.check(lineupField.getText());
        } catch (RuntimeException e) {
            c = new LineupPresenter.Check(false, Dialogs.logged(m, e), List.of());
        }
        verdictLabel.putClientProperty(FlatClientProperties.STYLE, c.legal() ? "foreground: $Actions.Green"
                : "foreground: $Component.error.focusedBorderColor");
        verdictLabel.setText("<html>" + (c.legal() ? "✓ " : "✘ ") + NewEventDialog.escape(c.message()) + "</html>");
        boardsLabel.setText(c.boards().isEmpty() ? " " : String.join("　", c.boards()));
        ok.setEnabled(presenter.editable());
        // grow for a longer rule, never jump smaller while typing
        if (isDisplayable() && (getPreferredSize().height > getHeight() || getPreferredSize().width > getWidth())) {
            pack();
        }
    }

    private void save() {
        try {
            presenter.enter(lineupField.getText());
        } catch (RuntimeException | LinkageError e) {
            errorLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
            errorLabel.setVisible(true);
            pack();
            return;
        }
        saved = true;
        dispose();
    }

    boolean saved() {
        return saved;
    }
}
