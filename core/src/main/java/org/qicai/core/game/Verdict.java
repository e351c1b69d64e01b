package org.qicai.core.game;

/**
 * A ruling's verdict. {@link #code()} is the word of {@code xq judge --format json}: {@code red_loses},
 * {@code black_loses}, {@code draw}, {@code none}.
 */
public enum Verdict {
    RED_LOSES("red_loses"),
    BLACK_LOSES("black_loses"),
    DRAW("draw"),
    NONE("none");

    private final String code;

    Verdict(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }
}
