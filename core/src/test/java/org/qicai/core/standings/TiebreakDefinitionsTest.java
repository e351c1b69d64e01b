package org.qicai.core.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qicai.core.standings.Fixture.values;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PenaltyKind;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.tiebreak.AverageRatingOfOpponents;
import org.qicai.core.standings.tiebreak.BlackGames;
import org.qicai.core.standings.tiebreak.BlackWins;
import org.qicai.core.standings.tiebreak.Buchholz;
import org.qicai.core.standings.tiebreak.BuchholzCut1;
import org.qicai.core.standings.tiebreak.DirectEncounter;
import org.qicai.core.standings.tiebreak.EarlierWins;
import org.qicai.core.standings.tiebreak.Fouls;
import org.qicai.core.standings.tiebreak.GamePoints;
import org.qicai.core.standings.tiebreak.MedianBuchholz;
import org.qicai.core.standings.tiebreak.OpponentAverage;
import org.qicai.core.standings.tiebreak.OpponentGamePoints;
import org.qicai.core.standings.tiebreak.Progressive;
import org.qicai.core.standings.tiebreak.RelativeWins;
import org.qicai.core.standings.tiebreak.SonnebornBerger;
import org.qicai.core.standings.tiebreak.Wins;

/**
 * Every tiebreak of the catalogue on hand-computed examples. The Swiss example (5 players, 3 rounds,
 * 14.1 scoring, a pairing bye each round):
 * <pre>
 * R1: 1-2 1-0   3-4 ½-½   5 bye
 * R2: 5-1 0-1   2-3 1-0   4 bye
 * R3: 1-3 ½-½   4-5 0-1   2 bye
 * points: 1: 2½   2: 2   3: 1   4: 1½   5: 2      lowest in the field: 1 (player 3)
 * </pre>
 */
class TiebreakDefinitionsTest {

    private static Fixture swiss() {
        return Fixture.players(5)
                .round(1, "1-2 1-0", "3-4 1/2", "5 bye")
                .round(2, "5-1 0-1", "2-3 1-0", "4 bye")
                .round(3, "1-3 1/2", "4-5 0-1", "2 bye");
    }

    /** Values of a tiebreak for players 1–5 as people read them. */
    private static Map<Integer, String> shown(Crosstable t, Tiebreak tb) {
        Map<Integer, String> out = new HashMap<>();
        values(t, tb).forEach((no, v) -> out.put(no, tb.format(v, t)));
        return out;
    }

    @Test
    @DisplayName("xq 14.1 + 附录二 7: the pairing bye scores as a win")
    void pointsOfTheSwissExample() {
        Crosstable t = swiss().table();
        assertThat(t.scheme().format(t.points(1))).isEqualTo("2.5");
        assertThat(t.scheme().format(t.points(2))).isEqualTo("2");
        assertThat(t.scheme().format(t.points(3))).isEqualTo("1");
        assertThat(t.scheme().format(t.points(4))).isEqualTo("1.5");
        assertThat(t.scheme().format(t.points(5))).isEqualTo("2");
        assertThat(t.byeOpponentScore()).isEqualTo(2); // 1 point = 2 half points
    }

    @Test
    @DisplayName("xq 15.2 对手分: sum of the opponents' points; a bye counts as the lowest score in the field (附录二 7)")
    void buchholzCountsTheByeAsTheLowestScoreXq15_2() {
        assertThat(shown(swiss().table(), new Buchholz()))
                .isEqualTo(Map.of(1, "5", 2, "4.5", 3, "6", 4, "4", 5, "5"));
    }

    @Test
    @DisplayName("附录二 7 option bye-opponent=zero: the bye adds nothing to 对手分")
    void buchholzByeAsZeroOption() {
        Crosstable t = swiss().option(StandingsOptions.BYE_OPPONENT, "zero").table();
        assertThat(shown(t, new Buchholz())).containsEntry(2, "3.5").containsEntry(5, "4").containsEntry(4, "3");
    }

    @Test
    @DisplayName("FIDE C.07 14.1 Buchholz cut 1 and 14.3 median: the lowest (and highest) opponent left out")
    void buchholzCutAndMedian() {
        Crosstable t = swiss().table();
        assertThat(shown(t, new BuchholzCut1())).containsEntry(2, "3.5").containsEntry(5, "4").containsEntry(1, "4");
        assertThat(shown(t, new MedianBuchholz())).containsEntry(2, "1").containsEntry(5, "1.5").containsEntry(3, "2");
    }

    @Test
    @DisplayName("xq 15.1 小分: opponents beaten count in full, drawn by half; a bye adds nothing")
    void sonnebornBergerXq15_1() {
        // 1: beat 2 (2) + beat 5 (2) + ½·3 (½) = 4½;  2: beat 3 (1);  3: ½·4 (¾) + ½·1 (1¼) = 2;  4: ½·3 (½);  5: beat 4 (1½)
        assertThat(shown(swiss().table(), new SonnebornBerger()))
                .isEqualTo(Map.of(1, "4.5", 2, "1", 3, "2", 4, "0.5", 5, "1.5"));
    }

    @Test
    @DisplayName("xq 15.1 小分 in a round robin: 1-2 1-0, 3-4 ½; 1-3 0-1, 2-4 1-0; 1-4 ½, 2-3 ½")
    void sonnebornBergerRoundRobin() {
        Crosstable t = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "1-3 0-1", "2-4 1-0")
                .round(3, "1-4 1/2", "2-3 1/2").table();
        // points 1: 1½  2: 1½  3: 2  4: 1
        // SB 1: beat 2 (1½) + ½·4 (1) = 2;  2: beat 4 (1) + ½·3 (2) = 2;  3: ½·1 + 1·1½ + ½·1½ = 2.75;  4: ½·2 + ½·1½ = 1.75
        assertThat(shown(t, new SonnebornBerger())).isEqualTo(Map.of(1, "2", 2, "2", 3, "2.75", 4, "1.75"));
    }

    @Test
    @DisplayName("累进分: the running scores after each round summed")
    void progressive() {
        assertThat(shown(swiss().table(), new Progressive()))
                .containsEntry(1, "5.5").containsEntry(2, "3").containsEntry(5, "4");
    }

    @Test
    @DisplayName("xq 15.1 胜局: games won, + included (21.4), a bye is not a game won")
    void winsXq15_1() {
        assertThat(shown(swiss().table(), new Wins())).isEqualTo(Map.of(1, "2", 2, "1", 3, "0", 4, "0", 5, "1"));
        Crosstable forfeit = Fixture.players(2).round(1, "1-2 +/-").table();
        assertThat(shown(forfeit, new Wins())).isEqualTo(Map.of(1, "1", 2, "0"));
    }

    @Test
    @DisplayName("后胜局 and 后手局: wins and games with black (the second player), over the board")
    void blackWinsAndBlackGames() {
        Crosstable t = swiss().round(4, "3-2 +/-").table();
        assertThat(shown(t, new BlackWins())).isEqualTo(Map.of(1, "1", 2, "0", 3, "0", 4, "0", 5, "1"));
        // the forfeit 3-2 in round 4 was not played: 2 gets no black game for it
        assertThat(shown(t, new BlackGames())).isEqualTo(Map.of(1, "1", 2, "1", 3, "2", 4, "1", 5, "1"));
    }

    @Test
    @DisplayName("xq2020 局分: win 1, draw ½, loss 0 whatever the scheme (3/1/0 here)")
    void gamePointsUnderThreeOneZero() {
        Crosstable t = Fixture.players(4).scoring("3-1-0")
                .round(1, "1-2 1/2", "3-4 1-0")
                .round(2, "1-3 1/2", "2-4 0-1")
                .round(3, "1-4 1/2", "3-2 0-1").table();
        // 1: three draws = 3 points, 1½ game points;  3: win, draw, loss = 4 points, 1½ game points
        assertThat(t.scheme().format(t.points(1))).isEqualTo("3");
        assertThat(shown(t, new GamePoints())).containsEntry(1, "1.5").containsEntry(3, "1.5").containsEntry(2, "1.5")
                .containsEntry(4, "1.5");
        Crosstable u = Fixture.players(2).scoring("3-1-0").round(1, "1-2 1-0").round(2, "2-1 1/2").table();
        assertThat(shown(u, new GamePoints())).isEqualTo(Map.of(1, "1.5", 2, "0.5"));
    }

    @Test
    @DisplayName("xq2020 相对胜局: wins against players with more points")
    void relativeWins() {
        Crosstable t = Fixture.players(4)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "2-3 1-0", "1-4 0-1")
                .round(3, "4-2 0-1", "3-1 1-0").table();
        // points 1: 1  2: 2  3: 1½  4: 1½ — only 1 beat someone (2) with more points than himself
        assertThat(shown(t, new RelativeWins())).isEqualTo(Map.of(1, "1", 2, "0", 3, "0", 4, "0"));
    }

    @Test
    @DisplayName("xq2020 对手分值 and 对手局分: the opponents' points (game points) averaged, exactly")
    void opponentAverages() {
        Crosstable t = swiss().table();
        // 2 met 1 (2½) and 3 (1): 1.75;  5 met 1 (2½) and 4 (1½): 2;  1 met 2, 5, 3: (2+2+1)/3
        assertThat(shown(t, new OpponentAverage())).containsEntry(2, "1.75").containsEntry(5, "2")
                .containsEntry(1, "1.6667");
        long v1 = values(t, new OpponentAverage()).get(1);
        assertThat(v1 * 3).isEqualTo(5 * new OpponentAverage().denominator(t)); // exactly 5/3
        assertThat(shown(t, new OpponentGamePoints())).containsEntry(2, "1.75").containsEntry(5, "2");
    }

    @Test
    @DisplayName("xq2020 轮次: the earlier win ranks higher; shown as the winning rounds")
    void earlierWins() {
        Crosstable t = swiss().table();
        Map<Integer, Long> v = values(t, new EarlierWins());
        assertThat(v.get(2)).isGreaterThan(v.get(5)); // 2 won in round 2, 5 only in round 3
        assertThat(v.get(1)).isGreaterThan(v.get(2)); // 1 won rounds 1 and 2
        assertThat(shown(t, new EarlierWins())).containsEntry(1, "1 2").containsEntry(2, "2").containsEntry(5, "3")
                .containsEntry(3, "-");
    }

    @Test
    @DisplayName("FIDE C.07 10.1 ARO: over-the-board opponents' average rating, rounded; unrated left out")
    void averageRatingOfOpponents() {
        // ratings: 1 2000, 2 1900, 3 1800, 4 1700, 5 1600
        assertThat(shown(swiss().table(), new AverageRatingOfOpponents())).containsEntry(2, "1900")
                .containsEntry(5, "1850").containsEntry(4, "1700");
        assertThat(shown(swiss().unrated(3).table(), new AverageRatingOfOpponents())).containsEntry(2, "2000");
        // forfeits are not games played for a rating-based tiebreak (C.07 15.2)
        assertThat(shown(Fixture.players(2).round(1, "1-2 +/-").table(), new AverageRatingOfOpponents()))
                .containsEntry(1, "0");
    }

    @Test
    @DisplayName("xq 15.1 犯规: fewer fouls rank higher; a corrected entry does not count")
    void foulsCountLowerIsBetter() {
        Crosstable t = swiss().penalty(2, 1, PenaltyKind.FOUL).penalty(2, 2, PenaltyKind.FOUL)
                .penalty(5, 3, PenaltyKind.FOUL).correction(3).table();
        assertThat(shown(t, new Fouls())).containsEntry(2, "2").containsEntry(5, "0");
        assertThat(new Fouls().lowerIsBetter()).isTrue();
    }

    @Test
    @DisplayName("xq 15.1 直胜: the points scored among the tied players only")
    void directEncounterLooksOnlyAtTheGroup() {
        Crosstable t = swiss().table();
        assertThat(new DirectEncounter().values(t, java.util.List.of(1, 2))).isEqualTo(Map.of(1, 2L, 2, 0L));
        // 2 and 5 never met: nothing between them
        assertThat(new DirectEncounter().values(t, java.util.List.of(2, 5))).isEqualTo(Map.of(2, 0L, 5, 0L));
    }
}
