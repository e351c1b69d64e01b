package org.qicai.core;

/** A storage failure the arbiter cannot fix by changing input (disk, corrupt file, a bug). */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }
}
