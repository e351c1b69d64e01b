package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.swing.JRootPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.RoundsPresenter;
import org.qicai.core.model.Result;
import org.qicai.app.gui.presenter.TestPlugins;

/**
 * Writes the README's screenshot of the main window with the sample event open — only when asked:
 * <pre>
 * xvfb-run -a -s "-screen 0 1280x1024x24" mvn -q -B test -pl app -Dtest=WorkstationScreenshot \
 *     -Dqicai.screenshot=$PWD/docs/images/workstation.png [-Dqicai.screenshot.language=en]
 * </pre>
 * The normal test run skips it and never writes into docs/.
 */
@EnabledIfSystemProperty(named = "qicai.screenshot", matches = ".+")
class WorkstationScreenshot {
    @Test
    void writesTheMainWindowWithTheSampleEventOpen() throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).as("GUI tests need a display: run under xvfb-run").isFalse();
        Path out = Path.of(System.getProperty("qicai.screenshot")).toAbsolutePath();
        String lang = System.getProperty("qicai.screenshot.language", "zh");
        String tab = System.getProperty("qicai.screenshot.tab", "rounds");
        Workstation.setupLookAndFeel();
        AppPreferences prefs = AppPreferences.inMemory();
        prefs.setLanguage(Language.fromCode(lang));
        Path sample = null;
        MainFrame frame = execute(() -> Workstation.createWindow(TestPlugins.host(), TestPlugins.host().loaded(), prefs));
        try {
            execute(() -> {
                frame.setSize(1200, 760);
                frame.setVisible(true);
            });
            // a short, ordinary-looking folder for the file name shown in the status bar
            Path folder = Path.of(System.getProperty("java.io.tmpdir"), "qicai");
            sample = frame.session().openSample(folder).file();
            // two results of the waiting round typed in, as an arbiter would, so the picture shows entry under way
            RoundsPresenter rounds = new RoundsPresenter(frame.session());
            int last = rounds.lastRound();
            rounds.enterResult(last, 1, Result.FIRST_WIN);
            rounds.enterResult(last, 2, Result.DRAW);
            Thread.sleep(500);
            execute(() -> {
                frame.tabs().setSelectedIndex(switch (tab) {
                    case "players" -> MainFrame.TAB_PLAYERS;
                    case "standings" -> MainFrame.TAB_STANDINGS;
                    case "plugins" -> MainFrame.TAB_PLUGINS;
                    default -> MainFrame.TAB_ROUNDS;
                });
                frame.status(rounds.resultMessage(last, 2, Result.DRAW));
            });
            Thread.sleep(800);
            BufferedImage img = execute(() -> paint(frame.getRootPane()));
            Files.createDirectories(out.getParent());
            ImageIO.write(img, "png", out.toFile());
            assertThat(Files.size(out)).isGreaterThan(10_000);
        } finally {
            SwingUtilities.invokeAndWait(frame::dispose);
            frame.session().close();
            if (sample != null) {
                Files.deleteIfExists(sample);
            }
        }
    }

    private static BufferedImage paint(JRootPane root) {
        BufferedImage img = new BufferedImage(root.getWidth(), root.getHeight(), BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            root.paint(g); // not printAll: a table printing leaves its selection out
        } finally {
            g.dispose();
        }
        return img;
    }
}
