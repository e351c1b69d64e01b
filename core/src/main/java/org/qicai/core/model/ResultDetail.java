package org.qicai.core.model;

import java.util.Optional;

/**
 * 胜负方式 — how a game was decided, beside its {@link Result} (which alone scores): by resignation (中盘胜), by
 * counting with its exact margin (Go 第九条: 黑胜3/4子 in stones under Chinese rules, points under Japanese), on
 * time, or 重下 (a game to be replayed, go 8.3/8.4/11.3: its result stays {@link Result#PENDING}).
 * {@link #NONE} says nothing more than the result.
 *
 * @param how      the way it ended
 * @param quarters the margin in quarters of the unit (3 = ¾) when {@code how} is {@link How#COUNT}, else 0
 * @param points   the margin is in points (目, Japanese/Korean counting) rather than stones (子, Chinese)
 */
public record ResultDetail(How how, int quarters, boolean points) {

    /** The ways a game ends that the result alone does not say. */
    public enum How {
        NONE, RESIGNATION, COUNT, TIME, REPLAY
    }

    public static final ResultDetail NONE = new ResultDetail(How.NONE, 0, false);
    public static final ResultDetail RESIGNATION = new ResultDetail(How.RESIGNATION, 0, false);
    public static final ResultDetail TIME = new ResultDetail(How.TIME, 0, false);
    public static final ResultDetail REPLAY = new ResultDetail(How.REPLAY, 0, false);

    public ResultDetail {
        how = how == null ? How.NONE : how;
        if (how != How.COUNT) {
            quarters = 0;
            points = false;
        }
        if (quarters < 0) {
            throw new IllegalArgumentException("a margin is not negative: " + quarters + "/4");
        }
    }

    /** A count's margin in quarters of a stone ({@code points} false) or of a point. */
    public static ResultDetail count(int quarters, boolean points) {
        return new ResultDetail(How.COUNT, quarters, points);
    }

    public boolean isNone() {
        return how == How.NONE;
    }

    /**
     * The stored form (the {@code result_detail} column, the journal): empty for none, {@code R} resignation,
     * {@code T} time, {@code X} replay, {@code S3} a count of ¾ stone, {@code P26} 6½ points.
     */
    public String code() {
        return switch (how) {
            case NONE -> "";
            case RESIGNATION -> "R";
            case TIME -> "T";
            case REPLAY -> "X";
            case COUNT -> (points ? "P" : "S") + quarters;
        };
    }

    /** Reads {@link #code()}; empty for anything else. */
    public static Optional<ResultDetail> parseCode(String code) {
        String c = code == null ? "" : code.strip();
        switch (c) {
            case "":
                return Optional.of(NONE);
            case "R":
                return Optional.of(RESIGNATION);
            case "T":
                return Optional.of(TIME);
            case "X":
                return Optional.of(REPLAY);
            default:
                if (c.matches("[SP]\\d{1,6}")) {
                    return Optional.of(count(Integer.parseInt(c.substring(1)), c.charAt(0) == 'P'));
                }
                return Optional.empty();
        }
    }
}
