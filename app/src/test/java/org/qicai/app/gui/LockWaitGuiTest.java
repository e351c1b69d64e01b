package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.swing.edt.GuiActionRunner.execute;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javax.swing.JLabel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.qicai.app.Main;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;

/**
 * Issue 16 item 6 in the window: opening an event file that another QiCai has open waits a few seconds for it, and
 * the status bar says so while it waits (the command line says it on stderr); still busy after the wait, the
 * refusal names how long it waited and the window keeps no half-open event.
 */
class LockWaitGuiTest extends GuiTestSupport {
    private Process holder;

    @AfterEach
    void stopTheOtherQiCai() throws Exception {
        if (holder != null) {
            holder.destroyForcibly();
            holder.waitFor(30, TimeUnit.SECONDS);
        }
    }

    /** An event file held open by {@code qicai serve} in another JVM, as a second desk's QiCai would hold it. */
    private Path busyFile() throws Exception {
        Path file = dir.resolve("占用.qicai");
        EventSettings settings = new EventSettings("占用", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 7L,
                java.util.Map.of());
        EventService.create(file, settings, TestPlugins.host(), "裁判长").close();
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=UTF-8", "-Dqicai.logdir=" + dir.resolve("logs"), "-cp",
                System.getProperty("java.class.path"), Main.class.getName(), "serve", file.toString(), "--port", "0");
        pb.environment().put("QICAI_PASSWORD", "pw");
        pb.redirectError(dir.resolve("serve.err").toFile());
        holder = pb.start();
        BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        for (String l = out.readLine(); l != null; l = out.readLine()) {
            if (l.contains("qicai://")) {
                return file;
            }
        }
        throw new AssertionError("qicai serve did not start: " + Files.readString(dir.resolve("serve.err")));
    }

    @Test
    void openingAFileAnotherQiCaiHasOpenSaysInTheStatusBarThatItWaitsThenRefusesSayingHowLong() throws Exception {
        Path file = busyFile();
        MainFrame frame = (MainFrame) window.target();
        List<String> said = new CopyOnWriteArrayList<>();
        JLabel status = window.label("statusBar").target();
        execute(() -> status.addPropertyChangeListener("text", e -> said.add(String.valueOf(e.getNewValue()))));
        long t0 = System.nanoTime();
        // as 文件 → 打开 does: on the event thread; the error dialog comes when the wait is over
        new Thread(() -> execute(() -> frame.openFile(file)), "open-busy").start();
        org.assertj.swing.fixture.JOptionPaneFixture error = org.assertj.swing.finder.JOptionPaneFinder.findOptionPane()
                .withTimeout(30_000).using(robot);
        long waited = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        assertThat(said).as("status bar texts while opening").anyMatch(t -> t.contains("占用.qicai") && t.contains("3 秒"));
        String message = execute(() -> ((javax.swing.JTextArea) robot.finder().findByName(error.target(), "messageText"))
                .getText());
        assertThat(message).contains("正被另一个棋裁窗口或命令使用").contains("等了 3 秒");
        assertThat(waited).isGreaterThanOrEqualTo(2_900L);
        error.okButton().click();
        assertThat(frame.session().hasEvent()).as("no event half-open").isFalse();
    }
}
