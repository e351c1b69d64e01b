package org.qicai.core.model;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * 赛事设置 — what the regulations (竞赛规程) fix for one event.
 *
 * @param name            赛事名称
 * @param discipline      discipline plugin id ({@code xiangqi}, {@code go})
 * @param system          pairing system plugin id ({@code round-robin}, {@code cn-swiss}, …)
 * @param rounds          planned rounds; 0 = as the system decides (a round robin: N−1 or N)
 * @param scoring         scoring scheme id (see {@code ScoringSchemes})
 * @param tiebreaks       tiebreak ids in order; empty = the preset of the system (15.1/15.2)
 * @param timeControl     time control spec (PGN TimeControl style), empty when not set
 * @param seed            seed of every lot drawn by the program (抽签), so a pairing can be reproduced
 * @param options         further settings by key (system and plugin options, venue, dates, arbiter …)
 */
public record EventSettings(String name, String discipline, String system, int rounds, String scoring,
                            List<String> tiebreaks, String timeControl, long seed, Map<String, String> options) {

    /** Option key: double round robin (两局制 / 双循环). */
    public static final String DOUBLE_ROUND_ROBIN = "double";
    public static final String VENUE = "venue";
    public static final String DATES = "dates";
    public static final String CHIEF_ARBITER = "chief-arbiter";
    /** Option key: 主办单位, the organiser named on every sheet's title block. */
    public static final String ORGANISER = "organiser";
    public static final String TEAM_FORMAT = "team-format";
    public static final String BOARDS = "boards";
    /** Option key: the natural move limit in 回合 (xq 4.2.4, "酌减"); {@link #moveLimit()} reads it. */
    public static final String MOVE_LIMIT = "move-limit";
    /** The natural move limit when the event does not set one (xq 4.2.4: 60 回合). */
    public static final int DEFAULT_MOVE_LIMIT = 60;
    /**
     * Option key: how many automatic backups ({@code NAME.backups/}, one after each round is published) are
     * kept; 0 keeps none. [ours] — the rules say nothing; {@link #backupsKeep()} reads it.
     */
    public static final String BACKUPS_KEEP = "backups-keep";
    /** Option key: a Go event's counting rules, {@code chinese} (area, 数子) or {@code japanese} (territory, 数目). */
    public static final String GO_RULES = "go-rules";
    /** Option key: a Go event's board, 19, 13 or 9 lines. */
    public static final String BOARD_SIZE = "board-size";
    /** Option key: a Go event's komi in points for an even game (7.5 = 贴3¾子); blank: the rules' own. */
    public static final String KOMI = "komi";
    /** Automatic backups kept when the event does not say ([ours]). */
    public static final int DEFAULT_BACKUPS_KEEP = 10;

    public EventSettings {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(discipline, "discipline");
        Objects.requireNonNull(system, "system");
        scoring = scoring == null || scoring.isBlank() ? "14.1" : scoring;
        tiebreaks = tiebreaks == null ? List.of() : List.copyOf(tiebreaks);
        timeControl = timeControl == null ? "" : timeControl;
        options = options == null ? Map.of() : Map.copyOf(new TreeMap<>(options));
    }

    public String option(String key, String fallback) {
        return options.getOrDefault(key, fallback);
    }

    public boolean flag(String key) {
        return Boolean.parseBoolean(options.getOrDefault(key, "false"));
    }

    public int intOption(String key, int fallback) {
        String v = options.get(key);
        if (v == null || v.isBlank()) {
            return fallback;
        }
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    /** The natural move limit in 回合 (4.2.4): the {@link #MOVE_LIMIT} option, 60 when absent or not a positive number. */
    public int moveLimit() {
        int n = intOption(MOVE_LIMIT, DEFAULT_MOVE_LIMIT);
        return n > 0 ? n : DEFAULT_MOVE_LIMIT;
    }

    /** Automatic backups to keep: the {@link #BACKUPS_KEEP} option, 10 when absent or not a number; 0 = none. */
    public int backupsKeep() {
        int n = intOption(BACKUPS_KEEP, DEFAULT_BACKUPS_KEEP);
        return n >= 0 ? n : DEFAULT_BACKUPS_KEEP;
    }

    public boolean isDoubleRoundRobin() {
        return flag(DOUBLE_ROUND_ROBIN);
    }

    public EventSettings withOption(String key, String value) {
        Map<String, String> m = new TreeMap<>(options);
        if (value == null) {
            m.remove(key);
        } else {
            m.put(key, value);
        }
        return new EventSettings(name, discipline, system, rounds, scoring, tiebreaks, timeControl, seed, m);
    }

    public EventSettings withName(String newName) {
        return new EventSettings(newName, discipline, system, rounds, scoring, tiebreaks, timeControl, seed, options);
    }

    public EventSettings withRounds(int newRounds) {
        return new EventSettings(name, discipline, system, newRounds, scoring, tiebreaks, timeControl, seed, options);
    }

    public EventSettings withTiebreaks(List<String> ids) {
        return new EventSettings(name, discipline, system, rounds, scoring, ids, timeControl, seed, options);
    }

    public EventSettings withTimeControl(String spec) {
        return new EventSettings(name, discipline, system, rounds, scoring, tiebreaks, spec, seed, options);
    }

    public EventSettings withScoring(String id) {
        return new EventSettings(name, discipline, system, rounds, id, tiebreaks, timeControl, seed, options);
    }
}
