package org.qicai.core.team;

import java.util.List;
import org.qicai.core.model.Team;

/**
 * What a team's withdrawal did (xq 20.2–20.4).
 *
 * @param team      the team as it is now
 * @param clause    20.2, 20.3 or 20.4
 * @param decision  in words: before the start; results annulled; results stand, the rest forfeited
 * @param opponents opponents met (20.3 counts them against half of all its opponents)
 * @param ofTotal   all its opponents in the round robin (0 for Swiss)
 * @param changes   the matches it changed, one line each
 */
public record TeamWithdrawal(Team team, String clause, String decision, int opponents, int ofTotal,
                             List<String> changes) {
    public TeamWithdrawal {
        changes = List.copyOf(changes);
    }
}
