package org.qicai.core.standings;

/**
 * Why two adjacent players on equal points are in this order — the first criterion that told them
 * apart, with both values as that criterion computed them (for {@code standings --explain}).
 *
 * @param upper          start number of the player placed higher
 * @param lower          start number of the player placed lower
 * @param criterion      what separated them
 * @param tiebreakIndex  the tiebreak's index in the report's order when {@code criterion == TIEBREAK}, else −1
 * @param upperValue     the upper player's value (tiebreak units, or the 18.4 weight)
 * @param lowerValue     the lower player's value
 */
public record Separation(int upper, int lower, Criterion criterion, int tiebreakIndex, long upperValue,
                         long lowerValue) {

    public enum Criterion {
        /** 18.4: the lower player has 18.1/18.2 penalties (or heavier ones). */
        PENALTY_18_4,
        /** a tiebreak of the event's order */
        TIEBREAK,
        /** nothing separates them: the place is shared (15.1) */
        NONE
    }
}
