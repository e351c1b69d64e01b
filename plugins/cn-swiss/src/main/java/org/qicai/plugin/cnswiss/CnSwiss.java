package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Player;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * 积分编排制 (xq 11.4, 13.3) as RULES.md "附录二" describes Chinese practice; every numbered
 * principle is a setting ({@link CnSwissSettings#specs()}). A pure function of the snapshot and the
 * seed. When the absolute rules (no rematch, same unit, colour limits) allow no pairing it throws,
 * naming the rule and the players — it never relaxes one.
 */
@Extension
public final class CnSwiss implements PairingSystem {
    /** Explanations of players not paired under 附录二 8 start with this. */
    static final String EXCLUDED_MARK = "附录二 8：";
    /** Option written by TRF import: colour of the first board's higher player in round 1 (white = red). */
    static final String INITIAL_COLOUR = "initial-colour";

    @Override
    public String id() {
        return "cn-swiss";
    }

    @Override
    public List<String> aliases() {
        return List.of("积分编排", "积分编排制", "chinese-swiss", "swiss-cn");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Chinese Swiss (积分编排, 附录二)" : "积分编排制（附录二）";
    }

    @Override
    public List<OptionSpec> options() {
        return CnSwissSettings.specs();
    }

    @Override
    public List<String> defaultTiebreaks() {
        return List.of("buchholz", "wins", "fouls"); // xq 15.2
    }

    /** [ours] when the event does not say: ⌈log₂ n⌉ + 2 rounds, at most n − 1. */
    @Override
    public int plannedRounds(EventSnapshot event) {
        int n = event.activePlayers().size();
        if (n < 2) {
            return 0;
        }
        int log = 32 - Integer.numberOfLeadingZeros(n - 1);
        return Math.min(log + 2, n - 1);
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        EventSnapshot e = request.event();
        int round = request.round();
        if (round < 1) {
            throw new PairingException("第 " + round + " 轮无法编排", "round " + round + " cannot be paired");
        }
        CnSwissSettings s = CnSwissSettings.of(e.settings());
        Field f = new Field(e, round, s);
        Rules rules = new Rules(f, s);
        List<Integer> toPair = new ArrayList<>();
        List<Integer> excluded = new ArrayList<>();
        for (int i = 0; i < f.size(); i++) {
            Player p = f.players[i];
            if (!p.status().isActive() || request.fixedByes().containsKey(p.no())) {
                continue;
            }
            if (s.forfeitsToExclude() > 0 && f.forfeitStreak[i] >= s.forfeitsToExclude()) {
                excluded.add(i);
            } else {
                toPair.add(i);
            }
        }
        boolean firstRound = e.rounds().stream().noneMatch(r -> r.no() < round);
        Pairer pairer = new Pairer(f, s, rules, request.seed());
        int[] players = toPair.stream().mapToInt(Integer::intValue).toArray();
        List<String> notes = new ArrayList<>();
        int bye = -1;
        boolean secondBye = false;
        if (players.length % 2 == 1) {
            bye = pairer.chooseBye(players, false);
            if (bye < 0) {
                bye = pairer.chooseBye(players, true);
                secondBye = bye >= 0;
            }
            if (bye < 0) {
                Diagnosis.Text why = Diagnosis.explain(f, s, rules, players, true);
                throw new PairingException(why.zh(), why.en());
            }
            players = Pairer.minus(players, new int[] {bye});
        }
        if (players.length > 0 && new Matcher(players, rules::legal).maximize() * 2 != players.length) {
            Diagnosis.Text why = Diagnosis.explain(f, s, rules, players, false);
            throw new PairingException(why.zh(), why.en());
        }
        pairer.pair(players, firstRound);

        List<Pairer.Made> made = new ArrayList<>(pairer.made);
        if (!firstRound) {
            made.sort(Comparator.comparingLong((Pairer.Made m) -> -Math.max(f.score[m.a()], f.score[m.b()]))
                    .thenComparingLong(m -> -Math.min(f.score[m.a()], f.score[m.b()]))
                    .thenComparingInt(m -> Math.min(m.a(), m.b())));
        }
        Colours colours = new Colours(f, s, rules, request.seed());
        boolean board1HigherRed = firstRound && board1HigherRed(e, s, pairer);
        List<BoardPlan> boards = new ArrayList<>();
        int floats = 0;
        for (int k = 0; k < made.size(); k++) {
            Pairer.Made m = made.get(k);
            int a = m.a();
            int b = m.b();
            boolean aRed;
            String colourWhy;
            if (firstRound) {
                aRed = (k % 2 == 0) == board1HigherRed;
                colourWhy = k == 0 ? Explanation.of("第1台猜先定先后，名次在前者执" + (aRed ? "红" : "黑") + "（附录二 5）",
                        "board 1's colours by lot: the higher placed takes " + (aRed ? "red" : "black") + " (Appendix 2, 5)")
                        : Explanation.of("与上一台交替（附录二 5）", "alternating with the board above (Appendix 2, 5)");
            } else {
                Colours.Choice c = colours.choose(a, b);
                aRed = c.aRed();
                colourWhy = c.why();
            }
            StringBuilder why = new StringBuilder();
            StringBuilder en = new StringBuilder();
            if (firstRound) {
                why.append(switch (s.round1()) {
                    case FOLD -> "第1轮拦腰：上半区对下半区（附录二 5）";
                    case ADJACENT -> "第1轮相邻配对（附录二 5）";
                    case LOT -> "第1轮抽签配对（附录二 5）";
                });
                en.append(switch (s.round1()) {
                    case FOLD -> "round 1 folded: top half against bottom half (Appendix 2, 5)";
                    case ADJACENT -> "round 1 adjacent pairs (Appendix 2, 5)";
                    case LOT -> "round 1 paired by lot (Appendix 2, 5)";
                });
            } else if (f.score[a] == f.score[b]) {
                why.append("积分组 ").append(f.points(a)).append(" 分，同分相对（附录二 1）");
                en.append("score group ").append(f.points(a)).append(": equal scores meet (Appendix 2, 1)");
            } else {
                floats++;
                int hi = f.score[a] > f.score[b] ? a : b;
                int lo = hi == a ? b : a;
                why.append("#").append(f.no(hi)).append("（").append(f.points(hi)).append(" 分）下浮对 ")
                        .append(f.points(lo)).append(" 分（附录二 6）");
                en.append("#").append(f.no(hi)).append(" (").append(f.points(hi)).append(") floats down to meet ")
                        .append(f.points(lo)).append(" (Appendix 2, 6)");
                if (f.floatedDownLastRound[hi] && pairer.repeatedFloaters.contains(hi)) {
                    // 附录二 6 asks to avoid a second downfloat running; the floaters are chosen score group by score
                    // group from the top, those who floated last round considered last — not over the whole round,
                    // so the text says what was done, not that no pairing of the round could avoid it (issue 11 item 5)
                    why.append("，上轮亦下浮（附录二 6：自上而下逐个积分组选择下浮者，上轮已下浮者最后考虑）");
                    en.append(", floated down last round too (Appendix 2, 6: the floaters are chosen score group by score"
                            + " group from the top, those who floated last round considered last)");
                }
            }
            if (m.merged()) {
                why.append("，积分组无法在组内配对，与下一组合并");
                en.append("; the score group could not be paired within itself and was merged with the next");
            }
            why.append("；").append("#").append(f.no(aRed ? a : b)).append("执红：").append(Explanation.zh(colourWhy));
            en.append("; #").append(f.no(aRed ? a : b)).append(" takes red: ").append(Explanation.en(colourWhy));
            if (!m.skips().isEmpty()) {
                why.append("；避开 ").append(Pairer.skipsText(f, m.skips()));
                en.append("; not against ").append(Pairer.skipsTextEn(f, m.skips()));
            }
            boards.add(BoardPlan.game(f.no(aRed ? a : b), f.no(aRed ? b : a), Explanation.of(why.toString(),
                    en.toString())));
        }
        if (bye >= 0) {
            String why = "轮空：积分最低、名次最后且未轮空过（附录二 7），计 " + f.scheme.format(f.scheme.pairingBye()) + " 分"
                    + (secondBye ? "；人人已轮空过，再次轮空" : "");
            String whyEn = "bye: lowest score, lowest placed, no bye before (Appendix 2, 7), scores "
                    + f.scheme.format(f.scheme.pairingBye())
                    + (secondBye ? "; everyone has had a bye, a second one" : "");
            boards.add(BoardPlan.bye(f.no(bye), Explanation.of(why, whyEn)));
            if (secondBye) {
                notes.add(Explanation.of("附录二 7：可轮空者均已轮空过，#" + f.no(bye) + " 再次轮空",
                        "Appendix 2, 7: every player who could take the bye has had one; #" + f.no(bye)
                        + " gets a second bye"));
            }
        }
        for (int x : excluded) {
            boards.add(new BoardPlan(f.no(x), 0, ByeKind.ZERO_POINT, EXCLUDED_MARK + "连续" + f.forfeitStreak[x]
                    + "轮弃权，不再编排（裁判长可恢复：reinstated）"));
        }
        notes.add(Explanation.of("积分编排（附录二）第" + round + "轮：" + made.size() + " 台"
                + (floats > 0 ? "，下浮 " + floats + " 台" : "") + (bye >= 0 ? "，轮空 #" + f.no(bye) : "")
                + (pairer.groupsMerged > 0 ? "，合并积分组 " + pairer.groupsMerged + " 次" : ""),
                "Chinese Swiss (Appendix 2) round " + round + ": " + made.size() + " boards"
                + (floats > 0 ? ", " + floats + " with a float" : "") + (bye >= 0 ? ", bye #" + f.no(bye) : "")
                + (pairer.groupsMerged > 0 ? ", score groups merged " + pairer.groupsMerged + " times" : "")));
        if (!excluded.isEmpty()) {
            String who = String.join(" ", excluded.stream().map(x -> "#" + f.no(x)).toList());
            notes.add(Explanation.of("附录二 8：连续弃权，不再编排：" + who,
                    "Appendix 2, 8: not paired after consecutive forfeits: " + who));
        }
        if (!pairer.repeatedFloaters.isEmpty()) {
            String who = String.join(" ", pairer.repeatedFloaters.stream().map(x -> "#" + f.no(x)).toList());
            notes.add(Explanation.of("附录二 6：上轮亦下浮（自上而下逐个积分组选择下浮者，上轮已下浮者最后考虑）：" + who,
                    "Appendix 2, 6: floated down again (floaters chosen score group by score group from the top, "
                    + "last round's floaters considered last): " + who));
        }
        return new RoundPlan(boards, notes);
    }

    /** Round 1, board 1: the higher-placed player's colour — the TRF's stated colour, else 附录二 5. */
    private static boolean board1HigherRed(EventSnapshot e, CnSwissSettings s, Pairer pairer) {
        String stated = e.settings().option(INITIAL_COLOUR, "");
        if (stated.equals("white")) {
            return true;
        }
        if (stated.equals("black")) {
            return false;
        }
        return switch (s.round1Colour()) {
            case LOT -> pairer.lotCoin();
            case HIGHER_RED -> true;
            case HIGHER_BLACK -> false;
        };
    }
}
