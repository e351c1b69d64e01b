package org.qicai.plugin.knockout;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.pf4j.Extension;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.Bracket;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.OptionSpec;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;

/**
 * 淘汰制 (xq 11.1): single or double elimination; a seeded bracket (1 v 16, 8 v 9 …, byes to the top
 * seeds) or the lot with bye cards of 000 "分组抽签规则"; matches of 1, 2 or 3 games (三局两胜) with
 * a tie-break chain or a lot; colours by 猜先 (13.4). See {@link KnockoutState} for how matches and
 * stages map onto the event's rounds.
 */
@Extension
public final class Knockout implements PairingSystem {

    @Override
    public String id() {
        return "knockout";
    }

    @Override
    public List<String> aliases() {
        return List.of("淘汰", "淘汰制", "单淘汰", "双淘汰", "ko");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Knockout (single / double elimination)" : "淘汰制（单败 / 双败）";
    }

    @Override
    public List<OptionSpec> options() {
        return KnockoutSettings.knockoutSpecs();
    }

    @Override
    public boolean pairsEveryActivePlayer() {
        return false;
    }

    /** The most rounds the knockout can take: every stage with every tie-break game. */
    @Override
    public int plannedRounds(EventSnapshot event) {
        try {
            KnockoutSettings s = KnockoutSettings.of(event.settings());
            int n = participants(event, event.lastRound() + 1).size();
            if (n < 2) {
                return 0;
            }
            int k = Integer.numberOfTrailingZeros(Draw.bracketSize(n));
            int stages = s.doubleElimination() ? (k == 1 ? 2 : 2 * k) + (s.reset() ? 1 : 0) : k;
            return stages * s.maxGamesPerMatch();
        } catch (PairingException e) {
            return 0;
        }
    }

    @Override
    public RoundPlan pair(PairingRequest request) throws PairingException {
        EventSnapshot e = request.event();
        KnockoutState st = state(e, request.round(), request.seed());
        List<BoardPlan> boards = st.nextBoards();
        List<String> notes = new ArrayList<>(st.notes);
        return new RoundPlan(boards, notes);
    }

    @Override
    public Optional<Bracket> bracket(EventSnapshot event) throws PairingException {
        KnockoutSettings s = KnockoutSettings.of(event.settings());
        List<Player> ps = participants(event, event.lastRound() + 1);
        if (ps.size() < 2) {
            return Optional.empty();
        }
        KnockoutState st = state(event, event.lastRound() + 1, event.settings().seed());
        return Optional.of(new Bracket(title(s, ps.size()), List.of(), st.stages(), st.placings(), st.notes));
    }

    static String title(KnockoutSettings s, int n) {
        return org.qicai.core.model.Explanation.of((s.doubleElimination() ? "双败淘汰" : "单败淘汰") + " " + n + " 人，"
                + s.matchName() + (s.lotDraw() ? "，抽签分组（000 分组抽签规则）" : "，种子对阵"),
                (s.doubleElimination() ? "double elimination" : "single elimination") + ", " + n + " players, "
                        + s.matchNameEn() + (s.lotDraw() ? ", drawn by lot (the lot-draw rules of 000)" : ", seeded"));
    }

    private KnockoutState state(EventSnapshot e, int round, long seed) throws PairingException {
        KnockoutSettings s = KnockoutSettings.of(e.settings());
        if (s.doubleElimination() && s.lotDraw()) {
            throw new PairingException("选项 draw=lot（000 分组抽签规则）按阶段逐轮抽签，只用于单败淘汰；双败淘汰需要 draw=seeded",
                    "option draw=lot (000 分组抽签规则) draws single elimination stage by stage; "
                    + "double elimination needs draw=seeded");
        }
        List<Player> ps = participants(e, round);
        if (ps.size() < 2) {
            throw new PairingException("淘汰赛至少需要两名棋手（现有 " + ps.size() + " 名）",
                    "a knockout needs at least two players (have " + ps.size() + ")");
        }
        int[] seeded = seedOrder(ps, s.seedByRating());
        Draw draw = s.lotDraw() ? Draw.lot() : s.doubleElimination()
                ? Draw.doubleElimination(seeded.length, s.reset()) : Draw.single(seeded.length, s.thirdPlace());
        List<Round> rounds = e.rounds().stream().filter(r -> r.no() < round).toList();
        Map<Integer, Player> byNo = new HashMap<>();
        for (Player p : e.players()) {
            byNo.put(p.no(), p);
        }
        return KnockoutState.replay(draw, seeded, byNo, rounds, s, seed, "", round);
    }

    /**
     * The players of the draw: once round 1 is paired, those in it (games and byes), so players
     * registered later do not change the bracket; before, the active players.
     */
    static List<Player> participants(EventSnapshot e, int round) {
        Optional<Round> first = e.rounds().stream().filter(r -> r.no() < round).findFirst();
        if (first.isEmpty()) {
            return e.activePlayers();
        }
        Set<Integer> in = new LinkedHashSet<>();
        for (Pairing p : first.get().pairings()) {
            in.add(p.first());
            if (!p.isBye()) {
                in.add(p.second());
            }
        }
        return e.players().stream().filter(p -> in.contains(p.no())).toList();
    }

    /** Seed order: start numbers, or rating (highest first, unrated last, then start number). */
    static int[] seedOrder(List<Player> players, boolean byRating) {
        List<Player> ps = new ArrayList<>(players);
        Comparator<Player> c = Comparator.comparingInt(Player::no);
        if (byRating) {
            c = Comparator.comparing((Player p) -> p.rating() == null).thenComparingInt(p -> -p.ratingOrZero())
                    .thenComparingInt(Player::no);
        }
        ps.sort(c);
        return ps.stream().mapToInt(Player::no).toArray();
    }
}
