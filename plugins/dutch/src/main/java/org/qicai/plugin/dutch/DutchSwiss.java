package org.qicai.plugin.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Explanation;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * FIDE Dutch system (Handbook C.04.3, as in force 2025), pairing exactly as bbpPairings 6.0.0 does.
 * The first player of a board is white (red in xiangqi). Forfeited games are not games played:
 * they give no colour and do not forbid a rematch. The pairing-allocated bye is a board whose
 * second player is 0.
 */
@Extension
public final class DutchSwiss implements PairingSystem {
    public static final String ID = "dutch";
    /** Option: colour of the first player in round 1 ({@code white} or {@code black}); TRF {@code XXC}. */
    public static final String INITIAL_COLOUR = "initial-colour";

    @Override
    public String id() {
        return ID;
    }

    @Override
    public List<String> aliases() {
        return List.of("fide-dutch", "dutch-2025", "荷兰制", "FIDE荷兰制");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "FIDE Dutch Swiss (C.04.3)" : "荷兰制积分编排（FIDE C.04.3）";
    }

    @Override
    public int plannedRounds(EventSnapshot event) {
        if (event.settings().rounds() > 0) {
            return event.settings().rounds();
        }
        int n = Math.max(2, event.activePlayers().size());
        return 32 - Integer.numberOfLeadingZeros(n - 1);
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(new OptionSpec(INITIAL_COLOUR, "第一轮首位棋手先手方", "colour of the top player in round 1",
                "white", "C.04.3 E.5 (by lot)", List.of("white", "black")).withChoiceLabels(
                OptionSpec.choice("white", "先行方（TRF 的 white，象棋红方）", "moves first (TRF white, xiangqi red)"),
                OptionSpec.choice("black", "后行方（TRF 的 black，象棋黑方）", "moves second (TRF black, xiangqi black)")));
    }

    @Override
    public List<String> defaultTiebreaks() {
        return List.of("buchholz", "wins", "fouls");
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        DutchRound round = DutchRound.of(request);
        DutchPairer pairer = new DutchPairer(round);
        int[] partner;
        try {
            partner = pairer.pair();
        } catch (DutchPairer.NoPairingException e) {
            throw new PairingException("第" + request.round() + "轮：" + e.chinese(), "round " + request.round() + ": " + e.getMessage());
        }
        return plan(round, pairer, partner);
    }

    /** Colours (C.04.3 E), board order (higher score first) and the explanation of each board. */
    static RoundPlan plan(DutchRound round, DutchPairer pairer, int[] partner) {
        DutchPlayer[] sp = round.sorted;
        List<Board> boards = new ArrayList<>();
        int bye = -1;
        for (int k = 0; k < sp.length; k++) {
            int q = partner[k];
            if (q < 0) {
                bye = k;
                continue;
            }
            if (sp[k].no > sp[q].no) {
                continue;
            }
            DutchPlayer a = sp[k];
            DutchPlayer b = sp[q];
            Colour c = colour(round, a, b);
            DutchPlayer white = c.white ? a : b;
            DutchPlayer black = c.white ? b : a;
            boards.add(new Board(white, black, explain(round, pairer, k, q, white, c.reason)));
        }
        boards.sort(Comparator.comparing((Board x) -> x, DutchSwiss::boardOrder));
        List<BoardPlan> out = new ArrayList<>();
        for (Board x : boards) {
            out.add(BoardPlan.game(x.white.no, x.black.no, x.why));
        }
        if (bye >= 0) {
            out.add(BoardPlan.bye(sp[bye].no, Explanation.of("编排轮空（C.04.3 C.2、C.4）：#" + sp[bye].no
                    + "（" + points(round, sp[bye].score) + " 分）：其余棋手可全部配对、此前未轮空也未不战而胜者中分数最低",
                    "pairing-allocated bye (C.04.3 C.2, C.4): #" + sp[bye].no + " (" + points(round, sp[bye].score)
                    + "), the lowest score among those without a bye or a win without play, the others all paired")));
        }
        return new RoundPlan(out, List.of());
    }

    private record Board(DutchPlayer white, DutchPlayer black, String why) {
    }

    /** bbpPairings' board order: the higher player's score, the lower player's score, the higher player's rank. */
    private static int boardOrder(Board x, Board y) {
        DutchPlayer hx = higher(x.white, x.black);
        DutchPlayer lx = hx == x.white ? x.black : x.white;
        DutchPlayer hy = higher(y.white, y.black);
        DutchPlayer ly = hy == y.white ? y.black : y.white;
        if (hx.score != hy.score) {
            return Integer.compare(hy.score, hx.score);
        }
        if (lx.score != ly.score) {
            return Integer.compare(ly.score, lx.score);
        }
        return Integer.compare(hx.rank, hy.rank);
    }

    private static DutchPlayer higher(DutchPlayer a, DutchPlayer b) {
        if (a.score != b.score) {
            return a.score > b.score ? a : b;
        }
        return a.rank < b.rank ? a : b;
    }

    /** {@code a} ranks below {@code b}: lower score, or the same score and a higher pairing number. */
    private static boolean ranksBelow(DutchPlayer a, DutchPlayer b) {
        return a.score < b.score || (a.score == b.score && a.rank > b.rank);
    }

    record Colour(boolean white, String reason) {
    }

    /** C.04.3 E: the colour of {@code a} (the lower start number) against {@code b}. */
    static Colour colour(DutchRound round, DutchPlayer a, DutchPlayer b) {
        int pa = a.colourPreference;
        int pb = b.colourPreference;
        int c;
        String why;
        if (DutchPlayer.compatiblePreferences(pa, pb)) {
            if (pa != DutchPlayer.NONE && pb != DutchPlayer.NONE) {
                return new Colour(pa == DutchPlayer.WHITE, Explanation.of("双方颜色倾向均得满足（E.1）", "both colour preferences met (E.1)"));
            }
            if (pa != DutchPlayer.NONE) {
                return new Colour(pa == DutchPlayer.WHITE, Explanation.of("#" + a.no + "的" + a.preferenceText() + "倾向得满足（E.1）",
                        "#" + a.no + "'s " + a.preferenceTextEn() + " preference met (E.1)"));
            }
            if (pb != DutchPlayer.NONE) {
                return new Colour(pb != DutchPlayer.WHITE, Explanation.of("#" + b.no + "的" + b.preferenceText() + "倾向得满足（E.1）",
                        "#" + b.no + "'s " + b.preferenceTextEn() + " preference met (E.1)"));
            }
            c = DutchPlayer.NONE;
            why = null;
        } else if (a.absolutePreference() && (a.colourImbalance > b.colourImbalance || !b.absolutePreference())) {
            return new Colour(pa == DutchPlayer.WHITE, Explanation.of("#" + a.no + "的绝对颜色倾向（E.2）",
                    "#" + a.no + "'s absolute colour preference (E.2)"));
        } else if (b.absolutePreference() && (b.colourImbalance > a.colourImbalance || !a.absolutePreference())) {
            return new Colour(pb != DutchPlayer.WHITE, Explanation.of("#" + b.no + "的绝对颜色倾向（E.2）",
                    "#" + b.no + "'s absolute colour preference (E.2)"));
        } else if (a.strongPreference && !b.strongPreference) {
            return new Colour(pa == DutchPlayer.WHITE, Explanation.of("#" + a.no + "的强颜色倾向（E.3）",
                    "#" + a.no + "'s strong colour preference (E.3)"));
        } else if (b.strongPreference && !a.strongPreference) {
            return new Colour(pb != DutchPlayer.WHITE, Explanation.of("#" + b.no + "的强颜色倾向（E.3）",
                    "#" + b.no + "'s strong colour preference (E.3)"));
        } else {
            int[] ca = a.playedColours;
            int[] cb = b.playedColours;
            int i = ca.length - 1;
            int j = cb.length - 1;
            while (i >= 0 && j >= 0 && ca[i] == cb[j]) {
                i--;
                j--;
            }
            if (i >= 0 && j >= 0) {
                return new Colour(cb[j] == DutchPlayer.WHITE, Explanation.of("从两人颜色最近一次不同的轮次起交替（E.4）",
                        "alternating from the last round their colours differed (E.4)"));
            }
            c = DutchPlayer.NONE;
            why = null;
        }
        boolean aBelow = ranksBelow(a, b);
        if (pa == DutchPlayer.NONE) {
            boolean initial = round.initialWhite;
            boolean white;
            if (aBelow) {
                white = (b.rank & 1) == 1 ? initial : !initial;
            } else {
                white = (a.rank & 1) == 1 ? !initial : initial;
            }
            DutchPlayer top = aBelow ? b : a;
            boolean takesFirst = ((top.rank & 1) == 0) == initial;
            return new Colour(white, Explanation.of("均无倾向：#" + top.no + "（编排号 " + (top.rank + 1)
                    + "）按首轮颜色" + (takesFirst ? "执先手" : "执后手") + "（E.5）",
                    "no preferences: #" + top.no + " (pairing no. " + (top.rank + 1) + ") takes "
                    + (takesFirst ? "white" : "black") + " by the first round's colour (E.5)"));
        }
        boolean white = aBelow ? pb != DutchPlayer.WHITE : pa == DutchPlayer.WHITE;
        DutchPlayer top = aBelow ? b : a;
        return new Colour(white, Explanation.of("倾向相同：排名在前的#" + top.no + "得到所倾向的颜色（E.5）",
                "same preference: the higher ranked #" + top.no + " gets the colour he prefers (E.5)"));
    }

    private static String explain(DutchRound round, DutchPairer pairer, int k, int q, DutchPlayer white, String colour) {
        DutchPlayer a = round.sorted[k];
        DutchPlayer b = round.sorted[q];
        StringBuilder sb = new StringBuilder();
        StringBuilder en = new StringBuilder();
        sb.append(points(round, pairer.bracketScore[k])).append(" 分组");
        en.append("bracket ").append(points(round, pairer.bracketScore[k]));
        for (int x : new int[] {k, q}) {
            DutchPlayer d = round.sorted[x];
            if (pairer.movedDown[x]) {
                sb.append("；#").append(d.no).append("（").append(points(round, d.score)).append(" 分）下浮");
                en.append("; #").append(d.no).append(" (").append(points(round, d.score)).append(") moved down");
            } else if (d.score < pairer.bracketScore[x]) {
                sb.append("；#").append(d.no).append("（").append(points(round, d.score)).append(" 分）上浮");
                en.append("; #").append(d.no).append(" (").append(points(round, d.score)).append(") floats up");
            }
        }
        if (a.score != b.score && !pairer.movedDown[k] && !pairer.movedDown[q]) {
            DutchPlayer lo = a.score < b.score ? a : b;
            sb.append("；#").append(lo.no).append("（").append(points(round, lo.score)).append(" 分）上浮");
            en.append("; #").append(lo.no).append(" (").append(points(round, lo.score)).append(") floats up");
        }
        sb.append("；#").append(white.no).append("执先手：").append(Explanation.zh(colour));
        en.append("; #").append(white.no).append(" has white: ").append(Explanation.en(colour));
        return Explanation.of(sb.toString(), en.toString());
    }

    static String points(DutchRound round, int tenths) {
        return tenths % 10 == 0 ? Integer.toString(tenths / 10) : (tenths / 10) + "." + Math.abs(tenths % 10);
    }
}
