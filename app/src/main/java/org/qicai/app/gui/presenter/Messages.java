package org.qicai.app.gui.presenter;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The workstation's texts from {@code i18n/messages*.properties} (UTF-8). The base bundle is
 * Chinese; {@code _en} is English. No fallback to the machine's locale: an English-speaking laptop
 * still shows Chinese unless the arbiter chose English.
 */
public final class Messages {
    static final String BUNDLE = "i18n.messages";

    private final Language language;
    private final ResourceBundle bundle;

    private Messages(Language language) {
        this.language = language;
        Locale bundleLocale = language == Language.ENGLISH ? Locale.ENGLISH : Locale.ROOT;
        this.bundle = ResourceBundle.getBundle(BUNDLE, bundleLocale, Messages.class.getClassLoader(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public static Messages of(Language language) {
        return new Messages(language);
    }

    public Language language() {
        return language;
    }

    public Locale locale() {
        return language.locale();
    }

    public boolean english() {
        return language == Language.ENGLISH;
    }

    /** The text for {@code key}; with arguments it is a {@link MessageFormat} pattern. */
    public String get(String key, Object... args) {
        String pattern;
        try {
            pattern = bundle.getString(key);
        } catch (MissingResourceException e) {
            return "!" + key + "!";
        }
        if (args.length == 0) {
            return pattern;
        }
        return new MessageFormat(pattern, locale()).format(args);
    }

    /** Whether the bundle has the key (for tests of the bundles). */
    public boolean has(String key) {
        return bundle.containsKey(key);
    }
}
