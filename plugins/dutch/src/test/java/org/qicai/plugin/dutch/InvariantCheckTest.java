package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.trf.TrfConverter;
import org.qicai.core.trf.TrfTournament;

/**
 * The matching's invariant checks are switched on per pairer (no system property, nothing global): with
 * them on, every round of a small bbpPairings tournament still pairs as bbpPairings did, and no
 * invariant breaks.
 */
class InvariantCheckTest {

    @Test
    void invariantsHoldOnEveryRoundOfASmallTournament() throws Exception {
        TrfTournament file = Fixtures.load("dutch_n20_r7_s101");
        for (int r = 1; r <= file.roundsPresent(); r++) {
            PairingRequest req = TrfConverter.pairingRequest(file.cutBefore(r));
            DutchRound round = DutchRound.of(req);
            DutchPairer pairer = new DutchPairer(round, true);
            int[] partner = pairer.pair();
            assertThat(Fixtures.actual(DutchSwiss.plan(round, pairer, partner))).as("round %d", r)
                    .isEqualTo(Fixtures.expected(file, r));
        }
    }
}
