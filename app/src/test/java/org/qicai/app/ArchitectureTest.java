package org.qicai.app;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.qicai.arch.CommonArchitectureTest;

/**
 * DESIGN.md's dependency rules for the app: it talks to storage only through services, the CLI uses no Swing,
 * printing does not reach into the window. The rules every module shares (no package cycles; only the command
 * line prints) come from {@link CommonArchitectureTest}; the plugins' rules are in {@link PluginsArchitectureTest},
 * the presenters' in {@code gui.presenter.PresenterArchitectureTest}.
 */
class ArchitectureTest extends CommonArchitectureTest {

    private static final JavaClasses APP = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.qicai.app");

    @Override
    protected JavaClasses importClasses() {
        return APP;
    }

    /** The command line (cli), the start-up probe of the benchmarks (bench) and Main write to the console. */
    @Override
    protected DescribedPredicate<JavaClass> console() {
        return resideInAnyPackage("org.qicai.app.cli..", "org.qicai.app.bench..")
                .or(JavaClass.Predicates.belongToAnyOf(Main.class));
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

    @Test
    void printingDoesNotDependOnTheWindow() {
        noClasses().that().resideInAPackage("org.qicai.app.print..")
                .should().dependOnClassesThat().resideInAPackage("org.qicai.app.gui..")
                .because("reports are page models drawn with Java2D for the printer, PDF and the CLI alike; the window "
                        + "shows them, they do not know the window")
                .check(APP);
    }
}
