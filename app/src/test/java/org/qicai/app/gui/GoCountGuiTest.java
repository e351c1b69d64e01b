package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.event.KeyEvent;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;

/**
 * Issue 15 item 2 in the window (under Xvfb): on a Go board, {@code S} opens the count; the arbiter types black's
 * count, sees the verdict (go 第九条) as he types, and Enter takes it as the board's result with its margin.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class GoCountGuiTest extends GuiTestSupport {
    private static final int RESULT_COLUMN = 7;

    @Test
    void theCountTypedIsSeenAndConfirmedAsTheResultGo9() {
        JTableFixture boards = openGoRound("围棋数子.qicai");
        boards.selectRows(0);
        boards.pressAndReleaseKeys(KeyEvent.VK_S);
        DialogFixture d = dialog("goCountDialog");
        d.button("countConfirmButton").requireDisabled();
        d.textBox("countBlackField").enterText("185");
        waitFor("the verdict shown", () -> d.label("countVerdictLabel").text().contains("黑胜3/4子"));
        assertThat(d.label("countVerdictLabel").text()).contains("185 − 184¼ = ¾");
        d.textBox("countBlackField").pressAndReleaseKeys(KeyEvent.VK_ENTER);
        waitFor("the count closed", () -> !d.target().isShowing());
        waitFor("board 1 with its margin", () -> "1-0 黑胜3/4子".equals(boards.valueAt(row(0).column(RESULT_COLUMN))));
        assertThat(execute(((MainFrame) window.target())::statusText)).contains("黑胜3/4子");
    }

    @Test
    void anEventMadeWithJapaneseRulesAndItsKomiCountsByThemGo9() throws Exception {
        DialogFixture ne = newEventDialog("日本规则赛");
        ne.comboBox("disciplineCombo").selectItem(java.util.regex.Pattern.compile(".*围棋.*"));
        // the discipline's own settings appear with the rulebook's defaults
        ne.comboBox("option.go-rules").requireSelection(java.util.regex.Pattern.compile("中国规则.*"));
        ne.comboBox("option.komi").requireSelection(java.util.regex.Pattern.compile("按规则.*"));
        ne.comboBox("option.go-rules").selectItem(java.util.regex.Pattern.compile("日本.*"));
        ne.comboBox("option.komi").selectItem(java.util.regex.Pattern.compile("7.5 目.*"));
        Path shots = Path.of("target", "gui-shots");
        java.nio.file.Files.createDirectories(shots);
        java.nio.file.Files.deleteIfExists(shots.resolve("new-go-event.png"));
        new org.assertj.swing.image.ScreenshotTaker().saveComponentAsPng(ne.target(),
                shots.resolve("new-go-event.png").toString());
        ne.textBox("fileField").setText(dir.resolve("jp").toString());
        createAndWait(ne);
        assertThat(execute(() -> ((MainFrame) window.target()).session().require().settings().options()))
                .containsEntry("go-rules", "japanese").containsEntry("komi", "7.5");
        addPlayers(new String[][] {{"甲", "", ""}, {"乙", "", ""}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 1);
        boards.selectRows(0);
        boards.pressAndReleaseKeys(KeyEvent.VK_S);
        DialogFixture d = dialog("goCountDialog");
        // the event's rules come first; 60 − 54 − 7½ = −1½
        d.comboBox("countRulesCombo").requireSelection(java.util.regex.Pattern.compile("日本.*"));
        d.textBox("countBlackPointsField").enterText("60");
        d.textBox("countWhitePointsField").enterText("54");
        waitFor("the verdict with the event's komi", () -> d.label("countVerdictLabel").text().contains("白胜1目半"));
        assertThat(d.label("countVerdictLabel").text()).contains("60 − 54 − 7½ = −1½");
        d.close();
    }
}
