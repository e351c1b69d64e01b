package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Font;
import java.util.List;
import javax.swing.BorderFactory;
import javax.swing.JButton;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTable;
import javax.swing.JTextArea;
import javax.swing.UIManager;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.BracketPresenter;
import org.qicai.app.gui.presenter.BracketPresenter.Card;
import org.qicai.app.gui.presenter.BracketPresenter.Column;
import org.qicai.app.gui.presenter.BracketPresenter.GroupTable;
import org.qicai.app.print.ReportKind;

/**
 * 对阵图: a knockout's stages side by side, each match a card (the winner in bold, the score, how a
 * tie was decided, where an open slot comes from); a 分组循环's group tables first; the places and
 * the plugin's notes (lots drawn, walkovers) below. Re-read after every change; printed as it is.
 */
final class BracketPanel extends JPanel {
    private final Shell shell;
    private final BracketPresenter presenter;
    private final JLabel titleLabel = new JLabel();
    private final JLabel errorLabel = new JLabel();
    private final JPanel content = new JPanel(new MigLayout("insets 0, gap 12 8", "[]", "[]"));
    private final JTextArea notesArea = new JTextArea(4, 60);

    BracketPanel(Shell shell) {
        super(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill]"));
        this.shell = shell;
        this.presenter = new BracketPresenter(shell.session());
        setName("bracketPanel");
        titleLabel.setName("bracketTitle");
        titleLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        errorLabel.setName("bracketError");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        content.setName("bracketContent");
        notesArea.setName("bracketNotesArea");
        notesArea.setEditable(false);
        notesArea.setLineWrap(true);
        notesArea.setWrapStyleWord(true);
        JButton print = Widgets.button("printBracketButton", shell.messages().get("bracket.print"),
                () -> shell.preview(ReportKind.BRACKET, 0, false));
        JPanel bar = new JPanel(new MigLayout("insets 0", "[]push[]"));
        bar.add(titleLabel, "wmin 0");
        bar.add(print);
        add(bar, "wrap, wmin 0");
        add(errorLabel, "wrap");
        JScrollPane scroll = new JScrollPane(content);
        scroll.getVerticalScrollBar().setUnitIncrement(24);
        scroll.getHorizontalScrollBar().setUnitIncrement(24);
        add(scroll, "grow, push, wrap");
        add(new JScrollPane(notesArea), "growx, hmin 70");
    }

    void refresh() {
        content.removeAll();
        if (!presenter.applies()) {
            return;
        }
        BracketPresenter.View v;
        try {
            v = presenter.view();
            errorLabel.setVisible(false);
        } catch (RuntimeException e) {
            errorLabel.setText(Dialogs.logged(shell.messages(), e));
            errorLabel.setVisible(true);
            titleLabel.setText("");
            notesArea.setText("");
            content.revalidate();
            content.repaint();
            return;
        }
        titleLabel.setText(v.title());
        int span = Math.max(1, v.columns().size());
        if (!v.groups().isEmpty()) {
            JPanel groups = new JPanel(new MigLayout("insets 0, wrap 2, gap 16 12", "[fill][fill]"));
            for (GroupTable g : v.groups()) {
                groups.add(groupTable(g));
            }
            content.add(groups, "span " + span + ", wrap");
        }
        JPanel stages = new JPanel(new MigLayout("insets 0, gap 18 0", "", "[][grow,fill]"));
        for (Column c : v.columns()) {
            JLabel head = new JLabel(c.name());
            head.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
            stages.add(head, "al center");
        }
        for (int i = 0; i < v.columns().size(); i++) {
            Column c = v.columns().get(i);
            JPanel col = new JPanel(new MigLayout("insets 0, flowy, fill, gapy 8", "[fill]"));
            col.setName("bracketStage" + i);
            for (Card card : c.cards()) {
                // cards spread evenly down the column, so a later stage sits between the matches feeding it
                col.add(card(card), "aligny center, pushy");
            }
            stages.add(col, (i == 0 ? "newline, " : "") + "growy, top");
        }
        content.add(stages, "wrap");
        List<String> lines = new java.util.ArrayList<>(v.placings());
        if (!v.notes().isEmpty()) {
            if (!lines.isEmpty()) {
                lines.add("");
            }
            lines.addAll(v.notes());
        }
        notesArea.setText(String.join("\n", lines));
        notesArea.setCaretPosition(0);
        content.revalidate();
        content.repaint();
    }

    private JPanel groupTable(GroupTable g) {
        JPanel p = new JPanel(new MigLayout("insets 0", "[grow,fill]", "[][]"));
        JLabel name = new JLabel(g.name());
        name.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
        p.add(name, "wrap");
        RowsTableModel model = new RowsTableModel();
        model.set(g.columns(), g.rows());
        JTable t = Tables.create("groupTable." + g.name(), model);
        Tables.widths(t, new int[] {40, 150, 50, 170, 40}, 0, 2, 4);
        p.add(t.getTableHeader(), "growx, wrap");
        p.add(t, "growx");
        return p;
    }

    private JPanel card(Card c) {
        JPanel p = new JPanel(new MigLayout("insets 4 8 4 8, gap 4 2", "[grow,fill][]"));
        p.setName("bracketCard." + c.label());
        p.setBorder(BorderFactory.createLineBorder(UIManager.getColor("Component.borderColor")));
        JLabel label = new JLabel(c.label() + (c.how().isEmpty() ? "" : " · " + c.how()));
        label.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(label, "span 2, wrap");
        String[] score = c.score().contains(":") ? c.score().split(":", 2) : new String[] {c.score(), ""};
        p.add(slot(c.first(), c.winner() == 1), "wmin 150");
        p.add(new JLabel(score[0]), "wrap");
        p.add(slot(c.second(), c.winner() == 2), "wmin 150");
        p.add(new JLabel(score[1]), "wrap");
        if (!c.games().isEmpty()) {
            p.setToolTipText("<html>" + NewEventDialog.escape(String.join("\n", c.games())).replace("\n", "<br>")
                    + "</html>");
        }
        return p;
    }

    private static JLabel slot(String text, boolean winner) {
        JLabel l = new JLabel(text);
        if (winner) {
            l.setFont(l.getFont().deriveFont(Font.BOLD));
            l.setText(text + "  ✓");
        }
        return l;
    }
}
