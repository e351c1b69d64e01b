package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.ClockPresenter;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;

/**
 * 打开棋钟: any time control spec (the open event's by default), said in words as it is typed, and the
 * lateness limit (迟到判负时限, 4.1.5; blank = none).
 */
final class ClockSetupDialog extends JDialog {
    final JTextField specField = new JTextField(24);
    final JTextField lateField = new JTextField(5);
    final JLabel describeLabel = new JLabel(" ");
    final JLabel errorLabel = FormErrors.label();
    private ClockPresenter presenter;

    ClockSetupDialog(Window owner, EventSession session, Messages m) {
        super(owner, m.get("clock.setupTitle"), ModalityType.APPLICATION_MODAL);
        setName("clockSetupDialog");
        specField.setName("specField");
        lateField.setName("lateLimitField");
        describeLabel.setName("specDescription");
        specField.setText(ClockPresenter.defaultSpec(session));
        lateField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("clock.lateNone"));
        JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill]"));
        JLabel s = new JLabel(m.get("clock.spec"));
        s.setLabelFor(specField);
        p.add(s);
        p.add(specField, "wrap");
        p.add(describeLabel, "skip 1, wmax 460, wrap");
        JLabel examples = new JLabel(m.get("clock.specExamples"));
        examples.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(examples, "skip 1, wrap");
        JLabel l = new JLabel(m.get("clock.lateLimit"));
        l.setLabelFor(lateField);
        p.add(l);
        p.add(lateField, "growx 0, split 2");
        p.add(new JLabel(m.get("clock.minutes")), "wrap");
        p.add(errorLabel, "span 2, wmax 460, wrap");
        JButton ok = new JButton(m.get("clock.openClock"));
        ok.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");
        specField.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                describe(session, m);
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                describe(session, m);
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                describe(session, m);
            }
        });
        ok.addActionListener(e -> {
            try {
                presenter = ClockPresenter.of(session, specField.getText(), lateField.getText(), ClockWindow.timeSource);
                getRootPane().putClientProperty(Dialogs.OPENS_ANOTHER, Boolean.TRUE); // the clock takes the focus
                dispose();
            } catch (RuntimeException | LinkageError ex) {
                FormErrors.show(this, errorLabel, m, ex);
            }
        });
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        describe(session, m);
        pack();
        Dialogs.place(this);
    }

    private void describe(EventSession session, Messages m) {
        String text;
        try {
            text = ClockPresenter.describe(session, specField.getText());
        } catch (RuntimeException e) {
            text = Dialogs.describe(m, e);
        }
        describeLabel.setText("<html>" + NewEventDialog.escape(text) + "</html>");
    }

    ClockPresenter presenter() {
        return presenter;
    }
}
