package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JRadioButton;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;

/**
 * What the withdrawal dialogs share (退赛 / 除名 of a player, 全队退赛 / 除名 of a team): who leaves, the round
 * he leaves after, withdrawal or expulsion, the reason — and, before anything is written, the rule's verdict
 * in words. The confirm button writes it (one transaction, journaled); a refusal keeps the dialog as typed
 * with the reason. A subclass asks its presenter ({@link #preview()}, {@link #explanation}, {@link #confirm()})
 * and ends its constructor with {@link #start}.
 *
 * @param <R> the presenter's verdict
 */
abstract class WithdrawalDialog<R> extends JDialog {

    /**
     * What differs in the layout: the message keys' prefix ({@code withdraw}, {@code teamWithdraw}: title,
     * withdraw, expel, note, confirm, confirmExpel) which also names the dialog and its preview area, who
     * leaves ({@code player}, {@code team}: the combo's label key under the prefix and its name), the preview's
     * rows and where the note goes.
     */
    record Layout(String keys, String who, int previewRows, String noteConstraints) {
    }

    final Messages m;
    final JComboBox<Choice> whoCombo;
    final JTextField afterField = new JTextField(4);
    final JRadioButton withdrawRadio;
    final JRadioButton expelRadio;
    final JTextField reasonField = new JTextField(30);
    final JTextArea previewArea;
    final JLabel errorLabel = FormErrors.label();
    final JButton confirmButton;
    final JButton cancelButton;
    private final Layout layout;
    private final JPanel panel;
    private R done;

    WithdrawalDialog(Shell shell, Layout layout, List<Choice> choices, int defaultAfterRound, int lastRound) {
        super(shell.window(), shell.messages().get(layout.keys() + ".title"), ModalityType.APPLICATION_MODAL);
        this.m = shell.messages();
        this.layout = layout;
        setName(layout.keys() + "Dialog");
        whoCombo = new JComboBox<>(choices.toArray(new Choice[0]));
        whoCombo.setName(layout.who() + "Combo");
        afterField.setName("afterRoundField");
        afterField.setText(Integer.toString(defaultAfterRound));
        withdrawRadio = new JRadioButton(m.get(layout.keys() + ".withdraw"), true);
        withdrawRadio.setName("withdrawRadio");
        expelRadio = new JRadioButton(m.get(layout.keys() + ".expel"));
        expelRadio.setName("expelRadio");
        ButtonGroup g = new ButtonGroup();
        g.add(withdrawRadio);
        g.add(expelRadio);
        reasonField.setName("reasonField");
        previewArea = new JTextArea(layout.previewRows(), 56);
        previewArea.setName(layout.keys() + "PreviewArea");
        previewArea.setEditable(false);
        previewArea.setLineWrap(true);
        previewArea.setWrapStyleWord(true);

        panel = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
        panel.add(label(layout.keys() + "." + layout.who(), whoCombo));
        panel.add(whoCombo, "wrap");
        panel.add(label("withdraw.afterRound", afterField));
        panel.add(afterField, "growx 0, split 2");
        panel.add(new JLabel(m.get("withdraw.afterRoundHint", Integer.toString(lastRound))), "wrap");
        panel.add(new JLabel(m.get("withdraw.kind")));
        JPanel kinds = new JPanel(new MigLayout("insets 0"));
        kinds.add(withdrawRadio);
        kinds.add(expelRadio);
        panel.add(kinds, "wrap");
        panel.add(label("withdraw.reason", reasonField));
        panel.add(reasonField, "wrap");
        panel.add(new JLabel(m.get("withdraw.preview")), "top");
        panel.add(new JScrollPane(previewArea), "wrap");
        panel.add(errorLabel, "span 2, wmax 620, wrap");
        JLabel note = new JLabel(m.get(layout.keys() + ".note"));
        note.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        panel.add(note, layout.noteConstraints());
        confirmButton = new JButton(m.get(layout.keys() + ".confirm"));
        confirmButton.setName("okButton");
        cancelButton = new JButton(m.get("button.cancel"));
        cancelButton.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(confirmButton);
        buttons.add(cancelButton);
        panel.add(buttons, "span 2, growx, gaptop para");
    }

    /**
     * Ends the subclass's constructor: a change of who, kind or round previews again; Enter presses
     * {@code defaultButton}; the first preview; the dialog sized and placed.
     */
    final void start(JButton defaultButton) {
        whoCombo.addActionListener(e -> showPreview());
        withdrawRadio.addActionListener(e -> showPreview());
        expelRadio.addActionListener(e -> showPreview());
        afterField.getDocument().addDocumentListener(new NewEventDialog.Changed(this::showPreview));
        confirmButton.addActionListener(e -> confirmed());
        cancelButton.addActionListener(e -> dispose());
        Dialogs.install(this, defaultButton, this::dispose);
        setContentPane(panel);
        showPreview();
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, java.awt.Component c) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(c);
        return l;
    }

    /** The number of the player or team chosen, 0 for none. */
    final int chosen() {
        Choice c = (Choice) whoCombo.getSelectedItem();
        return c == null ? 0 : Integer.parseInt(c.id());
    }

    /** What confirming would do, nothing written. */
    abstract R preview();

    abstract String explanation(R r);

    /** Whether the confirm button reads as an expulsion for this verdict. */
    abstract boolean expelling(R r);

    /** Writes it: one transaction with its journal row. */
    abstract R confirm();

    /** The rule's verdict for what is typed now; a refusal shows its reason and disables the confirm button. */
    final void showPreview() {
        try {
            R r = preview();
            previewArea.setText(explanation(r));
            previewArea.setCaretPosition(0);
            confirmButton.setEnabled(true);
            confirmButton.setText(m.get(layout.keys() + (expelling(r) ? ".confirmExpel" : ".confirm")));
        } catch (RuntimeException e) {
            previewArea.setText(Dialogs.logged(m, e));
            confirmButton.setEnabled(false);
        }
    }

    private void confirmed() {
        try {
            done = confirm();
            dispose();
        } catch (RuntimeException | LinkageError e) {
            FormErrors.show(this, errorLabel, m, e);
        }
    }

    /** What was written, or null when cancelled. */
    final R done() {
        return done;
    }
}
