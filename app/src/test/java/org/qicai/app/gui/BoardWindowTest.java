package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Point;
import java.awt.event.KeyEvent;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import javax.swing.JRootPane;
import org.assertj.swing.core.MouseButton;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.qicai.app.gui.presenter.BoardPresenter;

/**
 * 棋谱与裁决 in a real window (under Xvfb): the sample xiangqi event, R on a board of the rounds view, 炮二平五
 * by two clicks and 马8进7 typed, stepping back and forth with the keys and the move list. Uses the xiangqi
 * plugin's rules, or a small rule set of the test's own while the plugin has none. Writes the README's picture
 * of the window, {@code board.png} (see {@link ReadmeScreenshotsGuiTest}).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BoardWindowTest extends GuiTestSupport {

    @BeforeAll
    static void rulesWhenThePluginHasNone() {
        BoardWindow.fallbackRules = new SimpleXiangqiRules();
    }

    @AfterAll
    static void noFallback() {
        BoardWindow.fallbackRules = null;
    }

    @Override
    java.awt.Dimension windowSize() {
        return new java.awt.Dimension(1200, 760);
    }

    private DialogFixture openBoardWindow() {
        MainFrame frame = (MainFrame) window.target();
        frame.session().openSample(dir.resolve("sample"));
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        JTableFixture boards = window.table("boardsTable");
        waitFor("the boards are shown", () -> boards.target().getRowCount() > 0);
        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_R);
        return dialog("boardWindow");
    }

    private void clickSquare(DialogFixture d, int file, int rank) {
        BoardWindow w = (BoardWindow) d.target();
        Point p = execute(() -> w.boardView.point(file, rank));
        robot.click(w.boardView, p, MouseButton.LEFT_BUTTON, 1);
        robot.waitForIdle();
    }

    private static String moves(BoardWindow w) {
        return execute(() -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < w.movesModel.size(); i++) {
                sb.append(w.movesModel.get(i).text()).append('|');
            }
            return sb.toString();
        });
    }

    @Test
    void movesByClicksAndByTypingStepBackAndForth() throws Exception {
        DialogFixture d = openBoardWindow();
        BoardWindow w = (BoardWindow) d.target();
        assertThat(d.label("boardTitle").text()).contains("第 ").contains("台").contains("红方").contains("黑方");
        assertThat(d.label("toMoveLabel").text()).startsWith("红方走");

        // 炮二平五: the red cannon on h2, then e2 — the click on the cannon marks its targets
        clickSquare(d, 7, 2);
        assertThat(execute(() -> w.presenterMarks().targets().size())).isGreaterThan(5);
        clickSquare(d, 4, 2);
        waitFor("炮二平五 played", () -> moves(w).equals("1. 炮二平五|"));
        assertThat(d.label("toMoveLabel").text()).startsWith("黑方走");

        // 马8进7 typed, Enter plays it
        d.textBox("moveField").enterText("马8进7");
        d.textBox("moveField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("马8进7 played", () -> moves(w).equals("1. 炮二平五|1… 马8进7|"));
        assertThat(d.textBox("moveField").text()).isEmpty();

        // a bad move names its ply and text in the status line, and nothing is played
        d.textBox("moveField").enterText("车九进五");
        d.textBox("moveField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("the bad move is named", () -> d.label("boardStatus").text().startsWith("第3着 车九进五："));
        assertThat(moves(w)).isEqualTo("1. 炮二平五|1… 马8进7|");
        d.textBox("moveField").deleteText();

        // ← back (from the empty field), ← again to the start, → forward; the list follows
        d.textBox("moveField").pressAndReleaseKeys(KeyEvent.VK_LEFT);
        waitFor("back one ply", () -> execute(() -> w.moveList.getSelectedIndex()) == 0);
        d.textBox("moveField").pressAndReleaseKeys(KeyEvent.VK_LEFT);
        waitFor("at the start", () -> execute(() -> w.moveList.getSelectedIndex()) == -1);
        assertThat(d.label("toMoveLabel").text()).startsWith("红方走").contains("第 0 / 2 着");
        d.button("forwardMoveButton").click();
        d.button("forwardMoveButton").click();
        waitFor("forward to the end", () -> execute(() -> w.moveList.getSelectedIndex()) == 1);
        d.button("firstMoveButton").click();
        assertThat(d.label("toMoveLabel").text()).contains("第 0 / 2 着");

        // clicking a move shows its position
        d.list("moveList").clickItem(0);
        waitFor("the position after ply 1", () -> d.label("toMoveLabel").text().contains("第 1 / 2 着"));
        assertThat(d.label("toMoveLabel").text()).startsWith("黑方走");
        d.button("lastMoveButton").click();
        waitFor("the last position", () -> d.label("toMoveLabel").text().contains("第 2 / 2 着"));

        // the README's picture, made on every run (ReadmeScreenshotsGuiTest says where it goes)
        {
            clickSquare(d, 1, 0); // select the red horse on b0, so the picture shows its targets
            Thread.sleep(300);
            Path out = ReadmeScreenshotsGuiTest.folder().resolve("board.png");
            BufferedImage img = execute(() -> paint(w.getRootPane()));
            Files.createDirectories(out.getParent());
            ImageIO.write(img, "png", out.toFile());
        }
        d.close();
    }

    @Test
    void aRepetitionIsSavedReadAgainJudgedAndAccepted() {
        DialogFixture d = openBoardWindow();
        org.junit.jupiter.api.Assumptions.assumeTrue(BoardPresenter.rules(((MainFrame) window.target()).session())
                .isPresent(), "the xiangqi plugin's rules are needed to store records");
        BoardWindow w = (BoardWindow) d.target();
        // both rooks out and back twice: the start position with red to move for the third time
        d.textBox("moveField").enterText("a0a1 a9a8 a1a0 a8a9 a0a1 a9a8 a1a0 a8a9");
        d.textBox("moveField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("eight plies", () -> execute(() -> w.movesModel.size()) == 8);
        assertThat(w.getTitle()).endsWith("（未保存）");
        d.button("saveRecordButton").click();
        waitFor("saved", () -> d.label("boardStatus").text().equals("已保存棋谱：8 着"));
        assertThat(w.getTitle()).doesNotContain("未保存");
        d.close();

        // opened again, the window reads the stored record
        JTableFixture boards = window.table("boardsTable");
        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_R);
        DialogFixture again = dialog("boardWindow");
        BoardWindow w2 = (BoardWindow) again.target();
        waitFor("the stored record is read", () -> execute(() -> w2.movesModel.size()) == 8);
        assertThat(again.label("boardStatus").text()).startsWith("已读入保存的棋谱：8 着");
        assertThat(moves(w2)).startsWith("1. 车九进一|1… 车1进1|2. 车九退一|2… 车1退1|");

        // 裁决: both sides idle, 不变作和; the cycle of four moves, each 闲
        again.button("judgeButton").click();
        waitFor("the ruling is shown", () -> again.label("verdictLabel").text().startsWith("和棋"));
        assertThat(again.textBox("rulingText").text()).contains("不变作和").contains("自然限着");
        JTableFixture cycle = again.table("cycleTable");
        assertThat(cycle.rowCount()).isEqualTo(4);
        assertThat(cycle.valueAt(row(0).column(3))).isEqualTo("闲");
        assertThat(cycle.valueAt(row(0).column(2))).isEqualTo("车九进一");
        again.button("printRulingButton").requireEnabled();

        // 接受裁决: confirmed, the board's result is the draw
        again.button("acceptRulingButton").click();
        org.assertj.swing.fixture.JOptionPaneFixture confirm = org.assertj.swing.finder.JOptionPaneFinder
                .findOptionPane().withTimeout(10_000).using(robot);
        assertThat(confirm.target().getMessage().toString()).isNotNull();
        // pressed once it is on screen: a robot click under load can land before the question is placed
        javax.swing.JButton ok = confirm.buttonWithText("确定").target();
        waitFor("the question is on screen", () -> ok.isShowing());
        org.assertj.swing.edt.GuiActionRunner.execute(() -> {
            ok.doClick();
            return null;
        });
        waitFor("the result is entered", () -> "1/2".equals(boards.valueAt(row(0).column(7))));
        assertThat(again.label("boardStatus").text()).startsWith("已接受裁决：和棋");

        // 打印裁决书: the print preview of the ruling sheet
        again.button("printRulingButton").click();
        DialogFixture preview = dialog("printPreviewDialog");
        assertThat(preview.target().getTitle()).isNotBlank();
        preview.close();
        again.close();
    }

    @Test
    void setUpAPositionFromAFenAndABadFenSaysWhy() {
        DialogFixture d = openBoardWindow();
        BoardWindow w = (BoardWindow) d.target();
        d.button("setupButton").click();
        d.textBox("fenField").setText("4k4/9/9/9/9/9/9/9/9/3K5 w");
        d.button("applyFenButton").click();
        waitFor("the FEN is read", () -> execute(() -> w.presenterFen()).startsWith("4k4/9/9/9/9/9/9/9/9/3K5"));
        d.textBox("fenField").setText("9/9/9 w");
        d.button("applyFenButton").click();
        waitFor("a bad FEN says why", () -> execute(() -> w.presenterStatusIsError())
                && !d.label("boardStatus").text().isBlank());
        assertThat(execute(() -> w.presenterFen())).startsWith("4k4/9/9/9/9/9/9/9/9/3K5");
        d.button("finishSetupButton").click();
        waitFor("set-up done", () -> d.label("toMoveLabel").text().startsWith("红方走"));
        clickSquare(d, 3, 0);
        clickSquare(d, 3, 1);
        waitFor("the king moved", () -> moves(w).equals("1. 帅六进一|"));
        d.close();
    }

    @Test
    void withoutAnEventThereIsNoBoardToOpen() {
        assertThat(BoardPresenter.unavailable(((MainFrame) window.target()).session()))
                .isEqualTo(((MainFrame) window.target()).session().messages().get("error.noEvent"));
    }

    @Test
    void aGoEventSaysWhyThereIsNoBoardWindow() {
        DialogFixture ne = newEventDialog("围棋赛");
        ne.comboBox("disciplineCombo").selectItem(java.util.regex.Pattern.compile(".*围棋.*"));
        ne.textBox("fileField").setText(dir.resolve("go").toString());
        createAndWait(ne);
        addPlayers(new String[][] {{"甲", "", ""}, {"乙", "", ""}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 1);
        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_R);
        waitFor("the status bar says why", () -> window.label("statusBar").text().contains("只用于象棋"));
        assertThat(window.label("statusBar").text()).contains("围棋");
    }

    static BufferedImage paint(JRootPane root) {
        BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
        java.awt.Graphics2D g = img.createGraphics();
        root.paint(g);
        g.dispose();
        return img;
    }
}
