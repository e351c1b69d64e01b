package org.qicai.core.model;

/**
 * 成绩 as the arbiter enters it: the {@link Result} that scores and how the game was decided
 * ({@link ResultDetail}, e.g. 黑胜3/4子 is {@code 1-0} by a count of ¾ stone).
 */
public record ResultEntry(Result result, ResultDetail detail) {

    public ResultEntry {
        if (result == null) {
            throw new IllegalArgumentException("no result");
        }
        detail = detail == null ? ResultDetail.NONE : detail;
        boolean fits = switch (detail.how()) {
            case NONE -> true;
            case RESIGNATION, TIME -> result == Result.FIRST_WIN || result == Result.SECOND_WIN;
            case COUNT -> detail.quarters() == 0 ? result == Result.DRAW
                    : result == Result.FIRST_WIN || result == Result.SECOND_WIN;
            case REPLAY -> result == Result.PENDING;
        };
        if (!fits) {
            throw new IllegalArgumentException(detail.code() + " does not go with the result " + result.code());
        }
    }

    /** A result with nothing more said. */
    public static ResultEntry of(Result result) {
        return new ResultEntry(result, ResultDetail.NONE);
    }

    /** The stored code of the result with the detail's after a space: {@code 1-0}, {@code 1-0 S3}. */
    public String code() {
        return detail.isNone() ? result.code() : result.isDecided() ? result.code() + " " + detail.code() : detail.code();
    }
}
