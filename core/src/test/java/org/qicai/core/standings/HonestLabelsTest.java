package org.qicai.core.standings;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.PlayerStatus;

/**
 * Issue 13 item 5: standings say 暂列 (provisional) while a result up to their round is missing, and the
 * 15.6 play-off mark appears only once the places cannot change any more — the rule: the standings are
 * after the event's last planned round and every result up to it is in (no result remains for anyone).
 */
class HonestLabelsTest {

    @Test
    @DisplayName("standings after a round with a missing result are provisional (暂列); complete rounds are not")
    void standingsAfterARoundWithMissingResultsAreProvisional() {
        Fixture missing = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "1-3 1-0", "2-4");
        StandingsReport r = missing.standings("15.1");
        assertThat(r.afterRound()).isEqualTo(2);
        assertThat(r.provisional()).isTrue();
        assertThat(r.placesFinal()).isFalse();
        Fixture done = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2 1-0", "3-4 1/2")
                .round(2, "1-3 1-0", "2-4 0-1");
        assertThat(done.standings("15.1").provisional()).isFalse();
        // a missing result of an earlier round keeps later standings provisional too
        Fixture earlier = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2", "3-4 1/2")
                .round(2, "1-3 1-0", "2-4 0-1");
        assertThat(earlier.standings("15.1").provisional()).isTrue();
    }

    @Test
    @DisplayName("xq 20.4: an open board of a player who has left is settled, so it does not make the standings provisional")
    void anOpenBoardSettledByAWithdrawalIsNotMissingXq20_4() {
        Fixture f = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "1-3 1-0", "2-4 0-1")
                .round(3, "1-4", "2-3 1/2")
                .left(4, PlayerStatus.WITHDRAWN, 2);
        assertThat(f.standings("15.1").provisional()).isFalse();
    }

    @Test
    @DisplayName("xq 15.6: a tie across the title is marked for a play-off only after the last planned round, every result in")
    void xq_15_6_playoffMarkOnlyOnceThePlacesCannotChange() {
        // after round 1 of 3 all four share the first place: no play-off mark yet, the places can change
        Fixture early = Fixture.players(4).plannedRounds(3).round(1, "1-2 1/2", "3-4 1/2");
        StandingsReport r1 = early.standings("15.1");
        assertThat(r1.rows()).extracting(Standing::rank).containsExactly(1, 1, 1, 1);
        assertThat(r1.rows()).noneMatch(Standing::playoff);
        assertThat(r1.rows().get(0).rankLabel()).isEqualTo("=1");
        assertThat(r1.explanations(java.util.Locale.ENGLISH)).noneMatch(s -> s.contains("play-off"));
        // the last planned round with a result missing: still no mark
        Fixture open = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "2-3 1-0", "4-1 0-1")
                .round(3, "3-1 1-0", "2-4");
        assertThat(open.standings("15.1").rows()).noneMatch(Standing::playoff);
        // the cycle complete after the last planned round: 1, 2, 3 share the title → play-off (15.6)
        Fixture last = Fixture.players(4).plannedRounds(3)
                .round(1, "1-2 1-0", "3-4 1-0")
                .round(2, "2-3 1-0", "4-1 0-1")
                .round(3, "3-1 1-0", "2-4 1-0");
        StandingsReport r3 = last.standings("15.1");
        assertThat(r3.placesFinal()).isTrue();
        assertThat(r3.rows()).filteredOn(Standing::playoff).extracting(s -> s.player().no())
                .containsExactlyInAnyOrder(1, 2, 3);
        assertThat(r3.rows().get(0).rankLabel()).isEqualTo("=1*");
        // planned rounds not known: the places are never called final
        assertThat(Fixture.players(4).plannedRounds(0).round(1, "1-2 1/2", "3-4 1/2").standings("15.1").rows())
                .noneMatch(Standing::playoff);
    }
}
