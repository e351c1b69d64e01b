package org.qicai.core.standings;

import java.util.List;
import java.util.Locale;
import org.qicai.core.spi.Tiebreak;

/** Standings after a round with the tiebreaks that ordered them, ready to show or print. */
public record StandingsReport(int afterRound, List<Standing> rows, List<Tiebreak> tiebreaks, Crosstable table) {

    /** A tiebreak value formatted in its own units. */
    public String formatTiebreak(int index, long value) {
        return org.qicai.core.scoring.Points.format(value, tiebreaks.get(index).denominator(table));
    }

    public String formatPoints(long units) {
        return table.scheme().format(units);
    }

    public List<String> tiebreakNames(Locale locale) {
        return tiebreaks.stream().map(t -> t.displayName(locale)).toList();
    }
}
