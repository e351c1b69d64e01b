package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.event.KeyEvent;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import javax.swing.JTable;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.qicai.app.gui.presenter.ClockPresenter;

/**
 * The arbiter's tools in a real window (under Xvfb): a third foul logged from the keyboard loses the game
 * and is corrected from the penalty log; the arbiter's clock flags exactly at the limit on a hand-moved
 * wall clock; reordering the tiebreaks reorders the standings' columns.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ArbiterToolsGuiTest extends GuiTestSupport {
    private static final int RESULT_COLUMN = 7;
    private static final int PENALTY_COLUMN = 8;

    @AfterAll
    static void putTheClockBackOnTheWallClock() {
        ClockWindow.timeSource = ClockPresenter.systemMillis();
    }

    // ------------------------------------------------------------------ penalties

    @Test
    void aThirdFoulLoggedFromTheKeyboardLosesTheGameAndACorrectionRestoresIt() {
        createEvent("判罚", dir.resolve("fouls"));
        addPlayers("甲", "乙", "丙", "丁");
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 2);
        window.button("publishButton").click();
        waitFor("published", () -> window.label("statusBar").text().contains("已公布"));
        boards.cell(row(0).column(0)).click();

        // first foul: F, then the clause by the arrows (9.1.5 is the fifth entry), Enter
        boards.pressAndReleaseKeys(KeyEvent.VK_F);
        DialogFixture d = dialog("penaltyDialog");
        d.list("clauseList").pressAndReleaseKeys(KeyEvent.VK_HOME, KeyEvent.VK_DOWN, KeyEvent.VK_DOWN, KeyEvent.VK_DOWN,
                KeyEvent.VK_DOWN);
        assertThat(d.list("clauseList").selection()[0]).startsWith("9.1.5");
        assertThat(d.label("previewLabel").text()).contains("红方本局第 1 次犯规");
        d.list("clauseList").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("first foul logged", () -> !d.target().isShowing());
        waitFor("marked on the board", () -> "红 犯规×1".equals(boards.valueAt(row(0).column(PENALTY_COLUMN))));

        // the next two: two keystrokes each, the clause remembered
        for (int n = 2; n <= 3; n++) {
            // Xvfb has no window manager to give the main window the focus back after a dialog: a click does
            boards.cell(row(0).column(0)).click();
            boards.pressAndReleaseKeys(KeyEvent.VK_F);
            DialogFixture again = dialog("penaltyDialog");
            if (n == 3) {
                assertThat(again.label("previewLabel").text()).contains("红方本局第 3 次犯规：该局判负（4.1.8）");
            }
            again.list("clauseList").pressAndReleaseKeys(KeyEvent.VK_ENTER);
            waitFor("foul " + n + " logged", () -> !again.target().isShowing());
        }
        waitFor("the game is lost (4.1.8)", () -> "0-1".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        assertThat(boards.valueAt(row(0).column(PENALTY_COLUMN))).isEqualTo("红 犯规×3");
        assertThat(window.label("statusBar").text()).contains("已记录第 3 号判罚").contains("后果：").contains("4.1.8");

        // the log: three entries; the third corrected with Delete → a fourth entry, the result back to pending
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_PENALTIES);
        JTableFixture log = window.table("penaltyTable");
        waitFor("the log shows the entries", () -> log.target().getRowCount() == 3);
        log.cell(row(2).column(0)).click();
        log.pressAndReleaseKeys(KeyEvent.VK_DELETE);
        DialogFixture c = dialog("correctPenaltyDialog");
        c.textBox("noteField").setText("看错了");
        c.button("okButton").click();
        waitFor("the correction is an entry of its own", () -> log.target().getRowCount() == 4);
        assertThat(log.valueAt(row(2).column(10))).isEqualTo("已被第 4 号更正");
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        waitFor("the loss is withdrawn", () -> "".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        assertThat(boards.valueAt(row(0).column(PENALTY_COLUMN))).isEqualTo("红 犯规×2");
    }

    // ------------------------------------------------------------------ the clock

    @Test
    void theArbitersClockFlagsExactlyAtTheLimit() {
        AtomicLong wall = new AtomicLong(50_000);
        ClockWindow.timeSource = wall::get;
        window.menuItem("clockMenuItem").click();
        DialogFixture setup = dialog("clockSetupDialog");
        setup.textBox("specField").setText("60");
        waitFor("described", () -> !setup.label("specDescription").text().contains("不认识"));
        setup.button("okButton").click();
        DialogFixture clock = dialog("clockWindow");
        clock.label("firstTime").requireText("1:00");
        clock.label("clockStatus").requireText("按空格键开钟，先手先走");

        clock.pressAndReleaseKeys(KeyEvent.VK_SPACE);
        waitFor("started", () -> clock.label("clockStatus").text().equals("先手走棋"));
        clock.pressAndReleaseKeys(KeyEvent.VK_L);
        waitFor("a press out of turn is refused", () -> clock.label("clockWarning").text()
                .equals("后手按钟无效：现在轮到先手走棋。"));

        wall.addAndGet(59_999);
        waitFor("one millisecond left", () -> clock.label("firstTime").text().equals("0:00.0"));
        assertThat(clock.label("clockStatus").text()).isEqualTo("先手走棋");
        wall.addAndGet(1);
        waitFor("the flag falls at the limit", () -> clock.label("clockStatus").text()
                .equals("先手超时判负，于 1:00.000（22.1）"));
        assertThat(clock.label("secondTime").text()).isEqualTo("1:00");
        clock.button("closeButton").click();
        clock.requireNotVisible();
    }

    // ------------------------------------------------------------------ tiebreaks

    @Test
    void reorderingTheTiebreaksReordersTheStandingsColumns() {
        createEvent("破同分", dir.resolve("tiebreaks"));
        addPlayers("甲", "乙", "丙", "丁");
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_STANDINGS);
        JTableFixture standings = window.table("standingsTable");
        String first = columnName(standings, 5);
        String second = columnName(standings, 6);

        window.button("tiebreakOrderButton").click();
        DialogFixture d = dialog("tiebreakOrderDialog");
        d.list("tiebreakOrderList").clickItem(1);
        d.button("moveUpButton").click();
        d.button("okButton").click();
        d.requireNotVisible();

        waitFor("columns reordered", () -> columnName(standings, 5).equals(second));
        assertThat(columnName(standings, 6)).isEqualTo(first);
        assertThat(window.label("statusBar").text()).startsWith("破同分顺序已保存：");
    }

    @Test
    void aTiebreakOrderSavedByAnotherDeskWhileTheDialogWasOpenRefusesItsSaveAndSaysWhatItIsNow() throws Exception {
        createEvent("破同分冲突", dir.resolve("tiebreak-conflict"));
        addPlayers("甲", "乙", "丙", "丁");
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_STANDINGS);
        window.button("tiebreakOrderButton").click();
        DialogFixture d = dialog("tiebreakOrderDialog");
        // issue 16 item 3: another desk (裁判长乙) saves its own order while this dialog is open
        execute(() -> {
            org.qicai.core.service.EventService svc = ((MainFrame) window.target()).session().require();
            String me = svc.actor();
            org.qicai.core.model.EventSettings now = svc.settings();
            svc.as("裁判长乙", org.qicai.core.service.ArbiterRole.CHIEF)
                    .updateSettings(now.withTiebreaks(java.util.List.of("wins", "sonneborn-berger")), now);
            svc.as(me, org.qicai.core.service.ArbiterRole.CHIEF);
        });
        d.list("tiebreakOrderList").clickItem(1);
        d.button("moveUpButton").click();
        d.button("okButton").click();
        waitFor("the refusal shown", () -> d.label("errorLabel").target().isShowing());
        assertThat(d.label("errorLabel").text()).contains("赛事设置刚被 裁判长乙 修改")
                .contains("破同分顺序 胜局 (wins) &gt; 小分 (sonneborn-berger)").contains("你的修改没有保存");
        d.requireVisible();
        java.nio.file.Path shots = java.nio.file.Path.of("target", "gui-shots");
        java.nio.file.Files.createDirectories(shots);
        java.nio.file.Files.deleteIfExists(shots.resolve("tiebreak-conflict.png"));
        new org.assertj.swing.image.ScreenshotTaker().saveComponentAsPng(d.target(),
                shots.resolve("tiebreak-conflict.png").toString());
        d.close();
        assertThat(execute(() -> ((MainFrame) window.target()).session().require().settings().tiebreaks()))
                .containsExactly("wins", "sonneborn-berger");
    }

    // ------------------------------------------------------------------ helpers

    private static String columnName(JTableFixture t, int i) {
        return execute(() -> ((JTable) t.target()).getColumnName(i));
    }

    /** Players by name alone (no unit, unrated). */
    private void addPlayers(String... names) {
        addPlayers(java.util.Arrays.stream(names).map(n -> new String[] {n, "", ""}).toArray(String[][]::new));
    }
}
