package org.qicai.app.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

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
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.RecordService;
import org.qicai.core.service.RulingService;

/** 棋谱 and 裁决书 on paper over the real xiangqi plugin: Chinese text embedded and extractable from the PDF. */
class GameRecordPrintTest {
    @TempDir
    Path dir;

    /** Red's rook checks the black king up and down the a-file: 长将 (26.1, 24.1). */
    static final String PERPETUAL = "[FEN \"4k4/9/9/9/9/9/9/9/R8/3K5 w\"]\n"
            + "1. a1a9 e9e8 2. a9a8 e8e9 3. a8a9 e9e8 4. a9a8 e8e9 5. a8a9 e9e8 6. a9a8 e8e9\n";

    private static String text(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    @Test
    @DisplayName("the game record (棋谱) and the ruling record (裁决书) print to PDF with their Chinese text")
    void recordAndRulingPrintToPdf() throws Exception {
        try (PluginHost host = PluginHost.discover();
             EventService svc = EventService.create(dir.resolve("e.qicai"), new EventSettings("棋谱打印", "xiangqi",
                     "round-robin", 0, "14.1", List.of(), "", 5L,
                     Map.of(EventSettings.CHIEF_ARBITER, "周裁判长")), host, "王监局")) {
            for (String n : List.of("甲", "乙", "丙", "丁")) {
                svc.registration().addPlayer(n, "", null, "");
            }
            svc.rounds().pairNextRound();
            svc.rounds().publishRound(1);
            new RecordService(svc).store(1, 1, PERPETUAL);
            new PenaltyService(svc).add(1, 1, Side.SECOND, "9.1.5", "摸将");
            new RulingService(svc).accept(1, 1);

            Path rec = dir.resolve("record.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.RECORD, 1, 1, Locale.CHINESE, false), rec);
            String r = text(rec);
            assertThat(r).contains("棋谱打印", "棋谱", "第1轮 第1台", "红方：#1 甲", "黑方：#4 丁", "结果：0-1",
                    "1. 车九进八  将5进1", "6. 车九退一  将5退1", "本局判罚", "9.1.5", "摸将", "24.1", "用时", "裁判长：周裁判长");

            Path rul = dir.resolve("ruling.pdf");
            PrintDocument doc = Printing.document(svc, ReportKind.RULING, 1, 1, Locale.CHINESE, false);
            Printing.toPdf(doc, rul);
            String t = text(rul);
            assertThat(t).contains("裁决书", "第1轮 第1台", "甲", "丁", "第2着前局面（循环起点）", "车九退一", "将：红车照将",
                    "裁决：红方负", "24.1", "26.1", "长将", "已执行：王监局", "判罚记录 #2", "裁判长：", "红方：", "黑方：",
                    "日期：");
            javax.imageio.ImageIO.write(Printing.render(doc, 0, 1.5), "png", dir.resolve("ruling.png").toFile());

            assertThatThrownBy(() -> Printing.document(svc, ReportKind.RECORD, 1, 2, Locale.CHINESE, false))
                    .isInstanceOf(UserError.class).hasMessage("round 1 board 2 has no game record");
            assertThatThrownBy(() -> Printing.document(svc, ReportKind.RULING, 1, Locale.CHINESE, false))
                    .isInstanceOf(UserError.class).hasMessage("this report is of one board: give --round and --board");
        }
    }
}
