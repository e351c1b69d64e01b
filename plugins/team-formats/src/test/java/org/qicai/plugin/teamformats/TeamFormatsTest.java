package org.qicai.plugin.teamformats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.model.BoardAssignment;
import org.qicai.core.spi.TeamFormat;

class TeamFormatsTest {
    private final TeamFormat fixed = new FixedBoards();
    private final TeamFormat subs = new OrderedSubstitutes();
    private final TeamFormat free = new FreeOrder();
    private final TeamFormat scheveningen = new Scheveningen();
    private final TeamFormat totals = new MemberTotals();

    private static String text(List<Integer> l) {
        return String.join("-", l.stream().map(String::valueOf).toList());
    }

    @Test
    @DisplayName("xq 12.2: 6 registered on 4 boards give C(6,4) = 15 lineups, 1-2-3-4 … 3-4-5-6, each kept in order")
    void sixRegisteredOnFourBoardsGiveFifteenLineupsXq12_2() {
        List<String> all = subs.legalLineups(6, 4).stream().map(TeamFormatsTest::text).toList();
        assertThat(all).hasSize(15).startsWith("1-2-3-4", "1-2-3-5", "1-2-3-6", "1-2-4-5").endsWith("3-4-5-6")
                .doesNotHaveDuplicates();
        for (List<Integer> l : subs.legalLineups(6, 4)) {
            assertThat(subs.checkLineup(l, 6, 4)).as(text(l)).isNull();
        }
    }

    @Test
    @DisplayName("xq 12.2: 7 registered on 3 boards give 35 lineups starting 1-2-3")
    void sevenOnThreeGiveThirtyFiveXq12_2() {
        List<List<Integer>> all = subs.legalLineups(7, 3);
        assertThat(all).hasSize(35);
        assertThat(all.get(0)).containsExactly(1, 2, 3);
        assertThat(all.get(34)).containsExactly(5, 6, 7);
    }

    @Test
    @DisplayName("xq 12.2: a lineup that reverses the registered order is refused, naming 12.2 and the boards")
    void reversedOrderIsRefusedXq12_2() {
        assertThat(subs.checkLineup(List.of(1, 2, 5, 3), 6, 4)).startsWith("12.2 分台换人").contains("position 5")
                .contains("board 3").contains("position 3").contains("board 4");
        assertThat(subs.checkLineup(List.of(1, 2, 3, 5), 6, 4)).isNull();
        assertThat(subs.checkLineup(List.of(1, 2, 3, 7), 6, 4)).contains("position 7 is not registered");
        assertThat(subs.checkLineup(List.of(1, 2, 3), 6, 4)).contains("4 boards need 4 entries");
        assertThat(subs.checkLineup(List.of(1, 2, 2, 4), 6, 4)).contains("fielded twice");
    }

    @Test
    @DisplayName("xq 12.2 + 21.4: a short team may leave its last boards empty, not a board in the middle [ours]")
    void emptyBoardsComeLastXq12_2() {
        assertThat(subs.checkLineup(List.of(1, 2, 3, 0), 6, 4)).isNull();
        assertThat(subs.checkLineup(List.of(1, 0, 3, 4), 6, 4)).contains("board 2 is empty").contains("[ours]");
        assertThat(subs.checkLineup(List.of(0, 0, 0, 0), 6, 4)).contains("team forfeit").contains("21.4");
    }

    @Test
    @DisplayName("xq 12.1: boards are fixed at registration — a swap is refused, an absent player leaves his own board empty")
    void boardsAreFixedXq12_1() {
        assertThat(fixed.checkLineup(List.of(1, 2, 3, 4), 4, 4)).isNull();
        assertThat(fixed.checkLineup(List.of(2, 1, 3, 4), 4, 4)).startsWith("12.1 分台定人").contains("board 1");
        assertThat(fixed.checkLineup(List.of(1, 0, 3, 4), 4, 4)).isNull();
        assertThat(fixed.choosesLineup()).isFalse();
        assertThat(fixed.registeredOrderByStrength()).isTrue();
        assertThat(fixed.legalLineups(4, 4)).containsExactly(List.of(1, 2, 3, 4));
    }

    @Test
    @DisplayName("xq 12.1: a team registers exactly one player per board (substitutes belong to 12.2)")
    void registrationIsOnePlayerPerBoardXq12_1() {
        assertThat(fixed.checkRegistration(4, 4)).isNull();
        assertThat(fixed.checkRegistration(6, 4)).contains("exactly 4").contains("12.2");
        assertThat(subs.checkRegistration(6, 4)).isNull();
        assertThat(subs.checkRegistration(3, 4)).contains("at least 4");
    }

    @Test
    @DisplayName("xq 12.3: any order is legal, nobody twice; all n!/(n−k)! arrangements are listed")
    void anyOrderXq12_3() {
        assertThat(free.checkLineup(List.of(5, 1, 6, 2), 6, 4)).isNull();
        assertThat(free.checkLineup(List.of(5, 1, 5, 2), 6, 4)).startsWith("12.3 临时定台").contains("twice");
        assertThat(free.legalLineups(6, 4)).hasSize(360).doesNotHaveDuplicates();
        assertThat(free.lineupDeadline()).isTrue();
    }

    @Test
    @DisplayName("xq 13.2/13.3: with boards, the first-listed team is red on odd boards and black on even ones")
    void firstTeamRedOnOddBoardsXq13_2() {
        for (TeamFormat f : List.of(fixed, subs, free)) {
            List<BoardAssignment> s = f.schedule(4);
            assertThat(s).extracting(BoardAssignment::firstTeamRed).containsExactly(true, false, true, false);
            assertThat(s).extracting(BoardAssignment::firstSlot).containsExactly(1, 2, 3, 4);
            assertThat(s).extracting(BoardAssignment::secondSlot).containsExactly(1, 2, 3, 4);
        }
    }

    @ParameterizedTest(name = "k = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8})
    @DisplayName("xq 12.4: every player meets every opponent once over k sub-rounds, each with red in half his games")
    void everyoneMeetsEveryoneWithBalancedColoursXq12_4(int k) {
        List<BoardAssignment> s = scheveningen.schedule(k);
        assertThat(scheveningen.subRounds(k)).isEqualTo(k);
        assertThat(s).hasSize(k * k);
        Set<String> pairs = new HashSet<>();
        int[] firstReds = new int[k + 1];
        int[] secondReds = new int[k + 1];
        for (BoardAssignment a : s) {
            assertThat(pairs.add(a.firstSlot() + "-" + a.secondSlot())).as("pair met twice").isTrue();
            if (a.firstTeamRed()) {
                firstReds[a.firstSlot()]++;
            } else {
                secondReds[a.secondSlot()]++;
            }
        }
        assertThat(pairs).hasSize(k * k);
        for (int sub = 1; sub <= k; sub++) {
            final int r = sub;
            List<BoardAssignment> round = s.stream().filter(a -> a.subRound() == r).toList();
            assertThat(round).extracting(BoardAssignment::firstSlot).doesNotHaveDuplicates().hasSize(k);
            assertThat(round).extracting(BoardAssignment::secondSlot).doesNotHaveDuplicates().hasSize(k);
        }
        for (int p = 1; p <= k; p++) {
            assertThat(firstReds[p]).as("first team slot %d reds", p).isBetween(k / 2, (k + 1) / 2);
            assertThat(secondReds[p]).as("second team slot %d reds", p).isBetween(k / 2, (k + 1) / 2);
        }
    }

    @Test
    @DisplayName("xq 12.4 with 13.2: four a side — every sub-round split 2:2 and sub-round 1 red on odd boards for the first team")
    void fourASideSubRoundsAreEvenXq12_4() {
        List<BoardAssignment> s = scheveningen.schedule(4);
        for (int sub = 1; sub <= 4; sub++) {
            final int r = sub;
            assertThat(s.stream().filter(a -> a.subRound() == r && a.firstTeamRed()).count()).isEqualTo(2);
        }
        assertThat(s.subList(0, 4)).extracting(BoardAssignment::firstTeamRed).containsExactly(true, false, true, false);
    }

    @Test
    @DisplayName("xq 12.5: no boards and no lineups; any lineup is refused naming 12.5")
    void memberTotalsHasNoBoardsXq12_5() {
        assertThat(totals.hasBoards()).isFalse();
        assertThat(totals.checkLineup(List.of(1, 2), 6, 2)).startsWith("12.5 队员总分");
        assertThat(totals.legalLineups(6, 4)).isEmpty();
        assertThat(totals.schedule(4)).isEmpty();
        assertThat(totals.checkRegistration(6, 0)).isNull();
    }

    @Test
    @DisplayName("ids are English kebab-case and every format answers to its Chinese name")
    void chineseAliases() {
        List<String> names = new ArrayList<>();
        for (TeamFormat f : List.of(fixed, subs, free, scheveningen, totals)) {
            assertThat(f.id()).matches("[a-z]+(-[a-z]+)*");
            names.add(f.aliases().get(0));
        }
        assertThat(names).containsExactly("分台定人", "分台换人", "临时定台", "全队轮赛", "队员总分");
        assertThat(subs.answersTo("分台换人制")).isTrue();
    }
}
