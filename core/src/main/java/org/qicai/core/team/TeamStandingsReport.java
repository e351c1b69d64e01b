package org.qicai.core.team;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import org.qicai.core.model.Team;
import org.qicai.core.spi.Named;

/**
 * 团体名次表 — team standings after a round, ready to show, print or export: the rule that ranked
 * them (15.3, 15.4 or 15.5), the columns after the team (the main score first, then the
 * tiebreaks), one row per team with its values already formatted exactly, and the marks of the
 * regulations (places awarded, relegation).
 */
public final class TeamStandingsReport {

    /** A column: id for CSV/JSON, names for people. */
    public record Column(String id, String nameZh, String nameEn) {
        public String name(Locale locale) {
            return Named.isEnglish(locale) ? nameEn : nameZh;
        }
    }

    /** What the regulations make of a place. */
    public enum Mark {
        NONE("", "", ""),
        /** 录取: within the places awarded (甲级联赛: top six) */
        PRIZE("prize", "录取", "prize"),
        /** 降级: in the relegation places once every round is finished */
        RELEGATED("relegated", "降级", "relegated"),
        /** in the relegation places while rounds remain */
        RELEGATION_ZONE("relegation-zone", "降级区", "relegation zone");

        private final String id;
        private final String zh;
        private final String en;

        Mark(String id, String zh, String en) {
            this.id = id;
            this.zh = zh;
            this.en = en;
        }

        public String id() {
            return id;
        }

        public String label(Locale locale) {
            return Named.isEnglish(locale) ? en : zh;
        }
    }

    /**
     * One team's line.
     *
     * @param rank          place; teams nothing separates share it (名次并列)
     * @param shared        the place is shared
     * @param playoff       15.6: a shared place that must be decided by a play-off
     * @param team          the team (its status says whether it withdrew)
     * @param values        one formatted value per column
     * @param raw           the same values in their exact units
     * @param mark          prize or relegation mark
     * @param penaltyWeight 18.4: 0 when none of its players was penalised under 18.1/18.2
     */
    public record Row(int rank, boolean shared, boolean playoff, Team team, List<String> values, List<Long> raw,
                      Mark mark, long penaltyWeight) {
        public Row {
            values = List.copyOf(values);
            raw = List.copyOf(raw);
        }

        /** {@code =3} for a shared place, with {@code *} when a play-off must decide it. */
        public String rankLabel() {
            return (shared ? "=" : "") + rank + (playoff ? "*" : "");
        }

        public Row withMark(Mark m) {
            return new Row(rank, shared, playoff, team, values, raw, m, penaltyWeight);
        }
    }

    private final String rule;
    private final int afterRound;
    private final boolean finished;
    private final boolean provisional;
    private final List<Column> columns;
    private final List<Row> rows;
    private final Function<Locale, List<String>> explanations;

    public TeamStandingsReport(String rule, int afterRound, boolean finished, List<Column> columns, List<Row> rows,
                               Function<Locale, List<String>> explanations) {
        this(rule, afterRound, finished, false, columns, rows, explanations);
    }

    /** With {@code provisional}: a result up to {@code afterRound} is still missing (暂列). */
    public TeamStandingsReport(String rule, int afterRound, boolean finished, boolean provisional, List<Column> columns,
                               List<Row> rows, Function<Locale, List<String>> explanations) {
        this.rule = rule;
        this.afterRound = afterRound;
        this.finished = finished;
        this.provisional = provisional;
        this.columns = List.copyOf(columns);
        this.rows = List.copyOf(rows);
        this.explanations = explanations;
    }

    /** 15.3, 15.4 or 15.5. */
    public String rule() {
        return rule;
    }

    public int afterRound() {
        return afterRound;
    }

    /** 暂列: a result up to {@link #afterRound()} is still missing. */
    public boolean provisional() {
        return provisional;
    }

    /** Every planned round is finished. */
    public boolean finished() {
        return finished;
    }

    public List<Column> columns() {
        return columns;
    }

    public List<Row> rows() {
        return rows;
    }

    /** For each pair of adjacent teams on equal main score, what separated them, or that the place is shared. */
    public List<String> explanations(Locale locale) {
        return explanations.apply(locale);
    }

    public java.util.Optional<Row> row(int team) {
        return rows.stream().filter(r -> r.team().no() == team).findFirst();
    }
}
