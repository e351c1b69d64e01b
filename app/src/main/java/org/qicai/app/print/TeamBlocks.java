package org.qicai.app.print;

import java.awt.Graphics2D;
import java.util.List;

/**
 * A team report made of blocks — one match, one board — each a heading and a ruled table, laid out
 * top to bottom and never split across pages.
 */
final class TeamBlocks extends A4Document {

    /** One block: a bold heading, an optional line under it, a table. */
    record Block(String heading, String subheading, TableLayout table, List<TableLayout.Row> rows) {
        double height(TableLayout t) {
            double h = HEADING + (subheading == null || subheading.isEmpty() ? 0 : SUBHEADING) + t.height(new TableLayout.Row(List.of(), null)) + 2;
            for (TableLayout.Row r : rows) {
                h += t.height(r);
            }
            return h + GAP;
        }
    }

    private static final double HEADING = 18;
    private static final double SUBHEADING = 13;
    private static final double GAP = 14;

    private final ReportHeader header;
    private final List<List<Block>> pages;
    private final String signLine;

    TeamBlocks(String title, ReportHeader header, List<Block> blocks, String signLine, boolean landscape) {
        super(title, landscape);
        this.header = header;
        this.signLine = signLine;
        double space = ReportHeader.bodyBottom(pageHeight()) - ReportHeader.bodyTop();
        this.pages = TableLayout.paginate(blocks, b -> b.height(b.table()), space, space);
    }

    @Override
    public int pageCount() {
        return pages.size();
    }

    @Override
    public void paint(Graphics2D g, int index) {
        double y = header.draw(g, pageWidth());
        for (Block b : pages.get(index)) {
            double x = (pageWidth() - b.table().width()) / 2;
            y += HEADING - 4;
            Draw.text(g, b.heading(), x, y, Fonts.bold(11));
            y += 4;
            if (b.subheading() != null && !b.subheading().isEmpty()) {
                y += SUBHEADING - 3;
                Draw.text(g, b.subheading(), x, y, Fonts.plain(8.5f));
                y += 3;
            }
            y = b.table().draw(g, x, y, b.rows()) + GAP;
        }
        header.footer(g, pageWidth(), pageHeight(), index, pages.size(), signLine);
    }
}
