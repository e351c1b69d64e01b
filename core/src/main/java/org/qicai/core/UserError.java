package org.qicai.core;

/**
 * An error the arbiter can fix: bad input, an action not allowed now, a file that is not an event.
 * The message is complete and shown as it is (one line on the CLI, a dialog in the window);
 * nothing was written.
 */
public class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UserError(String message) {
        super(message);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
    }
}
