package org.qicai.plugin.cnswiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Result;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.standings.Crosstable;

/** 积分编排 (RULES.md 附录二): one nested class per numbered principle, each setting with its own test. */
class CnSwissTest {

    private static Result firstWins(int a, int b) {
        return Result.FIRST_WIN;
    }

    /**
     * Players 1 and 2 win everything; 3–10 are opponents who draw among themselves. {@code c1} and
     * {@code c2} are the colours of 1 and 2 per round: R, B, or - for a bye.
     */
    private static Ev twoLeaders(String c1, String c2) {
        Ev e = Ev.of(10);
        for (int r = 0; r < c1.length(); r++) {
            List<String> boards = new ArrayList<>();
            List<Integer> free = new ArrayList<>(List.of(3, 4, 5, 6, 7, 8, 9, 10));
            int d1 = 3 + 2 * r;
            int d2 = 4 + 2 * r;
            boards.add(game(1, d1, c1.charAt(r)));
            free.remove(Integer.valueOf(d1));
            if (c2.charAt(r) == '-') {
                boards.add("2 bye");
            } else {
                boards.add(game(2, d2, c2.charAt(r)));
                free.remove(Integer.valueOf(d2));
            }
            if (free.size() % 2 == 1) {
                boards.add(free.remove(free.size() - 1) + " zero");
            }
            for (int i = 0; i + 1 < free.size(); i += 2) {
                int a = free.get(i);
                int b = free.get(i + 1);
                boards.add((r % 2 == 0 ? a + "-" + b : b + "-" + a) + " 1/2");
            }
            e.round(boards.toArray(new String[0]));
        }
        return e;
    }

    private static String game(int leader, int dummy, char colour) {
        return colour == 'R' ? leader + "-" + dummy + " 1-0" : dummy + "-" + leader + " 0-1";
    }

    @Nested
    @DisplayName("附录二 1: equal scores meet, before colour balance")
    class EqualScores {
        private Ev afterRoundOne() {
            // 1 and 3 won with red: both are due black; 2 and 4 lost with black: due red
            return Ev.of(4).round("1-2 1-0", "3-4 1-0");
        }

        @Test
        @DisplayName("附录二 1: the two winners meet although both are due black")
        void equalScoresMeetEvenWhenBothAreDueTheSameColour() throws PairingException {
            RoundPlan p = afterRoundOne().pair();
            assertThat(Ev.pairs(p)).containsExactly("1/3", "2/4");
            assertThat(Ev.board(p, 1).explanation()).contains("同分相对");
        }

        @Test
        @DisplayName("issue 13 item 4: every board's reason also in English, for the English window and --lang en")
        void eachReasonIsGivenInEnglishToo() throws PairingException {
            RoundPlan p = afterRoundOne().pair();
            for (org.qicai.core.spi.BoardPlan b : p.boards()) {
                String en = org.qicai.core.model.Explanation.en(b.explanation());
                assertThat(en).as("board %s", b).isNotBlank()
                        .matches(t -> t.codePoints().noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN));
            }
            assertThat(org.qicai.core.model.Explanation.en(Ev.board(p, 1).explanation()))
                    .contains("equal scores meet (Appendix 2, 1)").contains("takes red");
        }

        @Test
        @DisplayName("附录二 1 switched to colour first: a winner meets a loser due the other colour")
        void colourFirstCrossesScoreGroups() throws PairingException {
            RoundPlan p = afterRoundOne().option(CnSwissSettings.PRIORITY, "colour").pair();
            assertThat(Ev.pairs(p)).containsExactly("1/4", "2/3");
            assertThat(Ev.text(p)).isEqualTo("4-1 2-3");
        }
    }

    @Nested
    @DisplayName("附录二 2: no two players meet twice, also not after a forfeit")
    class NoRematch {
        @Test
        @DisplayName("附录二 2: leaders who drew each other are not paired again")
        void playersWhoMetAreNotPairedAgain() throws PairingException {
            Ev e = Ev.of(4).round("1-3 1-0", "2-4 1-0").round("2-1 1/2", "4-3 1/2");
            RoundPlan p = e.pair();
            assertThat(Ev.pairs(p)).containsExactly("1/4", "2/3");
            assertThat(Ev.board(p, 1).explanation()).contains("#3已相遇");
        }

        @Test
        @DisplayName("附录二 2: a forfeit counts as a meeting")
        void aForfeitCountsAsHavingMet() throws PairingException {
            Ev e = Ev.of(6).round("1-4 -/-", "2-5 1-0", "3-6 1-0").option(CnSwissSettings.GROUP_PAIRING, "adjacent");
            assertThat(Ev.pairs(e.pair())).containsExactly("1/5", "2/3", "4/6");
        }

        @Test
        @DisplayName("附录二 2 with rematch-after-forfeit=allowed: players who only forfeited may meet")
        void forfeitRematchCanBeAllowed() throws PairingException {
            Ev e = Ev.of(6).round("1-4 -/-", "2-5 1-0", "3-6 1-0").option(CnSwissSettings.GROUP_PAIRING, "adjacent")
                    .option(CnSwissSettings.REMATCH, "allowed");
            assertThat(Ev.pairs(e.pair())).containsExactly("1/4", "2/3", "5/6");
        }
    }

    @Nested
    @DisplayName("附录二 3: same-unit avoidance off / first k rounds / always")
    class SameUnit {
        private Ev field() {
            return Ev.of(8).unit("北京", 1, 5).option(CnSwissSettings.ROUND1_COLOUR, "higher-red");
        }

        @Test
        @DisplayName("附录二 3 (default all): 拦腰 would pair 1–5 of one unit; 1 meets 6 instead")
        void sameUnitPlayersAvoidEachOtherByDefault() throws PairingException {
            RoundPlan p = field().pair();
            assertThat(Ev.pairs(p)).containsExactly("1/6", "2/5", "3/7", "4/8");
            assertThat(Ev.board(p, 1).explanation()).contains("#5同单位");
        }

        @Test
        @DisplayName("附录二 3 off: units are ignored")
        void avoidanceOff() throws PairingException {
            RoundPlan p = field().option(CnSwissSettings.UNIT, "off").pair();
            assertThat(Ev.pairs(p)).containsExactly("1/5", "2/6", "3/7", "4/8");
        }

        @Test
        @DisplayName("附录二 3 first k rounds: avoided in round 1, allowed in round 2 when k = 1")
        void avoidanceOnlyInTheFirstKRounds() throws PairingException {
            Ev e = Ev.of(8).unit("上海", 1, 3).option(CnSwissSettings.UNIT, "first-rounds")
                    .option(CnSwissSettings.UNIT_ROUNDS, "1")
                    .round("1-5 1-0", "6-2 0-1", "3-7 1-0", "8-4 0-1");
            assertThat(Ev.pairs(e.pair())).contains("1/3");
            e.option(CnSwissSettings.UNIT_ROUNDS, "2");
            assertThat(Ev.pairs(e.pair())).doesNotContain("1/3").contains("1/4", "2/3");
            e.option(CnSwissSettings.UNIT, "all");
            assertThat(Ev.pairs(e.pair())).doesNotContain("1/3");
        }
    }

    @Nested
    @DisplayName("附录二 4: colours")
    class ColourRules {
        @Test
        @DisplayName("附录二 4 no 连三: balance says red, but two reds in a row forbid a third")
        void noThirdColourInARow() throws PairingException {
            // 1: B B R R (difference 0, last two red); 2: R B R, bye (difference +1)
            RoundPlan p = twoLeaders("BBRR", "RBR-").pair();
            BoardPlan top = Ev.board(p, 1);
            assertThat(top.first()).isEqualTo(2);
            assertThat(top.second()).isEqualTo(1);
            assertThat(top.explanation()).contains("#1不能再执红（不连三");
        }

        @Test
        @DisplayName("附录二 4 no 连三: with max-colour-run=3 the balance rule gives 1 red")
        void longerRunsWhenTheSettingAllowsThem() throws PairingException {
            RoundPlan p = twoLeaders("BBRR", "RBR-").option(CnSwissSettings.MAX_RUN, "3").pair();
            assertThat(Ev.board(p, 1).first()).isEqualTo(1);
            assertThat(Ev.board(p, 1).explanation()).contains("#1红少");
        }

        @Test
        @DisplayName("附录二 4 no 多三: two players two reds ahead cannot meet; each gets black")
        void noThreeMoreOfOneColour() throws PairingException {
            // 1: R R B R and 2: R B R R, both +2: whoever took red would be three ahead
            RoundPlan p = twoLeaders("RRBR", "RBRR").pair();
            assertThat(Ev.pairs(p)).doesNotContain("1/2");
            assertThat(Ev.board(p, 1).second()).isEqualTo(1);
            assertThat(Ev.board(p, 2).second()).isEqualTo(2);
        }

        @Test
        @DisplayName("附录二 4 order: fewer reds first (default) or alternation first")
        void colourAllocationOrder() throws PairingException {
            // 1: R R B (+1, last black), 2: B R, bye (0, last red)
            RoundPlan balance = twoLeaders("RRB", "BR-").pair();
            assertThat(Ev.board(balance, 1).first()).isEqualTo(2);
            assertThat(Ev.board(balance, 1).explanation()).contains("#2红少");
            RoundPlan alternation = twoLeaders("RRB", "BR-").option(CnSwissSettings.COLOUR_ORDER, "alternation-first")
                    .pair();
            assertThat(Ev.board(alternation, 1).first()).isEqualTo(1);
            assertThat(Ev.board(alternation, 1).explanation()).contains("交替");
        }

        @Test
        @DisplayName("附录二 4 [ours]: identical histories — odd round higher-placed red, even round lower-placed red")
        void identicalHistoriesDependOnTheRound() throws PairingException {
            RoundPlan odd = twoLeaders("RB", "RB").pair(); // round 3
            assertThat(Ev.board(odd, 1).first()).isEqualTo(1);
            RoundPlan even = twoLeaders("RBR", "RBR").pair(); // round 4
            assertThat(Ev.board(even, 1).first()).isEqualTo(2);
            assertThat(Ev.board(even, 1).explanation()).contains("双数轮名次在后者执红");
            RoundPlan higher = twoLeaders("RBR", "RBR").option(CnSwissSettings.COLOUR_TIE, "higher-red").pair();
            assertThat(Ev.board(higher, 1).first()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("附录二 5: round 1")
    class RoundOne {
        @Test
        @DisplayName("附录二 5 拦腰 (default): top half against bottom half, board 1 by lot, then alternating")
        void foldTopHalfAgainstBottomHalf() throws PairingException {
            RoundPlan p = Ev.of(8).option(CnSwissSettings.ROUND1_COLOUR, "higher-red").pair();
            assertThat(Ev.text(p)).isEqualTo("1-5 6-2 3-7 8-4");
            assertThat(p.boards().get(0).explanation()).contains("拦腰");
            RoundPlan black = Ev.of(8).option(CnSwissSettings.ROUND1_COLOUR, "higher-black").pair();
            assertThat(Ev.text(black)).isEqualTo("5-1 2-6 7-3 4-8");
        }

        @Test
        @DisplayName("附录二 5: the lot of board 1 follows the seed; other boards alternate")
        void boardOneColourIsDrawnFromTheSeed() throws PairingException {
            java.util.Set<String> seen = new java.util.HashSet<>();
            for (long seed = 1; seed <= 12; seed++) {
                Ev e = Ev.of(8);
                e.seed = seed;
                RoundPlan p = e.pair();
                assertThat(Ev.pairs(p)).containsExactly("1/5", "2/6", "3/7", "4/8");
                assertThat(Ev.text(p)).isIn("1-5 6-2 3-7 8-4", "5-1 2-6 7-3 4-8");
                assertThat(Ev.text(e.pair())).isEqualTo(Ev.text(p));
                seen.add(Ev.text(p));
            }
            assertThat(seen).hasSize(2);
        }

        @Test
        @DisplayName("附录二 5 adjacent: 1–2, 3–4 …")
        void adjacent() throws PairingException {
            RoundPlan p = Ev.of(8).option(CnSwissSettings.ROUND1, "adjacent")
                    .option(CnSwissSettings.ROUND1_COLOUR, "higher-red").pair();
            assertThat(Ev.text(p)).isEqualTo("1-2 4-3 5-6 8-7");
        }

        @Test
        @DisplayName("附录二 5 lot: pairs drawn from the seed, the same seed gives the same draw")
        void lot() throws PairingException {
            java.util.Set<List<String>> draws = new java.util.HashSet<>();
            for (long seed = 1; seed <= 8; seed++) {
                Ev e = Ev.of(10).option(CnSwissSettings.ROUND1, "lot");
                e.seed = seed;
                RoundPlan p = e.pair();
                assertThat(Ev.pairs(p)).hasSize(5);
                assertThat(Ev.pairs(e.pair())).isEqualTo(Ev.pairs(p));
                draws.add(Ev.pairs(p));
            }
            assertThat(draws.size()).isGreaterThan(4);
        }

        @Test
        @DisplayName("附录二 5 + TRF XXC: a stated first colour replaces the lot")
        void statedInitialColourWins() throws PairingException {
            RoundPlan p = Ev.of(4).option(CnSwiss.INITIAL_COLOUR, "black").pair();
            assertThat(Ev.text(p)).isEqualTo("3-1 2-4");
        }
    }

    @Nested
    @DisplayName("附录二 6: floats")
    class Floats {
        @Test
        @DisplayName("附录二 6: the odd player of a score group floats to the next lower group")
        void oddPlayerFloatsDown() throws PairingException {
            RoundPlan p = Ev.of(6).round("1-4 1-0", "5-2 0-1", "3-6 1-0").pair();
            assertThat(Ev.pairs(p)).containsExactly("1/2", "3/5", "4/6");
            assertThat(Ev.board(p, 3).explanation()).contains("#3（1 分）下浮对 0 分");
        }

        /** After two rounds 1–5 have 1½ points; 5 floated down in round 2. */
        private Ev fiveLeaders() {
            return Ev.of(10)
                    .round("1-6 1-0", "7-2 0-1", "3-8 1-0", "9-4 0-1", "5-10 1-0")
                    .round("3-1 1/2", "2-4 1/2", "6-5 1/2", "7-8 1/2", "10-9 1/2");
        }

        @Test
        @DisplayName("附录二 6: nobody floats two rounds in a row when avoidable")
        void noRepeatedFloat() throws PairingException {
            RoundPlan p = fiveLeaders().pair();
            BoardPlan five = Ev.board(p, 5);
            int opponent = five.first() == 5 ? five.second() : five.first();
            assertThat(opponent).isBetween(1, 4);
            assertThat(p.boards().stream().filter(b -> b.explanation().contains("下浮")).count()).isEqualTo(1);
        }

        @Test
        @DisplayName("附录二 6 with float-repeat=allow: the lowest-placed floats again")
        void repeatedFloatWhenAllowed() throws PairingException {
            RoundPlan p = fiveLeaders().option(CnSwissSettings.FLOATS, "allow").pair();
            BoardPlan five = Ev.board(p, 5);
            int opponent = five.first() == 5 ? five.second() : five.first();
            assertThat(opponent).isGreaterThan(5);
        }
    }

    @Nested
    @DisplayName("附录二 7: the bye")
    class Bye {
        @Test
        @DisplayName("附录二 7: the lowest-placed of an odd field gets the bye in round 1")
        void roundOneByeToTheLowest() throws PairingException {
            RoundPlan p = Ev.of(5).pair();
            assertThat(Ev.text(p)).endsWith("5-bye");
        }

        @Test
        @DisplayName("附录二 7: lowest score, lowest placed, without an earlier bye")
        void byeSkipsPlayersWhoHadOne() throws PairingException {
            Ev e = Ev.of(5).round("1-2 1-0", "3-4 1-0", "5 bye").round("1-3 1/2", "2-5 1-0", "4 bye");
            RoundPlan p = e.pair();
            BoardPlan bye = p.boards().get(p.boards().size() - 1);
            assertThat(bye.first()).isEqualTo(2);
            assertThat(bye.bye()).isEqualTo(ByeKind.PAIRING);
            assertThat(bye.explanation()).contains("附录二 7");
        }

        @Test
        @DisplayName("附录二 7: the bye scores as a win; bye-value=draw makes it half")
        void byeScoresAsAWin() throws PairingException {
            Ev e = Ev.of(3);
            e.play(e.pair(), CnSwissTest::firstWins);
            Crosstable t = new Crosstable(e.snapshot(), ScoringSchemes.XQ_14_1, 1);
            assertThat(t.points(3)).isEqualTo(2); // one point = two half-point units
            Ev d = Ev.of(3).option(CnSwissSettings.BYE_VALUE, "draw");
            d.play(d.pair(), CnSwissTest::firstWins);
            assertThat(new Crosstable(d.snapshot(), ScoringSchemes.XQ_14_1, 1).points(3)).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("附录二 8: two forfeits in a row")
    class Forfeits {
        private Ev twoForfeits() {
            return Ev.of(6).round("1-4 1-0", "2-5 1-0", "3-6 +/-").round("1-2 1/2", "3-4 1-0", "5-6 +/-");
        }

        @Test
        @DisplayName("附录二 8: a player who forfeited twice in a row is not paired")
        void notPairedAfterTwoForfeits() throws PairingException {
            RoundPlan p = twoForfeits().pair();
            BoardPlan six = Ev.board(p, 6);
            assertThat(six.second()).isZero();
            assertThat(six.bye()).isEqualTo(ByeKind.ZERO_POINT);
            assertThat(six.explanation()).startsWith(CnSwiss.EXCLUDED_MARK);
            assertThat(p.boards().stream().filter(b -> b.second() == 0 && b.bye() == ByeKind.PAIRING)).hasSize(1);
        }

        @Test
        @DisplayName("附录二 8: still not paired a round later, until reinstated")
        void staysOutUntilReinstated() throws PairingException {
            Ev e = twoForfeits();
            e.play(e.pair(), CnSwissTest::firstWins);
            assertThat(Ev.board(e.pair(), 6).bye()).isEqualTo(ByeKind.ZERO_POINT);
            e.option(CnSwissSettings.REINSTATED, "6@4");
            assertThat(Ev.board(e.pair(), 6).second()).isNotZero();
        }

        @Test
        @DisplayName("附录二 8: one forfeit is not enough; forfeits-to-exclude=0 never excludes")
        void oneForfeitOrSwitchedOff() throws PairingException {
            Ev one = Ev.of(6).round("1-4 1-0", "2-5 1-0", "3-6 +/-");
            assertThat(Ev.board(one.pair(), 6).second()).isNotZero();
            assertThat(Ev.board(twoForfeits().option(CnSwissSettings.EXCLUDE, "0").pair(), 6).second()).isNotZero();
        }

        @Test
        @DisplayName("附录二 8 + 20.4: withdrawn players and fixed byes are not paired")
        void withdrawnAndFixedByes() throws PairingException {
            Ev e = Ev.of(6).round("1-4 1-0", "2-5 1-0", "3-6 1-0").withdraw(6, 1);
            RoundPlan p = e.pair(Map.of(5, ByeKind.HALF_POINT));
            assertThat(p.boards()).noneMatch(b -> b.first() == 6 || b.second() == 6 || b.first() == 5 || b.second() == 5);
            assertThat(Ev.pairs(p)).hasSize(2);
        }
    }

    @Nested
    @DisplayName("absolute rules are never relaxed")
    class Impossible {
        @Test
        @DisplayName("附录二 3: three of four players from one unit — the exception names the rule and players")
        void unitMakesRoundOneImpossible() {
            Ev e = Ev.of(4).unit("广东", 1, 2, 3);
            assertThatThrownBy(e::pair).isInstanceOf(PairingException.class)
                    .hasMessageContaining("it blocks only because of 附录二 3 同单位回避")
                    .hasMessageContaining("#");
        }

        @Test
        @DisplayName("附录二 2: four players who all met — round 4 is impossible")
        void everybodyMet() {
            Ev e = Ev.of(4).round("1-3 1-0", "2-4 1-0").round("2-1 1/2", "4-3 1/2").round("1-4 1-0", "3-2 0-1");
            assertThatThrownBy(e::pair).isInstanceOf(PairingException.class)
                    .hasMessageContaining("附录二 2 不得重复相遇")
                    .hasMessageContaining("#1 P1");
        }

        @Test
        @DisplayName("附录二 4: two leaders who both had red twice in a row and met the rest")
        void colourLimitsMakeItImpossible() {
            Ev e = Ev.of(4).round("1-3 1/2", "2-4 1/2").round("1-4 1/2", "2-3 1/2");
            assertThatThrownBy(e::pair).isInstanceOf(PairingException.class)
                    .hasMessageContaining("附录二 4")
                    .hasMessageContaining("#1 P1");
        }

        @Test
        @DisplayName("a bad option value is refused with the option's name")
        void badOption() {
            Ev e = Ev.of(4).option(CnSwissSettings.ROUND1, "spiral");
            assertThatThrownBy(e::pair).hasMessageContaining("option round1: 'spiral'");
        }
    }

    @Test
    @DisplayName("a pure function: the same snapshot and seed give the same round, another seed may not")
    void deterministicForTheSameInputAndSeed() throws PairingException {
        Ev e = Ev.of(30).option(CnSwissSettings.ROUND1, "lot");
        RoundPlan first = e.pair();
        for (int i = 0; i < 5; i++) {
            assertThat(e.pair()).isEqualTo(first);
        }
        e.seed = 2;
        assertThat(Ev.pairs(e.pair())).isNotEqualTo(Ev.pairs(first));
    }

    @Test
    @DisplayName("every principle is a setting with a default and a clause")
    void everyPrincipleIsASetting() {
        List<OptionSpec> specs = new CnSwiss().options();
        assertThat(specs.stream().map(OptionSpec::clause).filter(c -> c.startsWith("附录二")).map(c -> c.substring(0, 5))
                .distinct()).containsExactlyInAnyOrder("附录二 1", "附录二 2", "附录二 3", "附录二 4", "附录二 5",
                "附录二 6", "附录二 7", "附录二 8");
        for (OptionSpec o : specs) {
            if (!o.choices().isEmpty()) {
                assertThat(o.choices()).as(o.key()).contains(o.defaultValue());
            }
        }
    }
}
