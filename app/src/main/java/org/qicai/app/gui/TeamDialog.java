package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Window;
import java.util.function.Function;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TeamsPresenter.TeamForm;
import org.qicai.core.team.TeamRegistration;

/**
 * 添加/修改队伍: name, unit, captain and (when adding) the players in board order, one per line
 * ({@code 姓名 等级分 称号}). If saving fails the dialog stays open with everything as typed and says
 * why; a saved team's 12.1 warnings are shown in the registration view.
 */
final class TeamDialog extends JDialog {
    private final Messages m;
    private final Function<TeamForm, TeamRegistration> action;
    final JTextField nameField = new JTextField(24);
    final JTextField unitField = new JTextField(24);
    final JTextField captainField = new JTextField(24);
    final JTextArea playersArea = new JTextArea(8, 24);
    final JLabel errorLabel = new JLabel();
    private TeamRegistration saved;

    TeamDialog(Window owner, Messages m, String title, TeamForm initial, boolean adding,
               Function<TeamForm, TeamRegistration> action) {
        super(owner, title, ModalityType.APPLICATION_MODAL);
        this.m = m;
        this.action = action;
        setName("teamDialog");
        nameField.setName("teamNameField");
        unitField.setName("teamUnitField");
        captainField.setName("captainField");
        playersArea.setName("teamPlayersArea");
        errorLabel.setName("errorLabel");
        errorLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        // Tab leaves the players box instead of typing a tab into it
        playersArea.setFocusTraversalKeys(java.awt.KeyboardFocusManager.FORWARD_TRAVERSAL_KEYS, null);
        playersArea.setFocusTraversalKeys(java.awt.KeyboardFocusManager.BACKWARD_TRAVERSAL_KEYS, null);
        if (initial != null) {
            nameField.setText(initial.name());
            unitField.setText(initial.unit());
            captainField.setText(initial.captain());
            playersArea.setText(initial.players());
        }

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
        p.add(label("teams.name", nameField));
        p.add(nameField, "wrap");
        p.add(label("teams.unit", unitField));
        p.add(unitField, "wrap");
        p.add(label("teams.captain", captainField));
        p.add(captainField, "wrap");
        JLabel playersLabel = label("teams.players", playersArea);
        JScrollPane playersScroll = new JScrollPane(playersArea);
        JLabel hint = new JLabel("<html>" + NewEventDialog.escape(m.get("teams.playersHint")) + "</html>");
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(playersLabel, "top");
        p.add(playersScroll, "wrap");
        p.add(hint, "skip 1, wmax 320, wrap");
        playersLabel.setVisible(adding);
        playersScroll.setVisible(adding);
        hint.setVisible(adding);
        p.add(errorLabel, "span 2, wmax 460, wrap");
        errorLabel.setVisible(false);

        JButton ok = new JButton(m.get(adding ? "button.add" : "button.save"));
        ok.setName("okButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 2, growx, gaptop para");
        ok.addActionListener(e -> save());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, java.awt.Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private void save() {
        try {
            saved = action.apply(new TeamForm(nameField.getText(), unitField.getText(), captainField.getText(),
                    playersArea.getText()));
        } catch (RuntimeException | LinkageError e) {
            errorLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
            errorLabel.setVisible(true);
            pack();
            return;
        }
        dispose();
    }

    /** The team saved, or null when cancelled. */
    TeamRegistration saved() {
        return saved;
    }
}
