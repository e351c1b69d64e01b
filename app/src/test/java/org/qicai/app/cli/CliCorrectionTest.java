package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 items 3 and 4 on the command line: a result typed over a different one needs {@code --correct}
 * (refused without it, naming the result there and who entered it, exit 2); the same result again is accepted; the
 * desk's role comes from {@code QICAI_ROLE} and a deputy is refused the chief's actions with the reason.
 */
class CliCorrectionTest {
    @TempDir
    Path dir;

    private static UnaryOperator<String> env(String arbiter, String role) {
        return n -> switch (n) {
            case "QICAI_ARBITER" -> arbiter;
            case "QICAI_ROLE" -> role;
            case "QICAI_LANG" -> null;
            default -> System.getenv(n);
        };
    }

    private String event() {
        String e = dir.resolve("更正.qicai").toString();
        assertThat(CliRunner.run(env("张裁判", null), "event", "new", e, "--name", "更正", "--discipline", "xiangqi",
                "--system", "round-robin").code()).isZero();
        for (int i = 1; i <= 4; i++) {
            assertThat(CliRunner.run(env("张裁判", null), "player", "add", e, "--name", "棋手" + i).code()).isZero();
        }
        assertThat(CliRunner.run(env("张裁判", null), "round", "pair", e).code()).isZero();
        return e;
    }

    @Test
    void aDifferentResultOverAnEnteredOneIsRefusedWithoutCorrectNamingItAndWhoEnteredIt() {
        String e = event();
        assertThat(CliRunner.run(env("李副", "deputy"), "result", e, "1", "1", "1-0").code()).isZero();
        CliRunner.Run again = CliRunner.run(env("王副", "deputy"), "result", e, "1", "1", "1-0");
        assertThat(again.code()).as("the same result again: %s", again.err()).isZero();
        CliRunner.Run over = CliRunner.run(env("王副", "deputy"), "result", e, "1", "1", "0-1");
        assertThat(over.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(over.err()).contains("已有成绩 1-0").contains("李副（副裁判） 录入").contains("--correct")
                .doesNotContain("Exception").doesNotContain("SQL");
        CliRunner.Run en = CliRunner.run(env("王副", "deputy"), "--lang", "en", "result", e, "1", "1", "0-1");
        assertThat(en.err()).contains("already has 1-0 (entered by 李副（副裁判）)");
        CliRunner.Run show = CliRunner.run(env("王副", null), "round", "show", e, "1", "--format", "csv");
        assertThat(show.out()).contains("1-0");
        CliRunner.Run fixed = CliRunner.run(env("王副", "deputy"), "result", e, "1", "1", "0-1", "--correct");
        assertThat(fixed.code()).as(fixed.err()).isZero();
        CliRunner.Run journal = CliRunner.run(env("王副", null), "journal", e);
        assertThat(journal.out()).contains("result.conflict").contains("result.correct").contains("王副（副裁判）");
    }

    @Test
    void aDeputyIsRefusedPairingAndPublishingWithTheReasonAndAWrongRoleIsWorded() {
        String e = event();
        CliRunner.Run publish = CliRunner.run(env("李副", "deputy"), "round", "publish", e, "1");
        assertThat(publish.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(publish.err()).contains("副裁判不能公布对阵").contains("裁判长");
        CliRunner.Run wrong = CliRunner.run(env("李副", "boss"), "result", e, "1", "1", "1-0");
        assertThat(wrong.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(wrong.err()).contains("QICAI_ROLE").contains("boss");
    }
}
