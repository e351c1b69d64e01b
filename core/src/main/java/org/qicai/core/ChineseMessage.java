package org.qicai.core;

/**
 * An exception that carries a Chinese text beside its English {@link Throwable#getMessage()}, declared here so
 * that {@link ArgumentError#chineseOf} can read one from any package without depending on it (the SPI's
 * {@code PairingException} implements it; core's root package depends on no other package of core).
 */
public interface ChineseMessage {

    /** The Chinese text, or the message itself when there is none. */
    String messageZh();
}
