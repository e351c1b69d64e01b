package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qicai clock describe|simulate} (issue 5, item 6) over the real timecontrol plugin. */
class CliClockTest {
    @TempDir
    Path dir;

    private Path file(String... lines) throws Exception {
        Path p = Files.createTempFile(dir, "presses", ".txt");
        Files.writeString(p, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
        return p;
    }

    private static List<String> lines(CliRunner.Run r) {
        return r.out().lines().toList();
    }

    @Test
    @DisplayName("the contract case: 1800+10, red spends 120 s a move → flag red at 2440.000")
    void contractCase() throws Exception {
        StringBuilder sb = new StringBuilder();
        int t = 0;
        for (int m = 0; m < 30; m++) {
            t += 120;
            sb.append(t).append(" red press\n");
            t += 30;
            sb.append(t).append(" black press\n");
        }
        Path p = dir.resolve("p.txt");
        Files.writeString(p, sb.toString());
        CliRunner.Run r = CliPenaltyTest.ok("clock", "simulate", "--tc", "1800+10", "--presses", p.toString());
        List<String> out = lines(r);
        assertThat(out).hasSize(61);
        assertThat(out.get(out.size() - 1)).isEqualTo("flag red at 2440.000");
        assertThat(out.get(0)).startsWith("120.000  red press  →  red 1690.000 (1 move)");
    }

    @Test
    @DisplayName("6.5: a press exactly at the limit flags; one millisecond before does not")
    void exactlyAtTheLimitXq6_5() throws Exception {
        assertThat(lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "1800", "--presses",
                file("1800 red press").toString()))).last().isEqualTo("flag red at 1800.000");
        assertThat(lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "1800", "--presses",
                file("1799.999 red press").toString()))).last().isEqualTo("no flag");
    }

    @Test
    @DisplayName("4.1.4: a quota missed at the control is a flag, named by its clause")
    void quotaMissedXq4_1_4() throws Exception {
        Path p = file("100 red press", "101 black press", "500 red press");
        List<String> out = lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "3/300:3/300", "--presses", p.toString()));
        assertThat(out.get(2)).contains("FLAG red at 301.000 (4.1.4, 1/3 moves at control 1)");
        assertThat(out).last().isEqualTo("flag red at 301.000");
    }

    @Test
    @DisplayName("23.3: penalty:300 on a line takes 5 minutes; the flag falls at the exact moment, even before a later press")
    void penaltyLine() throws Exception {
        Path p = file("10 red press", "20 black penalty:300", "1600 black press");
        assertThat(lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "1800", "--presses", p.toString())))
                .last().isEqualTo("flag black at 1510.000");
    }

    @Test
    @DisplayName("go 3: Chinese counting with the calls, black|white for Go")
    void countingWithCallsGo3() throws Exception {
        Path p = file("10 black press", "200 white press");
        List<String> out = lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "60+cn:2", "--presses", p.toString(),
                "--discipline", "go", "--calls"));
        assertThat(out).contains("  130.000  white  call: 一分钟，还剩1分钟", "  190.000  white  call: 10，超时判负");
        assertThat(out).last().isEqualTo("flag white at 190.000");
    }

    @Test
    @DisplayName("21.1: an absent player past the lateness limit loses")
    void latenessXq21_1() throws Exception {
        Path p = file("0 black absent", "30 red press", "950 black arrive");
        assertThat(lines(CliPenaltyTest.ok("clock", "simulate", "--tc", "1800", "--presses", p.toString(),
                "--late-limit", "900"))).last().isEqualTo("flag black at 900.000");
    }

    @Test
    @DisplayName("describe in Chinese and English; every spec form reaches a plugin")
    void describe() {
        assertThat(CliPenaltyTest.ok("clock", "describe", "5400+30").out().strip()).isEqualTo("每方基本用时90分钟，每走一着加30秒");
        assertThat(CliPenaltyTest.ok("--lang", "en", "clock", "describe", "3600+ca:20/300").out().strip())
                .isEqualTo("60 min per player; then Canadian overtime: 20 moves per 5 min");
        for (String spec : List.of("1800", "40/5400:10/900", "600+jp:3x30", "3600+cn:5", "red:4800+30;black:2400+30",
                "first:3600+cn:5;second:3600+cn:5", "armageddon:360/240+3", "30/1800+jp:1x30")) {
            assertThat(CliPenaltyTest.ok("clock", "describe", spec).out()).isNotBlank();
        }
    }

    @Test
    @DisplayName("malformed specs and files: one line saying what was expected")
    void badInput() throws Exception {
        assertThat(CliPenaltyTest.fails("clock", "describe", "90min", "--lang", "en").err()).startsWith(
                "qicai: unknown time control '90min'; expected one of 1800, 5400+30, 40/5400:10/900");
        assertThat(CliPenaltyTest.fails("clock", "describe", "3600+cn:").err()).contains("expected cn:MINUTES");
        Path p = file("10 red press", "x black press");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", p.toString()).err())
                .contains("line 2: time 'x' is not seconds").contains("expected 'SECONDS red|black press|pause|resume|penalty:SECONDS'");
        Path q = file("10 red press", "20 red press");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", q.toString()).err())
                .contains("line 2: red pressed but black is to move");
        Path r = file("10 green press");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", r.toString()).err())
                .contains("side 'green' is not red or black");
        Path s = file("10 red jump");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", s.toString()).err())
                .contains("action 'jump' is unknown");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", dir.resolve("none").toString())
                .err()).contains("no such file");
        Path u = file("10.0001 red press");
        assertThat(CliPenaltyTest.fails("clock", "simulate", "--tc", "1800", "--presses", u.toString()).err())
                .contains("is not seconds");
    }
}
