package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.ClockPresenter;
import org.qicai.app.gui.presenter.ClockPresenter.SetForm;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.model.Side;

/**
 * 设定棋钟 (22.4, a replaced clock): both sides' time left, byo-yomi periods and moves made, filled with
 * what the clock shows; nothing changes unless both sides' fields are right.
 */
final class SetClocksDialog extends JDialog {
    final JTextField[] timeFields = {new JTextField(9), new JTextField(9)};
    final JTextField[] periodFields = {new JTextField(4), new JTextField(4)};
    final JTextField[] moveFields = {new JTextField(4), new JTextField(4)};
    final JLabel errorLabel = FormErrors.label();
    private boolean done;

    SetClocksDialog(Window owner, ClockPresenter presenter, Messages m) {
        super(owner, m.get("clock.setTitle"), ModalityType.APPLICATION_MODAL);
        setName("setClocksDialog");
        JPanel p = new JPanel(new MigLayout("insets dialog", "[right][][][]"));
        p.add(new JLabel(""));
        p.add(new JLabel(m.get("clock.setTime")));
        p.add(new JLabel(m.get("clock.setPeriods")));
        p.add(new JLabel(m.get("clock.setMoves")), "wrap");
        for (Side s : Side.values()) {
            int i = s.ordinal();
            String prefix = s == Side.FIRST ? "first" : "second";
            timeFields[i].setName(prefix + "TimeField");
            periodFields[i].setName(prefix + "PeriodsField");
            moveFields[i].setName(prefix + "MovesField");
            SetForm f = presenter.current(s);
            timeFields[i].setText(f.time());
            periodFields[i].setText(f.periods());
            moveFields[i].setText(f.moves());
            periodFields[i].setEnabled(presenter.hasPeriods(s));
            JLabel l = new JLabel(presenter.sideName(s));
            l.setLabelFor(timeFields[i]);
            p.add(l);
            p.add(timeFields[i]);
            p.add(periodFields[i]);
            p.add(moveFields[i], "wrap");
        }
        JLabel hint = new JLabel(m.get("clock.setHint"));
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(hint, "span 4, wrap");
        p.add(errorLabel, "span 4, wmax 520, wrap");
        JButton ok = new JButton(m.get("clock.setApply"));
        ok.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 4, growx, gaptop para");
        ok.addActionListener(e -> {
            try {
                presenter.setBoth(form(0), form(1));
                done = true;
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

    private SetForm form(int i) {
        return new SetForm(timeFields[i].getText(), periodFields[i].isEnabled() ? periodFields[i].getText() : "",
                moveFields[i].getText());
    }

    boolean done() {
        return done;
    }
}
