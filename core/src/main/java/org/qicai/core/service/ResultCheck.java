package org.qicai.core.service;

import org.qicai.core.model.ResultEntry;

/**
 * How {@link EventService#enterResult(int, int, ResultEntry, ResultCheck)} treats a board that already holds a
 * result (issue 16 item 3, no lost update). The same result again is always accepted (nothing written).
 *
 * <ul>
 * <li>{@link #NEW}: only an empty board takes it; a different result there is refused naming it and who entered
 * it ({@code qicai result} without {@code --correct}).</li>
 * <li>{@link #CORRECTION}: a correction said so ({@code --correct}): whatever the board holds is replaced.</li>
 * <li>{@link #over(ResultEntry)}: the window's optimistic check — the board must still hold what the view showed
 * ({@code shown}); a board changed meanwhile by another desk is refused with its current value.</li>
 * </ul>
 */
public final class ResultCheck {
    public static final ResultCheck NEW = new ResultCheck(false, null);
    public static final ResultCheck CORRECTION = new ResultCheck(true, null);

    private final boolean correct;
    private final ResultEntry shown;

    private ResultCheck(boolean correct, ResultEntry shown) {
        this.correct = correct;
        this.shown = shown;
    }

    /** The board must still hold {@code shown} (what the view showed when the arbiter typed). */
    public static ResultCheck over(ResultEntry shown) {
        return new ResultCheck(true, shown == null ? ResultEntry.of(org.qicai.core.model.Result.PENDING) : shown);
    }

    boolean correct() {
        return correct;
    }

    /** The value the view showed, or null when not checked against a view. */
    ResultEntry shown() {
        return shown;
    }
}
