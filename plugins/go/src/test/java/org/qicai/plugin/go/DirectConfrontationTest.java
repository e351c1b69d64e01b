package org.qicai.plugin.go;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.standings.Crosstable;

/**
 * OpenGotha's DC and SDC placement criteria (issue 15 item 5): the tied players' games summed per pair (a forfeit
 * or a draw adds nothing), SDC counting opponents beaten only when every pair has a winner, DC ranking by who beat
 * whom with cycles set aside.
 */
class DirectConfrontationTest {

    /** Players 1..n; each game "w-l" (first beat second) or "w+l" (by forfeit), one round each. */
    private static Crosstable table(int n, String... games) {
        List<Player> players = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            players.add(Player.of(i, "P" + i, "", null));
        }
        List<Round> rounds = new ArrayList<>();
        int r = 0;
        for (String g : games) {
            r++;
            boolean forfeit = g.contains("+");
            String[] ab = g.split("[-+]");
            Result res = forfeit ? Result.FIRST_WIN_FORFEIT : Result.FIRST_WIN;
            if (g.contains("=")) {
                ab = g.split("=");
                res = Result.DRAW;
            }
            rounds.add(new Round(r, RoundStatus.FINISHED, List.of(new Pairing(r, 1, Integer.parseInt(ab[0]),
                    Integer.parseInt(ab[1]), res, null, false, ""))));
        }
        EventSnapshot s = new EventSnapshot(new EventSettings("t", "go", "mcmahon", r, "14.1", List.of(), "", 0L,
                Map.of()), players, rounds, List.of());
        return new Crosstable(s, ScoringSchemes.XQ_14_1, r);
    }

    private static final SimplifiedDirectConfrontation SDC = new SimplifiedDirectConfrontation();
    private static final DirectConfrontation DC = new DirectConfrontation();

    @Test
    @DisplayName("SDC: every two of the tied players met — 1 beat 2 and 3, 2 beat 3 → 2, 1, 0")
    void sdcCountsTiedOpponentsBeaten() {
        Crosstable t = table(3, "1-2", "2-3", "1-3");
        assertThat(SDC.values(t, List.of(1, 2, 3))).containsEntry(1, 2L).containsEntry(2, 1L).containsEntry(3, 0L);
        assertThat(DC.values(t, List.of(1, 2, 3))).containsEntry(1, 2L).containsEntry(2, 1L).containsEntry(3, 0L);
    }

    @Test
    @DisplayName("SDC: a pair that did not meet (or drew) makes it 0 for the whole group")
    void sdcNeedsEveryPairDecided() {
        assertThat(SDC.values(table(3, "1-2", "2-3"), List.of(1, 2, 3))).containsOnly(
                Map.entry(1, 0L), Map.entry(2, 0L), Map.entry(3, 0L));
        assertThat(SDC.values(table(2, "1=2"), List.of(1, 2))).containsOnly(Map.entry(1, 0L), Map.entry(2, 0L));
    }

    @Test
    @DisplayName("a forfeit is no confrontation: 1 beat 2 by forfeit separates nobody")
    void forfeitsDoNotCount() {
        Crosstable t = table(2, "1+2");
        assertThat(SDC.values(t, List.of(1, 2))).containsOnly(Map.entry(1, 0L), Map.entry(2, 0L));
        assertThat(DC.values(t, List.of(1, 2))).containsOnly(Map.entry(1, 0L), Map.entry(2, 0L));
    }

    @Test
    @DisplayName("DC: only the games among the tied count — 1 beat 2, 3 played nobody of them: 1 above, 2 and 3 level")
    void dcRanksWhoBeatWhom() {
        Crosstable t = table(4, "1-2", "3-4");
        assertThat(DC.values(t, List.of(1, 2, 3))).containsOnly(Map.entry(1, 1L), Map.entry(2, 0L), Map.entry(3, 0L));
    }

    @Test
    @DisplayName("DC: a cycle 1>2>3>1 shares place 1, above 4 (place 4) whom all three beat: 3, 3, 3, 0; two wins and a loss net one")
    void dcSetsACycleAside() {
        Crosstable t = table(4, "1-2", "2-3", "3-1", "1-4", "2-4", "3-4");
        assertThat(DC.values(t, List.of(1, 2, 3, 4))).containsOnly(Map.entry(1, 3L), Map.entry(2, 3L),
                Map.entry(3, 3L), Map.entry(4, 0L));
        // 1 beat 2 twice and lost once: a net win of one → an edge; 3 beat 1 once
        Crosstable u = table(3, "1-2", "1-2", "2-1", "3-1");
        assertThat(DC.values(u, List.of(1, 2, 3))).containsOnly(Map.entry(1, 1L), Map.entry(2, 0L), Map.entry(3, 2L));
    }

    @Test
    @DisplayName("DC: transitivity through a cycle is kept — 5 beat 1 of the cycle 1>2>3>1, 4 lost to 3: places 1, 2, 5 → 4, 3, 0")
    void dcKeepsTransitivityPastACycle() {
        Crosstable t = table(5, "1-2", "2-3", "3-1", "3-4", "5-1");
        assertThat(DC.values(t, List.of(1, 2, 3, 4, 5))).containsOnly(Map.entry(5, 4L), Map.entry(1, 3L),
                Map.entry(2, 3L), Map.entry(3, 3L), Map.entry(4, 0L));
    }

    @Test
    @DisplayName("both explain themselves in Chinese and English, as the other tiebreaks, and are whole numbers")
    void explained() {
        assertThat(SDC.rule(Locale.CHINESE)).contains("同分者", "OpenGotha SDC");
        assertThat(DC.rule(Locale.ENGLISH)).contains("who beat whom", "OpenGotha DC");
        assertThat(SDC.id()).isEqualTo("sdc");
        assertThat(DC.aliases()).contains("DC");
        assertThat(DC.denominator(table(1))).isEqualTo(1);
    }
}
