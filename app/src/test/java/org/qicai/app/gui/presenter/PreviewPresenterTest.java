package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.print.ReportKind;

class PreviewPresenterTest {
    @TempDir
    Path dir;

    @Test
    void scoresheetsHaveAPagePerBoardAndPagesCanBeTurned() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙", "丙", "丁");
        new RoundsPresenter(s).pairNext();
        PreviewPresenter p = PreviewPresenter.of(s, ReportKind.SCORESHEETS, 1, false);
        assertThat(p.pageCount()).isGreaterThanOrEqualTo(1);
        assertThat(p.pageText()).isEqualTo("第 1 / " + p.pageCount() + " 页");
        assertThat(p.hasPrevious()).isFalse();
        while (p.hasNext()) {
            p.next();
        }
        assertThat(p.page()).isEqualTo(p.pageCount() - 1);
        s.close();
    }

    @Test
    void zoomChangesTheRenderedSize() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        new RoundsPresenter(s).pairNext();
        PreviewPresenter p = PreviewPresenter.of(s, ReportKind.PAIRINGS, 1, false);
        BufferedImage at100 = p.render();
        p.zoomIn();
        BufferedImage bigger = p.render();
        assertThat(p.zoomText()).isEqualTo("125 %");
        assertThat(bigger.getWidth()).isGreaterThan(at100.getWidth());
        s.close();
    }

    @Test
    void savesTheStandingsAsAPdf() throws Exception {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        new RoundsPresenter(s).pairNext();
        PreviewPresenter p = PreviewPresenter.of(s, ReportKind.STANDINGS, 0, false);
        Path pdf = dir.resolve("standings");
        p.savePdf(pdf);
        Path written = dir.resolve("standings.pdf");
        assertThat(Files.size(written)).isGreaterThan(1000);
        assertThat(new String(Files.readAllBytes(written), 0, 5, java.nio.charset.StandardCharsets.ISO_8859_1))
                .isEqualTo("%PDF-");
        s.close();
    }
}
