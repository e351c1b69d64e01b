package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code qicai player import}: one encoding per file, refusals that name the line, {@code --allow-duplicates}. */
class CliPlayerImportTest {
    @TempDir
    Path dir;

    private CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("exit code of %s; stderr: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    private String event() {
        String e = dir.resolve("赛.qicai").toString();
        ok("event", "new", e, "--name", "导入赛", "--discipline", "xiangqi", "--system", "round-robin");
        ok("player", "add", e, "--name", "王天一", "--unit", "杭州", "--rating", "2600");
        return e;
    }

    private Path csv(String name, byte[] data) throws Exception {
        Path p = dir.resolve(name);
        Files.write(p, data);
        return p;
    }

    private int players(String e) {
        return (int) ok("player", "list", e, "--format", "csv").out().lines().count() - 1;
    }

    @Test
    void duplicatesAreRefusedListingEveryRowUnlessAllowDuplicates() throws Exception {
        String e = event();
        Path f = csv("dup.csv", "姓名,单位\r\n郑惟桐,四川\r\n王天一,杭州\r\n郑惟桐,四川\r\n".getBytes(StandardCharsets.UTF_8));

        CliRunner.Run refused = CliRunner.run("player", "import", e, f.toString(), "--lang", "en");
        assertThat(refused.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(refused.err()).contains("2 duplicate players").contains("郑惟桐 (四川) on rows 2, 4")
                .contains("王天一 (杭州) on row 3, already registered as #1").contains("--allow-duplicates");
        CliRunner.Run zh = CliRunner.run("player", "import", e, f.toString(), "--lang", "zh");
        assertThat(zh.err()).contains("郑惟桐（四川）第 2、4 行").contains("--allow-duplicates");
        assertThat(players(e)).isEqualTo(1);

        CliRunner.Run allowed = ok("player", "import", e, f.toString(), "--allow-duplicates", "--lang", "en");
        assertThat(allowed.out()).contains("imported 3 players (#2–#4), 2 duplicates allowed (--allow-duplicates)");
        assertThat(players(e)).isEqualTo(4);
    }

    @Test
    void aUtf8FileWithAStrayByteIsRefusedNamingItsLineAndNothingIsImported() throws Exception {
        String e = event();
        byte[] data = "姓名,单位\n郑惟桐,四川\n赵鑫鑫,浙江\n".getBytes(StandardCharsets.UTF_8);
        data[data.length - 4] = (byte) 0xFE;
        CliRunner.Run r = CliRunner.run("player", "import", e, csv("bad.csv", data).toString(), "--lang", "en");
        assertThat(r.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err()).contains("line 3 is not valid UTF-8");
        assertThat(players(e)).isEqualTo(1);
    }

    @Test
    void anUnterminatedQuoteIsRefusedNamingTheLineItOpened() throws Exception {
        String e = event();
        Path f = csv("q.csv", "姓名,单位\n郑惟桐,四川\n\"赵鑫鑫,浙江\n蒋川,北京\n".getBytes(StandardCharsets.UTF_8));
        CliRunner.Run r = CliRunner.run("player", "import", e, f.toString(), "--lang", "en");
        assertThat(r.code()).isEqualTo(Cli.USER_ERROR);
        assertThat(r.err()).contains("unterminated quote").contains("line 3");
        assertThat(players(e)).isEqualTo(1);
    }

    @Test
    void playerListCsvNeutralisesFormulaCellsAndImportsBackAsItWas() throws Exception {
        String e = event();
        ok("player", "add", e, "--name", "=HYPERLINK(\"http://x\")", "--unit", "-2+3+cmd", "--rating", "2000");
        String out = ok("player", "list", e, "--format", "csv").out();
        assertThat(out.lines().toList()).contains("2,\"'=HYPERLINK(\"\"http://x\"\")\",\"'-2+3+cmd\",2000,,active");

        String other = dir.resolve("二.qicai").toString();
        ok("event", "new", other, "--name", "二", "--discipline", "xiangqi", "--system", "round-robin");
        ok("player", "import", other, csv("list.csv", out.getBytes(StandardCharsets.UTF_8)).toString());
        assertThat(ok("player", "list", other, "--format", "csv").out()).isEqualTo(out);
    }
}
