package org.qicai.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.qicai.arch.CommonArchitectureTest;

/**
 * DESIGN.md's rules for every plugin module, checked here on all of them together (their build output,
 * {@code ../plugins/*}{@code /target/classes}): plugins see only the core API (model, SPI, game, scoring,
 * standings), pf4j and SLF4J; no Swing/AWT, JDBC or files; no plugin imports another. A new plugin module is
 * covered without a test of its own. The rules every module shares (no package cycles; nothing printed — a
 * plugin has no console) come from {@link CommonArchitectureTest}.
 */
class PluginsArchitectureTest extends CommonArchitectureTest {

    @Override
    protected JavaClasses importClasses() {
        Path root = Path.of("..", "plugins").toAbsolutePath().normalize();
        List<Path> dirs;
        try (Stream<Path> s = Files.list(root)) {
            dirs = s.map(p -> p.resolve("target/classes")).filter(Files::isDirectory).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        assertThat(dirs).as("plugin build output under %s", root).isNotEmpty();
        return new ClassFileImporter().importPaths(dirs);
    }

    @Test
    void pluginsImportOnlyTheCoreApi() {
        classes().that().resideInAPackage("org.qicai.plugin..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.pf4j..", "org.qicai.plugin..",
                        "org.qicai.core", "org.qicai.core.model..", "org.qicai.core.spi..", "org.qicai.core.game..", "org.qicai.core.scoring..",
                        "org.qicai.core.standings..", "org.slf4j..")
                .because("plugins are pure functions over the core API; no services, storage or UI")
                .check(moduleClasses());
    }

    @Test
    void pluginsHaveNoUiAndNoJdbc() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "java.sql..",
                        "java.io.File", "java.nio.file..")
                .because("a plugin computes; it does no I/O and shows nothing")
                .check(moduleClasses());
    }

    @Test
    void pluginsDoNotImportEachOther() {
        slices().matching("org.qicai.plugin.(*)..").namingSlices("plugin $1")
                .should().notDependOnEachOther()
                .because("each plugin is loaded by its own class loader and may be left out of a deployment; what two "
                        + "plugins share belongs in core (docs/decisions/0002)")
                .check(moduleClasses());
    }
}
