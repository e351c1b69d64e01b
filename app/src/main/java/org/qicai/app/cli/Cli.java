package org.qicai.app.cli;

import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The command line: a complete second front end over the same services as the window. A user
 * error exits 2 with one line on stderr; an internal failure exits 3 with one line (details in the
 * log); success exits 0. Every command and subcommand inherits {@code -h/--help} and {@code -V/--version}
 * ({@code scope = INHERIT}).
 *
 * <p>Help texts (帮助) are in the resource bundle {@code i18n/cli.properties} (Chinese, the default) and
 * {@code i18n/cli_en.properties} (English), keyed by picocli's defaults: {@code qicai.trf.pair.usage.description}
 * for a command, {@code qicai.trf.pair.system} for its option {@code --system}, {@code qicai.trf.pair.IN.trf[0]}
 * for its first positional parameter; an unqualified key ({@code EVENT[0]}, {@code lang}) serves every command
 * that has no key of its own. The language is chosen before parsing ({@code --lang}, else {@code QICAI_LANG},
 * else Chinese) so that the help and picocli's usage errors are in it too.
 */
@Command(name = "qicai", mixinStandardHelpOptions = true, versionProvider = Cli.Version.class,
        scope = CommandLine.ScopeType.INHERIT, resourceBundle = Cli.BUNDLE,
        subcommands = {PluginsCommand.class, EventCommand.class, PlayerCommand.class, RoundCommand.class,
                ResultCommand.class, StandingsCommand.class, PrintCommand.class, DemoCommand.class,
                JournalCommand.class, VerifyCommand.class, UndoCommand.class, GuiCommand.class, SampleCommand.class, PenaltyCommand.class, ProtestCommand.class,
                ClockCommand.class, CrosstableCommand.class, WithdrawCommand.class,
                TeamCommand.class, LineupCommand.class, LineupsCommand.class, BoardsCommand.class,
                TrfCommand.class, BracketCommand.class, BenchCommand.class, XqCommand.class, RecordCommand.class,
                BackupCommand.class, ServeCommand.class,
                GoCommand.class, OgCommand.class})
public final class Cli implements Runnable {
    /** The help texts' resource bundle: {@code cli.properties} Chinese, {@code cli_en.properties} English. */
    static final String BUNDLE = "i18n.cli";

    /** Exit code meaning "a window is open, do not exit". */
    public static final int KEEP_RUNNING = -1;
    public static final int USER_ERROR = 2;
    public static final int INTERNAL_ERROR = 3;

    final Context ctx;
    @Spec
    CommandSpec spec;

    @Option(names = Language.OPTION, paramLabel = "zh|en", scope = CommandLine.ScopeType.INHERIT)
    void setLang(String lang) {
        Optional<Locale> locale = Language.parse(lang);
        if (locale.isEmpty()) {
            throw new UsageErrors.Worded(spec.commandLine(), Language.wrongZh(Language.OPTION, lang),
                    Language.wrongEn(Language.OPTION, lang));
        }
        ctx.setLocale(locale.get());
    }

    @Option(names = "--arbiter", scope = CommandLine.ScopeType.INHERIT)
    void setArbiter(String name) {
        ctx.setActor(name);
    }

    Cli(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public void run() {
        throw new UsageErrors.Worded(spec.commandLine(), "需要一个命令", "a command is needed");
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String v = Cli.class.getPackage().getImplementationVersion();
            return new String[] {"QiCai " + (v == null ? "dev" : v)};
        }
    }

    /** Runs the CLI on the process's stdout/stderr, both UTF-8, in the process's environment. */
    public static int run(String... args) {
        return run(Context.ofProcess(), args);
    }

    /** Runs the CLI with the given context (tests capture the streams and give the environment). */
    public static int run(Context ctx, String... args) {
        String option = Language.optionValue(args);
        if (option != null) {
            // a value that is no language is refused by setLang while parsing, in Chinese
            ctx.setLocale(Language.parse(option).orElse(Language.ZH));
        } else {
            String env = ctx.env(Language.ENV);
            if (env != null && !env.isBlank()) {
                Optional<Locale> locale = Language.parse(env);
                if (locale.isEmpty()) {
                    ctx.err().println("qicai: " + Language.wrongZh("环境变量 " + Language.ENV, env) + " ("
                            + Language.wrongEn("the environment variable " + Language.ENV, env) + ")");
                    return USER_ERROR;
                }
                ctx.setLocale(locale.get());
            }
        }
        CommandLine cl = commandLine(ctx);
        cl.setOut(new java.io.PrintWriter(ctx.out(), true));
        cl.setErr(new java.io.PrintWriter(ctx.err(), true));
        cl.setParameterExceptionHandler((ex, a) -> {
            ctx.err().println(UsageErrors.line(ex, ctx.english()));
            return USER_ERROR;
        });
        cl.setExecutionExceptionHandler((ex, c, parsed) -> Failures.report(ex, ctx, args));
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
        cl.setResourceBundle(helpTexts(ctx.locale()));
        alignSynopsis(cl);
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
     * picocli indents the synopsis' continuation lines by the heading's length in characters; "用法：" is three
     * characters but six columns wide, so the lines would start three columns too far left.
     */
    private static void alignSynopsis(CommandLine cl) {
        cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_SYNOPSIS,
                help -> help.synopsis(columns(help.commandSpec().usageMessage().synopsisHeading())));
        for (CommandLine sub : cl.getSubcommands().values()) {
            alignSynopsis(sub);
        }
    }

    /** The terminal columns of the heading's last line: two for a Chinese character or full-width mark. */
    static int columns(String heading) {
        String[] lines = heading.split("%n|\\r?\\n", -1);
        String last = lines[lines.length - 1];
        int columns = 0;
        for (int i = 0; i < last.length(); i = last.offsetByCodePoints(i, 1)) {
            int c = last.codePointAt(i);
            boolean wide = Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN
                    || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF00 && c <= 0xFF60);
            columns += wide ? 2 : 1;
        }
        return columns;
    }

    /** The help texts in a language: English, or Chinese (the base bundle) for anything else. */
    static ResourceBundle helpTexts(Locale locale) {
        // no fallback to the JVM's default locale: a machine set to English still gets Chinese help by default
        return ResourceBundle.getBundle(BUNDLE, Language.parse(locale.getLanguage()).orElse(Language.ZH),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    static String oneLine(String s) {
        return Failures.oneLine(s);
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
