package org.qicai.plugin.dutch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;

class DutchSwissTest {

    private final DutchSwiss dutch = new DutchSwiss();

    /** An event of n players rated by start number, with the given rounds already played. */
    private static EventSnapshot event(int n, int totalRounds, String initialColour, List<Round> rounds) {
        List<Player> players = new ArrayList<>();
        for (int no = 1; no <= n; no++) {
            players.add(Player.of(no, "Player " + no, "", 2400 - 10 * no));
        }
        EventSettings s = new EventSettings("Test open", "xiangqi", "dutch", totalRounds, "14.1", List.of(), "", 0L,
                Map.of(DutchSwiss.INITIAL_COLOUR, initialColour));
        return new EventSnapshot(s, players, rounds, List.of());
    }

    /** A finished round from "white-black:result" games ("1-4:1-0") and "N:bye" entries. */
    private static Round round(int no, String... games) {
        List<Pairing> ps = new ArrayList<>();
        int board = 1;
        for (String g : games) {
            String[] parts = g.split(":");
            if (parts[1].equals("bye")) {
                ps.add(Pairing.bye(no, board++, Integer.parseInt(parts[0]), ByeKind.PAIRING));
                continue;
            }
            String[] wb = parts[0].split("-");
            Result r = Result.parseCode(parts[1]).orElseThrow();
            ps.add(new Pairing(no, board++, Integer.parseInt(wb[0]), Integer.parseInt(wb[1]), r, null, false, ""));
        }
        return new Round(no, RoundStatus.FINISHED, ps);
    }

    private static List<String> boards(RoundPlan plan) {
        return plan.boards().stream().map(b -> b.second() == 0 ? b.first() + " bye" : b.first() + "-" + b.second())
                .toList();
    }

    @Test
    void roundOnePairsTheTopHalfAgainstTheBottomHalfWithAlternatingColours() throws PairingException {
        // C.04.3 D.1 (S1 against S2) and E.5 (the initial colour to odd pairing numbers)
        RoundPlan plan = dutch.pair(new PairingRequest(event(6, 5, "white", List.of()), 1, 0));
        assertThat(boards(plan)).containsExactly("1-4", "5-2", "3-6");
    }

    @Test
    void theInitialColourBlackGivesTheTopPlayerBlack() throws PairingException {
        RoundPlan plan = dutch.pair(new PairingRequest(event(6, 5, "black", List.of()), 1, 0));
        assertThat(boards(plan)).containsExactly("4-1", "2-5", "6-3");
    }

    @Test
    void anOddFieldGivesThePairingAllocatedByeToTheLowestPlayer() throws PairingException {
        // C.04.3 C.2/C.4: the bye goes to the last player of the lowest bracket
        RoundPlan plan = dutch.pair(new PairingRequest(event(5, 5, "white", List.of()), 1, 0));
        assertThat(boards(plan)).containsExactly("1-3", "4-2", "5 bye");
        BoardPlan bye = plan.boards().get(2);
        assertThat(bye.bye()).isEqualTo(ByeKind.PAIRING);
    }

    @Test
    void aPlayerWhoHadTheByeDoesNotGetItAgain() throws PairingException {
        // C.04.3 C.2: one pairing-allocated bye per player
        EventSnapshot e = event(5, 5, "white", List.of(round(1, "1-3:1-0", "4-2:0-1", "5:bye")));
        RoundPlan plan = dutch.pair(new PairingRequest(e, 2, 0));
        assertThat(boards(plan)).doesNotContain("5 bye").anyMatch(b -> b.endsWith(" bye"));
    }

    @Test
    void playersWhoMetDoNotMeetAgain() throws PairingException {
        // C.04.3 C.1
        EventSnapshot e = event(4, 3, "white", List.of(round(1, "1-3:1/2", "4-2:1/2")));
        RoundPlan plan = dutch.pair(new PairingRequest(e, 2, 0));
        assertThat(boards(plan)).noneMatch(b -> b.equals("1-3") || b.equals("3-1") || b.equals("4-2") || b.equals("2-4"));
    }

    @Test
    void aForfeitedGameIsNotAGameAndMayBeReplayed() throws PairingException {
        // C.04.3 A.1 (only games played count) with C.1: a forfeit does not forbid the pairing
        EventSnapshot e = event(2, 2, "white", List.of(round(1, "1-2:+/-")));
        RoundPlan plan = dutch.pair(new PairingRequest(e, 2, 0));
        assertThat(plan.boards()).hasSize(1);
        assertThat(boards(plan).get(0)).isIn("1-2", "2-1");
    }

    @Test
    void whenNoPairingIsLegalTheErrorNamesTheRuleAndThePlayers() {
        EventSnapshot e = event(2, 3, "white", List.of(round(1, "1-2:1-0")));
        assertThatThrownBy(() -> dutch.pair(new PairingRequest(e, 2, 0)))
                .isInstanceOf(PairingException.class)
                .hasMessageContaining("C.1")
                .hasMessageContaining("player 1")
                .hasMessageContaining("player 2");
    }

    @Test
    void theRefusalC1IsInChineseTooWithTheSamePlayers() {
        EventSnapshot e = event(2, 3, "white", List.of(round(1, "1-2:1-0")));
        assertThatThrownBy(() -> dutch.pair(new PairingRequest(e, 2, 0)))
                .isInstanceOfSatisfying(PairingException.class, x -> assertThat(x.chinese())
                        .startsWith("第2轮").contains("C.1").contains("1号棋手").contains("2号棋手"));
    }

    @Test
    void initialColourChoicesAreLabelled() {
        assertThat(dutch.options().get(0).choiceLabels()).extracting(OptionSpec.ChoiceLabel::value)
                .containsExactly("white", "black");
    }

    @Test
    void playersWithAFixedByeAreNotPaired() throws PairingException {
        // a half-point bye requested for the round (TRF 0000 - H)
        RoundPlan plan = dutch.pair(new PairingRequest(event(5, 5, "white", List.of()), 1, 0,
                Map.of(3, ByeKind.HALF_POINT)));
        assertThat(plan.boards()).hasSize(2).noneMatch(b -> b.first() == 3 || b.second() == 3);
    }

    @Test
    void nobodyGetsTheSameColourThreeTimesInARow() throws PairingException {
        // C.04.3 C.3 / A.6: two games with the same colour make the other colour absolute
        List<Round> rounds = new ArrayList<>();
        for (int r = 1; r <= 4; r++) {
            RoundPlan plan = dutch.pair(new PairingRequest(event(10, 5, "white", rounds), r, 0));
            List<Pairing> ps = new ArrayList<>();
            int board = 1;
            for (BoardPlan b : plan.boards()) {
                ps.add(new Pairing(r, board++, b.first(), b.second(), Result.DRAW, null, false, ""));
            }
            rounds.add(new Round(r, RoundStatus.FINISHED, ps));
        }
        for (int no = 1; no <= 10; no++) {
            StringBuilder colours = new StringBuilder();
            for (Round rd : rounds) {
                int player = no;
                rd.pairingOf(player).ifPresent(p -> colours.append(p.first() == player ? 'W' : 'B'));
            }
            assertThat(colours.toString()).as("colours of %d", no).doesNotContain("WWW").doesNotContain("BBB");
        }
    }

    @Test
    void boardsStartWithTheHighestScores() throws PairingException {
        EventSnapshot e = event(8, 5, "white", List.of(round(1, "1-5:1-0", "6-2:0-1", "3-7:1-0", "8-4:0-1")));
        RoundPlan plan = dutch.pair(new PairingRequest(e, 2, 0));
        assertThat(plan.boards()).hasSize(4);
        // the winners (1, 2, 3, 4) play on boards 1 and 2
        assertThat(List.of(plan.boards().get(0).first(), plan.boards().get(0).second(), plan.boards().get(1).first(),
                plan.boards().get(1).second())).containsExactlyInAnyOrder(1, 2, 3, 4);
    }

    @Test
    void everyBoardSaysWhy() throws PairingException {
        RoundPlan plan = dutch.pair(new PairingRequest(event(7, 5, "white", List.of()), 1, 0));
        assertThat(plan.boards()).allSatisfy(b -> assertThat(b.explanation()).isNotBlank());
        assertThat(plan.boards().get(0).explanation()).contains("0 分组").contains("执先手");
        // issue 13 item 4: the same reason in English for the English window and --lang en
        assertThat(org.qicai.core.model.Explanation.en(plan.boards().get(0).explanation())).startsWith("bracket 0")
                .contains("has white: ").matches(t -> t.codePoints()
                        .noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN));
    }

    @Test
    void theSameInputAlwaysGivesTheSamePairing() throws PairingException {
        EventSnapshot e = event(9, 5, "white", List.of(round(1, "1-5:1-0", "6-2:1/2", "3-7:0-1", "8-4:1-0", "9:bye")));
        assertThat(dutch.pair(new PairingRequest(e, 2, 42))).isEqualTo(dutch.pair(new PairingRequest(e, 2, 42)));
    }

    @Test
    void answersToItsIdAndAliases() {
        assertThat(dutch.id()).isEqualTo("dutch");
        assertThat(dutch.answersTo("FIDE-Dutch")).isTrue();
        assertThat(dutch.answersTo("荷兰制")).isTrue();
        assertThat(dutch.displayName(Locale.ENGLISH)).contains("Dutch");
        assertThat(dutch.plannedRounds(event(6, 7, "white", List.of()))).isEqualTo(7);
    }

    @Test
    void theExtensionIsIndexedForPf4j() throws IOException {
        // the pf4j annotation processor writes META-INF/extensions.idx; other jars may have one too
        boolean listed = false;
        var urls = getClass().getClassLoader().getResources("META-INF/extensions.idx");
        while (urls.hasMoreElements()) {
            try (InputStream in = urls.nextElement().openStream()) {
                listed |= new String(in.readAllBytes(), StandardCharsets.UTF_8).contains(DutchSwiss.class.getName());
            }
        }
        assertThat(listed).as("org.qicai.plugin.dutch.DutchSwiss in a META-INF/extensions.idx").isTrue();
    }
}
