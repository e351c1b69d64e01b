package org.qicai.app.gui;

import java.awt.event.ActionEvent;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComponent;
import javax.swing.KeyStroke;

/**
 * The small component helpers every view and dialog uses (issue 11 item 4): a named button that runs an
 * action, and a key bound to an action on a component. The names are what the GUI tests find.
 */
final class Widgets {
    private Widgets() {
    }

    /** A button named {@code name} (for tests and accessibility) that runs {@code action} when pressed. */
    static JButton button(String name, String text, Runnable action) {
        JButton b = new JButton(text);
        b.setName(name);
        b.addActionListener(e -> action.run());
        return b;
    }

    /** {@code key} runs {@code action} while {@code c} has the focus. */
    static void bind(JComponent c, KeyStroke key, String id, Runnable action) {
        c.getInputMap(JComponent.WHEN_FOCUSED).put(key, id);
        c.getActionMap().put(id, new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                action.run();
            }
        });
    }
}
