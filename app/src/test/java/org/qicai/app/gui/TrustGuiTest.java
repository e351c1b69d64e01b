package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.assertj.swing.finder.JOptionPaneFinder;
import org.assertj.swing.fixture.JOptionPaneFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;

/** Issue 12 in the window: 编辑 → 撤销 (Ctrl+Z) and the banner over a file edited outside QiCai. */
class TrustGuiTest extends GuiTestSupport {
    private static final int RESULT_COLUMN = 7;

    private JTableFixture roundWithOneResult(String name) {
        createEvent(name, dir.resolve(name));
        addPlayers(new String[][] {{"甲", "", ""}, {"乙", "", ""}, {"丙", "", ""}, {"丁", "", ""}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 2);
        window.button("publishButton").click();
        waitFor("published", () -> window.label("statusBar").text().contains("已公布"));
        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_1);
        waitFor("result entered", () -> "1-0".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        return boards;
    }

    @Test
    void undoAsksNamingTheActionThenTakesTheResultBack() {
        JTableFixture boards = roundWithOneResult("撤销");
        window.menuItem("undoMenuItem").click();
        JOptionPaneFixture confirm = JOptionPaneFinder.findOptionPane().withTimeout(10_000).using(robot);
        assertThat(execute(() -> ((javax.swing.JTextArea) robot.finder().findByName(confirm.target(), "messageText"))
                .getText())).contains("录入成绩").contains("round 1 board 1");
        // pressed once it is on screen: a robot click under load can land before the question is placed
        javax.swing.JButton ok = confirm.buttonWithText("确定").target();
        waitFor("the question is on screen", () -> ok.isShowing());
        org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            ok.doClick();
            return null;
        });
        waitFor("the result is taken back", () -> "".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        assertThat(window.label("statusBar").text()).startsWith("已撤销记录第");
        javax.swing.JLabel banner = robot.finder().findByName("integrityBanner", javax.swing.JLabel.class, false);
        assertThat(execute(banner::isVisible)).as("no banner over an intact file").isFalse();
    }

    @Test
    void aFileEditedOutsideQiCaiOpensWithABannerNamingWhatDiffers() throws Exception {
        roundWithOneResult("篡改");
        Path file = dir.resolve("篡改.qicai");
        window.menuItem("closeEventMenuItem").click();
        String url = "jdbc:h2:qicai:" + file.toAbsolutePath().toString().replace("%", "%25").replace(".", "%2E")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;IFEXISTS=TRUE";
        try (Connection c = DriverManager.getConnection(url, "qicai", ""); Statement st = c.createStatement()) {
            st.execute("UPDATE pairing SET result = '0-1' WHERE round_no = 1 AND board = 1");
        }
        MainFrame frame = (MainFrame) window.target();
        execute(() -> frame.openFile(file));
        // the check runs off the event thread once the event is open: the banner follows
        javax.swing.JLabel banner = robot.finder().findByName("integrityBanner", javax.swing.JLabel.class, false);
        waitFor("the banner is shown", () -> banner.isShowing());
        assertThat(window.label("integrityBanner").text()).contains("警告").contains("对局").contains("0-1");
    }
}
