package org.qicai.core.standings;

import java.util.List;
import org.qicai.core.model.Player;

/**
 * 名次 — one line of the standings.
 *
 * @param rank      place, 1-based; players nothing separates share it (名次并列, 15.1)
 * @param shared    whether the place is shared
 * @param player    the player
 * @param points    points in scheme units
 * @param tiebreaks tiebreak values in the event's order, in each tiebreak's units
 */
public record Standing(int rank, boolean shared, Player player, long points, List<Long> tiebreaks) {
}
