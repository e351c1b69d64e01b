package org.qicai.app;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code qicai serve EVENT --port 0} in a JVM of its own, as {@code ./qicai serve} runs, for the tests of several
 * desks: started, its loopback address read from what it prints, its output drained from then on.
 */
public final class ServeProcess {
    private final Process process;
    private final Path err;
    private final String address;

    private ServeProcess(Process process, Path err, String address) {
        this.process = process;
        this.err = err;
        this.address = address;
    }

    /** Serves {@code event}; {@code env} adds to (a null value removes from) the child's environment. */
    public static ServeProcess start(String event, Path logs, Path err, Map<String, String> env) throws Exception {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=UTF-8", "-Dqicai.logdir=" + logs, "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "serve", event, "--port", "0");
        ProcessBuilder pb = new ProcessBuilder(cmd);
        env.forEach((k, v) -> {
            if (v == null) {
                pb.environment().remove(k);
            } else {
                pb.environment().put(k, v);
            }
        });
        Process p = pb.redirectError(err.toFile()).start();
        BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        Pattern loopback = Pattern.compile("\\s*(qicai://127\\.0\\.0\\.1:\\d+)\\s*");
        StringBuilder seen = new StringBuilder();
        for (String l = out.readLine(); l != null; l = out.readLine()) {
            seen.append(l).append('\n');
            Matcher m = loopback.matcher(l);
            if (m.matches()) {
                Thread drain = new Thread(() -> {
                    try {
                        while (out.readLine() != null) {
                            // keep the pipe empty
                        }
                    } catch (java.io.IOException ignored) {
                        // the server ended
                    }
                }, "serve-drain");
                drain.setDaemon(true);
                drain.start();
                return new ServeProcess(p, err, m.group(1));
            }
        }
        throw new AssertionError("serve printed no address: " + seen + Files.readString(err));
    }

    public Process process() {
        return process;
    }

    /** What the child wrote on stderr. */
    public Path err() {
        return err;
    }

    /** {@code qicai://127.0.0.1:PORT}. */
    public String address() {
        return address;
    }
}
