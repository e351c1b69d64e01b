package org.qicai.app.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A plain-text table for terminals, padded by display width: CJK characters take two columns, so
 * Chinese names line up.
 */
public final class TextTable {
    private final List<String[]> rows = new ArrayList<>();
    private final boolean[] rightAligned;

    public TextTable(String... header) {
        rows.add(header);
        rightAligned = new boolean[header.length];
    }

    public TextTable right(int... columns) {
        for (int c : columns) {
            rightAligned[c] = true;
        }
        return this;
    }

    public TextTable add(Object... cells) {
        String[] r = new String[cells.length];
        for (int i = 0; i < cells.length; i++) {
            r[i] = cells[i] == null ? "" : cells[i].toString();
        }
        rows.add(r);
        return this;
    }

    public static int width(String s) {
        int w = 0;
        for (int i = 0; i < s.length(); ) {
            int cp = s.codePointAt(i);
            w += isWide(cp) ? 2 : 1;
            i += Character.charCount(cp);
        }
        return w;
    }

    private static boolean isWide(int cp) {
        return (cp >= 0x1100 && cp <= 0x115F) || (cp >= 0x2E80 && cp <= 0xA4CF) || (cp >= 0xAC00 && cp <= 0xD7A3)
                || (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0xFE30 && cp <= 0xFE4F) || (cp >= 0xFF00 && cp <= 0xFF60)
                || (cp >= 0xFFE0 && cp <= 0xFFE6) || (cp >= 0x20000 && cp <= 0x3FFFD);
    }

    @Override
    public String toString() {
        int cols = rows.get(0).length;
        int[] w = new int[cols];
        for (String[] r : rows) {
            for (int i = 0; i < cols && i < r.length; i++) {
                w[i] = Math.max(w[i], width(r[i]));
            }
        }
        StringBuilder sb = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < cols; i++) {
                String cell = i < r.length ? r[i] : "";
                String pad = " ".repeat(w[i] - width(cell));
                if (i > 0) {
                    line.append("  ");
                }
                line.append(rightAligned[i] ? pad + cell : cell + (i == cols - 1 ? "" : pad));
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
