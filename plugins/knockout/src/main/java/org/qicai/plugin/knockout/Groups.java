package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pf4j.Extension;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Explanation;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.scoring.ScoringScheme;
import org.qicai.core.scoring.ScoringSchemes;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsCalculator;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.tiebreak.Tiebreaks;

/**
 * 分组循环制 (xq 11.3): players seeded (种子) into G groups in snake order — group A takes seeds 1
 * and 2G, B takes 2 and 2G−1 … — with players of one unit spread over the groups when the seeding
 * allows (swaps only inside one pot of G seeds, so the groups stay equally strong) [ours]; each group
 * plays a round robin by the 附录一 table in the same rounds; the top k of each group (points, then
 * 15.1: 小分, 胜局, 直胜, 犯规; a place still shared at the cut is drawn by lot [ours]) go to a final
 * round robin or a knockout, with no results carried over [ours].
 */
@Extension
public final class Groups implements PairingSystem {
    static final String GROUPS = "groups";
    static final String QUALIFIERS = "qualifiers";
    static final String FINAL = "final";
    static final String UNIT_SPREAD = "unit-spread";
    static final String SEEDING = KnockoutSettings.SEEDING;

    @Override
    public String id() {
        return "groups";
    }

    @Override
    public List<String> aliases() {
        return List.of("分组循环", "分组循环制", "group-stage");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Groups, then a final (分组循环)" : "分组循环制";
    }

    @Override
    public List<OptionSpec> options() {
        List<OptionSpec> l = new ArrayList<>();
        l.add(new OptionSpec(GROUPS, "组数", "number of groups", "2", "xq 11.3 [ours: 2]", List.of()));
        l.add(new OptionSpec(QUALIFIERS, "每组出线人数", "qualifiers per group", "2", "xq 11.3 [ours: 2]", List.of()));
        l.add(new OptionSpec(FINAL, "决赛办法", "final stage", "round-robin", "xq 11.3 [ours: round robin]",
                List.of("round-robin", "knockout")).withChoiceLabels(
                OptionSpec.choice("round-robin", "循环赛", "round robin"),
                OptionSpec.choice("knockout", "淘汰赛", "knockout")));
        l.add(new OptionSpec(SEEDING, "种子顺序", "seed order", "start-no",
                "xq 11.3 种子 [ours: by start number — number the players by rating before the draw]",
                List.of("start-no", "rating")).withChoiceLabels(
                OptionSpec.choice("start-no", "按序号", "by start number"),
                OptionSpec.choice("rating", "按等级分", "by rating")));
        l.add(new OptionSpec(UNIT_SPREAD, "同单位分在不同组", "spread each unit over the groups", "true",
                "xq 11.3 [ours]", List.of("true", "false")));
        l.addAll(KnockoutSettings.matchSpecs());
        return List.copyOf(l);
    }

    @Override
    public boolean pairsEveryActivePlayer() {
        return false;
    }

    @Override
    public List<String> defaultTiebreaks() {
        return Tiebreaks.PRESET_15_1;
    }

    /** A stage plan: the groups, the group rounds, the final. */
    private record Plan(List<List<Integer>> groups, int groupRounds, boolean knockoutFinal, int qualifiers) {
    }

    private static Plan plan(EventSnapshot e, int round) throws PairingException {
        Map<String, String> o = e.settings().options();
        int g = KnockoutSettings.number(o, GROUPS, 2, 1);
        int k = KnockoutSettings.number(o, QUALIFIERS, 2, 1);
        boolean ko = KnockoutSettings.choice(o, FINAL, "round-robin", List.of("round-robin", "knockout"))
                .equals("knockout");
        boolean byRating = KnockoutSettings.choice(o, SEEDING, "start-no", List.of("start-no", "rating")).equals("rating");
        boolean spread = KnockoutSettings.choice(o, UNIT_SPREAD, "true", List.of("true", "false")).equals("true");
        List<Player> ps = Knockout.participants(e, round);
        if (ps.size() < 2 * g) {
            throw new PairingException("选项 groups：分 " + g + " 组至少需要 " + 2 * g + " 名棋手（现有 " + ps.size() + " 名）",
                    "option groups: " + g + " groups need at least " + 2 * g + " players (have " + ps.size() + ")");
        }
        int[] seeded = Knockout.seedOrder(ps, byRating);
        Map<Integer, String> units = new HashMap<>();
        for (Player p : ps) {
            units.put(p.no(), p.unit().strip());
        }
        List<List<Integer>> groups = snake(seeded, g, spread, units);
        int smallest = groups.stream().mapToInt(List::size).min().orElse(0);
        if (k > smallest) {
            throw new PairingException("选项 qualifiers：每组出线 " + k + " 名，但有一组只有 " + smallest + " 名棋手",
                    "option qualifiers: " + k + " per group, but a group has only " + smallest + " players");
        }
        int groupRounds = groups.stream().mapToInt(x -> Berger.rounds(x.size())).max().orElse(0);
        checkRoundOne(e, round, groups);
        return new Plan(groups, groupRounds, ko, k);
    }

    /**
     * Snake seeding: pot p holds seeds pG+1 … pG+G and fills the groups left to right in even pots,
     * right to left in odd pots. With unit spread, a player whose group already has someone of his
     * unit takes the next free group of the same pot that has none.
     */
    static List<List<Integer>> snake(int[] seeded, int g, boolean spread, Map<Integer, String> units) {
        List<List<Integer>> groups = new ArrayList<>();
        for (int i = 0; i < g; i++) {
            groups.add(new ArrayList<>());
        }
        for (int pot = 0; pot * g < seeded.length; pot++) {
            int size = Math.min(g, seeded.length - pot * g);
            List<Integer> order = new ArrayList<>();
            for (int i = 0; i < g; i++) {
                order.add(pot % 2 == 0 ? i : g - 1 - i);
            }
            int[] slot = new int[size];
            for (int i = 0; i < size; i++) {
                slot[i] = order.get(i);
            }
            if (spread) {
                // a player meeting his unit in the snake's group swaps with the first player of the same
                // pot for whom the exchange leaves neither of them with his unit
                for (int i = 0; i < size; i++) {
                    int pi = seeded[pot * g + i];
                    if (!clash(groups.get(slot[i]), pi, units)) {
                        continue;
                    }
                    for (int j = 0; j < size; j++) {
                        int pj = seeded[pot * g + j];
                        if (j != i && !clash(groups.get(slot[j]), pi, units) && !clash(groups.get(slot[i]), pj, units)) {
                            int t = slot[i];
                            slot[i] = slot[j];
                            slot[j] = t;
                            break;
                        }
                    }
                }
            }
            for (int i = 0; i < size; i++) {
                groups.get(slot[i]).add(seeded[pot * g + i]);
            }
        }
        return groups;
    }

    private static boolean clash(List<Integer> group, int player, Map<Integer, String> units) {
        String u = units.getOrDefault(player, "");
        return !u.isEmpty() && group.stream().anyMatch(x -> u.equals(units.get(x)));
    }

    private static void checkRoundOne(EventSnapshot e, int round, List<List<Integer>> groups) throws PairingException {
        Optional<Round> first = e.rounds().stream().filter(r -> r.no() == 1 && r.no() < round).findFirst();
        if (first.isEmpty()) {
            return;
        }
        Map<Integer, Integer> groupOf = new HashMap<>();
        for (int i = 0; i < groups.size(); i++) {
            for (int p : groups.get(i)) {
                groupOf.put(p, i);
            }
        }
        for (Pairing p : first.get().pairings()) {
            if (!p.isBye() && !groupOf.get(p.first()).equals(groupOf.get(p.second()))) {
                throw new PairingException("现在分出的组与第 1 轮不同（#" + p.first() + " 与 #" + p.second()
                        + " 在第 1 轮对局，现在却分在不同组）：抽签后是否改动了序号、等级分、单位或选项？",
                        "the groups drawn now differ from round 1 (#" + p.first() + " and #"
                        + p.second() + " played there but now fall in different groups): were start numbers, ratings, "
                        + "units or the options changed after the draw?");
            }
        }
    }

    static String groupName(int i) {
        return (char) ('A' + i) + "组";
    }

    /** A group's name in both languages (A组 / group A). */
    private static String groupNames(int i) {
        return org.qicai.core.model.Explanation.of(groupName(i), "group " + (char) ('A' + i));
    }

    @Override
    public int plannedRounds(EventSnapshot event) {
        try {
            Plan p = plan(event, event.lastRound() + 1);
            int q = p.groups().size() * p.qualifiers();
            if (p.knockoutFinal()) {
                KnockoutSettings s = KnockoutSettings.of(event.settings());
                int k = Integer.numberOfTrailingZeros(Draw.bracketSize(q));
                return p.groupRounds() + k * s.maxGamesPerMatch();
            }
            return p.groupRounds() + Berger.rounds(q);
        } catch (PairingException e) {
            return 0;
        }
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        EventSnapshot e = request.event();
        int round = request.round();
        Plan p = plan(e, round);
        if (round <= p.groupRounds()) {
            return new RoundPlan(groupRound(p, round), List.of(org.qicai.core.model.Explanation.of(
                    "分组循环 第" + round + "轮（共" + p.groupRounds() + "轮）", "group stage, round " + round + " of "
                    + p.groupRounds())));
        }
        List<Integer> q = qualifiers(e, p, request.seed(), new ArrayList<>());
        int fr = round - p.groupRounds();
        if (p.knockoutFinal()) {
            KnockoutState st = finalKnockout(e, p, q, round, request.seed());
            return new RoundPlan(st.nextBoards(), st.notes);
        }
        if (fr > Berger.rounds(q.size())) {
            throw new PairingException("决赛循环已经赛完（共 " + Berger.rounds(q.size()) + " 轮）",
                    "the final round robin is over (" + Berger.rounds(q.size()) + " rounds)");
        }
        return new RoundPlan(tableRound(q, fr, "决赛阶段"), List.of(org.qicai.core.model.Explanation.of("决赛阶段 第" + fr + "轮",
                "final stage, round " + fr)));
    }

    private static List<BoardPlan> groupRound(Plan p, int round) {
        List<BoardPlan> boards = new ArrayList<>();
        List<BoardPlan> byes = new ArrayList<>();
        for (int i = 0; i < p.groups().size(); i++) {
            List<Integer> g = p.groups().get(i);
            if (round > Berger.rounds(g.size())) {
                continue;
            }
            for (BoardPlan b : tableRound(g, round, groupName(i))) {
                (b.second() == 0 ? byes : boards).add(b);
            }
        }
        boards.addAll(byes);
        return boards;
    }

    /** Round r of the 附录一 table of these players (table numbers in list order). */
    private static List<BoardPlan> tableRound(List<Integer> players, int r, String name) {
        int n = Berger.size(players.size());
        List<BoardPlan> out = new ArrayList<>();
        int t = 0;
        for (int[] game : Berger.round(n, r)) {
            t++;
            String why = Explanation.of(name + " 第" + r + "轮 第" + t + "台（附录一 " + n + "人表）",
                    name + ", round " + r + ", board " + t + " (Appendix 1, " + n + "-player table)");
            if (game[0] > players.size() || game[1] > players.size()) {
                int real = players.get(Math.min(game[0], game[1]) - 1);
                out.add(new BoardPlan(real, 0, ByeKind.ZERO_POINT, Explanation.of(name + " 第" + r + "轮 轮空（循环赛，不计分）",
                        name + ", round " + r + ": bye (round robin, no points)")));
            } else {
                out.add(BoardPlan.game(players.get(game[0] - 1), players.get(game[1] - 1), why));
            }
        }
        return out;
    }

    private static KnockoutState finalKnockout(EventSnapshot e, Plan p, List<Integer> q, int round, long seed)
            throws PairingException {
        KnockoutSettings s = KnockoutSettings.of(e.settings());
        int[] seeded = q.stream().mapToInt(Integer::intValue).toArray();
        Draw d = Draw.single(seeded.length, s.thirdPlace());
        List<Round> rounds = e.rounds().stream().filter(r -> r.no() > p.groupRounds() && r.no() < round).toList();
        Map<Integer, Player> byNo = new HashMap<>();
        e.players().forEach(x -> byNo.put(x.no(), x));
        return KnockoutState.replay(d, seeded, byNo, rounds, s, seed, "final/", round);
    }

    /** The group tables after the group stage (or as far as played). */
    private static List<List<Standing>> tables(EventSnapshot e, Plan p, List<Crosstable> out) {
        ScoringScheme scheme = ScoringSchemes.byId(e.settings().scoring()).orElse(ScoringSchemes.XQ_14_1);
        List<Tiebreak> tbs = Tiebreaks.resolve(Tiebreaks.PRESET_15_1, Tiebreaks.builtIn());
        int upTo = Math.min(e.lastRound(), p.groupRounds());
        List<List<Standing>> tables = new ArrayList<>();
        for (List<Integer> g : p.groups()) {
            List<Player> members = e.players().stream().filter(x -> g.contains(x.no())).toList();
            List<Round> rounds = new ArrayList<>();
            for (Round r : e.rounds()) {
                if (r.no() > p.groupRounds()) {
                    continue;
                }
                rounds.add(new Round(r.no(), r.status(), r.pairings().stream().filter(x -> g.contains(x.first())).toList()));
            }
            List<Penalty> pens = e.penalties().stream().filter(x -> g.contains(x.player())).toList();
            Crosstable t = new Crosstable(new EventSnapshot(e.settings(), members, rounds, pens), scheme, upTo);
            out.add(t);
            tables.add(StandingsCalculator.rank(t, tbs));
        }
        return tables;
    }

    /** A1, B1, C1 …, A2, B2 … — a place shared at the cut is drawn by lot [ours], with a note. */
    private static List<Integer> qualifiers(EventSnapshot e, Plan p, long seed, List<String> notes) {
        List<List<Standing>> tables = tables(e, p, new ArrayList<>());
        List<List<Integer>> ordered = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            ordered.add(orderWithLot(tables.get(i), p.qualifiers(), seed, i, notes));
        }
        List<Integer> q = new ArrayList<>();
        for (int place = 0; place < p.qualifiers(); place++) {
            for (List<Integer> g : ordered) {
                q.add(g.get(place));
            }
        }
        return q;
    }

    private static List<Integer> orderWithLot(List<Standing> table, int k, long seed, int group, List<String> notes) {
        List<Integer> out = new ArrayList<>();
        int i = 0;
        while (i < table.size()) {
            int j = i;
            while (j < table.size() && table.get(j).rank() == table.get(i).rank()) {
                j++;
            }
            List<Integer> block = new ArrayList<>();
            for (int x = i; x < j; x++) {
                block.add(table.get(x).player().no());
            }
            if (block.size() > 1 && i < k && j > k) {
                Lots.shuffle(block, seed, "group-cut/" + group);
                String drawn = String.join(" ", block.stream().map(x -> "#" + x).toList());
                notes.add(org.qicai.core.model.Explanation.of(groupName(group) + "第" + (i + 1)
                        + "名并列，出线名额抽签决定（[ours]，15.6）：" + drawn, "group " + (char) ('A' + group) + ": place "
                        + (i + 1) + " is shared, the qualifying places were drawn by lot ([ours], 15.6): " + drawn));
            }
            out.addAll(block);
            i = j;
        }
        return out;
    }

    @Override
    public Optional<Bracket> bracket(EventSnapshot e) throws PairingException {
        Plan p = plan(e, e.lastRound() + 1);
        List<Crosstable> cts = new ArrayList<>();
        List<List<Standing>> tables = tables(e, p, cts);
        boolean groupsDone = e.lastRound() >= p.groupRounds()
                && e.rounds().stream().filter(r -> r.no() <= p.groupRounds()).allMatch(Round::isComplete);
        List<String> notes = new ArrayList<>();
        List<Integer> q = groupsDone ? qualifiers(e, p, e.settings().seed(), notes) : List.of();
        List<Tiebreak> tbs = Tiebreaks.resolve(Tiebreaks.PRESET_15_1, Tiebreaks.builtIn());
        List<Bracket.Group> groups = new ArrayList<>();
        for (int i = 0; i < tables.size(); i++) {
            Crosstable t = cts.get(i);
            List<Bracket.Row> rows = new ArrayList<>();
            for (Standing st : tables.get(i)) {
                List<String> tb = new ArrayList<>();
                List<String> tbEn = new ArrayList<>();
                for (int x = 0; x < tbs.size() && x < st.tiebreaks().size(); x++) {
                    tb.add(tbs.get(x).displayName(Locale.SIMPLIFIED_CHINESE) + " " + tbs.get(x).format(st.tiebreaks().get(x), t));
                    tbEn.add(tbs.get(x).displayName(Locale.ENGLISH) + " " + tbs.get(x).format(st.tiebreaks().get(x), t));
                }
                rows.add(new Bracket.Row(st.rank(), st.player().no(), t.scheme().format(st.points()),
                        org.qicai.core.model.Explanation.of(String.join(" · ", tb), String.join(" · ", tbEn)),
                        q.contains(st.player().no())));
            }
            groups.add(new Bracket.Group(groupNames(i), rows));
        }
        List<Bracket.Stage> stages = new ArrayList<>();
        List<Bracket.Placing> placings = new ArrayList<>();
        if (groupsDone && p.knockoutFinal()) {
            KnockoutState st = finalKnockout(e, p, q, e.lastRound() + 1, e.settings().seed());
            stages.addAll(st.stages());
            placings.addAll(st.placings());
            notes.addAll(st.notes);
        } else if (groupsDone) {
            groups.add(finalTable(e, p, q));
        }
        String title = org.qicai.core.model.Explanation.of("分组循环 " + p.groups().size() + " 组，每组前 " + p.qualifiers()
                + " 名进入" + (p.knockoutFinal() ? "淘汰赛" : "决赛循环"), p.groups().size() + " groups, the first "
                + p.qualifiers() + " of each go on to " + (p.knockoutFinal() ? "a knockout" : "a final round robin"));
        return Optional.of(new Bracket(title, groups, stages, placings, notes));
    }

    private static Bracket.Group finalTable(EventSnapshot e, Plan p, List<Integer> q) {
        ScoringScheme scheme = ScoringSchemes.byId(e.settings().scoring()).orElse(ScoringSchemes.XQ_14_1);
        List<Player> members = e.players().stream().filter(x -> q.contains(x.no())).toList();
        List<Round> rounds = e.rounds().stream().filter(r -> r.no() > p.groupRounds()).toList();
        Crosstable t = new Crosstable(new EventSnapshot(e.settings(), members, rounds, List.of()), scheme,
                Math.max(e.lastRound(), p.groupRounds()));
        List<Tiebreak> tbs = Tiebreaks.resolve(Tiebreaks.PRESET_15_1, Tiebreaks.builtIn());
        List<Bracket.Row> rows = new ArrayList<>();
        for (Standing st : StandingsCalculator.rank(t, tbs)) {
            rows.add(new Bracket.Row(st.rank(), st.player().no(), scheme.format(st.points()), "", false));
        }
        return new Bracket.Group(org.qicai.core.model.Explanation.of("决赛", "final"), rows);
    }
}
