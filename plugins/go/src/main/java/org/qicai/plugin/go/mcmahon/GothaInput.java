package org.qicai.plugin.go.mcmahon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.game.GoNames;
import org.qicai.core.game.GoRank;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.spi.PairingException;

/**
 * An event snapshot read as OpenGotha's pairing input. What the core model has no field for is read from
 * the event's options (the keys an imported OpenGotha file writes):
 * <ul>
 *   <li>parameters: {@code og.ATTRIBUTE} with OpenGotha's attribute names, {@code og.placement};</li>
 *   <li>player N: {@code og.player.N.name} / {@code .first-name} while they spell his name, else his name split
 *       as OpenGotha would hold it ({@link GoNames#split}; a one-word name stays whole, with no first name),
 *       {@code .rank} (else the player's title: {@code 5k}, {@code 3d}, {@code 2段}), {@code .club} (else the unit),
 *       {@code .country}, {@code .participating} (a 0/1 string, index 1 = round 1), {@code .smms-correction},
 *       {@code .registering};</li>
 *   <li>game on table T of round R: {@code og.game.R.T.handicap}, {@code og.game.R.T.result} (OpenGotha's word;
 *       else the core result, first = Black). A game without a handicap option (one QiCai paired and stored) has
 *       the handicap the engine gives that pair in that round.</li>
 * </ul>
 * A player with no rank (neither option nor title) has the rank of his rating in EGF steps, and the plan says so.
 * A withdrawn player does not play the rounds after he left; a player the arbiter set aside for this round
 * (a fixed bye or absence) does not play it.
 */
public record GothaInput(GothaParams params, List<GothaPlayer> players, List<GothaGame> games,
                         Map<Integer, Integer> byes, int round0, List<String> notes) {

    public static GothaInput of(EventSnapshot event, int round, Map<Integer, ByeKind> fixed, String defaultPlacement)
            throws PairingException {
        EventSettings s = event.settings();
        Map<String, String> o = s.options();
        GothaParams gp;
        try {
            gp = GothaParams.fromOptions(o, defaultPlacement);
        } catch (IllegalArgumentException e) {
            throw new PairingException("McMahon 参数有误：" + e.getMessage(), e.getMessage());
        }
        if (!o.containsKey("og.numberOfRounds") && s.rounds() > 0) {
            gp = withRounds(gp, s.rounds());
        }
        List<GothaPlayer> players = new ArrayList<>();
        Map<Integer, Integer> index = new HashMap<>();
        int fromRating = 0;
        for (Player p : event.players()) {
            String k = "og.player." + p.no() + ".";
            // the name and first name OpenGotha would hold for him (the same split as og export's): a player renamed
            // here is ordered, and seeds the random tie-breaker, by his new name
            String[] nf = GoNames.split(p, o).orElse(new String[] {p.name(), ""});
            String name = nf[0];
            String first = nf[1];
            String rankText = o.getOrDefault(k + "rank", p.title());
            java.util.OptionalInt parsed = GoRank.parse(rankText);
            Integer rank = parsed.isPresent() ? parsed.getAsInt() : null;
            if (rank == null && !o.containsKey(k + "rank") && p.rating() != null) {
                rank = GoRank.ofRating(p.rating());
                fromRating++;
            }
            if (rank == null) {
                throw new PairingException("棋手 " + p.no() + " " + p.name() + " 的段级位“" + rankText
                        + "”无法识别（应如 5k、1d、3段）：McMahon 按段级位编排",
                        "player " + p.no() + " " + p.name() + ": rank '" + rankText
                                + "' is not a rank (such as 5k, 1d): McMahon pairs by rank");
            }
            int rounds = Math.max(gp.numberOfRounds(), round) + 1;
            boolean[] part = new boolean[rounds];
            String ps = o.getOrDefault(k + "participating", "");
            for (int r = 0; r < rounds; r++) {
                part[r] = r >= ps.length() || ps.charAt(r) != '0';
                if (!p.status().isActive() && r + 1 > p.leftAfterRound()) {
                    part[r] = false;
                }
            }
            ByeKind fb = fixed.get(p.no());
            if (fb != null && round - 1 < rounds) {
                part[round - 1] = false;
            }
            int smms = 0;
            try {
                smms = Integer.parseInt(o.getOrDefault(k + "smms-correction", "0").strip());
            } catch (NumberFormatException e) {
                throw new PairingException("og.player." + p.no() + ".smms-correction 不是整数",
                        "og.player." + p.no() + ".smms-correction is not an integer");
            }
            String club = o.getOrDefault(k + "club", p.unit());
            players.add(new GothaPlayer(p.no(), name, first, rank, p.rating() == null ? -900 : p.rating(), club,
                    o.getOrDefault(k + "country", ""), smms, part,
                    !"PRE".equals(o.getOrDefault(k + "registering", "FIN"))));
            index.put(p.no(), players.size() - 1);
        }
        List<GothaGame> games = new ArrayList<>();
        Map<Integer, Integer> byes = new HashMap<>();
        for (Round r : event.rounds()) {
            if (r.no() >= round) {
                continue;
            }
            for (Pairing pr : r.pairings()) {
                if (pr.isBye()) {
                    Integer who = index.get(pr.first());
                    if (who == null) {
                        continue;
                    }
                    if (pr.bye() == ByeKind.PAIRING && !byes.containsKey(r.no() - 1)) {
                        byes.put(r.no() - 1, who);
                    } else {
                        GothaPlayer g = players.get(who);
                        boolean[] part = g.participating();
                        if (r.no() - 1 < part.length) {
                            part[r.no() - 1] = false;
                        }
                        players.set(who, new GothaPlayer(g.no(), g.name(), g.firstName(), g.rank(), g.rating(),
                                g.club(), g.country(), g.smmsCorrection(), part, g.finalRegistered()));
                    }
                    continue;
                }
                Integer black = index.get(pr.first());
                Integer white = index.get(pr.second());
                if (black == null || white == null) {
                    continue;
                }
                String gk = "og.game." + r.no() + "." + pr.board() + ".";
                int hd = GothaGame.HANDICAP_UNKNOWN;
                try {
                    String h = o.get(gk + "handicap");
                    hd = h == null ? GothaGame.HANDICAP_UNKNOWN : Integer.parseInt(h.strip());
                } catch (NumberFormatException e) {
                    hd = GothaGame.HANDICAP_UNKNOWN;
                }
                String word = o.get(gk + "result");
                int result = word != null ? GothaGame.code(word) : code(pr.annulled() ? Result.PENDING : pr.result());
                games.add(new GothaGame(r.no() - 1, white, black, hd, result));
            }
        }
        List<String> notes = new ArrayList<>();
        if (fromRating > 0) {
            notes.add(org.qicai.core.model.Explanation.of(fromRating + " 名棋手无段级位，按等级分换算（2100 = 1段，每 100 分一级）",
                    fromRating + " player(s) without a rank: rank taken from the rating in EGF steps (2100 = 1D, "
                    + "100 points a rank)"));
        }
        return new GothaInput(gp, players, games, byes, round - 1, notes);
    }

    /** OpenGotha's code of a core result, first = Black. */
    static int code(Result r) {
        return switch (r) {
            case FIRST_WIN -> GothaGame.BLACK_WINS;
            case SECOND_WIN -> GothaGame.WHITE_WINS;
            case DRAW -> GothaGame.EQUAL;
            case FIRST_WIN_FORFEIT -> GothaGame.BLACK_WINS + GothaGame.BYDEF;
            case SECOND_WIN_FORFEIT -> GothaGame.WHITE_WINS + GothaGame.BYDEF;
            case DOUBLE_FORFEIT -> GothaGame.BOTH_LOSE + GothaGame.BYDEF;
            case PENDING -> GothaGame.UNKNOWN;
        };
    }

    private static GothaParams withRounds(GothaParams g, int rounds) {
        return new GothaParams(rounds, g.numberOfCategories(), g.mmBar(), g.mmFloor(), g.mmZero(), g.nbw2Absent(),
                g.nbw2Bye(), g.mms2Absent(), g.mms2Bye(), g.roundDownNbwMms(), g.countNotPlayedAsHalfPoint(),
                g.hdBasedOnMms(), g.hdNoHdRankThreshold(), g.hdCorrection(), g.hdCeiling(), g.placement(), g.nx1Factor(),
                g.avoidDuplicate(), g.random(), g.deterministic(), g.balanceWB(), g.avoidMixingCategories(),
                g.minimizeScoreDifference(), g.duddWeight(), g.compensateDudd(), g.duddUpper(), g.duddLower(),
                g.maximizeSeeding(), g.lastRoundForSeedSystem1(), g.seedSystem1(), g.seedSystem2(), g.additionalCrit1(),
                g.additionalCrit2(), g.rankThreshold(), g.nbWinsThresholdActive(), g.barThresholdActive(),
                g.defSecCrit(), g.minimizeHandicap(), g.avoidSameGeo(), g.preferMmsDiffRatherThanSameCountry(),
                g.preferMmsDiffRatherThanSameClub(), g.lowerCategoryLimits());
    }
}
