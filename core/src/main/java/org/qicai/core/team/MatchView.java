package org.qicai.core.team;

import java.util.List;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;

/**
 * One match as the pairing sheet, the match sheet and the workstation show it.
 *
 * @param match        the match
 * @param first        the first-listed team (home team in a league)
 * @param second       the second team, null for a bye
 * @param firstLineup  the first team's lineup: the one entered, or the default it would play (see its source);
 *                     null for a bye, a forfeit or an annulled match
 * @param secondLineup the same for the second team
 * @param boards       the boards: final once the round's lineups are locked, a preview from the current
 *                     lineups before
 * @param boardsFinal  the lineups are locked and these are the games being played
 * @param score        the score so far
 */
public record MatchView(TeamMatch match, Team first, Team second, Lineup firstLineup, Lineup secondLineup,
                        List<BoardView> boards, boolean boardsFinal, MatchScore score) {
    public MatchView {
        boards = List.copyOf(boards);
    }
}
