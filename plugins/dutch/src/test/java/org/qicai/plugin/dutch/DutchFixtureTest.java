package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.qicai.core.trf.TrfTournament;

/**
 * C.04.3 as bbpPairings 6.0.0 applies it: every round of every {@code dutch_*} tournament of
 * ../shared/fixtures/trf (copied to test resources) was paired by bbpPairings given the rounds
 * before it; cut the file at round r (fixtures README), pair, and the white/black pairs and the
 * pairing-allocated bye must be the file's. Rounds run in parallel on the available cores.
 */
class DutchFixtureTest {

    static List<String> files() {
        return Fixtures.DUTCH;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyRoundEqualsBbpPairings(String name) throws Exception {
        TrfTournament file = Fixtures.load(name);
        int rounds = file.roundsPresent();
        int threads = Math.max(1, Math.min(rounds, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<String>>> results = new ArrayList<>();
            for (int r = 1; r <= rounds; r++) {
                int round = r;
                results.add(pool.submit(() -> Fixtures.differences(file, round)));
            }
            List<String> differences = new ArrayList<>();
            for (Future<List<String>> f : results) {
                differences.addAll(f.get());
            }
            assertThat(differences).as("%s: rounds differing from bbpPairings (of %d)", name, rounds).isEmpty();
        } finally {
            pool.shutdownNow();
        }
    }
}
