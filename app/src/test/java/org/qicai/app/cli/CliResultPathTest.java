package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 11 item 1 (one result path) and issue 15 item 1 (Go results with their margin) on the command line:
 * {@code qicai result} on a team board takes the team's path — the lineups locked, the match scored, the entry
 * journalled with its match — and a Go board takes its margin ({@code B+3/4}, {@code W+1¼}, 中盘胜, 重下).
 */
class CliResultPathTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    private static CliRunner.Run refused(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stdout: %s", String.join(" ", args), r.out()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err().lines().count()).as(r.err()).isEqualTo(1);
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ");
        return r;
    }

    private String league(String discipline) {
        String e = dir.resolve("联赛-" + discipline + ".qicai").toString();
        ok("event", "new", e, "--name", "四队联赛", "--discipline", discipline, "--system", "round-robin",
                "--team-format", "分台换人", "--boards", "4", "--seed", "3");
        String[] teams = {"红队", "蓝队", "黄队", "绿队"};
        for (int t = 0; t < 4; t++) {
            String p = "";
            for (int i = 1; i <= 6; i++) {
                p += (i > 1 ? "," : "") + teams[t].charAt(0) + i;
            }
            ok("team", "add", e, "--name", teams[t], "--unit", "单位" + t, "--players", p,
                    "--ratings", "2400,2390,2380,2370,2360,2350");
        }
        ok("team", "pair", e);
        return e;
    }

    @Test
    @DisplayName("issue 11 item 1, xq 12.2: qicai result on a team board locks the round's lineups, scores the match and journals it with its match")
    void teamBoardResultByTheResultCommandLocksTheLineupsXq12_2() {
        String e = league("xiangqi");
        ok("lineup", e, "1", "红队", "1,2,3,5");
        // board 1 of the round is match 1's board 1, while the lineups are still open
        CliRunner.Run r = ok("result", e, "1", "1", "1-0");
        assertThat(r.out()).startsWith("第1轮 第1台 ").contains(" 1-0 ");
        // the lineup lock: the first result locked the round, so a lineup can no longer change
        assertThat(refused("lineup", e, "1", "红队", "1,2,3,4").err()).contains("locked");
        String journal = ok("journal", e).out();
        assertThat(journal).contains("lineup.lock").contains("first result entered")
                .contains("match 1 board 1");
        // the match's score counts the board
        assertThat(ok("team", "show", e, "1").out()).contains("局分 1:0");
        assertThat(ok("team", "show", e, "1").out()).doesNotContain("[finished]");
    }

    @Test
    @DisplayName("issue 11 item 1: a board a team round does not have is refused in words, with the round's boards")
    void teamBoardOutsideTheRoundIsRefused() {
        String e = league("xiangqi");
        assertThat(refused("result", e, "1", "99", "1-0").err()).contains("board 99").contains("1–8");
        assertThat(refused("result", e, "1", "1", "2-0").err()).contains("'2-0' is not a result");
    }

    @Test
    @DisplayName("xq 12.2: the whole round's results by qicai result finish the team round, as team result does")
    void teamRoundFinishedThroughTheResultCommand() {
        String e = league("xiangqi");
        for (int b = 1; b <= 8; b++) {
            ok("result", e, "1", Integer.toString(b), b % 2 == 1 ? "1-0" : "1/2");
        }
        assertThat(ok("team", "show", e, "1").out()).contains("[finished]");
    }

    @Test
    @DisplayName("go 9: a Go team board takes Go's words and margins through team result (黑/白, not 红)")
    void goTeamBoardTakesGoWordsGo9() {
        String e = league("go");
        CliRunner.Run r = ok("team", "result", e, "1", "1", "B+3/4,W+R,黑中盘胜,1/2");
        assertThat(r.out()).contains("局分");
        assertThat(refused("team", "result", e, "1", "1", "红胜", "--board", "1").err()).contains("执黑在前")
                .doesNotContain("红方在前");
    }

    private String goEvent() {
        String e = dir.resolve("围棋.qicai").toString();
        ok("event", "new", e, "--name", "围棋循环", "--discipline", "go", "--system", "round-robin", "--seed", "7");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        return e;
    }

    @Test
    @DisplayName("go 9 (issue 15 item 1): B+3/4 and W+1¼ by counting are stored with their margin and said 黑胜3/4子, 白胜1又1/4子")
    void goCountMarginsGo9() {
        String e = goEvent();
        assertThat(ok("result", e, "1", "1", "B+3/4").out()).endsWith(" 1-0 黑胜3/4子\n");
        assertThat(ok("result", e, "1", "2", "W+1¼").out()).endsWith(" 0-1 白胜1又1/4子\n");
        String text = ok("round", "show", e, "1").out();
        assertThat(text).contains("1-0 黑胜3/4子").contains("0-1 白胜1又1/4子");
        assertThat(ok("--lang", "en", "round", "show", e, "1").out()).contains("1-0 Black wins by 3/4 stone")
                .contains("0-1 White wins by 1 1/4 stones");
        // the CSV keeps its columns: the result's code alone
        assertThat(ok("round", "show", e, "1", "--format", "csv").out().lines().skip(1).toList())
                .allMatch(l -> l.endsWith(",1-0") || l.endsWith(",0-1"));
        assertThat(ok("round", "show", e, "1", "--format", "json").out()).contains("\"decided\":\"S3\"")
                .contains("\"words\":\"黑胜3/4子\"");
        // the standings score the result: a margin changes nothing there
        assertThat(ok("standings", e, "--format", "csv").out()).contains("甲");
    }

    @Test
    @DisplayName("go 9.2: a margin in 目 is in points (Japanese counting): 黑胜6目半, B+6.5目")
    void goPointsMarginGo9_2() {
        String e = goEvent();
        assertThat(ok("result", e, "1", "1", "B+6.5目").out()).endsWith(" 1-0 黑胜6目半\n");
        assertThat(ok("result", e, "1", "2", "白胜半目").out()).endsWith(" 0-1 白胜半目\n");
    }

    @Test
    @DisplayName("go 8.3/8.4/11.3 and issue 15 item 1: 中盘胜, on time, forfeit and 重下 entered and said in Go's words")
    void goResignationTimeForfeitReplay() {
        String e = goEvent();
        assertThat(ok("result", e, "1", "1", "W+R").out()).endsWith(" 0-1 白中盘胜\n");
        // each later entry on a board that has a result is a correction (issue 16 item 3)
        assertThat(ok("result", e, "1", "1", "黑中盘胜", "--correct").out()).endsWith(" 1-0 黑中盘胜\n");
        assertThat(ok("result", e, "1", "2", "B+T").out()).endsWith(" 1-0 黑胜（白超时）\n");
        assertThat(ok("result", e, "1", "2", "B+F", "--correct").out()).endsWith(" +/- 黑方不战而胜\n");
        // 重下: the board waits for the replayed game; the round is not finished
        assertThat(ok("result", e, "1", "2", "重下", "--correct").out()).endsWith("2-3 重下\n");
        assertThat(ok("round", "show", e, "1").out()).contains("重下").contains("[published]");
        assertThat(ok("--lang", "en", "round", "show", e, "1").out()).contains("Replay").contains("1-0 Black wins by resignation");
        // the existing syntax keeps working, and says what it always said; the replayed game's result is no correction
        assertThat(ok("result", e, "1", "2", "1-0").out()).endsWith(" 1-0 黑胜\n");
        assertThat(ok("result", e, "1", "2", "白胜", "--correct").out()).endsWith(" 0-1 白胜\n");
    }

    @Test
    @DisplayName("go 9: a margin that is no multiple of 1/4 is refused in words, nothing written")
    void goBadMarginRefusedGo9() {
        String e = goEvent();
        assertThat(refused("result", e, "1", "1", "B+0.3").err()).contains("multiple of 1/4");
        assertThat(refused("result", e, "1", "1", "B+0").err()).contains("multiple of 1/4");
        assertThat(refused("result", e, "1", "1", "红胜").err()).contains("B+3/4");
        assertThat(ok("round", "show", e, "1", "--format", "csv").out()).doesNotContain("1-0");
    }
}
