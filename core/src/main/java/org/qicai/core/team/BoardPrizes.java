package org.qicai.core.team;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Side;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.scoring.ScoringScheme;

/**
 * 台次成绩 — board prizes: for each board, the players who played on it ranked by score rate
 * (得分率) and score, among those with at least the minimum number of games; the others are listed
 * below without a place. Only games played over the board count: forfeits and empty boards do not
 * show a player's strength on that board [ours]. In 12.4 a player's board is his lineup slot.
 */
public final class BoardPrizes {
    private BoardPrizes() {
    }

    /**
     * One player on one board.
     *
     * @param rank   place among the eligible players, 0 below the minimum of games
     * @param shared the place is shared
     * @param player the player
     * @param team   his team
     * @param games  games played on this board
     * @param score  game points, in the game scheme's units
     * @param wins   wins
     * @param draws  draws
     * @param losses losses
     * @param most   the most he could have scored: games × a win
     */
    public record Entry(int rank, boolean shared, Player player, Team team, int games, long score, int wins, int draws,
                        int losses, long most) {

        /** The score rate in per cent, exact to 0.1 (rounded half even for display only). */
        public String rate() {
            if (most == 0) {
                return "—";
            }
            return BigDecimal.valueOf(score * 100L).divide(BigDecimal.valueOf(most), 1, RoundingMode.HALF_EVEN)
                    .toPlainString() + "%";
        }

        public String rankLabel() {
            return rank == 0 ? "" : (shared ? "=" : "") + rank;
        }

        Entry withRank(int r, boolean s) {
            return new Entry(r, s, player, team, games, score, wins, draws, losses, most);
        }
    }

    /** One board's table. */
    public record Board(int board, List<Entry> entries) {
    }

    /**
     * The board prizes after a round.
     *
     * @param afterRound after this round
     * @param minGames   the minimum of games for a place
     * @param order      rate first or score first
     * @param scheme     the game scheme the scores are in
     * @param boards     one table per board
     */
    public record Report(int afterRound, int minGames, TeamSettings.BoardOrder order, ScoringScheme scheme,
                         List<Board> boards) {
        public String formatScore(long units) {
            return scheme.format(units);
        }
    }

    /**
     * @param gamesPerRound games a player plays per round on his board (k in 12.4, else 1)
     * @param minGames      the minimum of games, or null for the event's setting ("half": half the games a
     *                      player could have played, rounded up [ours])
     */
    public static Report compute(TeamSnapshot ts, TeamSettings st, int afterRound, int gamesPerRound, Integer minGames) {
        ScoringScheme scheme = st.gameScheme();
        Map<Integer, Map<Integer, long[]>> byBoard = new TreeMap<>();
        for (MatchBoard mb : ts.boards()) {
            if (mb.round() > afterRound || !mb.isGame()) {
                continue;
            }
            TeamMatch m = ts.match(mb.round(), mb.match()).orElse(null);
            if (m == null || m.annulled() || m.forfeit().isForfeit()) {
                continue;
            }
            Pairing p = ts.event().round(mb.round()).flatMap(r -> r.board(mb.pairingBoard())).orElse(null);
            if (p == null || p.annulled() || !p.result().isPlayed()) {
                continue;
            }
            Side firstSide = mb.firstTeamRed() ? Side.FIRST : Side.SECOND;
            count(byBoard, mb.firstSlot(), mb.firstPlayer(), p.result().outcome(firstSide),
                    scheme.units(p.result().outcome(firstSide), firstSide, null));
            count(byBoard, mb.secondSlot(), mb.secondPlayer(), p.result().outcome(firstSide.other()),
                    scheme.units(p.result().outcome(firstSide.other()), firstSide.other(), null));
        }
        int rounds = (int) ts.rounds().stream().filter(r -> r.round() <= afterRound).count();
        int min = minGames != null ? minGames
                : st.boardMinGames() >= 0 ? st.boardMinGames() : (rounds * gamesPerRound + 1) / 2;
        Comparator<Entry> rate = (a, b) -> Long.compare(b.score() * a.most(), a.score() * b.most());
        Comparator<Entry> score = (a, b) -> Long.compare(b.score(), a.score());
        Comparator<Entry> order = st.boardOrder() == TeamSettings.BoardOrder.RATE ? rate.thenComparing(score)
                : score.thenComparing(rate);
        List<Board> out = new ArrayList<>();
        for (Map.Entry<Integer, Map<Integer, long[]>> e : byBoard.entrySet()) {
            List<Entry> eligible = new ArrayList<>();
            List<Entry> others = new ArrayList<>();
            for (Map.Entry<Integer, long[]> pe : e.getValue().entrySet()) {
                long[] v = pe.getValue();
                Player pl = ts.event().player(pe.getKey()).orElseThrow();
                Team team = ts.teamOf(pe.getKey()).orElse(null);
                Entry en = new Entry(0, false, pl, team, (int) v[0], v[1], (int) v[2], (int) v[3], (int) v[4],
                        v[0] * scheme.win());
                (en.games() >= min && en.games() > 0 ? eligible : others).add(en);
            }
            Comparator<Entry> byNo = Comparator.comparingInt(x -> x.player().no());
            eligible.sort(order.thenComparing(byNo));
            others.sort(order.thenComparing(byNo));
            List<Entry> ranked = new ArrayList<>();
            int place = 1;
            for (int i = 0; i < eligible.size(); ) {
                int j = i + 1;
                while (j < eligible.size() && order.compare(eligible.get(i), eligible.get(j)) == 0) {
                    j++;
                }
                for (int x = i; x < j; x++) {
                    ranked.add(eligible.get(x).withRank(place, j - i > 1));
                }
                place += j - i;
                i = j;
            }
            ranked.addAll(others);
            out.add(new Board(e.getKey(), ranked));
        }
        return new Report(afterRound, min, st.boardOrder(), scheme, out);
    }

    private static void count(Map<Integer, Map<Integer, long[]>> byBoard, int board, int player, Outcome o, int units) {
        long[] v = byBoard.computeIfAbsent(board, k -> new LinkedHashMap<>()).computeIfAbsent(player, k -> new long[5]);
        v[0]++;
        v[1] += units;
        switch (o) {
            case WIN -> v[2]++;
            case DRAW -> v[3]++;
            case LOSS -> v[4]++;
            default -> {
            }
        }
    }
}
