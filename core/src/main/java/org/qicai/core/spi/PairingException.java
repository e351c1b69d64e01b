package org.qicai.core.spi;

/**
 * A pairing the rules do not allow. The message must say which rule blocks which players, so the
 * arbiter can decide — a pairing system never relaxes an absolute rule silently.
 */
public class PairingException extends Exception {
    private static final long serialVersionUID = 1L;

    public PairingException(String message) {
        super(message);
    }
}
