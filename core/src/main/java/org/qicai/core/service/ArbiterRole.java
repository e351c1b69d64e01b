package org.qicai.core.service;

import java.util.Locale;
import java.util.Optional;
import org.qicai.core.UserError;

/**
 * A desk's role (issue 16 item 4). 裁判长 (chief): settings, registration, pairing, publishing, withdrawals,
 * rulings and undo; 副裁判 (deputy): results, fouls, the clock and game records. A deputy's journal rows carry the
 * role after the name ({@code 李四（副裁判）}); a name alone is the chief's, as every row written before roles.
 */
public enum ArbiterRole {
    CHIEF("裁判长", "chief"),
    DEPUTY("副裁判", "deputy");

    private final String zh;
    private final String en;

    ArbiterRole(String zh, String en) {
        this.zh = zh;
        this.en = en;
    }

    public String chinese() {
        return zh;
    }

    public String english() {
        return en;
    }

    /** The role's name in the language: 裁判长 / chief. */
    public String label(Locale locale) {
        return locale != null && "en".equals(locale.getLanguage()) ? en : zh;
    }

    /** What the journal records as the actor: the name, with the role for a deputy ({@code 李四（副裁判）}). */
    public String actor(String name) {
        return this == CHIEF ? name : name + "（" + zh + "）";
    }

    /** The role a journal row's actor names: a deputy's suffix, else the chief. */
    public static ArbiterRole ofActor(String actor) {
        return actor != null && actor.endsWith("（" + DEPUTY.zh + "）") ? DEPUTY : CHIEF;
    }

    /** {@code chief}, {@code deputy}, 裁判长, 副裁判 (any case); empty for anything else. */
    public static Optional<ArbiterRole> find(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (ArbiterRole r : values()) {
            if (t.equals(r.en) || t.equals(r.zh) || t.equals(r.name().toLowerCase(Locale.ROOT))) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** {@link #find}, or refused in words naming {@code where} ({@code QICAI_ROLE}). */
    public static ArbiterRole parse(String text, String where) {
        return find(text).orElseThrow(() -> UserError.zh(where + " 应为 chief（裁判长）或 deputy（副裁判），不能是“" + text + "”",
                where + " is chief or deputy, not '" + text + "'"));
    }
}
