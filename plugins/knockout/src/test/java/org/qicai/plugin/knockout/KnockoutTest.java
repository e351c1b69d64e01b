package org.qicai.plugin.knockout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.RoundPlan;

class KnockoutTest {

    @Nested
    @DisplayName("xq 11.1 single elimination, seeded")
    class Seeded {
        @Test
        @DisplayName("standard bracket: 1 v 16, 8 v 9, 4 v 13, 5 v 12, 2 v 15, 7 v 10, 3 v 14, 6 v 11")
        void standardSeedingOfSixteen() throws PairingException {
            assertThat(Ko.pairs(Ko.of(16).pair())).containsExactly("1/16", "8/9", "4/13", "5/12", "2/15", "7/10",
                    "3/14", "6/11");
        }

        @Test
        @DisplayName("13 players: the three byes go to seeds 1, 2 and 3")
        void byesToTheTopSeeds() throws PairingException {
            RoundPlan p = Ko.of(13).pair();
            assertThat(Ko.pairs(p)).containsExactly("8/9", "4/13", "5/12", "7/10", "6/11", "1/bye", "2/bye", "3/bye");
            assertThat(p.boards().get(5).explanation()).contains("轮空");
        }

        @Test
        @DisplayName("seeding=rating: the highest rating is seed 1")
        void seedsByRating() throws PairingException {
            Ko k = Ko.of(4).option(KnockoutSettings.SEEDING, "rating");
            k.players.set(3, new org.qicai.core.model.Player(4, "P4", "", 2700, "", null, 0));
            assertThat(Ko.pairs(k.pair())).containsExactly("3/4", "1/2");
        }

        @Test
        @DisplayName("winners meet in bracket order until the final; then the knockout is over")
        void throughToTheFinal() throws PairingException {
            Ko k = Ko.of(8);
            assertThat(Ko.pairs(k.next(Ko::favourite))).containsExactly("1/8", "4/5", "2/7", "3/6");
            RoundPlan sf = k.next(Ko::favourite);
            assertThat(Ko.pairs(sf)).containsExactly("1/4", "2/3");
            assertThat(sf.boards().get(0).explanation()).startsWith("半决赛");
            // issue 13 item 4: the same reason in English for the English window and --lang en
            assertThat(org.qicai.core.model.Explanation.en(sf.boards().get(0).explanation())).startsWith("semi-final ")
                    .contains("takes red: ").matches(t -> t.codePoints()
                            .noneMatch(cp -> Character.UnicodeScript.of(cp) == Character.UnicodeScript.HAN));
            RoundPlan f = k.next(Ko::favourite);
            assertThat(Ko.pairs(f)).containsExactly("1/2");
            assertThat(f.boards().get(0).explanation()).startsWith("决赛");
            assertThatThrownBy(k::pair).isInstanceOf(PairingException.class)
                    .hasMessage("the knockout is over: the winner is #1 P1");
            Bracket b = k.bracket();
            assertThat(b.placings()).extracting(Bracket.Placing::place).containsExactly("1", "2", "3–4", "5–8");
            assertThat(b.placings().get(3).players()).containsExactly(5, 6, 7, 8);
            assertThat(b.stages()).extracting(Bracket.Stage::name).containsExactly("1/4决赛", "半决赛", "决赛");
            // issue 13 item 4: the English window's bracket is English throughout
            Bracket en = k.bracketEn();
            assertThat(en.stages()).extracting(Bracket.Stage::name).containsExactly("quarter-final", "semi-final", "final");
            assertThat(en.title()).isEqualTo("single elimination, 8 players, one game a match, seeded");
            Ko.assertNoChinese(en);
        }

        @Test
        @DisplayName("third-place option: the semi-final losers play while the final is played")
        void thirdPlaceMatch() throws PairingException {
            Ko k = Ko.of(4).option(KnockoutSettings.THIRD_PLACE, "true");
            k.next(Ko::favourite);
            assertThat(Ko.pairs(k.next(Ko::favourite))).containsExactly("1/2", "3/4");
            assertThat(k.bracket().placings()).extracting(Bracket.Placing::place).containsExactly("1", "2", "3", "4");
        }
    }

    @Nested
    @DisplayName("xq 13.4 / 13.5 colours")
    class Colours {
        @Test
        @DisplayName("13.4 猜先: drawn from the seed, the same seed gives the same colours")
        void colourByLot() throws PairingException {
            Set<Boolean> topSeedRed = new HashSet<>();
            for (long seed = 1; seed <= 10; seed++) {
                Ko k = Ko.of(2);
                k.seed = seed;
                RoundPlan p = k.pair();
                assertThat(p.boards().get(0).explanation()).contains("猜先（13.4）");
                assertThat(k.pair().boards().get(0).first()).isEqualTo(p.boards().get(0).first());
                topSeedRed.add(p.boards().get(0).first() == 1);
            }
            assertThat(topSeedRed).containsExactlyInAnyOrder(true, false);
        }

        @Test
        @DisplayName("13.5: the second game of a match swaps colours")
        void secondGameSwapped() throws PairingException {
            Ko k = Ko.of(2).option(KnockoutSettings.MATCH_GAMES, "2");
            BoardPlan g1 = k.next(Ko::draw).boards().get(0);
            BoardPlan g2 = k.pair().boards().get(0);
            assertThat(g2.first()).isEqualTo(g1.second());
            assertThat(g2.explanation()).contains("第二局互换先后（13.5）");
        }
    }

    @Nested
    @DisplayName("matches of 1, 2 or 3 games and their tie-breaks")
    class Matches {
        @Test
        @DisplayName("三局两胜: a match won 2–0 sits out while a 1½–½ match plays its third game")
        void bestOfThree() throws PairingException {
            Ko k = Ko.of(4).option(KnockoutSettings.MATCH_GAMES, "3");
            k.next((r, b) -> r == 2 || b == 2 ? Result.DRAW : Ko.favourite(r, b));
            k.next((r, b) -> r == 2 || b == 2 ? (r == 3 ? Result.FIRST_WIN : Result.SECOND_WIN) : Ko.favourite(r, b));
            RoundPlan third = k.pair();
            assertThat(Ko.pairs(third)).containsExactly("2/3");
            assertThat(third.boards().get(0).explanation()).contains("三局两胜 第3局").contains("比分 #2 ½:1½ #3");
            k.play(third, (r, b) -> r == 2 ? Result.FIRST_WIN : Result.SECOND_WIN); // 1½–1½
            RoundPlan rapid = k.pair();
            assertThat(Ko.pairs(rapid)).containsExactly("2/3");
            assertThat(rapid.boards().get(0).explanation()).contains("加赛快棋 10′+10″ 第1局");
        }

        @Test
        @DisplayName("RULES knockout tie-breaks: rapid → blitz → Armageddon, where a draw is a black win")
        void tieBreakChain() throws PairingException {
            Ko k = Ko.of(2);
            k.next(Ko::draw);
            assertThat(k.next(Ko::redWins).boards().get(0).explanation()).contains("加赛快棋");
            BoardPlan rapid2 = k.next(Ko::redWins).boards().get(0);
            assertThat(rapid2.explanation()).contains("与上一局交替");
            assertThat(k.next(Ko::draw).boards().get(0).explanation()).contains("加赛超快棋 5′+3″ 第1局");
            k.next(Ko::draw);
            BoardPlan armageddon = k.next(Ko::draw).boards().get(0);
            assertThat(armageddon.explanation()).contains("超快棋决胜局（红6′ 黑4′+3″，和棋黑胜）");
            Bracket.Match f = Ko.match(k.bracket(), "1-1");
            assertThat(f.winner()).isEqualTo(armageddon.second());
            assertThat(f.how()).isEqualTo("超快棋决胜局和棋，黑方胜");
            assertThat(f.games()).hasSize(6);
            assertThatThrownBy(k::pair).hasMessageContaining("the knockout is over");
        }

        @Test
        @DisplayName("000 赛制与计分: a tied match decided by lot, reproducibly")
        void tieByLot() throws PairingException {
            Ko k = Ko.of(2).option(KnockoutSettings.TIEBREAK, "lot");
            k.next(Ko::draw);
            Bracket.Match f = Ko.match(k.bracket(), "1-1");
            assertThat(f.how()).isEqualTo("抽签");
            assertThat(f.winner()).isIn(1, 2).isEqualTo(Ko.match(k.bracket(), "1-1").winner());
        }

        @Test
        @DisplayName("000 赛制与计分: an extra game, then a lot if it is drawn too")
        void extraGameThenLot() throws PairingException {
            Ko k = Ko.of(2).option(KnockoutSettings.TIEBREAK, "extra-game");
            k.next(Ko::draw);
            assertThat(k.next(Ko::draw).boards().get(0).explanation()).contains("加赛一局");
            assertThat(Ko.match(k.bracket(), "1-1").how()).isEqualTo("抽签");
        }
    }

    @Nested
    @DisplayName("000 分组抽签规则: the lot with bye cards")
    class LotDraw {
        @Test
        @DisplayName("13 players: 6 pairs and a K, then 7: 3 pairs and a K, then semi-finals, then the final")
        void thirteenPlayersAsInTheRegulations() throws PairingException {
            Ko k = Ko.of(13).option(KnockoutSettings.DRAW, "lot");
            RoundPlan r1 = k.next(Ko::favourite);
            assertThat(r1.boards()).hasSize(7);
            assertThat(r1.boards().stream().filter(b -> b.second() == 0)).hasSize(1);
            assertThat(r1.boards().get(0).explanation()).contains("抽到红色扑克牌");
            assertThat(r1.notes().get(0)).startsWith("第1轮抽签（000 分组抽签规则）").contains("K");
            RoundPlan r2 = k.next(Ko::favourite);
            assertThat(r2.boards()).hasSize(4);
            assertThat(r2.boards().stream().filter(b -> b.second() == 0)).hasSize(1);
            RoundPlan r3 = k.next(Ko::favourite);
            assertThat(r3.boards()).hasSize(2).allMatch(b -> b.second() != 0);
            assertThat(r3.boards().get(0).explanation()).startsWith("半决赛");
            RoundPlan r4 = k.next(Ko::favourite);
            assertThat(r4.boards()).hasSize(1);
            assertThat(r4.boards().get(0).explanation()).startsWith("决赛");
            assertThatThrownBy(k::pair).hasMessageContaining("the knockout is over");
        }

        @Test
        @DisplayName("the same seed draws the same cards")
        void reproducible() throws PairingException {
            Ko a = Ko.of(9).option(KnockoutSettings.DRAW, "lot");
            Ko b = Ko.of(9).option(KnockoutSettings.DRAW, "lot");
            assertThat(Ko.pairs(a.pair())).isEqualTo(Ko.pairs(b.pair()));
            b.seed = 99;
            assertThat(Ko.pairs(a.pair())).isNotEqualTo(Ko.pairs(b.pair()));
        }
    }

    @Nested
    @DisplayName("xq 11.1 double elimination")
    class DoubleElimination {
        @Test
        @DisplayName("4 players: winners' and losers' brackets, the grand final and its replay")
        void fourPlayers() throws PairingException {
            Ko k = Ko.of(4).option(KnockoutSettings.ELIMINATION, "double");
            assertThat(Ko.pairs(k.next(Ko::favourite))).containsExactly("1/4", "2/3");
            RoundPlan s2 = k.next(Ko::favourite);
            assertThat(Ko.pairs(s2)).containsExactly("1/2", "3/4");
            assertThat(s2.boards().get(1).explanation()).startsWith("败者组第1轮");
            RoundPlan s3 = k.next(Ko::favourite);
            assertThat(Ko.pairs(s3)).containsExactly("2/3");
            assertThat(s3.boards().get(0).explanation()).startsWith("败者组决赛");
            RoundPlan gf = k.next((r, b) -> r == 2 ? Result.FIRST_WIN : Result.SECOND_WIN);
            assertThat(gf.boards().get(0).explanation()).startsWith("总决赛");
            RoundPlan gf2 = k.next(Ko::favourite);
            assertThat(Ko.pairs(gf2)).containsExactly("1/2");
            assertThat(gf2.boards().get(0).explanation()).startsWith("总决赛第二场");
            assertThatThrownBy(k::pair).hasMessage("the knockout is over: the winner is #1 P1");
            assertThat(k.bracket().placings()).extracting(Bracket.Placing::players)
                    .containsExactly(List.of(1), List.of(2), List.of(3), List.of(4));
        }

        @Test
        @DisplayName("8 players: every player plays until his second loss, no rematch in the losers' first rounds")
        void eightPlayersNobodyOutAfterOneLoss() throws PairingException {
            Ko k = Ko.of(8).option(KnockoutSettings.ELIMINATION, "double");
            int rounds = 0;
            while (true) {
                try {
                    k.next(Ko::favourite);
                    rounds++;
                } catch (PairingException e) {
                    assertThat(e.getMessage()).contains("winner is #1");
                    break;
                }
            }
            assertThat(rounds).isEqualTo(6); // W1, W2+L1, W3+L2, L3, L4, grand final (no replay needed)
            Bracket b = k.bracket();
            long losses8 = b.stages().stream().flatMap(s -> s.matches().stream())
                    .filter(m -> (m.first() == 8 || m.second() == 8) && m.winner() != 8).count();
            assertThat(losses8).isEqualTo(2);
            Set<String> met = new HashSet<>();
            for (Bracket.Stage st : b.stages()) {
                for (Bracket.Match m : st.matches()) {
                    String pair = Math.min(m.first(), m.second()) + "/" + Math.max(m.first(), m.second());
                    if (m.label().startsWith("L1") || m.label().startsWith("L2")) {
                        assertThat(met).as(m.label()).doesNotContain(pair);
                    }
                    met.add(pair);
                }
            }
        }
    }

    @Nested
    @DisplayName("withdrawals, forfeits and edits")
    class Irregular {
        @Test
        @DisplayName("20.4 [ours]: a player who withdrew loses his next match without play")
        void withdrawnPlayerLosesByWalkover() throws PairingException {
            Ko k = Ko.of(8);
            k.next(Ko::favourite);
            k.withdraw(4);
            assertThat(Ko.pairs(k.pair())).containsExactly("2/3");
            assertThat(Ko.match(k.bracket(), "2-1").how()).isEqualTo("对手退赛（20.4）");
            assertThat(Ko.match(k.bracket(), "2-1").winner()).isEqualTo(1);
        }

        @Test
        @DisplayName("[ours]: a double forfeit puts both out; the next opponent goes through")
        void doubleForfeit() throws PairingException {
            Ko k = Ko.of(4);
            k.next((r, b) -> r == 1 || b == 1 ? Result.DOUBLE_FORFEIT : Ko.favourite(r, b));
            assertThatThrownBy(k::pair).hasMessage("the knockout is over: the winner is #2 P2");
            assertThat(Ko.match(k.bracket(), "1-1").how()).isEqualTo("双方出局");
        }

        @Test
        @DisplayName("a round edited by hand into games that are no match is reported, not guessed")
        void editedRoundIsReported() {
            Ko k = Ko.of(4);
            k.rounds.add(new Round(1, RoundStatus.FINISHED, List.of(
                    new Pairing(1, 1, 1, 2, Result.FIRST_WIN, null, false, ""),
                    new Pairing(1, 2, 3, 4, Result.FIRST_WIN, null, false, ""))));
            assertThatThrownBy(k::pair).isInstanceOf(PairingException.class)
                    .hasMessageContaining("round 1 board 1 (#1–#2) is not a match in play");
        }
    }

    @Nested
    @DisplayName("xq 11.3 groups")
    class GroupStage {
        @Test
        @DisplayName("snake seeding: A takes 1, 4, 5, 8 and B takes 2, 3, 6, 7")
        void snake() {
            int[] seeds = {1, 2, 3, 4, 5, 6, 7, 8};
            assertThat(Groups.snake(seeds, 2, true, java.util.Map.of()))
                    .containsExactly(List.of(1, 4, 5, 8), List.of(2, 3, 6, 7));
            assertThat(Groups.snake(new int[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 3, true, java.util.Map.of()))
                    .containsExactly(List.of(1, 6, 7), List.of(2, 5, 8), List.of(3, 4, 9));
        }

        @Test
        @DisplayName("[ours] one unit spread over the groups by a swap inside the pot")
        void unitSpread() {
            int[] seeds = {1, 2, 3, 4, 5, 6, 7, 8};
            java.util.Map<Integer, String> units = java.util.Map.of(1, "北京", 4, "北京");
            assertThat(Groups.snake(seeds, 2, true, units)).containsExactly(List.of(1, 3, 5, 8), List.of(2, 4, 6, 7));
            assertThat(Groups.snake(seeds, 2, false, units)).containsExactly(List.of(1, 4, 5, 8), List.of(2, 3, 6, 7));
        }

        @Test
        @DisplayName("附录一 Berger table as in RULES.md for 6")
        void bergerSix() {
            StringBuilder sb = new StringBuilder();
            for (int r = 1; r <= 5; r++) {
                for (int[] g : Berger.round(6, r)) {
                    sb.append(g[0]).append('-').append(g[1]).append(' ');
                }
                sb.append("· ");
            }
            assertThat(sb.toString().strip()).isEqualTo(
                    "1-6 2-5 3-4 · 6-4 5-3 1-2 · 2-6 3-1 4-5 · 6-5 1-4 2-3 · 3-6 4-2 5-1 ·");
        }

        @Test
        @DisplayName("groups play their tables side by side, then A1 B1 A2 B2 play the final round robin")
        void groupsThenFinalRoundRobin() throws PairingException {
            Ko k = Ko.groups(8);
            assertThat(k.system.plannedRounds(k.snapshot())).isEqualTo(6);
            RoundPlan r1 = k.next(Ko::favourite);
            assertThat(Ko.pairs(r1)).containsExactly("1/8", "4/5", "2/7", "3/6");
            assertThat(r1.boards().get(0).explanation()).startsWith("A组 第1轮");
            k.next(Ko::favourite);
            k.next(Ko::favourite);
            Bracket b = k.bracket();
            assertThat(b.groups().get(0).rows()).extracting(Bracket.Row::player).containsExactly(1, 4, 5, 8);
            assertThat(b.groups().get(0).rows()).extracting(Bracket.Row::qualified).containsExactly(true, true, false, false);
            RoundPlan f1 = k.next(Ko::favourite);
            assertThat(Ko.pairs(f1)).containsExactly("1/3", "2/4");
            assertThat(f1.boards().get(0).explanation()).startsWith("决赛阶段 第1轮");
            k.next(Ko::favourite);
            k.next(Ko::favourite);
            assertThatThrownBy(k::pair).hasMessageContaining("the final round robin is over");
            assertThat(k.bracket().groups().get(2).name()).isEqualTo("决赛");
            assertThat(k.bracket().groups().get(2).rows().get(0).player()).isEqualTo(1);
            // issue 13 item 4: group names, the tiebreaks and the title in English for the English window
            Bracket en = k.bracketEn();
            assertThat(en.groups()).extracting(Bracket.Group::name).containsExactly("group A", "group B", "final");
            assertThat(en.title()).isEqualTo("2 groups, the first 2 of each go on to a final round robin");
            Ko.assertNoChinese(en);
        }

        @Test
        @DisplayName("final=knockout: group winners seeded first, crossing the groups")
        void groupsThenKnockout() throws PairingException {
            Ko k = Ko.groups(8).option(Groups.FINAL, "knockout");
            for (int r = 0; r < 3; r++) {
                k.next(Ko::favourite);
            }
            assertThat(Ko.pairs(k.next(Ko::favourite))).containsExactly("1/3", "2/4");
            assertThat(Ko.pairs(k.next(Ko::favourite))).containsExactly("1/2");
            assertThatThrownBy(k::pair).hasMessageContaining("the winner is #1");
            assertThat(k.bracket().placings().get(0).players()).containsExactly(1);
        }

        @Test
        @DisplayName("odd groups: the player meeting the dummy sits out without points")
        void oddGroupsHaveByes() throws PairingException {
            RoundPlan p = Ko.groups(10).pair();
            assertThat(p.boards().stream().filter(b -> b.second() == 0))
                    .hasSize(2).allMatch(b -> b.bye() == ByeKind.ZERO_POINT);
        }

        @Test
        @DisplayName("15.6 [ours]: a place shared at the cut is drawn by lot and said so")
        void sharedPlaceAtTheCutByLot() throws PairingException {
            Ko k = Ko.groups(8);
            for (int r = 0; r < 3; r++) {
                k.next(Ko::draw);
            }
            Bracket b = k.bracket();
            assertThat(b.notes()).anyMatch(n -> n.contains("出线名额抽签决定"));
            assertThat(b.groups().get(0).rows().stream().filter(Bracket.Row::qualified)).hasSize(2);
            assertThat(Ko.pairs(k.pair())).hasSize(2);
        }
    }
}
