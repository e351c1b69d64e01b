package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.qicai.app.cli.CliPenaltyTest.fails;
import static org.qicai.app.cli.CliPenaltyTest.ok;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code qicai xq perft|convert|judge} and {@code qicai record …} end to end over the real xiangqi plugin
 * (issue 14, item 6: the CLI contract).
 */
class CliRecordTest {
    @TempDir
    Path dir;

    /** Red's rook checks the black king up and down the a-file: 长将 (26.1, 24.1). */
    static final String PERPETUAL = "[FEN \"4k4/9/9/9/9/9/9/9/R8/3K5 w\"]\n"
            + "1. a1a9 e9e8 2. a9a8 e8e9 3. a8a9 e9e8 4. a9a8 e8e9 5. a8a9 e9e8 6. a9a8 e8e9\n";

    Path file(String name, String text) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text, StandardCharsets.UTF_8);
        return p;
    }

    String event() {
        String e = dir.resolve("xq.qicai").toString();
        ok("event", "new", e, "--name", "棋谱赛", "--discipline", "xiangqi", "--system", "round-robin", "--seed", "3");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        ok("round", "publish", e, "1");
        return e;
    }

    @Test
    @DisplayName("xq perft prints the node count alone on its last line (start position 44 / 1,920 / 79,666)")
    void perft() {
        assertThat(ok("xq", "perft", "--depth", "1").out().strip()).isEqualTo("44");
        assertThat(ok("xq", "perft", "--depth", "2").out().lines().reduce((a, b) -> b).orElseThrow()).isEqualTo("1920");
        assertThat(ok("xq", "perft", "--depth", "3", "--fen",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w").out().strip()).isEqualTo("79666");
        assertThat(fails("xq", "perft", "--depth", "0").err()).contains("--depth");
    }

    @Test
    @DisplayName("xq 7.5: xq convert prints the moves one per line; a bad move exits 2 naming its ply and text")
    void convert() throws Exception {
        Path g = file("g.txt", "1. 炮二平五 马8进7\n2. 马二进三 车9平8\n");
        assertThat(ok("xq", "convert", g.toString(), "--to", "iccs").out().lines().toList())
                .containsExactly("h2e2", "h9g7", "h0g2", "i9h9");
        assertThat(ok("xq", "convert", g.toString(), "--to", "zh").out().lines().toList())
                .containsExactly("炮二平五", "马8进7", "马二进三", "车9平8");
        assertThat(ok("xq", "convert", g.toString(), "--to", "wxf").out().lines().count()).isEqualTo(4);
        Path bad = file("bad.txt", "1. 炮二平五 马8进7\n2. 车九进五\n");
        assertThat(fails("xq", "convert", bad.toString(), "--to", "zh").err()).startsWith("qicai: 第3着 车九进五：");
        assertThat(fails("xq", "convert", g.toString(), "--to", "fen").err()).contains("zh、wxf 或 iccs");
    }

    @Test
    @DisplayName("xq 24.1: xq judge on a 长将 record — the ruling with its cycle in words and the JSON contract")
    void judge() throws Exception {
        Path pc = file("pc.pgn", PERPETUAL);
        String text = ok("xq", "judge", pc.toString()).out();
        assertThat(text).contains("裁决：红方负 (red_loses)", "24.1", "26.1", "着", "将", "闲", "自然限着：60回合");
        String json = ok("xq", "judge", pc.toString(), "--format", "json", "--move-limit", "40").out().strip();
        assertThat(json).startsWith("{\"verdict\":\"red_loses\",\"clauses\":[").contains("\"illegal\":null",
                "\"repetition\":{\"first_ply\":2,\"count\":3,\"moves\":[{\"ply\":2,\"side\":\"black\"",
                "\"kind\":\"check\"", "\"iccs\":\"a9a8\"", "\"move_limit\":{\"limit\":40,\"reached_at_ply\":null,"
                        + "\"plies_left\":");
        Path quiet = file("q.txt", "炮二平五 马8进7");
        assertThat(ok("xq", "judge", quiet.toString(), "--format", "json").out())
                .startsWith("{\"verdict\":\"none\"").contains("\"repetition\":null");
    }

    @Test
    @DisplayName("record stores, shows, exports, judges and accepts a board's record; print record|ruling")
    void recordStoreShowExportJudgeAccept() throws Exception {
        String e = event();
        Path pc = file("pc.pgn", PERPETUAL);
        assertThat(ok("record", e, "1", "1", pc.toString()).out()).contains("第1轮 第1台 棋谱已录入：12 着");
        String show = ok("record", "show", e, "1", "1").out();
        assertThat(show).contains("第1轮 第1台 红方 甲 — 黑方 丁", "1. 车九进八  将5进1", "6. 车九退一  将5退1");
        assertThat(ok("record", "show", e, "1", "1", "--format", "pgn").out())
                .contains("[Event \"棋谱赛\"]", "[Round \"1\"]", "[Board \"1\"]", "[Red \"甲\"]", "[Black \"丁\"]",
                        "[FEN \"4k4/9/9/9/9/9/9/9/R8/3K5 w");
        assertThat(fails("record", "show", e, "1", "2").err()).contains("第 1 轮第 2 台没有录入棋谱");

        String judged = ok("record", "judge", e, "1", "1").out();
        assertThat(judged).contains("裁决：红方负 (red_loses)").doesNotContain("已执行");
        assertThat(CliPenaltyTest.result(e, 1)).isEmpty();
        String accepted = ok("record", "judge", e, "1", "1", "--accept").out();
        assertThat(accepted).contains("已执行裁决：成绩 0-1；判罚记录 #1");
        assertThat(CliPenaltyTest.result(e, 1)).isEqualTo("0-1");
        assertThat(ok("penalty", "list", e).out()).contains("24.1", "判负", "该局判红方负（24.1）：0-1 黑胜");
        assertThat(ok("journal", e).out()).contains("ruling.accept");

        Path out = dir.resolve("r1.pgn");
        assertThat(ok("record", "export", e, "1", "-o", out.toString()).out()).contains("（第1轮，1 局）");
        assertThat(Files.readString(out)).contains("[Result \"0-1\"]", "车九进八");
        assertThat(fails("record", "export", e, "2", "-o", out.toString()).err()).contains("第 2 轮尚未编排");

        Path bad = file("bad.txt", "1. 炮二平五 马8进7\n2. 车九进五\n");
        assertThat(fails("record", e, "1", "2", bad.toString()).err()).startsWith("qicai: 第3着 车九进五：");
        Path quiet = file("q.txt", "炮二平五 马8进7");
        ok("record", e, "1", "2", quiet.toString());
        assertThat(fails("record", "judge", e, "1", "2", "--accept").err()).contains("裁决没有判定胜负");

        Path pdf = dir.resolve("rec.pdf");
        assertThat(ok("print", e, "record", "--round", "1", "--board", "1", "-o", pdf.toString()).out()).contains("1 页");
        assertThat(ok("print", e, "ruling", "--round", "1", "--board", "1", "-o", pdf.toString()).out()).contains("1 页");
        assertThat(fails("print", e, "ruling", "--round", "1", "-o", pdf.toString()).err()).contains("--board");
        assertThat(fails("record", e, "1").err()).contains("用法：qicai record EVENT ROUND BOARD FILE");
    }

    @Test
    @DisplayName("xq 4.1.6: a scoresheet with an illegal move is kept as written, the ruling names it and is accepted")
    void xq_4_1_6_scoresheetWithAnIllegalMoveKeptAsWrittenAndRuledOn() throws Exception {
        String e = event();
        Path sheet = file("sheet.txt", "1. h2e2 h9g7\n2. b0b5 g9e7\n");
        assertThat(fails("record", e, "1", "1", sheet.toString()).err()).contains("第3着");
        assertThat(CliPenaltyTest.result(e, 1)).isEmpty();
        String stored = ok("record", e, "1", "1", sheet.toString(), "--as-written").out();
        assertThat(stored).contains("棋谱已录入：2 着", "按原样保存，其中违例着法：第3着 b0b5");
        assertThat(ok("record", "show", e, "1", "1").out()).contains("违例着法：第3着 b0b5", "1. 炮二平五  马8进7");
        assertThat(ok("record", "show", e, "1", "1", "--format", "pgn").out()).contains("[Illegal \"第3着 b0b5");
        String json = ok("record", "judge", e, "1", "1", "--format", "json").out();
        assertThat(json).contains("\"verdict\":\"red_loses\"", "\"ply\":3", "4.1.6");
        assertThat(ok("record", "judge", e, "1", "1", "--accept").out()).contains("已执行裁决：成绩 0-1");
        assertThat(CliPenaltyTest.result(e, 1)).isEqualTo("0-1");
        assertThat(ok("penalty", "list", e).out()).contains("4.1.6");
        Path broken = file("broken.txt", "[FEN \"xyz\"]\n1. h2e2\n");
        assertThat(fails("record", e, "1", "2", broken.toString(), "--as-written").err()).startsWith("qicai: ");
    }

    @Test
    @DisplayName("a Go event has no game rules: record says so in one line, in English with --lang en")
    void goHasNoRecords() throws Exception {
        String e = dir.resolve("go.qicai").toString();
        ok("event", "new", e, "--name", "围棋", "--discipline", "go", "--system", "round-robin", "--seed", "3");
        for (String n : List.of("甲", "乙")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        Path q = file("q.txt", "h2e2");
        assertThat(fails("record", e, "1", "1", q.toString(), "--lang", "en").err())
                .isEqualTo("qicai: the discipline 'go' has no game rules plugin (GameRules): records and rulings are "
                        + "not available\n");
    }
}
