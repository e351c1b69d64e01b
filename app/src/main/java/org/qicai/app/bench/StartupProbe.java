package org.qicai.app.bench;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.swing.JFrame;
import javax.swing.SwingUtilities;

/**
 * Start-up measurement: when {@code -Dqicai.bench.exitWhenShown=true} is set, the first window that
 * becomes visible (and has painted once) prints {@code shown_ms=… rss_kb=… heap_kb=…} — milliseconds
 * since the JVM started, the process's resident memory, and the heap in use — and the JVM exits.
 * Used by {@code bench/startup.sh}; does nothing otherwise.
 */
public final class StartupProbe {
    private StartupProbe() {
    }

    private static final java.util.List<String> MARKS = java.util.Collections.synchronizedList(new java.util.ArrayList<>());

    /**
     * With {@code -Dqicai.bench.marks=true} as well, notes when a step of the start ended (ms since the JVM started,
     * and on which thread); the marks print before {@code shown_ms}. Finds what holds the first paint back.
     */
    public static void mark(String step) {
        if (enabled() && Boolean.getBoolean("qicai.bench.marks")) {
            long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            MARKS.add("mark " + ms + " " + Thread.currentThread().getName() + " " + step);
        }
    }

    public static boolean enabled() {
        return Boolean.getBoolean("qicai.bench.exitWhenShown");
    }

    /** Call on the EDT right after {@code frame.setVisible(true)}. */
    public static void shown(JFrame frame) {
        if (!enabled()) {
            return;
        }
        // let the first paint happen, then measure
        SwingUtilities.invokeLater(() -> SwingUtilities.invokeLater(() -> {
            frame.getRootPane().paintImmediately(frame.getRootPane().getBounds());
            long ms = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
            Runtime rt = Runtime.getRuntime();
            long heapKb = (rt.totalMemory() - rt.freeMemory()) / 1024;
            MARKS.forEach(System.out::println);
            System.out.println("shown_ms=" + ms + " rss_kb=" + rssKb() + " heap_kb=" + heapKb);
            System.out.flush();
            Runtime.getRuntime().halt(0);
        }));
    }

    static long rssKb() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return -1;
        }
        return -1;
    }
}
