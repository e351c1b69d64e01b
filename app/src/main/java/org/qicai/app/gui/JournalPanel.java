package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.util.List;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextField;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.JournalPresenter;
import org.qicai.app.gui.presenter.Messages;

/** 操作日志: the event's journal, read-only — seq, time, actor, action, subject, before, after — with a filter. */
final class JournalPanel extends JPanel {
    private final LazyRefresh lazy = LazyRefresh.of(this, this::read);
    private final JournalPresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    final JTextField filterField = new JTextField(24);
    private final JLabel countLabel = new JLabel();

    JournalPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill", "[grow,fill]", "[][grow,fill]"));
        this.presenter = new JournalPresenter(shell.session());
        Messages m = shell.messages();
        setName("journalPanel");
        JLabel caption = new JLabel(m.get("journal.title"));
        caption.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        filterField.setName("journalFilterField");
        filterField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("journal.filterHint"));
        filterField.putClientProperty(FlatClientProperties.TEXT_FIELD_SHOW_CLEAR_BUTTON, true);
        filterField.getDocument().addDocumentListener(new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                refresh();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                refresh();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                refresh();
            }
        });
        countLabel.setName("journalCountLabel");
        JLabel filter = new JLabel(m.get("journal.filter"));
        filter.setLabelFor(filterField);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]unrel[]push[][]"));
        bar.add(caption);
        bar.add(countLabel);
        bar.add(filter);
        bar.add(filterField);
        add(bar, "wrap, wmin 0");
        table = Tables.create("journalTable", model);
        CellTips.install(table);
        add(new JScrollPane(table), "grow");
    }

    /** Re-reads the view now if it is showing, else when it is next shown. */
    void refresh() {
        lazy.request();
    }

    private void read() {
        List<List<String>> rows = presenter.rows(filterField.getText());
        model.set(presenter.columns(), rows);
        Tables.widths(table, new int[] {50, 160, 90, 130, 200, 240, 340}, 0);
        countLabel.setText(presenter.count(rows.size()));
        if (!rows.isEmpty()) {
            table.scrollRectToVisible(table.getCellRect(rows.size() - 1, 0, true));
        }
    }
}
