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
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamWithdrawPresenter;
import org.qicai.core.team.TeamWithdrawal;

/**
 * 全队退赛 / 除名: the team, the round it leaves after, withdrawal (20.2–20.4) or expulsion (18.3), the reason —
 * and, before anything is written, what the rule does: results annulled or standing, with the clause, the
 * opponents met and every match that changes. The confirm button writes it (one transaction, journaled);
 * a refusal keeps the dialog as typed with the reason.
 */
final class TeamWithdrawDialog extends JDialog {
    private final TeamWithdrawPresenter presenter;
    private final Messages m;
    final JComboBox<Choice> teamCombo;
    final JTextField afterField = new JTextField(4);
    final JRadioButton withdrawRadio;
    final JRadioButton expelRadio;
    final JTextField reasonField = new JTextField(30);
    final JTextArea previewArea = new JTextArea(7, 56);
    final JLabel errorLabel = FormErrors.label();
    final JButton confirmButton;
    private TeamWithdrawal done;

    TeamWithdrawDialog(Shell shell, int team) {
        super(shell.window(), shell.messages().get("teamWithdraw.title"), ModalityType.APPLICATION_MODAL);
        this.presenter = new TeamWithdrawPresenter(shell.session());
        this.m = shell.messages();
        setName("teamWithdrawDialog");
        teamCombo = new JComboBox<>(presenter.activeTeams().toArray(new Choice[0]));
        teamCombo.setName("teamCombo");
        for (int i = 0; i < teamCombo.getItemCount(); i++) {
            if (teamCombo.getItemAt(i).id().equals(Integer.toString(team))) {
                teamCombo.setSelectedIndex(i);
            }
        }
        afterField.setName("afterRoundField");
        afterField.setText(Integer.toString(presenter.defaultAfterRound()));
        withdrawRadio = new JRadioButton(m.get("teamWithdraw.withdraw"), true);
        withdrawRadio.setName("withdrawRadio");
        expelRadio = new JRadioButton(m.get("teamWithdraw.expel"));
        expelRadio.setName("expelRadio");
        ButtonGroup g = new ButtonGroup();
        g.add(withdrawRadio);
        g.add(expelRadio);
        reasonField.setName("reasonField");
        previewArea.setName("teamWithdrawPreviewArea");
        previewArea.setEditable(false);
        previewArea.setLineWrap(true);
        previewArea.setWrapStyleWord(true);

        JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
        p.add(label("teamWithdraw.team", teamCombo));
        p.add(teamCombo, "wrap");
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
        p.add(new JLabel(m.get("withdraw.preview")), "top");
        p.add(new JScrollPane(previewArea), "wrap");
        p.add(errorLabel, "span 2, wmax 620, wrap");
        JLabel note = new JLabel(m.get("teamWithdraw.note"));
        note.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(note, "span 2, wmax 620, wrap");
        confirmButton = new JButton(m.get("teamWithdraw.confirm"));
        confirmButton.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(confirmButton);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");

        teamCombo.addActionListener(e -> preview());
        withdrawRadio.addActionListener(e -> preview());
        expelRadio.addActionListener(e -> preview());
        afterField.getDocument().addDocumentListener(new NewEventDialog.Changed(this::preview));
        confirmButton.addActionListener(e -> confirm());
        cancel.addActionListener(e -> dispose());
        // Enter must not confirm a team's withdrawal by accident: the default button is Cancel
        Dialogs.install(this, cancel, this::dispose);
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

    private TeamWithdrawPresenter.Form form() {
        Choice c = (Choice) teamCombo.getSelectedItem();
        return new TeamWithdrawPresenter.Form(c == null ? 0 : Integer.parseInt(c.id()), afterField.getText(),
                expelRadio.isSelected(), reasonField.getText());
    }

    /** The rule's verdict for what is typed now; a refusal shows its reason and disables the confirm button. */
    private void preview() {
        try {
            TeamWithdrawal r = presenter.preview(form());
            previewArea.setText(presenter.explanation(r));
            previewArea.setCaretPosition(0);
            confirmButton.setEnabled(true);
            confirmButton.setText(m.get(expelRadio.isSelected() ? "teamWithdraw.confirmExpel" : "teamWithdraw.confirm"));
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

    /** The withdrawal written, or null when cancelled. */
    TeamWithdrawal done() {
        return done;
    }

    String doneMessage() {
        return done == null ? "" : presenter.doneMessage(done);
    }
}
