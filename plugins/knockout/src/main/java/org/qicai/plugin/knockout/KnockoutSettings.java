package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qicai.core.model.EventSettings;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;

/**
 * The settings of a knockout (xq 11.1, 13.4, 000 "赛制与计分" and "分组抽签规则") and of the groups
 * system (xq 11.3), read from the event's options.
 */
record KnockoutSettings(boolean doubleElimination, boolean lotDraw, boolean seedByRating, int matchGames,
                        Tiebreak tiebreak, int rapidGames, int blitzGames, boolean thirdPlace, boolean reset) {

    /** What decides a tied match. */
    enum Tiebreak { CHAIN, EXTRA_GAME, LOT }

    static final String ELIMINATION = "elimination";
    static final String DRAW = "draw";
    static final String SEEDING = "seeding";
    static final String MATCH_GAMES = "match-games";
    static final String TIEBREAK = "tiebreak";
    static final String RAPID_GAMES = "rapid-games";
    static final String BLITZ_GAMES = "blitz-games";
    static final String THIRD_PLACE = "third-place";
    static final String RESET = "grand-final-reset";

    /** The options of a match: games, tie-break chain. Shared by the knockout and a groups event's knockout final. */
    static List<OptionSpec> matchSpecs() {
        List<OptionSpec> l = new ArrayList<>();
        l.add(new OptionSpec(MATCH_GAMES, "每场局数（3 = 三局两胜）", "games per match (3 = best of three)", "1",
                "000 赛制与计分 (三局两胜); 13.5 two-game matches", List.of("1", "2", "3")).withChoiceLabels(
                OptionSpec.choice("1", "1 局", "1 game"),
                OptionSpec.choice("2", "2 局", "2 games"),
                OptionSpec.choice("3", "3 局（三局两胜）", "3 games (best of three)")));
        l.add(new OptionSpec(TIEBREAK, "平局时", "a tied match is decided by", "chain",
                "RULES Knockout tie-breaks [ours]: rapid → blitz → Armageddon; 000: an extra game or a lot",
                List.of("chain", "extra-game", "lot")).withChoiceLabels(
                OptionSpec.choice("chain", "快棋→超快棋→Armageddon", "rapid → blitz → Armageddon"),
                OptionSpec.choice("extra-game", "加赛一局", "one extra game"),
                OptionSpec.choice("lot", "抽签", "by lot")));
        l.add(new OptionSpec(RAPID_GAMES, "加赛快棋局数（10′+10″）", "rapid tie-break games (10′+10″)", "2",
                "RULES Knockout tie-breaks [ours: 2]", List.of("1", "2", "4")));
        l.add(new OptionSpec(BLITZ_GAMES, "加赛超快棋局数（5′+3″）", "blitz tie-break games (5′+3″)", "2",
                "RULES Knockout tie-breaks [ours: 2]", List.of("1", "2", "4")));
        l.add(new OptionSpec(THIRD_PLACE, "三四名决赛", "match for third place", "false", "[ours]",
                List.of("false", "true")));
        return l;
    }

    static List<OptionSpec> knockoutSpecs() {
        List<OptionSpec> l = new ArrayList<>();
        l.add(new OptionSpec(ELIMINATION, "淘汰方式", "elimination", "single", "xq 11.1", List.of("single", "double")).withChoiceLabels(
                OptionSpec.choice("single", "单败淘汰", "single elimination"),
                OptionSpec.choice("double", "双败淘汰", "double elimination")));
        l.add(new OptionSpec(DRAW, "对阵产生办法", "draw", "seeded",
                "[ours] seeded bracket (1 v 16, 8 v 9 …, byes to the top seeds); lot: 000 分组抽签规则 (cards, K = bye)",
                List.of("seeded", "lot")).withChoiceLabels(
                OptionSpec.choice("seeded", "种子排位（1 对 16、8 对 9…）", "seeded bracket (1 v 16, 8 v 9 …)"),
                OptionSpec.choice("lot", "抽签", "by lot")));
        l.add(new OptionSpec(SEEDING, "种子顺序", "seed order", "start-no",
                "xq 11.3 种子 [ours: by start number — number the players by rating or lot before the draw]",
                List.of("start-no", "rating")).withChoiceLabels(
                OptionSpec.choice("start-no", "按序号", "by start number"),
                OptionSpec.choice("rating", "按等级分", "by rating")));
        l.addAll(matchSpecs());
        l.add(new OptionSpec(RESET, "双败淘汰总决赛：败者组冠军胜则再赛一场", "double elimination: a second final when the "
                + "losers' bracket winner wins the first", "true", "[ours]", List.of("true", "false")));
        return List.copyOf(l);
    }

    static KnockoutSettings of(EventSettings s) throws PairingException {
        Map<String, String> o = s.options();
        return new KnockoutSettings(
                choice(o, ELIMINATION, "single", List.of("single", "double")).equals("double"),
                choice(o, DRAW, "seeded", List.of("seeded", "lot")).equals("lot"),
                choice(o, SEEDING, "start-no", List.of("start-no", "rating")).equals("rating"),
                Integer.parseInt(choice(o, MATCH_GAMES, "1", List.of("1", "2", "3"))),
                switch (choice(o, TIEBREAK, "chain", List.of("chain", "extra-game", "lot"))) {
                    case "extra-game" -> Tiebreak.EXTRA_GAME;
                    case "lot" -> Tiebreak.LOT;
                    default -> Tiebreak.CHAIN;
                },
                Integer.parseInt(choice(o, RAPID_GAMES, "2", List.of("1", "2", "4"))),
                Integer.parseInt(choice(o, BLITZ_GAMES, "2", List.of("1", "2", "4"))),
                choice(o, THIRD_PLACE, "false", List.of("false", "true")).equals("true"),
                choice(o, RESET, "true", List.of("true", "false")).equals("true"));
    }

    static String choice(Map<String, String> o, String key, String dflt, List<String> allowed) throws PairingException {
        String v = o.getOrDefault(key, dflt).strip();
        if (!allowed.contains(v)) {
            throw new PairingException("选项 " + key + "：“" + v + "”不在可选值之中：" + String.join(", ", allowed),
                    "option " + key + ": '" + v + "' is not one of " + String.join(", ", allowed));
        }
        return v;
    }

    static int number(Map<String, String> o, String key, int dflt, int min) throws PairingException {
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

    /** The most games one match can take: the regular games and every tie-break game. */
    int maxGamesPerMatch() {
        return matchGames + switch (tiebreak) {
            case CHAIN -> rapidGames + blitzGames + 1;
            case EXTRA_GAME -> 1;
            case LOT -> 0;
        };
    }

    /** "三局两胜" … for explanations. */
    String matchNameEn() {
        return switch (matchGames) {
            case 3 -> "best of three";
            case 2 -> "two-game matches";
            default -> "one game a match";
        };
    }

    String matchName() {
        return switch (matchGames) {
            case 3 -> "三局两胜";
            case 2 -> "两局制";
            default -> "一局制";
        };
    }
}
