package org.qicai.app.gui;

import java.util.List;
import javax.swing.table.AbstractTableModel;

/** A read-only table of rows the presenter prepared; the headers may change with the language or the event. */
final class RowsTableModel extends AbstractTableModel {
    private List<String> columns = List.of();
    private List<? extends List<?>> rows = List.of();

    void set(List<String> newColumns, List<? extends List<?>> newRows) {
        boolean structure = !newColumns.equals(columns);
        columns = List.copyOf(newColumns);
        rows = List.copyOf(newRows);
        if (structure) {
            fireTableStructureChanged();
        } else {
            fireTableDataChanged();
        }
    }

    @Override
    public int getRowCount() {
        return rows.size();
    }

    @Override
    public int getColumnCount() {
        return columns.size();
    }

    @Override
    public String getColumnName(int column) {
        return columns.get(column);
    }

    @Override
    public Object getValueAt(int row, int column) {
        List<?> r = rows.get(row);
        return column < r.size() ? r.get(column) : "";
    }

    @Override
    public boolean isCellEditable(int row, int column) {
        return false;
    }
}
