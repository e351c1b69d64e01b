package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import javax.swing.JTabbedPane;
import org.assertj.swing.core.KeyPressInfo;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The workstation in a real window (under Xvfb) for issues 3 and 4: a 分台换人 team event from
 * registration (reorder by drag and by keyboard, 12.1 warnings) through a lineup the validator
 * refuses and one it accepts, results board by board and the team standings; a Swiss event whose
 * round is edited before publishing with the warning shown; a knockout's bracket; TRF export and
 * import through the File menu.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class PairingAndTeamsGuiTest extends GuiTestSupport {

    @Override
    java.awt.Dimension windowSize() {
        return new java.awt.Dimension(1200, 820);
    }

    // ------------------------------------------------------------------ a 分台换人 team event

    @Test
    void aSubstitutesTeamEventFromRegistrationToTeamStandings() {
        DialogFixture d = newEventDialog("团体赛");
        d.comboBox("teamFormatCombo").selectItem("分台换人制（12.2）");
        d.spinner("boardsSpinner").requireValue(4);
        d.label("hint.team.match-points").requireText("14.2 · 默认 胜 2 和 1 负 0");
        d.textBox("fileField").setText(dir.resolve("teams").toString());
        createAndWait(d);
        JTabbedPane tabs = window.tabbedPane("tabs").target();
        assertThat(execute(() -> tabs.getTitleAt(tabs.getSelectedIndex()))).as("a team event opens on its teams")
                .isEqualTo("团体");

        // 12.1: 甲队 registers its second player above its first although he is stronger
        addTeam("甲队", "甲一 2300\n甲二 2400\n甲三 2200\n甲四 2100\n甲五 2000\n甲六 1900");
        window.textBox("strengthWarningsArea").requireText(Pattern.compile("(?s).*12\\.1: position 1 甲一 \\(2300\\).*"));
        addTeam("乙队", "乙一 2400\n乙二 2300\n乙三 2200\n乙四 2100\n乙五 2000\n乙六 1900");
        window.textBox("strengthWarningsArea").requireText("台次顺序无警告。");

        // drag 乙一 below 乙二: now against strength, the warning says why
        window.table("teamsTable").cell(row(1).column(1)).click();
        JTableFixture players = window.table("teamPlayersTable");
        players.requireRowCount(6);
        players.drag(row(0).column(2));
        players.drop(row(2).column(2));
        waitFor("the dragged order is stored", () -> !"乙一".equals(players.valueAt(row(0).column(2))));
        window.textBox("strengthWarningsArea").requireText(Pattern.compile("(?s)▲ 12\\.1: .*higher rating.*"));

        // the keyboard way: 甲二 up with Alt+↑ and 甲队's order follows strength
        window.table("teamsTable").cell(row(0).column(1)).click();
        waitFor("甲队 shown", () -> "甲一".equals(players.valueAt(row(0).column(2))));
        players.cell(row(1).column(2)).click();
        players.pressAndReleaseKey(KeyPressInfo.keyCode(KeyEvent.VK_UP).modifiers(altMask()));
        waitFor("甲二 moved up", () -> "甲二".equals(players.valueAt(row(0).column(2))));
        window.textBox("strengthWarningsArea").requireText("台次顺序无警告。");
        assertThat(window.label("statusBar").text()).contains("甲二 调到第 1 位");

        // pair the teams: the individual pairing is not offered on a team event
        window.tabbedPane("teamTabs").selectTab(TeamsPanel.TAB_MATCHES);
        window.button("pairTeamsButton").click();
        JTableFixture matches = window.table("matchesTable");
        waitFor("round 1 paired", () -> matches.target().getRowCount() == 1);
        window.label("lineupStateLabel").requireText(Pattern.compile("出场名单开放.*"));

        // an illegal lineup, then a legal one, with the rule while typing
        String first = execute(() -> window.button("firstLineupButton").target().getText());
        window.button("firstLineupButton").click();
        DialogFixture lineup = dialog("lineupDialog");
        lineup.list("legalLineupsList").requireItemCount(15);
        lineup.textBox("lineupField").deleteText().enterText("2,1,3,4");
        waitFor("the rule is shown", () -> lineup.label("lineupVerdictLabel").text().contains("必须保持报名顺序"));
        assertThat(lineup.label("lineupVerdictLabel").text()).contains("✘").contains("12.2");
        lineup.button("okButton").click();
        lineup.requireVisible();
        assertThat(lineup.label("errorLabel").text()).contains("12.2");
        lineup.textBox("lineupField").deleteText().enterText("1,2,3,5");
        waitFor("legal", () -> lineup.label("lineupVerdictLabel").text().contains("✓ 符合 12.2"));
        lineup.pressAndReleaseKeys(KeyEvent.VK_ENTER);
        lineup.requireNotVisible();
        assertThat(first).containsAnyOf("甲队", "乙队");
        window.button("lockLineupsButton").click();
        window.label("lineupStateLabel").requireText("出场名单已锁定，台次已定");

        // results board by board from the keyboard, totals live
        JTableFixture boards = window.table("matchBoardsTable");
        boards.requireRowCount(4);
        boards.cell(row(0).column(0)).click();
        boards.pressAndReleaseKeys(KeyEvent.VK_1);
        waitFor("board 1 in", () -> "1-0".equals(boards.valueAt(row(0).column(5))));
        assertThat(window.label("matchTotalsLabel").text()).contains("1 : 0").contains("场分待定");
        assertThat(execute(() -> boards.target().getSelectedRow())).as("on to board 2").isEqualTo(1);
        boards.pressAndReleaseKeys(KeyEvent.VK_EQUALS);
        waitFor("board 2 in", () -> "1/2".equals(boards.valueAt(row(1).column(5))));
        boards.pressAndReleaseKeys(KeyEvent.VK_1);
        boards.pressAndReleaseKeys(KeyEvent.VK_1);
        waitFor("match complete", () -> window.label("matchTotalsLabel").text().contains("场分 "));
        // red first: boards 1 and 3 red is the first team, 2 and 4 the second — 1, ½, 1, 0 for the first team
        assertThat(window.label("matchTotalsLabel").text()).contains("2.5 : 1.5").contains("场分 2 : 0");
        assertThat(window.label("statusBar").text()).contains("第 1 场成绩已全部录入");

        window.tabbedPane("teamTabs").selectTab(TeamsPanel.TAB_STANDINGS);
        JTableFixture standings = window.table("teamStandingsTable");
        standings.requireRowCount(2);
        window.label("teamStandingsCaption").requireText("团体名次 · 第 1 轮后（15.3）");
        String winner = matches.valueAt(row(0).column(1)).substring(2);
        assertThat(standings.valueAt(row(0).column(2))).isEqualTo(winner);
        window.table("boardPrizesTable").requireRowCount(8);

        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").requireDisabled();
        window.button("publishButton").requireDisabled();
        // a key on the individual boards takes the one result path (issue 11): the board is corrected through its
        // match, which is scored again — it does not bypass the match, and it is not refused either
        JTableFixture individual = window.table("boardsTable");
        individual.cell(row(0).column(0)).click();
        individual.pressAndReleaseKeys(KeyEvent.VK_0);
        // typed over the board's 1-0: a correction, asked first (issue 16 item 3)
        org.assertj.swing.fixture.JOptionPaneFixture ask = org.assertj.swing.finder.JOptionPaneFinder.findOptionPane()
                .withTimeout(10_000).using(robot);
        javax.swing.JButton yes = ask.buttonWithText("确定").target();
        waitFor("the correction asked", yes::isShowing);
        assertThat(execute(() -> ((javax.swing.JTextArea) robot.finder().findByName(ask.target(), "messageText"))
                .getText())).contains("已有成绩 1-0").contains("改为 0-1");
        execute(() -> {
            yes.doClick();
            return null;
        });
        waitFor("entered through the match", () -> "0-1".equals(individual.valueAt(row(0).column(7))));
        assertThat(window.label("statusBar").text()).contains("第 1 台：0-1");
        window.tabbedPane("tabs").selectTab("团体");
        window.tabbedPane("teamTabs").selectTab(TeamsPanel.TAB_MATCHES);
        waitFor("the match scored again", () -> window.label("matchTotalsLabel").text().contains("1.5 : 2.5"));
    }

    // ------------------------------------------------------------------ a Swiss event edited before publishing

    @Test
    void aSwissRoundIsEditedBeforePublishingAndTheWarningShows() {
        DialogFixture d = newEventDialog("积分编排赛");
        d.comboBox("systemCombo").selectItem("积分编排制（附录二）");
        d.label("hint.unit-avoidance").requireText(Pattern.compile("(?s).*附录二 3.* · 默认 每轮都回避.*"));
        d.comboBox("option.unit-avoidance").requireSelection("每轮都回避");
        // an option's choices read as their labels; the raw value is what the event stores
        d.comboBox("option.round1").requireSelection("拦腰（上半区对下半区）");
        assertThat(d.comboBox("option.round1").contents()).containsExactly("拦腰（上半区对下半区）",
                "相邻（1 对 2、3 对 4…）", "抽签");
        d.spinner("roundsSpinner").enterTextAndCommit("5");
        d.textBox("fileField").setText(dir.resolve("swiss").toString());
        createAndWait(d);

        addPlayers(new String[][] {{"陈一", "滨江", "2400"}, {"林二", "滨江", "2380"}, {"王三", "江北", "2360"},
                {"赵四", "南湖", "2340"}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        JTableFixture boards = window.table("boardsTable");
        waitFor("round 1 paired", () -> boards.target().getRowCount() == 2);
        assertThat(execute(() -> hidden("pairingWarningsLabel").isVisible())).as("no warning after pairing").isFalse();

        // 拦腰: 1–3 and 2–4; swapping #3 and #2 seats the two 滨江 players together
        window.button("editPairingsButton").click();
        DialogFixture edit = dialog("pairingEditDialog");
        edit.comboBox("editKindCombo").requireSelection("交换两名棋手");
        edit.comboBox("firstPlayerCombo").selectItem(Pattern.compile("#3 .*"));
        edit.comboBox("secondPlayerCombo").selectItem(Pattern.compile("#2 .*"));
        edit.button("applyEditButton").click();
        waitFor("the edit is done", () -> edit.label("editDoneLabel").text().contains("已交换 #3 与 #2"));
        // the colours of round 1 are drawn by lot: either may be named first
        edit.textBox("editWarningsArea").requireText(Pattern.compile("(?s).*(#1 与 #2|#2 与 #1) 同单位.*"));
        edit.button("closeButton").click();
        edit.requireNotVisible();

        window.label("pairingWarningsLabel").requireVisible();
        assertThat(window.label("pairingWarningsLabel").text()).contains("同单位");
        List<String> board1 = List.of(boards.valueAt(row(0).column(1)), boards.valueAt(row(0).column(4)));
        assertThat(board1).containsExactlyInAnyOrder("1", "2");

        // the pairing sheet with the explanation codes on request
        window.button("printPairingsButton").click();
        DialogFixture preview = dialog("printPreviewDialog");
        preview.checkBox("explainCheckBox").requireVisible().click();
        preview.checkBox("explainCheckBox").requireSelected();
        preview.label("pageLabel").requireText(Pattern.compile("第 1 / \\d+ 页"));
        preview.button("closeButton").click();

        window.button("publishButton").click();
        waitFor("published", () -> !hidden("pairingWarningsLabel").isVisible());
        window.button("editPairingsButton").requireDisabled();
    }

    // ------------------------------------------------------------------ knockout and TRF

    @Test
    void aKnockoutShowsItsBracketTab() {
        DialogFixture d = newEventDialog("淘汰赛");
        d.comboBox("systemCombo").selectItem(Pattern.compile("淘汰制.*"));
        d.textBox("fileField").setText(dir.resolve("ko").toString());
        createAndWait(d);
        addPlayers(new String[][] {{"一", "", "2400"}, {"二", "", "2300"}, {"三", "", "2200"}, {"四", "", "2100"}});
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        window.button("pairButton").click();
        waitFor("round 1 paired", () -> window.table("boardsTable").target().getRowCount() == 2);
        window.tabbedPane("tabs").selectTab("对阵图");
        long cards = execute(() -> countNamed(window.target(), "bracketCard."));
        assertThat(cards).as("a card per match of the bracket").isGreaterThanOrEqualTo(3);
        assertThat(window.label("bracketTitle").text()).isNotBlank();
        window.button("printBracketButton").click();
        DialogFixture preview = dialog("printPreviewDialog");
        preview.label("pageLabel").requireText(Pattern.compile("第 1 / \\d+ 页"));
        preview.button("closeButton").click();
    }

    @Test
    void anEventGoesOutAsTrfAndComesBackThroughTheFileMenu() throws Exception {
        DialogFixture d = newEventDialog("交换");
        d.textBox("fileField").setText(dir.resolve("trf-source").toString());
        createAndWait(d);
        addPlayers(new String[][] {{"一", "", "2400"}, {"二", "", "2300"}, {"三", "", "2200"}});
        Path trf = dir.resolve("out.trf");
        execute(() -> {
            TrfPresenterAccess.export(((MainFrame) window.target()), trf);
            return null;
        });
        assertThat(Files.readString(trf)).contains("001");

        window.menuItemWithPath("文件", "导入 TRF…").click();
        DialogFixture imp = dialog("trfImportDialog");
        imp.textBox("trfFileField").setText(trf.toString());
        waitFor("the file is described", () -> imp.label("trfInfoLabel").text().contains("3 名棋手"));
        assertThat(execute(() -> String.valueOf(imp.comboBox("systemCombo").target().getSelectedItem())))
                .as("a FIDE file goes on with Dutch").contains("FIDE");
        imp.textBox("fileField").requireText(dir.resolve("out.qicai").toString());
        imp.button("importButton").click();
        waitFor("imported", () -> !imp.target().isShowing(), () -> imp.label("errorLabel").text());
        assertThat(execute(() -> window.target().getTitle())).startsWith("棋裁 QiCai — ");
        assertThat(window.label("statusBar").text()).contains("已从 TRF 导入 3 名棋手");
    }

    // ------------------------------------------------------------------ helpers

    /** A component by name whether it shows or not. */
    private java.awt.Component hidden(String name) {
        return robot.finder().findByName(window.target(), name, java.awt.Component.class, false);
    }

    /** assertj-swing's key presses take the old modifier masks. */
    @SuppressWarnings("deprecation")
    private static int altMask() {
        return InputEvent.ALT_MASK;
    }

    private static long countNamed(java.awt.Component c, String prefix) {
        long n = c.getName() != null && c.getName().startsWith(prefix) && c.isShowing() ? 1 : 0;
        if (c instanceof java.awt.Container k) {
            for (java.awt.Component child : k.getComponents()) {
                n += countNamed(child, prefix);
            }
        }
        return n;
    }

    /** Exports without the file chooser (the chooser itself is Swing's). */
    static final class TrfPresenterAccess {
        static void export(MainFrame frame, Path out) {
            new org.qicai.app.gui.presenter.TrfPresenter(frame.session()).export(out);
        }
    }

    private void addTeam(String name, String players) {
        window.tabbedPane("teamTabs").selectTab(TeamsPanel.TAB_REGISTRATION);
        window.button("addTeamButton").click();
        DialogFixture d = dialog("teamDialog");
        d.textBox("teamNameField").setText(name);
        d.textBox("teamUnitField").setText(name + "单位");
        d.textBox("teamPlayersArea").setText(players);
        d.button("okButton").click();
        waitFor(name + " added", () -> !d.target().isShowing(), () -> "dialog says: " + d.label("errorLabel").text());
        waitFor(name + " shown", () -> window.label("teamPlayersLabel").text().contains(name));
    }
}
