package org.qicai.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;
import org.qicai.arch.CommonArchitectureTest;

/**
 * The layering of DESIGN.md, enforced on core's production classes; the rules every module shares (no package
 * cycles, nothing printed) come from {@link CommonArchitectureTest}. Core has no console: nothing in it prints.
 */
class ArchitectureTest extends CommonArchitectureTest {
    private static final JavaClasses CORE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.qicai.core");

    @Override
    protected JavaClasses importClasses() {
        return CORE;
    }

    @Test
    void coreHasNoSwingOrAwt() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..")
                .because("core has no UI: the window and the CLI are two front ends over it")
                .check(CORE);
    }

    @Test
    void onlyTheStorePackageTouchesJdbc() {
        noClasses().that().resideOutsideOfPackage("org.qicai.core.store..")
                .should().dependOnClassesThat().resideInAnyPackage("java.sql..", "javax.sql..", "org.h2..", "org.flywaydb..")
                .because("only storage touches JDBC (DESIGN.md)")
                .check(CORE);
    }

    @Test
    void coreNeverSeesTheApp() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.qicai.app..", "org.qicai.plugin..")
                .because("app ──► core ◄── plugins: core sees neither")
                .check(CORE);
    }

    @Test
    void modelAndSpiDoNotReachIntoServicesOrStore() {
        noClasses().that().resideInAnyPackage("org.qicai.core.model..", "org.qicai.core.spi..", "org.qicai.core.game..", "org.qicai.core.scoring..",
                        "org.qicai.core.standings..")
                .should().dependOnClassesThat().resideInAnyPackage("org.qicai.core.service..", "org.qicai.core.store..")
                .because("plugins see the model and SPI; those must not drag services or storage along")
                .check(CORE);
    }
}
