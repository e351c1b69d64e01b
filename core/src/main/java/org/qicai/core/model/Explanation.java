package org.qicai.core.model;

import java.util.Locale;

/**
 * A board's explanation (why the pairing system made it) in both languages the program speaks, stored as one
 * text: the Chinese, and — when the plugin gives one — the English after a unit separator (U+001F), which no
 * typed or printed text contains. A plugin writes {@link #of(String, String)}; a front end shows
 * {@link #in(String, Locale)}, so the English window and {@code --lang en} read English and the Chinese ones
 * Chinese (issue 13 item 4). Explanations stored before, or written in one language, read the same in both.
 */
public final class Explanation {
    /** Between the Chinese and the English of a stored explanation. */
    public static final char SEPARATOR = '\u001F';

    private Explanation() {
    }

    /** The stored form of an explanation in Chinese and English; the Chinese alone when there is no English. */
    public static String of(String zh, String en) {
        String z = zh == null ? "" : zh;
        if (en == null || en.isBlank() || en.equals(z)) {
            return z;
        }
        return z + SEPARATOR + en;
    }

    /** The explanation in the language of {@code locale}: English for an English locale, else Chinese. */
    public static String in(String stored, Locale locale) {
        return english(locale) ? en(stored) : zh(stored);
    }

    /**
     * Several texts, one a line, each stored as {@link #of} stores one (a round's notes), in the language of
     * {@code locale}.
     */
    public static String linesIn(String stored, Locale locale) {
        if (stored == null || stored.indexOf(SEPARATOR) < 0) {
            return stored;
        }
        return String.join("\n", java.util.Arrays.stream(stored.split("\n", -1)).map(l -> in(l, locale)).toList());
    }

    /** The Chinese of a stored explanation. */
    public static String zh(String stored) {
        if (stored == null) {
            return "";
        }
        int at = stored.indexOf(SEPARATOR);
        return at < 0 ? stored : stored.substring(0, at);
    }

    /** The English of a stored explanation, or its Chinese when it has no English. */
    public static String en(String stored) {
        if (stored == null) {
            return "";
        }
        int at = stored.indexOf(SEPARATOR);
        return at < 0 ? stored : stored.substring(at + 1);
    }

    /** Both explanations with a note added to each ({@code zh} to the Chinese, {@code en} to the English). */
    public static String append(String stored, String zh, String en) {
        return of(zh(stored) + zh, en(stored) + en);
    }

    private static boolean english(Locale locale) {
        return locale != null && "en".equals(locale.getLanguage());
    }
}
