package org.qicai.core.team;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;

/**
 * Reads a team entry list (报名表): one row per player in registered board order, grouped by team.
 * Columns by header, Chinese or English: 队名/team (required), 姓名/name (required), 单位/unit,
 * 队长/captain, 等级分/rating, 称号/title. UTF-8 or GBK. Every row is checked before anything is
 * returned; the first bad row is reported with its line and field.
 */
public final class TeamImport {
    private TeamImport() {
    }

    /** One team of the file, with the line where it starts. */
    public record TeamRow(int line, String name, String unit, String captain, List<NewPlayer> players) {
        public TeamRow {
            players = List.copyOf(players);
        }
    }

    public static List<TeamRow> parse(byte[] data) {
        return parse(Csv.decode(data));
    }

    public static List<TeamRow> parse(String text) {
        List<Csv.Row> rows = Csv.parse(text);
        if (rows.isEmpty()) {
            throw UserError.zh("报名表是空的", "the team list is empty");
        }
        Csv.Row header = rows.get(0);
        int team = -1;
        int name = -1;
        int unit = -1;
        int captain = -1;
        int rating = -1;
        int title = -1;
        for (int i = 0; i < header.fields().size(); i++) {
            switch (header.get(i).toLowerCase(Locale.ROOT)) {
                case "队名", "队", "队伍", "team" -> team = i;
                case "姓名", "name", "player" -> name = i;
                case "单位", "unit", "club" -> unit = i;
                case "队长", "captain" -> captain = i;
                case "等级分", "rating", "elo" -> rating = i;
                case "称号", "等级", "title" -> title = i;
                default -> {
                }
            }
        }
        if (team < 0 || name < 0) {
            throw UserError.zh("第 1 行：表头需要“队名”和“姓名”两列；现有：" + String.join(", ", header.fields()),
                    "line 1: the header needs the columns 队名 (team) and 姓名 (name); found: "
                    + String.join(", ", header.fields()));
        }
        Map<String, String[]> teams = new LinkedHashMap<>();
        Map<String, Integer> firstLine = new LinkedHashMap<>();
        Map<String, List<NewPlayer>> players = new LinkedHashMap<>();
        for (int r = 1; r < rows.size(); r++) {
            Csv.Row row = rows.get(r);
            if (row.isBlank()) {
                continue;
            }
            String t = row.get(team);
            String n = row.get(name);
            if (t.isEmpty()) {
                throw UserError.zh("第 " + row.line() + " 行：队名为空", "line " + row.line() + ": 队名 (team) is empty");
            }
            if (n.isEmpty()) {
                throw UserError.zh("第 " + row.line() + " 行：姓名为空", "line " + row.line() + ": 姓名 (name) is empty");
            }
            Integer rt = null;
            String rv = rating >= 0 ? row.get(rating) : "";
            if (!rv.isEmpty()) {
                try {
                    rt = Integer.parseInt(rv);
                } catch (NumberFormatException e) {
                    throw UserError.zh("第 " + row.line() + " 行：等级分“" + rv + "”不是整数",
                            "line " + row.line() + ": 等级分 (rating) '" + rv + "' is not a whole number");
                }
                if (rt < 0 || rt > 4000) {
                    throw UserError.zh("第 " + row.line() + " 行：等级分 " + rt + " 不在 0–4000 之间",
                            "line " + row.line() + ": 等级分 (rating) " + rt + " is outside 0–4000");
                }
            }
            String u = unit >= 0 ? row.get(unit) : "";
            String c = captain >= 0 ? row.get(captain) : "";
            String[] known = teams.get(t);
            if (known == null) {
                teams.put(t, new String[] {u, c});
                firstLine.put(t, row.line());
                players.put(t, new ArrayList<>());
            } else {
                if (!u.isEmpty() && !known[0].isEmpty() && !u.equals(known[0])) {
                    throw UserError.zh("第 " + row.line() + " 行：" + t + " 队在第 " + firstLine.get(t) + " 行的单位是“"
                            + known[0] + "”，这里却是“" + u + "”",
                            "line " + row.line() + ": team " + t + " has unit '" + known[0]
                            + "' on line " + firstLine.get(t) + " but '" + u + "' here");
                }
                if (known[0].isEmpty()) {
                    known[0] = u;
                }
                if (known[1].isEmpty()) {
                    known[1] = c;
                }
            }
            players.get(t).add(new NewPlayer(n, rt, title >= 0 ? row.get(title) : ""));
        }
        if (teams.isEmpty()) {
            throw UserError.zh("报名表只有表头，没有数据行", "the team list has no rows after the header");
        }
        List<TeamRow> out = new ArrayList<>();
        for (Map.Entry<String, String[]> e : teams.entrySet()) {
            out.add(new TeamRow(firstLine.get(e.getKey()), e.getKey(), e.getValue()[0], e.getValue()[1],
                    players.get(e.getKey())));
        }
        return out;
    }
}
