package org.qicai.app.cli;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.team.TeamStandingsReport;

/**
 * {@code standings --explain}: for each pair of adjacent players on equal points, the first
 * criterion that separated them (18.4 or a tiebreak, as the ranking applied it — 直胜 between the
 * players it was applied to) with both values, or that the place is shared (15.1) and needs a
 * play-off (15.6). The wording comes from the report, so the window says the same; only the place of
 * a pair that shares it is said the way people say it — 并列第2名 / shared 2nd place rather than
 * 第2、2名 / rank 2–2. A pair on different places keeps 第2、3名 / rank 2–3.
 */
final class StandingsExplainer {
    /** The report's label of a pair on one place: the same number twice. */
    private static final Pattern SHARED_ZH = Pattern.compile("^第(\\d+)、\\1名：");
    private static final Pattern SHARED_EN = Pattern.compile("^rank (\\d+)–\\1: ");

    private StandingsExplainer() {
    }

    static List<String> explain(StandingsReport rep, Locale locale) {
        return naturalPlaces(rep.explanations(locale), locale);
    }

    /** The same for teams on equal main score ({@code standings --teams --explain}). */
    static List<String> explain(TeamStandingsReport rep, Locale locale) {
        return naturalPlaces(rep.explanations(locale), locale);
    }

    static List<String> naturalPlaces(List<String> lines, Locale locale) {
        boolean en = Named.isEnglish(locale);
        return lines.stream().map(l -> naturalPlace(l, en)).toList();
    }

    private static String naturalPlace(String line, boolean en) {
        Matcher m = (en ? SHARED_EN : SHARED_ZH).matcher(line);
        if (!m.find()) {
            return line;
        }
        int place = Integer.parseInt(m.group(1));
        String label = en ? "shared " + ordinal(place) + " place: " : "并列第" + place + "名：";
        return label + line.substring(m.end());
    }

    /** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
    static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }
}
