package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;

/** 文件 → 备份… (issue 12 item 3): the file offered beside the event, and a copy that is itself an event. */
class BackupPresenterTest {
    @TempDir
    Path dir;

    @Test
    void theBackupOfferedIsBesideTheEventNamedByDateAndItOpensAsAnEvent() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙");
        BackupPresenter p = new BackupPresenter(s);
        Path offered = p.suggestedFile(LocalDateTime.of(2026, 5, 1, 14, 30));
        assertThat(offered).isEqualTo(dir.resolve("test-备份-20260501-1430.qicai").toAbsolutePath());
        assertThat(BackupPresenter.withSuffix(dir.resolve("copy"))).isEqualTo(dir.resolve("copy.qicai"));

        assertThat(p.backup(offered, false)).isEqualTo(offered);
        assertThatThrownBy(() -> p.backup(offered, false)).isInstanceOf(UserError.class);
        p.backup(offered, true);
        try (EventService copy = EventService.openReadOnly(offered, s.plugins(), "t")) {
            assertThat(copy.snapshot().players()).hasSize(3);
        }
        s.setLanguage(Language.ENGLISH);
        assertThat(p.suggestedFile(LocalDateTime.of(2026, 5, 1, 14, 30)).getFileName().toString())
                .isEqualTo("test-backup-20260501-1430.qicai");
        s.close();
    }
}
