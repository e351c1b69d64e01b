package org.qicai.plugin.knockout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.qicai.core.model.Result;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.RoundPlan;

/** Whole knockouts with random results run to a champion within the planned rounds, nobody twice a round. */
class KnockoutSimulationTest {

    @ParameterizedTest(name = "{0} players, {1}, {2} games, tiebreak {3}, draw {4}")
    @CsvSource({"2,single,1,chain,seeded", "3,single,3,chain,seeded", "5,double,1,chain,seeded",
            "7,single,2,extra-game,seeded", "13,single,3,chain,lot", "16,double,3,lot,seeded", "23,double,2,chain,seeded",
            "33,single,1,chain,seeded", "31,single,3,extra-game,lot", "12,double,1,extra-game,seeded"})
    void runsToAChampion(int n, String elimination, String games, String tiebreak, String draw) throws PairingException {
        Ko k = Ko.of(n).option(KnockoutSettings.ELIMINATION, elimination).option(KnockoutSettings.MATCH_GAMES, games)
                .option(KnockoutSettings.TIEBREAK, tiebreak).option(KnockoutSettings.DRAW, draw);
        Random r = new Random(n * 31L + games.hashCode());
        int planned = k.system.plannedRounds(k.snapshot());
        int rounds = 0;
        while (true) {
            RoundPlan p;
            try {
                p = k.pair();
            } catch (PairingException e) {
                assertThat(e.getMessage()).startsWith("the knockout is over: the winner is #");
                break;
            }
            rounds++;
            Set<Integer> seen = new HashSet<>();
            for (BoardPlan b : p.boards()) {
                assertThat(seen.add(b.first())).isTrue();
                if (b.second() != 0) {
                    assertThat(seen.add(b.second())).isTrue();
                }
            }
            assertThat(p.boards()).isNotEmpty();
            k.play(p, (a, b) -> {
                int x = r.nextInt(100);
                return x < 35 ? Result.FIRST_WIN : x < 70 ? Result.SECOND_WIN : x < 97 ? Result.DRAW
                        : Result.SECOND_WIN_FORFEIT;
            });
        }
        assertThat(rounds).isLessThanOrEqualTo(planned);
        Bracket b = k.bracket();
        assertThat(b.placings().get(0).place()).isEqualTo("1");
        assertThat(b.placings().stream().mapToInt(x -> x.players().size()).sum()).isEqualTo(n);
    }
}
