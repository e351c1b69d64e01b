package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code trf import} of a file with byes requested in advance ({@code 0000 - H/F/Z} beyond the rounds
 * played): the event keeps no request for a round not yet paired, so the import says, in one warning
 * line after its summary, which players' requests for which rounds were left out.
 */
class CliTrfAdvanceByesTest {
    @TempDir
    Path dir;

    private Path file() throws Exception {
        Path in = dir.resolve("advance.trf");
        Files.writeString(in, String.join("\r\n", List.of(
                "012 Sample Open",
                "001    1      Alpha                             2500                             2.0    1     3 w 1     2 b 1",
                "001    2      Beta                              2400                             1.0    2     4 b +     1 w 0  0000 - H",
                "001    3      Gamma                             2300                             1.0    3     1 b 0  0000 - U",
                "001    4      Delta                             2200                             0.5    4     2 w -  0000 - H  0000 - F  0000 - Z",
                "XXR 5")) + "\r\n");
        return in;
    }

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("%s: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    @Test
    @DisplayName("advance byes are named in a warning (Chinese by default, English with --lang en); the rounds played are imported")
    void advanceByesAreNamedInAWarning() throws Exception {
        Path in = file();
        CliRunner.Run zh = ok("trf", "import", in.toString(), dir.resolve("a.qicai").toString(), "--system", "cn-swiss");
        List<String> lines = zh.out().lines().toList();
        assertThat(lines).hasSize(2);
        assertThat(lines.get(0)).startsWith("已导入 4 名棋手、2 轮 → ");
        assertThat(lines.get(1)).startsWith("警告：未导入预先申请的轮空")
                .endsWith("：2 号 Beta：第 3 轮半分轮空（H）；4 号 Delta：第 3 轮全分轮空（F）、第 4 轮零分轮空（Z）");
        CliRunner.Run en = ok("--lang", "en", "trf", "import", in.toString(), dir.resolve("b.qicai").toString(),
                "--system", "cn-swiss");
        assertThat(en.out().lines().toList().get(1)).startsWith("warning: advance byes not imported")
                .endsWith(": player 2 Beta: round 3 H; player 4 Delta: round 3 F, round 4 Z");
        assertThat(ok("round", "show", dir.resolve("b.qicai").toString(), "2").out()).isNotBlank();
    }

    @Test
    @DisplayName("a file without advance byes imports without a warning")
    void noWarningWithoutAdvanceByes() throws Exception {
        Path in = dir.resolve("plain.trf");
        List<String> lines = Files.readAllLines(file());
        Files.write(in, List.of(lines.get(0), lines.get(1), lines.get(2).substring(0, 109), lines.get(3),
                lines.get(4).substring(0, 109), lines.get(5)));
        CliRunner.Run r = ok("trf", "import", in.toString(), dir.resolve("c.qicai").toString(), "--system", "cn-swiss");
        assertThat(r.out().lines().toList()).hasSize(1);
    }
}
