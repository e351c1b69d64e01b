package org.qicai.core.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;

/**
 * Issue 12 items 3 and 5 at the storage level: what a file is not is said in words and left
 * untouched; a read-only open writes nothing; H2's online backup makes an openable copy.
 */
class EventFilesTest {
    @TempDir
    Path dir;

    private Path newEvent(String name) {
        Path file = dir.resolve(name);
        try (EventStore store = EventStore.create(file)) {
            store.write("t", tx -> {
                tx.putSetting("name", "测试");
                tx.insertPlayer(new Player(1, "王天一", "杭州", 2600, "", PlayerStatus.ACTIVE, 0));
                return null;
            });
        }
        return file;
    }

    @Test
    void aZeroByteFileIsRefusedAndStaysEmpty() throws Exception {
        Path empty = Files.createFile(dir.resolve("empty.qicai"));
        for (boolean readOnly : new boolean[] {true, false}) {
            assertThatThrownBy(() -> EventStore.open(empty, readOnly)).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("the file is empty (0 bytes)")
                    .satisfies(e -> assertThat(((UserError) e).chinese()).startsWith("文件是空的"));
        }
        assertThat(Files.size(empty)).isZero();
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s).containsExactly(empty);
        }
    }

    @Test
    void aFolderIsNotAnEventToOpenOrToCreate() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("folder.qicai"));
        assertThatThrownBy(() -> EventStore.open(folder, true)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("this is a folder, not an event file");
        assertThatThrownBy(() -> EventStore.create(folder)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("this is an existing folder");
        assertThatThrownBy(() -> EventStore.open(dir.resolve("missing.qicai"))).isInstanceOf(UserError.class)
                .hasMessageStartingWith("no event file at");
    }

    @Test
    void anotherProgramsH2DatabaseIsRefusedAndLeftUntouched() throws Exception {
        // one with its own user, one with our user name but no event in it
        Path other = dir.resolve("other.qicai");
        Path bare = dir.resolve("bare.qicai");
        h2(other, "sa", "CREATE TABLE t(x INT); INSERT INTO t VALUES (1)");
        h2(bare, "qicai", "CREATE TABLE customers(id INT)");
        for (Path f : List.of(other, bare)) {
            String before = sha256(f);
            for (boolean readOnly : new boolean[] {true, false}) {
                assertThatThrownBy(() -> EventStore.open(f, readOnly)).as(f.toString()).isInstanceOf(UserError.class)
                        .hasMessageStartingWith("not a QiCai event file")
                        .hasMessageContaining("left untouched");
            }
            assertThat(sha256(f)).as("%s is unchanged", f).isEqualTo(before);
        }
        Path text = Files.writeString(dir.resolve("notes.qicai"), "hello");
        assertThatThrownBy(() -> EventStore.open(text, true)).isInstanceOf(UserError.class)
                .hasMessageStartingWith("not a QiCai event file");
        assertThat(Files.readString(text)).isEqualTo("hello");
    }

    @Test
    void aReadOnlyOpenWritesNothing() throws Exception {
        Path file = newEvent("ro.qicai");
        Files.setLastModifiedTime(file, FileTime.fromMillis(1_000_000_000_000L));
        String before = sha256(file);
        try (EventStore store = EventStore.open(file, true)) {
            assertThat(store.readOnly()).isTrue();
            java.util.Optional<String> name = store.read(tx -> tx.setting("name"));
            assertThat(name).contains("测试");
            assertThat(players(store)).hasSize(1);
            assertThatThrownBy(() -> store.write("t", tx -> {
                tx.putSetting("name", "改");
                return null;
            })).satisfies(e -> assertThat(StoreException.userErrorOf(e)).isPresent());
        }
        assertThat(sha256(file)).isEqualTo(before);
        assertThat(Files.getLastModifiedTime(file).toMillis()).isEqualTo(1_000_000_000_000L);
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s).containsExactly(file);
        }
    }

    @Test
    void aReadOnlyFileIsOpenedForReadingOnly() throws Exception {
        Path file = newEvent("locked.qicai");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        try {
            assertThatThrownBy(() -> EventStore.open(file)).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("the event file is read-only")
                    .satisfies(e -> assertThat(((UserError) e).chinese()).startsWith("赛事文件是只读的"));
            try (EventStore store = EventStore.open(file, true)) {
                assertThat(players(store)).hasSize(1);
            }
        } finally {
            Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
        }
    }

    @Test
    void aFileOpenInAnotherProcessIsNamedSo() throws Exception {
        Path file = newEvent("busy.qicai");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), FileHolder.class.getName(), file.toString())
                .redirectErrorStream(true).start();
        try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null && !line.equals("OPEN")) {
                // log lines
            }
            assertThat(line).isEqualTo("OPEN");
            for (boolean readOnly : new boolean[] {true, false}) {
                assertThatThrownBy(() -> EventStore.open(file, readOnly)).isInstanceOf(UserError.class)
                        .hasMessageStartingWith("event file is open in another QiCai window or command");
            }
        } finally {
            p.destroyForcibly();
            p.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void aBackupOfAnOpenEventIsItselfAnEventFile() throws Exception {
        Path file = newEvent("live.qicai");
        Path copy = dir.resolve("copy.qicai");
        try (EventStore store = EventStore.open(file)) {
            assertThat(store.backupTo(copy, false)).isEqualTo(copy.toAbsolutePath());
            store.write("t", tx -> {
                tx.insertPlayer(new Player(2, "赵国荣", "黑龙江", 2550, "", PlayerStatus.ACTIVE, 0));
                return null;
            });
            assertThatThrownBy(() -> store.backupTo(copy, false)).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("file already exists, not replaced");
            assertThatThrownBy(() -> store.backupTo(file, true)).isInstanceOf(UserError.class)
                    .hasMessageStartingWith("a backup cannot replace the event file itself");
            try (EventStore backup = EventStore.open(copy, true)) {
                assertThat(players(backup)).extracting(Player::name).containsExactly("王天一");
            }
            store.backupTo(copy, true);
            try (EventStore backup = EventStore.open(copy, true)) {
                assertThat(players(backup)).extracting(Player::name).containsExactly("王天一", "赵国荣");
            }
        }
        try (Stream<Path> s = Files.list(dir)) {
            assertThat(s.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("live.qicai", "copy.qicai");
        }
    }

    @Test
    void aBackupFromAReadOnlyOpenWorksToo() throws Exception {
        Path file = newEvent("quiet.qicai");
        String before = sha256(file);
        Path copy = dir.resolve("sub").resolve("quiet-copy.qicai");
        Files.createDirectories(copy.getParent());
        try (EventStore store = EventStore.open(file, true)) {
            store.backupTo(copy, false);
        }
        assertThat(sha256(file)).isEqualTo(before);
        try (EventStore backup = EventStore.open(copy)) {
            assertThat(players(backup)).hasSize(1);
        }
    }

    @Test
    void aTextLongerThanItsColumnIsSaidInWords() {
        Path file = newEvent("long.qicai");
        try (EventStore store = EventStore.open(file)) {
            String unit = "单".repeat(201);
            assertThatThrownBy(() -> store.write("t", tx -> {
                tx.insertPlayer(new Player(2, "甲", unit, null, "", PlayerStatus.ACTIVE, 0));
                return null;
            })).isInstanceOf(StoreException.class).satisfies(e -> {
                UserError u = ((StoreException) e).userError().orElseThrow();
                assertThat(u.getMessage()).isEqualTo("unit is too long: at most 200 characters, got 201; nothing was written");
                assertThat(u.chinese()).startsWith("“单位”太长：最多 200 个字符，这里有 201 个");
            });
            assertThat(players(store)).hasSize(1);
        }
    }

    @Test
    void aFullDiskIsSaidInWords() {
        // the chain H2 gives when the disk is full at a commit (seen on a 1 MB tmpfs)
        SQLException h2 = new SQLException("General error: \"org.h2.mvstore.MVStoreException: Writing to "
                + "sun.nio.ch.FileChannelImpl@157632c9 failed; length 8192 at 73728 [2.5.252/2]\"; SQL statement:\nCOMMIT",
                "HY000", 50000, new IllegalStateException("Writing to sun.nio.ch.FileChannelImpl@157632c9 failed",
                new IOException("No space left on device")));
        UserError u = new StoreException("commit failed on x.qicai", h2).userError().orElseThrow();
        assertThat(u.getMessage()).startsWith("the disk is full and nothing was written");
        assertThat(u.chinese()).startsWith("磁盘已满");
        assertThat(new StoreException("bug", new IllegalStateException("index 3")).userError()).isEmpty();
    }

    /**
     * A real full disk, where one can be had: a 2 MB tmpfs — a new event file takes about 1 MB since V9 — (Linux, as root; skipped elsewhere). A write is
     * refused in words and the file keeps what was confirmed; creating an event leaves no file behind.
     */
    @Test
    void onARealFullDiskWritesAreRefusedInWordsAndNothingIsLeftBehind() throws Exception {
        Path disk = Files.createDirectory(dir.resolve("small-disk"));
        boolean mounted = run("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", disk.toString()) == 0;
        org.junit.jupiter.api.Assumptions.assumeTrue(mounted, "needs mount -t tmpfs (Linux, root)");
        try {
            Path file = disk.resolve("full.qicai");
            try (EventStore store = EventStore.create(file)) {
                store.write("t", tx -> {
                    tx.insertPlayer(new Player(1, "甲", "", null, "", PlayerStatus.ACTIVE, 0));
                    return null;
                });
            }
            Path pad = disk.resolve("pad");
            try (var out = Files.newOutputStream(pad)) {
                byte[] block = new byte[4096];
                while (true) {
                    out.write(block);
                }
            } catch (IOException full) {
                // the disk is full now
            }
            try (EventStore store = EventStore.open(file)) {
                assertThatThrownBy(() -> {
                    for (int i = 2; i < 200; i++) {
                        int no = i;
                        store.write("t", tx -> {
                            tx.insertPlayer(new Player(no, "棋手" + no, "单".repeat(150), null, "", PlayerStatus.ACTIVE, 0));
                            return null;
                        });
                    }
                }).satisfies(e -> assertThat(StoreException.userErrorOf(e).orElseThrow().getMessage())
                        .startsWith("the disk is full"));
            } catch (UserError e) {
                assertThat(e.getMessage()).startsWith("the disk is full");
            }
            assertThatThrownBy(() -> EventStore.create(disk.resolve("new.qicai")))
                    .satisfies(e -> assertThat(StoreException.userErrorOf(e)).isPresent());
            try (Stream<Path> s = Files.list(disk)) {
                assertThat(s.map(p -> p.getFileName().toString())).containsExactlyInAnyOrder("full.qicai", "pad");
            }
            Files.delete(pad);
            try (EventStore store = EventStore.open(file, true)) {
                assertThat(players(store)).extracting(Player::name).startsWith("甲");
            }
        } finally {
            run("umount", disk.toString());
        }
    }

    private static int run(String... command) {
        try {
            Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
        } catch (IOException | InterruptedException e) {
            return -1;
        }
    }

    private static void h2(Path file, String user, String sql) throws SQLException {
        EventFilePath.register();
        String url = "jdbc:h2:" + EventFilePath.databaseName(file.toAbsolutePath().toString());
        try (Connection c = DriverManager.getConnection(url, user, "x".equals(user) ? "" : ""); Statement st = c.createStatement()) {
            for (String s : sql.split(";")) {
                st.execute(s);
            }
        }
    }

    private static List<Player> players(EventStore store) {
        return store.read(Tx::players);
    }

    private static String sha256(Path f) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
    }
}
