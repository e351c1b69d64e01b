package org.qicai.core.model;

/**
 * 轮空的种类 — why a player has no opponent in a round. Codes follow FIDE TRF16 round blocks.
 */
public enum ByeKind {
    /** 轮空 given by the pairing (TRF {@code U}); scores as a win by default (附录二 7). */
    PAIRING('U'),
    /** full-point bye requested or granted by the arbiter (TRF {@code F}). */
    FULL_POINT('F'),
    /** half-point bye (TRF {@code H}). */
    HALF_POINT('H'),
    /** zero-point bye, e.g. an announced absence (TRF {@code Z}). */
    ZERO_POINT('Z');

    private final char trfCode;

    ByeKind(char trfCode) {
        this.trfCode = trfCode;
    }

    public char trfCode() {
        return trfCode;
    }

    public static ByeKind fromTrf(char c) {
        for (ByeKind k : values()) {
            if (k.trfCode == Character.toUpperCase(c)) {
                return k;
            }
        }
        throw new IllegalArgumentException("not a TRF bye code: " + c);
    }
}
