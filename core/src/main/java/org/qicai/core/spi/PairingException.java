package org.qicai.core.spi;

import org.qicai.core.ChineseMessage;

/**
 * A pairing the rules do not allow. The message must say which rule blocks which players, so the
 * arbiter can decide — a pairing system never relaxes an absolute rule silently.
 *
 * <p>{@link #getMessage()} is the plugin's text as given. A plugin may add a Chinese text with
 * {@link #PairingException(String, String)}; the host shows it to a Chinese-speaking arbiter.
 */
public class PairingException extends Exception implements ChineseMessage {
    private static final long serialVersionUID = 1L;

    private final String chinese;

    public PairingException(String message) {
        super(message);
        this.chinese = null;
    }

    /** A refusal with its Chinese and English texts (same order as {@code UserError.zh}). */
    public PairingException(String chinese, String english) {
        super(english);
        this.chinese = chinese;
    }

    /** The Chinese text, or null when the plugin gave only one text. */
    public String chinese() {
        return chinese;
    }

    /** The Chinese text, or the message itself when none was given (cn-swiss already writes Chinese). */
    @Override
    public String messageZh() {
        return chinese != null ? chinese : getMessage();
    }
}
