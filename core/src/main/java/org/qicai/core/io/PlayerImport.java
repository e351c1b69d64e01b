package org.qicai.core.io;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.UserError;

/**
 * Reads a player list (报名表) from CSV, UTF-8 or GBK/GB18030, headers in Chinese or English. Every
 * row is validated before anything is returned: on any bad row the error names the row (its line
 * in the file), the field and why, and nothing is imported.
 */
public final class PlayerImport {
    private PlayerImport() {
    }

    /** One valid row. */
    public record PlayerRow(int line, String name, String unit, Integer rating, String title) {
    }

    private enum Field { NAME, UNIT, RATING, TITLE, IGNORED }

    private static final Map<String, Field> HEADERS = new HashMap<>();

    static {
        for (String h : List.of("姓名", "名字", "选手", "棋手", "name", "player", "player name")) {
            HEADERS.put(h, Field.NAME);
        }
        for (String h : List.of("单位", "代表队", "队", "俱乐部", "地区", "unit", "club", "team", "city", "federation", "fed")) {
            HEADERS.put(h, Field.UNIT);
        }
        for (String h : List.of("等级分", "等级", "分数", "rating", "elo", "rtg")) {
            HEADERS.put(h, Field.RATING);
        }
        for (String h : List.of("称号", "技术等级", "段位", "title", "grade")) {
            HEADERS.put(h, Field.TITLE);
        }
        for (String h : List.of("序号", "编号", "no", "no.", "#", "start no", "性别", "sex", "gender", "备注", "note",
                "notes", "出生", "birth", "id")) {
            HEADERS.put(h, Field.IGNORED);
        }
    }

    public static List<PlayerRow> parse(byte[] data) {
        return parse(Csv.decode(data));
    }

    public static List<PlayerRow> parse(String text) {
        List<Csv.Row> rows = Csv.parse(text);
        if (rows.isEmpty()) {
            throw UserError.zh("文件是空的：第一行应是表头，例如 姓名,单位,等级分 或 name,unit,rating",
                    "the file is empty: expected a header such as 姓名,单位,等级分 or name,unit,rating");
        }
        Csv.Row header = rows.get(0);
        Field[] columns = new Field[header.fields().size()];
        int nameCol = -1;
        List<String> unknown = new ArrayList<>();
        for (int i = 0; i < columns.length; i++) {
            String h = header.get(i).toLowerCase(Locale.ROOT).replace("\ufeff", "");
            Field f = HEADERS.get(h);
            if (f == null) {
                if (!h.isBlank()) {
                    unknown.add(header.get(i));
                }
                f = Field.IGNORED;
            }
            columns[i] = f;
            if (f == Field.NAME && nameCol < 0) {
                nameCol = i;
            }
        }
        if (nameCol < 0) {
            throw UserError.zh("第 1 行（表头）：没有姓名列——应有“姓名”或“name”"
                    + (unknown.isEmpty() ? "" : "；无法识别的列：" + String.join(", ", unknown)),
                    "row 1 (header): no name column — expected 姓名 or name" + (unknown.isEmpty() ? ""
                    : "; columns not understood: " + String.join(", ", unknown)));
        }
        List<PlayerRow> out = new ArrayList<>();
        List<String> errors = new ArrayList<>();
        List<String> errorsZh = new ArrayList<>();
        for (int r = 1; r < rows.size(); r++) {
            Csv.Row row = rows.get(r);
            if (row.isBlank()) {
                continue;
            }
            String name = "";
            String unit = "";
            String title = "";
            Integer rating = null;
            for (int i = 0; i < columns.length; i++) {
                String v = row.get(i);
                switch (columns[i]) {
                    case NAME -> name = name.isEmpty() ? v : name;
                    case UNIT -> unit = unit.isEmpty() ? v : unit;
                    case TITLE -> title = title.isEmpty() ? v : title;
                    case RATING -> {
                        if (!v.isEmpty()) {
                            try {
                                int x = Integer.parseInt(v);
                                if (x < 0 || x > 4000) {
                                    errorsZh.add("第 " + row.line() + " 行“" + header.get(i) + "”栏：" + v
                                            + " 不在 0–4000 之间");
                                    errors.add("row " + row.line() + ", field " + header.get(i) + ": " + v
                                            + " is outside 0–4000");
                                } else {
                                    rating = x;
                                }
                            } catch (NumberFormatException e) {
                                errorsZh.add("第 " + row.line() + " 行“" + header.get(i) + "”栏：“" + v
                                        + "”不是整数");
                                errors.add("row " + row.line() + ", field " + header.get(i) + ": '" + v
                                        + "' is not a whole number");
                            }
                        }
                    }
                    default -> {
                    }
                }
            }
            if (row.fields().size() > columns.length && row.fields().subList(columns.length, row.fields().size())
                    .stream().anyMatch(f -> !f.isBlank())) {
                errorsZh.add("第 " + row.line() + " 行：有 " + row.fields().size() + " 栏，而表头只有 "
                        + columns.length + " 栏");
                errors.add("row " + row.line() + ": " + row.fields().size() + " fields but the header has "
                        + columns.length);
            }
            if (name.isEmpty()) {
                errorsZh.add("第 " + row.line() + " 行“" + header.get(nameCol) + "”栏：姓名为空");
                errors.add("row " + row.line() + ", field " + header.get(nameCol) + ": the name is empty");
            } else if (name.length() > 200) {
                errorsZh.add("第 " + row.line() + " 行“" + header.get(nameCol) + "”栏：超过 200 个字符");
                errors.add("row " + row.line() + ", field " + header.get(nameCol) + ": longer than 200 characters");
            }
            out.add(new PlayerRow(row.line(), name, unit, rating, title));
        }
        if (!errors.isEmpty()) {
            String more = errors.size() > 1 ? " (and " + (errors.size() - 1) + " more: "
                    + String.join("; ", errors.subList(1, Math.min(errors.size(), 6)))
                    + (errors.size() > 6 ? "; …" : "") + ")" : "";
            String moreZh = errorsZh.size() > 1 ? "（另有 " + (errorsZh.size() - 1) + " 处："
                    + String.join("；", errorsZh.subList(1, Math.min(errorsZh.size(), 6)))
                    + (errorsZh.size() > 6 ? "；…" : "") + "）" : "";
            throw UserError.zh("未导入任何棋手——" + errorsZh.get(0) + moreZh, "nothing imported — " + errors.get(0) + more);
        }
        if (out.isEmpty()) {
            throw UserError.zh("未导入任何棋手——文件只有表头，没有棋手行",
                    "nothing imported — the file has a header but no player rows");
        }
        return out;
    }
}
