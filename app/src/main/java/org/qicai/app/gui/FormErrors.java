package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import javax.swing.JDialog;
import javax.swing.JLabel;
import org.qicai.app.gui.presenter.Messages;

/**
 * The error line of a form dialog: a failed action leaves the dialog open with everything as typed and
 * says why in red above the buttons (an arbiter's error verbatim, anything else logged).
 */
final class FormErrors {
    private FormErrors() {
    }

    static JLabel label() {
        JLabel l = new JLabel();
        l.setName("errorLabel");
        l.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        l.setVisible(false);
        return l;
    }

    static void show(JDialog d, JLabel label, Messages m, Throwable t) {
        label.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, t)).replace("\n", "<br>") + "</html>");
        label.setVisible(true);
        Dialogs.repack(d);
    }

    static void clear(JDialog d, JLabel label) {
        if (label.isVisible()) {
            label.setVisible(false);
            Dialogs.repack(d);
        }
    }
}
