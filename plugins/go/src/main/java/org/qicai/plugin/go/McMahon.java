package org.qicai.plugin.go;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.game.GoRank;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Explanation;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.plugin.go.mcmahon.GothaInput;
import org.qicai.plugin.go.mcmahon.GothaPairer;
import org.qicai.plugin.go.mcmahon.GothaPlayer;

/**
 * 麦克马洪制 — McMahon pairing exactly as OpenGotha 3.5x pairs it (RULES.md "Go pairing": OpenGotha is the
 * reference): McMahon score from the rank between floor and bar, OpenGotha's weighted criteria and a
 * maximum weight matching; colours and handicap per OpenGotha's HandicapParameterSet. The parameters are
 * OpenGotha's, as options {@code og.ATTRIBUTE} (see {@link GothaInput}); a board's first player is Black.
 */
@Extension
public class McMahon implements PairingSystem {

    /** OpenGotha's default McMahon placement criteria. */
    static final String MCMAHON_PLACEMENT = "MMS,SOSM,SOSOSM";

    @Override
    public String id() {
        return "mcmahon";
    }

    @Override
    public List<String> aliases() {
        return List.of("macmahon", "麦克马洪");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "McMahon (OpenGotha)" : "麦克马洪制（OpenGotha）";
    }

    /** The placement criteria this system ranks by when the event names none. */
    String defaultPlacement() {
        return MCMAHON_PLACEMENT;
    }

    @Override
    public int plannedRounds(EventSnapshot event) {
        if (event.settings().rounds() > 0) {
            return event.settings().rounds();
        }
        return event.settings().intOption("og.numberOfRounds", 5);
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        GothaInput in = GothaInput.of(request.event(), request.round(), request.fixedByes(), defaultPlacement());
        GothaPairer.Outcome out;
        try {
            out = GothaPairer.pair(in.params(), in.players(), in.games(), in.byes(), in.round0());
        } catch (IllegalArgumentException e) {
            throw new PairingException("无法按 OpenGotha 编排：" + e.getMessage(), e.getMessage());
        }
        List<BoardPlan> boards = new ArrayList<>();
        for (GothaPairer.Board b : out.boards()) {
            GothaPlayer white = in.players().get(b.white());
            GothaPlayer black = in.players().get(b.black());
            String why = b.handicap() > 0 ? Explanation.append(Explanation.of("让" + b.handicap() + "子；",
                    "handicap " + b.handicap() + "; "), Explanation.zh(b.why()), Explanation.en(b.why())) : b.why();
            boards.add(new BoardPlan(black.no(), white.no(), null, why, b.handicap()));
        }
        if (out.bye() >= 0) {
            boards.add(BoardPlan.bye(in.players().get(out.bye()).no(), in.params().isMcMahon()
                    ? Explanation.of("轮空：段级位 + 2×麦克马洪分 + 1000×已轮空次数最小者，同值取姓名序最后一人",
                            "bye: least rank + 2·MMS + 1000·(byes so far), the last such player in name order")
                    : Explanation.of("轮空：段级位 + 40×胜局数 + 1000×已轮空次数最小者，同值取姓名序最后一人",
                            "bye: least rank + 40·wins + 1000·(byes so far), the last such player in name order")));
        }
        List<String> notes = new ArrayList<>(in.notes());
        notes.addAll(out.notes());
        return new RoundPlan(boards, notes);
    }

    /** Ranks as OpenGotha writes them, strongest first: 9P … 1P, 9D … 1D, 1K … 30K. */
    static final List<String> RANKS = ranks();

    private static List<String> ranks() {
        List<String> r = new ArrayList<>();
        for (int p = 9; p >= 1; p--) {
            r.add(p + "P");
        }
        for (int rank = GoRank.MAX; rank >= GoRank.MIN; rank--) {
            r.add(GoRank.format(rank));
        }
        return List.copyOf(r);
    }

    /**
     * OpenGotha's parameters a Go arbiter sets for a new event (its "Tournament settings" window), with the defaults
     * OpenGotha reads for a missing attribute ({@link org.qicai.plugin.go.mcmahon.GothaParams}); every other
     * OpenGotha parameter can be given as {@code og.ATTRIBUTE} too.
     */
    @Override
    public List<OptionSpec> options() {
        List<String> seeding = List.of("SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP");
        OptionSpec.ChoiceLabel[] seedingLabels = {
                OptionSpec.choice("SPLITANDRANDOM", "上下半区随机相配（SPLITANDRANDOM）", "split and random: top half v bottom half by lot"),
                OptionSpec.choice("SPLITANDFOLD", "折叠：上半区第一对下半区最后（SPLITANDFOLD）", "split and fold: first of the top half v last"),
                OptionSpec.choice("SPLITANDSLIP", "拦腰：上半区第一对下半区第一（SPLITANDSLIP）", "split and slip: first of the top half v first of the bottom")};
        List<String> ceilings = List.of("0", "1", "2", "3", "4", "5", "6", "7", "8", "9");
        return List.of(
                new OptionSpec("og.genMMBar", "麦克马洪上限（bar）：此段位及以上同分起步", "McMahon bar: this rank and above "
                        + "start equal", "4D", "OpenGotha", RANKS),
                new OptionSpec("og.genMMFloor", "麦克马洪下限（floor）：此段位及以下同分起步", "McMahon floor: this rank and "
                        + "below start equal", "20K", "OpenGotha", RANKS),
                new OptionSpec("og.paiMaSeedSystem1", "前段轮次的分组配对法", "seeding system of the first rounds",
                        "SPLITANDRANDOM", "OpenGotha", seeding).withChoiceLabels(seedingLabels),
                new OptionSpec("og.paiMaLastRoundForSeedSystem1", "前段配对法用到第几轮", "last round of seeding system 1",
                        "2", "OpenGotha", List.of()),
                new OptionSpec("og.paiMaSeedSystem2", "其后轮次的分组配对法", "seeding system of the later rounds",
                        "SPLITANDFOLD", "OpenGotha", seeding).withChoiceLabels(seedingLabels),
                new OptionSpec("og.hdBasedOnMMS", "让子按麦克马洪分之差（否则按段级位之差）", "handicap from the McMahon "
                        + "scores (else from the ranks)", "true", "OpenGotha", List.of("true", "false")),
                new OptionSpec("og.hdCeiling", "让子上限", "handicap ceiling", "9", "OpenGotha", ceilings),
                new OptionSpec("og.hdCorrection", "让子减数（段级位差减去此数为让子数）", "handicap correction (stones "
                        + "less than the rank difference)", "1", "OpenGotha", List.of()),
                new OptionSpec("og.hdNoHdRankThreshold", "此段位以上不让子", "no handicap from this rank", "1D",
                        "OpenGotha", RANKS),
                new OptionSpec("og.placement", "名次标准", "placement criteria", defaultPlacement(), "OpenGotha",
                        List.of()));
    }

    @Override
    public List<String> defaultTiebreaks() {
        return List.of();
    }
}
