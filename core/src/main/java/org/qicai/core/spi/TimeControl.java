package org.qicai.core.spi;

import java.util.Locale;
import org.pf4j.ExtensionPoint;

/**
 * 用时办法 — a time control family, parsed from and printed to a spec string in the style of the PGN
 * {@code TimeControl} tag (seconds).
 */
public interface TimeControl extends ExtensionPoint, Named {

    /** Whether this family reads the spec (it may still be malformed). */
    boolean accepts(String spec);

    /** Describes a spec for people; throws IllegalArgumentException saying what was expected when malformed. */
    String describe(String spec, Locale locale);
}
