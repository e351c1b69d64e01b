package org.qicai.core.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.RoundStatus;

/** Issue 12 item 3: 备份 on demand, and a copy kept automatically after each round is published. */
class BackupTest {
    @TempDir
    Path dir;

    private EventService event(String name, Map<String, String> options) {
        EventSettings s = new EventSettings(name, "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, options);
        EventService svc = EventService.create(dir.resolve(name + ".qicai"), s, TestPlugins.registry(), "t");
        for (int i = 1; i <= 4; i++) {
            svc.registration().addPlayer("P" + i, "", null, "");
        }
        return svc;
    }

    private static void playRound(EventService svc, int round) {
        svc.rounds().pairNextRound();
        svc.rounds().publishRound(round);
        svc.results().enterResult(round, 1, Result.FIRST_WIN);
        svc.results().enterResult(round, 2, Result.DRAW);
    }

    @Test
    void aBackupIsAConsistentEventFileOfTheOpenEvent() {
        try (EventService svc = event("城市赛", Map.of())) {
            Path copy = dir.resolve("城市赛-备份.qicai");
            assertThat(svc.backups().backup(copy, false)).isEqualTo(copy.toAbsolutePath());
            assertThatThrownBy(() -> svc.backups().backup(copy, false)).isInstanceOf(UserError.class)
                    .hasMessageContaining("--force");
            try (EventService b = EventService.openReadOnly(copy, TestPlugins.registry(), "t")) {
                assertThat(b.snapshot().players()).hasSize(4);
                assertThat(b.settings().name()).isEqualTo("城市赛");
            }
        }
    }

    @Test
    void eachPublishedRoundLeavesACopyInTheBackupsFolderAndOnlyTheLastNAreKept() {
        try (EventService svc = event("league", Map.of(EventSettings.BACKUPS_KEEP, "2"))) {
            assertThat(svc.backups().backupFolder()).isEqualTo(dir.resolve("league.backups").toAbsolutePath());
            for (int r = 1; r <= 3; r++) {
                playRound(svc, r);
                assertThat(svc.backupWarning()).isEmpty();
            }
            List<Path> kept = svc.backups().automaticBackups();
            assertThat(kept).hasSize(2);
            assertThat(kept.get(0).getFileName().toString()).matches("league-r2-\\d{8}-\\d{6}(-\\d+)?\\.qicai");
            assertThat(kept.get(1).getFileName().toString()).matches("league-r3-\\d{8}-\\d{6}(-\\d+)?\\.qicai");
            // the copy after round 3 was published holds round 3 published, round 2 complete
            try (EventService b = EventService.openReadOnly(kept.get(1), TestPlugins.registry(), "t")) {
                assertThat(b.snapshot().round(3).orElseThrow().status()).isEqualTo(RoundStatus.PUBLISHED);
                assertThat(b.snapshot().round(2).orElseThrow().isComplete()).isTrue();
            }
        }
    }

    @Test
    void aRoundPublishedByItsFirstResultIsBackedUpToo() {
        try (EventService svc = event("direct", Map.of())) {
            svc.rounds().pairNextRound();
            assertThat(svc.backups().automaticBackups()).isEmpty();
            svc.results().enterResult(1, 1, Result.FIRST_WIN);
            assertThat(svc.backups().automaticBackups()).hasSize(1);
            svc.results().enterResult(1, 2, Result.SECOND_WIN);
            assertThat(svc.backups().automaticBackups()).as("only the publishing result makes a copy").hasSize(1);
        }
    }

    @Test
    void keepingNoBackupsMakesNone() {
        try (EventService svc = event("none", Map.of(EventSettings.BACKUPS_KEEP, "0"))) {
            playRound(svc, 1);
            assertThat(svc.backups().backupFolder()).doesNotExist();
        }
    }

    @Test
    void aFailingAutomaticBackupDoesNotFailThePublish() throws Exception {
        try (EventService svc = event("blocked", Map.of())) {
            Files.writeString(svc.backups().backupFolder(), "a file where the folder should be");
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            assertThat(svc.snapshot().round(1).orElseThrow().status()).isEqualTo(RoundStatus.PUBLISHED);
            UserError w = svc.backupWarning().orElseThrow();
            assertThat(w.getMessage()).startsWith("round 1 is published, but the automatic backup failed");
            assertThat(w.chinese()).startsWith("第 1 轮已公布，但自动备份失败");
        }
    }

    @Test
    void theNumberOfBackupsKeptMustBeANumber() {
        EventSettings s = new EventSettings("x", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L,
                Map.of(EventSettings.BACKUPS_KEEP, "many"));
        assertThatThrownBy(() -> EventService.create(dir.resolve("x.qicai"), s, TestPlugins.registry(), "t"))
                .isInstanceOf(UserError.class).hasMessageStartingWith("backups-keep is the number of automatic backups");
        assertThat(dir.resolve("x.qicai")).doesNotExist();
        assertThat(new EventSettings("x", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of()).backupsKeep())
                .isEqualTo(10);
    }

    @Test
    void aReadOnlyEventRefusesActionsInWordsAndAnOverlongArbiterIsRefused() {
        Path file;
        try (EventService svc = event("ro", Map.of())) {
            file = svc.file();
        }
        try (EventService ro = EventService.openReadOnly(file, TestPlugins.registry(), "t")) {
            assertThatThrownBy(() -> ro.registration().addPlayer("P5", "", null, ""))
                    .satisfies(e -> assertThat(org.qicai.core.StoreException.userErrorOf(e)).isPresent());
        }
        assertThatThrownBy(() -> EventService.open(file, TestPlugins.registry(), "裁".repeat(201)))
                .isInstanceOf(UserError.class).hasMessageStartingWith("the arbiter's name (--arbiter) is too long");
    }
    @Test
    void anEventInPostgresqlIsBackedUpToAnEventFileAndEachPublishedRoundKeepsALocalCopy() {
        // issue 16 item 5: the same 备份 on both engines; PostgreSQL's automatic copies go to this desk's machine
        EventSettings s = new EventSettings("库中赛", "xiangqi", "adjacent", 0, "14.1", List.of(), "", 1L, Map.of());
        String before = System.getProperty("qicai.backups");
        System.setProperty("qicai.backups", dir.resolve("local-backups").toString());
        try (EventService svc = EventService.create(org.qicai.core.store.TestPostgres.event("backup"), s,
                TestPlugins.registry(), "t")) {
            for (int i = 1; i <= 4; i++) {
                svc.registration().addPlayer("P" + i, "", null, "");
            }
            playRound(svc, 1);
            assertThat(svc.backupWarning()).isEmpty();
            String event = svc.store().postgresEvent();
            assertThat(svc.backups().automaticBackups()).hasSize(1)
                    .allMatch(p -> p.startsWith(dir.resolve("local-backups").resolve(event)))
                    .allMatch(p -> p.getFileName().toString().startsWith(event + "-r1-"), "named after the event");
            Path copy = dir.resolve("库中赛-备份.qicai");
            assertThat(svc.backups().backup(copy, false)).isEqualTo(copy.toAbsolutePath());
            assertThatThrownBy(() -> svc.backups().backup(copy, false)).isInstanceOf(UserError.class)
                    .hasMessageContaining("--force");
            svc.results().enterResult(1, 1, ResultEntry.of(Result.SECOND_WIN), ResultCheck.CORRECTION);
            svc.backups().backup(copy, true);
            try (EventService b = EventService.openReadOnly(copy, TestPlugins.registry(), "t")) {
                assertThat(b.snapshot().players()).hasSize(4);
                assertThat(b.snapshot().round(1).orElseThrow().board(1).orElseThrow().result()).isEqualTo(Result.SECOND_WIN);
                assertThat(b.integrity().findings()).isEmpty();
            }
        } finally {
            if (before == null) {
                System.clearProperty("qicai.backups");
            } else {
                System.setProperty("qicai.backups", before);
            }
        }
    }

    @Test
    void theServingDeskBacksUpARoundAJoinedDeskPublished() {
        // issue 16: a joined desk cannot copy the served file; the serving desk does it at its next heartbeat
        try (EventService chief = event("联机赛", Map.of()); EventService.Serving serving = chief.serve(0, "pw")) {
            chief.heartbeat("chief");
            assertThat(chief.backups().automaticBackups()).isEmpty();
            try (EventService deputy = EventService.openRemote("127.0.0.1", serving.port(), "pw", false,
                    TestPlugins.registry(), "编排长")) {
                playRound(deputy, 1);
            }
            chief.heartbeat("chief");
            assertThat(chief.backups().automaticBackups()).singleElement()
                    .satisfies(p -> assertThat(p.getFileName().toString()).startsWith("联机赛-r1-"));
            chief.heartbeat("chief");
            assertThat(chief.backups().automaticBackups()).as("not again for the same round").hasSize(1);
        }
    }
}
