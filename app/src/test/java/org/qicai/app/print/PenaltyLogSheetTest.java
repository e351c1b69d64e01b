package org.qicai.app.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.app.host.PluginHost;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;

/** 判罚记录 on paper, and the fouls and the time control in words on scoresheets and pairing sheets. */
class PenaltyLogSheetTest {
    @TempDir
    Path dir;

    private static String text(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    @Test
    @DisplayName("the penalty log prints chronologically with clause, arbiter, consequence and a signature line")
    void penaltyLogPrintout() throws Exception {
        try (PluginHost host = PluginHost.discover();
             EventService svc = EventService.create(dir.resolve("e.qicai"), new EventSettings("判罚打印", "xiangqi",
                     "round-robin", 0, "14.1", List.of(), "40/5400:10/900", 5L,
                     Map.of(EventSettings.CHIEF_ARBITER, "周裁判长")), host, "王监局")) {
            for (String n : List.of("甲", "乙", "丙", "丁")) {
                svc.registration().addPlayer(n, "", null, "");
            }
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            PenaltyService ps = new PenaltyService(svc);
            ps.add(1, 1, Side.FIRST, "9.1.5", "摸帅");
            ps.add(1, 1, Side.FIRST, "9.1.1", "");
            ps.add(1, 1, Side.FIRST, "23.3", "");
            ps.add(1, 2, Side.SECOND, "18.1", "");
            ps.correct(4, "误记");

            Path log = dir.resolve("log.pdf");
            PrintDocument doc = Printing.document(svc, ReportKind.PENALTIES, 0, Locale.CHINESE, false);
            assertThat(doc.pageWidth()).isGreaterThan(doc.pageHeight());
            Printing.toPdf(doc, log);
            String t = text(log);
            assertThat(t).contains("判罚记录", "判罚打印", "9.1.5", "摸帅", "23.3", "王监局", "同局第3次犯规",
                    "该局判红方负（4.1.8）：0-1 黑胜", "红方棋钟加计5分钟", "更正", "已由第5号更正撤销", "裁判长：周裁判长");
            assertThat(t.indexOf("摸帅")).isLessThan(t.indexOf("23.3"));

            Path sheets = dir.resolve("s.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SCORESHEETS, 1, Locale.CHINESE, false), sheets);
            String s = text(sheets);
            assertThat(s).contains("计时：每方第一时限90分钟内必须走满40着，以后每15分钟内必须走满10着，直至对局结束（6.1）");
            assertThat(s).contains("犯规3次（9.1.5, 9.1.1, 23.3）");

            Path pairings = dir.resolve("p.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 1, Locale.CHINESE, false), pairings);
            String p = text(pairings);
            assertThat(p).contains("用时：每方第一时限90分钟内必须走满40着", "判罚 红：犯规3次（9.1.5, 9.1.1, 23.3）");
            assertThat(p).doesNotContain("18.1");
        }
    }

    @Test
    @DisplayName("long consequences wrap, and an empty log still prints a page")
    void wrapsAndEmpty() throws Exception {
        List<String> lines = PenaltyLogSheet.wrap("后果：" + "同局第3次犯规；该局判红方负（4.1.8）：0-1 黑胜；".repeat(8),
                Fonts.plain(7.5f), 300);
        assertThat(lines.size()).isGreaterThan(2);
        assertThat(String.join("", lines).replace(" ", ""))
                .isEqualTo(("后果：" + "同局第3次犯规；该局判红方负（4.1.8）：0-1 黑胜；".repeat(8)).replace(" ", ""));
        try (PluginHost host = PluginHost.discover();
             EventService svc = EventService.create(dir.resolve("empty.qicai"), new EventSettings("空", "xiangqi",
                     "round-robin", 0, "14.1", List.of(), "", 5L, Map.of()), host, "a")) {
            PrintDocument doc = Printing.document(svc, ReportKind.PENALTIES, 0, Locale.CHINESE, false);
            assertThat(doc.pageCount()).isEqualTo(1);
            Path out = dir.resolve("empty.pdf");
            Printing.toPdf(doc, out);
            assertThat(text(out)).contains("无判罚记录");
        }
    }
}
