package org.qicai.arch;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.io.FileDescriptor;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The architecture rules every module shares, as JabRef's {@code CommonArchitectureTest}: a module switches
 * them on with a small subclass that says which classes are its own ({@link #importClasses()}) and which of them
 * may print ({@link #console()}). Core, the app and the plugins (all together, from the app) each have one;
 * their module-specific rules sit beside these in the subclass.
 *
 * <p>This class reaches the other modules as core's test-jar, which holds only {@code org.qicai.arch}
 * (docs/decisions/0004).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class CommonArchitectureTest {
    private JavaClasses classes;

    /** The module's production classes (imported once per test class). */
    protected abstract JavaClasses importClasses();

    /** The classes allowed to write to the process's standard streams; by default none. */
    protected DescribedPredicate<JavaClass> console() {
        return DescribedPredicate.describe("no class", c -> false);
    }

    protected final JavaClasses moduleClasses() {
        if (classes == null) {
            classes = importClasses();
        }
        return classes;
    }

    @Test
    void packagesAreFreeOfCycles() {
        slices().matching("org.qicai.(**)").namingSlices("$1")
                .should().beFreeOfCycles()
                .because("dependencies point one way (DESIGN.md): a cycle means two packages can only change together")
                .check(moduleClasses());
    }

    @Test
    void onlyTheCommandLineWritesToTheStandardStreams() {
        noClasses().that(not(console()))
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().accessField(FileDescriptor.class, "out")
                .orShould().accessField(FileDescriptor.class, "err")
                .orShould().callMethod(Throwable.class, "printStackTrace")
                .because("only the command line prints; anything else logs through SLF4J (~/.qicai/logs/qicai.log) or "
                        + "hands its text to the caller (an explanation, a report, a UserError)")
                .check(moduleClasses());
    }

    /**
     * A condition for a rule with a frozen list of today's violations: no dependency on {@code packages}
     * except the {@code allowed} ones, each written {@code "origin.Class -> target.Class"} with the origin's
     * top-level class (a nested, anonymous or lambda class counts as the class it is in). A listed dependency
     * that no longer exists fails too, so the list only shrinks: remove the line when the follow-up fixes it.
     */
    public static ArchCondition<JavaClass> notDependOnPackagesExcept(Set<String> allowed, String... packages) {
        Set<String> seen = new HashSet<>();
        return new ArchCondition<>("not depend on " + Arrays.toString(packages) + " beyond the " + allowed.size()
                + " frozen dependencies") {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                Set<String> reported = new TreeSet<>();
                for (Dependency d : origin.getDirectDependenciesFromSelf()) {
                    JavaClass target = d.getTargetClass().getBaseComponentType();
                    if (!inAny(target.getPackageName(), packages)) {
                        continue;
                    }
                    String edge = topLevel(origin) + " -> " + target.getName();
                    if (allowed.contains(edge)) {
                        seen.add(edge);
                    } else if (reported.add(edge)) {
                        events.add(SimpleConditionEvent.violated(origin, d.getDescription()));
                    }
                }
            }

            @Override
            public void finish(ConditionEvents events) {
                for (String edge : new TreeSet<>(allowed)) {
                    if (!seen.contains(edge)) {
                        events.add(SimpleConditionEvent.violated(edge, "frozen dependency " + edge
                                + " is gone: remove it from the list"));
                    }
                }
            }
        };
    }

    private static boolean inAny(String pkg, String... packages) {
        for (String p : packages) {
            if (pkg.equals(p) || pkg.startsWith(p + ".")) {
                return true;
            }
        }
        return false;
    }

    private static String topLevel(JavaClass c) {
        JavaClass t = c;
        while (t.getEnclosingClass().isPresent()) {
            t = t.getEnclosingClass().get();
        }
        return t.getName();
    }
}
