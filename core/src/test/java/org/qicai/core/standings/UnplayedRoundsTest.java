package org.qicai.core.standings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.qicai.core.standings.Fixture.values;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.standings.tiebreak.Buchholz;
import org.qicai.core.standings.tiebreak.SonnebornBerger;

/**
 * Byes, forfeits, withdrawals and annulled games in the crosstable. The FIDE example (5 players):
 * <pre>
 * R1: 1-2 1-0   3-4 +/-   5 bye (pairing)
 * R2: 1-3 ½-½   2-5 0-1   4 zero-point bye (absent)
 * R3: 1-5 1-0   2-3 ½-½   4 zero-point bye (absent)
 * points 1: 2½  2: ½  3: 2  4: 0  5: 2
 * </pre>
 */
class UnplayedRoundsTest {

    private static Fixture fideExample() {
        return Fixture.players(5)
                .round(1, "1-2 1-0", "3-4 +/-", "5 bye")
                .round(2, "1-3 1/2", "2-5 0-1", "4 bye Z")
                .round(3, "1-5 1-0", "2-3 1/2", "4 bye Z");
    }

    private static String bh(Crosstable t, int no) {
        return new Buchholz().format(values(t, new Buchholz()).get(no), t);
    }

    private static String sb(Crosstable t, int no) {
        return new SonnebornBerger().format(values(t, new SonnebornBerger()).get(no), t);
    }

    @Test
    @DisplayName("as scored (default): a forfeit's opponent counts as met (21.4), the bye as the lowest in the field")
    void asScoredDefault() {
        Crosstable t = fideExample().table();
        assertThat(bh(t, 3)).isEqualTo("3");   // 4 (0) + 1 (2½) + 2 (½)
        assertThat(bh(t, 5)).isEqualTo("3");   // bye = lowest among players still in: 0 (player 4) + ½ + 2½
        assertThat(sb(t, 3)).isEqualTo("1.5"); // + over 4 (0) + ½·2½ + ½·½
        assertThat(sb(t, 5)).isEqualTo("0.5"); // beat 2 (½); the bye adds nothing
    }

    @Test
    @DisplayName("FIDE C.07 16.3/16.4 option: opponents' trailing absences count as draws; own unplayed rounds against a dummy")
    void fideC07Option() {
        Crosstable t = fideExample().option(StandingsOptions.UNPLAYED, "fide-c07").table();
        // 16.3: player 4's zero-point byes in rounds 2–3 are followed only by voluntary unplayed rounds → draws: 0 + ½ + ½
        assertThat(t.adjustedScore(4)).isEqualTo(2);
        // 3: R1 forfeit win → dummy min(own 2, scheduled opponent 4's adjusted 1) = 1; then 1 (2½), 2 (½)
        assertThat(bh(t, 3)).isEqualTo("4");
        // 5: R1 pairing bye → dummy min(own 2, draw × rounds 1½) = 1½; then 2 (½), 1 (2½)
        assertThat(bh(t, 5)).isEqualTo("4.5");
        // 小分 with the dummies: 3: win over 1 + ½·2½ + ½·½ = 2½;  5: win over 1½ + beat ½ = 2
        assertThat(sb(t, 3)).isEqualTo("2.5");
        assertThat(sb(t, 5)).isEqualTo("2");
        StandingsReport r = fideExample().option(StandingsOptions.UNPLAYED, "fide-c07").standings("buchholz");
        assertThat(Fixture.order(r)).containsExactly(1, 5, 3, 2, 4);
    }

    @Test
    @DisplayName("附录二 7 option bye-value: the pairing bye may score a draw or nothing")
    void byeValueOption() {
        Fixture f = Fixture.players(3).round(1, "1-2 1-0", "3 bye");
        assertThat(f.table().points(3)).isEqualTo(2);
        assertThat(f.option(StandingsOptions.BYE_VALUE, "draw").table().points(3)).isEqualTo(1);
        assertThat(f.option(StandingsOptions.BYE_VALUE, "0").table().points(3)).isEqualTo(0);
        assertThatThrownBy(() -> f.option(StandingsOptions.BYE_VALUE, "lots").table()).isInstanceOf(UserError.class)
                .hasMessageContaining("bye-value");
        assertThatThrownBy(() -> f.option(StandingsOptions.BYE_VALUE, "2").table()).isInstanceOf(UserError.class)
                .hasMessageContaining("outside 0–1");
    }

    @Test
    @DisplayName("xq 20.3: a player whose results were annulled counts for nobody, in every round, even rounds paired later")
    void annulledPlayerCountsForNobodyXq20_3() {
        Fixture f = Fixture.players(4)
                .round(1, "1-4 0-1", "2-3 1/2")
                .round(2, "4-3 1-0", "1-2 1/2")
                .round(3, "2-4", "3-1 1-0")
                .annul(1, 1).left(4, PlayerStatus.WITHDRAWN, 2);
        Crosstable t = f.table();
        // only round 1's 1-4 was marked annulled in the store; 4-3 of round 2 and the open 2-4 follow it
        assertThat(t.resultsAnnulled(4)).isTrue();
        assertThat(t.points(4)).isZero();
        assertThat(t.points(3)).isEqualTo(1 + 2);      // ½ + (annulled loss) + win over 1
        assertThat(t.points(2)).isEqualTo(1 + 1);      // ½ + ½, nothing for the open game against 4
        assertThat(t.entries(2).get(2).annulled()).isTrue();
    }

    @Test
    @DisplayName("xq 20.3/20.4: results standing — an open game after the player left is a forfeit won by the opponent")
    void openGameAfterLeavingIsAForfeitXq20_4() {
        Crosstable t = Fixture.players(4)
                .round(1, "1-4 0-1", "2-3 1/2")
                .round(2, "2-4", "3-1 1-0")
                .left(4, PlayerStatus.EXPELLED, 1).table();
        assertThat(t.entries(2).get(1).outcome()).isEqualTo(Outcome.FORFEIT_WIN);
        assertThat(t.entries(4).get(1).outcome()).isEqualTo(Outcome.FORFEIT_LOSS);
        assertThat(t.points(4)).isEqualTo(2); // his round-1 win stands
        assertThat(t.hasLeft(4)).isTrue();
    }

    @Test
    void aByeOfAPlayerWhoLeftScoresNothing() {
        Crosstable t = Fixture.players(3).round(1, "1-2 1-0", "3 bye").round(2, "1-3 1-0", "2 bye")
                .left(2, PlayerStatus.WITHDRAWN, 1).table();
        assertThat(t.entries(2).get(1).bye()).isEqualTo(ByeKind.ZERO_POINT);
        assertThat(t.points(2)).isZero();
    }
}
