package org.qicai.app.gui.presenter;

import java.awt.image.BufferedImage;
import java.awt.print.PrinterException;
import java.awt.print.PrinterJob;
import java.io.IOException;
import java.nio.file.Path;
import org.qicai.app.print.PrintDocument;
import org.qicai.app.print.Printing;
import org.qicai.app.print.ReportKind;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;

/**
 * 打印预览: one document, the page shown and the zoom; sends the same drawing to a printer or a PDF.
 */
public final class PreviewPresenter {
    /** Screen pixels per PostScript point at 100 % (96 dpi screens). */
    static final double PIXELS_PER_POINT = 96.0 / 72.0;
    static final double[] ZOOMS = {0.25, 0.5, 0.75, 1.0, 1.25, 1.5, 2.0, 3.0};

    private PrintDocument doc;
    private final Messages messages;
    /** How the document was built, so the explanation codes can be switched on and off in the preview. */
    private EventSession session;
    private ReportKind kind;
    private int round;
    private boolean explain;
    private int page;
    private int zoomIndex = 3;

    public PreviewPresenter(PrintDocument doc, Messages messages) {
        this.doc = doc;
        this.messages = messages;
    }

    /** Builds a report of the open event: pairing sheet or scoresheets of a round, or the standings. */
    public static PreviewPresenter of(EventSession session, ReportKind kind, int round, boolean explain) {
        EventService svc = session.require();
        PrintDocument doc = Printing.document(svc, kind, round, session.messages().locale(), explain);
        if (doc.pageCount() == 0) {
            throw new UserError(session.messages().get("preview.error.empty"));
        }
        PreviewPresenter p = new PreviewPresenter(doc, session.messages());
        p.session = session;
        p.kind = kind;
        p.round = round;
        p.explain = explain;
        return p;
    }

    /**
     * Whether the preview offers the pairing system's explanation codes (score group, floats, colour
     * reason …): on an individual pairing sheet.
     */
    public boolean offersExplain() {
        return session != null && kind == ReportKind.PAIRINGS && session.hasEvent()
                && !org.qicai.core.team.TeamSettings.isTeamEvent(session.require().settings());
    }

    public boolean explain() {
        return explain;
    }

    /** Rebuilds the pairing sheet with or without the explanation codes, staying on the same page when it still exists. */
    public void setExplain(boolean on) {
        if (!offersExplain() || on == explain) {
            return;
        }
        PrintDocument d = Printing.document(session.require(), kind, round, session.messages().locale(), on);
        doc = d;
        explain = on;
        page = Math.min(page, Math.max(0, d.pageCount() - 1));
    }

    public PrintDocument document() {
        return doc;
    }

    public String title() {
        return doc.title();
    }

    public int page() {
        return page;
    }

    public int pageCount() {
        return doc.pageCount();
    }

    public boolean hasNext() {
        return page < doc.pageCount() - 1;
    }

    public boolean hasPrevious() {
        return page > 0;
    }

    public void next() {
        if (hasNext()) {
            page++;
        }
    }

    public void previous() {
        if (hasPrevious()) {
            page--;
        }
    }

    public void goTo(int index) {
        page = Math.max(0, Math.min(doc.pageCount() - 1, index));
    }

    /** The zoom, 1.0 = 100 %. */
    public double zoom() {
        return ZOOMS[zoomIndex];
    }

    public void zoomIn() {
        zoomIndex = Math.min(ZOOMS.length - 1, zoomIndex + 1);
    }

    public void zoomOut() {
        zoomIndex = Math.max(0, zoomIndex - 1);
    }

    public boolean canZoomIn() {
        return zoomIndex < ZOOMS.length - 1;
    }

    public boolean canZoomOut() {
        return zoomIndex > 0;
    }

    /** 第 1 / 3 页. */
    public String pageText() {
        return messages.get("preview.page", Integer.toString(page + 1), Integer.toString(doc.pageCount()));
    }

    public String zoomText() {
        return Math.round(zoom() * 100) + " %";
    }

    /** The current page at the current zoom. */
    public BufferedImage render() {
        return Printing.render(doc, page, zoom() * PIXELS_PER_POINT);
    }

    /** A file name for the PDF: the document's title with characters a file system refuses replaced. */
    public String suggestedPdfName() {
        return NewEventPresenter.safeFileName(doc.title()) + ".pdf";
    }

    public void savePdf(Path file) {
        Path f = file.getFileName() != null && !file.getFileName().toString().contains(".")
                ? file.resolveSibling(file.getFileName() + ".pdf") : file;
        try {
            Printing.toPdf(doc, f);
        } catch (IOException e) {
            throw new UserError(messages.get("preview.error.pdf", f.toString(), String.valueOf(e.getMessage())), e);
        }
    }

    /** Whether the machine has any printer at all. */
    public static boolean printerInstalled() {
        return PrinterJob.lookupPrintServices().length > 0;
    }

    /**
     * Prints with the system print dialog (A4 requested). Returns false if the arbiter cancelled.
     * With no printer installed the message says so and points to the PDF.
     */
    public boolean print() {
        if (!printerInstalled()) {
            throw new UserError(messages.get("preview.error.noPrinter"));
        }
        try {
            return Printing.toPrinter(doc, true);
        } catch (PrinterException e) {
            throw new UserError(messages.get("preview.error.print", String.valueOf(e.getMessage())), e);
        }
    }
}
