package org.qicai.app;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * DESIGN.md's dependency rules for the app and every plugin module: plugins see only the core API
 * (model, SPI, scoring, standings) and pf4j; no Swing/AWT or JDBC in plugins; the app talks to
 * storage only through services.
 */
class ArchitectureTest {

    private static final JavaClasses APP = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.qicai.app");

    private static JavaClasses plugins() throws IOException {
        Path root = Path.of("..", "plugins").toAbsolutePath().normalize();
        List<Path> dirs;
        try (Stream<Path> s = Files.list(root)) {
            dirs = s.map(p -> p.resolve("target/classes")).filter(Files::isDirectory).toList();
        }
        assertThat(dirs).as("plugin build output under %s", root).isNotEmpty();
        return new ClassFileImporter().importPaths(dirs);
    }

    @Test
    void pluginsImportOnlyTheCoreApi() throws IOException {
        classes().that().resideInAPackage("org.qicai.plugin..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.pf4j..", "org.qicai.plugin..",
                        "org.qicai.core", "org.qicai.core.model..", "org.qicai.core.spi..", "org.qicai.core.game..", "org.qicai.core.scoring..",
                        "org.qicai.core.standings..", "org.slf4j..")
                .because("plugins are pure functions over the core API; no services, storage or UI")
                .check(plugins());
    }

    @Test
    void pluginsHaveNoUiAndNoJdbc() throws IOException {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "java.sql..",
                        "java.io.File", "java.nio.file..")
                .because("a plugin computes; it does no I/O and shows nothing")
                .check(plugins());
    }

    @Test
    void appReachesStorageOnlyThroughServices() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.qicai.core.store..", "java.sql..")
                .because("one service method per arbiter action: views and commands call services")
                .check(APP);
    }

    @Test
    void cliDoesNotUseSwing() {
        noClasses().that().resideInAPackage("org.qicai.app.cli..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..")
                .check(APP);
    }
}
