package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 16 item 5 on the command line: every command on {@code postgresql://HOST:PORT/DATABASE?event=NAME}, a real
 * PostgreSQL (zonky, one for the class); {@code qicai event copy} between a file and PostgreSQL; bad addresses,
 * nobody listening, a wrong password and a missing event refused in words with a non-zero exit and no trace.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class CliPostgresTest {
    private static EmbeddedPostgres pg;
    private static final String PASSWORD = "cli-pass-16";
    private static int next;
    @TempDir
    Path dir;

    @BeforeAll
    static void startPostgres() throws Exception {
        pg = org.qicai.app.TestPostgresServers.start("arbiter", PASSWORD, "league");
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        pg.close();
    }

    private static String address(String event) {
        return "postgresql://127.0.0.1:" + pg.getPort() + "/league?event=" + event;
    }

    private static String fresh(String prefix) {
        return prefix + "_" + (++next);
    }

    /** The password from the environment, as a desk would give it. */
    private static final UnaryOperator<String> ENV = name -> switch (name) {
        case "PGUSER" -> "arbiter";
        case "QICAI_PASSWORD" -> PASSWORD;
        case "PGPASSWORD" -> null;
        case Language.ENV -> "en";
        default -> System.getenv(name);
    };

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(ENV, args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    private static CliRunner.Run refused(String... args) {
        CliRunner.Run r = CliRunner.run(ENV, args);
        assertThat(r.code()).as("exit code of %s", String.join(" ", args)).isNotZero();
        assertThat(r.err()).doesNotContain("Exception").doesNotContain("\tat ").doesNotContain("SELECT ")
                .doesNotContain(PASSWORD);
        return r;
    }

    private String players(int n) throws Exception {
        StringBuilder csv = new StringBuilder("姓名,单位\n");
        for (int i = 1; i <= n; i++) {
            csv.append("棋手").append(i).append(",城").append(i % 3).append('\n');
        }
        return Files.writeString(dir.resolve("p" + n + ".csv"), csv.toString()).toString();
    }

    @Test
    void aRoundRobinRunsWholeOnAPostgresqlEventAndPassesVerify() throws Exception {
        String e = address(fresh("league"));
        assertThat(ok("event", "new", e, "--name", "市联赛", "--discipline", "xiangqi", "--system", "round-robin").out())
                .contains("→ " + e);
        ok("player", "import", e, players(4));
        ok("round", "pair", e);
        ok("result", e, "1", "1", "1-0");
        ok("result", e, "1", "2", "和");
        String standings = ok("standings", e, "--format", "csv").out();
        assertThat(standings.lines().count()).isEqualTo(5);
        assertThat(ok("verify", e).out()).isNotBlank();
        assertThat(ok("round", "show", e, "1", "--format", "csv").out()).contains("1-0");
        assertThat(ok("event", "show", e).out()).contains("市联赛");
    }

    @Test
    void aTeamEventOnPostgresqlTakesLineupsAndMatchResultsAndPassesVerify() {
        String e = address(fresh("teams"));
        ok("event", "new", e, "--name", "四队联赛", "--discipline", "xiangqi", "--system", "round-robin",
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
        ok("lineup", e, "1", "红队", "1,2,3,6");
        ok("lineup", e, "1", "红队", "1,2,3,5"); // the lineup replaced before it is locked
        assertThat(ok("team", "result", e, "1", "1", "1-0,1/2,0-1,1/2").out()).contains("红队 lineup 1-2-3-5");
        assertThat(refused("lineup", e, "1", "红队", "1,2,3,4").err()).contains("locked");
        ok("team", "result", e, "1", "2", "1-0,0-1,1-0,0-1");
        assertThat(ok("standings", e, "--teams", "--format", "csv").out().lines().toList()).hasSize(5);
        assertThat(ok("verify", e).out()).isNotBlank();
    }

    @Test
    void anEventCopiedFromAFileToPostgresqlAndBackHasTheSameResults() throws Exception {
        Path file = dir.resolve("venue.qicai");
        ok("event", "new", file.toString(), "--name", "场馆赛", "--discipline", "xiangqi", "--system", "round-robin");
        ok("player", "import", file.toString(), players(6));
        ok("round", "pair", file.toString());
        ok("result", file.toString(), "1", "1", "0-1");
        String before = ok("round", "show", file.toString(), "1", "--format", "csv").out();
        String e = address(fresh("copied"));
        String said = ok("event", "copy", file.toString(), e).out();
        assertThat(said).contains("6 players").contains("(checked)").doesNotContain(PASSWORD);
        assertThat(ok("round", "show", e, "1", "--format", "csv").out()).isEqualTo(before);
        ok("result", e, "1", "2", "1-0");
        Path back = dir.resolve("back.qicai");
        ok("event", "copy", e, back.toString());
        assertThat(ok("round", "show", back.toString(), "1", "--format", "csv").out()).contains("1-0").contains("0-1");
        ok("verify", back.toString());
        // never over an existing destination, either way
        assertThat(refused("event", "copy", file.toString(), e).err()).contains("already holds an event");
        assertThat(refused("event", "copy", e, back.toString()).err()).contains("already exists");
    }

    @Test
    void badAddressesAndUnreachableServersAreRefusedInWords() throws Exception {
        assertThat(refused("event", "show", "postgresql://127.0.0.1/league").err()).contains("?event=NAME");
        assertThat(refused("event", "new", "postgresql://127.0.0.1:" + pg.getPort() + "/league?event=bad;name",
                "--name", "x").err()).contains("cannot be used");
        int free;
        try (ServerSocket s = new ServerSocket(0)) {
            free = s.getLocalPort();
        }
        assertThat(refused("event", "show", "postgresql://127.0.0.1:" + free + "/league?event=x").err())
                .contains("cannot reach the database server 127.0.0.1:" + free);
        String wrong = "postgresql://arbiter:nope@127.0.0.1:" + pg.getPort() + "/league?event=x";
        assertThat(refused("event", "new", wrong, "--name", "x").err()).contains("wrong user name or password")
                .doesNotContain("nope");
        assertThat(refused("event", "show", address("nowhere")).err()).contains("holds no event 'nowhere'");
        assertThat(refused("event", "show", "postgresql://127.0.0.1:" + pg.getPort() + "/nodb?event=x").err())
                .contains("no database 'nodb'");
    }
}
