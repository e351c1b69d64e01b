package org.qicai.app.cli;

import java.util.List;
import java.util.Locale;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.team.TeamStandingsReport;

/**
 * {@code standings --explain}: for each pair of adjacent players on equal points, the first
 * criterion that separated them (18.4 or a tiebreak, as the ranking applied it — 直胜 between the
 * players it was applied to) with both values, or that the place is shared (15.1: 并列第2名 / shared
 * 2nd place) and needs a play-off (15.6). The wording is the report's, so the window says the same.
 */
final class StandingsExplainer {

    private StandingsExplainer() {
    }

    static List<String> explain(StandingsReport rep, Locale locale) {
        return rep.explanations(locale);
    }

    /** The same for teams on equal main score ({@code standings --teams --explain}). */
    static List<String> explain(TeamStandingsReport rep, Locale locale) {
        return rep.explanations(locale);
    }
}
