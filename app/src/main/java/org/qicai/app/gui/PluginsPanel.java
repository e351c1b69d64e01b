package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PluginsPresenter;

/** 插件: the loaded extensions and the plugins that failed, with their reasons. */
final class PluginsPanel extends JPanel {

    PluginsPanel(PluginsPresenter presenter, Messages m) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][grow 60,fill][][grow 40,fill]"));
        setName("pluginsPanel");
        JLabel loadedLabel = new JLabel(m.get("plugins.loaded"));
        loadedLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        add(loadedLabel, "wrap");
        RowsTableModel loaded = new RowsTableModel();
        loaded.set(presenter.loadedColumns(m), presenter.loadedRows());
        JTable loadedTable = Tables.create("loadedPluginsTable", loaded);
        add(new JScrollPane(loadedTable), "grow, wrap");

        JLabel problemsLabel = new JLabel(presenter.hasProblems() ? m.get("plugins.failed") : m.get("plugins.noFailures"));
        problemsLabel.setName("pluginProblemsLabel");
        problemsLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        if (presenter.hasProblems()) {
            problemsLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        }
        add(problemsLabel, "wrap");
        RowsTableModel problems = new RowsTableModel();
        problems.set(presenter.problemColumns(m), presenter.problemRows());
        JTable problemsTable = Tables.create("pluginProblemsTable", problems);
        Tables.widths(problemsTable, new int[] {120, 80, 600});
        JScrollPane sp = new JScrollPane(problemsTable);
        sp.setVisible(presenter.hasProblems());
        add(sp, "grow");
    }
}
