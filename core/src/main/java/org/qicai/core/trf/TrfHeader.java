package org.qicai.core.trf;

import java.util.Objects;

/**
 * A non-player line of a TRF file: its three-character code ({@code 012}, {@code 092}, {@code XXR}
 * …) and the text after column 4, kept as it is (trailing blanks removed). Unknown codes are kept.
 */
public record TrfHeader(String code, String value) {
    public TrfHeader {
        Objects.requireNonNull(code, "code");
        if (code.codePointCount(0, code.length()) != 3) {
            throw new IllegalArgumentException("a TRF line code has three characters: '" + code + "'");
        }
        value = value == null ? "" : value.stripTrailing();
    }
}
