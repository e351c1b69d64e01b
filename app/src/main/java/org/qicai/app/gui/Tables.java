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
        t.setDefaultRenderer(Object.class, new NumbersRight());
        return t;
    }

    /**
     * Numbers right-aligned, so that points, ratings and tiebreak values line up by their last digit (issue 13
     * item 3): a cell holding a number, or a text that is one ({@code 6.5}, {@code 12¾}, {@code -3}, {@code ½}),
     * is right-aligned; any other text stays left. Columns centred by {@link #widths} keep their renderer.
     */
    static final class NumbersRight extends DefaultTableCellRenderer {
        private static final java.util.regex.Pattern NUMBER =
                java.util.regex.Pattern.compile("[-+−]?(\\d+([.,]\\d+)?[½¼¾]?|[½¼¾])");

        @Override
        public java.awt.Component getTableCellRendererComponent(JTable table, Object value, boolean selected,
                                                                boolean focus, int row, int column) {
            super.getTableCellRendererComponent(table, value, selected, focus, row, column);
            setHorizontalAlignment(isNumber(value) ? SwingConstants.RIGHT : SwingConstants.LEADING);
            return this;
        }

        static boolean isNumber(Object value) {
            return value instanceof Number || value != null && NUMBER.matcher(value.toString().strip()).matches();
        }
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
