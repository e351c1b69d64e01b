package org.qicai.app.print;

import java.awt.Graphics2D;

/**
 * A printable document drawn once with Java2D: the same {@link #paint} goes to a printer
 * ({@code java.awt.print}) and to PDF (pdfbox-graphics2d). Coordinates are PostScript points
 * (1/72 inch) on a page of {@link #pageWidth()} × {@link #pageHeight()}.
 */
public interface PrintDocument {

    /** A short title, used as the PDF title and the print job name. */
    String title();

    int pageCount();

    /** A4 portrait is 595.28 × 841.89 pt; landscape swaps them. */
    double pageWidth();

    double pageHeight();

    /** Draws page {@code index} (0-based) with the origin at the page's top-left corner. */
    void paint(Graphics2D g, int index);
}
