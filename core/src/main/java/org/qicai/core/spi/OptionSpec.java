package org.qicai.core.spi;

import java.util.List;

/**
 * A setting an extension understands, with the rulebook's default, so the workstation can offer it
 * and the CLI can validate it.
 *
 * @param key          option key stored in the event's settings
 * @param labelZh      Chinese label
 * @param labelEn      English label
 * @param defaultValue the rulebook's or RULES.md's default
 * @param clause       the clause that fixes the default ("附录二 3", "13.5", "[ours]")
 * @param choices      allowed values, empty when free
 */
public record OptionSpec(String key, String labelZh, String labelEn, String defaultValue, String clause,
                         List<String> choices) {
    public OptionSpec {
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    /** Checks a value against the choices; returns an error message or null. */
    public String validate(String value) {
        if (!choices.isEmpty() && !choices.contains(value)) {
            return "option " + key + ": '" + value + "' is not one of " + String.join(", ", choices);
        }
        return null;
    }
}
