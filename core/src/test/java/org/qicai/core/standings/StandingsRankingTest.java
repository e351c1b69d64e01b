package org.qicai.core.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qicai.core.standings.Fixture.order;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.standings.Separation.Criterion;
import org.qicai.core.standings.tiebreak.Tiebreaks;

/** Ranking: presets, shared places, play-off marks, 18.4, and what --explain says. */
class StandingsRankingTest {

    /** 1-2 1-0, 3-4 ½; 1-3 0-1, 2-4 1-0; 1-4 ½, 2-3 ½ → 3: 2, 1: 1½, 2: 1½, 4: 1. SB 1 = SB 2 = 2, one win each. */
    private static Fixture tiedOnSbAndWins() {
        return Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "1-3 0-1", "2-4 1-0")
                .round(3, "1-4 1/2", "2-3 1/2");
    }

    @Test
    @DisplayName("xq 15.1: 小分 and 胜局 equal — 直胜 decides (1 beat 2)")
    void roundRobinPresetFallsThroughToDirectEncounterXq15_1() {
        StandingsReport r = tiedOnSbAndWins().standings("15.1");
        assertThat(order(r)).containsExactly(3, 1, 2, 4);
        assertThat(r.tiebreakIds()).containsExactly("sonneborn-berger", "wins", "direct-encounter", "fouls");
        assertThat(r.separations()).singleElement().satisfies(s -> {
            assertThat(s.upper()).isEqualTo(1);
            assertThat(s.lower()).isEqualTo(2);
            assertThat(s.criterion()).isEqualTo(Criterion.TIEBREAK);
            assertThat(s.tiebreakIndex()).isEqualTo(2);
        });
        assertThat(r.explanations(Locale.ENGLISH)).containsExactly(
                "rank 2–3: 1 棋手1 / 2 棋手2 — Direct encounter (15.1) 1 : 0");
        assertThat(r.explanations(Locale.SIMPLIFIED_CHINESE).get(0)).contains("直胜").contains("第2、3名");
    }

    @Test
    @DisplayName("xq 15.1: 小分 separates first — 1 drew 2 and beat 3 (2 pts), 2 drew 1 and beat 4 (1 pt)")
    void sonnebornBergerSeparatesFirstXq15_1() {
        StandingsReport r = Fixture.players(4)
                .round(1, "1-2 1/2", "3-4 1-0")
                .round(2, "1-3 1-0", "2-4 1-0")
                .round(3, "1-4 0-1", "2-3 0-1").standings("15.1");
        assertThat(order(r)).containsExactly(3, 1, 2, 4);
        assertThat(r.explanations(Locale.ENGLISH)).containsExactly(
                "rank 2–3: 1 棋手1 / 2 棋手2 — Sonneborn-Berger (15.1) 2.75 : 1.75");
    }

    @Test
    @DisplayName("xq 15.1: when nothing separates, the place is shared (名次并列) and the next place skips")
    void nothingSeparatesSharesThePlaceXq15_1() {
        // a cycle: 1 beat 2, 2 beat 3, 3 beat 1, everyone beat 4 → 1, 2, 3 on 2 points, same 小分, 胜局, 直胜
        StandingsReport r = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "2-3 1-0", "4-1 0-1")
                .round(3, "3-1 1-0", "2-4 1-0").standings("15.1");
        assertThat(r.rows()).extracting(Standing::rank).containsExactly(1, 1, 1, 4);
        assertThat(r.rows()).extracting(Standing::shared).containsExactly(true, true, true, false);
        assertThat(r.rows().get(0).rankLabel()).isEqualTo("=1*");
        assertThat(r.separations()).extracting(Separation::criterion).containsOnly(Criterion.NONE);
        assertThat(r.explanations(Locale.SIMPLIFIED_CHINESE).get(0)).contains("无法区分，名次并列（15.1）")
                .contains("应安排加赛（15.6）");
    }

    @Test
    @DisplayName("xq 15.1 last criterion 犯规: fewer fouls ranks higher")
    void foulsDecideLastXq15_1() {
        StandingsReport r = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "2-3 1-0", "4-1 0-1")
                .round(3, "3-1 1-0", "2-4 1-0")
                .penalty(1, 2, PenaltyKind.FOUL).standings("15.1");
        assertThat(order(r)).containsExactly(2, 3, 1, 4);
        assertThat(r.rows()).extracting(Standing::rank).containsExactly(1, 1, 3, 4);
        assertThat(r.explanations(Locale.ENGLISH).get(1)).contains("Fouls (15.1/15.2) 0 : 1 (fewer ranks higher)");
    }

    @Test
    @DisplayName("xq 15.6: a shared place across the title is marked for a play-off; further places only by option")
    void playoffMarksXq15_6() {
        Fixture f = Fixture.players(4).round(1, "1-2 1/2", "3-4 1/2");
        StandingsReport r = f.standings("15.1");
        assertThat(r.rows()).extracting(Standing::rank).containsExactly(1, 1, 1, 1);
        assertThat(r.rows()).allMatch(Standing::playoff);
        StandingsReport none = f.option(StandingsOptions.PLAYOFF_PLACES, "").standings("15.1");
        assertThat(none.rows()).noneMatch(Standing::playoff);
        // 1 won, 2-3-4 share the 2nd place: a play-off for place 3 only when asked
        Fixture g = Fixture.players(4).round(1, "1-2 1-0", "3-4 1/2");
        assertThat(g.standings("15.1").rows()).noneMatch(Standing::playoff);
        assertThat(g.option(StandingsOptions.PLAYOFF_PLACES, "1,2").standings("15.1").rows())
                .filteredOn(Standing::playoff).extracting(s -> s.player().no()).containsExactlyInAnyOrder(3, 4);
    }

    @Test
    @DisplayName("xq 18.4: among equal points the penalised go last — severity first (18.2 after 18.1), then count")
    void penalisedPlayersGoLastXq18_4() {
        // five players all on 1 point: 1 beat 2, 3 beat 4, 5 beat ... a draw-free field on equal points
        Fixture f = Fixture.players(6)
                .round(1, "1-2 1-0", "3-4 1-0", "5-6 1-0")
                .round(2, "2-1 1-0", "4-3 1-0", "6-5 1-0");
        // everyone: one win, one loss. Player 1 has the best 小分 … but a warning; 3 two warnings; 5 a disqualification
        f.penalty(1, 1, PenaltyKind.WARNING).penalty(3, 1, PenaltyKind.WARNING).penalty(3, 2, PenaltyKind.WARNING)
                .penalty(5, 2, PenaltyKind.DISQUALIFICATION);
        StandingsReport r = f.standings("15.2");
        assertThat(order(r)).containsExactly(2, 4, 6, 1, 3, 5);
        assertThat(r.rows()).extracting(Standing::penalised).containsExactly(false, false, false, true, true, true);
        assertThat(r.separations()).filteredOn(s -> s.criterion() == Criterion.PENALTY_18_4).hasSize(3);
        assertThat(r.explanations(Locale.SIMPLIFIED_CHINESE)).anyMatch(l -> l.contains("18.4")
                && l.contains("警告1次 : 警告2次"));
        assertThat(r.explanations(Locale.ENGLISH)).anyMatch(l -> l.contains("2 warning(s) 18.1 : 1 disqualification(s) 18.2"));
    }

    @Test
    @DisplayName("xq 18.4 does not lift a player over more points, and a corrected warning no longer counts")
    void penaltiesOnlyOrderEqualPoints() {
        Fixture f = Fixture.players(2).round(1, "1-2 1-0").penalty(1, 1, PenaltyKind.WARNING);
        assertThat(order(f.standings("15.1"))).containsExactly(1, 2);
        Fixture g = Fixture.players(2).round(1, "1-2 1/2").penalty(1, 1, PenaltyKind.WARNING);
        assertThat(order(g.standings("15.1"))).containsExactly(2, 1);
        assertThat(order(g.correction(1).standings("15.1"))).containsExactly(1, 2);
    }

    @Test
    @DisplayName("18.4 is a xiangqi rule: a Go event opts in with penalised-last=true")
    void penalisedLastIsOffForGoByDefault() {
        Fixture go = Fixture.players(2).discipline("go").round(1, "1-2 1/2").penalty(1, 1, PenaltyKind.WARNING);
        assertThat(order(go.standings("fouls"))).containsExactly(1, 2);
        assertThat(order(go.option(StandingsOptions.PENALISED_LAST, "true").standings("fouls"))).containsExactly(2, 1);
    }

    @Test
    @DisplayName("xq 15.1 直胜 with a mini-table; applied again to those it leaves tied (FIDE C.07 6)")
    void directEncounterMiniTableIsAppliedAgainToTheRest() {
        // A=1, B=2, C=3 on 3 points; their mutual games: A-B 1-0, B-A 1-0, A-C 1-0, C-A 0-1, B-C ½, C-B 1-0
        // mini-table A 3, B 1½, C 1½ → A first; between B and C alone: B ½, C 1½ → C before B
        Fixture f = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "2-1 1-0", "4-3 1/2")
                .round(3, "1-3 1-0", "2-4 1-0")
                .round(4, "3-1 0-1", "4-2 1/2")
                .round(5, "2-3 1/2")
                .round(6, "3-2 1-0");
        Crosstable t = f.table();
        assertThat(List.of(t.points(1), t.points(2), t.points(3))).containsOnly(6L);
        StandingsReport r = f.standings("direct-encounter");
        assertThat(order(r)).containsExactly(1, 3, 2, 4);
        assertThat(r.explanations(Locale.ENGLISH)).containsExactly(
                "rank 1–2: 1 棋手1 / 3 棋手3 — Direct encounter (15.1) 3 : 1.5",
                "rank 2–3: 3 棋手3 / 2 棋手2 — Direct encounter (15.1) 1.5 : 0.5");
    }

    @Test
    @DisplayName("直胜 does not separate a group whose members did not all meet; 直胜（两人） only two")
    void directEncounterNeedsAllToHaveMet() {
        // Swiss: 1, 2, 3 on 1 point; 1 beat 2, 3 never met 1 or 2
        Fixture f = Fixture.players(6)
                .round(1, "1-2 1-0", "3-4 1-0", "5-6 1-0")
                .round(2, "2-5 1-0", "1-6 0-1", "4-3 1-0");
        StandingsReport r = f.standings("direct-encounter");
        assertThat(r.rows().stream().filter(s -> s.points() == 2).map(Standing::rank).distinct()).hasSize(1);
        StandingsReport pair = Fixture.players(4).round(1, "1-2 1-0", "3-4 1-0").round(2, "4-1 1-0", "2-3 1-0")
                .standings("direct-encounter-pair");
        // all four on 1 point: the pair rule does not apply to four
        assertThat(pair.rows()).extracting(Standing::rank).containsOnly(1);
    }

    @Test
    @DisplayName("xq 15.2 preset, and Chinese names on the command line: 对手分,胜局,犯规")
    void swissPresetAndChineseNamesXq15_2() {
        Fixture f = Fixture.players(5)
                .round(1, "1-2 1-0", "3-4 1/2", "5 bye")
                .round(2, "5-1 0-1", "2-3 1-0", "4 bye")
                .round(3, "1-3 1/2", "4-5 0-1", "2 bye");
        StandingsReport a = f.standings("15.2");
        StandingsReport b = f.standings("对手分", "胜局", "犯规");
        assertThat(a.tiebreakIds()).isEqualTo(b.tiebreakIds()).containsExactly("buchholz", "wins", "fouls");
        // 2 and 5 on 2 points: 对手分 4.5 : 5 → 5 first
        assertThat(order(a)).containsExactly(1, 5, 2, 4, 3);
        assertThat(a.explanations(Locale.ENGLISH)).containsExactly(
                "rank 2–3: 5 棋手5 / 2 棋手2 — Buchholz (15.2) 5 : 4.5");
    }

    @Test
    @DisplayName("xq2020 list: 局分, 胜局数, 相对胜局, 对手分值, 对手局分, 轮次 under 3/1/0")
    void xq2020Preset() {
        StandingsReport r = Fixture.players(6).scoring("3-1-0")
                .round(1, "1-2 1/2", "3-4 1-0", "5-6 1/2")
                .round(2, "1-5 1/2", "3-6 0-1", "4-2 0-1")
                .round(3, "1-4 1/2", "3-5 0-1", "2-6 1/2").standings("xq2020");
        // 2, 5, 6 on 5 points, 局分 2, one win each, no relative win; 对手分值 2: 9/3, 5: 11/3, 6: 13/3
        // 1 and 3 on 3 points: 局分 1½ (three draws) : 1 (a win, two losses)
        assertThat(order(r)).containsExactly(6, 5, 2, 1, 3, 4);
        assertThat(r.explanations(Locale.ENGLISH)).containsExactly(
                "rank 1–2: 6 棋手6 / 5 棋手5 — Average opponent points (xq2020) 4.3333 : 3.6667",
                "rank 2–3: 5 棋手5 / 2 棋手2 — Average opponent points (xq2020) 3.6667 : 3",
                "rank 4–5: 1 棋手1 / 3 棋手3 — Game points (xq2020) 1.5 : 1");
    }

    @Test
    @DisplayName("xq2020 轮次 decides when everything before it is equal: the earlier win first")
    void xq2020EarlierWinsDecide() {
        StandingsReport r = Fixture.players(4).scoring("3-1-0")
                .round(1, "1-2 1/2", "3-4 1-0")
                .round(2, "1-3 1/2", "4-2 1-0")
                .round(3, "1-4 1/2", "2-3 1-0").standings("xq2020");
        // 2, 3, 4 on 4 points, all equal up to 轮次: 3 won round 1, 4 round 2, 2 round 3
        assertThat(order(r)).containsExactly(3, 4, 2, 1);
        assertThat(r.explanations(Locale.ENGLISH).get(0)).contains("Earlier wins (xq2020) 1 : 2");
    }

    @Test
    void unknownAndTeamTiebreaksAreRefusedWithTheReason() {
        assertThatThrownBy(() -> Fixture.players(2).standings("koya")).hasMessageContaining("unknown tiebreak 'koya'");
        assertThatThrownBy(() -> Fixture.players(2).standings("15.4")).hasMessageContaining("team preset");
        assertThatThrownBy(() -> Fixture.players(2).standings("wins", "胜局")).hasMessageContaining("listed twice");
        assertThat(Tiebreaks.teamPreset("15.3")).contains(Tiebreaks.PRESET_15_3);
        assertThat(Tiebreaks.preset("2020")).contains(Tiebreaks.PRESET_XQ2020);
    }

    @Test
    void everyBuiltInTiebreakHasAnIdAChineseNameAClauseAndARule() {
        for (var t : Tiebreaks.builtIn()) {
            assertThat(t.id()).matches("[a-z0-9]+(-[a-z0-9]+)*");
            assertThat(t.displayName(Locale.SIMPLIFIED_CHINESE)).isNotBlank();
            assertThat(t.clause()).isNotBlank();
            assertThat(((org.qicai.core.standings.tiebreak.BuiltInTiebreak) t).rule(Locale.ENGLISH)).isNotBlank();
            assertThat(t.answersTo(t.displayName(Locale.SIMPLIFIED_CHINESE))).as(t.id()).isTrue();
        }
        for (Tiebreaks.Preset p : Tiebreaks.PRESETS) {
            if (!p.team()) {
                assertThat(Tiebreaks.resolve(p.ids(), Tiebreaks.builtIn())).hasSize(p.ids().size());
            }
        }
    }
}
