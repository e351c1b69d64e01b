package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javax.swing.AbstractButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.SwingUtilities;
import org.assertj.swing.core.GenericTypeMatcher;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 13 item 4: one language at a time — Swing's own texts (the message box's OK, the file chooser's
 * Look In / Open / Cancel) follow the window's language even on a machine whose locale is the other one.
 */
class OneLanguageGuiTest extends GuiTestSupport {
    private Locale machine;

    @BeforeEach
    void anEnglishMachine() {
        machine = Locale.getDefault();
        Locale.setDefault(Locale.US); // a venue laptop with an English system
    }

    @AfterEach
    void restore() {
        Locale.setDefault(machine);
    }

    @Test
    void theMessageBoxAndTheFileChooserSpeakTheWindowsLanguage() {
        // the window starts in Chinese (the preferences' default)
        assertThat(texts(messageBox())).contains("确定").doesNotContain("OK");
        List<String> chooser = texts(fileChooser());
        assertThat(chooser).as("file chooser texts").contains("取消").doesNotContain("Cancel", "Look In:", "Open");

        window.menuItem("englishMenuItem").click();
        assertThat(texts(messageBox())).contains("OK").noneMatch(t -> t.matches(".*\\p{IsHan}.*"));
        chooser = texts(fileChooser());
        assertThat(chooser).contains("Cancel").noneMatch(t -> t.matches(".*\\p{IsHan}.*") && !t.contains(".qicai"));
    }

    /** An information box as the window shows one; its texts, and it closed again. */
    private List<String> messageBox() {
        SwingUtilities.invokeLater(() -> Dialogs.showInfo(window.target(), ((MainFrame) window.target()).messages(),
                "—"));
        DialogFixture d = window.dialog(new GenericTypeMatcher<>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog dlg) {
                return dlg.isShowing() && dlg.getContentPane().getComponentCount() > 0
                        && !"openFileChooser".equals(dlg.getName());
            }
        });
        List<String> out = execute(() -> collect(d.target()));
        execute(() -> {
            d.target().dispose();
            return null;
        });
        return out;
    }

    /** The Open Event chooser's texts, and it closed again. */
    private List<String> fileChooser() {
        SwingUtilities.invokeLater(() -> ((MainFrame) window.target()).openEvent());
        DialogFixture d = window.dialog(new GenericTypeMatcher<>(JDialog.class) {
            @Override
            protected boolean isMatching(JDialog dlg) {
                return dlg.isShowing() && dlg.getContentPane().getComponentCount() > 0
                        && dlg.getContentPane().getComponent(0) instanceof javax.swing.JFileChooser;
            }
        });
        List<String> out = execute(() -> collect(d.target()));
        execute(() -> {
            ((javax.swing.JFileChooser) ((JDialog) d.target()).getContentPane().getComponent(0)).cancelSelection();
            return null;
        });
        return out;
    }

    private static List<String> texts(List<String> t) {
        return t;
    }

    private static List<String> collect(Component c) {
        List<String> out = new ArrayList<>();
        if (c instanceof JLabel l && l.getText() != null && !l.getText().isBlank()) {
            out.add(l.getText().strip());
        }
        if (c instanceof AbstractButton b && b.getText() != null && !b.getText().isBlank()) {
            out.add(b.getText().strip());
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                out.addAll(collect(child));
            }
        }
        return out;
    }
}
