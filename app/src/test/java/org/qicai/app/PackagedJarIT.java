package org.qicai.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged application as a user gets it: {@code qicai.jar} with {@code lib/} and {@code plugins/}
 * beside it (deployment mode). Runs after packaging (failsafe).
 */
class PackagedJarIT {
    @TempDir
    Path dir;

    private static Path dist() {
        return Path.of(System.getProperty("qicai.dist", "target/dist")).toAbsolutePath();
    }

    private record Out(int code, String out) {
    }

    private static Out java(List<String> jvmArgs, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.addAll(jvmArgs);
        cmd.add("-Dqicai.logdir=" + System.getProperty("java.io.tmpdir"));
        cmd.add("-jar");
        cmd.add(dist().resolve("qicai.jar").toString());
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).directory(Path.of("/").toFile()).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Out(p.exitValue(), out);
    }

    @Test
    void deployedJarListsThePluginsBesideIt() throws Exception {
        Out r = java(List.of(), "plugins");
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out().lines().toList()).contains("round-robin 0.1.0 PairingSystem round-robin",
                "xiangqi 0.1.0 Discipline xiangqi");
        assertThat(r.out()).doesNotContain("FAILED");
    }

    @Test
    void aBrokenPluginIsReportedWithItsReasonAndTheRestStillWorks() throws Exception {
        Path plugins = Files.createDirectories(dir.resolve("plugins"));
        try (var s = Files.list(dist().resolve("plugins"))) {
            for (Path jar : s.toList()) {
                Files.copy(jar, plugins.resolve(jar.getFileName()));
            }
        }
        try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(plugins.resolve("broken.jar")))) {
            jar.putNextEntry(new JarEntry("plugin.properties"));
            jar.write(("plugin.id=broken\nplugin.version=1.0.0\nplugin.class=org.example.DoesNotExist\n")
                    .getBytes(StandardCharsets.UTF_8));
            jar.closeEntry();
        }
        Out r = java(List.of("-Dqicai.plugins=" + plugins), "plugins");
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out()).contains("round-robin 0.1.0 PairingSystem round-robin");
        assertThat(r.out().lines().filter(l -> l.startsWith("FAILED broken")).toList()).isNotEmpty();

        Path e = dir.resolve("e.qicai");
        assertThat(java(List.of("-Dqicai.plugins=" + plugins), "event", "new", e.toString(), "--name", "x",
                "--system", "round-robin").code()).isZero();
    }

    @Test
    void chineseOutputIsUtf8WhateverTheLocale() throws Exception {
        Path e = dir.resolve("中文.qicai");
        Out r = java(List.of("-Dfile.encoding=ISO-8859-1"), "event", "new", e.toString(), "--name", "象棋赛");
        assertThat(r.code()).as(r.out()).isZero();
        assertThat(r.out()).contains("象棋赛");
    }
}
