package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * Issue 13 item 3: {@code qicai}, {@code qicai gui [EVENT]} and {@code qicai sample} start the window without
 * building the command model — and only for argument lists the model reads the same way: each accepted form is
 * parsed by the model too and must give the same command, event, sample options, language and arbiter.
 */
class WindowStartTest {

    private static Context context(String qicaiLang) {
        UnaryOperator<String> env = name -> Language.ENV.equals(name) ? qicaiLang : null;
        return new Context(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), env);
    }

    private static String[] split(String args) {
        return args.isEmpty() ? new String[0] : args.split(" ");
    }

    @ParameterizedTest(name = "qicai {0}")
    @DisplayName("a window form is taken as the command model would read it")
    @ValueSource(strings = {"gui", "gui 赛事.qicai", "--lang en gui e.qicai", "gui e.qicai --lang=en --arbiter 王裁判",
            "--arbiter=李 gui", "gui --lang zh", "sample", "sample --name rr8", "sample --dir /tmp/s --no-window",
            "--lang en sample --no-window --name=rr8 --dir=/tmp/s", "sample --arbiter 张 --lang EN"})
    void aWindowFormMeansWhatTheCommandModelReads(String line) {
        String[] args = split(line);
        Optional<WindowStart.Request> request = WindowStart.parse(args, context(null));
        assertThat(request).as(line).isPresent();
        WindowStart.Request r = request.get();

        Context ctx = context(null);
        CommandLine.ParseResult parsed = Cli.commandLine(ctx).parseArgs(args);
        CommandLine.ParseResult leaf = parsed.subcommand();
        assertThat(leaf.hasSubcommand()).isFalse();
        Object command = leaf.commandSpec().userObject();
        assertThat(leaf.commandSpec().name()).isEqualTo(r.command());
        if (command instanceof GuiCommand gui) {
            assertThat(r.event()).isEqualTo(gui.file);
        } else {
            SampleCommand sample = (SampleCommand) command;
            assertThat(r.sample()).isEqualTo(sample.name);
            assertThat(r.dir()).isEqualTo(sample.dir);
            assertThat(r.noWindow()).isEqualTo(sample.noWindow);
        }
        Locale wanted = r.lang() == null ? Language.ZH : Language.parse(r.lang()).orElseThrow();
        assertThat(ctx.locale()).isEqualTo(wanted);
        Context fast = context(null);
        fast.setActor(r.arbiter());
        assertThat(fast.actor()).isEqualTo(ctx.actor());
    }

    @ParameterizedTest(name = "qicai {0}")
    @DisplayName("anything else goes to the command line, which answers it as before")
    @ValueSource(strings = {"gui --help", "gui -h", "sample --version", "gui a.qicai b.qicai", "sample e.qicai",
            "gui --no-window", "gui --name x", "--name x sample", "--lang fr gui", "--lang en", "--lang",
            "gui --lang", "gui --lang en --lang zh", "sample --no-window --no-window", "sample --name",
            "gui -- e.qicai", "round show e.qicai 1", "gui --arbiter= ", "sample --name -x", "plugins"})
    void anythingElseIsLeftToTheCommandLine(String line) {
        assertThat(WindowStart.parse(split(line.strip()), context(null))).as(line).isEmpty();
    }

    @ParameterizedTest(name = "QICAI_LANG={0}")
    @DisplayName("QICAI_LANG: a language is taken; any other value leaves gui to the command line's error,"
            + " but no arguments at all still open the window")
    @ValueSource(strings = {"en", "zh", "fr"})
    void theEnvironmentVariable(String value) {
        boolean known = Language.parse(value).isPresent();
        assertThat(WindowStart.parse(new String[] {"gui"}, context(value)).isPresent()).isEqualTo(known);
        assertThat(WindowStart.parse(new String[] {"--lang", "en", "gui"}, context(value))).isPresent();
        assertThat(WindowStart.parse(new String[0], context(value))).isPresent();
    }
}
