package org.qicai.core.team;

import java.util.List;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.TeamRound;

/**
 * One team round: its matches with boards and scores, its status, the lineup deadline and whether
 * lineups are closed now.
 */
public record RoundView(int round, RoundStatus status, TeamRound info, boolean lineupsClosed, List<MatchView> matches,
                        String notes) {
    public RoundView {
        matches = List.copyOf(matches);
        notes = notes == null ? "" : notes;
    }
}
