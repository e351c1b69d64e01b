package org.qicai.core.spi;

import java.util.List;
import org.pf4j.ExtensionPoint;

/**
 * 团体赛台次办法 — a team board format (xq 12.1–12.5): which lineups are legal and how boards are
 * assigned.
 */
public interface TeamFormat extends ExtensionPoint, Named {

    /**
     * Checks a lineup given as registered positions (1-based) for a match on {@code boards} boards
     * of a team with {@code registered} players. Returns the reason it is illegal, citing the rule,
     * or null when legal.
     */
    String checkLineup(List<Integer> lineup, int registered, int boards);
}
