package org.qicai.core.scoring;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Exact display of integer units as decimal points. Never floating point. */
public final class Points {
    private Points() {
    }

    /** {@code format(9, 2)} is {@code "4.5"}; {@code format(8, 2)} is {@code "4"}; repeating fractions are cut at 4 places. */
    public static String format(long units, long denominator) {
        if (denominator == 1) {
            return Long.toString(units);
        }
        BigDecimal v = BigDecimal.valueOf(units).divide(BigDecimal.valueOf(denominator), 4, RoundingMode.HALF_EVEN)
                .stripTrailingZeros();
        return v.scale() < 0 ? v.setScale(0).toPlainString() : v.toPlainString();
    }

    /** Parses {@code "4.5"} into units of the given denominator; rejects values not representable exactly. */
    public static long parse(String text, long denominator) {
        BigDecimal v = new BigDecimal(text.strip()).multiply(BigDecimal.valueOf(denominator));
        try {
            return v.setScale(0, RoundingMode.UNNECESSARY).longValueExact();
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a multiple of 1/" + denominator);
        }
    }
}
