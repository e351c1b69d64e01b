package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Component;
import java.awt.Container;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.swing.AbstractButton;
import javax.swing.JLabel;
import javax.swing.JTable;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.TestPlugins;

/**
 * The workstation in a real window (under Xvfb in CI): create an event through the New Event
 * dialog, register players, pair round 1, enter a result from the keyboard, read the standings.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class WorkstationGuiTest extends GuiTestSupport {
    private static final int RESULT_COLUMN = 7;
    private static final int POINTS_COLUMN = 4;

    // ------------------------------------------------------------------ the whole path

    @Test
    void createsAnEventPairsRoundOneAndAKeyboardResultShowsInTheStandings() {
        window.requireTitle("棋裁 QiCai");
        createEvent("2026 测试赛", dir.resolve("gui-test"));
        window.requireTitle("棋裁 QiCai — 2026 测试赛");
        assertThat(Files.exists(dir.resolve("gui-test.qicai"))).isTrue();

        addPlayers(new String[][] {{"陈永和", "滨江棋院", "2412"}, {"林晓峰", "江北区", "2388"},
                {"王子涵", "滨江棋院", "2351"}, {"赵德胜", "南湖镇", ""}});
        window.table("playersTable").requireRowCount(4);
        assertThat(window.table("playersTable").valueAt(row(1).column(1))).isEqualTo("林晓峰");

        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 2);
        assertThat(window.label("statusBar").text()).contains("第 1 轮已编排");
        String red = boards.valueAt(row(0).column(2));
        String black = boards.valueAt(row(0).column(5));
        window.button("publishButton").click();
        waitFor("published", () -> window.label("statusBar").text().contains("已公布"));

        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_1);

        waitFor("result entered", () -> "1-0".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        assertThat(execute(() -> boards.target().getSelectedRow())).as("moved to the next board without a result")
                .isEqualTo(1);

        window.tabbedPane("tabs").selectTab(MainFrame.TAB_STANDINGS);
        JTableFixture standings = window.table("standingsTable");
        standings.requireRowCount(4);
        assertThat(pointsOf(standings, red)).isEqualTo("1");
        assertThat(pointsOf(standings, black)).isEqualTo("0");
        assertThat(standings.valueAt(row(0).column(2))).isEqualTo(red);
        assertThat(standings.target().getColumnCount()).as("tiebreak columns after the points").isGreaterThan(5);
        assertNoMissingTexts();
    }

    // ------------------------------------------------------------------ keyboard entry

    @Test
    void everyResultKeyEntersItsResultAndDeleteClearsIt() throws Exception {
        createEvent("键盘", dir.resolve("keys"));
        addPlayers(new String[][] {{"一", "", ""}, {"二", "", ""}, {"三", "", ""}, {"四", "", ""}, {"五", "", ""},
                {"六", "", ""}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 3);
        // no mouse: after pairing and after publishing the boards table has the focus and the first board is selected
        waitFor("boards table focused", () -> boards.target().isFocusOwner());
        window.button("publishButton").click();
        waitFor("published", () -> window.label("statusBar").text().contains("已公布"));
        waitFor("boards table focused after publishing", () -> boards.target().isFocusOwner());
        assertThat(execute(() -> boards.target().getSelectedRow())).isZero();

        boards.pressAndReleaseKeys(KeyEvent.VK_EQUALS);
        waitFor("draw", () -> "1/2".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        boards.pressAndReleaseKeys(KeyEvent.VK_0);
        waitFor("second wins", () -> "0-1".equals(boards.valueAt(row(1).column(RESULT_COLUMN))));
        boards.pressAndReleaseKeys(KeyEvent.VK_MULTIPLY);
        waitFor("double forfeit", () -> "-/-".equals(boards.valueAt(row(2).column(RESULT_COLUMN))));
        assertThat(window.label("statusBar").text()).contains("第 1 轮成绩已全部录入");

        boards.cell(row(1).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_DELETE);
        // clearing an entered result is a correction (issue 16 item 3): asked first, with both values
        org.assertj.swing.fixture.JOptionPaneFixture ask = org.assertj.swing.finder.JOptionPaneFinder.findOptionPane()
                .withTimeout(10_000).using(robot);
        javax.swing.JButton yes = ask.buttonWithText("确定").target();
        waitFor("the question is on screen", yes::isShowing);
        execute(() -> {
            yes.doClick();
            return null;
        });
        waitFor("cleared", () -> "".equals(boards.valueAt(row(1).column(RESULT_COLUMN))));
        boards.pressAndReleaseKeys(KeyEvent.VK_5);
        waitFor("5 is a draw too", () -> "1/2".equals(boards.valueAt(row(1).column(RESULT_COLUMN))));
    }

    // ------------------------------------------------------------------ nothing typed is lost

    @Test
    void aNewEventThatCannotBeCreatedKeepsTheDialogOpenWithWhatWasTyped() {
        DialogFixture d = newEventDialog("会保留的名字");
        d.textBox("timeControlField").setText("5400+30");
        d.textBox("fileField").setText(dir.resolve("no-such-folder").resolve("x.qicai").toString());
        d.button("createButton").click();

        d.requireVisible();
        d.label("errorLabel").requireVisible();
        assertThat(d.label("errorLabel").text()).contains("文件夹不存在");
        d.textBox("eventNameField").requireText("会保留的名字");
        d.textBox("timeControlField").requireText("5400+30");
        window.requireTitle("棋裁 QiCai");

        d.textBox("fileField").setText(dir.resolve("now-fine.qicai").toString());
        d.button("createButton").click();
        d.requireNotVisible();
        window.requireTitle("棋裁 QiCai — 会保留的名字");
    }

    @Test
    void aPlayerWithABadRatingStaysInTheDialogWithTheReason() {
        createEvent("报名", dir.resolve("entries"));
        window.button("addPlayerButton").click();
        DialogFixture d = dialog("playerDialog");
        d.textBox("nameField").setText("陈永和");
        d.textBox("ratingField").setText("二千");
        d.button("okButton").click();
        d.requireVisible();
        assertThat(d.label("errorLabel").text()).contains("等级分“二千”不是整数");
        d.textBox("nameField").requireText("陈永和");
        d.textBox("ratingField").setText("2412");
        d.button("okButton").click();
        d.requireNotVisible();
        window.table("playersTable").requireRowCount(1);
    }

    @Test
    void escapeClosesADialogWithoutCreatingAnything() {
        DialogFixture d = newEventDialog("不要了");
        d.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        d.requireNotVisible();
        window.requireTitle("棋裁 QiCai");
    }

    // ------------------------------------------------------------------ views

    @Test
    void theNewEventDialogOffersTheRoundRobinsDoubleOptionUnticked() {
        window.button("newEventButton").click();
        DialogFixture d = dialog("newEventDialog");
        d.comboBox("systemCombo").requireSelection("大循环制（附录一 循环赛对局秩序表）");
        d.comboBox("disciplineCombo").requireSelection("象棋");
        d.checkBox("option.double").requireNotSelected();
        d.comboBox("scoringCombo").requireItemCount(4);
        d.button("cancelButton").click();
        d.requireNotVisible();
    }

    @Test
    void switchingToEnglishRelabelsTheWindowAndIsRemembered() {
        createEvent("Language", dir.resolve("lang"));
        window.menuItem("englishMenuItem").click();
        assertThat(window.tabbedPane("tabs").target().getTitleAt(MainFrame.TAB_PLAYERS)).isEqualTo("Players");
        window.button("addPlayerButton").requireText("Add player…");
        window.requireTitle("棋裁 QiCai — Language");
        assertThat(prefs.language()).isEqualTo(Language.ENGLISH);
        window.menuItem("chineseMenuItem").click();
        assertThat(window.tabbedPane("tabs").target().getTitleAt(MainFrame.TAB_PLAYERS)).isEqualTo("棋手");
    }

    @Test
    void thePrintPreviewShowsThePairingSheetAndTurnsTheScoresheetPages() {
        createEvent("打印", dir.resolve("print"));
        addPlayers(new String[][] {{"一", "", ""}, {"二", "", ""}, {"三", "", ""}, {"四", "", ""}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        waitFor("round 1 paired", () -> window.table("boardsTable").target().getRowCount() == 2);

        window.button("printPairingsButton").click();
        DialogFixture p = dialog("printPreviewDialog");
        p.label("pageLabel").requireText("第 1 / 1 页");
        assertThat(execute(() -> p.label("previewPage").target().getIcon())).isNotNull();
        p.button("zoomInButton").click();
        p.label("zoomLabel").requireText("125 %");
        p.pressAndReleaseKeys(KeyEvent.VK_ESCAPE);
        p.requireNotVisible();

        window.button("printScoresheetsButton").click();
        DialogFixture s = dialog("printPreviewDialog");
        String first = s.label("pageLabel").text();
        assertThat(first).startsWith("第 1 / ");
        if (execute(() -> s.button("nextPageButton").target().isEnabled())) {
            s.button("nextPageButton").click();
            assertThat(s.label("pageLabel").text()).startsWith("第 2 / ");
        }
        s.button("closeButton").click();
    }

    @Test
    void thePluginsViewListsTheLoadedExtensions() {
        createEvent("插件", dir.resolve("plugins"));
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_PLUGINS);
        JTableFixture loaded = window.table("loadedPluginsTable");
        List<String[]> contents = List.of(loaded.contents());
        assertThat(contents).anySatisfy(r -> assertThat(r).contains("PairingSystem", "round-robin"));
        assertThat(contents).anySatisfy(r -> assertThat(r).contains("Discipline", "xiangqi"));
        String status = window.label("statusBar").text();
        if (TestPlugins.host().problems().isEmpty()) {
            window.label("pluginProblemsLabel").requireText("所有插件均已正常加载。");
        } else {
            assertThat(status).contains("插件加载失败");
        }
    }

    @Test
    void reopeningTheEventFromRecentFilesShowsWhatWasEntered() {
        createEvent("再次打开", dir.resolve("reopen"));
        addPlayers(new String[][] {{"甲", "", ""}, {"乙", "", ""}});
        window.menuItem("closeEventMenuItem").click();
        window.requireTitle("棋裁 QiCai");
        window.list("recentList").requireItemCount(1);
        window.list("recentList").item(0).doubleClick();
        window.requireTitle("棋裁 QiCai — 再次打开");
        window.table("playersTable").requireRowCount(2);
    }

    // ------------------------------------------------------------------ helpers

    private static String pointsOf(JTableFixture standings, String name) {
        String[][] rows = standings.contents();
        for (String[] r : rows) {
            if (r[2].equals(name)) {
                return r[POINTS_COLUMN];
            }
        }
        throw new AssertionError(name + " is not in the standings");
    }

    /** No text in the window is a missing bundle key ({@code !key!}). */
    private void assertNoMissingTexts() {
        List<String> missing = execute(() -> {
            List<String> out = new ArrayList<>();
            collect(window.target(), out);
            return out;
        });
        assertThat(missing).isEmpty();
    }

    private static void collect(Component c, List<String> out) {
        String text = c instanceof JLabel l ? l.getText() : c instanceof AbstractButton b ? b.getText() : null;
        if (text != null && text.matches(".*![a-zA-Z.]+!.*")) {
            out.add(text);
        }
        if (c instanceof JTable t) {
            for (int i = 0; i < t.getColumnCount(); i++) {
                if (t.getColumnName(i).startsWith("!")) {
                    out.add(t.getColumnName(i));
                }
            }
        }
        if (c instanceof javax.swing.JMenu menu) {
            for (Component item : menu.getMenuComponents()) {
                collect(item, out);
            }
        }
        if (c instanceof Container k) {
            for (Component child : k.getComponents()) {
                collect(child, out);
            }
        }
    }
}
