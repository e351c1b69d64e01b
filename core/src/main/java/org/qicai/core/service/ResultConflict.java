package org.qicai.core.service;

import org.qicai.core.UserError;
import org.qicai.core.model.ResultEntry;

/**
 * A result refused because the board holds another one (issue 16 item 3): typed over a different result without
 * saying it is a correction ({@code --correct}, the window's confirmation), or entered from a view that showed a
 * value the board no longer has (another desk changed it meanwhile). Names the board's current value and who
 * entered it; nothing was written but the conflict's journal row ({@code result.conflict}).
 */
public final class ResultConflict extends UserError {
    private static final long serialVersionUID = 1L;

    private final transient ResultEntry current;
    private final transient ResultEntry attempted;
    private final String enteredBy;
    private final boolean stale;

    ResultConflict(String chinese, String english, ResultEntry current, ResultEntry attempted, String enteredBy,
                   boolean stale) {
        super(chinese, english, null);
        this.current = current;
        this.attempted = attempted;
        this.enteredBy = enteredBy;
        this.stale = stale;
    }

    /** What the board holds now. */
    public ResultEntry current() {
        return current;
    }

    /** What was refused. */
    public ResultEntry attempted() {
        return attempted;
    }

    /** Who entered the current value (the journal's actor), or "" when the journal does not say. */
    public String enteredBy() {
        return enteredBy;
    }

    /** True when the view was stale (the board changed after it was shown), false for a correction not confirmed. */
    public boolean stale() {
        return stale;
    }
}
