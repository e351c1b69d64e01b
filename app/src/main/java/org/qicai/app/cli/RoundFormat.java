package org.qicai.app.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.service.ResultWords;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.qicai.core.model.Side;
import org.qicai.core.spi.Discipline;

/**
 * Prints one round as text, CSV ({@code board,red_no,red_name,black_no,black_name,result}; a Go event
 * {@code board,first_no,first_name,second_no,second_name,result} — the discipline's {@link Discipline#csvSideKey}) or
 * JSON (the same keys name each board's two players).
 */
final class RoundFormat {
    private RoundFormat() {
    }

    static String format(Context ctx, EventSnapshot s, Discipline d, Round r, String format, boolean explain) {
        String first = d.csvSideKey(Side.FIRST);
        String second = d.csvSideKey(Side.SECOND);
        StringBuilder sb = new StringBuilder();
        switch (format) {
            case "csv" -> {
                sb.append("board,").append(first).append("_no,").append(first).append("_name,").append(second)
                        .append("_no,").append(second).append("_name,result\n");
                for (Pairing p : r.pairings()) {
                    sb.append(Csv.line(p.board(), p.first(), s.playerName(p.first()), p.second(),
                            p.isBye() ? "" : s.playerName(p.second()), p.isBye() ? "" : p.result().code())).append('\n');
                }
            }
            case "json" -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("round", r.no());
                m.put("status", r.status().name().toLowerCase());
                List<Object> boards = new ArrayList<>();
                for (Pairing p : r.pairings()) {
                    Map<String, Object> b = new LinkedHashMap<>();
                    b.put("board", p.board());
                    b.put(first, player(s, p.first()));
                    b.put(second, p.isBye() ? null : player(s, p.second()));
                    b.put("bye", p.isBye() ? p.bye().name().toLowerCase() : null);
                    b.put("result", p.isBye() ? "" : p.result().code());
                    if (!p.detail().isNone()) {
                        // how it was decided (Go: B+3/4 → 黑胜3/4子), only when the arbiter said it
                        b.put("decided", p.detail().code());
                        b.put("words", ResultWords.words(d, p.entry(), ctx.locale()));
                    }
                    if (!p.explanation().isEmpty()) {
                        b.put("explanation", org.qicai.core.model.Explanation.in(p.explanation(), ctx.locale()));
                    }
                    boards.add(b);
                }
                m.put("boards", boards);
                sb.append(Json.write(m)).append('\n');
            }
            case "text" -> {
                sb.append(ctx.t("第" + r.no() + "轮 对阵表", "Round " + r.no() + " pairings")).append("  ")
                        .append(s.settings().name()).append("  [").append(r.status().name().toLowerCase())
                        .append("]\n");
                TextTable t = explain
                        ? new TextTable(ctx.t("台次", "Bd"), d.sideName(Side.FIRST, ctx.locale()), "",
                        d.sideName(Side.SECOND, ctx.locale()), ctx.t("结果", "Result"), ctx.t("说明", "Why"))
                        : new TextTable(ctx.t("台次", "Bd"), d.sideName(Side.FIRST, ctx.locale()), "",
                        d.sideName(Side.SECOND, ctx.locale()), ctx.t("结果", "Result"));
                t.right(0);
                for (Pairing p : r.pairings()) {
                    String a = label(s, p.first());
                    String b = p.isBye() ? ctx.t("轮空", "bye") : label(s, p.second());
                    String res = p.isBye() ? "" : resultText(ctx, d, p);
                    if (explain) {
                        t.add(p.board(), a, "—", b, res, org.qicai.core.model.Explanation.in(p.explanation(), ctx.locale()));
                    } else {
                        t.add(p.board(), a, "—", b, res);
                    }
                }
                sb.append(t);
            }
            default -> throw UserError.zh("--format 只能是 text、csv 或 json", "--format must be text, csv or json");
        }
        return sb.toString();
    }

    /** The result's code, and its words when how the game was decided was said: {@code 1-0 黑胜3/4子}, 重下. */
    static String resultText(Context ctx, Discipline d, Pairing p) {
        if (p.detail().isNone()) {
            return p.result().code();
        }
        String words = ResultWords.words(d, p.entry(), ctx.locale());
        return p.result().isDecided() ? p.result().code() + " " + words : words;
    }

    private static String label(EventSnapshot s, int no) {
        Player p = s.player(no).orElse(null);
        if (p == null) {
            return "#" + no;
        }
        return no + " " + p.name() + (p.unit().isEmpty() ? "" : "（" + p.unit() + "）");
    }

    private static Map<String, Object> player(EventSnapshot s, int no) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("no", no);
        m.put("name", s.playerName(no));
        m.put("unit", s.player(no).map(Player::unit).orElse(""));
        return m;
    }
}
