package org.qicai.app.gui;

import java.awt.Window;
import javax.swing.JButton;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPasswordField;
import javax.swing.JTextField;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.DatabaseConnectPresenter;
import org.qicai.app.gui.presenter.Messages;

/**
 * 文件 → 连接数据库… (issue 16 item 5): server, port, database, event, user and password of an event kept in
 * PostgreSQL; 连接 opens it through {@link DatabaseConnectPresenter}. A refusal is shown in the dialog, which keeps
 * what was typed; the event open until then stays open.
 */
final class DatabaseConnectDialog extends JDialog {
    private final DatabaseConnectPresenter presenter;
    final JTextField hostField = new JTextField("localhost", 18);
    final JTextField portField = new JTextField(DatabaseConnectPresenter.DEFAULT_PORT, 6);
    final JTextField databaseField = new JTextField(DatabaseConnectPresenter.DEFAULT_DATABASE, 18);
    final JTextField eventField = new JTextField(18);
    final JTextField userField = new JTextField(System.getProperty("user.name", ""), 18);
    final JPasswordField passwordField = new JPasswordField(18);
    final JLabel errorLabel = new JLabel(" ");
    final JButton connectButton;
    private String connected;

    DatabaseConnectDialog(Window owner, DatabaseConnectPresenter presenter, Messages m) {
        super(owner, m.get("db.title"), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        setName("databaseConnectDialog");
        hostField.setName("hostField");
        portField.setName("portField");
        databaseField.setName("databaseField");
        eventField.setName("eventField");
        userField.setName("userField");
        passwordField.setName("passwordField");
        errorLabel.setName("errorLabel");
        errorLabel.setForeground(new java.awt.Color(0xB0, 0x20, 0x20));
        connectButton = new JButton(m.get("db.connect"));
        connectButton.setName("connectButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        setLayout(new MigLayout("insets dialog,hidemode 3", "[][grow,fill]", "[][][][][][][][]"));
        add(new JLabel(m.get("db.hint")), "span 2, wrap");
        row(m.get("db.host"), hostField);
        row(m.get("db.port"), portField);
        row(m.get("db.database"), databaseField);
        row(m.get("db.event"), eventField);
        row(m.get("db.user"), userField);
        row(m.get("db.password"), passwordField);
        add(errorLabel, "span 2, wrap");
        add(connectButton, "span 2, split 2, tag ok");
        add(cancel, "tag cancel");
        connectButton.addActionListener(e -> connect());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, connectButton, this::dispose);
        pack();
        setLocationRelativeTo(owner);
    }

    private void row(String label, java.awt.Component field) {
        add(new JLabel(label));
        add(field, "wrap");
    }

    DatabaseConnectPresenter.Form form() {
        return new DatabaseConnectPresenter.Form(hostField.getText(), portField.getText(), databaseField.getText(),
                eventField.getText(), userField.getText(), new String(passwordField.getPassword()));
    }

    void connect() {
        try {
            connected = presenter.connect(form());
            dispose();
        } catch (RuntimeException e) {
            errorLabel.setText(Dialogs.describe(presenter.messages(), e));
            Dialogs.repack(this);
        }
    }

    /** The address connected to (shown without the password), or null when cancelled. */
    String connected() {
        return connected;
    }

    /** Shows the dialog; once an event is open, {@code opened} runs and the status bar names the database. */
    static void open(Shell shell, Runnable opened) {
        Messages m = shell.messages();
        DatabaseConnectDialog d = new DatabaseConnectDialog(shell.window(), new DatabaseConnectPresenter(shell.session()), m);
        d.setVisible(true);
        if (d.connected() != null) {
            opened.run();
            shell.status(m.get("db.status.connected", d.connected()));
        }
    }
}
