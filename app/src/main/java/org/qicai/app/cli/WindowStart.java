package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.app.gui.Workstation;

/**
 * The window's three starts — {@code qicai}, {@code qicai gui [EVENT]}, {@code qicai sample [--name N] [--dir D]
 * [--no-window]}, each with {@code --lang} and {@code --arbiter} anywhere — recognised without picocli. Building
 * the model of every command took ~0.9 s before the window appeared (docs/benchmarks.md, Start-up); picocli's
 * classes cannot even be kept in the class-data archive. Anything else — help, version, an option of another
 * command, a value picocli would refuse, a second positional — is left to {@link Cli}, so the answer is the same
 * as before; this class only takes argument lists that the command model reads the same way.
 */
public final class WindowStart {
    private WindowStart() {
    }

    /** What one of the three forms asks for. */
    record Request(String command, Path event, String lang, String arbiter, String sample, Path dir,
                   boolean noWindow) {
    }

    /**
     * Runs the window form {@code args} is, if it is one: the exit code ({@link Cli#KEEP_RUNNING} while the window
     * is open); empty when {@code args} are for the command line.
     */
    public static Optional<Integer> run(String[] args) {
        Context ctx = Context.ofProcess();
        Optional<Request> request = parse(args, ctx);
        if (request.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(start(request.get(), ctx, args));
    }

    /**
     * The request, when {@code args} are a window form whose every option and value the command model would
     * accept with the same meaning; empty otherwise (the command line decides, and words any error).
     */
    static Optional<Request> parse(String[] args, Context ctx) {
        String command = null;
        String lang = null;
        String arbiter = null;
        String sample = null;
        Path dir = null;
        boolean noWindow = false;
        List<String> positionals = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String name = a;
            String value = null;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                name = a.substring(0, eq);
                value = a.substring(eq + 1);
            }
            boolean takesValue = switch (name) {
                case Language.OPTION, "--arbiter" -> true;
                case "--name", "--dir" -> "sample".equals(command);
                default -> false;
            };
            if (takesValue) {
                if (value == null) {
                    if (i + 1 >= args.length) {
                        return Optional.empty();
                    }
                    value = args[++i];
                }
                if (value.isEmpty() || value.startsWith("-")) {
                    return Optional.empty(); // picocli may read these otherwise, or refuse them
                }
                switch (name) {
                    case Language.OPTION -> {
                        if (lang != null || Language.parse(value).isEmpty()) {
                            return Optional.empty();
                        }
                        lang = value;
                    }
                    case "--arbiter" -> {
                        if (arbiter != null) {
                            return Optional.empty();
                        }
                        arbiter = value;
                    }
                    case "--name" -> {
                        if (sample != null) {
                            return Optional.empty();
                        }
                        sample = value;
                    }
                    default -> {
                        if (dir != null) {
                            return Optional.empty();
                        }
                        dir = Path.of(value);
                    }
                }
            } else if (a.equals("--no-window") && "sample".equals(command) && !noWindow) {
                noWindow = true;
            } else if (a.startsWith("-")) {
                return Optional.empty(); // --help, --version, another command's option, "--", "-"
            } else if (command == null) {
                if (!a.equals("gui") && !a.equals("sample")) {
                    return Optional.empty();
                }
                command = a;
            } else {
                positionals.add(a);
            }
        }
        if (command == null && args.length > 0) {
            return Optional.empty(); // "qicai --lang en" alone asks the command line for a command
        }
        if (positionals.size() > ("gui".equals(command) ? 1 : 0)) {
            return Optional.empty();
        }
        if (lang == null && args.length > 0) { // no arguments at all: the window, whatever the variable says
            String env = ctx.env(Language.ENV);
            if (env != null && !env.isBlank() && Language.parse(env).isEmpty()) {
                return Optional.empty(); // the command line says what is wrong with it
            }
        }
        Path event = positionals.isEmpty() ? null : Path.of(positionals.get(0));
        return Optional.of(new Request(command, event, lang, arbiter, sample, dir, noWindow));
    }

    private static int start(Request r, Context ctx, String[] args) {
        String env = ctx.env(Language.ENV);
        Language.parse(r.lang() != null ? r.lang() : env).ifPresent(ctx::setLocale);
        ctx.setActor(r.arbiter());
        // a --lang given on the window's command line is the window's language too; QICAI_LANG is the command line's
        java.util.Locale window = r.lang() == null ? null : Language.parse(r.lang()).orElse(null);
        if (!"sample".equals(r.command())) {
            Workstation.launch(r.event(), window);
            return Cli.KEEP_RUNNING;
        }
        SampleCommand sample = new SampleCommand(ctx);
        sample.name = r.sample();
        sample.dir = r.dir();
        sample.noWindow = r.noWindow();
        sample.windowLanguage = window;
        try {
            return sample.call();
        } catch (Exception e) {
            return Failures.report(e, ctx, args);
        }
    }
}
