package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.List;

/**
 * A report that is one ruled table spread over pages: on every page the title block, the table's
 * share of rows under the repeated column titles, and the footer with the sign line. A sheet that
 * prints a legend under the table keeps {@code legendRoom} points free for it at the foot of the body.
 */
class TableSheet extends A4Document {
    private final ReportHeader header;
    private final TableLayout table;
    private final List<List<TableLayout.Row>> pages;
    private final String signLine;

    TableSheet(String title, boolean landscape, ReportHeader header, TableLayout table, List<TableLayout.Row> rows,
               String signLine, double legendRoom) {
        super(title, landscape);
        this.header = header;
        this.table = table;
        this.signLine = signLine;
        double top = ReportHeader.bodyTop();
        double bottom = ReportHeader.bodyBottom(pageHeight()) - legendRoom;
        this.pages = table.paginate(rows, bottom - top, bottom - top);
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    /** Where the table's left edge goes: centred on the page. */
    double tableX(double tableWidth) {
        return (pageWidth() - tableWidth) / 2;
    }

    /** Draws what goes under the table on page {@code index} (nothing here); {@code bottom} is the table's foot. */
    void drawUnderTable(Graphics2D g, int index, double x, double bottom) {
    }

    /** A one-line legend in small type just under the table. */
    static void legend(Graphics2D g, String legend, double x, double bottom) {
        Draw.text(g, legend, x, bottom + 12, Fonts.plain(7.5f));
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double y = header.draw(g, pageWidth());
        double x = tableX(table.width());
        double bottom = table.draw(g, x, y, pages.get(index));
        drawUnderTable(g, index, x, bottom);
        header.footer(g, pageWidth(), pageHeight(), index, pages.size(), signLine);
    }
}
