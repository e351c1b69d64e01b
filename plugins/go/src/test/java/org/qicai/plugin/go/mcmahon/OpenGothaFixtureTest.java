package org.qicai.plugin.go.mcmahon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.qicai.core.io.opengotha.OgTournament;
import org.qicai.core.spi.RoundPlan;

/**
 * Issue 15 item 4: each round of the OpenGotha tournaments (../shared/fixtures/opengotha, and two more of the
 * same origin, see the resources' README) re-paired from
 * the file cut before it, compared with OpenGotha's own round — pairs, colours, handicap and the bye.
 *
 * <p>Where OpenGotha's weights (its own dump) give two or more matchings the same maximum total, OpenGotha's
 * matching picks one by the order its own blossom code scans the graph; ours may pick another. Those rounds
 * are listed per tournament: for them the test asserts the same bye and a total weight — summed with
 * OpenGotha's dumped weights — equal to the total of OpenGotha's pairing, i.e. another optimum of the very
 * same problem. Every other round must be identical.
 */
class OpenGothaFixtureTest {

    @Test
    void simplemmMcMahonEveryRoundAsOpenGotha() throws Exception {
        check("simplemm", Set.of(3));
    }

    @Test
    void simpleswissEveryRoundAsOpenGotha() throws Exception {
        check("simpleswiss", Set.of(4, 5));
    }

    @Test
    void notsosimpleswissWithByesEveryRoundAsOpenGothaRounds6And8Included() throws Exception {
        check("notsosimpleswiss", Set.of(4));
    }

    @Test
    void notsimplemmMcMahonWithByesAndAbsencesEveryRoundAsOpenGotha() throws Exception {
        check("notsimplemm", Set.of());
    }

    @Test
    void toulouse2024McMahonWithAbsencesEveryRoundAsOpenGotha() throws Exception {
        check("Toulouse2024", Set.of(3));
    }

    private static void check(String name, Set<Integer> otherOptimum) throws Exception {
        OgTournament t = OgFixtures.load(name);
        List<Integer> identical = new ArrayList<>();
        for (int r = 1; r <= t.lastRound(); r++) {
            RoundPlan plan = OgFixtures.pair(t, r);
            Set<String> ours = new TreeSet<>(OgFixtures.lines(t, plan));
            Set<String> theirs = OgFixtures.expected(t, r);
            if (!otherOptimum.contains(r)) {
                assertThat(ours).as(name + " round " + r + " (WHITE BLACK HANDICAP, - BYE 0)").isEqualTo(theirs);
                identical.add(r);
                continue;
            }
            assertThat(ours).as(name + " round " + r + " is listed as another optimum: it should differ").isNotEqualTo(theirs);
            assertThat(bye(ours)).as(name + " round " + r + " bye").isEqualTo(bye(theirs));
            Map<String, Map<String, Long>> dump = OgFixtures.weights(name, r);
            assertThat(total(ours, dump)).as(name + " round " + r + ": total of OpenGotha's weights over our pairs")
                    .isEqualTo(total(theirs, dump));
        }
        assertThat(identical.size() + otherOptimum.size()).isEqualTo(t.lastRound());
    }

    private static Set<String> bye(Set<String> lines) {
        Set<String> out = new TreeSet<>();
        lines.stream().filter(l -> l.startsWith("- ")).forEach(out::add);
        return out;
    }

    private static long total(Set<String> lines, Map<String, Map<String, Long>> dump) {
        long sum = 0;
        for (String l : lines) {
            String[] a = l.split(" ");
            if (a[0].equals("-")) {
                continue;
            }
            Map<String, Long> w = dump.get(GothaPairer.pairKey(a[0], a[1]));
            assertThat(w).as("OpenGotha's dump has the pair " + a[0] + " " + a[1]).isNotNull();
            sum += w.get("totalCost");
        }
        return sum;
    }
}
