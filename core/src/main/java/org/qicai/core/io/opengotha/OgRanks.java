package org.qicai.core.io.opengotha;

/**
 * Ranks as OpenGotha numbers them: 30K = −30 … 1K = −1, 1D = 0 … 9D = 8; professional ranks 1–3P = 6 (7D),
 * 4–6P = 7, 7P+ = 8; a bare number is kyu. Out of range is clamped to −30…8.
 */
public final class OgRanks {
    public static final int MIN_RANK = -30;
    public static final int MAX_RANK = 8;

    private OgRanks() {
    }

    /** The rank number of {@code text}, or empty when it is not a rank. */
    public static java.util.OptionalInt parse(String text) {
        String s = text == null ? "" : text.strip();
        if (s.isEmpty()) {
            return java.util.OptionalInt.empty();
        }
        char last = Character.toLowerCase(s.charAt(s.length() - 1));
        String digits = Character.isDigit(last) ? s : s.substring(0, s.length() - 1).strip();
        int n;
        try {
            n = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return java.util.OptionalInt.empty();
        }
        int rank;
        if (Character.isDigit(last) || last == 'k' || last == '级') {
            rank = -n;
        } else if (last == 'd' || last == '段') {
            rank = n - 1;
        } else if (last == 'p') {
            rank = n <= 3 ? 6 : n <= 6 ? 7 : 8;
        } else {
            return java.util.OptionalInt.empty();
        }
        return java.util.OptionalInt.of(Math.max(MIN_RANK, Math.min(MAX_RANK, rank)));
    }

    /** The rank as OpenGotha writes it: {@code 5K}, {@code 1D}. */
    public static String format(int rank) {
        return rank >= 0 ? (rank + 1) + "D" : (-rank) + "K";
    }
}
