package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.CrosstablePresenter;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.print.ReportKind;
import org.qicai.core.standings.CrosstableReport.Layout;

/**
 * 成绩交叉表: after any round, as a grid or by rounds, with points, tiebreaks and the rank progression;
 * Print… opens the preview of the printed crosstable (A4 landscape when wide).
 */
final class CrosstablePanel extends JPanel {
    private final LazyRefresh lazy = LazyRefresh.of(this, this::read);
    private final Shell shell;
    private final CrosstablePresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private final JLabel captionLabel = new JLabel();
    private final JLabel errorLabel = new JLabel();
    final JComboBox<Choice> afterCombo = new JComboBox<>();
    final JComboBox<Choice> layoutCombo;
    private boolean refreshing;
    private boolean layoutChosen;

    CrosstablePanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][][][]"));
        this.shell = shell;
        this.presenter = new CrosstablePresenter(shell.session());
        Messages m = shell.messages();
        setName("crosstablePanel");
        captionLabel.setName("crosstableCaption");
        captionLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        errorLabel.setName("crosstableError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        afterCombo.setName("crosstableAfterCombo");
        layoutCombo = new JComboBox<>(presenter.layouts().toArray(new Choice[0]));
        layoutCombo.setName("crosstableLayoutCombo");
        afterCombo.addActionListener(e -> {
            if (!refreshing) {
                showTable();
            }
        });
        layoutCombo.addActionListener(e -> {
            if (!refreshing) {
                layoutChosen = true;
                showTable();
            }
        });
        JButton print = Widgets.button("printCrosstableButton", m.get("crosstable.print"),
                () -> shell.preview(ReportKind.CROSSTABLE, after(), false));
        JLabel afterLabel = new JLabel(m.get("standings.after"));
        afterLabel.setLabelFor(afterCombo);
        JLabel layoutLabel = new JLabel(m.get("crosstable.layout"));
        layoutLabel.setLabelFor(layoutCombo);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[][]unrel[][]unrel[]"));
        bar.add(captionLabel);
        bar.add(afterLabel);
        bar.add(afterCombo);
        bar.add(layoutLabel);
        bar.add(layoutCombo);
        bar.add(print);
        add(bar, "wrap, wmin 0");
        add(errorLabel, "wrap");
        table = Tables.create("crosstableTable", model);
        CellTips.install(table);
        table.setAutoResizeMode(JTable.AUTO_RESIZE_OFF);
        add(new JScrollPane(table), "grow, push, wrap");
        JLabel legend = new JLabel(presenter.legend());
        legend.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        add(legend, "wmin 0");
    }

    int after() {
        Choice c = (Choice) afterCombo.getSelectedItem();
        return c == null ? 0 : Integer.parseInt(c.id());
    }

    /** Re-reads the view now if it is showing, else when it is next shown. */
    void refresh() {
        lazy.request();
    }

    private void read() {
        refreshing = true;
        try {
            int keep = after();
            afterCombo.setModel(new DefaultComboBoxModel<>(StandingsPanel.afterChoices(shell.messages(),
                    presenter.rounds()).toArray(new Choice[0])));
            StandingsPanel.select(afterCombo, Integer.toString(keep));
            if (!layoutChosen) {
                StandingsPanel.select(layoutCombo, presenter.defaultLayout().name());
            }
        } finally {
            refreshing = false;
        }
        showTable();
    }

    private void showTable() {
        Choice layout = (Choice) layoutCombo.getSelectedItem();
        CrosstablePresenter.Table t;
        try {
            t = presenter.table(after(), layout == null ? Layout.GRID : Layout.valueOf(layout.id()));
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            errorLabel.setText(Dialogs.logged(shell.messages(), e));
            errorLabel.setVisible(true);
            t = new CrosstablePresenter.Table(List.of(), List.of(), 0, Layout.GRID, 0, 0);
        }
        model.set(t.columns(), t.rows());
        int n = t.columns().size();
        int[] widths = new int[n];
        int[] centred = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            boolean cell = i >= t.cellStart() && i < t.cellStart() + t.cellCount();
            widths[i] = i == 2 ? 110 : i == 3 ? 120 : cell ? (t.layout() == Layout.GRID ? 40 : 64)
                    : i == n - 1 ? 40 + 26 * t.afterRound() : 56;
            if (i != 2 && i != 3 && i != n - 1) {
                centred[k++] = i;
            }
        }
        Tables.widths(table, widths, java.util.Arrays.copyOf(centred, k));
        captionLabel.setText(presenter.caption(t));
    }
}
