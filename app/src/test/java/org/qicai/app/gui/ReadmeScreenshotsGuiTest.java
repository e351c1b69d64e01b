package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.swing.JRootPane;
import javax.swing.SwingUtilities;
import org.junit.jupiter.api.Test;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.RoundsPresenter;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.Result;

/**
 * The README's pictures of the window, made on every test run from the window as it is (issue 13 item 5):
 * the main window with the sample event open (round 9, two results keyed in, the pairing explanations on
 * and board 3's shown in full), in Chinese and in English, at a laptop's 1366×768. They go to
 * {@code app/target/readme-images/}; to put them into the README's folder:
 * <pre>
 * xvfb-run -a -s "-screen 0 1366x768x24" mvn -q -B test -pl app -Dtest='ReadmeScreenshotsGuiTest,BoardWindowTest' \
 *     -Dqicai.screenshots=$PWD/docs/images
 * </pre>
 * ({@link BoardWindowTest} makes {@code board.png} the same way.)
 */
class ReadmeScreenshotsGuiTest {
    /** The pictures the README shows, and which test makes each. */
    static final Set<String> MADE = Set.of("workstation.png", "workstation-en.png", "board.png");

    static Path folder() {
        return Path.of(System.getProperty("qicai.screenshots", "target/readme-images")).toAbsolutePath();
    }

    @Test
    void theMainWindowWithTheSampleEventInChinese() throws Exception {
        shoot(Language.CHINESE, "workstation.png");
    }

    @Test
    void theMainWindowWithTheSampleEventInEnglish() throws Exception {
        shoot(Language.ENGLISH, "workstation-en.png");
    }

    @Test
    void everyPictureTheReadmeShowsIsOneTheTestsMake() throws Exception {
        Path readme = Path.of("..", "README.md");
        String text = Files.readString(readme, StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("docs/images/([\\w.-]+\\.png)").matcher(text);
        Set<String> shown = new TreeSet<>();
        while (m.find()) {
            shown.add(m.group(1));
        }
        assertThat(shown).isNotEmpty();
        assertThat(MADE).containsAll(shown);
        for (String name : shown) {
            assertThat(Path.of("..", "docs", "images", name)).exists();
        }
    }

    private void shoot(Language language, String name) throws Exception {
        assertThat(GraphicsEnvironment.isHeadless()).as("GUI tests need a display: run under xvfb-run").isFalse();
        Path out = folder().resolve(name);
        Workstation.setupLookAndFeel();
        AppPreferences prefs = AppPreferences.inMemory();
        prefs.setLanguage(language);
        Path sample = null;
        MainFrame frame = execute(() -> Workstation.createWindow(TestPlugins.host(), TestPlugins.host().loaded(), prefs));
        try {
            execute(() -> {
                frame.setSize(1366, 740);
                frame.setLocation(0, 0);
                frame.setVisible(true);
            });
            // a short, ordinary-looking folder for the file name shown in the status bar
            Path dir = Path.of(System.getProperty("java.io.tmpdir"), "qicai");
            Path file = execute(() -> {
                Path f = frame.session().openSample(dir).file();
                frame.session().closeEvent();
                return f;
            });
            sample = file;
            execute(() -> {
                frame.openFile(file);
                return null;
            });
            // two results of the waiting round typed in, as an arbiter would, so the picture shows entry under way
            RoundsPresenter rounds = new RoundsPresenter(frame.session());
            int last = rounds.lastRound();
            rounds.enterResult(last, 1, Result.FIRST_WIN);
            rounds.enterResult(last, 2, Result.DRAW);
            frame.session().changed();
            Thread.sleep(500);
            execute(() -> {
                frame.tabs().setSelectedIndex(MainFrame.TAB_ROUNDS);
                javax.swing.JCheckBox explain = find(frame, "explainCheckBox", javax.swing.JCheckBox.class);
                explain.doClick();
                javax.swing.JTable boards = find(frame, "boardsTable", javax.swing.JTable.class);
                Tables.select(boards, 2);
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

    static <T extends java.awt.Component> T find(java.awt.Container root, String name, Class<T> type) {
        for (java.awt.Component c : root.getComponents()) {
            if (type.isInstance(c) && name.equals(c.getName())) {
                return type.cast(c);
            }
            if (c instanceof java.awt.Container k) {
                T found = find(k, name, type);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    static BufferedImage paint(JRootPane root) {
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
