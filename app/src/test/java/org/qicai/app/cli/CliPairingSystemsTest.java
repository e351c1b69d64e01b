package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 3 CLI contract: trf import/export/pair/check, round pair --explain, round edit, bracket. */
class CliPairingSystemsTest {

    @TempDir
    Path dir;

    private CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /** A bbpPairings tournament of ../shared/fixtures/trf, copied to the test resources. */
    private static String fixture(String name) {
        try {
            java.net.URL u = CliPairingSystemsTest.class.getResource("/trf/" + name);
            if (u == null) {
                throw new IllegalStateException("missing test resource trf/" + name);
            }
            return Path.of(u.toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A cn-swiss event of n players in four units, paired and played for {@code rounds} rounds. */
    private String swiss(int n, int rounds) {
        String e = dir.resolve("积分赛.qicai").toString();
        ok("event", "new", e, "--name", "积分赛", "--system", "cn-swiss", "--rounds", "7", "--seed", "11");
        for (int i = 1; i <= n; i++) {
            ok("player", "add", e, "--name", "棋手" + i, "--unit", "单位" + (i % 4), "--rating", Integer.toString(2300 - i));
        }
        for (int r = 1; r <= rounds; r++) {
            ok("round", "pair", e);
            int boards = (int) ok("round", "show", e, Integer.toString(r), "--format", "csv").out().lines()
                    .skip(1).filter(l -> !l.endsWith(",,")).count();
            for (int b = 1; b <= boards; b++) {
                ok("result", e, Integer.toString(r), Integer.toString(b), b % 3 == 0 ? "1/2" : b % 3 == 1 ? "1-0" : "0-1");
            }
        }
        return e;
    }

    @Test
    void trfPairPrintsTheNumberOfPairsThenWhiteBlackLines() {
        CliRunner.Run r = ok("trf", "pair", fixture("dutch_n59_r9_s105_byes.trf"), "--system", "cn-swiss");
        List<String> lines = r.out().lines().toList();
        assertThat(Integer.parseInt(lines.get(0))).isEqualTo(lines.size() - 1).isEqualTo(30);
        assertThat(lines.subList(1, lines.size())).allMatch(l -> l.matches("\\d+ \\d+"));
        assertThat(lines.get(lines.size() - 1)).endsWith(" 0");
        String explained = ok("trf", "pair", fixture("dutch_n59_r9_s105_byes.trf"), "--system", "cn-swiss", "--explain").out();
        assertThat(explained).startsWith(r.out()).contains("附录二");
    }

    @Test
    void trfCheckExitsOneWhenRoundsDifferAndSaysHowMany() {
        CliRunner.Run r = CliRunner.run("trf", "check", fixture("dutch_n20_r7_s101.trf"), "--system", "cn-swiss");
        assertThat(r.code()).isEqualTo(1);
        List<String> lines = r.out().lines().toList();
        assertThat(lines.get(lines.size() - 1)).matches("checked 7 rounds, [1-7] differ");
        assertThat(lines.subList(0, lines.size() - 1)).allMatch(l -> l.matches("round \\d differs: .*"));
    }

    @Test
    void aCnSwissEventExportedAsTrfIsReproducedRoundByRound() {
        String e = swiss(13, 5);
        Path trf = dir.resolve("积分赛.trf");
        ok("trf", "export", e, trf.toString());
        CliRunner.Run r = CliRunner.run("trf", "check", trf.toString(), "--system", "cn-swiss");
        assertThat(r.out().strip()).as(r.out()).isEqualTo("checked 5 rounds, 0 differ");
        assertThat(r.code()).isZero();
        CliRunner.Run next = ok("trf", "pair", trf.toString(), "--system", "cn-swiss");
        ok("round", "pair", e);
        String csv = ok("round", "show", e, "6", "--format", "csv").out();
        for (String line : next.out().lines().skip(1).toList()) {
            String[] wb = line.split(" ");
            assertThat(csv).as(line).contains("," + wb[0] + ",").contains(wb[1].equals("0") ? "," + wb[0] + "," : "," + wb[1] + ",");
        }
    }

    @Test
    void trfImportAndExportKeepPlayersRoundsAndResults() throws Exception {
        String e = dir.resolve("imp.qicai").toString();
        CliRunner.Run r = ok("trf", "import", fixture("dutch_n36_r7_s102.trf"), e, "--system", "cn-swiss");
        assertThat(r.out()).contains("36").contains("7");
        Path out = dir.resolve("x.trf");
        ok("trf", "export", e, out.toString());
        String text = Files.readString(out).replace("\r", "\n");
        assertThat(text.lines().filter(l -> l.startsWith("001"))).hasSize(36);
        String original = Files.readString(Path.of(fixture("dutch_n36_r7_s102.trf"))).replace("\r", "\n");
        List<String> a = original.lines().filter(l -> l.startsWith("001")).map(l -> l.substring(80)).toList();
        List<String> b = text.lines().filter(l -> l.startsWith("001")).map(l -> l.substring(80)).toList();
        assertThat(b).isEqualTo(a); // points, rank and every round block as bbpPairings wrote them
    }

    @Test
    void aMalformedTrfIsRefusedInOneLineAndNoEventIsCreated() throws Exception {
        Path bad = dir.resolve("bad.trf");
        Files.writeString(bad, "012 Bad\n001    1      Test Player                       20x0\n");
        String e = dir.resolve("never.qicai").toString();
        CliRunner.Run r = CliRunner.run("trf", "import", bad.toString(), e, "--system", "cn-swiss");
        assertThat(r.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err().lines().count()).isEqualTo(1);
        assertThat(r.err()).startsWith("qicai: TRF 第 2 行").contains("(TRF line 2");
        assertThat(Path.of(e)).doesNotExist();
    }

    @Test
    void roundPairExplainsEachBoardFromTheStoredExplanation() {
        String e = swiss(9, 2);
        String shown = ok("round", "show", e, "2", "--explain").out();
        assertThat(shown).contains("积分组").contains("执红").contains("轮空");
        CliRunner.Run p = ok("round", "pair", e, "--explain");
        assertThat(p.out()).contains("附录二").contains("积分编排（附录二）第3轮");
    }

    @Test
    void roundEditWarnsAndNeverBlocksThenThePublishedRoundIsFrozen() {
        String e = swiss(8, 1);
        ok("round", "pair", e);
        // round 2 pairs the winners of round 1; pairing board 1's players with their round-1 opponents is a rematch
        String r1 = ok("round", "show", e, "1", "--format", "csv").out();
        String[] first = r1.lines().skip(1).findFirst().orElseThrow().split(",");
        CliRunner.Run edit = ok("round", "edit", e, "2", "pair", first[1], first[3]);
        assertThat(edit.out()).contains("警告：").contains("附录二 2");
        CliRunner.Run check = ok("round", "edit", e, "2", "check");
        assertThat(check.out()).contains("附录二 2");
        CliRunner.Run unpair = ok("round", "edit", e, "2", "unpair", "1", "--lang", "en");
        assertThat(unpair.out()).contains("warning: unpaired");
        String journal = ok("journal", e).out();
        assertThat(journal).contains("round.edit.pair").contains("round.edit.unpair");
        ok("round", "publish", e, "2");
        CliRunner.Run frozen = CliRunner.run("round", "edit", e, "2", "swap", "1", "2", "--lang", "en");
        assertThat(frozen.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(frozen.err().strip()).isEqualTo("qicai: round 2 is published; its pairings are frozen");
        CliRunner.Run bad = CliRunner.run("round", "edit", e, "2", "twist", "1");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(bad.err()).contains("unknown edit 'twist'");
    }

    @Test
    void reinstateSetsTheOptionCnSwissReads() {
        String e = swiss(6, 1);
        CliRunner.Run r = ok("round", "reinstate", e, "3");
        assertThat(r.out()).contains("reinstated=3@2");
        assertThat(ok("event", "show", e).out()).contains("reinstated: 3@2");
    }

    @Test
    void aKnockoutFromThePairingToTheBracketOnPaper() throws Exception {
        String e = dir.resolve("淘汰赛.qicai").toString();
        ok("event", "new", e, "--name", "淘汰赛", "--system", "knockout", "--seed", "3", "--option", "match-games=1");
        for (int i = 1; i <= 6; i++) {
            ok("player", "add", e, "--name", "棋手" + i, "--rating", Integer.toString(2300 - i));
        }
        String r1 = ok("round", "pair", e, "--explain").out();
        assertThat(r1).contains("1/4决赛").contains("轮空").contains("猜先（13.4）");
        ok("result", e, "1", "1", "1-0");
        ok("result", e, "1", "2", "0-1");
        String text = ok("bracket", e).out();
        assertThat(text).contains("淘汰赛 — 单败淘汰 6 人").contains("1/4决赛").contains("半决赛").contains("决赛")
                .contains("2-1胜者");
        Path pdf = dir.resolve("bracket.pdf");
        ok("bracket", e, "-o", pdf.toString());
        assertThat(Files.size(pdf)).isGreaterThan(1000);
        assertThat(new String(Files.readAllBytes(pdf), 0, 5)).isEqualTo("%PDF-");
        CliRunner.Run swiss = CliRunner.run("bracket", swiss(4, 0));
        assertThat(swiss.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(swiss.err()).contains("has no bracket");
    }

    @Test
    void benchTimesOneRoundOfARandomSwiss() {
        CliRunner.Run r = ok("bench", "--players", "40", "--round", "3", "--repeat", "1");
        assertThat(r.out()).containsPattern("cn-swiss\\s+40\\s+3\\s+20\\s+[0-9.]+\\s+[0-9.]+\\s+[0-9.]+");
    }
}
