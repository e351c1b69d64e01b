package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The team CLI contract of issue 4, end to end over the real plugins and a real event file. */
class CliTeamTest {
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
        return r;
    }

    @Test
    @DisplayName("xq 12.2: lineups --registered 6 --boards 4 prints the 15 legal lineups, 1-2-3-4 … 3-4-5-6, and nothing else")
    void lineupsListingXq12_2() {
        List<String> six = ok("lineups", "--registered", "6", "--boards", "4").out().lines().toList();
        assertThat(six).hasSize(15).startsWith("1-2-3-4", "1-2-3-5").endsWith("3-4-5-6");
        String seven = ok("lineups", "--registered", "7", "--boards", "3").out();
        assertThat(seven.lines().toList()).hasSize(35).startsWith("1-2-3").endsWith("5-6-7");
        assertThat(seven).endsWith("5-6-7\n");
        assertThat(ok("lineups", "--registered", "5", "--boards", "3", "--team-format", "临时定台").out().lines())
                .hasSize(60);
        refused("lineups", "--registered", "3", "--boards", "4");
    }

    @Test
    @DisplayName("a team event from the command line: teams, pairing, lineups checked by 12.2, results, standings and board prizes")
    void teamEventFromTheCommandLine() {
        String e = dir.resolve("联赛.qicai").toString();
        ok("event", "new", e, "--name", "四队联赛", "--discipline", "xiangqi", "--system", "round-robin",
                "--team-format", "分台换人", "--boards", "4", "--seed", "3");
        String[] teams = {"红队", "蓝队", "黄队", "绿队"};
        for (int t = 0; t < 4; t++) {
            String p = "";
            for (int i = 1; i <= 6; i++) {
                p += (i > 1 ? "," : "") + teams[t].charAt(0) + i;
            }
            CliRunner.Run add = ok("team", "add", e, "--name", teams[t], "--unit", "单位" + t, "--players", p,
                    "--ratings", "2400,2390,2380,2370,2360,2350");
            assertThat(add.out()).startsWith((t + 1) + " " + teams[t]).doesNotContain("12.1");
        }
        CliRunner.Run pair = ok("team", "pair", e);
        assertThat(pair.out()).contains("第1场  1 红队 — 4 绿队").contains("第2场  2 蓝队 — 3 黄队");
        ok("lineup", e, "1", "红队", "1,2,3,5");
        CliRunner.Run reversed = refused("lineup", e, "1", "红队", "1,2,5,3");
        assertThat(reversed.err()).contains("12.2 分台换人").contains("order must be kept");
        assertThat(refused("lineup", e, "1", "2", "1,2,3,7").err()).contains("position 7 is not registered");
        assertThat(refused("lineup", e, "1", "2", "1,2,3").err()).contains("4 boards need 4 entries");
        CliRunner.Run m1 = ok("team", "result", e, "1", "1", "1-0,1/2,0-1,1/2");
        // boards 1, 3 红队 red: win, loss; boards 2, 4 绿队 red: draws → 2 : 2
        assertThat(m1.out()).contains("局分 2:2").contains("场分 1:1").contains("红队 出场 1-2-3-5");
        assertThat(refused("lineup", e, "1", "红队", "1,2,3,4").err()).contains("locked");
        ok("team", "result", e, "1", "2", "1-0,0-1,1-0,0-1");
        List<String> standings = ok("standings", e, "--teams", "--format", "csv").out().lines().toList();
        assertThat(standings.get(0)).isEqualTo("rank,no,name,unit,match-points,game-points,wins,direct-encounter,fouls,mark");
        assertThat(standings.get(1)).startsWith("1,2,蓝队,单位1,2,4,4,");
        assertThat(standings).hasSize(5);
        assertThat(ok("boards", e).out()).contains("第1台").contains("第4台");
        assertThat(ok("team", "show", e, "1").out()).contains("[finished]");
        String journal = ok("journal", e).out();
        assertThat(journal).contains("team.add").contains("team.pair").contains("lineup.enter").contains("lineup.lock")
                .contains("result.enter");
    }

    @Test
    @DisplayName("event new: the English id works too; an unknown format or a board format without --boards is refused")
    void eventNewTeamFormatNames() {
        String e = dir.resolve("en.qicai").toString();
        ok("event", "new", e, "--name", "x", "--team-format", "free-order", "--boards", "3");
        assertThat(ok("event", "show", e).out()).contains("team-format: free-order").contains("boards: 3");
        assertThat(refused("event", "new", dir.resolve("b.qicai").toString(), "--name", "x", "--team-format", "分台定人")
                .err()).contains("--boards");
        assertThat(refused("event", "new", dir.resolve("c.qicai").toString(), "--name", "x", "--team-format", "nonsense",
                "--boards", "4").err()).contains("no TeamFormat plugin named 'nonsense'");
    }

    @Test
    @DisplayName("xq 12.1: a registration out of strength order is accepted with a warning that says why")
    void strengthOrderWarningXq12_1() {
        String e = dir.resolve("定人.qicai").toString();
        ok("event", "new", e, "--name", "x", "--team-format", "分台定人", "--boards", "3");
        CliRunner.Run add = ok("team", "add", e, "--name", "甲队", "--players", "张,王,李", "--ratings", "2300,2400,");
        assertThat(add.out()).contains("12.1: position 1 张 (2300) is registered above position 2 王 (2400)")
                .contains("12.1: by rating the order would be 2 王, 1 张, 3 李");
        assertThat(refused("team", "add", e, "--name", "乙队", "--players", "a,b,c,d").err()).contains("exactly 3");
        ok("team", "order", e, "甲队", "2,1,3");
        assertThat(ok("team", "list", e).out()).doesNotContain("提示");
    }
}
