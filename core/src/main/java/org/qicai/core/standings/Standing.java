package org.qicai.core.standings;

import java.util.List;
import org.qicai.core.model.Player;

/**
 * 名次 — one line of the standings.
 *
 * @param rank          place, 1-based; players nothing separates share it (名次并列, 15.1)
 * @param shared        whether the place is shared
 * @param player        the player (his status says whether he withdrew or was expelled)
 * @param points        points in scheme units
 * @param tiebreaks     tiebreak values in the event's order, in each tiebreak's units
 * @param playoff       15.6: the place is shared across a place that must not be shared (the title, or
 *                      a place named by the {@code playoff-places} option) — to be decided by a play-off
 * @param penaltyWeight 18.4: 0 when unpenalised; otherwise the weight that put him last among equal points
 */
public record Standing(int rank, boolean shared, Player player, long points, List<Long> tiebreaks, boolean playoff,
                       long penaltyWeight) {

    public Standing {
        tiebreaks = List.copyOf(tiebreaks);
    }

    public Standing(int rank, boolean shared, Player player, long points, List<Long> tiebreaks) {
        this(rank, shared, player, points, tiebreaks, false, 0);
    }

    /** 18.4: ranked last among equal points for 18.1 warnings or 18.2 disqualifications. */
    public boolean penalised() {
        return penaltyWeight > 0;
    }

    /** Withdrawn (xq 20) or expelled (18.3). */
    public boolean left() {
        return !player.status().isActive();
    }

    /** The rank as printed: {@code =3} for a shared place, with {@code *} when a play-off must decide it. */
    public String rankLabel() {
        return (shared ? "=" : "") + rank + (playoff ? "*" : "");
    }
}
