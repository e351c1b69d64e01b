package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.event.InputEvent;
import java.awt.event.KeyEvent;
import java.util.ArrayList;
import java.util.List;
import javax.swing.DefaultListCellRenderer;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.KeyStroke;
import javax.swing.ListSelectionModel;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TiebreakOrderPresenter;
import org.qicai.app.gui.presenter.TiebreakOrderPresenter.Item;

/**
 * 破同分顺序: the event's order on the left (Move up / Move down — also Alt+↑/↓ — and Remove), the
 * catalogue on the right (Add), or a preset (15.1, 15.2, xq2020) taken whole; each tiebreak's rule shows
 * below and as a tooltip. Save writes it to the event (journaled) and the standings follow.
 */
final class TiebreakOrderDialog extends JDialog {
    private final TiebreakOrderPresenter presenter;
    private final Messages m;
    final DefaultListModel<Item> orderModel = new DefaultListModel<>();
    final JList<Item> orderList = new JList<>(orderModel);
    final JList<Item> catalogueList;
    final JComboBox<Choice> presetCombo;
    private final JTextArea ruleArea = new JTextArea(3, 50);
    final JLabel errorLabel = FormErrors.label();
    private boolean saved;

    TiebreakOrderDialog(Shell shell) {
        super(shell.window(), shell.messages().get("tiebreaks.title"), ModalityType.APPLICATION_MODAL);
        this.presenter = new TiebreakOrderPresenter(shell.session());
        this.m = shell.messages();
        setName("tiebreakOrderDialog");
        for (Item i : presenter.current()) {
            orderModel.addElement(i);
        }
        orderList.setName("tiebreakOrderList");
        orderList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        catalogueList = new JList<>(presenter.catalogue().toArray(new Item[0]));
        catalogueList.setName("tiebreakCatalogueList");
        catalogueList.setSelectionMode(ListSelectionModel.SINGLE_SELECTION);
        DefaultListCellRenderer tips = new DefaultListCellRenderer() {
            @Override
            public Component getListCellRendererComponent(JList<?> list, Object value, int index, boolean selected,
                                                          boolean focus) {
                Component c = super.getListCellRendererComponent(list, value, index, selected, focus);
                if (value instanceof Item it) {
                    setToolTipText(it.tooltip());
                }
                return c;
            }
        };
        orderList.setCellRenderer(tips);
        catalogueList.setCellRenderer(tips);
        orderList.addListSelectionListener(e -> showRule(orderList.getSelectedValue()));
        catalogueList.addListSelectionListener(e -> showRule(catalogueList.getSelectedValue()));
        presetCombo = new JComboBox<>(presenter.presets().toArray(new Choice[0]));
        presetCombo.setName("presetCombo");
        ruleArea.setName("tiebreakRuleArea");
        ruleArea.setEditable(false);
        ruleArea.setLineWrap(true);
        ruleArea.setWrapStyleWord(true);

        JButton up = Widgets.button("moveUpButton", m.get("tiebreaks.up"), () -> move(-1));
        JButton down = Widgets.button("moveDownButton", m.get("tiebreaks.down"), () -> move(1));
        JButton remove = Widgets.button("removeTiebreakButton", m.get("tiebreaks.remove"), this::remove);
        JButton add = Widgets.button("addTiebreakButton", m.get("tiebreaks.add"), this::add);
        JButton usePreset = Widgets.button("usePresetButton", m.get("tiebreaks.usePreset"), this::usePreset);
        bind(orderList, KeyStroke.getKeyStroke(KeyEvent.VK_UP, InputEvent.ALT_DOWN_MASK), "move-up", () -> move(-1));
        bind(orderList, KeyStroke.getKeyStroke(KeyEvent.VK_DOWN, InputEvent.ALT_DOWN_MASK), "move-down", () -> move(1));
        bind(orderList, KeyStroke.getKeyStroke(KeyEvent.VK_DELETE, 0), "remove", this::remove);
        bind(catalogueList, KeyStroke.getKeyStroke(KeyEvent.VK_INSERT, 0), "add", this::add);

        JPanel p = new JPanel(new MigLayout("insets dialog, fill", "[grow,fill][][grow,fill]", "[][][grow,fill][][][]"));
        JLabel presetLabel = new JLabel(m.get("tiebreaks.preset"));
        presetLabel.setLabelFor(presetCombo);
        p.add(presetLabel, "span 3, split 3");
        p.add(presetCombo, "growx");
        p.add(usePreset, "wrap");
        JLabel orderLabel = new JLabel(m.get("tiebreaks.order"));
        orderLabel.setLabelFor(orderList);
        JLabel catLabel = new JLabel(m.get("tiebreaks.catalogue"));
        catLabel.setLabelFor(catalogueList);
        p.add(orderLabel);
        p.add(new JLabel());
        p.add(catLabel, "wrap");
        p.add(new JScrollPane(orderList), "hmin 220, wmin 240");
        JPanel middle = new JPanel(new MigLayout("insets 0, flowy", "[fill]"));
        middle.add(add);
        middle.add(remove, "gaptop para");
        middle.add(up, "gaptop para");
        middle.add(down);
        p.add(middle, "top");
        p.add(new JScrollPane(catalogueList), "hmin 220, wmin 240, wrap");
        p.add(new JScrollPane(ruleArea), "span 3, growx, hmin 60, wrap");
        JLabel note = new JLabel(m.get("tiebreaks.note"));
        note.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(note, "span 3, wrap");
        p.add(errorLabel, "span 3, wmax 640, wrap");
        JButton ok = new JButton(m.get("button.save"));
        ok.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 3, growx, gaptop para");
        ok.addActionListener(e -> save());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        if (!orderModel.isEmpty()) {
            orderList.setSelectedIndex(0);
        }
        pack();
        Dialogs.place(this);
    }

    static void open(Shell shell) {
        Messages m = shell.messages();
        Dialogs.run(shell.window(), m, () -> {
            TiebreakOrderDialog d = new TiebreakOrderDialog(shell);
            d.setVisible(true);
            if (d.saved) {
                shell.status(d.presenter.savedMessage(d.ids()));
            }
        });
    }

    private static void bind(JComponent c, KeyStroke key, String id, Runnable action) {
        Widgets.bind(c, key, id, action);
    }

    private void showRule(Item it) {
        ruleArea.setText(it == null ? "" : it.label() + "：" + it.tooltip());
        ruleArea.setCaretPosition(0);
    }

    List<String> ids() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < orderModel.size(); i++) {
            out.add(orderModel.get(i).id());
        }
        return out;
    }

    private void move(int by) {
        int i = orderList.getSelectedIndex();
        int j = i + by;
        if (i < 0 || j < 0 || j >= orderModel.size()) {
            return;
        }
        Item it = orderModel.remove(i);
        orderModel.add(j, it);
        orderList.setSelectedIndex(j);
        orderList.ensureIndexIsVisible(j);
    }

    private void remove() {
        int i = orderList.getSelectedIndex();
        if (i >= 0) {
            orderModel.remove(i);
            if (!orderModel.isEmpty()) {
                orderList.setSelectedIndex(Math.min(i, orderModel.size() - 1));
            }
        }
    }

    private void add() {
        Item it = catalogueList.getSelectedValue();
        if (it == null) {
            return;
        }
        for (int i = 0; i < orderModel.size(); i++) {
            if (orderModel.get(i).id().equals(it.id())) {
                orderList.setSelectedIndex(i);
                FormErrors.show(this, errorLabel, m, new org.qicai.core.UserError(m.get("tiebreaks.error.twice",
                        it.label())));
                return;
            }
        }
        orderModel.addElement(it);
        orderList.setSelectedIndex(orderModel.size() - 1);
        FormErrors.clear(this, errorLabel);
    }

    private void usePreset() {
        Choice c = (Choice) presetCombo.getSelectedItem();
        if (c == null) {
            return;
        }
        try {
            List<Item> items = presenter.preset(c.id());
            orderModel.clear();
            items.forEach(orderModel::addElement);
            if (!items.isEmpty()) {
                orderList.setSelectedIndex(0);
            }
            FormErrors.clear(this, errorLabel);
        } catch (RuntimeException e) {
            FormErrors.show(this, errorLabel, m, e);
        }
    }

    private void save() {
        try {
            presenter.save(ids());
            saved = true;
            dispose();
        } catch (RuntimeException | LinkageError e) {
            FormErrors.show(this, errorLabel, m, e);
        }
    }
}
