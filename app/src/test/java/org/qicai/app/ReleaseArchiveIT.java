package org.qicai.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The release archive as a venue gets it (issue 13 item 1): {@code app/target/qicai-VERSION.zip}
 * unzipped into an empty folder and run through its own launcher with nothing but {@code java} (and
 * the few POSIX tools the script uses) on the PATH — no Maven, no project checkout, no JAVA_HOME.
 * Runs after packaging (failsafe).
 */
class ReleaseArchiveIT {
    private static final String VERSION = System.getProperty("qicai.version", "0.1.0-SNAPSHOT");

    @TempDir
    static Path tmp;
    private static Path home;
    private static Path bin;
    private static Path userHome;

    private static Path zip() throws IOException {
        String explicit = System.getProperty("qicai.release.zip");
        if (explicit != null) {
            return Path.of(explicit);
        }
        try (Stream<Path> s = Files.list(Path.of("target"))) {
            return s.filter(p -> p.getFileName().toString().matches("qicai-.*\\.zip")).findFirst().orElseThrow();
        }
    }

    private static boolean unix() {
        return !System.getProperty("os.name").toLowerCase().startsWith("windows") && Files.isExecutable(Path.of("/bin/sh"));
    }

    /** Unzips with the Unix modes stored in the archive, as unzip(1) or a desktop's archive tool does. */
    @BeforeAll
    static void unzip() throws IOException {
        Path into = Files.createDirectories(tmp.resolve("venue 赛场"));
        try (FileSystem z = FileSystems.newFileSystem(zip(), Map.of("enablePosixFileAttributes", "true"));
             Stream<Path> all = Files.walk(z.getPath("/"))) {
            for (Path p : all.toList()) {
                Path to = into.resolve(p.toString().substring(1));
                if (Files.isDirectory(p)) {
                    Files.createDirectories(to);
                    continue;
                }
                try (InputStream in = Files.newInputStream(p)) {
                    Files.copy(in, to, StandardCopyOption.REPLACE_EXISTING);
                }
                if (unix()) {
                    Files.setPosixFilePermissions(to, Files.getPosixFilePermissions(p));
                }
            }
        }
        home = into.resolve("qicai-" + VERSION);
        userHome = Files.createDirectories(tmp.resolve("home"));
        if (!unix()) {
            return;
        }
        // the PATH of a machine with a Java runtime and nothing else: java plus the tools the script calls
        bin = Files.createDirectories(tmp.resolve("bin"));
        Files.createSymbolicLink(bin.resolve("java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        for (String tool : List.of("ls", "mkdir", "mv", "rm", "cksum")) {
            for (String dir : List.of("/bin", "/usr/bin")) {
                Path t = Path.of(dir, tool);
                if (Files.isExecutable(t) && !Files.exists(bin.resolve(tool))) {
                    Files.createSymbolicLink(bin.resolve(tool), t);
                }
            }
        }
    }

    private record Out(int code, String out) {
    }

    private static Out qicai(Map<String, String> env, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(home.resolve("qicai").toString());
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true).directory(userHome.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("JAVA") || k.startsWith("MAVEN") || k.startsWith("M2")
                || k.startsWith("QICAI") || k.equals("_JAVA_OPTIONS") || k.equals("JDK_JAVA_OPTIONS")
                || k.equals("LANG") || k.startsWith("LC_")); // no locale at all: the launcher must still take 城市赛.qicai
        pb.environment().put("PATH", bin.toString());
        pb.environment().put("HOME", userHome.toString());
        pb.environment().put("QICAI_JAVA_OPTS", "-Xmx512m -Dqicai.logdir=" + tmp.resolve("logs"));
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return new Out(p.exitValue(), out);
    }

    private static Out qicai(String... args) throws IOException, InterruptedException {
        return qicai(Map.of(), args);
    }

    @Test
    void theArchiveHoldsOneFolderWithTheLaunchersTheJarsThePluginsAndTheNotes() throws IOException {
        assertThat(zip().getFileName().toString()).isEqualTo("qicai-" + VERSION + ".zip");
        try (Stream<Path> top = Files.list(home.getParent())) {
            assertThat(top.map(p -> p.getFileName().toString()).toList()).containsExactly("qicai-" + VERSION);
        }
        assertThat(home.resolve("qicai.jar")).isRegularFile();
        assertThat(home.resolve("lib").resolve("qicai-core-" + VERSION + ".jar")).isRegularFile();
        // the Chinese font as a file, mapped at start instead of inflated from the jar (print/Fonts)
        assertThat(home.resolve("fonts").resolve("wqy-microhei.ttc")).isRegularFile();
        try (Stream<Path> s = Files.list(home.resolve("plugins"))) {
            // one jar for each module of plugins/pom.xml, which is all a new plugin has to be listed in (issue 11 item 4)
            List<String> modules = java.util.regex.Pattern.compile("<module>([^<]+)</module>")
                    .matcher(Files.readString(Path.of("..", "plugins", "pom.xml"))).results().map(m -> m.group(1)).toList();
            assertThat(modules).hasSizeGreaterThanOrEqualTo(8);
            assertThat(s.map(p -> p.getFileName().toString()).toList()).containsExactlyInAnyOrderElementsOf(
                    modules.stream().map(m -> "qicai-plugin-" + m + ".jar").toList());
        }
        String bat = Files.readString(home.resolve("qicai.bat"), StandardCharsets.UTF_8);
        assertThat(bat).startsWith("@echo off\r\n").contains("javaw").doesNotContain("mvn");
        assertThat(bat.replace("\r\n", "")).doesNotContain("\n");
        byte[] notes = Files.readAllBytes(home.resolve("使用说明.txt"));
        assertThat(notes).startsWith((byte) 0xEF, (byte) 0xBB, (byte) 0xBF); // UTF-8 with BOM: Notepad on any Windows reads Chinese
        assertThat(new String(notes, StandardCharsets.UTF_8)).contains("Java 17", "qicai.bat", "./qicai", "\r\n");
        assertThat(Files.readString(home.resolve("qicai"))).startsWith("#!/bin/sh\n").doesNotContain("mvn");
        if (unix()) {
            try (FileSystem z = FileSystems.newFileSystem(zip(), Map.of("enablePosixFileAttributes", "true"))) {
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(z.getPath("qicai-" + VERSION, "qicai"));
                assertThat(mode).contains(PosixFilePermission.OWNER_EXECUTE, PosixFilePermission.OTHERS_EXECUTE);
            }
        }
    }

    @Test
    void runsAnEventWithOnlyJavaOnThePath() throws Exception {
        assumeTrue(unix(), "the sh launcher");
        Out v = qicai("--version");
        assertThat(v.code()).as(v.out()).isZero();
        assertThat(v.out()).contains(VERSION);

        Path event = userHome.resolve("城市赛.qicai");
        Out made = qicai("event", "new", event.toString(), "--name", "2026城市赛", "--discipline", "xiangqi",
                "--system", "round-robin");
        assertThat(made.code()).as(made.out()).isZero();
        for (String name : List.of("王天一", "蒋川")) {
            Out added = qicai("player", "add", event.toString(), "--name", name, "--unit", "杭州");
            assertThat(added.code()).as(added.out()).isZero();
        }
        Out paired = qicai("round", "pair", event.toString()); // the round-robin plugin from plugins/
        assertThat(paired.code()).as(paired.out()).isZero();
        assertThat(paired.out()).contains("王天一", "蒋川");

        // the class-data archive of the first command, beside the jar, and which Java made it
        assertThat(home.resolve("cds").resolve("cli.jsa")).isNotEmptyFile();
        assertThat(home.resolve("cds").resolve("cli.jsa.java")).content().contains(System.getProperty("java.version"));
    }

    @Test
    void withoutJavaItSaysSoInChineseAndEnglish() throws Exception {
        assumeTrue(unix(), "the sh launcher");
        Path empty = Files.createDirectories(tmp.resolve("no-java"));
        Out r = qicai(Map.of("PATH", empty.toString()), "--version");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).contains("找不到 Java", "请安装 Java 17", "Java was not found", "Install Java 17");
    }

    @Test
    void anOlderJavaIsNamedAndRefused() throws Exception {
        assumeTrue(unix(), "the sh launcher");
        Path old = Files.createDirectories(tmp.resolve("jdk8").resolve("bin"));
        Path java = old.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'java version \"1.8.0_392\"' >&2\n"
                + "echo 'Java(TM) SE Runtime Environment (build 1.8.0_392-b08)' >&2\n");
        Files.setPosixFilePermissions(java, Set.of(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_EXECUTE));
        Out r = qicai(Map.of("JAVA_HOME", old.getParent().toString()), "--version");
        assertThat(r.code()).isEqualTo(3);
        assertThat(r.out()).contains("Java 1.8.0_392", "需要 Java 17 或更新版本", "needs Java 17 or newer");
    }
}
