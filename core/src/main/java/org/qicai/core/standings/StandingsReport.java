package org.qicai.core.standings;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.spi.Named;

/**
 * Standings after a round with the tiebreaks that ordered them, ready to show or print: the read
 * model of the CLI, the printed 名次表 and the workstation's standings view.
 *
 * @param afterRound  the standings are after this round
 * @param rows        one per player, in rank order
 * @param tiebreaks   the tiebreaks in the order applied (the columns after the points)
 * @param table       the crosstable everything was computed from
 * @param separations for each pair of adjacent rows on equal points, what separated them
 */
public record StandingsReport(int afterRound, List<Standing> rows, List<Tiebreak> tiebreaks, Crosstable table,
                              List<Separation> separations) {

    public StandingsReport {
        rows = List.copyOf(rows);
        tiebreaks = List.copyOf(tiebreaks);
        separations = List.copyOf(separations);
    }

    /** The report for rows ranked by {@link StandingsCalculator} (the separations come from the same computation). */
    public StandingsReport(int afterRound, List<Standing> rows, List<Tiebreak> tiebreaks, Crosstable table) {
        this(afterRound, rows, tiebreaks, table, StandingsCalculator.compute(table, tiebreaks).separations());
    }

    /** Ranks the crosstable with the tiebreaks. */
    public static StandingsReport of(Crosstable table, List<Tiebreak> tiebreaks) {
        StandingsCalculator.Ranking r = StandingsCalculator.compute(table, tiebreaks);
        return new StandingsReport(table.upToRound(), r.rows(), tiebreaks, table, r.separations());
    }

    /**
     * 暂列: a result up to {@link #afterRound()} is still missing, so these standings are provisional
     * (issue 13 item 5: never "after round N" while round N has no result).
     */
    public boolean provisional() {
        return !table.complete();
    }

    /** The places cannot change any more (after the last planned round, every result in): 15.6 marks are shown. */
    public boolean placesFinal() {
        return table.placesFinal();
    }

    /** A tiebreak value formatted in its own units. */
    public String formatTiebreak(int index, long value) {
        return tiebreaks.get(index).format(value, table);
    }

    public String formatPoints(long units) {
        return table.scheme().format(units);
    }

    public List<String> tiebreakNames(Locale locale) {
        return tiebreaks.stream().map(t -> t.displayName(locale)).toList();
    }

    /** The tiebreak ids in order (the CSV header names them so). */
    public List<String> tiebreakIds() {
        return tiebreaks.stream().map(Tiebreak::id).toList();
    }

    /** The row of one player. */
    public java.util.Optional<Standing> row(int player) {
        return rows.stream().filter(s -> s.player().no() == player).findFirst();
    }

    /**
     * For each pair of adjacent players on equal points, the first criterion that separated them and
     * both values — or that nothing did and the place is shared (15.1), with the play-off mark (15.6).
     */
    public List<String> explanations(Locale locale) {
        boolean en = Named.isEnglish(locale);
        List<String> out = new ArrayList<>();
        for (Separation s : separations) {
            Standing a = row(s.upper()).orElseThrow();
            Standing b = row(s.lower()).orElseThrow();
            String who = a.player().no() + " " + a.player().name() + " / " + b.player().no() + " " + b.player().name();
            String reason = switch (s.criterion()) {
                case TIEBREAK -> {
                    Tiebreak t = tiebreaks.get(s.tiebreakIndex());
                    yield t.displayName(locale) + " (" + t.clause() + ") " + formatTiebreak(s.tiebreakIndex(), s.upperValue())
                            + " : " + formatTiebreak(s.tiebreakIndex(), s.lowerValue())
                            + (t.lowerIsBetter() ? (en ? " (fewer ranks higher)" : "（少者列前）") : "");
                }
                case PENALTY_18_4 -> (en ? "18.4 penalties (last among equal points): " : "18.4 受处分者列后：")
                        + penaltyText(s.upper(), en) + " : " + penaltyText(s.lower(), en);
                case NONE -> (en ? "nothing separates them: place shared (15.1)" : "无法区分，名次并列（15.1）")
                        + (a.playoff() ? (en ? "; play-off required (15.6)" : "；应安排加赛（15.6）") : "");
            };
            out.add(placeLabel(a.rank(), b.rank(), en) + who + " — " + reason);
        }
        return out;
    }

    /**
     * The places of an adjacent pair as people say them: 第2、3名 / rank 2–3, and for a pair on one place
     * (15.1) 并列第2名 / shared 2nd place.
     */
    public static String placeLabel(int upper, int lower, boolean en) {
        if (upper == lower) {
            return en ? "shared " + ordinal(upper) + " place: " : "并列第" + upper + "名：";
        }
        return en ? "rank " + upper + "–" + lower + ": " : "第" + upper + "、" + lower + "名：";
    }

    /** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
    public static String ordinal(int n) {
        int lastTwo = n % 100;
        String suffix = lastTwo >= 11 && lastTwo <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    private String penaltyText(int player, boolean en) {
        int w = table.warnings(player);
        int d = table.disqualifications(player);
        if (w == 0 && d == 0) {
            return en ? "none" : "无";
        }
        List<String> parts = new ArrayList<>();
        if (d > 0) {
            parts.add(en ? d + " disqualification(s) 18.2" : "取消比赛资格" + d + "次");
        }
        if (w > 0) {
            parts.add(en ? w + " warning(s) 18.1" : "警告" + w + "次");
        }
        return String.join(en ? ", " : "、", parts);
    }
}
