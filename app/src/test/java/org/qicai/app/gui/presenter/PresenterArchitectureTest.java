package org.qicai.app.gui.presenter;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.Test;

class PresenterArchitectureTest {

    @Test
    void presentersDoNotUseSwingSoTheyAreTestedWithoutAScreen() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.qicai.app.gui.presenter");
        noClasses().that().resideInAPackage("org.qicai.app.gui.presenter")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..")
                .because("presenters hold the workstation's state and call the services; views draw it")
                .check(classes);
    }

    @Test
    void presentersDoNotReachBelowTheServices() {
        JavaClasses classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.qicai.app.gui");
        noClasses().that().resideInAPackage("org.qicai.app.gui..")
                .should().dependOnClassesThat().resideInAnyPackage("org.qicai.core.store..", "java.sql..")
                .because("the workstation acts through EventService, like the CLI")
                .check(classes);
    }
}
