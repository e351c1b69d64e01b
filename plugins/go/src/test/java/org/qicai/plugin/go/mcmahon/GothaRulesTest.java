package org.qicai.plugin.go.mcmahon;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.qicai.core.game.GoRank;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;

/** OpenGotha's single rules, one at a time, on small hand-made rounds (issue 15 items 3 and 4). */
class GothaRulesTest {

    private static GothaParams params(Map<String, String> o) {
        Map<String, String> m = new HashMap<>();
        o.forEach((k, v) -> m.put("og." + k, v));
        return GothaParams.fromOptions(m, "MMS,SOSM,SOSOSM");
    }

    private static GothaPlayer p(int no, String name, String rank, int rating, String club) {
        return new GothaPlayer(no, name, "X", GoRank.parse(rank).getAsInt(), rating, club, "FR", 0, new boolean[0], true);
    }

    @Test
    void ranksAsOpenGothaReadsThem() {
        assertThat(GoRank.parse("30K")).hasValue(-30);
        assertThat(GoRank.parse("1k")).hasValue(-1);
        assertThat(GoRank.parse("1D")).hasValue(0);
        assertThat(GoRank.parse("9d")).hasValue(8);
        assertThat(GoRank.parse("2P")).hasValue(6);
        assertThat(GoRank.parse("12")).hasValue(-12);
        assertThat(GoRank.parse("3段")).hasValue(2);
        assertThat(GoRank.parse("40K")).hasValue(-30);
        assertThat(GoRank.parse("一级")).isEmpty();
        assertThat(GoRank.ofRating(2100)).isEqualTo(0);
        assertThat(GoRank.ofRating(2000)).isEqualTo(-1);
        assertThat(GoRank.ofRating(1129)).isEqualTo(-10);
    }

    @Test
    void handicapIsTheMmsDifferenceLessTheCorrectionUnderTheCeilingStrongerPlayerWhite() {
        // McMahon bar 4D floor 20K; round 1: MMS = rank framed; hdCorrection 1, ceiling 9, no handicap from 1D up
        GothaParams gp = params(Map.of("hdCorrection", "1", "hdCeiling", "9", "hdNoHdRankThreshold", "1D"));
        List<GothaPlayer> ps = List.of(p(1, "A", "2K", 1850, "a"), p(2, "B", "7K", 1389, "b"));
        GothaPairer.Board b = GothaPairer.pair(gp, ps, List.of(), Map.of(), 0).boards().get(0);
        assertThat(b.white()).isEqualTo(0);
        assertThat(b.handicap()).isEqualTo(4); // 5 ranks − correction 1
        // a ceiling of 2 caps it
        b = GothaPairer.pair(params(Map.of("hdCeiling", "2")), ps, List.of(), Map.of(), 0).boards().get(0);
        assertThat(b.handicap()).isEqualTo(2);
        // above the threshold ranks count as the threshold: 5D v 1D is even
        List<GothaPlayer> dans = List.of(p(1, "A", "5D", 2450, "a"), p(2, "B", "1D", 2100, "b"));
        b = GothaPairer.pair(gp, dans, List.of(), Map.of(), 0).boards().get(0);
        assertThat(b.handicap()).isZero();
        // one rank apart: the correction makes it even
        List<GothaPlayer> near = List.of(p(1, "A", "3K", 1750, "a"), p(2, "B", "4K", 1650, "b"));
        assertThat(GothaPairer.pair(gp, near, List.of(), Map.of(), 0).boards().get(0).handicap()).isZero();
    }

    @Test
    void evenGameColourGoesToWhoHadBlackMoreElseTheDeterministicLot() {
        GothaParams gp = params(Map.of("hdNoHdRankThreshold", "30K", "hdCeiling", "0"));
        List<GothaPlayer> ps = List.of(p(1, "A", "5K", 1500, "a"), p(2, "B", "5K", 1500, "b"),
                p(3, "C", "5K", 1500, "c"), p(4, "D", "5K", 1500, "d"));
        // round 1: A white v C, B white v D (even games)
        List<GothaGame> g = List.of(new GothaGame(0, 0, 2, 0, GothaGame.WHITE_WINS), new GothaGame(0, 1, 3, 0,
                GothaGame.BLACK_WINS));
        GothaPairer.Outcome out = GothaPairer.pair(gp, ps, g, Map.of(), 1);
        for (GothaPairer.Board b : out.boards()) {
            int bal = (b.white() == 0 || b.white() == 1) ? 1 : -1;
            int other = (b.black() == 0 || b.black() == 1) ? 1 : -1;
            if (bal != other) {
                assertThat(bal).as("who had White in round 1 gets Black").isEqualTo(-1);
            }
        }
        // the lot does not depend on who is named first
        long r1 = GothaPairer.detRandom(1, ps.get(0), ps.get(1));
        long r2 = GothaPairer.detRandom(1, ps.get(1), ps.get(0));
        assertThat(r1 + r2).isEqualTo(1);
        assertThat(GothaPairer.detRandom(0, ps.get(0), ps.get(1))).isZero();
    }

    @Test
    void splitAndFoldAndSplitAndSlipSeedingWeights() {
        // 4 players in one group, round 1 (group order by rating): SPLITANDSLIP best 1–3 and 2–4, SPLITANDFOLD 1–4, 2–3
        List<GothaPlayer> ps = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            ps.add(p(i + 1, "P" + i, "5K", 1600 - 10 * i, "c" + i));
        }
        Map<String, String> base = new HashMap<>(Map.of("hdNoHdRankThreshold", "30K", "paiSeAvoidSameGeo", "0"));
        base.put("paiMaSeedSystem1", "SPLITANDSLIP");
        Map<String, GothaPairer.Terms> w = GothaPairer.weights(params(base), ps, List.of(), Map.of(), 0);
        assertThat(w.get(GothaPairer.pairKey("P0X", "P2X")).seed()).isEqualTo(5_000_000);
        assertThat(w.get(GothaPairer.pairKey("P0X", "P1X")).seed()).isEqualTo(5_000_000 - 5_000_000 * -2 / 4 * -2 / 4);
        base.put("paiMaSeedSystem1", "SPLITANDFOLD");
        w = GothaPairer.weights(params(base), ps, List.of(), Map.of(), 0);
        assertThat(w.get(GothaPairer.pairKey("P0X", "P3X")).seed()).isEqualTo(5_000_000);
        assertThat(w.get(GothaPairer.pairKey("P1X", "P2X")).seed()).isEqualTo(5_000_000);
        assertThat(w.get(GothaPairer.pairKey("P0X", "P1X")).seed()).isEqualTo(5_000_000 - 5_000_000 * -2 / 3 * -2 / 3);
        assertThat(GothaPairer.pair(params(base), ps, List.of(), Map.of(), 0).boards())
                .extracting(b -> Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()))
                .containsExactlyInAnyOrder("0-3", "1-2");
    }

    @Test
    void aRepeatedGameLosesTheDuplicateWeightAndIsAvoided() {
        List<GothaPlayer> ps = List.of(p(1, "A", "5K", 1500, "a"), p(2, "B", "5K", 1490, "b"),
                p(3, "C", "5K", 1480, "c"), p(4, "D", "5K", 1470, "d"));
        List<GothaGame> g = List.of(new GothaGame(0, 0, 3, 0, GothaGame.EQUAL), new GothaGame(0, 1, 2, 0, GothaGame.EQUAL));
        GothaParams gp = params(Map.of("hdNoHdRankThreshold", "30K", "paiMaSeedSystem1", "SPLITANDFOLD"));
        Map<String, GothaPairer.Terms> w = GothaPairer.weights(gp, ps, g, Map.of(), 1);
        assertThat(w.get(GothaPairer.pairKey("AX", "DX")).duplicate()).isZero();
        assertThat(w.get(GothaPairer.pairKey("AX", "BX")).duplicate()).isEqualTo(500_000_000_000_000L);
        assertThat(GothaPairer.pair(gp, ps, g, Map.of(), 1).boards())
                .noneMatch(b -> (b.white() == 0 && b.black() == 3) || (b.white() == 3 && b.black() == 0));
    }

    @Test
    void sameClubCostsTheGeographicalWeightBelowTheThresholds() {
        // Swiss-like: bar 9D so nobody is above the bar; rank threshold 9D so nobody is strong; club factor 3
        GothaParams gp = params(Map.of("genMMBar", "9D", "genMMFloor", "30K", "paiSeRankThreshold", "9D",
                "paiSeNbWinsThresholdActive", "false", "paiSeAvoidSameGeo", "100000000000",
                "paiSePreferMMSDiffRatherThanSameClub", "3", "hdNoHdRankThreshold", "30K"));
        List<GothaPlayer> ps = List.of(p(1, "A", "5K", 1500, "same"), p(2, "B", "5K", 1490, "same"),
                p(3, "C", "5K", 1480, "other"), p(4, "D", "5K", 1470, "third"));
        Map<String, GothaPairer.Terms> w = GothaPairer.weights(gp, ps, List.of(), Map.of(), 0);
        assertThat(w.get(GothaPairer.pairKey("AX", "BX")).geo()).isZero();
        assertThat(w.get(GothaPairer.pairKey("AX", "CX")).geo()).isPositive();
    }

    @Test
    void oddNumberTheByeGoesToTheWeakestWithoutAByeAndAbsentPlayersAreNotPaired() {
        GothaParams gp = params(Map.of("hdNoHdRankThreshold", "30K"));
        List<GothaPlayer> ps = new ArrayList<>(List.of(p(1, "A", "1D", 2100, "a"), p(2, "B", "5K", 1600, "b"),
                p(3, "C", "15K", 600, "c")));
        GothaPairer.Outcome out = GothaPairer.pair(gp, ps, List.of(), Map.of(), 0);
        assertThat(out.bye()).isEqualTo(2);
        // C had the bye in round 1: in round 2 it goes to another
        out = GothaPairer.pair(gp, ps, List.of(new GothaGame(0, 0, 1, 0, GothaGame.WHITE_WINS)), Map.of(0, 2), 1);
        assertThat(out.bye()).isNotEqualTo(2);
        // D does not play round 1
        ps.add(new GothaPlayer(4, "D", "X", -5, 1500, "d", "FR", 0, new boolean[] {false, true}, true));
        out = GothaPairer.pair(gp, ps, List.of(), Map.of(), 0);
        assertThat(out.boards()).noneMatch(b -> b.white() == 3 || b.black() == 3);
        assertThat(out.bye()).isNotEqualTo(3);
    }

    @Test
    void ofTwoEqualByeWeightsTheByeGoesToTheLastInPlacementOrderNotInNameOrder() {
        // issue 15 item 4: OpenGotha chooses the bye from the players as its pairing window lists them, by score.
        // A 10K: MMS 20, 3·(−10) + 60 = 30; B 12K with an SMMS correction of 3: MMS 21, −12 + 2·21 = 30 — the same
        // bye weight; B is placed first (MMS 21), so A is the last of the least: A, though B is last by name
        GothaParams gp = params(Map.of("hdNoHdRankThreshold", "30K"));
        List<GothaPlayer> ps = List.of(
                new GothaPlayer(1, "A", "X", -10, 1100, "a", "FR", 0, new boolean[0], true),
                new GothaPlayer(2, "B", "X", -12, 900, "b", "FR", 3, new boolean[0], true),
                p(3, "C", "1D", 2100, "c"));
        assertThat(GothaPairer.pair(gp, ps, List.of(), Map.of(), 0).bye()).isEqualTo(0);
    }

    @Test
    void aStoredGameWithoutItsHandicapGetsTheOneTheRulesGaveIt() {
        GothaParams gp = params(Map.of("hdCorrection", "1", "hdCeiling", "9", "hdNoHdRankThreshold", "1D"));
        List<GothaPlayer> ps = List.of(p(1, "A", "2K", 1850, "a"), p(2, "B", "7K", 1389, "b"),
                p(3, "C", "12K", 850, "c"), p(4, "D", "18K", 250, "d"));
        GothaPairer.Outcome r1 = GothaPairer.pair(gp, ps, List.of(), Map.of(), 0);
        List<GothaGame> known = new ArrayList<>();
        List<GothaGame> unknown = new ArrayList<>();
        for (GothaPairer.Board b : r1.boards()) {
            known.add(new GothaGame(0, b.white(), b.black(), b.handicap(), GothaGame.WHITE_WINS));
            unknown.add(new GothaGame(0, b.white(), b.black(), GothaGame.HANDICAP_UNKNOWN, GothaGame.WHITE_WINS));
        }
        assertThat(known).anyMatch(g -> g.handicap() > 0);
        assertThat(GothaPairer.resolveHandicaps(gp, ps, unknown, Map.of())).isEqualTo(known);
        assertThat(GothaPairer.weights(gp, ps, unknown, Map.of(), 1)).isEqualTo(GothaPairer.weights(gp, ps, known, Map.of(), 1));
    }

    @Test
    void twoCategoriesAvoidMixingAndKeepScoreDifferenceWithinACategory() {
        // categories: 5K and stronger, the rest; Swiss-like parameters, no geography
        GothaParams gp = params(Map.of("numberOfCategories", "2", "lowerCategoryLimits", "5K",
                "hdNoHdRankThreshold", "30K", "paiSeAvoidSameGeo", "0", "placement", "CAT,NBW,SOSW"));
        List<GothaPlayer> ps = List.of(p(1, "A", "2K", 1850, "a"), p(2, "B", "4K", 1650, "b"),
                p(3, "C", "10K", 1050, "c"), p(4, "D", "12K", 850, "d"));
        Map<String, GothaPairer.Terms> w = GothaPairer.weights(gp, ps, List.of(), Map.of(), 0);
        GothaPairer.Terms same = w.get(GothaPairer.pairKey("AX", "BX"));
        GothaPairer.Terms mixed = w.get(GothaPairer.pairKey("AX", "CX"));
        assertThat(same.category()).isEqualTo(20_000_000_000_000L);
        assertThat(mixed.category()).isEqualTo((long) (20_000_000_000_000L * 0.5 * 1.25));
        assertThat(mixed.scoreDiff()).isZero();
        assertThat(same.scoreDiff()).isEqualTo(100_000_000_000L);
        assertThat(GothaPairer.pair(gp, ps, List.of(), Map.of(), 0).boards())
                .extracting(b -> Math.min(b.white(), b.black()) + "-" + Math.max(b.white(), b.black()))
                .containsExactlyInAnyOrder("0-1", "2-3");
    }

    @Test
    void playersGoByTheNameOpenGothaWouldHoldForThemAndARenamedPlayerByHisNewName() throws Exception {
        // 常昊 imported from a file (og name 常 / 昊), renamed here to 常 昊昊; 张三 and Noguchi Motoki made here
        Map<String, String> o = new HashMap<>();
        o.put("og.player.1.name", "常");
        o.put("og.player.1.first-name", "昊");
        o.put("og.player.2.name", "Wrong");
        o.put("og.player.2.first-name", "Old");
        EventSettings s = new EventSettings("t", "go", "mcmahon", 3, "go", List.of(), "", 1L, o);
        List<Player> ps = List.of(
                new Player(1, "常昊", "", 2700, "9d", PlayerStatus.ACTIVE, 0),
                new Player(2, "常 昊昊", "", 2600, "8d", PlayerStatus.ACTIVE, 0),
                new Player(3, "张三", "", 2000, "1d", PlayerStatus.ACTIVE, 0),
                new Player(4, "Noguchi Motoki", "", 1900, "1k", PlayerStatus.ACTIVE, 0),
                new Player(5, "Honinbo", "", 1800, "2k", PlayerStatus.ACTIVE, 0));
        GothaInput in = GothaInput.of(new EventSnapshot(s, ps, List.of(), List.of()), 1, Map.of(), "MMS,SOSM");
        assertThat(in.players()).extracting(g -> g.name() + "/" + g.firstName())
                .containsExactly("常/昊", "常/昊昊", "张/三", "Noguchi/Motoki", "Honinbo/");
    }
}
