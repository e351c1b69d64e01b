package org.qicai.core.team;

import org.qicai.core.model.Result;
import org.qicai.core.model.TeamMatch;

/**
 * The score of one team match (xq 14.2): each team's game points (局分) and board wins, the match
 * points (场分) they give, and the match result as a value.
 *
 * @param match       the match
 * @param firstGame   the first team's game points, in the game scheme's units
 * @param secondGame  the second team's game points (0 for a bye)
 * @param firstWins   boards the first team won (forfeit wins included)
 * @param secondWins  boards the second team won
 * @param firstMatch  the first team's match points, in the match scheme's units
 * @param secondMatch the second team's match points
 * @param complete    every board has a result (or the match was decided without boards: forfeit, bye, annulled)
 * @param result      the match as a result: 1-0 the first team won, 1/2 drawn, +/- won by a team forfeit (21.4);
 *                    {@link Result#PENDING} while incomplete and for a bye
 */
public record MatchScore(TeamMatch match, long firstGame, long secondGame, int firstWins, int secondWins,
                         long firstMatch, long secondMatch, boolean complete, Result result) {

    public long gamePoints(int team) {
        return match.first() == team ? firstGame : secondGame;
    }

    public long matchPoints(int team) {
        return match.first() == team ? firstMatch : secondMatch;
    }

    public int wins(int team) {
        return match.first() == team ? firstWins : secondWins;
    }

    /** Whether the team won the match (over the boards or by forfeit); a bye is not a match won. */
    public boolean won(int team) {
        if (!complete || match.annulled() || match.isBye()) {
            return false;
        }
        return match.first() == team ? result.outcome(org.qicai.core.model.Side.FIRST).isWin()
                : result.outcome(org.qicai.core.model.Side.SECOND).isWin();
    }
}
