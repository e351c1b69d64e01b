package org.qicai.core.trf;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes FIDE TRF16 in UTF-8, columns counted in characters. Non-player lines come first in their
 * order, then the {@code 001} lines by start number. The points column is written as the model
 * holds it; {@link TrfTournament#cutBefore} and {@link TrfConverter#fromSnapshot} compute it.
 */
public final class TrfWriter {
    /** bbpPairings writes CR alone; Swiss-Manager and Vega write CRLF and read both. */
    public static final String CRLF = "\r\n";

    private TrfWriter() {
    }

    public static String write(TrfTournament t) {
        return write(t, CRLF);
    }

    public static String write(TrfTournament t, String lineEnd) {
        StringBuilder sb = new StringBuilder();
        for (TrfHeader h : t.headers()) {
            sb.append(h.code());
            if (!h.value().isEmpty()) {
                sb.append(' ').append(h.value());
            }
            sb.append(lineEnd);
        }
        for (TrfPlayer p : t.players()) {
            sb.append(playerLine(p)).append(lineEnd);
        }
        return sb.toString();
    }

    public static void write(TrfTournament t, Path file) throws IOException {
        Files.writeString(file, write(t), StandardCharsets.UTF_8);
    }

    /** One {@code 001} line, without line end. */
    public static String playerLine(TrfPlayer p) {
        Line l = new Line();
        l.put(1, "001");
        l.right(5, 4, Integer.toString(p.startNo()));
        l.left(10, 1, p.sex());
        l.right(11, 3, p.title());
        l.left(15, 33, p.name());
        if (p.rating() > 0) {
            l.right(49, 4, Integer.toString(p.rating()));
        }
        l.left(54, 3, p.federation());
        l.right(58, 11, p.fideId());
        l.left(70, 10, p.birthDate());
        String points = TrfPointSystem.format(p.points());
        if (points.length() > 4) {
            throw new TrfException("棋手 " + p.startNo() + "：积分 " + points + " 超出第 81–84 列",
                    "player " + p.startNo() + ": points " + points + " do not fit columns 81–84");
        }
        l.right(81, 4, points);
        if (p.rank() > 0) {
            l.right(86, 4, Integer.toString(p.rank()));
        }
        List<TrfGame> rounds = p.rounds();
        for (int r = 0; r < rounds.size(); r++) {
            TrfGame g = rounds.get(r);
            int col = 92 + 10 * r;
            if (g.isEmpty()) {
                continue;
            }
            l.right(col, 4, g.hasOpponent() ? Integer.toString(g.opponent()) : "0000");
            l.put(col + 5, String.valueOf(g.colour()));
            l.put(col + 7, String.valueOf(g.result()));
        }
        return l.toString();
    }

    /** A line of code points written by column. */
    private static final class Line {
        private int[] cps = new int[0];

        void put(int col, String text) {
            int[] t = text.codePoints().toArray();
            ensure(col - 1 + t.length);
            System.arraycopy(t, 0, cps, col - 1, t.length);
        }

        void left(int col, int width, String text) {
            int[] t = text.codePoints().toArray();
            if (t.length > width) {
                text = new String(t, 0, width);
            }
            put(col, text);
        }

        void right(int col, int width, String text) {
            int len = text.codePointCount(0, text.length());
            if (len > width) {
                throw new TrfException("“" + text + "”在第 " + col + " 列处超出 " + width + " 列宽",
                        "'" + text + "' does not fit " + width + " columns at column " + col);
            }
            put(col + width - len, text);
        }

        private void ensure(int len) {
            if (cps.length < len) {
                int[] n = new int[len];
                java.util.Arrays.fill(n, ' ');
                System.arraycopy(cps, 0, n, 0, cps.length);
                cps = n;
            }
        }

        @Override
        public String toString() {
            return new String(cps, 0, cps.length).stripTrailing();
        }
    }
}
