package org.qicai.core.game;

import java.util.OptionalInt;

/**
 * 段级位 — a Go rank as OpenGotha numbers it, the one reader of ranks for the OpenGotha files (core) and the
 * McMahon pairing (Go plugin): 30K = −30 … 1K = −1, 1D = 0 … 9D = 8; professional ranks (职业) 1–3P = 6 (7D),
 * 4–6P = 7, 7P+ = 8; a bare number is kyu; Chinese 段 and 级 are read too ({@code 3段}, {@code 5级}). Out of range
 * is clamped to 30K…9D.
 */
public final class GoRank {
    /** 30K. */
    public static final int MIN = -30;
    /** 9D. */
    public static final int MAX = 8;

    private GoRank() {
    }

    /** The rank number of {@code text} ({@code 10K}, {@code 3d}, {@code 2P}, {@code 12}, {@code 3段}), or empty. */
    public static OptionalInt parse(String text) {
        String s = text == null ? "" : text.strip();
        if (s.isEmpty()) {
            return OptionalInt.empty();
        }
        char last = Character.toLowerCase(s.charAt(s.length() - 1));
        String digits = Character.isDigit(last) ? s : s.substring(0, s.length() - 1).strip();
        int n;
        try {
            n = Integer.parseInt(digits);
        } catch (NumberFormatException e) {
            return OptionalInt.empty();
        }
        int rank;
        if (Character.isDigit(last) || last == 'k' || last == '级') {
            rank = -n;
        } else if (last == 'd' || last == '段') {
            rank = n - 1;
        } else if (last == 'p') {
            rank = n <= 3 ? 6 : n <= 6 ? 7 : 8;
        } else {
            return OptionalInt.empty();
        }
        return OptionalInt.of(Math.max(MIN, Math.min(MAX, rank)));
    }

    /** The rank as OpenGotha writes it: {@code 5K}, {@code 1D}. */
    public static String format(int rank) {
        return rank >= 0 ? (rank + 1) + "D" : (-rank) + "K";
    }

    /** EGF's rank of a rating: 2100 = 1D, 2000 = 1K, 100 points a rank, clamped to 30K…9D. */
    public static int ofRating(int rating) {
        return Math.max(MIN, Math.min(MAX, Math.floorDiv(rating - 2050, 100)));
    }
}
