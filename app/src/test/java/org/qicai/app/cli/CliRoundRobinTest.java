package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI contract of issue 2, end to end over the real plugins and a real event file. */
class CliRoundRobinTest {
    @TempDir
    Path dir;

    private CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    @Test
    void wholeRoundRobinFromRegistrationToFinalStandings() throws Exception {
        String e = dir.resolve("四人赛.qicai").toString();
        ok("event", "new", e, "--name", "四人赛", "--discipline", "xiangqi", "--system", "round-robin", "--seed", "7");
        ok("player", "add", e, "--name", "甲", "--unit", "一队", "--rating", "2100");
        ok("player", "add", e, "--name", "乙", "--unit", "二队", "--rating", "2000");
        Path csv = dir.resolve("more.csv");
        Files.write(csv, "姓名,单位,等级分\r\n丙,一队,1900\r\n丁,三队,\r\n".getBytes(Charset.forName("GBK")));
        ok("player", "import", e, csv.toString());
        for (int r = 1; r <= 3; r++) {
            ok("round", "pair", e);
            ok("result", e, Integer.toString(r), "1", "1-0");
            ok("result", e, Integer.toString(r), "2", r == 2 ? "和" : "0-1");
        }
        CliRunner.Run over = CliRunner.run("round", "pair", e, "--lang", "en");
        assertThat(over.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(over.err().strip()).isEqualTo("qicai: all 3 rounds are paired");

        String csvOut = ok("round", "show", e, "1", "--format", "csv").out();
        assertThat(csvOut.lines().toList()).containsExactly("board,red_no,red_name,black_no,black_name,result",
                "1,1,甲,4,丁,1-0", "2,2,乙,3,丙,0-1");

        List<String> standings = ok("standings", e, "--format", "csv").out().lines().toList();
        assertThat(standings.get(0)).isEqualTo("rank,no,name,unit,points,sonneborn-berger,wins,direct-encounter,fouls");
        assertThat(standings).hasSize(5);
        String json = ok("round", "show", e, "2", "--format", "json").out();
        assertThat(json).contains("\"red\":{\"no\":").contains("\"result\":\"1/2\"");
    }

    @Test
    void userErrorsAreOneLineOnStderrWithoutStackTrace() {
        CliRunner.Run r = CliRunner.run("round", "show", dir.resolve("missing.qicai").toString(), "1", "--lang", "en");
        assertThat(r.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err().lines().count()).isEqualTo(1);
        assertThat(r.err()).startsWith("qicai: no event file at");
        CliRunner.Run bad = CliRunner.run("result");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(bad.err().lines().count()).isEqualTo(1);
    }

    @Test
    void badResultWordIsRefusedAndWritesNothing() {
        String e = dir.resolve("x.qicai").toString();
        ok("event", "new", e, "--name", "x", "--system", "round-robin");
        ok("player", "add", e, "--name", "A");
        ok("player", "add", e, "--name", "B");
        ok("round", "pair", e);
        CliRunner.Run r = CliRunner.run("result", e, "1", "1", "2-0");
        assertThat(r.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err()).contains("'2-0' is not a result");
        assertThat(ok("round", "show", e, "1", "--format", "csv").out()).contains("1,1,A,2,B,\n");
    }

    @Test
    void xq_21_4_forfeitCodesAreTypedAsResults() {
        String e = dir.resolve("forfeit.qicai").toString();
        ok("event", "new", e, "--name", "弃权", "--system", "round-robin");
        for (String n : List.of("A", "B", "C", "D", "E", "F")) {
            ok("player", "add", e, "--name", n);
        }
        ok("round", "pair", e);
        ok("result", e, "1", "1", "-/+");
        ok("result", e, "1", "2", "-/-");
        ok("result", e, "1", "3", "+/-");
        assertThat(ok("round", "show", e, "1", "--format", "csv").out().lines().skip(1)
                .map(l -> l.substring(l.lastIndexOf(',') + 1)).toList()).containsExactly("-/+", "-/-", "+/-");
    }

    @Test
    void pluginsListsOneLinePerExtension() {
        List<String> lines = ok("plugins").out().lines().toList();
        assertThat(lines).contains("round-robin 0.1.0 PairingSystem round-robin", "xiangqi 0.1.0 Discipline xiangqi");
        assertThat(lines).noneMatch(l -> l.startsWith("FAILED"));
    }
}
