package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import java.util.List;
import java.util.function.Function;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PlayersPresenter.Form;
import org.qicai.core.model.Player;

/**
 * 添加/修改棋手. The action runs the presenter; if it fails the dialog stays open with everything as
 * typed and shows why. When adding, "Save and next" keeps the dialog open for the next player. On a team
 * event the player is added to a team chosen here (kept for the next player); the unit is the team's.
 */
final class PlayerDialog extends JDialog {
    /** What saving does with the team chosen (0 = none; always 0 outside a team event) and the form. */
    interface Action {
        Player apply(int team, Form form);
    }

    private final Messages m;
    private final Action action;
    private final boolean adding;
    final JTextField nameField = new JTextField(24);
    final JTextField unitField = new JTextField(24);
    final JTextField ratingField = new JTextField(8);
    final JTextField titleField = new JTextField(12);
    final JComboBox<Choice> teamCombo;
    final JLabel errorLabel = new JLabel();
    private final JLabel addedLabel = new JLabel();
    private Player saved;

    PlayerDialog(Window owner, Messages m, String title, Form initial, boolean adding, Function<Form, Player> action) {
        this(owner, m, title, initial, adding, List.of(), 0, (team, f) -> action.apply(f));
    }

    /**
     * With {@code teams} (a team event, adding): a team row first, {@code team} preselected (0 = none: the
     * arbiter must choose); the unit field gives way to the team's unit.
     */
    PlayerDialog(Window owner, Messages m, String title, Form initial, boolean adding, List<Choice> teams, int team,
                 Action action) {
        super(owner, title, ModalityType.APPLICATION_MODAL);
        this.m = m;
        this.action = action;
        if (teams.isEmpty()) {
            teamCombo = null;
        } else {
            teamCombo = new JComboBox<>();
            teamCombo.addItem(new Choice("0", m.get("player.chooseTeam")));
            for (Choice c : teams) {
                teamCombo.addItem(c);
                if (c.id().equals(Integer.toString(team))) {
                    teamCombo.setSelectedItem(c);
                }
            }
            teamCombo.setName("teamCombo");
        }
        this.adding = adding;
        setName("playerDialog");
        nameField.setName("nameField");
        unitField.setName("unitField");
        ratingField.setName("ratingField");
        titleField.setName("titleField");
        errorLabel.setName("errorLabel");
        addedLabel.setName("addedLabel");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        ratingField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("player.ratingHint"));
        if (initial != null) {
            nameField.setText(initial.name());
            unitField.setText(initial.unit());
            ratingField.setText(initial.rating());
            titleField.setText(initial.title());
        }

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
        if (teamCombo != null) {
            p.add(label("player.team", teamCombo));
            p.add(teamCombo, "wrap");
        }
        p.add(label("player.name", nameField));
        p.add(nameField, "wrap");
        if (teamCombo == null) {
            p.add(label("player.unit", unitField));
            p.add(unitField, "wrap");
        } else {
            p.add(new JLabel(m.get("player.unit")));
            JLabel teamUnit = new JLabel(m.get("player.teamUnit"));
            teamUnit.setName("teamUnitLabel");
            p.add(teamUnit, "wrap");
        }
        p.add(label("player.rating", ratingField));
        p.add(ratingField, "growx 0, wrap");
        p.add(label("player.title", titleField));
        p.add(titleField, "growx 0, wrap");
        p.add(errorLabel, "span 2, wmax 460, wrap");
        p.add(addedLabel, "span 2, wrap");

        JButton ok = new JButton(m.get(adding ? "button.add" : "button.save"));
        ok.setName("okButton");
        JButton next = new JButton(m.get("player.saveAndNext"));
        next.setName("saveAndNextButton");
        next.setVisible(adding);
        JButton cancel = new JButton(m.get(adding ? "button.close" : "button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill][button,fill]"));
        buttons.add(next);
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");
        errorLabel.setVisible(false);
        addedLabel.setVisible(false);

        ok.addActionListener(e -> save(false));
        next.addActionListener(e -> save(true));
        cancel.addActionListener(e -> dispose());
        // adding many players by hand: Enter saves and clears the form for the next one
        Dialogs.install(this, adding ? next : ok, this::dispose);
        setContentPane(p);
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, java.awt.Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private Form form() {
        return new Form(nameField.getText(), unitField.getText(), ratingField.getText(), titleField.getText());
    }

    /** The team chosen (0 = none). */
    int team() {
        Choice c = teamCombo == null ? null : (Choice) teamCombo.getSelectedItem();
        return c == null ? 0 : Integer.parseInt(c.id());
    }

    private void save(boolean next) {
        try {
            saved = action.apply(team(), form());
        } catch (RuntimeException | LinkageError e) {
            errorLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
            errorLabel.setVisible(true);
            pack();
            return;
        }
        if (next) {
            addedLabel.setText(m.get("player.added", Integer.toString(saved.no()), saved.name()));
            addedLabel.setVisible(true);
            errorLabel.setVisible(false);
            nameField.setText("");
            ratingField.setText("");
            titleField.setText("");
            // the unit is often the same for the next player of a club: keep it, selected
            unitField.selectAll();
            nameField.requestFocusInWindow();
            pack();
        } else {
            dispose();
        }
    }

    /** The player saved by the last successful action, or null. */
    Player saved() {
        return saved;
    }

    boolean adding() {
        return adding;
    }
}
