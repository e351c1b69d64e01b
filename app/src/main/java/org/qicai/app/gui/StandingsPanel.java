package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.StandingsPresenter;
import org.qicai.app.print.ReportKind;

/** 名次: rank, number, name, unit, points and the event's tiebreaks; re-read after every change. */
final class StandingsPanel extends JPanel {
    private final Shell shell;
    private final StandingsPresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private final JLabel captionLabel = new JLabel();
    private final JLabel errorLabel = new JLabel();

    StandingsPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][][grow,fill]"));
        this.shell = shell;
        this.presenter = new StandingsPresenter(shell.session());
        setName("standingsPanel");
        captionLabel.setName("standingsCaption");
        captionLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        errorLabel.setName("standingsError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        JButton print = PlayersPanel.button("printStandingsButton", shell.messages().get("standings.print"),
                () -> shell.preview(ReportKind.STANDINGS, 0, false));
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[]"));
        bar.add(captionLabel);
        bar.add(print);
        add(bar, "wrap, wmin 0");
        add(errorLabel, "wrap");
        table = Tables.create("standingsTable", model);
        add(new JScrollPane(table), "grow");
    }

    void refresh() {
        StandingsPresenter.Table t;
        try {
            t = presenter.table();
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            // a view that cannot be computed says why in place; the rest of the window keeps working
            errorLabel.setText(Dialogs.logged(shell.messages(), e));
            errorLabel.setVisible(true);
            t = StandingsPresenter.Table.empty(java.util.List.of());
        }
        model.set(t.columns(), t.rows());
        int[] widths = new int[t.columns().size()];
        int[] centred = new int[Math.max(0, t.columns().size() - 2)];
        for (int i = 0; i < widths.length; i++) {
            widths[i] = i == 2 ? 140 : i == 3 ? 170 : 70;
        }
        int k = 0;
        for (int i = 0; i < widths.length; i++) {
            if (i != 2 && i != 3) {
                centred[k++] = i;
            }
        }
        Tables.widths(table, widths, centred);
        captionLabel.setText(presenter.caption(t));
    }
}
