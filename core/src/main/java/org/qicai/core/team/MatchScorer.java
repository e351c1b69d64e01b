package org.qicai.core.team;

import java.util.List;
import java.util.Optional;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Outcome;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.scoring.ScoringScheme;

/**
 * Scores team matches (xq 14.2): game points per board with the event's game scheme, the team with
 * more game points wins the match (2 match points, a draw 1 each, a loss 0 — or 3/1/0). An empty
 * board is lost by forfeit (21.4); a team that does not appear loses the match by forfeit, the
 * other scoring {@code +} — a win in match points (21.4: 2).
 */
public final class MatchScorer {
    private final TeamSnapshot snapshot;
    private final TeamSettings settings;
    private final int slotsPerMatch;

    /**
     * @param slotsPerMatch the games one match has (boards × sub-rounds): what a forfeit or a bye is worth in game
     *                      points
     */
    public MatchScorer(TeamSnapshot snapshot, TeamSettings settings, int slotsPerMatch) {
        this.snapshot = snapshot;
        this.settings = settings;
        this.slotsPerMatch = slotsPerMatch;
    }

    public MatchScore score(TeamMatch m) {
        ScoringScheme game = settings.gameScheme();
        ScoringScheme match = settings.matchScheme();
        if (m.annulled()) {
            return new MatchScore(m, 0, 0, 0, 0, 0, 0, true, Result.PENDING);
        }
        if (m.isBye()) {
            long gp = switch (settings.byeGamePoints()) {
                case NONE -> 0;
                case ALL_BOARDS -> (long) slotsPerMatch * game.forfeitWin();
                case DRAWS -> drawsAsFirstTeam(game);
            };
            int wins = settings.byeGamePoints() == TeamSettings.ByeGamePoints.ALL_BOARDS ? slotsPerMatch : 0;
            return new MatchScore(m, gp, 0, wins, 0, match.units(Outcome.BYE, null, ByeKind.PAIRING), 0, true,
                    Result.PENDING);
        }
        if (m.forfeit().isForfeit()) {
            Result r = switch (m.forfeit()) {
                case FIRST_ABSENT -> Result.SECOND_WIN_FORFEIT;
                case SECOND_ABSENT -> Result.FIRST_WIN_FORFEIT;
                default -> Result.DOUBLE_FORFEIT;
            };
            boolean boardsCount = settings.forfeitGamePoints() == TeamSettings.ForfeitGamePoints.ALL_BOARDS;
            long present = boardsCount ? (long) slotsPerMatch * game.forfeitWin() : 0;
            long absent = boardsCount ? (long) slotsPerMatch * game.forfeitLoss() : 0;
            int presentWins = boardsCount ? slotsPerMatch : 0;
            boolean firstPresent = m.forfeit() == MatchForfeit.SECOND_ABSENT;
            boolean secondPresent = m.forfeit() == MatchForfeit.FIRST_ABSENT;
            return new MatchScore(m, firstPresent ? present : absent, secondPresent ? present : absent,
                    firstPresent ? presentWins : 0, secondPresent ? presentWins : 0,
                    match.units(r.outcome(Side.FIRST), Side.FIRST, null),
                    match.units(r.outcome(Side.SECOND), Side.SECOND, null), true, r);
        }
        boolean locked = snapshot.round(m.round()).map(r -> r.locked()).orElse(false);
        List<MatchBoard> boards = snapshot.boards(m.round(), m.no());
        if (!locked) {
            return new MatchScore(m, 0, 0, 0, 0, 0, 0, false, Result.PENDING);
        }
        long a = 0;
        long b = 0;
        int aw = 0;
        int bw = 0;
        boolean complete = true;
        Optional<Round> round = snapshot.event().round(m.round());
        for (MatchBoard mb : boards) {
            if (mb.firstPlayer() == 0 && mb.secondPlayer() == 0) {
                a += game.forfeitLoss();
                b += game.forfeitLoss();
                continue;
            }
            if (mb.firstPlayer() == 0 || mb.secondPlayer() == 0) {
                // 21.4: an empty board is lost by forfeit, won by the player present
                boolean firstPresent = mb.firstPlayer() != 0;
                a += firstPresent ? game.forfeitWin() : game.forfeitLoss();
                b += firstPresent ? game.forfeitLoss() : game.forfeitWin();
                aw += firstPresent ? 1 : 0;
                bw += firstPresent ? 0 : 1;
                continue;
            }
            Pairing p = round.flatMap(r -> r.board(mb.pairingBoard())).orElse(null);
            if (p == null || !p.result().isDecided()) {
                complete = false;
                continue;
            }
            if (p.annulled()) {
                continue;
            }
            Side firstSide = mb.firstTeamRed() ? Side.FIRST : Side.SECOND;
            Outcome fo = p.result().outcome(firstSide);
            Outcome so = p.result().outcome(firstSide.other());
            a += game.units(fo, firstSide, null);
            b += game.units(so, firstSide.other(), null);
            aw += fo.isWin() ? 1 : 0;
            bw += so.isWin() ? 1 : 0;
        }
        if (!complete) {
            return new MatchScore(m, a, b, aw, bw, 0, 0, false, Result.PENDING);
        }
        // 14.2: 局分多者为胜
        Result r = a > b ? Result.FIRST_WIN : a < b ? Result.SECOND_WIN : Result.DRAW;
        return new MatchScore(m, a, b, aw, bw, match.units(r.outcome(Side.FIRST), Side.FIRST, null),
                match.units(r.outcome(Side.SECOND), Side.SECOND, null), true, r);
    }

    /** A bye's game points when every board counts as drawn, the team red on odd boards (13.2). */
    private long drawsAsFirstTeam(ScoringScheme game) {
        long sum = 0;
        int boards = Math.max(1, settings.boards());
        for (int i = 1; i <= slotsPerMatch; i++) {
            int board = (i - 1) % boards + 1;
            sum += board % 2 == 1 ? game.drawFirst() : game.drawSecond();
        }
        return sum;
    }
}
