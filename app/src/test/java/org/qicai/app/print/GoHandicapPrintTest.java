package org.qicai.app.print;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
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
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Pairing;
import org.qicai.core.service.EventService;
import org.qicai.core.service.OgService;

/**
 * 让子 (issue 15 item 3): a McMahon round's handicap, from the rank difference less the correction and at most the
 * ceiling (OpenGotha's HandicapParameterSet), is stored with the pairing and printed with its komi (go 第二章 第二条:
 * even 黑贴3¾子, 让先 no komi, 让N子 black returns N/2) on the pairing sheet and the scoresheet, and exported.
 */
class GoHandicapPrintTest {
    @TempDir
    Path dir;

    private static String text(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    private EventService event(Map<String, String> options) {
        EventService svc = EventService.create(dir.resolve("go" + options.size() + ".qicai"), new EventSettings("围棋让子赛",
                "go", "mcmahon", 3, "14.1", List.of(), "", 5L, options), TestPlugins.host(), "裁判");
        // 5D–3D: MMS capped at the bar (4D), one rank less the correction → even; 2K–1D (ranks capped at 1D): 让先;
        // 10K–5K: 5 − 1 = 4 stones
        for (String[] p : new String[][] {{"张三", "5D"}, {"李四", "1D"}, {"王五", "5K"}, {"赵六", "2K"}, {"孙七", "10K"},
                {"周八", "3D"}}) {
            svc.registration().addPlayer(p[0], "", null, p[1]);
        }
        svc.rounds().pairNextRound();
        return svc;
    }

    @Test
    @DisplayName("go 第二章 第二条: the handicap is stored with the pairing (0, 让先 1, 4 stones) and printed with the komi")
    void handicapStoredAndPrinted() throws Exception {
        try (EventService svc = event(Map.of())) {
            List<Pairing> r1 = svc.snapshot().round(1).orElseThrow().pairings();
            assertThat(r1).extracting(Pairing::handicap).containsExactly(0, 1, 4);

            Path pairings = dir.resolve("p.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 1, Locale.CHINESE, false), pairings);
            assertThat(text(pairings)).contains("分先：黑贴3¾子", "让先，不贴子", "让4子，黑还2子");

            Path sheets = dir.resolve("s.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SCORESHEETS, 1, Locale.CHINESE, false), sheets);
            assertThat(text(sheets)).contains("让子与贴子：分先：黑贴3¾子", "让子与贴子：让先，不贴子", "让子与贴子：让4子，黑还2子");

            Path en = dir.resolve("en.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 1, Locale.ENGLISH, false), en);
            assertThat(text(en)).contains("handicap 4: black returns 2 stones at the count", "no komi");

            Path xml = dir.resolve("go.xml");
            OgService.exportEvent(svc, xml);
            assertThat(Files.readString(xml)).contains("handicap=\"4\"", "handicap=\"1\"");
        }
    }

    @Test
    @DisplayName("a handicap ceiling of 2 caps the 10K–5K game at 2 stones; a correction of 2 makes the 2K–1D game even")
    void ceilingAndCorrection() {
        try (EventService svc = event(Map.of("og.hdCeiling", "2", "og.hdCorrection", "2"))) {
            assertThat(svc.snapshot().round(1).orElseThrow().pairings()).extracting(Pairing::handicap)
                    .containsExactly(0, 0, 2);
        }
    }

    @Test
    @DisplayName("a xiangqi pairing sheet says nothing of handicap or komi")
    void xiangqiHasNone() throws Exception {
        try (EventService svc = EventService.create(dir.resolve("xq.qicai"), new EventSettings("象棋", "xiangqi",
                "round-robin", 0, "14.1", List.of(), "", 5L, Map.of()), TestPlugins.host(), "裁判")) {
            for (String n : List.of("甲", "乙")) {
                svc.registration().addPlayer(n, "", null, "");
            }
            svc.rounds().pairNextRound();
            Path p = dir.resolve("xq.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 1, Locale.CHINESE, false), p);
            assertThat(text(p)).doesNotContain("贴", "让");
        }
    }
}
