package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code qicai penalty …} end to end over the real xiangqi and Go plugins: every catalogue entry with a
 * consequence, by clause (issue 5, item 6 and 8).
 */
class CliPenaltyTest {
    @TempDir
    Path dir;

    static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    static CliRunner.Run fails(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("%s should fail; out: %s", String.join(" ", args), r.out()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err().lines().count()).isEqualTo(1);
        return r;
    }

    /** An event of four players, round 1 paired (1-4, 2-3 by the Berger table) and published. */
    String event(String discipline) {
        String e = dir.resolve(discipline + ".qicai").toString();
        ok("event", "new", e, "--name", "判罚", "--discipline", discipline, "--system", "round-robin", "--seed", "3",
                "--time-control", "5400+30");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        ok("round", "publish", e, "1");
        return e;
    }

    static String result(String e, int board) {
        String csv = ok("round", "show", e, "1", "--format", "csv").out();
        return csv.lines().skip(board).findFirst().orElseThrow().replaceAll(".*,", "");
    }

    @Test
    @DisplayName("xq 4.1.8: the third foul in one game loses it, and the command says so")
    void thirdFoulLosesTheGameXq4_1_8() {
        String e = event("xiangqi");
        assertThat(ok("penalty", "add", e, "1", "1", "red", "--clause", "9.1.5", "--note", "摸帅").out())
                .contains("#1 第1轮 第1台 红方 #1 甲  9.1.5 犯规").contains("后果：同局第1次犯规（满3次判负，4.1.8）");
        ok("penalty", "add", e, "1", "1", "red", "--clause", "9.1.1");
        assertThat(result(e, 1)).isEmpty();
        String third = ok("penalty", "add", e, "1", "1", "red", "--clause", "9.1.6").out();
        assertThat(third).contains("后果：同局第3次犯规；该局判红方负（4.1.8）：0-1 黑胜");
        assertThat(result(e, 1)).isEqualTo("0-1");
        assertThat(ok("journal", e).out()).contains("penalty.add", "result.penalty");
    }

    @Test
    @DisplayName("xq 7.1 / 9.1.7: unrecorded moves are fouls and count toward 4.1.8")
    void unrecordedMovesCountXq7_1() {
        String e = event("xiangqi");
        ok("penalty", "add", e, "1", "2", "black", "--clause", "7.1");
        ok("penalty", "add", e, "1", "2", "black", "--clause", "9.1.7");
        assertThat(ok("penalty", "add", e, "1", "2", "black", "--clause", "9.1.3").out()).contains("该局判黑方负（4.1.8）");
        assertThat(result(e, 2)).isEqualTo("1-0");
    }

    @Test
    @DisplayName("xq 23.3 and 9.1.4: a false move-limit claim is a foul and 5 minutes on the claimant's clock")
    void falseClaimXq23_3() {
        String e = event("xiangqi");
        String out = ok("--lang", "en", "penalty", "add", e, "1", "2", "red", "--clause", "23.3").out();
        assertThat(out).contains("consequence: 1st foul in the game (3 lose it, 4.1.8); 300 s taken from Red's clock (23.3;");
        assertThat(ok("penalty", "add", e, "1", "2", "red", "--clause", "9.1.4").out()).contains("红方棋钟加计5分钟（23.3");
        assertThat(result(e, 2)).isEmpty();
    }

    @Test
    @DisplayName("xq 18.2, 4.1.10, 7.4: the game is lost at once")
    void gameLostAtOnceXq18_2() {
        String e = event("xiangqi");
        assertThat(ok("penalty", "add", e, "1", "1", "black", "--clause", "18.2").out()).contains("该局判黑方负（18.2）：1-0 红胜");
        assertThat(result(e, 1)).isEqualTo("1-0");
        ok("penalty", "add", e, "1", "2", "red", "--clause", "4.1.10");
        assertThat(result(e, 2)).isEqualTo("0-1");
        String f = dir.resolve("seven.qicai").toString();
        ok("event", "new", f, "--name", "7.4", "--system", "round-robin", "--seed", "1");
        ok("player", "add", f, "--name", "甲");
        ok("player", "add", f, "--name", "乙");
        ok("round", "pair", f);
        ok("round", "publish", f, "1");
        assertThat(ok("penalty", "add", f, "1", "1", "red", "--clause", "7.4").out()).contains("（4.1.10）：0-1");
    }

    @Test
    @DisplayName("xq 18.3: expulsion is treated as withdrawal (20.3 in a round robin)")
    void expulsionXq18_3() {
        String e = event("xiangqi");
        ok("result", e, "1", "2", "1/2");
        String out = ok("penalty", "add", e, "1", "1", "red", "--clause", "18.3", "--note", "严重违纪").out();
        assertThat(out).contains("该局判红方负（18.3）", "除名（18.3，按退出处理）", "20.3");
        assertThat(ok("journal", e).out()).contains("player.expel");
        assertThat(fails("penalty", "correct", e, "1").err()).contains("cannot be undone by a correction");
    }

    @Test
    @DisplayName("xq2020 §18: a clock penalty needs --seconds; cancelled moves are recorded")
    void xq2020Penalties() {
        String e = event("xiangqi");
        assertThat(fails("penalty", "add", e, "1", "1", "red", "--clause", "xq2020-18.3").err()).contains("--seconds N");
        assertThat(ok("penalty", "add", e, "1", "1", "red", "--clause", "xq2020-18.3", "--seconds", "120").out())
                .contains("红方棋钟加计2分钟");
        assertThat(ok("penalty", "add", e, "1", "1", "red", "--clause", "xq2020-18.2").out()).contains("撤销着法");
    }

    @Test
    @DisplayName("go 12.2: the second warning loses the game; black|white name the sides")
    void secondWarningLosesGo12_2() {
        String e = event("go");
        assertThat(ok("penalty", "add", e, "1", "1", "white", "--clause", "go 8.2").out())
                .contains("执白").contains("同局第1次警告（满2次判负，go 12.2）");
        String two = ok("penalty", "add", e, "1", "1", "white", "--clause", "9").out();
        assertThat(two).contains("同局第2次警告；该局判执白负（go 12.2）：1-0 黑胜");
        assertThat(result(e, 1)).isEqualTo("1-0");
    }

    @Test
    @DisplayName("go 8.1, 8.3, 8.4: the game is lost; go 10, 11.1: the move is void")
    void goCatalogue() {
        String e = event("go");
        ok("penalty", "add", e, "1", "1", "black", "--clause", "go 8.1");
        assertThat(result(e, 1)).isEqualTo("0-1");
        ok("penalty", "add", e, "1", "2", "white", "--clause", "go 8.3");
        assertThat(result(e, 2)).isEqualTo("1-0");
        assertThat(ok("penalty", "add", e, "1", "2", "black", "--clause", "go 10").out()).contains("着手无效，弃权一次（go 10）");
        assertThat(ok("penalty", "add", e, "1", "2", "black", "--clause", "go 11.1").out()).contains("（go 11.1）");
    }

    @Test
    @DisplayName("penalty list: chronological, csv with clause, arbiter, consequence; a correction reverses")
    void listAndCorrect() {
        String e = event("xiangqi");
        ok("--arbiter", "王裁判", "penalty", "add", e, "1", "1", "red", "--clause", "9.1.5", "--note", "摸帅");
        ok("--arbiter", "王裁判", "penalty", "add", e, "1", "1", "red", "--clause", "9.1.5");
        ok("--arbiter", "王裁判", "penalty", "add", e, "1", "1", "red", "--clause", "9.1.5");
        assertThat(result(e, 1)).isEqualTo("0-1");
        String c = ok("--arbiter", "李裁判长", "penalty", "correct", e, "2", "--note", "误判").out();
        assertThat(c).contains("更正", "撤销判负（4.1.8），成绩恢复为 待定");
        assertThat(result(e, 1)).isEmpty();
        List<String> csv = ok("penalty", "list", e, "--format", "csv").out().lines().toList();
        assertThat(csv.get(0)).isEqualTo(
                "id,time,round,board,side,player_no,player,clause,kind,note,arbiter,consequence,reverses,reversed_by");
        assertThat(csv).hasSize(5);
        assertThat(csv.get(1)).contains(",1,1,red,1,甲,9.1.5,foul,摸帅,王裁判,同局第1次犯规");
        assertThat(csv.get(2)).endsWith(",,4");
        assertThat(csv.get(4)).contains(",correction,误判,李裁判长,").endsWith(",2,");
        String text = ok("penalty", "list", e).out();
        assertThat(text).contains("王裁判", "（已由#4撤销）", "更正 #2");
        assertThat(ok("penalty", "catalogue", e).out()).contains("9.1.5", "满3次判负（4.1.8）", "18.3", "按退出处理");
    }

    @Test
    @DisplayName("bad penalty input: one line on stderr naming what is wrong, nothing written")
    void badInput() {
        String e = event("xiangqi");
        assertThat(fails("penalty", "add", e, "1", "1", "white", "--clause", "9.1.5", "--lang", "en").err())
                .isEqualTo("qicai: 'white' is not a side; use red or black\n");
        assertThat(fails("penalty", "add", e, "1", "1", "red", "--clause", "9.9", "--lang", "en").err()).startsWith(
                "qicai: no clause '9.9' in the Xiangqi penalty catalogue; known: 9.1.1, 9.1.2");
        assertThat(fails("penalty", "add", e, "1", "7", "red", "--clause", "9.1.5").err())
                .contains("round 1 has no board 7 (boards 1–2)");
        assertThat(fails("penalty", "add", e, "1", "1", "red", "--clause", "23.3", "--seconds", "60").err())
                .contains("fixes the time itself");
        assertThat(fails("penalty", "list", e, "--format", "xml").err()).contains("--format is text or csv");
        assertThat(ok("penalty", "list", e).out()).contains("判罚记录为空");
    }
}
