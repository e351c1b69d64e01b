package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
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
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.WithdrawPresenter;
import org.qicai.core.service.WithdrawalResult;

/**
 * 退赛 / 除名: the player, the round he leaves after, withdrawal (20.2–20.4) or expulsion (18.3, treated as
 * withdrawal), the reason — and, before anything is written, what the rules do to his games: the
 * explanation with the clause and every board that changes. The confirm button writes it (one transaction,
 * journaled); a refusal keeps the dialog as typed with the reason.
 */
final class WithdrawDialog extends JDialog {
    private final WithdrawPresenter presenter;
    private final Messages m;
    final JComboBox<Choice> playerCombo;
    final JTextField afterField = new JTextField(4);
    final JRadioButton withdrawRadio;
    final JRadioButton expelRadio;
    final JTextField reasonField = new JTextField(30);
    final JTextArea previewArea = new JTextArea(6, 56);
    final JLabel errorLabel = FormErrors.label();
    final JButton confirmButton;
    private WithdrawalResult done;

    WithdrawDialog(Shell shell) {
        super(shell.window(), shell.messages().get("withdraw.title"), ModalityType.APPLICATION_MODAL);
        this.presenter = new WithdrawPresenter(shell.session());
        this.m = shell.messages();
        setName("withdrawDialog");
        playerCombo = new JComboBox<>(presenter.activePlayers().toArray(new Choice[0]));
        playerCombo.setName("playerCombo");
        afterField.setName("afterRoundField");
        afterField.setText(Integer.toString(presenter.defaultAfterRound()));
        withdrawRadio = new JRadioButton(m.get("withdraw.withdraw"), true);
        withdrawRadio.setName("withdrawRadio");
        expelRadio = new JRadioButton(m.get("withdraw.expel"));
        expelRadio.setName("expelRadio");
        ButtonGroup g = new ButtonGroup();
        g.add(withdrawRadio);
        g.add(expelRadio);
        reasonField.setName("reasonField");
        previewArea.setName("withdrawPreviewArea");
        previewArea.setEditable(false);
        previewArea.setLineWrap(true);
        previewArea.setWrapStyleWord(true);

        JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
        p.add(label("withdraw.player", playerCombo));
        p.add(playerCombo, "wrap");
        p.add(label("withdraw.afterRound", afterField));
        p.add(afterField, "growx 0, split 2");
        p.add(new JLabel(m.get("withdraw.afterRoundHint", Integer.toString(presenter.lastRound()))), "wrap");
        p.add(new JLabel(m.get("withdraw.kind")));
        JPanel kinds = new JPanel(new MigLayout("insets 0"));
        kinds.add(withdrawRadio);
        kinds.add(expelRadio);
        p.add(kinds, "wrap");
        p.add(label("withdraw.reason", reasonField));
        p.add(reasonField, "wrap");
        JLabel previewLabel = new JLabel(m.get("withdraw.preview"));
        p.add(previewLabel, "top");
        p.add(new JScrollPane(previewArea), "wrap");
        p.add(errorLabel, "span 2, wmax 620, wrap");
        JLabel note = new JLabel(m.get("withdraw.note"));
        note.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(note, "span 2, wrap");
        confirmButton = new JButton(m.get("withdraw.confirm"));
        confirmButton.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(confirmButton);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");

        playerCombo.addActionListener(e -> preview());
        withdrawRadio.addActionListener(e -> preview());
        expelRadio.addActionListener(e -> preview());
        DocumentListener changed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                preview();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                preview();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                preview();
            }
        };
        afterField.getDocument().addDocumentListener(changed);
        reasonField.getDocument().addDocumentListener(changed);
        confirmButton.addActionListener(e -> confirm());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, confirmButton, this::dispose);
        setContentPane(p);
        preview();
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, java.awt.Component c) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(c);
        return l;
    }

    private WithdrawPresenter.Form form() {
        Choice c = (Choice) playerCombo.getSelectedItem();
        return new WithdrawPresenter.Form(c == null ? 0 : Integer.parseInt(c.id()), afterField.getText(),
                expelRadio.isSelected(), reasonField.getText());
    }

    /** The rule's verdict for what is typed now; a refusal shows its reason and disables the confirm button. */
    private void preview() {
        try {
            WithdrawalResult r = presenter.preview(form());
            previewArea.setText(presenter.explanation(r));
            previewArea.setCaretPosition(0);
            confirmButton.setEnabled(true);
            confirmButton.setText(m.get(r.expelled() ? "withdraw.confirmExpel" : "withdraw.confirm"));
        } catch (RuntimeException e) {
            previewArea.setText(Dialogs.logged(m, e));
            confirmButton.setEnabled(false);
        }
    }

    private void confirm() {
        try {
            done = presenter.confirm(form());
            dispose();
        } catch (RuntimeException | LinkageError e) {
            FormErrors.show(this, errorLabel, m, e);
        }
    }

    static void open(Shell shell) {
        Dialogs.run(shell.window(), shell.messages(), () -> {
            WithdrawDialog d = new WithdrawDialog(shell);
            d.setVisible(true);
            if (d.done != null) {
                shell.status(d.presenter.doneMessage(d.done));
            }
        });
    }
}
