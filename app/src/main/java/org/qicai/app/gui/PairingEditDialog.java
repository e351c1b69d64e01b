package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.util.List;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PairingEditPresenter;
import org.qicai.app.gui.presenter.PairingEditPresenter.Edit;
import org.qicai.core.model.ByeKind;

/**
 * 调整对阵: edits of a round before it is published — swap, force a pair, give a bye, unpair, and
 * 恢复编排. The dialog stays open for the next edit; each edit's warnings (rematch, colour rule,
 * unit …) are listed, and the edit is done anyway: the arbiter decides. A refused edit (a player
 * who left, a published round) says why and changes nothing.
 */
final class PairingEditDialog extends JDialog {
    private final Shell shell;
    private final PairingEditPresenter presenter;
    private final Messages m;
    private final int round;
    final JComboBox<Choice> editCombo;
    final JComboBox<Choice> firstCombo = new JComboBox<>();
    final JComboBox<Choice> secondCombo = new JComboBox<>();
    final JComboBox<Choice> boardCombo = new JComboBox<>();
    final JComboBox<Choice> byeKindCombo;
    private final JLabel firstLabel = new JLabel();
    private final JLabel secondLabel = new JLabel();
    private final JLabel boardLabel;
    private final JLabel byeKindLabel;
    final JLabel doneLabel = new JLabel(" ");
    final JTextArea warningsArea = new JTextArea(5, 48);
    private final JScrollPane warningsScroll;

    PairingEditDialog(Shell shell, PairingEditPresenter presenter, int round) {
        super(shell.window(), shell.messages().get("edit.title", Integer.toString(round)), ModalityType.APPLICATION_MODAL);
        this.shell = shell;
        this.presenter = presenter;
        this.m = shell.messages();
        this.round = round;
        setName("pairingEditDialog");
        editCombo = new JComboBox<>(presenter.edits().toArray(new Choice[0]));
        editCombo.setName("editKindCombo");
        firstCombo.setName("firstPlayerCombo");
        secondCombo.setName("secondPlayerCombo");
        boardCombo.setName("boardCombo");
        byeKindCombo = new JComboBox<>(presenter.byeKinds().toArray(new Choice[0]));
        byeKindCombo.setName("byeKindCombo");
        doneLabel.setName("editDoneLabel");
        warningsArea.setName("editWarningsArea");
        warningsArea.setEditable(false);
        warningsArea.setLineWrap(true);
        warningsArea.setWrapStyleWord(true);
        warningsArea.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.warning.focusedBorderColor");
        warningsScroll = new JScrollPane(warningsArea);
        boardLabel = label("edit.boardLabel", boardCombo);
        byeKindLabel = label("edit.byeKind", byeKindCombo);
        firstLabel.setLabelFor(firstCombo);
        secondLabel.setLabelFor(secondCombo);

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
        p.add(label("edit.kind", editCombo));
        p.add(editCombo, "growx 0, wrap");
        p.add(firstLabel);
        p.add(firstCombo, "wmin 320, wrap");
        p.add(secondLabel);
        p.add(secondCombo, "wrap");
        p.add(boardLabel);
        p.add(boardCombo, "wrap");
        p.add(byeKindLabel);
        p.add(byeKindCombo, "growx 0, wrap");
        p.add(doneLabel, "span 2, al left, gaptop para, wrap");
        p.add(new JLabel(m.get("edit.warnings")), "span 2, al left, wrap");
        p.add(warningsScroll, "span 2, grow, wrap");

        JButton apply = new JButton(m.get("edit.apply"));
        apply.setName("applyEditButton");
        JButton close = new JButton(m.get("button.close"));
        close.setName("closeButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(apply);
        buttons.add(close);
        p.add(buttons, "span 2, growx, gaptop para");
        apply.addActionListener(e -> apply());
        close.addActionListener(e -> dispose());
        editCombo.addActionListener(e -> editChanged());
        Dialogs.install(this, apply, this::dispose);
        setContentPane(p);
        reload();
        editChanged();
        showWarnings(presenter.warnings(round));
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private Edit edit() {
        Choice c = (Choice) editCombo.getSelectedItem();
        return c == null ? Edit.SWAP : Edit.valueOf(c.id());
    }

    /** Shows the fields the chosen edit needs, with names saying what each one is. */
    private void editChanged() {
        Edit e = edit();
        boolean players = e != Edit.UNPAIR;
        boolean two = e == Edit.SWAP || e == Edit.PAIR;
        firstLabel.setText(m.get(switch (e) {
            case PAIR -> "edit.red";
            case SWAP -> "edit.playerA";
            default -> "edit.player";
        }));
        secondLabel.setText(m.get(e == Edit.PAIR ? "edit.black" : "edit.playerB"));
        firstLabel.setVisible(players);
        firstCombo.setVisible(players);
        secondLabel.setVisible(two);
        secondCombo.setVisible(two);
        boardLabel.setVisible(e == Edit.UNPAIR);
        boardCombo.setVisible(e == Edit.UNPAIR);
        byeKindLabel.setVisible(e == Edit.BYE);
        byeKindCombo.setVisible(e == Edit.BYE);
        if (isDisplayable()) {
            pack();
        }
    }

    /** Re-reads the players and boards after an edit, keeping what was selected. */
    private void reload() {
        fill(firstCombo, presenter.players(round));
        fill(secondCombo, presenter.players(round));
        fill(boardCombo, presenter.boards(round));
    }

    private static void fill(JComboBox<Choice> combo, List<Choice> items) {
        Choice old = (Choice) combo.getSelectedItem();
        DefaultComboBoxModel<Choice> model = new DefaultComboBoxModel<>(items.toArray(new Choice[0]));
        combo.setModel(model);
        if (old != null) {
            for (Choice c : items) {
                if (c.id().equals(old.id())) {
                    combo.setSelectedItem(c);
                    return;
                }
            }
        }
    }

    private static int id(JComboBox<Choice> combo) {
        Choice c = (Choice) combo.getSelectedItem();
        return c == null ? 0 : Integer.parseInt(c.id());
    }

    private void apply() {
        PairingEditPresenter.Outcome out;
        try {
            out = switch (edit()) {
                case SWAP -> presenter.swap(round, id(firstCombo), id(secondCombo));
                case PAIR -> presenter.pair(round, id(firstCombo), id(secondCombo));
                case BYE -> presenter.bye(round, id(firstCombo),
                        ByeKind.valueOf(((Choice) byeKindCombo.getSelectedItem()).id()));
                case UNPAIR -> presenter.unpair(round, id(boardCombo));
                case REINSTATE -> presenter.reinstate(id(firstCombo));
            };
        } catch (RuntimeException | LinkageError e) {
            // refused: nothing changed; the fields stay as chosen
            doneLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
            doneLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
            pack();
            return;
        }
        doneLabel.putClientProperty(FlatClientProperties.STYLE, null);
        doneLabel.setText(out.summary());
        shell.status(out.summary());
        reload();
        showWarnings(out.warnings());
        pack();
    }

    private void showWarnings(List<String> warnings) {
        warningsArea.setText(warnings.isEmpty() ? m.get("edit.noWarnings") : "▲ " + String.join("\n▲ ", warnings));
        warningsArea.setCaretPosition(0);
    }
}
