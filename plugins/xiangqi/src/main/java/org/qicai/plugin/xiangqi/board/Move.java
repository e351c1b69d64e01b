package org.qicai.plugin.xiangqi.board;

/** Moves are ints {@code from | (to << 8)}. */
public final class Move {
    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 8);
    }

    public static int from(int m) {
        return m & 0xff;
    }

    public static int to(int m) {
        return (m >>> 8) & 0xff;
    }

    public static String iccs(int m) {
        return Square.iccs(from(m)) + Square.iccs(to(m));
    }

    /** Accepts "h2e2", "H2-E2", "h2-e2" (surrounding blanks ignored); -1 if not well formed. */
    public static int parseIccs(String s) {
        if (s == null) {
            return -1;
        }
        String t = s.trim();
        String a;
        String b;
        if (t.length() == 4) {
            a = t.substring(0, 2);
            b = t.substring(2);
        } else if (t.length() == 5 && t.charAt(2) == '-') {
            a = t.substring(0, 2);
            b = t.substring(3);
        } else {
            return -1;
        }
        int from = Square.parseIccs(a);
        int to = Square.parseIccs(b);
        if (from < 0 || to < 0 || from == to) {
            return -1;
        }
        return of(from, to);
    }
}
