package org.qicai.app.gui;

import static org.assertj.swing.data.TableCell.row;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.event.KeyEvent;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.fixture.JTableFixture;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.host.PluginHost;
import org.qicai.core.model.Result;

/**
 * Run in a separate JVM by {@link WindowCrashTest} (under Xvfb): the workstation window opened on an event, and
 * an arbiter entering the results of round ROUND from the keyboard — a click on the board's row in the rounds
 * table, the result key (1, 0, 5) through the X server, exactly as typed by hand. Before the key it prints
 * {@code KEY <round> <board> <code>}; once the status bar says the result was entered (the window writes it
 * there after the service returned) {@code ACK <round> <board> <code>}; with nothing left to enter {@code IDLE}.
 * Then it waits to be killed.
 *
 * <p>{@code WindowCrashChild EVENT ROUND}
 */
public final class WindowCrashChild {
    static final int RESULT_COLUMN = 7;
    static final int SECOND_NO_COLUMN = 4;

    private WindowCrashChild() {
    }

    /** The result the arbiter types for a board. */
    static Result planned(int round, int board) {
        Result[] mix = {Result.FIRST_WIN, Result.SECOND_WIN, Result.DRAW, Result.FIRST_WIN, Result.SECOND_WIN};
        return mix[(round * 3 + board) % mix.length];
    }

    static int key(Result r) {
        return switch (r) {
            case FIRST_WIN -> KeyEvent.VK_1;
            case SECOND_WIN -> KeyEvent.VK_0;
            case DRAW -> KeyEvent.VK_5;
            default -> throw new IllegalArgumentException(r.toString());
        };
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int round = Integer.parseInt(args[1]);
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), false, StandardCharsets.UTF_8);
        Workstation.setupLookAndFeel();
        PluginHost host = PluginHost.discover();
        AppPreferences prefs = AppPreferences.inMemory();
        MainFrame frame = execute(() -> {
            MainFrame f = Workstation.createWindow(host, host.loaded(), prefs);
            f.setLocation(0, 0);
            f.setSize(1200, 780);
            f.setVisible(true);
            f.openFile(file);
            return f;
        });
        Robot robot = BasicRobot.robotWithCurrentAwtHierarchy();
        FrameFixture window = new FrameFixture(robot, frame);
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        JTableFixture boards = window.table("boardsTable");
        int rows = execute(() -> boards.target().getRowCount());
        for (int i = 0; i < rows; i++) {
            boolean bye = boards.valueAt(row(i).column(SECOND_NO_COLUMN)).isEmpty();
            if (bye || !boards.valueAt(row(i).column(RESULT_COLUMN)).isEmpty()) {
                continue;
            }
            int board = Integer.parseInt(boards.valueAt(row(i).column(0)));
            Result want = planned(round, board);
            // Xvfb has no window manager to give the window the focus: the click on the row does
            boards.cell(row(i).column(0)).click();
            out.println("KEY " + round + " " + board + " " + want.code());
            out.flush();
            boards.pressAndReleaseKeys(key(want));
            String expected = "第 " + round + " 轮 第 " + board + " 台：" + want.code();
            long until = System.currentTimeMillis() + 20_000;
            String status = "";
            while (!(status = execute(frame::statusText)).startsWith(expected)) {
                if (System.currentTimeMillis() > until) {
                    out.println("FAIL the status bar says '" + status + "', not '" + expected + "…'");
                    out.flush();
                    System.exit(3);
                }
                Thread.sleep(2);
            }
            out.println("ACK " + round + " " + board + " " + want.code() + " " + status);
            out.flush();
        }
        out.println("IDLE");
        out.flush();
        Thread.sleep(120_000);
        System.exit(4);
    }
}
