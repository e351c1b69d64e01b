package org.qicai.app.gui;

import java.awt.Component;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PairingEditPresenter;
import org.qicai.core.model.ByeKind;

/**
 * 预设轮空: before a Swiss round is paired, the players who will not play it (a requested or an
 * announced absence) and what their bye scores. "Pair" pairs the round without them.
 */
final class FixedByesDialog extends JDialog {
    private final Messages m;
    final JComboBox<Choice> playerCombo;
    final JComboBox<Choice> kindCombo;
    private final DefaultListModel<String> listModel = new DefaultListModel<>();
    final JList<String> byesList = new JList<>(listModel);
    private final Map<Integer, ByeKind> byes = new LinkedHashMap<>();
    private final Map<Integer, String> labels = new LinkedHashMap<>();
    private boolean confirmed;

    FixedByesDialog(Shell shell, PairingEditPresenter presenter, int round) {
        super(shell.window(), shell.messages().get("byes.title", Integer.toString(round)), ModalityType.APPLICATION_MODAL);
        this.m = shell.messages();
        setName("fixedByesDialog");
        playerCombo = new JComboBox<>(presenter.activePlayers().toArray(new Choice[0]));
        playerCombo.setName("byePlayerCombo");
        kindCombo = new JComboBox<>(presenter.fixedByeKinds().toArray(new Choice[0]));
        kindCombo.setName("byeKindCombo");
        byesList.setName("fixedByesList");
        byesList.setVisibleRowCount(6);

        JPanel p = new JPanel(new MigLayout("insets dialog", "[right][grow,fill][]"));
        p.add(new JLabel("<html>" + NewEventDialog.escape(m.get("byes.explain")) + "</html>"), "span 3, wmax 520, wrap");
        p.add(label("edit.player", playerCombo));
        p.add(playerCombo, "wmin 280");
        JButton add = Widgets.button("addByeButton", m.get("byes.add"), this::addBye);
        p.add(add, "wrap");
        p.add(label("edit.byeKind", kindCombo));
        p.add(kindCombo, "growx 0, wrap");
        p.add(new JScrollPane(byesList), "skip 1, grow, hmin 100");
        p.add(Widgets.button("removeByeButton", m.get("byes.remove"), this::removeBye), "top, wrap");

        JButton pair = new JButton(m.get("byes.pair"));
        pair.setName("pairWithByesButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(pair);
        buttons.add(cancel);
        p.add(buttons, "span 3, growx, gaptop para");
        pair.addActionListener(e -> {
            confirmed = true;
            dispose();
        });
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, pair, this::dispose);
        setContentPane(p);
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private void addBye() {
        Choice player = (Choice) playerCombo.getSelectedItem();
        Choice kind = (Choice) kindCombo.getSelectedItem();
        if (player == null || kind == null) {
            return;
        }
        int no = Integer.parseInt(player.id());
        byes.put(no, ByeKind.valueOf(kind.id()));
        labels.put(no, player.label() + " — " + kind.label());
        listModel.clear();
        labels.values().forEach(listModel::addElement);
    }

    private void removeBye() {
        int i = byesList.getSelectedIndex();
        if (i < 0) {
            return;
        }
        Integer no = labels.keySet().stream().skip(i).findFirst().orElse(null);
        if (no != null) {
            byes.remove(no);
            labels.remove(no);
            listModel.remove(i);
        }
    }

    /** The byes to pair with, or null when cancelled. */
    Map<Integer, ByeKind> byes() {
        return confirmed ? Map.copyOf(byes) : null;
    }
}
