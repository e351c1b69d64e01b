package org.qicai.plugin.roundrobin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Player;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;

class RoundRobinTest {

    private final RoundRobin rr = new RoundRobin();

    private static Map<Integer, List<String>> fideTables() throws Exception {
        Map<Integer, List<String>> tables = new HashMap<>();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                RoundRobinTest.class.getResourceAsStream("/fide-c05-annex1-berger.txt"), StandardCharsets.UTF_8))) {
            int n = 0;
            for (String line; (line = r.readLine()) != null; ) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                if (line.startsWith("n=")) {
                    n = Integer.parseInt(line.substring(2));
                    tables.put(n, new ArrayList<>());
                } else {
                    tables.get(n).add(line.strip());
                }
            }
        }
        return tables;
    }

    private static EventSnapshot event(int players, Map<String, String> options) {
        List<Player> ps = IntStream.rangeClosed(1, players).mapToObj(i -> Player.of(i, "P" + i, "", 2000 - i)).toList();
        return new EventSnapshot(new EventSettings("t", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 7L, options),
                ps, List.of(), List.of());
    }

    private static String line(RoundPlan plan) {
        List<String> out = new ArrayList<>();
        for (BoardPlan b : plan.boards()) {
            if (b.second() != 0) {
                out.add(b.first() + "-" + b.second());
            }
        }
        return String.join(" ", out);
    }

    @ParameterizedTest(name = "附录一 / FIDE C.05 Annex 1: Berger table for {0} players")
    @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16})
    void bergerTableEqualsFideC05Annex1(int players) throws Exception {
        int n = BergerTable.size(players);
        List<String> expected = fideTables().get(n);
        assertThat(rr.plannedRounds(event(players, Map.of()))).isEqualTo(n - 1);
        for (int r = 1; r < n; r++) {
            RoundPlan plan = rr.pair(new PairingRequest(event(players, Map.of()), r, 1));
            // remove games against the dummy n when the field is odd: that player has the bye
            String want = expected.get(r - 1);
            if (players % 2 == 1) {
                List<String> kept = new ArrayList<>();
                for (String g : want.split(" ")) {
                    String[] ab = g.split("-");
                    if (Integer.parseInt(ab[0]) != n && Integer.parseInt(ab[1]) != n) {
                        kept.add(g);
                    }
                }
                want = String.join(" ", kept);
            }
            assertThat(line(plan)).as("round %d of %d", r, players).isEqualTo(want);
        }
    }

    @Test
    void oddFieldGivesTheByeToWhoeverMeetsTheDummyPlayerOneFirst() throws PairingException {
        // 附录一: the player meeting N+1 has the bye; player 1 in round 1
        RoundPlan r1 = rr.pair(new PairingRequest(event(5, Map.of()), 1, 1));
        BoardPlan last = r1.boards().get(r1.boards().size() - 1);
        assertThat(last.second()).isZero();
        assertThat(last.first()).isEqualTo(1);
        Set<Integer> byes = new HashSet<>();
        for (int r = 1; r <= 5; r++) {
            RoundPlan plan = rr.pair(new PairingRequest(event(5, Map.of()), r, 1));
            plan.boards().stream().filter(b -> b.second() == 0).forEach(b -> byes.add(b.first()));
        }
        assertThat(byes).containsExactlyInAnyOrder(1, 2, 3, 4, 5);
    }

    @Test
    void eachBoardSaysWhyInChineseAndEnglish_issue13_item4() throws PairingException {
        RoundPlan r1 = rr.pair(new PairingRequest(event(5, Map.of()), 1, 1));
        BoardPlan game = r1.boards().get(0);
        // table board 1 is #1 against the dummy no. 6 (the bye): the first game is the table's board 2
        assertThat(Explanation.zh(game.explanation())).isEqualTo("附录一 6人表 第1轮 第2台");
        assertThat(Explanation.en(game.explanation())).isEqualTo("Appendix 1, 6-player table, round 1, board 2");
        BoardPlan bye = r1.boards().get(r1.boards().size() - 1);
        assertThat(Explanation.zh(bye.explanation())).startsWith("附录一 6人表 第1轮：轮空");
        assertThat(Explanation.en(bye.explanation())).startsWith("Appendix 1, 6-player table, round 1: bye");
    }

    @Test
    void everyPairMeetsExactlyOncePerCycle() throws PairingException {
        for (int players = 2; players <= 20; players++) {
            Set<String> met = new HashSet<>();
            int rounds = rr.plannedRounds(event(players, Map.of()));
            for (int r = 1; r <= rounds; r++) {
                for (BoardPlan b : rr.pair(new PairingRequest(event(players, Map.of()), r, 1)).boards()) {
                    if (b.second() != 0) {
                        String key = Math.min(b.first(), b.second()) + "-" + Math.max(b.first(), b.second());
                        assertThat(met.add(key)).as("%s met twice with %d players", key, players).isTrue();
                    }
                }
            }
            assertThat(met).hasSize(players * (players - 1) / 2);
        }
    }

    @Test
    void doubleRoundRobinSecondCycleSwapsColours() throws PairingException {
        // 11.2 双循环; the second cycle swaps colours [ours]
        EventSnapshot e = event(6, Map.of(RoundRobin.DOUBLE, "true"));
        assertThat(rr.plannedRounds(e)).isEqualTo(10);
        for (int r = 1; r <= 5; r++) {
            List<BoardPlan> first = rr.pair(new PairingRequest(e, r, 1)).boards();
            List<BoardPlan> second = rr.pair(new PairingRequest(e, r + 5, 1)).boards();
            for (int i = 0; i < first.size(); i++) {
                assertThat(second.get(i).first()).isEqualTo(first.get(i).second());
                assertThat(second.get(i).second()).isEqualTo(first.get(i).first());
            }
        }
    }

    @Test
    void twoGameMatchesSwapColoursInTheSecondGame() throws PairingException {
        // 13.5 两局制: first game by lot (猜先), second game colours exchanged
        EventSnapshot e = event(4, Map.of(RoundRobin.MATCH_GAMES, "2"));
        assertThat(rr.plannedRounds(e)).isEqualTo(6);
        Set<Boolean> lotOutcomes = new HashSet<>();
        for (int t = 1; t <= 3; t++) {
            List<BoardPlan> g1 = rr.pair(new PairingRequest(e, 2 * t - 1, 99)).boards();
            List<BoardPlan> g2 = rr.pair(new PairingRequest(e, 2 * t, 99)).boards();
            for (int i = 0; i < g1.size(); i++) {
                assertThat(g2.get(i).first()).isEqualTo(g1.get(i).second());
                assertThat(g2.get(i).second()).isEqualTo(g1.get(i).first());
                List<String> fide = List.of("1-4 2-3", "4-3 1-2", "2-4 3-1");
                String tableGame = fide.get(t - 1).split(" ")[i];
                lotOutcomes.add(tableGame.equals(g1.get(i).first() + "-" + g1.get(i).second()));
            }
        }
        assertThat(lotOutcomes).as("the lot decides colours, so both orders occur").containsExactlyInAnyOrder(true, false);
    }

    @Test
    void pairingIsDeterministicForTheSameSeed() throws PairingException {
        EventSnapshot e = event(8, Map.of(RoundRobin.MATCH_GAMES, "2"));
        assertThat(line(rr.pair(new PairingRequest(e, 3, 5)))).isEqualTo(line(rr.pair(new PairingRequest(e, 3, 5))));
    }

    @Test
    void roundOutsideTheTableIsRefusedWithTheReason() {
        assertThatThrownBy(() -> rr.pair(new PairingRequest(event(4, Map.of()), 4, 1)))
                .isInstanceOf(PairingException.class).hasMessageContaining("4 players play 3 rounds");
    }
}
