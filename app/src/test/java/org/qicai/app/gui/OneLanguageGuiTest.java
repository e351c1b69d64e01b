package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Component;
import java.awt.Container;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
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

    @Test
    void theEnglishWindowShowsNoChineseAndTheChineseWindowNoEnglishWordsOutsideTheEventsData() {
        MainFrame frame = (MainFrame) window.target();
        java.nio.file.Path file = execute(() -> {
            java.nio.file.Path f = frame.session().openSample(dir).file();
            frame.session().closeEvent();
            return f;
        });
        execute(() -> {
            frame.openFile(file);
            return null;
        });
        waitFor("the sample open", () -> frame.session().hasEvent());
        window.menuItem("englishMenuItem").click();
        List<String> english = everyTab(frame);
        assertThat(english).as("texts of the English window").contains("Rounds", "Standings", "Pair next round")
                .hasSizeGreaterThan(80).noneMatch(OneLanguageGuiTest::hasChinese);
        // the pairing system's reasons too (the sample is a round robin: 附录一's table in English)
        execute(() -> {
            frame.tabs().setSelectedIndex(MainFrame.TAB_ROUNDS);
            return null;
        });
        window.checkBox("explainCheckBox").click();
        javax.swing.JTable boards = window.table("boardsTable").target();
        String why = execute(() -> String.valueOf(boards.getValueAt(0, boards.getColumnCount() - 1)));
        assertThat(why).startsWith("Appendix 1, 10-player table").matches(t -> !hasChinese(t));
        window.checkBox("explainCheckBox").click();

        window.menuItem("chineseMenuItem").click();
        List<String> chinese = everyTab(frame);
        assertThat(chinese).as("texts of the Chinese window").contains("轮次", "名次", "编排下一轮")
                .hasSizeGreaterThan(80).noneMatch(OneLanguageGuiTest::hasEnglishWord);
    }

    @Test
    void theEnglishWindowsBracketShowsNoChinese() {
        // issue 13 item 4: a knockout's bracket tab — stages, slots' origins, byes, the title — in English
        java.nio.file.Path file = dir.resolve("knockout.qicai");
        org.qicai.core.model.EventSettings settings = new org.qicai.core.model.EventSettings("Open knockout", "xiangqi",
                "knockout", 0, "14.1", List.of(), "", 7L, java.util.Map.of());
        try (org.qicai.core.service.EventService svc = org.qicai.core.service.EventService.create(file, settings,
                org.qicai.app.gui.presenter.TestPlugins.host(), "arbiter")) {
            for (int i = 1; i <= 6; i++) {
                svc.registration().addPlayer("Player " + i, "Club " + i, 2400 - i, "");
            }
            svc.rounds().pairNextRound();
        }
        MainFrame frame = (MainFrame) window.target();
        window.menuItem("englishMenuItem").click();
        execute(() -> {
            frame.openFile(file);
            return null;
        });
        waitFor("the knockout open", () -> frame.session().hasEvent());
        window.tabbedPane("tabs").selectTab("Bracket");
        robot.waitForIdle();
        List<String> texts = new ArrayList<>(execute(() -> collectShowing(frame.getContentPane())));
        assertThat(texts).as("the bracket tab's texts").contains("quarter-final", "semi-final", "final")
                .noneMatch(OneLanguageGuiTest::hasChinese);
    }

    /** The window's own words on every tab in turn. */
    private List<String> everyTab(MainFrame frame) {
        List<String> out = new ArrayList<>();
        for (int tab = 0; tab < execute(() -> frame.tabs().getTabCount()); tab++) {
            int t = tab;
            execute(() -> {
                frame.tabs().setSelectedIndex(t);
                return null;
            });
            robot.waitForIdle();
            out.addAll(execute(() -> chrome(frame)));
        }
        return out;
    }

    /** The window's own words: labels, buttons, menus, tab titles and column headers — not the event's data. */
    private static List<String> chrome(MainFrame frame) {
        List<String> out = new ArrayList<>(collectShowing(frame.getContentPane()));
        for (int i = 0; i < frame.tabs().getTabCount(); i++) {
            out.add(frame.tabs().getTitleAt(i));
        }
        javax.swing.JMenuBar bar = frame.getJMenuBar();
        for (int i = 0; i < bar.getMenuCount(); i++) {
            javax.swing.JMenu menu = bar.getMenu(i);
            if ("languageMenu".equals(menu.getName())) {
                continue; // 中文 / English name themselves in their own language
            }
            out.add(menu.getText());
            for (java.awt.Component c : menu.getMenuComponents()) {
                if (c instanceof javax.swing.JMenuItem it && it.getText() != null
                        && !"recentMenu".equals(it.getName())) {
                    out.add(it.getText());
                }
            }
        }
        return out;
    }

    private static List<String> collectShowing(Component c) {
        List<String> out = new ArrayList<>();
        if (!c.isShowing()) {
            return out;
        }
        String name = c.getName() == null ? "" : c.getName();
        if (name.equals("fileLabel") || name.equals("statusBar")) {
            return out; // the file's path and the last action's subject are the arbiter's data
        }
        if (c instanceof javax.swing.JTable t) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                out.add(t.getColumnName(i));
            }
            return out; // cells hold the event's data (names, units)
        }
        if (c instanceof javax.swing.JComboBox<?> || c instanceof javax.swing.text.JTextComponent
                || c instanceof javax.swing.JList<?>) {
            return out;
        }
        if (c instanceof JLabel l && l.getText() != null && !l.getText().isBlank()) {
            out.add(l.getText().strip());
        }
        if (c instanceof AbstractButton b && b.getText() != null && !b.getText().isBlank()) {
            out.add(b.getText().strip());
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                out.addAll(collectShowing(child));
            }
        }
        return out;
    }

    static boolean hasChinese(String s) {
        return s.codePoints().anyMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN);
    }

    /** A word of two or more Latin letters that is not a code the rules or the arbiter use (TRF, PDF, FEN, F, C). */
    static boolean hasEnglishWord(String s) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("[A-Za-z]{2,}").matcher(s.replaceAll("<[^>]+>", ""));
        while (m.find()) {
            String w = m.group();
            if (!Set.of("TRF", "PDF", "FEN", "PGN", "CSV", "QiCai", "Delete", "Enter", "Esc", "Ctrl", "Language",
                    "Elo", "WXF", "UCCI", "Buchholz", "ours").contains(w)) {
                return true;
            }
        }
        return false;
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
