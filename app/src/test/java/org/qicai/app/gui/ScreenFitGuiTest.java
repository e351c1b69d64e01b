package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Rectangle;
import java.nio.file.Files;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.EventSettings;

/**
 * Issue 13 item 3: every dialog usable on a 1366×768 laptop. The test display is larger, so the
 * workstation is told the laptop's size ({@code qicai.screen}); a dialog must then lie within
 * 1366×728 (the screen less a task bar) with its buttons reachable.
 */
class ScreenFitGuiTest extends GuiTestSupport {
    private static final int WIDTH = 1366;
    private static final int HEIGHT = 768 - 40;

    @BeforeEach
    void laptopScreen() {
        System.setProperty("qicai.screen", "1366x768");
    }

    @AfterEach
    void displayScreen() {
        System.clearProperty("qicai.screen");
    }

    @Test
    void theNewEventDialogFitsALaptopScreenWithEverySystemAndATeamFormat() {
        DialogFixture d = newEventDialog("积分编排赛");
        String[] systems = d.comboBox("systemCombo").contents();
        assertThat(systems).hasSizeGreaterThan(2);
        for (int i = 0; i < systems.length; i++) {
            d.comboBox("systemCombo").selectItem(i);
            robot.waitForIdle();
            assertWithin(d.target(), systems[i]);
        }
        d.comboBox("systemCombo").selectItem("积分编排制（附录二）");
        d.comboBox("teamFormatCombo").selectItem(1);
        robot.waitForIdle();
        assertWithin(d.target(), "积分编排制 with a team format");
        // the create button is on the screen, not scrolled away
        JButton create = d.button("createButton").target();
        Rectangle onScreen = execute(() -> {
            java.awt.Point p = create.getLocationOnScreen();
            return new Rectangle(p, create.getSize());
        });
        Rectangle dialog = execute(() -> d.target().getBounds());
        assertThat(dialog.contains(onScreen)).as("Create button %s inside the dialog %s", onScreen, dialog).isTrue();
        d.button("cancelButton").click();
    }

    @Test
    void theNewEventDialogTakesDatesOrganiserVenueAndChiefArbiterAndOffersTheDocumentsFolder() throws Exception {
        DialogFixture d = newEventDialog("2026城市赛");
        // never the folder last opened (the test's), but the folder for new events
        assertThat(d.textBox("fileField").text()).doesNotStartWith(dir.toString());
        d.textBox("organiserField").setText("市象棋协会");
        d.textBox("firstDayField").setText("2026-12-05");
        d.textBox("lastDayField").setText("2026-12-09");
        d.textBox("venueField").setText("市体育馆");
        d.textBox("chiefArbiterField").setText("王裁判");
        d.textBox("fileField").setText(dir.resolve("城市赛.qicai").toString());
        createAndWait(d);
        EventSettings s = ((MainFrame) window.target()).session().require().settings();
        assertThat(s.option(EventSettings.DATES, "")).isEqualTo("2026-12-05 至 2026-12-09");
        assertThat(s.option(EventSettings.ORGANISER, "")).isEqualTo("市象棋协会");
        assertThat(s.option(EventSettings.VENUE, "")).isEqualTo("市体育馆");
        assertThat(s.option(EventSettings.CHIEF_ARBITER, "")).isEqualTo("王裁判");
        assertThat(Files.exists(dir.resolve("城市赛.qicai"))).isTrue();
        // the next new event is offered in the folder this one went to
        window.menuItem("newEventMenuItem").click();
        DialogFixture next = dialog("newEventDialog");
        next.textBox("eventNameField").setText("下一站");
        assertThat(next.textBox("fileField").text()).isEqualTo(dir.resolve("下一站.qicai").toString());
        next.button("cancelButton").click();
    }

    @Test
    void aBadDayIsRefusedInTheDialogWithEverythingAsTyped() {
        DialogFixture d = newEventDialog("日期错");
        d.textBox("firstDayField").setText("2026-13-01");
        d.textBox("venueField").setText("市体育馆");
        d.textBox("fileField").setText(dir.resolve("bad.qicai").toString());
        d.button("createButton").click();
        d.label("errorLabel").requireVisible();
        assertThat(d.label("errorLabel").text()).contains("开始日期").contains("2026-13-01");
        d.textBox("venueField").requireText("市体育馆");
        assertThat(Files.exists(dir.resolve("bad.qicai"))).isFalse();
        d.button("cancelButton").click();
    }

    @Test
    void aDialogTallerThanTheScreenIsCutToItAndScrolls() {
        JDialog tall = execute(() -> {
            JDialog dlg = new JDialog(window.target(), "tall");
            JPanel p = new JPanel(new net.miginfocom.swing.MigLayout("wrap 1"));
            for (int i = 0; i < 60; i++) {
                p.add(new JLabel("第 " + i + " 行"));
            }
            JButton ok = new JButton("确定");
            ok.setName("tallOk");
            p.add(ok);
            dlg.setContentPane(p);
            dlg.pack();
            Dialogs.place(dlg);
            dlg.setVisible(true);
            return dlg;
        });
        try {
            robot.waitForIdle();
            // as GuiTestSupport.dialog does: an X server without a window manager may map a new window with the
            // geometry it was first given; placed again once shown, Swing and the server agree
            execute(() -> {
                Dialogs.place(tall);
                return null;
            });
            robot.waitForIdle();
            assertWithin(tall, "a 60-line dialog");
            assertThat(execute(() -> tall.getContentPane().getName())).isEqualTo("fitScroll");
            execute(() -> {
                Dialogs.repack(tall);
                return null;
            });
            assertWithin(tall, "the 60-line dialog packed again");
        } finally {
            SwingUtilities.invokeLater(tall::dispose);
        }
    }

    @Test
    void theMainWindowFitsALaptopScreenWithItsStatusBar() {
        // issue 13 item 3: 1200×780 ran past a 1366×768 screen and hid the status bar
        MainFrame frame = execute(() -> Workstation.createWindow(org.qicai.app.gui.presenter.TestPlugins.host(),
                org.qicai.app.gui.presenter.TestPlugins.host().loaded(),
                org.qicai.app.gui.presenter.AppPreferences.inMemory()));
        try {
            assertWithin(frame, "the main window");
        } finally {
            execute(frame::dispose);
        }
    }

    private void assertWithin(java.awt.Window w, String what) {
        Rectangle b = execute(() -> w.getBounds());
        assertThat(b.width).as("%s: width", what).isLessThanOrEqualTo(WIDTH);
        assertThat(b.height).as("%s: height", what).isLessThanOrEqualTo(HEIGHT);
    }
}
