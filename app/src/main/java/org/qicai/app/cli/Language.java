package org.qicai.app.cli;

import java.util.Locale;
import java.util.Optional;

/**
 * The command line's two languages (语言): Chinese by default, English with {@code --lang en} or the environment
 * variable {@code QICAI_LANG=en}; {@code --lang} wins over the variable. No picocli here: the window's start reads
 * it too.
 */
final class Language {
    static final Locale ZH = Locale.SIMPLIFIED_CHINESE;
    static final Locale EN = Locale.ENGLISH;
    static final String ENV = "QICAI_LANG";
    static final String OPTION = "--lang";

    private Language() {
    }

    /** {@code zh} or {@code en}, in any case; anything else is not a language of ours. */
    static Optional<Locale> parse(String value) {
        if (value == null) {
            return Optional.empty();
        }
        return switch (value.strip().toLowerCase(Locale.ROOT)) {
            case "zh" -> Optional.of(ZH);
            case "en" -> Optional.of(EN);
            default -> Optional.empty();
        };
    }

    /**
     * The value of the last {@code --lang X} or {@code --lang=X} before a {@code --}, or null: read before picocli
     * parses, so that its help and its own errors are in that language too.
     */
    static String optionValue(String[] args) {
        String value = null;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            if (a.equals("--")) {
                break;
            }
            if (a.equals(OPTION) && i + 1 < args.length) {
                value = args[++i];
            } else if (a.startsWith(OPTION + "=")) {
                value = a.substring(OPTION.length() + 1);
            }
        }
        return value;
    }

    /** Chinese and English words for a value that is neither zh nor en, named by where it came from. */
    static String wrongZh(String where, String value) {
        return where + " 只能是 zh（中文）或 en（英文），不能是“" + value + "”";
    }

    static String wrongEn(String where, String value) {
        return where + " must be zh (Chinese) or en (English), not '" + value + "'";
    }
}
