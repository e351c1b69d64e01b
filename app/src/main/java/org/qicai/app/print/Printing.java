package org.qicai.app.print;

import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.awt.print.PageFormat;
import java.awt.print.Paper;
import java.awt.print.Printable;
import java.awt.print.PrinterException;
import java.awt.print.PrinterJob;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import javax.print.attribute.HashPrintRequestAttributeSet;
import javax.print.attribute.PrintRequestAttributeSet;
import javax.print.attribute.standard.JobName;
import javax.print.attribute.standard.MediaSizeName;
import javax.print.attribute.standard.OrientationRequested;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2D;
import de.rototor.pdfbox.graphics2d.PdfBoxGraphics2DFontTextDrawer;

/**
 * The one way out to paper: build a report's {@link PrintDocument} from the services, then send the
 * same drawing to PDF (with an embedded subset of the bundled Chinese font), to a printer (A4
 * requested) or to an image for the preview.
 */
public final class Printing {
    private Printing() {
    }

    /** Builds a report. {@code round} is the round for pairings/scoresheets, or "after round" for standings (0 = last). */
    public static PrintDocument document(EventService svc, ReportKind kind, int round, Locale locale, boolean explain) {
        return stamped(sheet(svc, kind, round, locale, explain), svc.integrity(), "en".equals(locale.getLanguage()));
    }

    /**
     * The journal chain's head printed in the middle of every page's foot (issue 12): a posted sheet then
     * proves what the file held when it was printed ({@code qicai verify EVENT --head DIGEST}).
     */
    static PrintDocument stamped(PrintDocument doc, org.qicai.core.model.Integrity integrity, boolean en) {
        String text = !integrity.chained() ? (en ? "Journal not chained" : "记录未成链")
                : (en ? "Journal head " : "记录摘要 ") + integrity.shortHead()
                + (integrity.intact() ? "" : (en ? " (NOT intact)" : "（未通过核验）"));
        return new PrintDocument() {
            @Override
            public String title() {
                return doc.title();
            }

            @Override
            public int pageCount() {
                return doc.pageCount();
            }

            @Override
            public double pageWidth() {
                return doc.pageWidth();
            }

            @Override
            public double pageHeight() {
                return doc.pageHeight();
            }

            @Override
            public void paint(Graphics2D g, int index) {
                doc.paint(g, index);
                java.awt.Color c = g.getColor();
                g.setColor(Color.BLACK);
                Draw.centered(g, text, doc.pageWidth(), doc.pageHeight() - Draw.MARGIN + 6, Fonts.plain(7.5f));
                g.setColor(c);
            }
        };
    }

    private static PrintDocument sheet(EventService svc, ReportKind kind, int round, Locale locale, boolean explain) {
        return switch (kind) {
            case PAIRINGS -> TeamPairingSheet.appliesTo(svc) ? TeamPairingSheet.of(svc, round, locale)
                    : PairingSheet.of(svc, round, locale, explain);
            case SCORESHEETS -> GoScoresheets.appliesTo(svc) ? GoScoresheets.of(svc, round, locale, GoScoresheets.Mode.RECORD)
                    : Scoresheets.of(svc, round, locale);
            case SCORESHEET_CONTINUATION -> GoScoresheets.of(svc, round, locale, GoScoresheets.Mode.CONTINUATION);
            case SEALED_MOVES -> GoScoresheets.of(svc, round, locale, GoScoresheets.Mode.SEALED);
            case STANDINGS -> org.qicai.core.team.TeamSettings.isTeamEvent(svc.settings())
                    ? TeamStandingsSheet.of(svc, round, locale) : StandingsSheet.of(svc, round, locale);
            case CROSSTABLE -> CrosstableSheet.of(svc, round, locale);
            case TEAM_PAIRINGS -> TeamPairingSheet.of(svc, round, locale);
            case TEAM_MATCH_SHEETS -> TeamMatchSheets.of(svc, round, locale);
            case TEAM_STANDINGS -> TeamStandingsSheet.of(svc, round, locale);
            case BOARD_PRIZES -> TeamBoardPrizesSheet.of(svc, round, locale);
            case PENALTIES -> PenaltyLogSheet.of(svc, round, locale);
            case BRACKET -> BracketSheet.of(svc, locale);
            case RECORD, RULING -> throw UserError.zh("该报表针对一台对局：请给出 --round 和 --board",
                    "this report is of one board: give --round and --board");
        };
    }

    /** Builds a report of one board ({@link ReportKind#RECORD}, {@link ReportKind#RULING}); other kinds ignore it. */
    public static PrintDocument document(EventService svc, ReportKind kind, int round, int board, Locale locale,
                                         boolean explain) {
        if (!kind.needsBoard()) {
            return document(svc, kind, round, locale, explain);
        }
        if (round < 1 || board < 1) {
            throw UserError.zh("该报表针对一台对局：请给出 --round 和 --board", "this report is of one board: give --round and --board");
        }
        return stamped(kind == ReportKind.RECORD ? GameRecordSheet.of(svc, round, board, locale)
                : RulingSheet.of(svc, round, board, locale), svc.integrity(), "en".equals(locale.getLanguage()));
    }

    /** Writes the document as a PDF; the file appears complete or not at all. */
    public static synchronized void toPdf(PrintDocument doc, Path out) throws IOException {
        Path abs = out.toAbsolutePath();
        Path dir = abs.getParent();
        if (dir != null && !Files.isDirectory(dir)) {
            throw new UserError("文件夹不存在：" + dir, "folder does not exist: " + dir, null);
        }
        Path tmp = Files.createTempFile(dir == null ? Path.of(".") : dir, ".qicai-", ".pdf.part");
        try (PDDocument pd = new PDDocument()) {
            PDType0Font font = PDType0Font.load(pd, Fonts.pdfFont(), true);
            PdfBoxGraphics2DFontTextDrawer drawer = new PdfBoxGraphics2DFontTextDrawer();
            drawer.registerFont(Fonts.FAMILY, font);
            drawer.registerFont(Fonts.base().getFontName(), font);
            float w = (float) doc.pageWidth();
            float h = (float) doc.pageHeight();
            for (int i = 0; i < doc.pageCount(); i++) {
                PDPage page = new PDPage(new PDRectangle(w, h));
                pd.addPage(page);
                PdfBoxGraphics2D g = new PdfBoxGraphics2D(pd, w, h);
                g.setFontTextDrawer(drawer);
                g.setColor(Color.BLACK);
                doc.paint(g, i);
                g.dispose();
                try (PDPageContentStream cs = new PDPageContentStream(pd, page)) {
                    cs.drawForm(g.getXFormObject());
                }
            }
            pd.getDocumentInformation().setTitle(doc.title());
            pd.getDocumentInformation().setCreator("QiCai 棋裁");
            pd.save(tmp.toFile());
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(tmp);
            throw e;
        }
        Files.move(tmp, abs, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** A4 in the document's orientation, with the whole page imageable (the document keeps its own margins). */
    public static PageFormat pageFormat(PrintDocument doc) {
        PageFormat pf = new PageFormat();
        Paper paper = new Paper();
        double a4w = 595.28;
        double a4h = 841.89;
        paper.setSize(a4w, a4h);
        paper.setImageableArea(0, 0, a4w, a4h);
        pf.setPaper(paper);
        pf.setOrientation(doc.pageWidth() > doc.pageHeight() ? PageFormat.LANDSCAPE : PageFormat.PORTRAIT);
        return pf;
    }

    /** The document as a {@link Printable} for {@code java.awt.print}. */
    public static Printable printable(PrintDocument doc) {
        return (graphics, format, index) -> {
            if (index >= doc.pageCount()) {
                return Printable.NO_SUCH_PAGE;
            }
            Graphics2D g = (Graphics2D) graphics.create();
            try {
                g.translate(format.getImageableX(), format.getImageableY());
                double sx = format.getImageableWidth() / doc.pageWidth();
                double sy = format.getImageableHeight() / doc.pageHeight();
                double s = Math.min(1.0, Math.min(sx, sy));
                g.scale(s, s);
                g.setColor(Color.BLACK);
                doc.paint(g, index);
            } finally {
                g.dispose();
            }
            return Printable.PAGE_EXISTS;
        };
    }

    /** The A4 request attributes for a print job. */
    public static PrintRequestAttributeSet a4(PrintDocument doc) {
        PrintRequestAttributeSet attrs = new HashPrintRequestAttributeSet();
        attrs.add(MediaSizeName.ISO_A4);
        attrs.add(doc.pageWidth() > doc.pageHeight() ? OrientationRequested.LANDSCAPE : OrientationRequested.PORTRAIT);
        attrs.add(new JobName(doc.title(), Locale.getDefault()));
        return attrs;
    }

    /**
     * Sends the document to a printer, A4 requested. With {@code showDialog} the system print dialog
     * is shown first; returns false when the user cancelled it.
     */
    public static boolean toPrinter(PrintDocument doc, boolean showDialog) throws PrinterException {
        PrinterJob job = PrinterJob.getPrinterJob();
        job.setJobName(doc.title());
        job.setPrintable(printable(doc), pageFormat(doc));
        PrintRequestAttributeSet attrs = a4(doc);
        if (job.getPrintService() == null) {
            throw new UserError("本机没有安装打印机，请改为输出PDF", "no printer is installed; print to PDF instead", null);
        }
        if (showDialog && !job.printDialog(attrs)) {
            return false;
        }
        job.print(attrs);
        return true;
    }

    /** Renders one page into an image at {@code scale} pixels per point (preview, tests). */
    public static BufferedImage render(PrintDocument doc, int page, double scale) {
        int w = (int) Math.ceil(doc.pageWidth() * scale);
        int h = (int) Math.ceil(doc.pageHeight() * scale);
        BufferedImage img = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.scale(scale, scale);
            g.setColor(Color.BLACK);
            doc.paint(g, page);
        } finally {
            g.dispose();
        }
        return img;
    }
}
