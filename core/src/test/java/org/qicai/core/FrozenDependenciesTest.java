package org.qicai.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.EvaluationResult;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.qicai.arch.CommonArchitectureTest;

/** The frozen-list condition of {@link CommonArchitectureTest}: today's listed uses pass, a new one and a stale one fail. */
class FrozenDependenciesTest {

    /** A class with one AWT use (test code only: core's production classes have none). */
    static final class UsesAwt {
        Object point() {
            return new java.awt.Point(1, 2);
        }
    }

    private static final JavaClasses SAMPLE = new ClassFileImporter().importClasses(UsesAwt.class);
    /** Edges are keyed by the top-level class: a nested or anonymous class counts as its outer one. */
    private static final String EDGE = FrozenDependenciesTest.class.getName() + " -> java.awt.Point";

    private static EvaluationResult check(Set<String> frozen) {
        return classes().should(CommonArchitectureTest.notDependOnPackagesExcept(frozen, "java.awt")).evaluate(SAMPLE);
    }

    @Test
    void aListedUsePasses() {
        assertThat(check(Set.of(EDGE)).hasViolation()).isFalse();
    }

    @Test
    void anUnlistedUseFails() {
        EvaluationResult r = check(Set.of());
        assertThat(r.hasViolation()).isTrue();
        assertThat(r.getFailureReport().getDetails()).anySatisfy(d -> assertThat(d).contains("java.awt.Point"));
    }

    @Test
    void aListedUseThatIsGoneFailsSoTheListOnlyShrinks() {
        EvaluationResult r = check(Set.of(EDGE, FrozenDependenciesTest.class.getName() + " -> java.awt.Color"));
        assertThat(r.getFailureReport().getDetails()).singleElement().satisfies(d -> assertThat(d).contains("is gone"));
    }
}
