package org.qicai.plugin.cnswiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.EventSettings;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;

/**
 * The settings of 积分编排 (附录二), one per numbered principle, read from the event's options. Every
 * default is the principle as RULES.md states it, or our decision marked [ours] where it is silent.
 */
record CnSwissSettings(Priority priority, boolean forfeitCountsAsMet, UnitAvoidance unitAvoidance, int unitRounds,
                       int maxColourRun, int maxColourDifference, ColourOrder colourOrder, ColourTie colourTie,
                       Method round1, Round1Colour round1Colour, Method groupPairing, boolean avoidRepeatFloat,
                       int forfeitsToExclude, Map<Integer, Integer> reinstated, Order order) {

    /** 附录二 1: what ranks first when they conflict. */
    enum Priority { SCORES, COLOUR }

    /** 附录二 3. */
    enum UnitAvoidance { ALL, FIRST_ROUNDS, OFF }

    /** 附录二 4: which colour criterion is asked first. */
    enum ColourOrder { BALANCE_FIRST, ALTERNATION_FIRST }

    /** 附录二 4: identical colour histories. */
    enum ColourTie { ODD_HIGHER_RED, HIGHER_RED, LOT }

    /** How a group is split into pairs: 拦腰 (top half against bottom half), adjacent (1–2, 3–4), or by lot. */
    enum Method { FOLD, ADJACENT, LOT }

    /** 附录二 5: colour of board 1 in round 1; later boards alternate. */
    enum Round1Colour { LOT, HIGHER_RED, HIGHER_BLACK }

    /** The order of players within a score group ("placing"). */
    enum Order { START_NO, RATING }

    static final String PRIORITY = "pairing-priority";
    static final String REMATCH = "rematch-after-forfeit";
    static final String UNIT = "unit-avoidance";
    static final String UNIT_ROUNDS = "unit-avoidance-rounds";
    static final String MAX_RUN = "max-colour-run";
    static final String MAX_DIFF = "max-colour-difference";
    static final String COLOUR_ORDER = "colour-order";
    static final String COLOUR_TIE = "colour-tie";
    static final String ROUND1 = "round1";
    static final String ROUND1_COLOUR = "round1-colour";
    static final String GROUP_PAIRING = "group-pairing";
    static final String FLOATS = "float-repeat";
    /** Read by the standings (StandingsOptions): what the bye scores. Listed here so the arbiter sees it with the system. */
    static final String BYE_VALUE = "bye-value";
    /** Read by the standings: the opponent a bye stands for in 对手分. */
    static final String BYE_OPPONENT = "bye-opponent";
    static final String EXCLUDE = "forfeits-to-exclude";
    static final String REINSTATED = "reinstated";
    static final String ORDER = "order";

    /** The option list shown by the workstation and validated by the event service. */
    static List<OptionSpec> specs() {
        List<OptionSpec> l = new ArrayList<>();
        l.add(new OptionSpec(PRIORITY, "同分相对优先于先后手平衡", "equal scores rank above colour balance", "scores",
                "附录二 1", List.of("scores", "colour")).withChoiceLabels(
                OptionSpec.choice("scores", "同分优先", "equal scores first"),
                OptionSpec.choice("colour", "先后手平衡优先", "colour balance first")));
        l.add(new OptionSpec(REMATCH, "弃权后也不得重复相遇", "no rematch, also after a forfeit", "forbidden",
                "附录二 2", List.of("forbidden", "allowed")).withChoiceLabels(
                OptionSpec.choice("forbidden", "不得重复相遇", "no rematch"),
                OptionSpec.choice("allowed", "弃权后可再相遇", "rematch allowed after a forfeit")));
        l.add(new OptionSpec(UNIT, "同单位回避", "same-unit avoidance", "all", "附录二 3 [ours: default all rounds]",
                List.of("all", "first-rounds", "off")).withChoiceLabels(
                OptionSpec.choice("all", "每轮都回避", "in every round"),
                OptionSpec.choice("first-rounds", "前 k 轮回避", "in the first k rounds"),
                OptionSpec.choice("off", "不回避", "off")));
        l.add(new OptionSpec(UNIT_ROUNDS, "同单位回避的轮数（前k轮）", "rounds with same-unit avoidance (first k)", "3",
                "附录二 3 [ours: k = 3]", List.of()));
        l.add(new OptionSpec(MAX_RUN, "同色最多连续局数（不连三）", "most games of one colour in a row (no 连三)", "2",
                "附录二 4", List.of()));
        l.add(new OptionSpec(MAX_DIFF, "红黑局数最大差（不多三）", "largest difference of reds and blacks (no 多三)", "2",
                "附录二 4", List.of()));
        l.add(new OptionSpec(COLOUR_ORDER, "先后手分配顺序", "colour allocation order", "balance-first",
                "附录二 4: fewer reds first, then alternation", List.of("balance-first", "alternation-first")).withChoiceLabels(
                OptionSpec.choice("balance-first", "先平衡红黑局数", "balance first"),
                OptionSpec.choice("alternation-first", "先交替先后手", "alternation first")));
        l.add(new OptionSpec(COLOUR_TIE, "先后手历史相同时", "identical colour histories", "odd-higher-red",
                "附录二 4 [ours]: odd round the higher-placed red, even round the lower-placed",
                List.of("odd-higher-red", "higher-red", "lot")).withChoiceLabels(
                OptionSpec.choice("odd-higher-red", "单数轮名次在前者执红，双数轮在后者执红", "odd rounds the higher-placed red, even rounds the lower"),
                OptionSpec.choice("higher-red", "名次在前者执红", "the higher-placed red"),
                OptionSpec.choice("lot", "抽签", "by lot")));
        l.add(new OptionSpec(ROUND1, "第一轮编排", "round 1 pairing", "fold", "附录二 5: 拦腰 (top half v bottom half)",
                List.of("fold", "adjacent", "lot")).withChoiceLabels(
                OptionSpec.choice("fold", "拦腰（上半区对下半区）", "fold (top half v bottom half)"),
                OptionSpec.choice("adjacent", "相邻（1 对 2、3 对 4…）", "adjacent (1 v 2, 3 v 4 …)"),
                OptionSpec.choice("lot", "抽签", "by lot")));
        l.add(new OptionSpec(ROUND1_COLOUR, "第一轮第1台先后手", "round 1 board 1 colour", "lot",
                "附录二 5: board 1 by lot, then alternating", List.of("lot", "higher-red", "higher-black")).withChoiceLabels(
                OptionSpec.choice("lot", "抽签", "by lot"),
                OptionSpec.choice("higher-red", "序号在前者执红", "the higher-numbered red"),
                OptionSpec.choice("higher-black", "序号在前者执黑", "the higher-numbered black")));
        l.add(new OptionSpec(GROUP_PAIRING, "同分组内配对方法", "pairing inside a score group", "fold",
                "附录二 1/6 [ours]: 拦腰 inside the group", List.of("fold", "adjacent")).withChoiceLabels(
                OptionSpec.choice("fold", "拦腰（上半对下半）", "fold (top half v bottom half)"),
                OptionSpec.choice("adjacent", "相邻", "adjacent")));
        l.add(new OptionSpec(FLOATS, "不得连续两轮下浮（可避免时）", "no down-float two rounds in a row when avoidable",
                "avoid", "附录二 6", List.of("avoid", "allow")).withChoiceLabels(
                OptionSpec.choice("avoid", "尽量避免", "avoid"),
                OptionSpec.choice("allow", "允许", "allow")));
        l.add(new OptionSpec(BYE_VALUE, "轮空计分（胜/和/负或分数）", "what the bye scores (win, draw, loss or points)",
                "win", "附录二 7: as a win", List.of()));
        l.add(new OptionSpec(BYE_OPPONENT, "对手分中轮空按", "the bye in 对手分 counts as", "lowest",
                "附录二 7: an opponent with the lowest score in the field (option: 0)", List.of("lowest", "zero")).withChoiceLabels(
                OptionSpec.choice("lowest", "按全场最低分计", "the lowest score in the field"),
                OptionSpec.choice("zero", "计 0 分", "zero")));
        l.add(new OptionSpec(EXCLUDE, "连续弃权几轮后不再编排（0=从不）", "consecutive forfeits after which a player is not paired (0 = never)",
                "2", "附录二 8", List.of()));
        l.add(new OptionSpec(REINSTATED, "恢复编排的棋手（序号@轮次）", "players reinstated (no@round, comma-separated)", "",
                "附录二 8", List.of()));
        l.add(new OptionSpec(ORDER, "同分棋手的排列顺序", "order of players with equal scores", "start-no",
                "[ours]: start number (set by rating or lot before round 1)", List.of("start-no", "rating")).withChoiceLabels(
                OptionSpec.choice("start-no", "按序号", "by start number"),
                OptionSpec.choice("rating", "按等级分", "by rating")));
        return List.copyOf(l);
    }

    static CnSwissSettings of(EventSettings s) throws PairingException {
        Map<String, String> o = s.options();
        return new CnSwissSettings(
                choice(o, PRIORITY, "scores", Map.of("scores", Priority.SCORES, "colour", Priority.COLOUR)),
                choice(o, REMATCH, "forbidden", Map.of("forbidden", true, "allowed", false)),
                choice(o, UNIT, "all", Map.of("all", UnitAvoidance.ALL, "first-rounds", UnitAvoidance.FIRST_ROUNDS,
                        "off", UnitAvoidance.OFF)),
                number(o, UNIT_ROUNDS, 3, 0),
                number(o, MAX_RUN, 2, 1),
                number(o, MAX_DIFF, 2, 1),
                choice(o, COLOUR_ORDER, "balance-first", Map.of("balance-first", ColourOrder.BALANCE_FIRST,
                        "alternation-first", ColourOrder.ALTERNATION_FIRST)),
                choice(o, COLOUR_TIE, "odd-higher-red", Map.of("odd-higher-red", ColourTie.ODD_HIGHER_RED,
                        "higher-red", ColourTie.HIGHER_RED, "lot", ColourTie.LOT)),
                choice(o, ROUND1, "fold", Map.of("fold", Method.FOLD, "adjacent", Method.ADJACENT, "lot", Method.LOT)),
                choice(o, ROUND1_COLOUR, "lot", Map.of("lot", Round1Colour.LOT, "higher-red", Round1Colour.HIGHER_RED,
                        "higher-black", Round1Colour.HIGHER_BLACK)),
                choice(o, GROUP_PAIRING, "fold", Map.of("fold", Method.FOLD, "adjacent", Method.ADJACENT)),
                choice(o, FLOATS, "avoid", Map.of("avoid", true, "allow", false)),
                number(o, EXCLUDE, 2, 0),
                reinstated(o.getOrDefault(REINSTATED, "")),
                choice(o, ORDER, "start-no", Map.of("start-no", Order.START_NO, "rating", Order.RATING)));
    }

    /** Whether same-unit players must avoid each other in this round. */
    boolean unitAvoidanceIn(int round) {
        return switch (unitAvoidance) {
            case ALL -> true;
            case OFF -> false;
            case FIRST_ROUNDS -> round <= unitRounds;
        };
    }

    private static <T> T choice(Map<String, String> o, String key, String dflt, Map<String, T> values)
            throws PairingException {
        String v = o.getOrDefault(key, dflt).strip();
        T t = values.get(v);
        if (t == null) {
            String allowed = String.join(", ", values.keySet().stream().sorted().toList());
            throw new PairingException("选项 " + key + "：“" + v + "”不在可选值之中：" + allowed,
                    "option " + key + ": '" + v + "' is not one of " + allowed);
        }
        return t;
    }

    private static int number(Map<String, String> o, String key, int dflt, int min) throws PairingException {
        String v = o.get(key);
        if (v == null || v.isBlank()) {
            return dflt;
        }
        try {
            int n = Integer.parseInt(v.strip());
            if (n < min) {
                throw new PairingException("选项 " + key + "：" + n + " 小于 " + min, "option " + key + ": " + n + " is below " + min);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new PairingException("选项 " + key + "：“" + v + "”不是整数", "option " + key + ": '" + v + "' is not a whole number");
        }
    }

    /** {@code "12@5,17@6"}: player 12 reinstated from round 5, player 17 from round 6. */
    static Map<Integer, Integer> reinstated(String text) throws PairingException {
        Map<Integer, Integer> m = new HashMap<>();
        if (text == null || text.isBlank()) {
            return m;
        }
        for (String part : text.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            int at = p.indexOf('@');
            try {
                int no = Integer.parseInt((at < 0 ? p : p.substring(0, at)).strip());
                int from = at < 0 ? 1 : Integer.parseInt(p.substring(at + 1).strip());
                m.merge(no, from, Math::max);
            } catch (NumberFormatException e) {
                throw new PairingException("选项 " + REINSTATED + "：“" + p + "”不是“序号@轮次”的写法（例如 12@5）",
                        "option " + REINSTATED + ": '" + p + "' is not no@round (e.g. 12@5)");
            }
        }
        return m;
    }
}
