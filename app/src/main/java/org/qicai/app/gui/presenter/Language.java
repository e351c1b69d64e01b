package org.qicai.app.gui.presenter;

import java.util.Locale;

/** 界面语言 — the workstation speaks Chinese by default; English on request. */
public enum Language {
    CHINESE(Locale.SIMPLIFIED_CHINESE, "zh"),
    ENGLISH(Locale.ENGLISH, "en");

    private final Locale locale;
    private final String code;

    Language(Locale locale, String code) {
        this.locale = locale;
        this.code = code;
    }

    public Locale locale() {
        return locale;
    }

    /** The code stored in the preferences. */
    public String code() {
        return code;
    }

    /** The language stored under {@code code}, Chinese when unknown. */
    public static Language fromCode(String code) {
        return "en".equalsIgnoreCase(code) ? ENGLISH : CHINESE;
    }
}
