package org.qicai.app.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.function.UnaryOperator;

/** Runs the CLI in-process and captures what it prints. */
public final class CliRunner {
    /** Exit code, stdout and stderr of one command. */
    public record Run(int code, String out, String err) {
    }

    private CliRunner() {
    }

    /**
     * Runs in the process's environment without {@code QICAI_LANG}: a developer's own language setting must
     * not change what the tests see (Chinese unless {@code --lang en}).
     */
    public static Run run(String... args) {
        return run(name -> Language.ENV.equals(name) ? null : System.getenv(name), args);
    }

    /** Runs with environment variables read through {@code env} (null: not set). */
    public static Run run(UnaryOperator<String> env, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Context ctx = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env);
        int code = Cli.run(ctx, args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
