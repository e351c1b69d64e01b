package org.qicai.app.gui;

import java.awt.event.MouseAdapter;
import java.awt.event.MouseEvent;
import java.util.List;
import java.util.function.ToIntFunction;
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

    /** The index of the first of {@code rows} numbered {@code no}, or -1. */
    static <T> int rowOf(List<T> rows, ToIntFunction<T> number, int no) {
        for (int i = 0; i < rows.size(); i++) {
            if (number.applyAsInt(rows.get(i)) == no) {
                return i;
            }
        }
        return -1;
    }

    /** A double click on the table runs {@code action} (the row it opens is the selected one). */
    static void onDoubleClick(JTable t, Runnable action) {
        t.addMouseListener(new MouseAdapter() {
            @Override
            public void mouseClicked(MouseEvent e) {
                if (e.getClickCount() == 2) {
                    action.run();
                }
            }
        });
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
