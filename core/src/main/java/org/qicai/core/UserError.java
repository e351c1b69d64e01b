package org.qicai.core;

import java.util.Locale;

/**
 * An error the arbiter can fix: bad input, an action not allowed now, a file that is not an event.
 * The message is complete and shown as it is (one line on the CLI, a dialog in the window);
 * nothing was written.
 *
 * <p>{@link #getMessage()} is the English text (logs, scripts, tests); {@link #message(Locale)} gives
 * the text in the user's language when a Chinese text was provided ({@link #zh(String, String)}).
 */
public class UserError extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final String chinese;

    public UserError(String message) {
        this(message, (Throwable) null);
    }

    public UserError(String message, Throwable cause) {
        super(message, cause);
        this.chinese = null;
    }

    /** An error with its Chinese and English texts. */
    public UserError(String chinese, String english, Throwable cause) {
        super(english, cause);
        this.chinese = chinese;
    }

    /** An error with its Chinese and English texts: {@code throw UserError.zh("第3行…", "row 3 …")}. */
    public static UserError zh(String chinese, String english) {
        return new UserError(chinese, english, null);
    }

    /** The Chinese text, or null when only English was given. */
    public String chinese() {
        return chinese;
    }

    /** The message in the given language: Chinese unless English is asked for or no Chinese text exists. */
    public String message(Locale locale) {
        boolean english = locale != null && "en".equals(locale.getLanguage());
        return english || chinese == null ? getMessage() : chinese;
    }
}
