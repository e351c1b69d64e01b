package org.qicai.app.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.pf4j.RuntimeMode;
import org.qicai.app.cli.CliRunner;
import org.qicai.app.gui.presenter.PluginsPresenter;
import org.qicai.core.plugin.PluginProblem;
import org.qicai.core.spi.PairingSystem;

/**
 * Issue 12 item 5: an extension whose constructor throws is listed as FAILED with the reason (PF4J only
 * logs it and leaves it out), while the plugin's other extensions load. The plugin is built here, in
 * development layout: {@code boom/plugin.properties}, {@code boom/target/classes} with an extensions index.
 */
class PluginHostFailureTest {
    @TempDir
    Path root;

    private void buildPlugin() throws Exception {
        Files.writeString(root.resolve("pom.xml"), "<project/>\n");
        Path plugin = Files.createDirectories(root.resolve("boom"));
        Files.writeString(plugin.resolve("plugin.properties"),
                "plugin.id=boom\nplugin.version=0.0.1\nplugin.provider=test\nplugin.class=\n");
        Path src = Files.createDirectories(plugin.resolve("src/main/java/boom"));
        Files.writeString(src.resolve("Exploding.java"), """
                package boom;
                public final class Exploding implements org.qicai.core.spi.PairingSystem {
                    public Exploding() { throw new IllegalStateException("no licence file"); }
                    public String id() { return "exploding"; }
                    public String displayName(java.util.Locale l) { return "exploding"; }
                    public int plannedRounds(org.qicai.core.model.EventSnapshot e) { return 1; }
                    public org.qicai.core.spi.RoundPlan pair(org.qicai.core.spi.PairingRequest r) { return null; }
                }
                """);
        Files.writeString(src.resolve("Fine.java"), """
                package boom;
                public final class Fine implements org.qicai.core.spi.PairingSystem {
                    public String id() { return "fine"; }
                    public String displayName(java.util.Locale l) { return "fine"; }
                    public int plannedRounds(org.qicai.core.model.EventSnapshot e) { return 1; }
                    public org.qicai.core.spi.RoundPlan pair(org.qicai.core.spi.PairingRequest r) { return null; }
                }
                """);
        Path classes = Files.createDirectories(plugin.resolve("target/classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        int rc = javac.run(null, null, null, "-proc:none", "-cp", System.getProperty("java.class.path"), "-d",
                classes.toString(), src.resolve("Exploding.java").toString(), src.resolve("Fine.java").toString());
        assertThat(rc).isZero();
        Files.createDirectories(classes.resolve("META-INF"));
        Files.writeString(classes.resolve("META-INF/extensions.idx"), "boom.Exploding\nboom.Fine\n", StandardCharsets.UTF_8);
    }

    @Test
    void anExtensionWhoseConstructorThrowsIsListedAsFailedWithItsReason() throws Exception {
        buildPlugin();
        try (PluginHost host = new PluginHost(root, RuntimeMode.DEVELOPMENT)) {
            List<PairingSystem> systems = host.extensions(PairingSystem.class);
            assertThat(systems).extracting(PairingSystem::id).containsExactly("fine");
            List<PluginProblem> problems = host.problems();
            assertThat(problems).containsExactly(new PluginProblem("boom", "extension Exploding",
                    "IllegalStateException: no licence file"));
            host.loaded();
            assertThat(host.problems()).as("listed once").hasSize(1);
            // the Plugins view shows the same row
            PluginsPresenter view = new PluginsPresenter(host.loaded(), host.problems());
            assertThat(view.problemRows()).containsExactly(List.of("boom", "extension Exploding",
                    "IllegalStateException: no licence file"));
            assertThat(view.hasProblems()).isTrue();
        }
    }

    @Test
    void qicaiPluginsPrintsTheFailure() throws Exception {
        buildPlugin();
        String before = System.getProperty("qicai.plugins");
        System.setProperty("qicai.plugins", root.toString());
        try {
            CliRunner.Run r = CliRunner.run("plugins");
            assertThat(r.code()).isZero();
            assertThat(r.out().lines()).contains("boom 0.0.1 PairingSystem fine",
                    "FAILED boom extension Exploding: IllegalStateException: no licence file");
        } finally {
            if (before == null) {
                System.clearProperty("qicai.plugins");
            } else {
                System.setProperty("qicai.plugins", before);
            }
        }
    }
}
