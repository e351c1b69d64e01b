package org.qicai.app.gui;

import java.awt.event.MouseEvent;
import java.awt.event.MouseMotionAdapter;
import javax.swing.JTable;

/** A cell's whole text as its tooltip: long consequences, notes and journal values are cut in the table. */
final class CellTips {
    private CellTips() {
    }

    static void install(JTable table) {
        table.addMouseMotionListener(new MouseMotionAdapter() {
            @Override
            public void mouseMoved(MouseEvent e) {
                int row = table.rowAtPoint(e.getPoint());
                int col = table.columnAtPoint(e.getPoint());
                Object v = row >= 0 && col >= 0 ? table.getValueAt(row, col) : null;
                String text = v == null ? "" : v.toString();
                table.setToolTipText(text.length() > 12 ? text : null);
            }
        });
    }
}
