package org.qicai.core;

import java.util.Locale;

/**
 * A malformed value (a time control spec, a lineup too large to list, a clock event out of order) with
 * its Chinese text beside the English one. It is an {@link IllegalArgumentException}, so the callers
 * that catch one (the services, the CLI) keep working; they take the Chinese with {@link #chineseOf}.
 *
 * <p>{@link #getMessage()} is the English text, unchanged for logs, scripts and tests.
 */
public class ArgumentError extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final String chinese;

    /** A malformed value with its Chinese and English texts (same order as {@code UserError.zh}). */
    public ArgumentError(String chinese, String english) {
        super(english);
        this.chinese = chinese;
    }

    /** The Chinese text. */
    public String chinese() {
        return chinese;
    }

    /**
     * The Chinese text of a failure, whatever carried it: an {@code ArgumentError}, a {@link UserError}
     * or a {@link ChineseMessage} (a {@code PairingException}) with a Chinese text; otherwise the message as it is.
     */
    public static String chineseOf(Throwable e) {
        if (e instanceof ArgumentError a && a.chinese != null) {
            return a.chinese;
        }
        if (e instanceof UserError u) {
            return u.message(Locale.SIMPLIFIED_CHINESE);
        }
        if (e instanceof ChineseMessage c) {
            return c.messageZh();
        }
        return e.getMessage();
    }
}
