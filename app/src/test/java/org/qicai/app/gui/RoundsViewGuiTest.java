package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Component;
import java.nio.file.Path;
import javax.swing.JLabel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.SwingConstants;
import javax.swing.SwingUtilities;
import org.assertj.swing.fixture.JTableFixture;
import org.junit.jupiter.api.Test;

/**
 * Issue 13 item 3 in the main window: the rounds view gives the boards the window's height, the selected
 * board's explanation is shown in full under them, and numbers are right-aligned.
 */
class RoundsViewGuiTest extends GuiTestSupport {

    private void openTheSample() {
        MainFrame frame = (MainFrame) window.target();
        Path file = execute(() -> {
            Path f = frame.session().openSample(dir).file();
            frame.session().closeEvent();
            return f;
        });
        execute(() -> {
            frame.openFile(file);
            return null;
        });
        waitFor("the sample's rounds", () -> frame.tabs().getSelectedIndex() == MainFrame.TAB_ROUNDS);
    }

    @Test
    void theBoardsTakeTheWindowsHeightAndTheSelectedBoardsExplanationShowsInFull() {
        openTheSample();
        JTableFixture boards = window.table("boardsTable");
        waitFor("boards shown", () -> boards.target().getRowCount() > 0);
        JScrollPane scroll = (JScrollPane) SwingUtilities.getAncestorOfClass(JScrollPane.class, boards.target());
        Component view = window.panel("roundsPanel").target();
        int table = execute(() -> scroll.getHeight());
        int whole = execute(() -> view.getHeight());
        assertThat(table).as("boards %d of the rounds view's %d pixels", table, whole).isGreaterThan(whole * 3 / 5);
        // nothing under the bottom line but the panel's inset
        int bottomOfLast = execute(() -> {
            int max = 0;
            for (Component c : ((java.awt.Container) view).getComponents()) {
                if (c.isVisible()) {
                    max = Math.max(max, c.getY() + c.getHeight());
                }
            }
            return max;
        });
        assertThat(whole - bottomOfLast).as("empty space below the last line").isLessThan(30);

        javax.swing.JTextArea detailArea = robot.finder().findByName("boardDetailArea", javax.swing.JTextArea.class, false);
        assertThat(execute(() -> detailArea.isVisible())).as("no detail line without the explanations").isFalse();
        window.checkBox("explainCheckBox").click();
        boards.selectRows(2);
        waitFor("the detail line", () -> detailArea.isShowing());
        String detail = execute(() -> detailArea.getText());
        String explanation = execute(() -> String.valueOf(boards.target().getModel()
                .getValueAt(2, boards.target().getModel().getColumnCount() - 1)));
        assertThat(detail).startsWith("第 3 台：").endsWith(explanation);
        assertThat(explanation).isNotBlank();
        boards.selectRows(0);
        waitFor("the detail follows the selection", () -> detailArea.getText().startsWith("第 1 台："));
        window.checkBox("explainCheckBox").click();
        waitFor("the detail line gone", () -> !detailArea.isVisible());
    }

    @Test
    void numbersAreRightAlignedAndNamesLeft() {
        JTable t = execute(() -> Tables.create("t", new RowsTableModel()));
        assertThat(alignment(t, 2300)).isEqualTo(SwingConstants.RIGHT);
        assertThat(alignment(t, "6.5")).isEqualTo(SwingConstants.RIGHT);
        assertThat(alignment(t, "12¾")).isEqualTo(SwingConstants.RIGHT);
        assertThat(alignment(t, "½")).isEqualTo(SwingConstants.RIGHT);
        assertThat(alignment(t, "-3")).isEqualTo(SwingConstants.RIGHT);
        assertThat(alignment(t, "陈永和")).isEqualTo(SwingConstants.LEADING);
        assertThat(alignment(t, "1-0")).as("a result is no number").isEqualTo(SwingConstants.LEADING);

        openTheSample();
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_STANDINGS);
        JTableFixture standings = window.table("standingsTable");
        waitFor("standings shown", () -> standings.target().getRowCount() > 0);
        // the points column: every row's value right-aligned
        JTable st = standings.target();
        int points = execute(() -> {
            for (int c = 0; c < st.getColumnCount(); c++) {
                Object v = st.getValueAt(0, c);
                if (v != null && v.toString().matches("\\d+(\\.\\d+)?") && c > 2) {
                    return c;
                }
            }
            return -1;
        });
        assertThat(points).isPositive();
        int aligned = execute(() -> ((JLabel) st.prepareRenderer(st.getCellRenderer(0, points), 0, points))
                .getHorizontalAlignment());
        assertThat(aligned).isIn(SwingConstants.RIGHT, SwingConstants.CENTER);
    }

    private static int alignment(JTable t, Object value) {
        return execute(() -> ((JLabel) new Tables.NumbersRight().getTableCellRendererComponent(t, value, false, false,
                0, 0)).getHorizontalAlignment());
    }
}
