package org.qicai.app.gui;

import javax.swing.JTable;
import javax.swing.ListSelectionModel;
import javax.swing.SwingConstants;
import javax.swing.table.DefaultTableCellRenderer;
import javax.swing.table.TableColumn;

/** Table settings shared by the views. */
final class Tables {
    private Tables() {
    }

    static JTable create(String name, RowsTableModel model) {
        JTable t = new JTable(model);
        t.setName(name);
        t.setFillsViewportHeight(true);
        t.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        t.getTableHeader().setReorderingAllowed(false);
        t.setRowHeight(Math.max(t.getRowHeight(), t.getFontMetrics(t.getFont()).getHeight() + 8));
        t.putClientProperty("terminateEditOnFocusLost", Boolean.TRUE);
        return t;
    }

    /** Sets preferred widths (pixels) of the first columns and centres the given ones. */
    static void widths(JTable t, int[] widths, int... centred) {
        DefaultTableCellRenderer centre = new DefaultTableCellRenderer();
        centre.setHorizontalAlignment(SwingConstants.CENTER);
        for (int i = 0; i < widths.length && i < t.getColumnCount(); i++) {
            TableColumn c = t.getColumnModel().getColumn(i);
            c.setPreferredWidth(widths[i]);
        }
        for (int i : centred) {
            if (i < t.getColumnCount()) {
                TableColumn c = t.getColumnModel().getColumn(i);
                c.setCellRenderer(centre);
                // short codes and numbers: keep them narrow, give the room to names and units
                if (i < widths.length) {
                    c.setMaxWidth(widths[i] * 2);
                }
            }
        }
    }

    static void select(JTable t, int row) {
        if (row >= 0 && row < t.getRowCount()) {
            t.setRowSelectionInterval(row, row);
            t.scrollRectToVisible(t.getCellRect(row, 0, true));
        } else {
            t.clearSelection();
        }
    }
}
