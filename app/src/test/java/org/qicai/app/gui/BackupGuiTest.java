package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.swing.fixture.JFileChooserFixture;
import org.junit.jupiter.api.Test;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.service.EventService;

/** 文件 → 备份… (issue 12 item 3): the save chooser offers NAME-备份-yyyyMMdd-HHmm.qicai beside the event. */
class BackupGuiTest extends GuiTestSupport {

    @Test
    void fileBackupWritesTheOfferedCopyBesideTheEvent() throws Exception {
        Path event = dir.resolve("城市赛.qicai");
        createEvent("城市赛", event);
        addPlayers(new String[][] {{"王天一", "杭州", "2600"}, {"郑惟桐", "四川", "2580"}});
        window.menuItem("fileMenu").click();
        window.menuItem("backupMenuItem").click();
        JFileChooserFixture chooser = window.fileChooser("backupChooser");
        assertThat(chooser.target().getSelectedFile().getName()).matches("城市赛-备份-\\d{8}-\\d{4}\\.qicai");
        chooser.approve();
        waitFor("the backup is written", () -> ((MainFrame) window.target()).statusText().startsWith("已备份到"));
        List<Path> copies;
        try (Stream<Path> s = Files.list(dir)) {
            copies = s.filter(p -> p.getFileName().toString().startsWith("城市赛-备份-")).toList();
        }
        assertThat(copies).hasSize(1);
        try (EventService copy = EventService.openReadOnly(copies.get(0), TestPlugins.host(), "t")) {
            assertThat(copy.snapshot().players()).extracting(p -> p.name()).containsExactly("王天一", "郑惟桐");
        }
    }
}
