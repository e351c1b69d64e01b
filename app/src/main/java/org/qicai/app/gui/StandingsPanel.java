package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.StandingsPresenter;
import org.qicai.app.print.ReportKind;

/**
 * 名次: rank, number, name, unit, points and the event's tiebreaks after any round; shared places
 * ({@code =}, 15.1), play-offs ({@code *}, 15.6), 18.4 penalties ({@code †}) and players who left are
 * marked. "Explain" says why each pair of tied neighbours is in its order; the tiebreak order is edited in
 * place; the qualification columns (2014 regulation) are an option. Re-read after every change.
 */
final class StandingsPanel extends JPanel {
    private final LazyRefresh lazy = LazyRefresh.of(this, this::read);
    private final Shell shell;
    private final StandingsPresenter presenter;
    private final RowsTableModel model = new RowsTableModel();
    private final JTable table;
    private final JLabel captionLabel = new JLabel();
    private final JLabel errorLabel = new JLabel();
    final JComboBox<Choice> afterCombo = new JComboBox<>();
    final JCheckBox explainCheck;
    final JCheckBox qualificationCheck;
    private final JTextArea explainArea = new JTextArea(5, 60);
    private final JScrollPane explainScroll;
    private boolean refreshing;

    StandingsPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]", "[][][][][]"));
        this.shell = shell;
        this.presenter = new StandingsPresenter(shell.session());
        Messages m = shell.messages();
        setName("standingsPanel");
        captionLabel.setName("standingsCaption");
        captionLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        errorLabel.setName("standingsError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        afterCombo.setName("standingsAfterCombo");
        afterCombo.addActionListener(e -> {
            if (!refreshing) {
                showAfter(after());
            }
        });
        explainCheck = new JCheckBox(m.get("standings.explain"));
        explainCheck.setName("standingsExplainCheckBox");
        explainCheck.addActionListener(e -> showAfter(after()));
        qualificationCheck = new JCheckBox(m.get("standings.qualification"));
        qualificationCheck.setName("qualificationCheckBox");
        qualificationCheck.setToolTipText(m.get("standings.qualificationTip"));
        qualificationCheck.addActionListener(e -> {
            if (!refreshing) {
                Dialogs.run(shell.window(), m, () -> presenter.setQualificationShown(qualificationCheck.isSelected()));
                qualificationCheck.setSelected(presenter.qualificationShown()); // as the event says, also after a refusal
            }
        });
        JButton tiebreaks = Widgets.button("tiebreakOrderButton", m.get("tiebreaks.edit"),
                () -> TiebreakOrderDialog.open(shell));
        JButton print = Widgets.button("printStandingsButton", m.get("standings.print"),
                () -> shell.preview(ReportKind.STANDINGS, after(), false));
        JLabel afterLabel = new JLabel(m.get("standings.after"));
        afterLabel.setLabelFor(afterCombo);
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[][]unrel[][]unrel[][]"));
        bar.add(captionLabel);
        bar.add(afterLabel);
        bar.add(afterCombo);
        bar.add(explainCheck);
        bar.add(qualificationCheck);
        bar.add(tiebreaks);
        bar.add(print);
        add(bar, "wrap, wmin 0");
        add(errorLabel, "wrap");
        table = Tables.create("standingsTable", model);
        add(new JScrollPane(table), "grow, push, wrap");
        explainArea.setName("standingsExplainArea");
        explainArea.setEditable(false);
        explainArea.setLineWrap(true);
        explainArea.setWrapStyleWord(true);
        explainScroll = new JScrollPane(explainArea);
        explainScroll.setVisible(false);
        add(explainScroll, "growx, hmin 80, wrap");
        JLabel legend = new JLabel(presenter.legend());
        legend.setName("standingsLegend");
        legend.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        add(legend, "wmin 0");
    }

    /** The choices of an after-round selector: the latest round, then each round. */
    static List<Choice> afterChoices(Messages m, List<Integer> rounds) {
        List<Choice> out = new ArrayList<>();
        out.add(new Choice("0", m.get("standings.afterLatest")));
        for (int r : rounds) {
            out.add(new Choice(Integer.toString(r), m.get("standings.afterRoundChoice", Integer.toString(r))));
        }
        return out;
    }

    static void select(JComboBox<Choice> c, String id) {
        for (int i = 0; i < c.getItemCount(); i++) {
            if (c.getItemAt(i).id().equals(id)) {
                c.setSelectedIndex(i);
                return;
            }
        }
        if (c.getItemCount() > 0) {
            c.setSelectedIndex(0);
        }
    }

    int after() {
        Choice c = (Choice) afterCombo.getSelectedItem();
        return c == null ? 0 : Integer.parseInt(c.id());
    }

    /** Re-reads when the view is on screen, else when it next shows (see {@link LazyRefresh}). */
    void refresh() {
        lazy.request();
    }

    private void read() {
        refreshing = true;
        try {
            int keep = after();
            afterCombo.setModel(new DefaultComboBoxModel<>(afterChoices(shell.messages(), presenter.rounds())
                    .toArray(new Choice[0])));
            select(afterCombo, Integer.toString(keep));
            qualificationCheck.setSelected(presenter.qualificationShown());
            qualificationCheck.setEnabled(shell.session().hasEvent());
        } finally {
            refreshing = false;
        }
        showAfter(after());
    }

    private void showAfter(int after) {
        StandingsPresenter.Table t;
        List<String> explanations = List.of();
        try {
            t = presenter.table(after, qualificationCheck.isSelected());
            if (explainCheck.isSelected()) {
                explanations = presenter.explanations(after);
            }
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            // a view that cannot be computed says why in place; the rest of the window keeps working
            errorLabel.setText(Dialogs.logged(shell.messages(), e));
            errorLabel.setVisible(true);
            t = StandingsPresenter.Table.empty(List.of());
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
        explainScroll.setVisible(explainCheck.isSelected());
        explainArea.setText(explanations.isEmpty() && explainCheck.isSelected()
                ? shell.messages().get("standings.noTies") : String.join("\n", explanations));
        explainArea.setCaretPosition(0);
        revalidate();
    }
}
