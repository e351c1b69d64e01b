package org.qicai.plugin.roundrobin;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.pf4j.Extension;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.model.Explanation;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * 大循环制 (xq 11.2): every player meets every other, by the 附录一 table (the Berger table).
 * The first listed plays red (13.1). Options: a double round robin whose second cycle swaps colours
 * ([ours]), and two-game matches (两局制, 13.5): first game colours by lot, second swapped.
 */
@Extension
public final class RoundRobin implements PairingSystem {
    /** Option: two cycles (双循环), the second with colours swapped. */
    public static final String DOUBLE = "double";
    /** Option: games per pairing in one round (1, or 2 for 两局制). */
    public static final String MATCH_GAMES = "match-games";

    @Override
    public String id() {
        return "round-robin";
    }

    @Override
    public List<String> aliases() {
        return List.of("rr", "berger", "循环", "大循环", "循环制", "大循环制");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Round robin (Berger table)" : "大循环制（附录一 循环赛对局秩序表）";
    }

    @Override
    public List<OptionSpec> options() {
        return List.of(
                new OptionSpec(DOUBLE, "双循环（第二循环互换先后）", "double round robin (second cycle swapped)", "false",
                        "11.2; colours of the second cycle [ours]", List.of("false", "true")),
                new OptionSpec(MATCH_GAMES, "每轮对局数（两局制）", "games per pairing (two-game matches)", "1", "13.5",
                        List.of("1", "2")).withChoiceLabels(
                        OptionSpec.choice("1", "每轮 1 局", "1 game"),
                        OptionSpec.choice("2", "两局制（互换先后）", "2 games (colours swapped)")));
    }

    @Override
    public List<String> defaultTiebreaks() {
        return List.of("sonneborn-berger", "wins", "direct-encounter", "fouls");
    }

    @Override
    public boolean needsPreviousResults() {
        return false;
    }

    /** The players the table is drawn for: all but those withdrawn before the start (20.2: redraw). */
    static List<Player> tablePlayers(EventSnapshot event) {
        return event.players().stream()
                .filter(p -> p.status().isActive() || p.leftAfterRound() > 0)
                .sorted(Comparator.comparingInt(Player::no))
                .toList();
    }

    private static int cycles(EventSnapshot e) {
        return e.settings().isDoubleRoundRobin() ? 2 : 1;
    }

    private static int matchGames(EventSnapshot e) {
        return e.settings().intOption(MATCH_GAMES, 1) == 2 ? 2 : 1;
    }

    @Override
    public int plannedRounds(EventSnapshot event) {
        int n = tablePlayers(event).size();
        if (n < 2) {
            return 0;
        }
        return BergerTable.rounds(n) * cycles(event) * matchGames(event);
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        EventSnapshot e = request.event();
        List<Player> players = tablePlayers(e);
        if (players.size() < 2) {
            throw new PairingException("循环赛至少需要两名棋手（现有 " + players.size() + " 名）",
                    "a round robin needs at least two players (have " + players.size() + ")");
        }
        int planned = plannedRounds(e);
        int round = request.round();
        if (round < 1 || round > planned) {
            throw new PairingException("第 " + round + " 轮不在对阵表之内：" + players.size() + " 名棋手共赛 " + planned + " 轮",
                    "round " + round + " is outside the table: " + players.size() + " players play " + planned + " rounds");
        }
        int games = matchGames(e);
        int tableRound = (round - 1) / games; // 0-based round of the doubled table
        int gameInMatch = (round - 1) % games; // 0 or 1
        int perCycle = BergerTable.rounds(players.size());
        int cycle = tableRound / perCycle; // 0 or 1
        int r = tableRound % perCycle + 1;
        int n = BergerTable.size(players.size());
        List<BergerTable.Game> table = BergerTable.round(n, r);
        Random lot = new Random(request.seed() * 31 + tableRound);
        List<BoardPlan> boards = new ArrayList<>();
        BoardPlan bye = null;
        int t = 0;
        for (BergerTable.Game g : table) {
            t++;
            boolean swap = cycle == 1;
            String why = "附录一 " + n + "人表 第" + r + "轮 第" + t + "台" + (cycle == 1 ? "，第二循环互换先后" : "");
            String whyEn = "Appendix 1, " + n + "-player table, round " + r + ", board " + t
                    + (cycle == 1 ? "; second cycle, colours swapped" : "");
            if (games == 2) {
                boolean lotSwap = lot.nextBoolean(); // 13.5: 猜先 for the first game
                swap ^= lotSwap;
                if (gameInMatch == 1) {
                    swap = !swap;
                    why += "，两局制第二局互换先后 (13.5)";
                    whyEn += "; two-game match, second game, colours swapped (13.5)";
                } else {
                    why += "，两局制第一局猜先 (13.5)";
                    whyEn += "; two-game match, first game, colours by lot (13.5)";
                }
            }
            int first = swap ? g.second() : g.first();
            int second = swap ? g.first() : g.second();
            if (first > players.size() || second > players.size()) {
                int real = Math.min(first, second);
                bye = BoardPlan.bye(players.get(real - 1).no(), Explanation.of(
                        "附录一 " + n + "人表 第" + r + "轮：轮空 (对" + n + "号)",
                        "Appendix 1, " + n + "-player table, round " + r + ": bye (against no. " + n + ")"));
                continue;
            }
            boards.add(BoardPlan.game(players.get(first - 1).no(), players.get(second - 1).no(),
                    Explanation.of(why, whyEn)));
        }
        if (bye != null) {
            boards.add(bye);
        }
        return new RoundPlan(boards, List.of());
    }
}
