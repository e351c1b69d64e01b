package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.util.List;
import java.util.function.Function;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PenaltyPresenter;
import org.qicai.app.gui.presenter.PenaltyPresenter.LogRow;
import org.qicai.app.print.ReportKind;
import org.qicai.core.service.PenaltyService.Logged;

/**
 * 判罚记录: the penalty log in the order it was written — clause, arbiter, consequence — with corrections
 * as entries of their own that name the entry they reverse; Correct… (or Delete on a row) reverses the
 * selected entry; Protests… and the printout (with the chief arbiter's signature line).
 */
final class PenaltyPanel extends JPanel {
    private final LazyRefresh lazy = LazyRefresh.of(this, this::read);
    private final Shell shell;
    private final PenaltyPresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private final JButton correctButton;
    private final JLabel countLabel = new JLabel();
    private final JLabel errorLabel = new JLabel();
    private List<LogRow> rows = List.of();

    PenaltyPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][][][]"));
        this.shell = shell;
        this.presenter = new PenaltyPresenter(shell.session());
        Messages m = shell.messages();
        setName("penaltyPanel");
        JLabel caption = new JLabel(m.get("penalty.logTitle"));
        caption.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        countLabel.setName("penaltyCountLabel");
        correctButton = Widgets.button("correctPenaltyButton", m.get("penalty.correct"), this::correctSelected);
        JButton protests = Widgets.button("protestsButton", m.get("protest.open"),
                () -> ProtestsDialog.open(shell));
        JButton print = Widgets.button("printPenaltiesButton", m.get("penalty.print"),
                () -> shell.preview(ReportKind.PENALTIES, 0, false));
        JPanel bar = new JPanel(new MigLayout("insets 0", "[][]push[][][]"));
        bar.add(caption);
        bar.add(countLabel);
        bar.add(correctButton);
        bar.add(protests);
        bar.add(print);
        add(bar, "wrap, wmin 0");
        errorLabel.setName("penaltyError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        errorLabel.setVisible(false);
        add(errorLabel, "wrap, hidemode 3");
        table = Tables.create("penaltyTable", model);
        CellTips.install(table);
        table.getSelectionModel().addListSelectionListener(e -> updateButtons());
        Widgets.bind(table, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "correct-penalty", this::correctSelected);
        add(new JScrollPane(table), "grow, push, wrap");
        JLabel hint = new JLabel(m.get("penalty.logHint"));
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        add(hint, "wmin 0");
    }

    /** Re-reads the view now if it is showing, else when it is next shown. */
    void refresh() {
        lazy.request();
    }

    private void read() {
        long selected = selected() == null ? -1 : selected().id();
        try {
            rows = presenter.log();
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            // the log cannot be read (the discipline plugin did not load): say why in place
            rows = List.of();
            errorLabel.setText(Dialogs.logged(shell.messages(), e));
            errorLabel.setVisible(true);
        }
        model.set(presenter.logColumns(), rows.stream().map(LogRow::cells).toList());
        Tables.widths(table, new int[] {36, 110, 56, 50, 110, 70, 60, 220, 260, 70, 110}, 0, 2, 3, 5);
        countLabel.setText(shell.messages().get("penalty.count", Integer.toString(rows.size())));
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).id() == selected) {
                Tables.select(table, i);
            }
        }
        updateButtons();
    }

    private LogRow selected() {
        int r = table.getSelectedRow();
        return r >= 0 && r < rows.size() ? rows.get(r) : null;
    }

    private void updateButtons() {
        LogRow r = selected();
        correctButton.setEnabled(r != null && r.correctable());
    }

    private void correctSelected() {
        LogRow r = selected();
        Messages m = shell.messages();
        if (r == null || !r.correctable()) {
            java.awt.Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(m.get(r == null ? "penalty.selectEntry" : "penalty.notCorrectable"));
            return;
        }
        String summary = String.join("  ", r.cells().subList(2, 7));
        NoteDialog d = new NoteDialog(shell.window(), m, "correctPenaltyDialog",
                m.get("penalty.correctTitle", Long.toString(r.id())), m.get("penalty.correctText", summary),
                m.get("penalty.correct"), note -> presenter.correct(r.id(), note));
        d.setVisible(true);
        if (d.result() != null) {
            shell.status(presenter.correctedMessage(d.result()));
        }
    }

    /** A one-field form (a correction's reason): the action runs on OK; a failure keeps it open with the reason. */
    static final class NoteDialog extends JDialog {
        final JTextField noteField = new JTextField(36);
        final JLabel errorLabel = FormErrors.label();
        private Logged result;

        NoteDialog(Window owner, Messages m, String name, String title, String text, String okText,
                   Function<String, Logged> action) {
            super(owner, title, ModalityType.APPLICATION_MODAL);
            setName(name);
            noteField.setName("noteField");
            JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
            p.add(new JLabel("<html>" + NewEventDialog.escape(text) + "</html>"), "span 2, wmax 560, wrap");
            JLabel l = new JLabel(m.get("penalty.note"));
            l.setLabelFor(noteField);
            p.add(l);
            p.add(noteField, "wrap");
            p.add(errorLabel, "span 2, wmax 560, wrap");
            JButton ok = new JButton(okText);
            ok.setName("okButton");
            JButton cancel = new JButton(m.get("button.cancel"));
            cancel.setName("cancelButton");
            JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
            buttons.add(ok);
            buttons.add(cancel);
            p.add(buttons, "span 2, growx, gaptop para");
            ok.addActionListener(e -> {
                try {
                    result = action.apply(noteField.getText());
                    dispose();
                } catch (RuntimeException | LinkageError ex) {
                    FormErrors.show(this, errorLabel, m, ex);
                }
            });
            cancel.addActionListener(e -> dispose());
            Dialogs.install(this, ok, this::dispose);
            setContentPane(p);
            pack();
            Dialogs.place(this);
        }

        Logged result() {
            return result;
        }
    }
}
