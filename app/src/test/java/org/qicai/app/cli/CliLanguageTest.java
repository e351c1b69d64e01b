package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * DESIGN "Errors and bad input": an arbiter's error is one line on stderr in the user's language —
 * Chinese by default with the English after it in brackets (for scripts and for help from abroad),
 * the English alone with {@code --lang en}.
 */
class CliLanguageTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("%s: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    private static String failure(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as(String.join(" ", args)).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err().lines().count()).as(r.err()).isEqualTo(1);
        return r.err().strip();
    }

    @Test
    @DisplayName("no event file: 中文 (English) by default, the English alone with --lang en")
    void aMissingEventFileInBothLanguages() {
        String missing = dir.resolve("missing.qicai").toAbsolutePath().toString();
        assertThat(failure("round", "show", missing, "1"))
                .isEqualTo("qicai: 找不到赛事文件：" + missing + " (no event file at " + missing + ")");
        assertThat(failure("round", "show", missing, "1", "--lang", "en"))
                .isEqualTo("qicai: no event file at " + missing);
        assertThat(failure("--lang", "en", "round", "show", missing, "1"))
                .isEqualTo("qicai: no event file at " + missing);
    }

    @Test
    @DisplayName("a result for a bye and a board that does not exist name the round, board and player in both")
    void serviceErrorsInBothLanguages() {
        String e = dir.resolve("三人赛.qicai").toString();
        ok("event", "new", e, "--name", "三人赛", "--discipline", "xiangqi", "--system", "round-robin", "--seed", "3");
        ok("player", "add", e, "--name", "甲");
        ok("player", "add", e, "--name", "乙");
        ok("player", "add", e, "--name", "丙");
        ok("round", "pair", e);
        String show = ok("round", "show", e, "1", "--format", "csv").out();
        // board,red_no,red_name,black_no,black_name,result — the bye's black_no is 0
        String[] bye = show.lines().skip(1).map(l -> l.split(",", -1)).filter(f -> f[3].equals("0")).findFirst()
                .orElseThrow(() -> new AssertionError(show));
        String byeBoard = bye[0];
        String byePlayer = bye[1];

        assertThat(failure("result", e, "1", byeBoard, "1-0")).isEqualTo("qicai: 第 1 轮第 " + byeBoard
                + " 台是轮空（" + byePlayer + " 号），不录入成绩 (board " + byeBoard + " of round 1 is a bye ("
                + byePlayer + "); it takes no result)");
        assertThat(failure("result", e, "1", byeBoard, "1-0", "--lang", "en"))
                .isEqualTo("qicai: board " + byeBoard + " of round 1 is a bye (" + byePlayer + "); it takes no result");

        assertThat(failure("result", e, "1", "9", "1-0"))
                .isEqualTo("qicai: 第 1 轮没有第 9 台（台次 1–2） (round 1 has no board 9 (boards 1–2))");
        assertThat(failure("result", e, "1", "9", "1-0", "--lang", "en"))
                .isEqualTo("qicai: round 1 has no board 9 (boards 1–2)");
    }

    @Test
    @DisplayName("a CLI option error and an unknown pairing system in both languages")
    void optionAndPluginErrorsInBothLanguages() {
        String e = dir.resolve("x.qicai").toString();
        assertThat(failure("event", "new", e, "--name", "x", "--system", "no-such-system"))
                .startsWith("qicai: 没有名为“no-such-system”的编排制度插件（PairingSystem）；已加载：")
                .contains(" (no PairingSystem plugin named 'no-such-system'; loaded: ");
        assertThat(failure("event", "new", e, "--name", "x", "--system", "no-such-system", "--lang", "en"))
                .startsWith("qicai: no PairingSystem plugin named 'no-such-system'; loaded: ")
                .doesNotContain("编排制度");
        ok("event", "new", e, "--name", "x", "--system", "round-robin");
        assertThat(failure("standings", e, "--format", "xml"))
                .isEqualTo("qicai: --format 只能是 text、csv 或 json，不能是“xml” (--format must be text, csv or json, not 'xml')");
        assertThat(failure("standings", e, "--format", "xml", "--lang", "en"))
                .isEqualTo("qicai: --format must be text, csv or json, not 'xml'");
    }
}
