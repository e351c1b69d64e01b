package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 12 items 3 and 5 through the CLI: {@code backup EVENT -o FILE}, automatic backups after a publish,
 * read commands that write nothing, and files that are not events (or cannot be written) refused with
 * one clear line and exit 2.
 */
class CliFilesTest {
    @TempDir
    Path dir;

    private static CliRunner.Run ok(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("%s: %s", String.join(" ", args), r.err()).isZero();
        return r;
    }

    /** Exit 2 with one line on stderr, no stack, no SQL. */
    private static CliRunner.Run refused(String... args) {
        CliRunner.Run r = CliRunner.run(args);
        assertThat(r.code()).as("%s: %s%s", String.join(" ", args), r.out(), r.err()).isEqualTo(2);
        assertThat(r.err().lines().toList()).as("one line: %s", r.err()).hasSize(1);
        assertThat(r.err()).startsWith("qicai: ").doesNotContain("SQL", "org.h2", "Exception", "\tat ");
        return r;
    }

    private Path event(String name, int players) {
        Path e = dir.resolve(name);
        ok("event", "new", e.toString(), "--name", "文件测试", "--system", "round-robin");
        for (int i = 1; i <= players; i++) {
            ok("player", "add", e.toString(), "--name", "棋手" + i, "--unit", "单位" + (i % 2));
        }
        return e;
    }

    @Test
    @DisplayName("backup EVENT -o FILE writes an event file; an existing FILE is refused unless --force")
    void backupWritesAnEventFile() throws Exception {
        Path e = event("bk.qicai", 4);
        Path copy = dir.resolve("bk-copy.qicai");
        CliRunner.Run r = ok("backup", e.toString(), "-o", copy.toString());
        assertThat(r.out().strip()).isEqualTo("已备份 " + e.toAbsolutePath() + " → " + copy.toAbsolutePath());
        assertThat(ok("--lang", "en", "player", "list", copy.toString()).out()).contains("棋手4");
        CliRunner.Run again = refused("--lang", "en", "backup", e.toString(), "-o", copy.toString());
        assertThat(again.err()).contains("file already exists, not replaced").contains("--force");
        ok("player", "add", e.toString(), "--name", "棋手5");
        ok("backup", e.toString(), "-o", copy.toString(), "--force");
        assertThat(ok("player", "list", copy.toString()).out()).contains("棋手5");
        refused("backup", e.toString(), "-o", dir.resolve("no-such-folder").resolve("x.qicai").toString());
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("bk.qicai", "bk-copy.qicai");
        }
    }

    @Test
    @DisplayName("read commands leave the event file byte for byte as it was")
    void readCommandsWriteNothing() throws Exception {
        Path e = event("read.qicai", 4);
        ok("round", "pair", e.toString());
        ok("result", e.toString(), "1", "1", "1-0");
        String before = sha256(e);
        long modified = Files.getLastModifiedTime(e).toMillis();
        ok("standings", e.toString());
        ok("player", "list", e.toString());
        ok("round", "show", e.toString(), "1");
        ok("journal", e.toString());
        ok("crosstable", e.toString());
        ok("event", "show", e.toString());
        ok("penalty", "list", e.toString());
        ok("print", e.toString(), "pairings", "--round", "1", "-o", dir.resolve("r1.pdf").toString());
        ok("trf", "export", e.toString(), dir.resolve("r.trf").toString());
        assertThat(sha256(e)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(e).toMillis()).isEqualTo(modified);
    }

    @Test
    @DisplayName("a zero-byte file, a folder, another program's database and a text file are refused and left as they are")
    void notEventsAreRefused() throws Exception {
        Path zero = Files.createFile(dir.resolve("zero.qicai"));
        assertThat(refused("standings", zero.toString()).err()).contains("文件是空的").contains("the file is empty");
        assertThat(refused("player", "add", zero.toString(), "--name", "甲").err()).contains("文件是空的");
        assertThat(Files.size(zero)).isZero();

        Path folder = Files.createDirectory(dir.resolve("folder.qicai"));
        assertThat(refused("standings", folder.toString()).err()).contains("这是一个文件夹");
        assertThat(refused("event", "new", folder.toString(), "--name", "x").err()).contains("文件夹");

        Path foreign = dir.resolve("foreign.qicai");
        String url = "jdbc:h2:" + foreign.toAbsolutePath().toString().replace(".qicai", "");
        try (Connection c = DriverManager.getConnection(url, "sa", ""); Statement st = c.createStatement()) {
            st.execute("CREATE TABLE t(x INT)");
        }
        Files.move(dir.resolve("foreign.mv.db"), foreign);
        String sum = sha256(foreign);
        assertThat(refused("standings", foreign.toString()).err()).contains("不是棋裁赛事文件");
        assertThat(refused("player", "add", foreign.toString(), "--name", "甲").err()).contains("不是棋裁赛事文件");
        assertThat(sha256(foreign)).isEqualTo(sum);

        Path text = Files.writeString(dir.resolve("text.qicai"), "not an event");
        assertThat(refused("standings", text.toString()).err()).contains("不是棋裁赛事文件");
        assertThat(Files.readString(text)).isEqualTo("not an event");
    }

    @Test
    @DisplayName("a read-only event file is shown but not changed: changing it says why")
    void aReadOnlyFile() throws Exception {
        Path e = event("ro.qicai", 2);
        Files.setPosixFilePermissions(e, PosixFilePermissions.fromString("r--r--r--"));
        try {
            assertThat(refused("player", "add", e.toString(), "--name", "甲").err())
                    .contains("赛事文件是只读的").contains("the event file is read-only");
            assertThat(ok("player", "list", e.toString()).out()).contains("棋手2");
            ok("backup", e.toString(), "-o", dir.resolve("ro-copy.qicai").toString());
        } finally {
            Files.setPosixFilePermissions(e, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    @DisplayName("a unit over 200 characters and a long --arbiter are refused in words")
    void overLongOptions() throws Exception {
        Path e = event("long.qicai", 1);
        String players = ok("player", "list", e.toString()).out();
        String journal = ok("journal", e.toString()).out();
        assertThat(refused("player", "add", e.toString(), "--name", "甲", "--unit", "单".repeat(201)).err())
                .contains("“单位”太长：最多 200 个字符，这里有 201 个");
        assertThat(refused("--arbiter", "裁".repeat(250), "player", "add", e.toString(), "--name", "乙").err())
                .contains("--arbiter").contains("最多 200 个字符");
        assertThat(refused("--arbiter", "裁".repeat(250), "event", "new", dir.resolve("n.qicai").toString(),
                "--name", "x").err()).contains("--arbiter");
        assertThat(dir.resolve("n.qicai")).doesNotExist();
        // nothing was written: the same players, the same journal
        assertThat(ok("player", "list", e.toString()).out()).isEqualTo(players);
        assertThat(ok("journal", e.toString()).out()).isEqualTo(journal);
    }

    @Test
    @DisplayName("a TRF with no players is refused and creates nothing")
    void aTrfWithoutPlayers() throws Exception {
        Path trf = Files.writeString(dir.resolve("empty.trf"), "012 Nobody\r\nXXR 5\r\n");
        assertThat(refused("trf", "import", trf.toString(), dir.resolve("e.qicai").toString()).err())
                .contains("TRF 文件中没有棋手");
        assertThat(dir.resolve("e.qicai")).doesNotExist();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s).containsExactly(trf);
        }
    }

    @Test
    @DisplayName("publishing a round keeps a copy in NAME.backups; a failing copy warns and the publish stands")
    void automaticBackups() throws Exception {
        Path e = event("auto.qicai", 4);
        ok("round", "pair", e.toString());
        ok("round", "publish", e.toString(), "1");
        Path folder = dir.resolve("auto.backups");
        try (Stream<Path> s = Files.list(folder)) {
            List<String> names = s.map(p -> p.getFileName().toString()).toList();
            assertThat(names).hasSize(1);
            assertThat(names.get(0)).matches("auto-r1-\\d{8}-\\d{6}\\.qicai");
            assertThat(ok("round", "show", folder.resolve(names.get(0)).toString(), "1").out()).contains("棋手1");
        }

        Path blocked = event("blocked.qicai", 4);
        Files.writeString(dir.resolve("blocked.backups"), "in the way");
        ok("round", "pair", blocked.toString());
        CliRunner.Run r = ok("result", blocked.toString(), "1", "1", "1-0");
        assertThat(r.err()).startsWith("qicai: 警告：第 1 轮已公布，但自动备份失败");
        assertThat(ok("round", "show", blocked.toString(), "1", "--format", "csv").out()).contains("1-0");
    }

    @Test
    @DisplayName("a log folder that cannot be written leaves the console quiet")
    void anUnwritableLogIsQuiet() throws Exception {
        Path e = event("quiet.qicai", 2);
        Path notAFolder = Files.writeString(dir.resolve("plain-file"), "x");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dqicai.logdir=" + notAFolder.resolve("logs"), "-cp", System.getProperty("java.class.path"),
                "org.qicai.app.Main", "standings", e.toString(), "--lang", "en").start();
        String out = read(p.getInputStream());
        String err = read(p.getErrorStream());
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(err).isZero();
        assertThat(out).contains("棋手1");
        assertThat(err).doesNotContain("logback").doesNotContain("ERROR").isEmpty();
    }

    private static String read(InputStream in) throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        in.transferTo(b);
        return b.toString(StandardCharsets.UTF_8);
    }

    private static String sha256(Path f) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
    }
}
