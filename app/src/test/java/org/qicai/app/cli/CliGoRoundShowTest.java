package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 2's contract for {@code round show --format csv} on a Go event: first/second in place of red/black
 * (first = the player who moves first, 执黑), while the text table keeps the side names people read.
 */
class CliGoRoundShowTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /** Five players (one has the bye each round), round 1 paired by the Berger table, board 1 won by Black. */
    private String goEvent() {
        String e = dir.resolve("围棋.qicai").toString();
        ok("event", "new", e, "--name", "围棋循环", "--discipline", "go", "--system", "round-robin", "--seed", "7");
        for (String n : List.of("甲", "乙", "丙", "丁", "戊")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        ok("result", e, "1", "1", "黑胜");
        return e;
    }

    @Test
    @DisplayName("issue 2: a Go round's CSV header is board,first_no,first_name,second_no,second_name,result; a bye has second_no 0")
    void goRoundCsvUsesFirstAndSecond() {
        String e = goEvent();
        List<String> csv = ok("round", "show", e, "1", "--format", "csv").out().lines().toList();
        assertThat(csv.get(0)).isEqualTo("board,first_no,first_name,second_no,second_name,result");
        assertThat(csv).hasSize(4);
        assertThat(csv.get(1)).matches("1,\\d,[甲乙丙丁戊],\\d,[甲乙丙丁戊],1-0");
        assertThat(csv).anyMatch(l -> l.matches("\\d,\\d,[甲乙丙丁戊],0,,"));
        assertThat(String.join("\n", csv)).doesNotContain("black").doesNotContain("white").doesNotContain("red");
    }

    @Test
    @DisplayName("issue 2: the JSON of a Go round names the players first/second; the text table keeps 执黑/执白")
    void goRoundJsonAndText() {
        String e = goEvent();
        String json = ok("round", "show", e, "1", "--format", "json").out();
        assertThat(json).contains("\"first\":{\"no\":").contains("\"second\":{\"no\":").contains("\"second\":null")
                .doesNotContain("\"black\"").doesNotContain("\"white\"");
        String text = ok("round", "show", e, "1").out();
        assertThat(text).contains("执黑").contains("执白");
        assertThat(ok("--lang", "en", "round", "show", e, "1").out()).contains("Black").contains("White");
    }

    @Test
    @DisplayName("a Go event's penalty side is still typed black|white; a wrong word names them")
    void goSideWordsInErrors() {
        String e = goEvent();
        CliRunner.Run bad = CliRunner.run("--lang", "en", "penalty", "add", e, "1", "2", "red-ish", "--clause", "go 8.2");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(bad.err()).isEqualTo("qicai: 'red-ish' is not a side; use black or white\n");
        ok("penalty", "add", e, "1", "2", "white", "--clause", "go 8.2");
        List<String> log = ok("penalty", "list", e, "--format", "csv").out().lines().toList();
        assertThat(log.get(1)).contains(",1,2,second,");
    }

    @Test
    @DisplayName("a Go team round's CSV and JSON name the board players first/second as well")
    void goTeamRoundUsesFirstAndSecond() {
        String e = dir.resolve("围棋团体.qicai").toString();
        ok("event", "new", e, "--name", "围棋团体", "--discipline", "go", "--system", "round-robin",
                "--team-format", "分台换人", "--boards", "2", "--seed", "3");
        ok("team", "add", e, "--name", "甲队", "--players", "甲1,甲2,甲3");
        ok("team", "add", e, "--name", "乙队", "--players", "乙1,乙2,乙3");
        ok("team", "pair", e);
        ok("team", "result", e, "1", "1", "1-0,0-1");
        List<String> csv = ok("team", "show", e, "1", "--format", "csv").out().lines().toList();
        assertThat(csv.get(0)).isEqualTo(
                "round,match,sub_round,board,first_team,second_team,first_no,first_name,second_no,second_name,result");
        assertThat(csv).hasSize(3);
        assertThat(ok("team", "show", e, "1", "--format", "json").out()).contains("\"first\":").contains("\"second\":")
                .doesNotContain("\"red\"").doesNotContain("\"black\"");
    }

    @Test
    @DisplayName("issue 2: a xiangqi round's CSV is unchanged — board,red_no,red_name,black_no,black_name,result")
    void xiangqiRoundCsvUnchanged() {
        String e = dir.resolve("象棋.qicai").toString();
        ok("event", "new", e, "--name", "象棋", "--discipline", "xiangqi", "--system", "round-robin", "--seed", "7");
        for (String n : List.of("甲", "乙", "丙")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        List<String> csv = ok("round", "show", e, "1", "--format", "csv").out().lines().toList();
        assertThat(csv.get(0)).isEqualTo("board,red_no,red_name,black_no,black_name,result");
        assertThat(ok("round", "show", e, "1", "--format", "json").out()).contains("\"red\":{\"no\":")
                .contains("\"black\":null");
    }
}
