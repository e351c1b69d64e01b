package org.qicai.plugin.go.mcmahon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.io.opengotha.OgSnapshots;
import org.qicai.core.io.opengotha.OgTournament;

/**
 * Issue 15 item 4, the weights: for every round of each fixture, every pair of the players OpenGotha paired
 * (after its bye), each criterion of our weight equals OpenGotha's dumped cost — avoid duplicate games,
 * deterministic random, white/black balance, categories, score difference, DU/DD, seeding, handicap,
 * geography — and so does the total. The set of pairs is the same too, so the bye was chosen alike.
 */
class OpenGothaWeightsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"simplemm", "simpleswiss", "notsosimpleswiss", "notsimplemm", "Toulouse2024"})
    void everyCriterionOfEveryPairEqualsOpenGothasDump(String name) throws Exception {
        OgTournament t = OgFixtures.load(name);
        int checked = 0;
        for (int r = 1; r <= t.lastRound(); r++) {
            GothaInput in = GothaInput.of(OgSnapshots.before(t, r), r, Map.of(), "NBW");
            Map<String, GothaPairer.Terms> ours = GothaPairer.weights(in.params(), in.players(), in.games(), in.byes(),
                    in.round0());
            Map<String, Map<String, Long>> dump = OgFixtures.weights(name, r);
            assertThat(ours.keySet()).as(name + " round " + r + ": the pairs weighed (the players to pair)")
                    .isEqualTo(dump.keySet());
            for (var e : dump.entrySet()) {
                GothaPairer.Terms o = ours.get(e.getKey());
                Map<String, Long> m = e.getValue();
                String where = name + " round " + r + " " + e.getKey() + " ";
                assertThat(o.duplicate()).as(where + "baseDuplicateGameCost").isEqualTo(m.get("baseDuplicateGameCost"));
                assertThat(o.random()).as(where + "baseRandomCost").isEqualTo(m.get("baseRandomCost"));
                assertThat(o.balance()).as(where + "baseBWBalanceCost").isEqualTo(m.get("baseBWBalanceCost"));
                assertThat(o.category()).as(where + "mainCategoryCost").isEqualTo(m.get("mainCategoryCost"));
                assertThat(o.scoreDiff()).as(where + "mainScoreDiffCost").isEqualTo(m.get("mainScoreDiffCost"));
                assertThat(o.dudd()).as(where + "mainDUDDCost").isEqualTo(m.get("mainDUDDCost"));
                assertThat(o.seed()).as(where + "mainSeedCost").isEqualTo(m.get("mainSeedCost"));
                assertThat(o.handicap()).as(where + "secHandiCost").isEqualTo(m.get("secHandiCost"));
                assertThat(o.geo()).as(where + "secGeoCost").isEqualTo(m.get("secGeoCost"));
                assertThat(o.total()).as(where + "totalCost").isEqualTo(m.get("totalCost"));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(50);
    }
}
