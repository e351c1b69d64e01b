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
import org.qicai.app.cli.CliRunner;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;

/**
 * Go's sheets on paper (issue 15 item 7): the scoresheet of a Go round has 300 numbered move cells (a 250-move game
 * on one page), the handicap and komi, the counting box of 第九条 and three signatures; the 封棋记录纸 of 第五条 has
 * the sealing time, the move, the clocks, a 19×19 diagram, the signatures at sealing and opening, the envelope.
 */
class GoSheetsPrintTest {
    @TempDir
    Path dir;

    private static String text(Path pdf) throws Exception {
        try (PDDocument d = Loader.loadPDF(pdf.toFile())) {
            return new PDFTextStripper().getText(d);
        }
    }

    private EventService goEvent() {
        return goEvent(Map.of());
    }

    private EventService goEvent(Map<String, String> options) {
        EventService svc = EventService.create(dir.resolve("go.qicai"), new EventSettings("围棋赛", "go", "mcmahon", 3,
                "14.1", List.of(), "", 5L, options), TestPlugins.host(), "裁判");
        for (String[] p : new String[][] {{"张三", "5D"}, {"李四", "1D"}, {"王五", "5K"}, {"孙七", "10K"}}) {
            svc.registration().addPlayer(p[0], "", null, p[1]);
        }
        svc.rounds().pairNextRound();
        return svc;
    }

    @Test
    @DisplayName("go 9: a Go round's scoresheets — 300 move cells, handicap and komi, the count box, three signatures")
    void goScoresheetFitsA250MoveGame() throws Exception {
        try (EventService svc = goEvent()) {
            svc.rounds().publishRound(1);
            new org.qicai.core.service.PenaltyService(svc).add(1, 1, org.qicai.core.model.Side.SECOND, "go 8.2", "");
            Path pdf = dir.resolve("s.pdf");
            PrintDocument doc = Printing.document(svc, ReportKind.SCORESHEETS, 1, Locale.CHINESE, false);
            assertThat(doc.pageCount()).isEqualTo(2);
            Printing.toPdf(doc, pdf);
            String t = text(pdf);
            assertThat(t).contains("围棋比赛记录纸", "250", "251", "299", "300", "数子（第九条）", "180½", "□ 中盘胜", "□ 重下",
                    "执黑签名", "执白签名", "裁判签名", "让子与贴子：");
            assertThat(t).contains("让4子，黑还2子", "白方先行", "go 8.2");
        }
    }

    @Test
    @DisplayName("go 9 第二小条: a Japanese-rules event on 13 lines with komi 5.5 prints its own count line and komi")
    void anEventsRulesBoardAndKomiAreThoseOnItsSheets() throws Exception {
        try (EventService svc = goEvent(Map.of("go-rules", "japanese", "board-size", "13", "komi", "5.5"))) {
            Path pdf = dir.resolve("jp.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SCORESHEETS, 1, Locale.CHINESE, false), pdf);
            String t = text(pdf);
            assertThat(t).contains("数目（第九条）：黑 ______ 目 − 白 ______ 目（目 + 提子） − 贴 ½ = ______ 目",
                    "让4子，黑贴半目");
            assertThat(t).doesNotContain("180½").doesNotContain("数子（第九条）");
            Path sheet = dir.resolve("pairings.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.PAIRINGS, 1, Locale.CHINESE, false), sheet);
            assertThat(text(sheet)).contains("分先：黑贴5目半");
        }
    }

    @Test
    @DisplayName("go 第五条: the sealed-move sheet — time, move number, clocks, point and diagram, sealing and opening signatures")
    void sealedMoveSheet() throws Exception {
        try (EventService svc = goEvent()) {
            Path pdf = dir.resolve("f.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SEALED_MOVES, 1, Locale.CHINESE, false), pdf);
            String t = text(pdf);
            assertThat(t).contains("围棋封棋记录纸", "封棋时间", "已下手数", "封棋着点", "封棋方签名", "裁判员签名（封存）", "启封",
                    "裁判员当场启封", "封棋信封", "第五条", "Q", "19");
            Path en = dir.resolve("en.pdf");
            Printing.toPdf(Printing.document(svc, ReportKind.SEALED_MOVES, 1, Locale.ENGLISH, false), en);
            assertThat(text(en)).contains("Go sealed-move sheet", "Sealed move (move");
        }
    }

    @Test
    @DisplayName("qicai print EVENT sealed-moves on a xiangqi event: refused in words, no file; the xiangqi scoresheet stays")
    void sealedMovesAreGoOnly() throws Exception {
        Path e = dir.resolve("xq.qicai");
        assertThat(CliRunner.run("event", "new", e.toString(), "--name", "象棋").code()).isZero();
        CliRunner.run("player", "add", e.toString(), "--name", "甲");
        CliRunner.run("player", "add", e.toString(), "--name", "乙");
        CliRunner.run("round", "pair", e.toString());
        Path out = dir.resolve("x.pdf");
        CliRunner.Run r = CliRunner.run("--lang", "en", "print", e.toString(), "sealed-moves", "--round", "1", "-o",
                out.toString());
        assertThat(r.code()).isEqualTo(2);
        assertThat(r.err()).contains("sealed-move sheets are for Go events");
        assertThat(out).doesNotExist();
        Path xs = dir.resolve("xs.pdf");
        assertThat(CliRunner.run("print", e.toString(), "scoresheets", "--round", "1", "-o", xs.toString()).code()).isZero();
        assertThat(text(xs)).contains("象棋").doesNotContain("数子（第九条）");
    }
    @Test
    @DisplayName("go 9: a game past move 300 goes on — qicai print EVENT continuation: moves 301–600 per board, the count box and signatures")
    void aGamePastMove300ContinuesOnASecondSheet() throws Exception {
        try (EventService svc = goEvent()) {
            svc.rounds().publishRound(1);
        }
        Path pdf = dir.resolve("c.pdf");
        CliRunner.Run r = CliRunner.run("print", dir.resolve("go.qicai").toString(), "continuation", "--round", "1", "-o",
                pdf.toString());
        assertThat(r.code()).as(r.err()).isZero();
        String t = text(pdf);
        assertThat(t).contains("围棋比赛记录纸（续页）", "接本台第一页（第 1–300 手）", "301", "450", "600", "数子（第九条）",
                "执黑签名", "裁判签名").doesNotContain("\n1\n");
        assertThat(t).contains("让4子，黑还2子", "第1台", "第2台");
        try (EventService svc = EventService.openReadOnly(dir.resolve("go.qicai"), TestPlugins.host(), "t")) {
            assertThat(Printing.document(svc, ReportKind.SCORESHEET_CONTINUATION, 1, Locale.CHINESE, false).pageCount())
                    .as("one continuation sheet per game").isEqualTo(2);
        }
        Path xq = dir.resolve("xq.qicai");
        CliRunner.run("event", "new", xq.toString(), "--name", "象棋");
        CliRunner.Run refused = CliRunner.run("--lang", "en", "print", xq.toString(), "continuation", "-o",
                dir.resolve("x.pdf").toString());
        assertThat(refused.code()).isEqualTo(2);
        assertThat(refused.err()).contains("continuation sheets are for Go events");
    }
}
