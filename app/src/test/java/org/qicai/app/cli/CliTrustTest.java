package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 12's CLI contract: verify [--head], undo, round rollback [--dry-run]; the warning on every command. */
class CliTrustTest {
    @TempDir
    Path dir;

    private CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    private String fourPlayersOneResult() {
        String e = dir.resolve("信任.qicai").toString();
        ok("event", "new", e, "--name", "信任", "--discipline", "xiangqi", "--system", "round-robin");
        for (int i = 1; i <= 4; i++) {
            ok("player", "add", e, "--name", "棋手" + i);
        }
        ok("round", "pair", e);
        ok("result", e, "1", "1", "1-0");
        return e;
    }

    /** Edits the closed file the way H2's shell would (the scheme is registered by the commands run before). */
    private static void tamper(String file, String sql) throws Exception {
        String url = "jdbc:h2:qicai:" + Path.of(file).toAbsolutePath().toString().replace("%", "%25").replace(".", "%2E")
                + ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;IFEXISTS=TRUE";
        try (Connection c = DriverManager.getConnection(url, "qicai", ""); Statement st = c.createStatement()) {
            st.execute(sql);
        }
    }

    @Test
    void verifyAnUntouchedEventExitsZeroAndNamesItsHead() {
        String e = fourPlayersOneResult();
        CliRunner.Run r = ok("verify", e, "--lang", "en");
        assertThat(r.out()).contains("intact").containsPattern("head [0-9a-f]{12}");
    }

    @Test
    void verifyAFileEditedOutsideQiCaiExitsOneNamingTableRowAndValue() throws Exception {
        String e = fourPlayersOneResult();
        tamper(e, "UPDATE pairing SET result = '0-1' WHERE round_no = 1 AND board = 1");
        CliRunner.Run r = CliRunner.run("verify", e, "--lang", "en");
        assertThat(r.code()).isEqualTo(1);
        assertThat(r.out()).contains("pairing (round_no=1, board=1)").contains("result is '0-1' in the file, '1-0' in the journal")
                .contains("NOT intact: 1 finding");
        CliRunner.Run show = ok("round", "show", e, "1");
        assertThat(show.err()).contains("警告").contains("qicai verify");
    }

    @Test
    void verifyHeadSaysWhetherAPrintedStateIsInTheHistory() {
        String e = fourPlayersOneResult();
        String out = ok("verify", e, "--lang", "en").out();
        String head = out.replaceAll("(?s).*head ([0-9a-f]{12}).*", "$1");
        ok("result", e, "1", "2", "和");
        CliRunner.Run found = ok("verify", e, "--head", head, "--lang", "en");
        assertThat(found.out()).contains("is in this file's history").contains("journal rows were written after it");
        CliRunner.Run missing = CliRunner.run("verify", e, "--head", "0123456789ab", "--lang", "en");
        assertThat(missing.code()).isEqualTo(1);
        assertThat(missing.out()).contains("is not in this file's history");
        CliRunner.Run bad = CliRunner.run("verify", e, "--head", "xyz", "--lang", "en");
        assertThat(bad.code()).isEqualTo(Cli.USER_ERROR);
    }

    @Test
    void undoTakesBackTheLastResultAndSaysWhich() {
        String e = fourPlayersOneResult();
        CliRunner.Run r = ok("undo", e, "--lang", "en");
        assertThat(r.out()).contains("undone journal row").contains("result entered");
        assertThat(ok("round", "show", e, "1", "--format", "csv").out()).doesNotContain("1-0");
        assertThat(ok("journal", e).out()).contains("undo");
        ok("verify", e);
    }

    @Test
    void roundRollbackDryRunWritesNothingThenTheRollbackTakesTheRoundBack() {
        String e = fourPlayersOneResult();
        String journal = ok("journal", e).out();
        CliRunner.Run dry = ok("round", "rollback", e, "1", "--dry-run", "--lang", "en");
        assertThat(dry.out()).contains("dry run").contains("2 boards, 1 results").contains("→");
        assertThat(ok("journal", e).out()).isEqualTo(journal);
        CliRunner.Run done = ok("round", "rollback", e, "1");
        assertThat(done.out()).contains("已撤回第1轮");
        CliRunner.Run show = CliRunner.run("round", "show", e, "1");
        assertThat(show.code()).isEqualTo(Cli.USER_ERROR);
        ok("round", "pair", e);
        ok("verify", e);
    }
}
