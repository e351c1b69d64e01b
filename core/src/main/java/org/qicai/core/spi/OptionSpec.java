package org.qicai.core.spi;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

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
 * @param choiceLabels how some (or all) of the choices read for people; a choice without one shows as its value
 */
public record OptionSpec(String key, String labelZh, String labelEn, String defaultValue, String clause,
                         List<String> choices, List<ChoiceLabel> choiceLabels) {

    /**
     * How one allowed value reads for people: {@code fold} is 拦腰 / "fold (top half v bottom half)". The value
     * is what is stored and typed on the command line; the labels are only shown.
     */
    public record ChoiceLabel(String value, String labelZh, String labelEn) {
        public ChoiceLabel {
            if (value == null || labelZh == null || labelEn == null) {
                throw new IllegalArgumentException("a choice label needs a value and both labels");
            }
        }

        /** The label in the language of {@code locale} (Chinese unless English). */
        public String label(Locale locale) {
            return locale != null && "en".equals(locale.getLanguage()) ? labelEn : labelZh;
        }
    }

    public OptionSpec {
        choices = choices == null ? List.of() : List.copyOf(choices);
        choiceLabels = choiceLabels == null ? List.of() : List.copyOf(choiceLabels);
        for (ChoiceLabel c : choiceLabels) {
            if (!choices.contains(c.value())) {
                throw new IllegalArgumentException("option " + key + ": label for '" + c.value()
                        + "', which is not one of its choices " + choices);
            }
        }
    }

    /** Without labels for the choices (each shows as its value). */
    public OptionSpec(String key, String labelZh, String labelEn, String defaultValue, String clause,
                      List<String> choices) {
        this(key, labelZh, labelEn, defaultValue, clause, choices, List.of());
    }

    /** A label for one choice, for {@link #withChoiceLabels}. */
    public static ChoiceLabel choice(String value, String labelZh, String labelEn) {
        return new ChoiceLabel(value, labelZh, labelEn);
    }

    /** The same option with these labels for its choices (added to any it has; a later label for a value wins). */
    public OptionSpec withChoiceLabels(ChoiceLabel... labels) {
        List<ChoiceLabel> all = new ArrayList<>();
        for (ChoiceLabel old : choiceLabels) {
            boolean replaced = false;
            for (ChoiceLabel l : labels) {
                replaced |= l.value().equals(old.value());
            }
            if (!replaced) {
                all.add(old);
            }
        }
        all.addAll(List.of(labels));
        return new OptionSpec(key, labelZh, labelEn, defaultValue, clause, choices, all);
    }

    /** The label of one choice, if the option gives one. */
    public Optional<ChoiceLabel> choiceLabel(String value) {
        return choiceLabels.stream().filter(c -> c.value().equals(value)).findFirst();
    }

    /** How a value reads in the language of {@code locale}: its label, else the value itself. */
    public String choiceText(String value, Locale locale) {
        return choiceLabel(value).map(c -> c.label(locale)).orElse(value);
    }

    /** Checks a value against the choices; returns an error message or null. */
    public String validate(String value) {
        if (!choices.isEmpty() && !choices.contains(value)) {
            return "option " + key + ": '" + value + "' is not one of "
                    + String.join(", ", choices.stream().map(c -> c.isEmpty() ? "(blank)" : c).toList());
        }
        return null;
    }
}
