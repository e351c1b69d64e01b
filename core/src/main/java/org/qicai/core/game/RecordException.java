package org.qicai.core.game;

import org.qicai.core.UserError;

/** A record, move or position the arbiter gave that cannot be read or played; nothing was written. */
public class RecordException extends UserError {
    private static final long serialVersionUID = 1L;

    private final transient RecordError error;

    public RecordException(RecordError error) {
        super(error.message(java.util.Locale.SIMPLIFIED_CHINESE), error.message(java.util.Locale.ENGLISH), null);
        this.error = error;
    }

    public RecordError error() {
        return error;
    }
}
