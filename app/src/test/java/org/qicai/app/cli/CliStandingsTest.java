package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The CLI contract of issue 6 item 8 — standings, crosstable, withdrawal — end to end over the real
 * round-robin and xiangqi plugins and a real event file.
 */
class CliStandingsTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /**
     * Four players, Berger table (R1 1-4 2-3 · R2 4-3 1-2 · R3 2-4 3-1): 1 beat 2, 2 beat 3, 3 beat 1,
     * everyone beat 4 — a cycle nothing separates (xq 15.1).
     */
    private String cycle() {
        String e = dir.resolve("循环.qicai").toString();
        ok("event", "new", e, "--name", "四人循环", "--system", "round-robin", "--seed", "3");
        for (String n : List.of("甲", "乙", "丙", "丁")) {
            ok("player", "add", e, "--name", n, "--unit", "队" + n);
        }
        String[][] results = {{"1-0", "1-0"}, {"0-1", "1-0"}, {"1-0", "1-0"}};
        for (int r = 1; r <= 3; r++) {
            ok("round", "pair", e);
            ok("result", e, Integer.toString(r), "1", results[r - 1][0]);
            ok("result", e, Integer.toString(r), "2", results[r - 1][1]);
        }
        return e;
    }

    @Test
    void standingsCsvKeepsTheContractHeaderAndSharesPlacesXq15_1() {
        String e = cycle();
        List<String> csv = ok("standings", e, "--format", "csv").out().lines().toList();
        assertThat(csv).containsExactly("rank,no,name,unit,points,sonneborn-berger,wins,direct-encounter,fouls",
                "1,1,甲,队甲,2,2,2,1,0", "1,2,乙,队乙,2,2,2,1,0", "1,3,丙,队丙,2,2,2,1,0", "4,4,丁,队丁,0,0,0,0,0");
    }

    @Test
    void tiebreaksByPresetOrChineseNamesWithEitherComma() {
        String e = cycle();
        assertThat(ok("standings", e, "--format", "csv", "--tiebreaks", "对手分，小分").out().lines().findFirst())
                .contains("rank,no,name,unit,points,buchholz,sonneborn-berger");
        assertThat(ok("standings", e, "--format", "csv", "--tiebreaks", "xq2020").out().lines().findFirst())
                .contains("rank,no,name,unit,points,game-points,wins,relative-wins,opponent-average,"
                        + "opponent-game-points,earlier-wins");
        CliRunner.Run bad = CliRunner.run("standings", e, "--tiebreaks", "koya", "--lang", "en");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(bad.err().lines().count()).isEqualTo(1);
        assertThat(bad.err()).startsWith("qicai: unknown tiebreak 'koya'; known: sonneborn-berger, buchholz");
        CliRunner.Run team = CliRunner.run("standings", e, "--tiebreaks", "15.4");
        assertThat(team.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(team.err()).contains("team preset");
    }

    @Test
    void explainSaysWhatSeparatedAdjacentPlayersOrThatNothingDid() {
        String e = cycle();
        CliRunner.Run text = ok("standings", e, "--explain");
        assertThat(text.out()).contains("=1*").contains("= 名次并列（15.1）").contains("* 应安排加赛（15.6）")
                .contains("并列第1名：1 甲 / 2 乙 — 无法区分，名次并列（15.1）；应安排加赛（15.6）")
                .contains("并列第1名：2 乙 / 3 丙 — 无法区分，名次并列（15.1）；应安排加赛（15.6）")
                .doesNotContain("第1、1名");
        // after round 2 (R1 1-4 1-0, 2-3 1-0; R2 4-3 0-1, 1-2 1-0): 1: 2, 2: 1, 3: 1, 4: 0;
        // 小分 of 2: beat 3 (1 point) = 1, of 3: beat 4 (0 points) = 0
        CliRunner.Run r2 = ok("--lang", "en", "standings", e, "--after-round", "2", "--explain");
        assertThat(r2.out()).contains("after round 2")
                .contains("rank 2–3: 2 乙 / 3 丙 — Sonneborn-Berger (15.1) 1 : 0");
        String json = ok("standings", e, "--format", "json", "--explain").out();
        assertThat(json).contains("\"playoff\":true").contains("\"shared\":true").contains("\"explain\":[")
                .contains("\"status\":\"active\"");
        CliRunner.Run csv = ok("standings", e, "--format", "csv", "--explain");
        assertThat(csv.out().lines()).hasSize(5);
        assertThat(csv.err()).contains("无法区分");
    }

    @Test
    @DisplayName("xq 15.1: --explain says a shared place as people do (并列第1名 / shared 1st place), still naming the pair "
            + "and why; a pair on different places keeps 第2、3名 / rank 2–3")
    void explainSaysASharedPlaceNaturallyXq15_1() {
        String e = cycle();
        List<String> en = ok("--lang", "en", "standings", e, "--explain").out().lines()
                .filter(l -> l.contains(" / ")).toList();
        assertThat(en).containsExactly(
                "shared 1st place: 1 甲 / 2 乙 — nothing separates them: place shared (15.1); play-off required (15.6)",
                "shared 1st place: 2 乙 / 3 丙 — nothing separates them: place shared (15.1); play-off required (15.6)");
        assertThat(ok("standings", e, "--format", "json", "--explain").out())
                .contains("\"explain\":[\"并列第1名：1 甲 / 2 乙 — 无法区分");
        assertThat(ok("standings", e, "--format", "csv", "--explain").err()).startsWith("并列第1名：1 甲 / 2 乙 — ");
        // after round 2: 2 乙 and 3 丙 on one point, separated by 小分 1 : 0
        assertThat(ok("standings", e, "--after-round", "2", "--explain").out())
                .contains("第2、3名：2 乙 / 3 丙 — 小分").doesNotContain("并列第");
    }

    @Test
    @DisplayName("xq 15.1: two teams nothing separates — standings --teams --explain says 并列第1名 / shared 1st place")
    void teamsShareAPlaceNaturallyXq15_1() {
        String e = dir.resolve("团体.qicai").toString();
        ok("event", "new", e, "--name", "两队", "--system", "round-robin", "--team-format", "分台换人", "--boards", "2",
                "--seed", "3");
        ok("team", "add", e, "--name", "甲队", "--players", "甲1,甲2,甲3");
        ok("team", "add", e, "--name", "乙队", "--players", "乙1,乙2,乙3");
        ok("team", "pair", e);
        ok("team", "result", e, "1", "1", "1-0,1-0"); // colours alternate by board: one win each, 1 : 1
        assertThat(ok("standings", e, "--teams", "--explain").out())
                .contains("并列第1名：1 甲队 / 2 乙队 — 无法区分，名次并列（15.1）；应安排加赛（15.6）").doesNotContain("第1、1名");
        assertThat(ok("--lang", "en", "standings", e, "--teams", "--explain").out()).contains(
                "shared 1st place: 1 甲队 / 2 乙队 — nothing separates them: place shared (15.1); play-off required (15.6)");
        // as for players: CSV keeps the explanation on stderr, JSON in an "explain" list
        var csv = ok("standings", e, "--teams", "--explain", "--format", "csv");
        assertThat(csv.out()).doesNotContain("并列第1名");
        assertThat(csv.err()).contains("并列第1名：1 甲队 / 2 乙队");
        assertThat(ok("standings", e, "--teams", "--explain", "--format", "json").out())
                .contains("\"explain\"").contains("并列第1名");
    }

    @Test
    void qualificationColumnsAreOptional() {
        String e = cycle();
        List<String> csv = ok("standings", e, "--format", "csv", "--qualification").out().lines().toList();
        assertThat(csv.get(0)).endsWith(",fouls,win-rate,grade,master-candidate");
        assertThat(csv.get(1)).endsWith(",66.7%,一级运动员,false");
        assertThat(ok("standings", e, "--qualification").out()).contains("胜率").contains("一级运动员*");
    }

    @Test
    void crosstableGridWithMarksAndRankProgression() {
        String e = cycle();
        List<String> csv = ok("crosstable", e, "--format", "csv", "--progression").out().lines().toList();
        assertThat(csv.get(0)).isEqualTo("no,name,unit,1,2,3,4,points,rank,sonneborn-berger,wins,direct-encounter,fouls,"
                + "rank-after-r1,rank-after-r2,rank-after-r3");
        assertThat(csv.get(1)).isEqualTo("1,甲,队甲,×,1,0,1,2,=1*,2,2,1,0,1,1,1");
        assertThat(csv.get(4)).isEqualTo("4,丁,队丁,0,0,0,×,0,4,0,0,0,0,3,4,4");
        String text = ok("crosstable", e).out();
        assertThat(text).contains("成绩交叉表").contains("不战而胜").contains("×");
        CliRunner.Run bad = CliRunner.run("crosstable", e, "--format", "json");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
    }

    @Test
    void withdrawalAnnulsFewerThanHalfAndTheJournalSaysWhyXq20_3() {
        String e = dir.resolve("六人.qicai").toString();
        ok("event", "new", e, "--name", "六人循环", "--system", "round-robin", "--seed", "3");
        for (int i = 1; i <= 6; i++) {
            ok("player", "add", e, "--name", "选手" + i);
        }
        // Berger 6: R1 1-6 2-5 3-4, R2 6-4 5-3 1-2
        for (int r = 1; r <= 2; r++) {
            ok("round", "pair", e);
            for (int b = 1; b <= 3; b++) {
                ok("result", e, Integer.toString(r), Integer.toString(b), "1-0");
            }
        }
        CliRunner.Run preview = ok("withdraw", e, "6", "--after-round", "2", "--dry-run");
        assertThat(preview.out()).contains("预览").contains("已赛2局/共5局，不足半数（20.3）");
        CliRunner.Run w = ok("withdraw", e, "6", "--after-round", "2", "--reason", "因病");
        assertThat(w.out()).contains("#6 选手6 退出比赛，第2轮后").contains("所有已赛结果一概注销").contains("原因：因病")
                .contains("第1轮 第1台 1-6  1-0 注销（20.3）");
        assertThat(ok("journal", e).out()).contains("player.withdraw");
        String json = ok("standings", e, "--format", "json").out();
        assertThat(json).contains("\"status\":\"withdrawn\",\"leftAfterRound\":2");
        ok("round", "pair", e); // round 3: the table keeps him (2-6); pairing settles his board at once
        assertThat(ok("round", "show", e, "3", "--format", "csv").out()).contains("6,选手6");
        assertThat(ok("journal", e).out()).contains("withdrawal.settle");
        assertThat(ok("withdraw", e, "--settle").out()).contains("已处理 0 台");
        assertThat(ok("crosstable", e, "--format", "csv").out()).contains("(1)").contains("(0)");
        CliRunner.Run again = CliRunner.run("withdraw", e, "6", "--after-round", "2");
        assertThat(again.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(again.err()).contains("has already left");
    }

    @Test
    void crosstableAndStandingsPrintToPdfWithChineseText() throws Exception {
        String e = cycle();
        Path x = dir.resolve("x.pdf");
        ok("print", e, "crosstable", "-o", x.toString());
        Path s = dir.resolve("s.pdf");
        ok("print", e, "standings", "-o", s.toString());
        try (PDDocument d = Loader.loadPDF(x.toFile())) {
            assertThat(new PDFTextStripper().getText(d)).contains("成绩交叉表（第3轮后）", "甲", "不战而胜", "计分");
        }
        try (PDDocument d = Loader.loadPDF(s.toFile())) {
            assertThat(new PDFTextStripper().getText(d)).contains("名次表（第3轮后）", "=1*", "名次并列");
        }
    }
}
