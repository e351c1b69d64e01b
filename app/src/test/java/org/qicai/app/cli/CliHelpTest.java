package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@code --help} and {@code --version} on every command, nested ones included: the usage goes to stdout and the
 * exit is 0, even where the command's required parameters are missing — in Chinese by default, in English with
 * {@code --lang en} (the texts themselves: {@link CliHelpLanguageTest}).
 */
class CliHelpTest {

    /** Every command path below {@code qicai}: "event", "event new", "trf pair" … */
    private static List<String> allPaths() {
        List<String> paths = new ArrayList<>();
        collect(Cli.commandLine(quietContext()), "", paths);
        return paths;
    }

    private static Context quietContext() {
        return new Context(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    }

    private static void collect(CommandLine cl, String prefix, List<String> out) {
        for (Map.Entry<String, CommandLine> e : cl.getSubcommands().entrySet()) {
            if (!e.getValue().getCommandName().equals(e.getKey())) {
                continue; // an alias of a command already listed
            }
            String path = prefix.isEmpty() ? e.getKey() : prefix + " " + e.getKey();
            out.add(path);
            collect(e.getValue(), path, out);
        }
    }

    private static String[] args(String path, String... more) {
        List<String> a = new ArrayList<>(List.of(path.split(" ")));
        a.addAll(List.of(more));
        return a.toArray(new String[0]);
    }

    @Test
    @DisplayName("every command and subcommand answers --help with its own usage on stdout and exit 0")
    void everyCommandHasHelp() {
        List<String> paths = allPaths();
        assertThat(paths).contains("event new", "player add", "trf pair", "penalty add", "clock simulate", "round show",
                "standings", "team show");
        String rootDescription = String.join("", Cli.commandLine(quietContext()).getCommandSpec()
                .usageMessage().description());
        PrintStream systemErr = System.err;
        ByteArrayOutputStream picocliWarnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(picocliWarnings, true, StandardCharsets.UTF_8));
        try {
            for (String path : paths) {
                CliRunner.Run r = CliRunner.run(args(path, "--help"));
                assertThat(r.code()).as("qicai %s --help; stderr: %s", path, r.err()).isZero();
                assertThat(r.err()).as(path).isEmpty();
                assertThat(r.out()).as(path).startsWith("用法：qicai " + path).contains("-h, --help")
                        .contains("-V, --version").doesNotContain(rootDescription);
                CliRunner.Run en = CliRunner.run(args(path, "--help", "--lang", "en"));
                assertThat(en.code()).as("qicai %s --help --lang en; stderr: %s", path, en.err()).isZero();
                assertThat(en.out()).as(path).startsWith("Usage: qicai " + path).contains("-h, --help")
                        .contains("-V, --version");
            }
        } finally {
            System.setErr(systemErr);
        }
        // a lone '%' in a description makes picocli warn on stderr and print the text unformatted
        assertThat(picocliWarnings.toString(StandardCharsets.UTF_8)).doesNotContain("picocli WARN");
    }

    @Test
    @DisplayName("qicai trf pair --help lists its options though --system and IN.trf are required")
    void trfPairHelp() {
        CliRunner.Run r = CliRunner.run("trf", "pair", "--help");
        assertThat(r.code()).isZero();
        assertThat(r.out()).startsWith("用法：qicai trf pair").contains("--system=<system>").contains("--explain")
                .contains("--seed=<seed>").contains("IN.trf");
        CliRunner.Run h = CliRunner.run("penalty", "add", "-h");
        assertThat(h.code()).isZero();
        assertThat(h.out()).startsWith("用法：qicai penalty add").contains("--clause");
        CliRunner.Run clock = CliRunner.run("clock", "simulate", "--help");
        assertThat(clock.code()).isZero();
        assertThat(clock.out()).contains("--tc=SPEC").contains("--presses");
    }

    @Test
    @DisplayName("--version on a subcommand prints the version and exits 0; a real option still works beside --help")
    void versionOnSubcommands() {
        CliRunner.Run v = CliRunner.run("event", "new", "--version");
        assertThat(v.code()).isZero();
        assertThat(v.out()).startsWith("QiCai ");
        CliRunner.Run v2 = CliRunner.run("clock", "simulate", "-V");
        assertThat(v2.code()).isZero();
        assertThat(v2.out()).isEqualTo(v.out());
        CliRunner.Run unknown = CliRunner.run("trf", "pair", "--nope", "--lang", "en");
        assertThat(unknown.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(unknown.err()).contains("see qicai trf pair --help");
    }
}
