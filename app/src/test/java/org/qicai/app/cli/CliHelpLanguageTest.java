package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * Issue 13 item 4: {@code qicai --help} and every command's help in Chinese by default, in English with
 * {@code --lang en} (before or after the command) or {@code QICAI_LANG=en}; {@code --lang} wins over the variable;
 * a value that is no language is refused. The texts come from {@code i18n/cli.properties} and
 * {@code i18n/cli_en.properties}, which must hold the same keys and describe every command, option and parameter.
 */
class CliHelpLanguageTest {
    private static final Pattern CJK = Pattern.compile("[\\p{IsHan}]");

    private static UnaryOperator<String> env(String qicaiLang) {
        return name -> Language.ENV.equals(name) ? qicaiLang : null;
    }

    private static void assertChinese(String help) {
        assertThat(help).startsWith("用法：qicai").contains("选项：").contains("显示本帮助并退出。")
                .doesNotContain("Usage:").doesNotContain("Options:").doesNotContain("Commands:")
                .doesNotContain("Show this help message");
    }

    private static void assertEnglish(String help) {
        assertThat(help).startsWith("Usage: qicai").contains("Options:").contains("Show this help message and exit.")
                .doesNotContain("用法").doesNotContain("选项：").doesNotContain("显示本帮助");
    }

    @Test
    @DisplayName("qicai --help is Chinese by default, English with --lang en or QICAI_LANG=en")
    void topLevelHelpInBothLanguages() {
        CliRunner.Run zh = CliRunner.run("--help");
        assertThat(zh.code()).isZero();
        assertChinese(zh.out());
        assertThat(zh.out()).contains("命令：").contains("裁判长").contains("录入或更正一台的成绩");

        for (CliRunner.Run en : List.of(CliRunner.run("--help", "--lang", "en"), CliRunner.run("--lang=en", "--help"),
                CliRunner.run(env("en"), "--help"), CliRunner.run(env("EN"), "--help"))) {
            assertThat(en.code()).as(en.err()).isZero();
            assertEnglish(en.out());
            assertThat(en.out()).contains("Commands:").contains("Enter or correct one board's result");
        }
        assertChinese(CliRunner.run(env("zh"), "--help").out());
        assertChinese(CliRunner.run(env("en"), "--help", "--lang", "zh").out());
        assertChinese(CliRunner.run(env(""), "--help").out());
    }

    @Test
    @DisplayName("qicai trf pair --help in Chinese by default; --lang en before or after the command, or QICAI_LANG=en")
    void nestedHelpInBothLanguages() {
        CliRunner.Run zh = CliRunner.run("trf", "pair", "--help");
        assertThat(zh.code()).isZero();
        assertChinese(zh.out());
        assertThat(zh.out()).startsWith("用法：qicai trf pair").contains("参数：")
                .contains("编排 TRF 文件中比赛的下一轮").contains("编排制度：dutch 或 cn-swiss")
                .contains("要读取的 TRF16 文件").contains("--system=<system>");
        for (CliRunner.Run en : List.of(CliRunner.run("trf", "pair", "--help", "--lang", "en"),
                CliRunner.run("--lang", "en", "trf", "pair", "--help"), CliRunner.run(env("en"), "trf", "pair", "--help"))) {
            assertThat(en.code()).as(en.err()).isZero();
            assertEnglish(en.out());
            assertThat(en.out()).startsWith("Usage: qicai trf pair").contains("Parameters:")
                    .contains("Pair the next round of the tournament in a TRF file")
                    .contains("dutch or cn-swiss (any pairing system id)").contains("--system=<system>");
        }
    }

    @Test
    @DisplayName("--lang and QICAI_LANG other than zh or en: exit 2 with one line saying what is allowed")
    void anUnknownLanguageIsRefused() {
        CliRunner.Run flag = CliRunner.run("trf", "pair", "--help", "--lang", "fr");
        assertThat(flag.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(flag.out()).isEmpty();
        assertThat(flag.err().strip()).isEqualTo("qicai: --lang 只能是 zh（中文）或 en（英文），不能是“fr”（用法见 qicai --help）"
                + " (--lang must be zh (Chinese) or en (English), not 'fr')");

        CliRunner.Run variable = CliRunner.run(env("fr"), "--help");
        assertThat(variable.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(variable.out()).isEmpty();
        assertThat(variable.err().strip()).isEqualTo("qicai: 环境变量 QICAI_LANG 只能是 zh（中文）或 en（英文），不能是“fr”"
                + " (the environment variable QICAI_LANG must be zh (Chinese) or en (English), not 'fr')");
        // the option decides; the variable is not read then
        assertThat(CliRunner.run(env("fr"), "--help", "--lang", "en").code()).isZero();
    }

    @Test
    @DisplayName("usage errors (a missing parameter, an unknown option or command) follow the language")
    void usageErrorsInBothLanguages() {
        CliRunner.Run missing = CliRunner.run("round", "show", "x.qicai");
        assertThat(missing.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(missing.err().strip()).isEqualTo("qicai round show: 缺少必需的参数：N（用法见 qicai round show --help）"
                + " (Missing required parameter: 'N')");
        assertThat(CliRunner.run("round", "show", "x.qicai", "--lang", "en").err().strip())
                .isEqualTo("qicai round show: Missing required parameter: 'N' (see qicai round show --help)");
        assertThat(CliRunner.run(env("en"), "round", "show", "x.qicai").err().strip())
                .isEqualTo("qicai round show: Missing required parameter: 'N' (see qicai round show --help)");

        assertThat(CliRunner.run("event", "new", "x.qicai").err().strip())
                .startsWith("qicai event new: 缺少必需的选项：--name=<name>（用法见 qicai event new --help）");
        assertThat(CliRunner.run("trf", "pair", "in.trf", "--system", "dutch", "--nope").err().strip())
                .startsWith("qicai trf pair: 未知选项：“--nope”（用法见 qicai trf pair --help） (Unknown option: '--nope'");
        assertThat(CliRunner.run("no-such-command").err().strip())
                .startsWith("qicai: 没有名为“no-such-command”的命令（用法见 qicai --help） (Unmatched argument");
        assertThat(CliRunner.run("event", "new", "x.qicai", "--name", "x", "--rounds", "many").err().strip())
                .startsWith("qicai event new: “--rounds=<rounds>”的值“many”无效（用法见 qicai event new --help） (Invalid value");
        assertThat(CliRunner.run().err().strip()).isEqualTo("qicai: 需要一个命令（用法见 qicai --help） (a command is needed)");
        assertThat(CliRunner.run("--lang", "en").err().strip()).isEqualTo("qicai: a command is needed (see qicai --help)");
    }

    @Test
    @DisplayName("QICAI_LANG=en also makes a command's own errors English, as --lang en does")
    void theVariableReachesTheCommandsErrors() {
        String missing = "/no/such/dir/x.qicai";
        assertThat(CliRunner.run(env("en"), "round", "show", missing, "1").err().strip())
                .isEqualTo("qicai: no event file at " + missing);
        assertThat(CliRunner.run(env("en"), "round", "show", missing, "1", "--lang", "zh").err().strip())
                .isEqualTo("qicai: 找不到赛事文件：" + missing + " (no event file at " + missing + ")");
    }

    /** Every command of the tree: the root and every subcommand, each once. */
    private static List<CommandLine> commands(Locale locale) {
        Context ctx = quietContext();
        ctx.setLocale(locale);
        List<CommandLine> all = new ArrayList<>();
        collect(Cli.commandLine(ctx), all);
        return all;
    }

    private static void collect(CommandLine cl, List<CommandLine> out) {
        out.add(cl);
        for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
            if (e.getValue().getCommandName().equals(e.getKey())) {
                collect(e.getValue(), out);
            }
        }
    }

    private static Context quietContext() {
        return new Context(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), env(null));
    }

    private static List<ArgSpec> described(CommandSpec spec) {
        List<ArgSpec> args = new ArrayList<>();
        for (OptionSpec o : spec.options()) {
            if (!o.hidden()) {
                args.add(o);
            }
        }
        for (PositionalParamSpec p : spec.positionalParameters()) {
            if (!p.hidden()) {
                args.add(p);
            }
        }
        return args;
    }

    private static String name(ArgSpec a) {
        return a instanceof OptionSpec o ? o.longestName() : a.paramLabel();
    }

    @Test
    @DisplayName("walking the command tree: every command, option and parameter is described in Chinese (a CJK character in"
            + " each) and in English, and every usage renders without a picocli warning")
    void everyCommandIsDescribedInBothLanguages() {
        PrintStream systemErr = System.err;
        ByteArrayOutputStream picocliWarnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(picocliWarnings, true, StandardCharsets.UTF_8));
        List<String> notChinese = new ArrayList<>();
        List<String> missingEnglish = new ArrayList<>();
        int commands = 0;
        try {
            for (CommandLine cl : commands(Language.ZH)) {
                CommandSpec spec = cl.getCommandSpec();
                String cmd = spec.qualifiedName();
                commands++;
                String description = String.join(" ", spec.usageMessage().description());
                if (!CJK.matcher(description).find()) {
                    notChinese.add(cmd + ": " + description);
                }
                for (ArgSpec a : described(spec)) {
                    String d = String.join(" ", a.description());
                    if (!CJK.matcher(d).find()) {
                        notChinese.add(cmd + " " + name(a) + ": '" + d + "'");
                    }
                }
                String usage = cl.getUsageMessage();
                assertThat(usage).as(cmd).startsWith("用法：" + cmd).doesNotContain("Usage:").doesNotContain("Options:")
                        .doesNotContain("Commands:").doesNotContain("Parameters:");
            }
            for (CommandLine cl : commands(Language.EN)) {
                CommandSpec spec = cl.getCommandSpec();
                String cmd = spec.qualifiedName();
                if (String.join("", spec.usageMessage().description()).isBlank()) {
                    missingEnglish.add(cmd);
                }
                for (ArgSpec a : described(spec)) {
                    if (String.join("", a.description()).isBlank()) {
                        missingEnglish.add(cmd + " " + name(a));
                    }
                }
                assertThat(cl.getUsageMessage()).as(cmd).startsWith("Usage: " + cmd).doesNotContain("用法")
                        .doesNotContain("选项：").doesNotContain("命令：");
            }
        } finally {
            System.setErr(systemErr);
        }
        assertThat(commands).isGreaterThan(80);
        assertThat(notChinese).as("descriptions without Chinese in the Chinese help").isEmpty();
        assertThat(missingEnglish).as("no English description").isEmpty();
        // a lone '%' in a description makes picocli warn on stderr and print the text unformatted
        assertThat(picocliWarnings.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
    }

    private static Properties load(String resource) throws IOException {
        Properties p = new Properties();
        try (InputStream in = Cli.class.getResourceAsStream(resource);
             Reader r = new java.io.InputStreamReader(in, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        return p;
    }

    @Test
    @DisplayName("cli.properties and cli_en.properties hold the same keys, and each key belongs to a command, option or"
            + " parameter of the tree (none is misspelt or left over)")
    void theTwoBundlesMatchTheCommandTree() throws IOException {
        Properties zh = load("/i18n/cli.properties");
        Properties en = load("/i18n/cli_en.properties");
        assertThat(en.stringPropertyNames()).containsExactlyInAnyOrderElementsOf(zh.stringPropertyNames());

        Set<String> known = new HashSet<>(Set.of("usage.synopsisHeading", "usage.parameterListHeading",
                "usage.optionListHeading", "usage.commandListHeading", "mixinStandardHelpOptions.help",
                "mixinStandardHelpOptions.version"));
        for (CommandLine cl : commands(Language.ZH)) {
            CommandSpec spec = cl.getCommandSpec();
            String q = spec.qualifiedName(".") + ".";
            known.add(q + "usage.description");
            Set<String> tails = new LinkedHashSet<>();
            for (OptionSpec o : spec.options()) {
                for (String n : o.names()) {
                    tails.add(n.replaceFirst("^-+", ""));
                }
            }
            for (PositionalParamSpec p : spec.positionalParameters()) {
                tails.add(p.paramLabel() + "[" + p.index() + "]");
            }
            for (String t : tails) {
                known.add(t);
                known.add(q + t);
            }
        }
        assertThat(zh.stringPropertyNames()).as("keys that describe nothing").allMatch(known::contains);
        assertThat(zh.stringPropertyNames().stream().filter(k -> !known.contains(k))).isEmpty();
    }
}
