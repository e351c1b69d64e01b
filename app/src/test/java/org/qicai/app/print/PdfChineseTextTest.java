package org.qicai.app.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.host.PluginHost;
import org.qicai.core.service.EventService;
import org.qicai.core.sample.SampleEvents;

/** PDFs carry real, extractable Chinese text in an embedded font subset (xq 10.1 scoresheet fields included). */
class PdfChineseTextTest {
    @TempDir
    Path dir;

    @Test
    void pairingSheetAndScoresheetsHaveExtractableChineseAndAnEmbeddedSubset() throws Exception {
        try (PluginHost host = PluginHost.discover();
             EventService svc = SampleEvents.build("city-championship", dir.resolve("s.qicai"), host, "t", 2, true)) {
            Path pairings = dir.resolve("p.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 3, Locale.CHINESE, false), pairings);
            Path sheets = dir.resolve("s.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SCORESHEETS, 3, Locale.CHINESE, false), sheets);
            try (PDDocument d = Loader.loadPDF(pairings.toFile())) {
                String text = new PDFTextStripper().getText(d);
                assertThat(text).contains("2026滨江市象棋锦标赛", "第3轮 对阵表", "陈永和", "滨江棋院", "红方", "黑方");
            }
            try (PDDocument d = Loader.loadPDF(sheets.toFile())) {
                assertThat(d.getNumberOfPages()).isEqualTo(5);
                String first = new PDFTextStripper() {
                    {
                        setStartPage(1);
                        setEndPage(1);
                    }
                }.getText(d);
                assertThat(first).contains("象棋比赛记录纸", "回合", "红方", "黑方", "结果", "用时", "犯规", "裁判签名",
                        "炮二平五");
            }
            assertThat(pairings.toFile().length()).as("subset, not the 5 MB font").isLessThan(200_000);
        }
    }
}
