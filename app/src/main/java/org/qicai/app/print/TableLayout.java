package org.qicai.app.print;

import java.awt.Font;
import java.awt.Graphics2D;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A ruled table spread over pages: column titles repeated on every page, rows of equal height, an
 * optional small note line under a row (pairing explanations).
 */
final class TableLayout {

    record Column(String title, double width, Draw.Align align) {
    }

    record Row(List<String> cells, String note) {
    }

    private final List<Column> columns;
    private final double rowHeight;
    private final double headerHeight;
    private final Font font;
    private final Font headerFont;
    private final Font noteFont;

    TableLayout(List<Column> columns, double rowHeight, float fontSize) {
        this.columns = List.copyOf(columns);
        this.rowHeight = rowHeight;
        this.headerHeight = rowHeight + 2;
        this.font = Fonts.plain(fontSize);
        this.headerFont = Fonts.bold(fontSize);
        this.noteFont = Fonts.plain(fontSize * 0.75f);
    }

    double width() {
        return columns.stream().mapToDouble(Column::width).sum();
    }

    double height(Row r) {
        return r.note() == null || r.note().isEmpty() ? rowHeight : rowHeight + rowHeight * 0.7;
    }

    /** Splits rows into pages given the vertical space each page offers for the table. */
    List<List<Row>> paginate(List<Row> rows, double firstPageSpace, double otherPageSpace) {
        return paginate(rows, this::height, firstPageSpace - headerHeight, otherPageSpace - headerHeight);
    }

    /**
     * Splits items of the given heights into pages, in order, never splitting one: a page takes items while
     * they fit in its space ({@code firstPageSpace} on the first page, {@code otherPageSpace} after), and at
     * least one. There is always one page, empty when there are no items.
     */
    static <T> List<List<T>> paginate(List<T> items, ToDoubleFunction<T> height, double firstPageSpace,
                                      double otherPageSpace) {
        List<List<T>> pages = new ArrayList<>();
        List<T> page = new ArrayList<>();
        double space = firstPageSpace;
        for (T item : items) {
            double h = height.applyAsDouble(item);
            if (h > space && !page.isEmpty()) {
                pages.add(page);
                page = new ArrayList<>();
                space = otherPageSpace;
            }
            page.add(item);
            space -= h;
        }
        pages.add(page);
        return pages;
    }

    /** Draws the header and the rows from (x, y); returns the y below the table. */
    double draw(Graphics2D g, double x, double y, List<Row> rows) {
        double w = width();
        double cx = x;
        for (Column c : columns) {
            Draw.cell(g, c.title(), cx, y, c.width(), headerHeight, Draw.Align.CENTER, headerFont);
            cx += c.width();
        }
        double top = y;
        Draw.hline(g, x, x + w, y, 1.2f);
        y += headerHeight;
        Draw.hline(g, x, x + w, y, 0.8f);
        verticals(g, x, top, y, false);
        for (Row r : rows) {
            cx = x;
            for (int i = 0; i < columns.size(); i++) {
                Column c = columns.get(i);
                String v = i < r.cells().size() ? r.cells().get(i) : "";
                Draw.cell(g, v, cx, y, c.width(), rowHeight, c.align(), font);
                cx += c.width();
            }
            double h = height(r);
            verticals(g, x, y, y + rowHeight, false);
            if (h > rowHeight) {
                // the note runs under the row from the second column on: no column rules through it
                Draw.cell(g, r.note(), x + columns.get(0).width(), y + rowHeight - 2, w - columns.get(0).width(),
                        h - rowHeight, Draw.Align.LEFT, noteFont);
                verticals(g, x, y + rowHeight, y + h, true);
            }
            y += h;
            Draw.hline(g, x, x + w, y, 0.4f);
        }
        Draw.hline(g, x, x + w, y, 1.2f);
        return y;
    }

    /** The column rules from y0 to y1: all of them, or (under a note) the frame and the first column's. */
    private void verticals(Graphics2D g, double x, double y0, double y1, boolean noteBand) {
        double cx = x;
        for (int i = 0; i <= columns.size(); i++) {
            if (!noteBand || i <= 1 || i == columns.size()) {
                Draw.vline(g, cx, y0, y1, i == 0 || i == columns.size() ? 1.2f : 0.4f);
            }
            if (i < columns.size()) {
                cx += columns.get(i).width();
            }
        }
    }
}
