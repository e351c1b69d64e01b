package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.ProtestsPresenter;
import org.qicai.app.gui.presenter.ProtestsPresenter.Row;
import org.qicai.core.model.Side;
import org.qicai.core.service.ProtestService.Against;
import org.qicai.core.service.ProtestService.Protest;

/**
 * 抗议 / 申诉: the protests with their deadlines and decisions; Lodge… records one from a board (against a
 * ruling — a penalty entry or a time — or a game's result), Decide… upholds or dismisses the selected
 * open one, optionally setting the result.
 */
final class ProtestsDialog extends JDialog {
    private final Shell shell;
    private final ProtestsPresenter presenter;
    private final Messages m;
    private final RowsTableModel model = new RowsTableModel();
    final JTable table;
    private final JButton decideButton;
    private List<Row> rows = List.of();

    ProtestsDialog(Shell shell) {
        super(shell.window(), shell.messages().get("protest.title"), ModalityType.APPLICATION_MODAL);
        this.shell = shell;
        this.presenter = new ProtestsPresenter(shell.session());
        this.m = shell.messages();
        setName("protestsDialog");
        JPanel p = new JPanel(new MigLayout("insets dialog, fill", "[grow,fill]", "[][grow,fill][]"));
        JLabel windows = new JLabel(presenter.windowsText());
        windows.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        JButton lodge = Widgets.button("lodgeProtestButton", m.get("protest.lodge"), this::lodge);
        decideButton = Widgets.button("decideProtestButton", m.get("protest.decide"), this::decide);
        JButton close = Widgets.button("closeButton", m.get("button.close"), this::dispose);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[][]"));
        bar.add(windows);
        bar.add(lodge);
        bar.add(decideButton);
        p.add(bar, "wrap");
        table = Tables.create("protestsTable", model);
        CellTips.install(table);
        table.getSelectionModel().addListSelectionListener(e -> updateButtons());
        p.add(new JScrollPane(table), "grow, wrap");
        p.add(close, "al right, growx 0");
        Dialogs.install(this, lodge, this::dispose);
        setContentPane(p);
        refresh();
        setSize(1000, 460);
        Dialogs.place(this);
    }

    static void open(Shell shell) {
        Dialogs.run(shell.window(), shell.messages(), () -> new ProtestsDialog(shell).setVisible(true));
    }

    private void refresh() {
        rows = presenter.rows();
        model.set(presenter.columns(), rows.stream().map(Row::cells).toList());
        Tables.widths(table, new int[] {36, 56, 150, 110, 200, 110, 150, 70, 200, 80}, 0, 1, 7);
        updateButtons();
    }

    private Row selected() {
        int r = table.getSelectedRow();
        return r >= 0 && r < rows.size() ? rows.get(r) : null;
    }

    private void updateButtons() {
        Row r = selected();
        decideButton.setEnabled(r != null && r.open());
    }

    private void lodge() {
        LodgeDialog d = new LodgeDialog(this);
        d.setVisible(true);
        if (d.lodged != null) {
            refresh();
            shell.status(presenter.lodgedMessage(d.lodged));
        }
    }

    private void decide() {
        Row r = selected();
        if (r == null || !r.open()) {
            return;
        }
        DecideDialog d = new DecideDialog(this, r.id());
        d.setVisible(true);
        if (d.decided != null) {
            refresh();
            shell.status(presenter.decidedMessage(d.decided));
        }
    }

    private static void selectId(JComboBox<Choice> c, String id) {
        for (int i = 0; i < c.getItemCount(); i++) {
            if (c.getItemAt(i).id().equals(id)) {
                c.setSelectedIndex(i);
                return;
            }
        }
    }

    private static JPanel buttons(JButton ok, JButton cancel) {
        JPanel b = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        b.add(ok);
        b.add(cancel);
        return b;
    }

    /** 提出抗议. */
    final class LodgeDialog extends JDialog {
        final JComboBox<Integer> roundCombo;
        final JComboBox<Choice> boardCombo = new JComboBox<>();
        final JRadioButton firstRadio = new JRadioButton(presenter.sideName(Side.FIRST), true);
        final JRadioButton secondRadio = new JRadioButton(presenter.sideName(Side.SECOND));
        final JRadioButton rulingRadio = new JRadioButton(m.get("protest.against.ruling"), true);
        final JRadioButton gameRadio = new JRadioButton(m.get("protest.against.game"));
        final JComboBox<Choice> entryCombo = new JComboBox<>();
        final JTextField timeField = new JTextField(6);
        final JTextField groundsField = new JTextField(36);
        final JLabel errorLabel = FormErrors.label();
        Protest lodged;

        LodgeDialog(Window owner) {
            super(owner, m.get("protest.lodgeTitle"), ModalityType.APPLICATION_MODAL);
            setName("lodgeProtestDialog");
            roundCombo = new JComboBox<>(presenter.rounds().toArray(new Integer[0]));
            roundCombo.setName("roundCombo");
            boardCombo.setName("boardCombo");
            entryCombo.setName("entryCombo");
            timeField.setName("rulingTimeField");
            groundsField.setName("groundsField");
            timeField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, "HH:mm");
            ButtonGroup sides = new ButtonGroup();
            sides.add(firstRadio);
            sides.add(secondRadio);
            ButtonGroup against = new ButtonGroup();
            against.add(rulingRadio);
            against.add(gameRadio);
            roundCombo.addActionListener(e -> boards());
            boardCombo.addActionListener(e -> entries());
            rulingRadio.addActionListener(e -> updateFields());
            gameRadio.addActionListener(e -> updateFields());
            entryCombo.addActionListener(e -> updateFields());

            JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
            p.add(new JLabel(m.get("protest.round")));
            JPanel where = new JPanel(new MigLayout("insets 0", "[][]unrel[][grow,fill]"));
            where.add(roundCombo);
            where.add(new JLabel(m.get("protest.board")));
            where.add(boardCombo, "span 2, wmin 260");
            p.add(where, "wrap");
            p.add(new JLabel(m.get("protest.who")));
            p.add(row(firstRadio, secondRadio), "wrap");
            p.add(new JLabel(m.get("protest.against")));
            p.add(row(rulingRadio, gameRadio), "wrap");
            p.add(new JLabel(m.get("protest.entry")));
            p.add(entryCombo, "wrap");
            p.add(new JLabel(m.get("protest.rulingTime")));
            p.add(timeField, "growx 0, wrap");
            JLabel g = new JLabel(m.get("protest.grounds"));
            g.setLabelFor(groundsField);
            p.add(g);
            p.add(groundsField, "wrap");
            JLabel w = new JLabel(presenter.windowsText());
            w.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
            p.add(w, "span 2, wrap");
            p.add(errorLabel, "span 2, wmax 560, wrap");
            JButton ok = new JButton(m.get("protest.lodge"));
            ok.setName("okButton");
            JButton cancel = new JButton(m.get("button.cancel"));
            cancel.setName("cancelButton");
            p.add(buttons(ok, cancel), "span 2, growx, gaptop para");
            ok.addActionListener(e -> save());
            cancel.addActionListener(e -> dispose());
            Dialogs.install(this, ok, this::dispose);
            setContentPane(p);
            boards();
            pack();
            Dialogs.place(this);
        }

        private JPanel row(JRadioButton a, JRadioButton b) {
            JPanel r = new JPanel(new MigLayout("insets 0"));
            r.add(a);
            r.add(b);
            return r;
        }

        private int round() {
            Integer r = (Integer) roundCombo.getSelectedItem();
            return r == null ? 0 : r;
        }

        private int board() {
            Choice c = (Choice) boardCombo.getSelectedItem();
            return c == null ? 0 : Integer.parseInt(c.id());
        }

        private void boards() {
            boardCombo.setModel(new DefaultComboBoxModel<>(presenter.boards(round()).toArray(new Choice[0])));
            entries();
        }

        private void entries() {
            entryCombo.setModel(new DefaultComboBoxModel<>(presenter.penalties(round(), board()).toArray(new Choice[0])));
            updateFields();
        }

        private long entry() {
            Choice c = (Choice) entryCombo.getSelectedItem();
            return c == null ? 0 : Long.parseLong(c.id());
        }

        private void updateFields() {
            entryCombo.setEnabled(rulingRadio.isSelected());
            timeField.setEnabled(rulingRadio.isSelected() && entry() == 0);
        }

        private void save() {
            try {
                lodged = presenter.lodge(new ProtestsPresenter.LodgeForm(round(), board(),
                        secondRadio.isSelected() ? Side.SECOND : Side.FIRST,
                        gameRadio.isSelected() ? Against.GAME : Against.RULING,
                        rulingRadio.isSelected() ? entry() : 0, timeField.getText(), groundsField.getText()));
                dispose();
            } catch (RuntimeException | LinkageError e) {
                FormErrors.show(this, errorLabel, m, e);
            }
        }
    }

    /** 裁决. */
    final class DecideDialog extends JDialog {
        final JRadioButton upheldRadio = new JRadioButton(m.get("protest.status.upheld"));
        final JRadioButton dismissedRadio = new JRadioButton(m.get("protest.status.dismissed"), true);
        final JTextField decisionField = new JTextField(36);
        final JTextField byField = new JTextField(16);
        final JComboBox<Choice> resultCombo;
        final JLabel errorLabel = FormErrors.label();
        Protest decided;

        DecideDialog(Window owner, long id) {
            super(owner, m.get("protest.decideTitle", Long.toString(id)), ModalityType.APPLICATION_MODAL);
            setName("decideProtestDialog");
            decisionField.setName("decisionField");
            byField.setName("decidedByField");
            byField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, shell.session().actor());
            resultCombo = new JComboBox<>(presenter.results().toArray(new Choice[0]));
            resultCombo.setName("resultCombo");
            ButtonGroup g = new ButtonGroup();
            g.add(upheldRadio);
            g.add(dismissedRadio);
            upheldRadio.addActionListener(e -> resultCombo.setEnabled(true));
            dismissedRadio.addActionListener(e -> {
                resultCombo.setEnabled(false);
                selectId(resultCombo, "");
            });
            resultCombo.setEnabled(false);
            JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
            p.add(new JLabel(m.get("protest.col.status")));
            JPanel r = new JPanel(new MigLayout("insets 0"));
            r.add(upheldRadio);
            r.add(dismissedRadio);
            p.add(r, "wrap");
            p.add(new JLabel(m.get("protest.col.decision")));
            p.add(decisionField, "wrap");
            p.add(new JLabel(m.get("protest.decidedBy")));
            p.add(byField, "growx 0, wrap");
            p.add(new JLabel(m.get("protest.col.result")));
            p.add(resultCombo, "growx 0, wrap");
            p.add(errorLabel, "span 2, wmax 560, wrap");
            JButton ok = new JButton(m.get("protest.decide"));
            ok.setName("okButton");
            JButton cancel = new JButton(m.get("button.cancel"));
            cancel.setName("cancelButton");
            p.add(buttons(ok, cancel), "span 2, growx, gaptop para");
            ok.addActionListener(e -> {
                try {
                    Choice c = (Choice) resultCombo.getSelectedItem();
                    decided = presenter.decide(id, upheldRadio.isSelected(), decisionField.getText(), byField.getText(),
                            c == null ? "" : c.id());
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
    }
}
