package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.Result;
import org.qicai.core.service.EventService;

/** 文件 → 导入/导出 TRF (issue 3 items 1 and 8). */
class TrfPresenterTest {
    @TempDir
    Path dir;

    @Test
    void anExportedEventImportsBackAsANewOpenEventWithItsPlayersAndResults() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        RoundsPresenter rounds = new RoundsPresenter(s);
        rounds.pairNext();
        rounds.enterResult(1, 1, Result.FIRST_WIN);
        rounds.enterResult(1, 2, Result.DRAW);
        TrfPresenter trf = new TrfPresenter(s);
        Path out = dir.resolve("out");
        assertThat(trf.suggestedExportFile().getFileName().toString()).isEqualTo("测试赛.trf");
        assertThat(trf.export(out)).isEqualTo(4);
        Path written = dir.resolve("out.trf");
        assertThat(Files.exists(written)).as("the .trf suffix is added").isTrue();
        assertThat(trf.describe(written)).contains("4 名棋手").contains("已编排 1 /");

        assertThat(trf.systems()).extracting(Choice::id).contains("dutch", "cn-swiss").doesNotContain("knockout");
        Path event = trf.suggestedEventFile(written);
        assertThat(event.getFileName().toString()).isEqualTo("out.qicai");
        EventService imported = trf.importFile(new TrfPresenter.ImportForm(written.toString(), "cn-swiss", "xiangqi",
                event.toString()));
        assertThat(s.require()).isSameAs(imported);
        assertThat(imported.settings().system()).isEqualTo("cn-swiss");
        assertThat(imported.snapshot().players()).hasSize(4);
        assertThat(imported.snapshot().rounds()).hasSize(1);
        assertThat(imported.snapshot().rounds().get(0).pairings()).extracting(p -> p.result())
                .contains(Result.FIRST_WIN, Result.DRAW);
        s.close();
    }

    @Test
    void aMalformedFileIsRefusedNamingTheLineAndNoEventIsCreated() throws Exception {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path bad = dir.resolve("bad.trf");
        Files.writeString(bad, "012 Broken\n001    1 m    Alpha                             1500 CHN          0 "
                + "1990/01/01  x.0    1  ZZ w 1\n", StandardCharsets.UTF_8);
        TrfPresenter trf = new TrfPresenter(s);
        Path event = dir.resolve("bad.qicai");
        assertThatThrownBy(() -> trf.importFile(new TrfPresenter.ImportForm(bad.toString(), "dutch", "xiangqi",
                event.toString()))).isInstanceOf(UserError.class).hasMessageContaining("line 2");
        assertThat(Files.exists(event)).isFalse();
        assertThat(s.hasEvent()).isFalse();
    }

    @Test
    void byesRequestedForRoundsNotYetPairedAreNamedAfterTheImport() throws Exception {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path in = dir.resolve("advance.trf");
        Files.writeString(in, String.join("\r\n", List.of(
                "012 Sample Open",
                "001    1      Alpha                             2500                             2.0    1     3 w 1     2 b 1",
                "001    2      Beta                              2400                             1.0    2     4 b +     1 w 0  0000 - H",
                "001    3      Gamma                             2300                             1.0    3     1 b 0  0000 - U",
                "001    4      Delta                             2200                             0.5    4     2 w -  0000 - H  0000 - F  0000 - Z",
                "XXR 5")) + "\r\n", StandardCharsets.UTF_8);
        TrfPresenter trf = new TrfPresenter(s);
        trf.importFile(new TrfPresenter.ImportForm(in.toString(), "dutch", "xiangqi", dir.resolve("a.qicai").toString()));
        assertThat(trf.importWarning()).startsWith("未导入预先申请的轮空").contains("2 号 Beta：第 3 轮半分轮空")
                .contains("4 号 Delta");
        s.close();
    }

    @Test
    void noFileChosenSaysSo() {
        EventSession s = TestPlugins.session(Language.ENGLISH);
        assertThatThrownBy(() -> new TrfPresenter(s).importFile(new TrfPresenter.ImportForm(" ", "dutch", "xiangqi",
                dir.resolve("x").toString()))).isInstanceOf(UserError.class).hasMessage("Choose the TRF file to import.");
    }
}
