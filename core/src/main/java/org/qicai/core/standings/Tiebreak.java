package org.qicai.core.standings;

import java.util.List;
import java.util.Map;
import org.pf4j.ExtensionPoint;
import org.qicai.core.spi.Named;

/**
 * 破同分 — a tiebreak computed from the crosstable, and the extension point for a plugin's own. It lives beside
 * {@link Crosstable} rather than in {@code core.spi}: the standings call it and it reads the crosstable, so in
 * {@code spi} it made the two packages depend on each other (issue 11, docs/decisions/0004). Values are exact: integers in
 * {@link #denominator(Crosstable)} units. Higher ranks first unless {@link #lowerIsBetter()}.
 */
public interface Tiebreak extends ExtensionPoint, Named {

    /** The clause that defines it (15.1, xq2020 …). */
    String clause();

    /**
     * The values for the players of one tied group. Most tiebreaks ignore the group; direct encounter
     * (直胜) looks only at games among its members.
     */
    Map<Integer, Long> values(Crosstable table, List<Integer> tiedGroup);

    /** Units per displayed unit, for formatting. */
    default long denominator(Crosstable table) {
        return table.scheme().denominator();
    }

    default boolean lowerIsBetter() {
        return false;
    }

    /**
     * Whether the values depend on the tied group (直胜 does, 对手分 does not). Such a tiebreak is
     * applied again to the players it left tied before the next tiebreak is looked at.
     */
    default boolean dependsOnGroup() {
        return false;
    }

    /** A value as shown to people; by default the value in {@link #denominator(Crosstable)} units ({@code 12.5}). */
    default String format(long value, Crosstable table) {
        return org.qicai.core.scoring.Points.format(value, denominator(table));
    }
}
