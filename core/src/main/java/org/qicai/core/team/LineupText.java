package org.qicai.core.team;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;

/**
 * Reads a lineup as the arbiter types it: registered positions separated by commas (also {@code ，},
 * spaces, or the {@code 1-2-3-5} form the lineup listing prints), one per board; {@code -}, {@code 0}
 * or {@code 空} marks an empty board.
 */
public final class LineupText {
    private LineupText() {
    }

    public static List<Integer> parse(String text) {
        if (text == null || text.isBlank()) {
            throw UserError.zh("出场名单为空；请按台次给出报名序位，例如“1,2,3,5”",
                    "the lineup is empty; give registered positions, one per board, e.g. \"1,2,3,5\"");
        }
        String t = text.strip();
        String[] parts;
        if (t.matches(".*[,，;；\\s].*")) {
            parts = t.split("[,，;；\\s]+");
        } else if (t.matches("[0-9]+(-[0-9]+)+")) {
            parts = t.split("-");
        } else {
            parts = new String[] {t};
        }
        List<Integer> out = new ArrayList<>();
        for (String p : parts) {
            String s = p.strip();
            if (s.isEmpty()) {
                continue;
            }
            if (s.equals("-") || s.equals("0") || s.equals("空") || s.equals("—")) {
                out.add(0);
                continue;
            }
            try {
                int v = Integer.parseInt(s);
                if (v < 0) {
                    throw new NumberFormatException();
                }
                out.add(v);
            } catch (NumberFormatException e) {
                throw UserError.zh("出场名单“" + text + "”：“" + s + "”不是报名序位（请写 1,2,3,5 这样的数字；空台写 -）",
                        "lineup \"" + text + "\": '" + s + "' is not a registered position (give numbers "
                        + "such as 1,2,3,5; - for an empty board)");
            }
        }
        return out;
    }
}
