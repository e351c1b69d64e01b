package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.fail;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Dimension;
import java.awt.GraphicsEnvironment;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;
import org.assertj.swing.core.BasicRobot;
import org.assertj.swing.core.Robot;
import org.assertj.swing.edt.FailOnThreadViolationRepaintManager;
import org.assertj.swing.fixture.DialogFixture;
import org.assertj.swing.fixture.FrameFixture;
import org.assertj.swing.timing.Condition;
import org.assertj.swing.timing.Pause;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.TestPlugins;

/**
 * What the window tests share (under Xvfb): a display is required and the event thread is checked; each test
 * gets a fresh workstation window over the real plugins with preferences in memory and its own folder; and
 * the steps every test takes — a dialog found once it is really there, waiting for a condition with a
 * screenshot when it never comes, a new event, players through the player dialog.
 */
abstract class GuiTestSupport {
    private static final java.util.logging.Logger TIMER_LOG =
            java.util.logging.Logger.getLogger("org.assertj.swing.monitor.ProtectingTimerTask");

    @TempDir
    Path dir;
    Robot robot;
    FrameFixture window;
    AppPreferences prefs;

    @BeforeAll
    static void needsADisplay() {
        if (GraphicsEnvironment.isHeadless()) {
            fail("GUI tests need a display: run under xvfb-run");
        }
        // assertj-swing peeks into java.util.TimerTask by reflection, which Java 17 refuses without
        // --add-opens; the check is harmless, its warnings are noise
        TIMER_LOG.setLevel(java.util.logging.Level.OFF);
        FailOnThreadViolationRepaintManager.install();
        Workstation.setupLookAndFeel();
    }

    @AfterAll
    static void stopCheckingTheEventThread() {
        if (!GraphicsEnvironment.isHeadless()) {
            FailOnThreadViolationRepaintManager.uninstall();
        }
    }

    /** The window's size; a test whose views need more room says so. */
    Dimension windowSize() {
        return new Dimension(1200, 780);
    }

    @BeforeEach
    void openTheWindow() {
        robot = BasicRobot.robotWithNewAwtHierarchy();
        try {
            prefs = AppPreferences.inMemory();
            prefs.setLastDirectory(dir);
            MainFrame frame = execute(() -> {
                MainFrame f = Workstation.createWindow(TestPlugins.host(), TestPlugins.host().loaded(), prefs);
                // at the screen's origin, where Xvfb without a window manager may report it anyway (see dialog())
                f.setLocation(0, 0);
                return f;
            });
            window = new FrameFixture(robot, frame);
            window.show(windowSize());
        } catch (RuntimeException | Error e) {
            closeTheWindow(); // release the screen lock, or every later test waits for it forever
            throw e;
        }
    }

    @AfterEach
    void closeTheWindow() {
        if (window != null) {
            window.cleanUp();
        } else if (robot != null) {
            robot.cleanUp();
        }
        window = null;
        robot = null;
    }

    /**
     * A dialog once it is showing, has the focus and sits where Swing believes it is. On an X server
     * without a window manager (Xvfb) a freshly mapped window is now and then reported at 0,0 while
     * it shows where it was placed, and the robot's clicks miss it; placing it again (moved by one
     * pixel first, so the move reaches the X server) makes both agree.
     */
    DialogFixture dialog(String name) {
        DialogFixture d = window.dialog(name);
        waitFor(name + " active", () -> d.target().isActive());
        execute(() -> {
            d.target().setLocation(d.target().getX() + 1, d.target().getY());
            Dialogs.place(d.target());
        });
        robot.waitForIdle();
        return d;
    }

    /**
     * A four-player Go round robin in a file of that name, round 1 paired and published, open in the window on its
     * rounds view; the boards table once it shows round 1's two boards.
     */
    org.assertj.swing.fixture.JTableFixture openGoRound(String fileName) {
        Path file = dir.resolve(fileName);
        org.qicai.core.model.EventSettings settings = new org.qicai.core.model.EventSettings("围棋赛", "go",
                "round-robin", 0, "14.1", java.util.List.of(), "", 7L, java.util.Map.of());
        try (org.qicai.core.service.EventService svc = org.qicai.core.service.EventService.create(file, settings,
                TestPlugins.host(), "裁判长")) {
            for (int i = 1; i <= 4; i++) {
                svc.registration().addPlayer("棋手" + i, "队" + i, 2400 - i, "");
            }
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
        }
        MainFrame frame = (MainFrame) window.target();
        execute(() -> frame.openFile(file));
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_ROUNDS);
        org.assertj.swing.fixture.JTableFixture boards = window.table("boardsTable");
        waitFor("round 1's boards", () -> boards.target().getRowCount() == 2);
        return boards;
    }

    /** Waits up to 15 s for the condition; a failure says what the status bar says. */
    void waitFor(String what, Supplier<Boolean> condition) {
        waitFor(what, condition, () -> "status bar: " + ((MainFrame) window.target()).statusText());
    }

    /** Waits up to 15 s for the condition; a failure says {@code detail} and leaves a screenshot. */
    static void waitFor(String what, Supplier<Boolean> condition, Supplier<String> detail) {
        try {
            Pause.pause(new Condition(what) {
                @Override
                protected String descriptionAddendum() {
                    return " — " + execute(detail::get);
                }

                @Override
                public boolean test() {
                    return execute(condition::get);
                }
            }, org.assertj.swing.timing.Timeout.timeout(15_000));
        } catch (org.assertj.swing.exception.WaitTimedOutError e) {
            screenshot(what);
            throw e;
        }
    }

    /** On a failure, the screen as it was: {@code target/gui-failures/*.png}. */
    static void screenshot(String what) {
        try {
            Path out = Path.of("target", "gui-failures");
            Files.createDirectories(out);
            new org.assertj.swing.image.ScreenshotTaker().saveDesktopAsPng(
                    out.resolve(what.replaceAll("[^A-Za-z0-9]+", "-") + "-" + System.nanoTime() + ".png").toString());
        } catch (Exception | Error ignored) {
            // the failure itself is what matters
        }
    }

    /** The New Event dialog opened from the welcome screen, the event's name typed. */
    DialogFixture newEventDialog(String name) {
        window.button("newEventButton").click();
        DialogFixture d = dialog("newEventDialog");
        d.textBox("eventNameField").setText(name);
        return d;
    }

    /** A new event through the New Event dialog with its defaults, named and filed as given. */
    void createEvent(String name, Path file) {
        DialogFixture d = newEventDialog(name);
        d.textBox("fileField").setText(file.toString());
        createAndWait(d);
    }

    /** Presses Create in the New Event dialog and waits until it closes. */
    void createAndWait(DialogFixture d) {
        NewEventDialog dialog = (NewEventDialog) d.target();
        d.button("createButton").click();
        waitFor("the event is created", () -> !d.target().isShowing(), () -> "dialog says: " + dialog.errorLabel.getText());
    }

    /** Players through the player dialog's Save and next: name, unit, rating each. */
    void addPlayers(String[][] players) {
        window.tabbedPane("tabs").selectTab(MainFrame.TAB_PLAYERS);
        window.button("addPlayerButton").click();
        DialogFixture d = dialog("playerDialog");
        for (String[] p : players) {
            d.textBox("nameField").setText(p[0]);
            d.textBox("unitField").setText(p[1]);
            d.textBox("ratingField").setText(p[2]);
            d.button("saveAndNextButton").click();
            d.label("addedLabel").requireVisible();
        }
        d.button("cancelButton").click();
        d.requireNotVisible();
    }
}
