package org.qicai.app.gui;

import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JPasswordField;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.UserError;
import org.qicai.core.service.ArbiterRole;
import org.qicai.core.service.EventService;

/**
 * 联机 (issue 16): the three forms of the desks menu. {@link Kind#SERVE} 开放给其他裁判台 — this desk's arbiter,
 * the port and the password; once served it shows the addresses to give the deputies and can stop serving.
 * {@link Kind#JOIN} 连接裁判台 — host, port and password, with this desk's arbiter and role. {@link Kind#ARBITER}
 * 裁判员与角色 — who this desk is. Each remembers the arbiter and role on this machine; a failure (a wrong password,
 * nobody serving there, a port in use) leaves the dialog open with what was typed and says why.
 */
final class DeskDialog extends JDialog {
    enum Kind { SERVE, JOIN, ARBITER }

    private final EventSession session;
    private final Messages m;
    private final Kind kind;
    final JTextField nameField = new JTextField(18);
    final JComboBox<Choice> roleCombo = new JComboBox<>();
    final JTextField hostField = new JTextField(18);
    final JTextField portField = new JTextField(6);
    final JPasswordField passwordField = new JPasswordField(18);
    final JTextArea addressArea = new JTextArea(4, 30);
    private final JLabel errorLabel = FormErrors.label();
    private final JLabel addressLabel;
    private final javax.swing.JScrollPane addressScroll = new javax.swing.JScrollPane(addressArea);
    private final JButton ok;
    private final JButton stop;
    private boolean done;

    DeskDialog(Window owner, EventSession session, Kind kind) {
        super(owner, title(session.messages(), kind), ModalityType.APPLICATION_MODAL);
        this.session = session;
        this.m = session.messages();
        this.kind = kind;
        setName(switch (kind) {
            case SERVE -> "serveDialog";
            case JOIN -> "joinDialog";
            case ARBITER -> "arbiterDialog";
        });
        nameField.setName("arbiterNameField");
        roleCombo.setName("roleCombo");
        hostField.setName("hostField");
        portField.setName("portField");
        passwordField.setName("passwordField");
        addressArea.setName("addressArea");
        addressArea.setEditable(false);
        nameField.setText(session.actor());
        for (ArbiterRole r : ArbiterRole.values()) {
            roleCombo.addItem(new Choice(r.name(), r.label(m.locale())));
        }
        Dialogs.selectId(roleCombo, session.role().name());
        portField.setText(Integer.toString(EventService.DEFAULT_SERVE_PORT));
        session.preferences().lastDesk().ifPresent(d -> {
            int colon = d.lastIndexOf(':');
            if (colon > 0) {
                hostField.setText(d.substring(0, colon));
                portField.setText(d.substring(colon + 1));
            }
        });

        addressLabel = label("desk.addresses", addressArea);
        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]"));
        if (kind == Kind.SERVE) {
            p.add(hint("desk.serve.hint"), "span 2, wmax 420, wrap");
        }
        if (kind == Kind.JOIN) {
            p.add(hint("desk.join.hint"), "span 2, wmax 420, wrap");
        }
        p.add(label("desk.arbiter", nameField));
        p.add(nameField, "wrap");
        if (kind != Kind.SERVE) {
            p.add(label("desk.role", roleCombo));
            p.add(roleCombo, "wrap");
        }
        if (kind == Kind.JOIN) {
            p.add(label("desk.host", hostField));
            p.add(hostField, "wrap");
        }
        if (kind != Kind.ARBITER) {
            p.add(label("desk.port", portField));
            p.add(portField, "growx 0, wrap");
            p.add(label("desk.password", passwordField));
            p.add(passwordField, "wrap");
        }
        if (kind == Kind.SERVE) {
            p.add(addressLabel, "top");
            p.add(addressScroll, "wrap");
        }
        p.add(errorLabel, "span 2, wmax 460, wrap");

        ok = new JButton(m.get(switch (kind) {
            case SERVE -> "desk.button.serve";
            case JOIN -> "desk.button.join";
            case ARBITER -> "button.save";
        }));
        ok.setName("okButton");
        stop = new JButton(m.get("desk.button.stop"));
        stop.setName("stopServingButton");
        JButton close = new JButton(m.get(kind == Kind.SERVE ? "button.close" : "button.cancel"));
        close.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(stop);
        buttons.add(close);
        p.add(buttons, "span 2, growx, gaptop para");
        ok.addActionListener(e -> act());
        stop.addActionListener(e -> stopServing());
        close.addActionListener(e -> dispose());
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        showServing();
        pack();
        Dialogs.place(this);
    }

    private static String title(Messages m, Kind kind) {
        return m.get(switch (kind) {
            case SERVE -> "menu.serve";
            case JOIN -> "menu.join";
            case ARBITER -> "menu.deskArbiter";
        });
    }

    private JLabel label(String key, java.awt.Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private JLabel hint(String key) {
        JLabel l = new JLabel("<html>" + NewEventDialog.escape(m.get(key)) + "</html>");
        l.putClientProperty(com.formdev.flatlaf.FlatClientProperties.STYLE_CLASS, "small");
        return l;
    }

    /** The port typed: 0–65535, else refused in words. */
    private int port() {
        String t = portField.getText().strip();
        try {
            int p = Integer.parseInt(t);
            if (p >= 0 && p <= 65535) {
                return p;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw new UserError(m.get("desk.error.port", t));
    }

    private ArbiterRole role() {
        String id = Dialogs.selectedId(roleCombo);
        return id == null ? ArbiterRole.CHIEF : ArbiterRole.valueOf(id);
    }

    private void act() {
        FormErrors.clear(this, errorLabel);
        try {
            switch (kind) {
                case ARBITER -> {
                    session.setArbiter(nameField.getText(), role());
                    done = true;
                    dispose();
                }
                case JOIN -> {
                    String host = hostField.getText().strip();
                    if (host.isEmpty()) {
                        throw new UserError(m.get("desk.error.host"));
                    }
                    int port = port();
                    String password = new String(passwordField.getPassword());
                    if (password.isEmpty()) {
                        throw new UserError(m.get("desk.error.password"));
                    }
                    session.setArbiter(nameField.getText(), role());
                    session.join(host, port, password);
                    done = true;
                    dispose();
                }
                case SERVE -> {
                    int port = port();
                    String password = new String(passwordField.getPassword());
                    if (password.isEmpty()) {
                        throw new UserError(m.get("desk.error.password"));
                    }
                    session.setArbiter(nameField.getText(), ArbiterRole.CHIEF);
                    session.serve(port, password);
                    done = true;
                    showServing();
                    Dialogs.repack(this);
                }
            }
        } catch (RuntimeException e) {
            FormErrors.show(this, errorLabel, m, e);
        }
    }

    private void stopServing() {
        session.stopServing();
        showServing();
        Dialogs.repack(this);
    }

    /** The serve form as the event stands: the addresses while served, the fields to serve otherwise. */
    private void showServing() {
        boolean serving = kind == Kind.SERVE && session.serving().isPresent();
        stop.setVisible(serving);
        ok.setVisible(!serving);
        if (kind != Kind.SERVE) {
            return;
        }
        portField.setEditable(!serving);
        passwordField.setEditable(!serving);
        nameField.setEditable(!serving);
        addressLabel.setVisible(serving);
        addressScroll.setVisible(serving);
        if (serving) {
            int port = session.serving().get().port();
            StringBuilder sb = new StringBuilder();
            for (String h : EventService.lanHosts()) {
                sb.append(sb.length() == 0 ? "" : "\n").append("qicai://").append(h).append(':').append(port);
            }
            addressArea.setText(sb.toString());
            getRootPane().setDefaultButton(null);
        }
    }

    /** Whether the dialog served, joined or saved. */
    boolean done() {
        return done;
    }
}
