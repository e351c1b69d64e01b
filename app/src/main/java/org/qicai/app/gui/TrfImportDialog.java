package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.Window;
import java.nio.file.Path;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JTextField;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.TrfPresenter;
import org.qicai.core.service.EventService;

/**
 * 导入 TRF: the TRF16 file (what it holds is shown as soon as it is chosen), the pairing system for
 * the rounds to come, the discipline, and the event file to create. If the file is malformed the
 * dialog stays open with the line and column and everything as typed.
 */
final class TrfImportDialog extends JDialog {
    private final TrfPresenter presenter;
    private final Messages m;
    final JTextField trfField = new JTextField(34);
    final JLabel infoLabel = new JLabel(" ");
    final JComboBox<Choice> systemCombo;
    final JComboBox<Choice> disciplineCombo;
    final JTextField fileField = new JTextField(34);
    final JLabel errorLabel = FormErrors.label();
    private final SuggestedFile suggestedFile;
    private EventService created;

    TrfImportDialog(Window owner, TrfPresenter presenter, Messages m) {
        super(owner, m.get("trf.importTitle"), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.m = m;
        setName("trfImportDialog");
        trfField.setName("trfFileField");
        infoLabel.setName("trfInfoLabel");
        fileField.setName("fileField");
        infoLabel.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        systemCombo = new JComboBox<>(presenter.systems().toArray(new Choice[0]));
        systemCombo.setName("systemCombo");
        Dialogs.selectId(systemCombo, TrfPresenter.DEFAULT_SYSTEM);
        disciplineCombo = new JComboBox<>(presenter.disciplines().toArray(new Choice[0]));
        disciplineCombo.setName("disciplineCombo");
        Dialogs.selectId(disciplineCombo, "xiangqi");

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill][]"));
        p.add(label("trf.file", trfField));
        p.add(trfField);
        p.add(Widgets.button("browseTrfButton", m.get("newEvent.browse"), this::browseTrf), "wrap");
        p.add(infoLabel, "skip 1, span 2, wmax 520, wrap");
        p.add(label("trf.system", systemCombo));
        p.add(systemCombo, "span 2, wrap");
        p.add(label("newEvent.discipline", disciplineCombo));
        p.add(disciplineCombo, "span 2, wrap");
        p.add(label("newEvent.file", fileField), "gaptop para");
        p.add(fileField, "gaptop para");
        p.add(Widgets.button("browseButton", m.get("newEvent.browse"), this::browseEvent), "gaptop para, wrap");
        p.add(errorLabel, "span 3, wmax 560, wrap");

        JButton ok = new JButton(m.get("trf.import"));
        ok.setName("importButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(ok);
        buttons.add(cancel);
        p.add(buttons, "span 3, growx, gaptop para");
        ok.addActionListener(e -> importNow());
        cancel.addActionListener(e -> dispose());
        trfField.getDocument().addDocumentListener(new NewEventDialog.Changed(this::trfChanged));
        suggestedFile = new SuggestedFile(fileField);
        Dialogs.install(this, ok, this::dispose);
        setContentPane(p);
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    /** What the file holds, or why it cannot be read; the event file follows the TRF's name until edited. */
    private void trfChanged() {
        String text = trfField.getText().strip();
        if (text.isEmpty()) {
            infoLabel.setText(" ");
            return;
        }
        Path trf;
        try {
            trf = Path.of(text);
        } catch (RuntimeException e) {
            infoLabel.setText(" ");
            return;
        }
        suggestedFile.suggest(() -> presenter.suggestedEventFile(trf));
        if (!java.nio.file.Files.isRegularFile(trf)) {
            infoLabel.setText(" ");
            return;
        }
        try {
            infoLabel.setText("<html>" + NewEventDialog.escape(presenter.describe(trf)) + "</html>");
        } catch (RuntimeException e) {
            infoLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
        }
        if (isDisplayable()) {
            pack();
        }
    }

    private void browseTrf() {
        JFileChooser fc = new JFileChooser();
        fc.setName("trfFileChooser");
        fc.setDialogTitle(m.get("trf.importTitle"));
        fc.setFileFilter(new FileNameExtensionFilter(m.get("trf.filter"), "trf", "txt"));
        if (fc.showOpenDialog(this) == JFileChooser.APPROVE_OPTION && fc.getSelectedFile() != null) {
            trfField.setText(fc.getSelectedFile().getPath());
        }
    }

    private void browseEvent() {
        if (Dialogs.chooseEventFile(this, m, fileField)) {
            suggestedFile.chosen();
        }
    }

    private void importNow() {
        try {
            created = presenter.importFile(new TrfPresenter.ImportForm(trfField.getText(),
                    Dialogs.selectedId(systemCombo), Dialogs.selectedId(disciplineCombo), fileField.getText()));
        } catch (RuntimeException | LinkageError e) {
            errorLabel.setText("<html>" + NewEventDialog.escape(Dialogs.logged(m, e)) + "</html>");
            errorLabel.setVisible(true);
            pack();
            return;
        }
        dispose();
    }

    /** The event created, or null when cancelled. */
    EventService created() {
        return created;
    }
}
