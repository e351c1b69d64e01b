package org.qicai.core.spi;

import java.util.List;
import java.util.Locale;

/** What every extension has: a stable id, other accepted names, and a name for people. */
public interface Named {
    /** Stable id used in event files and on the command line (English kebab-case). */
    String id();

    /** Other names accepted on the command line and in imports, e.g. the Chinese name. */
    default List<String> aliases() {
        return List.of();
    }

    /** The name shown to people, in the given language (Chinese unless English is asked for). */
    String displayName(Locale locale);

    /** Whether {@code name} is this extension's id or one of its aliases (case-insensitive). */
    default boolean answersTo(String name) {
        if (name == null) {
            return false;
        }
        String n = name.strip();
        if (id().equalsIgnoreCase(n)) {
            return true;
        }
        for (String a : aliases()) {
            if (a.equalsIgnoreCase(n)) {
                return true;
            }
        }
        return false;
    }

    static boolean isEnglish(Locale locale) {
        return locale != null && "en".equals(locale.getLanguage());
    }
}
