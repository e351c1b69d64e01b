package org.qicai.core.team;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.OptionSpec;

/**
 * The team settings of an event, read from its options with the rulebook's defaults (or ours,
 * marked [ours] and listed in docs/rule-coverage.md).
 *
 * @param format            team format plugin id ({@link EventSettings#TEAM_FORMAT})
 * @param boards            boards per match ({@link EventSettings#BOARDS}); for 12.5 the players who count per
 *                          team, 0 = all
 * @param gameScheme        game points per board (局分): the event's scoring scheme
 * @param matchScheme       match points (场分): 14.2 win 2 / draw 1 / loss 0, or 3/1/0; a team forfeit win
 *                          {@code +} scores a win (21.4: 2)
 * @param forfeitGamePoints game points of a match won by a team forfeit
 * @param byeGamePoints     game points of a team bye
 * @param missingLineup     which lineup a team plays when it named none by the lock
 * @param boardMinGames     board prizes: minimum games, or -1 for half the games a player could have played
 * @param boardOrder        board prizes: score rate first, or score first
 * @param prizes            places awarded (录取名次), marked in the standings; 0 = none marked
 * @param relegated         places relegated at the bottom (降级), marked in the standings; 0 = none
 * @param tiebreaks         team tiebreak ids in order; empty = the rule's list (15.3 round robin, 15.4 Swiss)
 */
public record TeamSettings(String format, int boards, ScoringScheme gameScheme, ScoringScheme matchScheme,
                           ForfeitGamePoints forfeitGamePoints, ByeGamePoints byeGamePoints,
                           MissingLineup missingLineup, int boardMinGames, BoardOrder boardOrder, int prizes,
                           int relegated, List<String> tiebreaks) {

    public static final String MATCH_POINTS = "team.match-points";
    public static final String FORFEIT_GAME_POINTS = "team.forfeit-game-points";
    public static final String BYE_GAME_POINTS = "team.bye-game-points";
    public static final String MISSING_LINEUP = "team.missing-lineup";
    public static final String BOARD_MIN_GAMES = "team.board-min-games";
    public static final String BOARD_ORDER = "team.board-order";
    public static final String PRIZES = "team.prizes";
    public static final String RELEGATED = "team.relegated";
    public static final String TIEBREAKS = "team.tiebreaks";

    /** Game points of a match won because the other team did not appear (21.4 is silent on 局分) [ours]. */
    public enum ForfeitGamePoints {
        /** every board counts as a forfeit win {@code +} for the team present [ours, default] */
        ALL_BOARDS("all-boards"),
        /** no game points for either team */
        NONE("none");

        final String key;

        ForfeitGamePoints(String key) {
            this.key = key;
        }
    }

    /** Game points of a team bye (轮空; 附录二 7 scores the bye as a win, silent on 局分) [ours]. */
    public enum ByeGamePoints {
        /** as if every board were drawn, the team red on odd boards [ours, default] */
        DRAWS("draws"),
        /** as if every board were won by forfeit */
        ALL_BOARDS("all-boards"),
        NONE("none");

        final String key;

        ByeGamePoints(String key) {
            this.key = key;
        }
    }

    /** The lineup applied at the lock to a team that named none (the rules are silent) [ours]. */
    public enum MissingLineup {
        /** the registered order, first k players [ours, default] */
        REGISTERED_ORDER("registered-order"),
        /** the team's lineup of its previous match, when it had one */
        PREVIOUS_ROUND("previous-round");

        final String key;

        MissingLineup(String key) {
            this.key = key;
        }
    }

    /** How board prizes (台次成绩) rank the players of one board. */
    public enum BoardOrder {
        /** score rate (得分率) first, then score [ours, default]: the reason for a minimum of games */
        RATE("rate"),
        /** score first, then score rate */
        SCORE("score");

        final String key;

        BoardOrder(String key) {
            this.key = key;
        }
    }

    public TeamSettings {
        tiebreaks = tiebreaks == null ? List.of() : List.copyOf(tiebreaks);
    }

    /** Whether the event is a team event (it names a team format). */
    public static boolean isTeamEvent(EventSettings s) {
        String f = s.options().get(EventSettings.TEAM_FORMAT);
        return f != null && !f.isBlank();
    }

    /** Reads the team settings of an event; fails with the option and the allowed values when one is bad. */
    public static TeamSettings of(EventSettings s) {
        if (!isTeamEvent(s)) {
            throw UserError.zh("“" + s.name() + "”不是团体赛（建立时没有给出 --team-format）",
                    "'" + s.name() + "' is not a team event (it was created without --team-format)");
        }
        String boardsText = s.option(EventSettings.BOARDS, "0");
        int boards;
        try {
            boards = Integer.parseInt(boardsText.strip());
        } catch (NumberFormatException e) {
            throw UserError.zh("台数：“" + boardsText + "”不是数字", "boards: '" + boardsText + "' is not a number");
        }
        ScoringScheme game;
        try {
            game = ScoringSchemes.require(s.scoring());
        } catch (IllegalArgumentException e) {
            throw UserError.zh("计分办法有误：" + e.getMessage(), e.getMessage());
        }
        String mp = s.option(MATCH_POINTS, "2-1-0").strip();
        ScoringScheme match = switch (mp) {
            case "2-1-0", "14.2" -> ScoringSchemes.TWO_ONE_ZERO;
            case "3-1-0" -> ScoringSchemes.THREE_ONE_ZERO;
            default -> throw UserError.zh("选项 " + MATCH_POINTS + "：“" + mp + "”既不是 2-1-0（14.2）也不是 3-1-0",
                    "option " + MATCH_POINTS + ": '" + mp + "' is not one of 2-1-0 (14.2), 3-1-0");
        };
        String min = s.option(BOARD_MIN_GAMES, "half").strip();
        int minGames;
        if (min.equals("half")) {
            minGames = -1;
        } else {
            try {
                minGames = Integer.parseInt(min);
            } catch (NumberFormatException e) {
                minGames = -2;
            }
            if (minGames < 0) {
                throw UserError.zh("选项 " + BOARD_MIN_GAMES + "：“" + min + "”既不是 half 也不是对局数",
                        "option " + BOARD_MIN_GAMES + ": '" + min + "' is not 'half' or a number of games");
            }
        }
        String tb = s.option(TIEBREAKS, "");
        List<String> tbs = new ArrayList<>();
        for (String t : tb.split(",")) {
            if (!t.isBlank()) {
                tbs.add(t.strip());
            }
        }
        return new TeamSettings(s.options().get(EventSettings.TEAM_FORMAT), boards, game, match,
                choice(s, FORFEIT_GAME_POINTS, ForfeitGamePoints.values(), ForfeitGamePoints.ALL_BOARDS, f -> f.key),
                choice(s, BYE_GAME_POINTS, ByeGamePoints.values(), ByeGamePoints.DRAWS, b -> b.key),
                choice(s, MISSING_LINEUP, MissingLineup.values(), MissingLineup.REGISTERED_ORDER, m -> m.key),
                minGames, choice(s, BOARD_ORDER, BoardOrder.values(), BoardOrder.RATE, o -> o.key),
                count(s, PRIZES), count(s, RELEGATED), tbs);
    }

    private static <E> E choice(EventSettings s, String key, E[] values, E fallback, java.util.function.Function<E, String> k) {
        String v = s.options().get(key);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        for (E e : values) {
            if (k.apply(e).equalsIgnoreCase(v.strip())) {
                return e;
            }
        }
        List<String> allowed = new ArrayList<>();
        for (E e : values) {
            allowed.add(k.apply(e));
        }
        throw UserError.zh("选项 " + key + "：“" + v + "”不在可选值之中：" + String.join(", ", allowed),
                "option " + key + ": '" + v + "' is not one of " + String.join(", ", allowed));
    }

    private static int count(EventSettings s, String key) {
        String v = s.option(key, "0").strip();
        try {
            int n = Integer.parseInt(v);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // fall through
        }
        throw UserError.zh("选项 " + key + "：“" + v + "”不是名次数",
                "option " + key + ": '" + v + "' is not a number of places");
    }

    /** The team options with their defaults and the clause (or [ours]) behind each default, for the workstation. */
    public static List<OptionSpec> options() {
        return List.of(
                new OptionSpec(MATCH_POINTS, "场分", "match points", "2-1-0", "14.2", List.of("2-1-0", "3-1-0")).withChoiceLabels(
                        OptionSpec.choice("2-1-0", "胜 2 和 1 负 0", "win 2, draw 1, loss 0"),
                        OptionSpec.choice("3-1-0", "胜 3 和 1 负 0", "win 3, draw 1, loss 0")),
                new OptionSpec(FORFEIT_GAME_POINTS, "弃权场的局分", "game points of a team forfeit", "all-boards",
                        "21.4; game points [ours]", List.of("all-boards", "none")).withChoiceLabels(
                        OptionSpec.choice("all-boards", "每台都算胜局", "every board won"),
                        OptionSpec.choice("none", "不计局分", "no game points")),
                new OptionSpec(BYE_GAME_POINTS, "轮空场的局分", "game points of a team bye", "draws",
                        "附录二 7; game points [ours]", List.of("draws", "all-boards", "none")).withChoiceLabels(
                        OptionSpec.choice("draws", "每台算和", "every board drawn"),
                        OptionSpec.choice("all-boards", "每台算胜", "every board won"),
                        OptionSpec.choice("none", "不计局分", "no game points")),
                new OptionSpec(MISSING_LINEUP, "未交出场名单", "lineup when none was named", "registered-order", "[ours]",
                        List.of("registered-order", "previous-round")).withChoiceLabels(
                        OptionSpec.choice("registered-order", "按报名台次", "the registered order"),
                        OptionSpec.choice("previous-round", "沿用上一轮", "the previous round's lineup")),
                new OptionSpec(BOARD_MIN_GAMES, "台次奖最少局数", "board prizes: minimum games", "half", "[ours]",
                        List.of()),
                new OptionSpec(BOARD_ORDER, "台次奖排序", "board prizes: order", "rate", "[ours]",
                        List.of("rate", "score")).withChoiceLabels(
                        OptionSpec.choice("rate", "按胜率", "by rate"),
                        OptionSpec.choice("score", "按得分", "by score")),
                new OptionSpec(PRIZES, "录取名次", "places awarded", "0", "regulations (甲级联赛: 6)", List.of()),
                new OptionSpec(RELEGATED, "降级名额", "places relegated", "0", "regulations (甲级联赛: 2)", List.of()),
                new OptionSpec(TIEBREAKS, "团体破同分", "team tiebreaks", "", "15.3 / 15.4", List.of()));
    }
}
