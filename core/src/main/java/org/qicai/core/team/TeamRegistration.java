package org.qicai.core.team;

import java.util.List;
import org.qicai.core.model.Player;
import org.qicai.core.model.Team;

/**
 * A team as registered: its players in registered order and the 12.1 warnings about that order
 * (empty when it follows strength, or when the format does not ask for it).
 */
public record TeamRegistration(Team team, List<Player> players, List<String> warnings) {
    public TeamRegistration {
        players = List.copyOf(players);
        warnings = List.copyOf(warnings);
    }
}
