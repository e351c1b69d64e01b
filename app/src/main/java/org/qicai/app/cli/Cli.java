package org.qicai.app.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.qicai.core.UserError;
import org.qicai.core.StoreException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The command line: a complete second front end over the same services as the window. A user
 * error exits 2 with one line on stderr; an internal failure exits 3 with one line (details in the
 * log); success exits 0. Every command and subcommand inherits {@code -h/--help} and {@code -V/--version}
 * ({@code scope = INHERIT}).
 */
@Command(name = "qicai", mixinStandardHelpOptions = true, versionProvider = Cli.Version.class,
        scope = CommandLine.ScopeType.INHERIT,
        description = "棋裁 QiCai — the chief arbiter's desk for xiangqi and Go. Without arguments: the workstation.",
        subcommands = {PluginsCommand.class, EventCommand.class, PlayerCommand.class, RoundCommand.class,
                ResultCommand.class, StandingsCommand.class, PrintCommand.class, DemoCommand.class,
                JournalCommand.class, VerifyCommand.class, UndoCommand.class, GuiCommand.class, SampleCommand.class, PenaltyCommand.class, ProtestCommand.class,
                ClockCommand.class, CrosstableCommand.class, WithdrawCommand.class,
                TeamCommand.class, LineupCommand.class, LineupsCommand.class, BoardsCommand.class,
                TrfCommand.class, BracketCommand.class, BenchCommand.class, XqCommand.class, RecordCommand.class,
                BackupCommand.class,
                GoCommand.class, OgCommand.class})
public final class Cli implements Runnable {
    private static final Logger LOG = LoggerFactory.getLogger(Cli.class);

    /** Exit code meaning "a window is open, do not exit". */
    public static final int KEEP_RUNNING = -1;
    public static final int USER_ERROR = 2;
    public static final int INTERNAL_ERROR = 3;

    final Context ctx;

    @Option(names = "--lang", description = "zh (default) or en", scope = CommandLine.ScopeType.INHERIT)
    void setLang(String lang) {
        ctx.setLocale("en".equalsIgnoreCase(lang) ? Locale.ENGLISH : Locale.SIMPLIFIED_CHINESE);
    }

    @Option(names = "--arbiter", description = "who is acting (journal); default $QICAI_ARBITER or the login name",
            scope = CommandLine.ScopeType.INHERIT)
    void setArbiter(String name) {
        ctx.setActor(name);
    }

    Cli(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(new CommandLine(this), "a command is needed; see qicai --help");
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Cli.class.getPackage().getImplementationVersion();
            return new String[] {"QiCai " + (v == null ? "dev" : v)};
        }
    }

    /** Runs the CLI on the process's stdout/stderr, both UTF-8. */
    public static int run(String... args) {
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        PrintStream err = new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8);
        return run(new Context(out, err), args);
    }

    /** Runs the CLI with the given context (tests capture the streams). */
    public static int run(Context ctx, String... args) {
        CommandLine cl = commandLine(ctx);
        cl.setOut(new java.io.PrintWriter(ctx.out(), true));
        cl.setErr(new java.io.PrintWriter(ctx.err(), true));
        cl.setParameterExceptionHandler((ex, a) -> {
            String msg = ex.getMessage() == null ? "bad arguments" : ex.getMessage().replace('\n', ' ');
            String cmd = ex.getCommandLine().getCommandSpec().qualifiedName();
            ctx.err().println(cmd + ": " + msg + " (see " + cmd + " --help)");
            return USER_ERROR;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> {
            if (ex instanceof UserError u) {
                ctx.err().println("qicai: " + oneLine(userMessage(u, ctx)));
                return USER_ERROR;
            }
            if (ex instanceof StoreException s && s.userError().isPresent()) {
                // a full disk, a read-only medium, a text too long: the arbiter can fix it (issue 12 item 5)
                LOG.warn("storage refused: {}", s.getMessage(), s);
                ctx.err().println("qicai: " + oneLine(userMessage(s.userError().get(), ctx)));
                return USER_ERROR;
            }
            if (ex instanceof StoreException) {
                LOG.error("storage failure", ex);
                ctx.err().println("qicai: " + oneLine(ex.getMessage()));
                return INTERNAL_ERROR;
            }
            LOG.error("internal error running {}", String.join(" ", args), ex);
            ctx.err().println("qicai: internal error: " + oneLine(String.valueOf(ex)) + " (details in the log)");
            return INTERNAL_ERROR;
        });
        try {
            int code = cl.execute(args);
            return code;
        } finally {
            Object last = lastCommand(cl);
            if (!(last instanceof GuiCommand) && !(last instanceof SampleCommand)) {
                ctx.close();
            }
        }
    }

    /** The command tree with every command built over the context (tests walk it). */
    static CommandLine commandLine(Context ctx) {
        CommandLine cl = new CommandLine(new Cli(ctx), new Factory(ctx));
        // The forfeit codes -/+ and -/- (21.4) start with '-': the result command reads them as its RESULT,
        // not as options.
        cl.getSubcommands().get("result").setUnmatchedOptionsArePositionalParams(true);
        return cl;
    }

    private static Object lastCommand(CommandLine cl) {
        CommandLine.ParseResult pr = cl.getParseResult();
        if (pr == null) {
            return null;
        }
        while (pr.hasSubcommand()) {
            pr = pr.subcommand();
        }
        return pr.commandSpec().userObject();
    }

    /**
     * A user error in the chosen language: in Chinese the Chinese text first, the English one after it in
     * brackets (scripts may match the English); in English the English text alone.
     */
    static String userMessage(UserError u, Context ctx) {
        if (ctx.english() || u.chinese() == null) {
            return u.getMessage();
        }
        return u.chinese() + " (" + u.getMessage() + ")";
    }

    static String oneLine(String s) {
        return s == null ? "" : s.replace("\r", " ").replace("\n", " ");
    }

    /** Hands the shared context to every command. */
    private static final class Factory implements CommandLine.IFactory {
        private final Context ctx;
        private final CommandLine.IFactory fallback = CommandLine.defaultFactory();

        Factory(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public <K> K create(Class<K> cls) throws Exception {
            try {
                return cls.getDeclaredConstructor(Context.class).newInstance(ctx);
            } catch (NoSuchMethodException e) {
                return fallback.create(cls);
            }
        }
    }
}
