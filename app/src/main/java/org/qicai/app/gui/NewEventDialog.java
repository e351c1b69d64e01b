package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Component;
import java.awt.Window;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.NewEventPresenter;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.OptionSpec;

/**
 * 新建赛事: name, organiser, dates (比赛日期), venue and chief arbiter; discipline and pairing system (from
 * the loaded plugins), the system's options with their defaults, rounds, scoring, tiebreaks, time control
 * and the file (by default in the documents folder). If
 * creating fails the dialog stays open with every field as typed and says why.
 */
final class NewEventDialog extends JDialog {
    private final NewEventPresenter presenter;
    private final Messages m;
    final JTextField nameField = new JTextField(22);
    final JComboBox<Choice> disciplineCombo;
    final JComboBox<Choice> systemCombo;
    private final JPanel optionsPanel = new JPanel(new MigLayout("insets 0 0 0 8, hidemode 3", "[][grow]"));
    private final JScrollPane optionsScroll = new JScrollPane(optionsPanel);
    final JComboBox<Choice> teamFormatCombo;
    final JSpinner boardsSpinner = new JSpinner(new SpinnerNumberModel(4, 0, 50, 1));
    private final Map<String, JComponent> optionFields = new LinkedHashMap<>();
    final JSpinner roundsSpinner = new JSpinner(new SpinnerNumberModel(0, 0, 99, 1));
    final JComboBox<Choice> scoringCombo;
    final JTextField tiebreaksField = new JTextField(20);
    final JTextField timeControlField = new JTextField(20);
    final JTextField venueField = new JTextField(20);
    final JTextField arbiterField = new JTextField(20);
    final JTextField organiserField = new JTextField(20);
    final JTextField firstDayField = new JTextField(10);
    final JTextField lastDayField = new JTextField(10);
    final JTextField fileField = new JTextField(24);
    final JLabel errorLabel = FormErrors.label();
    private final SuggestedFile suggestedFile;
    private EventService created;

    NewEventDialog(Window owner, NewEventPresenter presenter, Messages m) {
        super(owner, m.get("newEvent.title"), ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.m = m;
        setName("newEventDialog");
        nameField.setName("eventNameField");
        disciplineCombo = new JComboBox<>(presenter.disciplines().toArray(new Choice[0]));
        disciplineCombo.setName("disciplineCombo");
        systemCombo = new JComboBox<>(presenter.systems().toArray(new Choice[0]));
        systemCombo.setName("systemCombo");
        Dialogs.selectId(systemCombo, "round-robin");
        Dialogs.selectId(disciplineCombo, "xiangqi");
        scoringCombo = new JComboBox<>(presenter.scoringSchemes().toArray(new Choice[0]));
        scoringCombo.setName("scoringCombo");
        teamFormatCombo = new JComboBox<>(presenter.teamFormats().toArray(new Choice[0]));
        teamFormatCombo.setName("teamFormatCombo");
        boardsSpinner.setName("boardsSpinner");
        roundsSpinner.setName("roundsSpinner");
        tiebreaksField.setName("tiebreaksField");
        timeControlField.setName("timeControlField");
        timeControlField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("newEvent.timeControlHint"));
        venueField.setName("venueField");
        arbiterField.setName("chiefArbiterField");
        fileField.setName("fileField");
        optionsPanel.setName("optionsPanel");

        organiserField.setName("organiserField");
        firstDayField.setName("firstDayField");
        lastDayField.setName("lastDayField");
        firstDayField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("newEvent.dayHint"));
        lastDayField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT, m.get("newEvent.dayHint"));
        firstDayField.setText(java.time.LocalDate.now().toString());

        // Two columns, so that a Swiss system's many options sit beside the event's particulars and the
        // dialog stays within a 1366×768 laptop screen (issue 13 item 3): the event, its system and its
        // file on the left; the system's (and team format's) options, scrolling, on the right.
        JPanel p = new JPanel(new MigLayout("insets 0, hidemode 3", "[right][grow,fill][]"));
        row(p, "newEvent.name", nameField);
        row(p, "newEvent.organiser", organiserField);
        p.add(label("newEvent.dates", firstDayField));
        JLabel to = new JLabel(m.get("newEvent.datesTo"));
        to.setLabelFor(lastDayField);
        p.add(firstDayField, "span 2, split 3, wmin 100");
        p.add(to);
        p.add(lastDayField, "wmin 100, wrap");
        row(p, "newEvent.venue", venueField);
        row(p, "newEvent.chiefArbiter", arbiterField);
        JPanel gap = new JPanel();
        gap.setOpaque(false);
        p.add(gap, "span 3, h 4!, wrap");
        row(p, "newEvent.discipline", disciplineCombo);
        row(p, "newEvent.system", systemCombo);
        row(p, "newEvent.teamFormat", teamFormatCombo);
        JLabel boardsHint = new JLabel(m.get("newEvent.boardsHint"));
        boardsHint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(label("newEvent.boards", boardsSpinner));
        p.add(boardsSpinner, "split 2, growx 0, wmin 70");
        p.add(boardsHint, "wrap");
        JLabel roundsHint = new JLabel(m.get("newEvent.roundsHint"));
        roundsHint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        p.add(label("newEvent.rounds", roundsSpinner));
        p.add(roundsSpinner, "split 2, growx 0, wmin 70");
        p.add(roundsHint, "wrap");
        row(p, "newEvent.scoring", scoringCombo);
        row(p, "newEvent.tiebreaks", tiebreaksField);
        row(p, "newEvent.timeControl", timeControlField);
        JButton browse = Widgets.button("browseButton", m.get("newEvent.browse"), this::browse);
        p.add(label("newEvent.file", fileField), "gaptop para");
        p.add(fileField, "gaptop para");
        p.add(browse, "gaptop para, wrap");
        // a Swiss system has many options: they scroll rather than push the buttons off a laptop screen
        optionsScroll.setBorder(javax.swing.BorderFactory.createTitledBorder(m.get("newEvent.options")));
        optionsScroll.getVerticalScrollBar().setUnitIncrement(16);

        JButton create = new JButton(m.get("newEvent.create"));
        create.setName("createButton");
        JButton cancel = new JButton(m.get("button.cancel"));
        cancel.setName("cancelButton");
        JPanel buttons = new JPanel(new MigLayout("insets 0", "push[button,fill][button,fill]"));
        buttons.add(create);
        buttons.add(cancel);

        JPanel outer = new JPanel(new MigLayout("insets dialog, hidemode 3", "[grow,fill][]", "[grow,fill][][]"));
        outer.add(p, "aligny top");
        outer.add(optionsScroll, "growy, wrap");
        outer.add(errorLabel, "span 2, wmax 900, wrap");
        outer.add(buttons, "span 2, growx, gaptop para");

        systemCombo.addActionListener(e -> systemChanged());
        teamFormatCombo.addActionListener(e -> systemChanged());
        disciplineCombo.addActionListener(e -> systemChanged());
        systemChanged();
        nameField.getDocument().addDocumentListener(new Changed(this::nameChanged));
        suggestedFile = new SuggestedFile(fileField);
        nameChanged();
        create.addActionListener(e -> create());
        cancel.addActionListener(e -> dispose());
        Dialogs.install(this, create, this::dispose);
        setContentPane(outer);
        pack();
        Dialogs.place(this);
    }

    private JLabel label(String key, Component field) {
        JLabel l = new JLabel(m.get(key));
        l.setLabelFor(field);
        return l;
    }

    private void row(JPanel p, String key, JComponent field) {
        p.add(label(key, field));
        p.add(field, "span 2, wrap");
    }

    /**
     * Shows the chosen system's options with their defaults (e.g. single or double round robin), each
     * with the clause that fixes its default; for a team event the team options follow.
     */
    private void systemChanged() {
        Map<String, String> typed = optionValues();
        optionsPanel.removeAll();
        optionFields.clear();
        String system = Dialogs.selectedId(systemCombo);
        for (OptionSpec o : presenter.options(system)) {
            addOption(o, typed);
        }
        String teamFormat = Dialogs.selectedId(teamFormatCombo);
        boolean team = teamFormat != null && !teamFormat.isEmpty();
        boardsSpinner.setEnabled(team);
        if (team) {
            JLabel section = new JLabel(m.get("newEvent.teamOptions"));
            section.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
            optionsPanel.add(section, "span 3, gaptop para, wrap");
            for (OptionSpec o : presenter.teamOptions()) {
                addOption(o, typed);
            }
        }
        // the discipline's own settings (Go: the counting rules, the board, the komi)
        List<OptionSpec> discipline = presenter.disciplineOptions(Dialogs.selectedId(disciplineCombo));
        if (!discipline.isEmpty()) {
            JLabel section = new JLabel(m.get("newEvent.disciplineOptions"));
            section.putClientProperty(FlatClientProperties.STYLE_CLASS, "h4");
            optionsPanel.add(section, "span 3, gaptop para, wrap");
            for (OptionSpec o : discipline) {
                addOption(o, typed);
            }
        }
        optionsScroll.setVisible(!optionFields.isEmpty());
        java.awt.Dimension pref = optionsPanel.getPreferredSize();
        java.awt.Insets in = optionsScroll.getInsets();
        int bar = optionsScroll.getVerticalScrollBar().getPreferredSize().width;
        optionsScroll.setHorizontalScrollBarPolicy(JScrollPane.HORIZONTAL_SCROLLBAR_NEVER);
        optionsScroll.setPreferredSize(new java.awt.Dimension(pref.width + bar + in.left + in.right,
                Math.min(460, pref.height + in.top + in.bottom)));
        tiebreaksField.putClientProperty(FlatClientProperties.PLACEHOLDER_TEXT,
                m.get("newEvent.tiebreaksHint", presenter.defaultTiebreaks(system)));
        if (isDisplayable()) {
            Dialogs.repack(this);
        }
    }

    private void addOption(OptionSpec o, Map<String, String> typed) {
        JComponent field;
        String value = typed.getOrDefault(o.key(), o.defaultValue() == null ? "" : o.defaultValue());
        JLabel hint = new JLabel(presenter.optionHint(o));
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        hint.setName("hint." + o.key());
        // each option on two lines — its name and field, under the field its clause and default — so that the
        // options column stays narrow enough for the dialog to fit a 1366-pixel screen beside the form
        if (NewEventPresenter.isFlag(o)) {
            JCheckBox cb = new JCheckBox(presenter.optionName(o), Boolean.parseBoolean(value));
            optionsPanel.add(cb, "span 2, wrap 0");
            field = cb;
        } else if (!o.choices().isEmpty()) {
            // each choice reads as its label; the raw value is stored
            JComboBox<Choice> combo = new JComboBox<>(presenter.choices(o).toArray(new Choice[0]));
            Dialogs.selectId(combo, o.choices().contains(value) ? value : o.defaultValue());
            JLabel l = new JLabel(presenter.optionName(o));
            l.setLabelFor(combo);
            optionsPanel.add(l);
            optionsPanel.add(combo, "growx 0, wmax 300, wrap 0");
            field = combo;
        } else {
            JTextField tf = new JTextField(value, 8);
            JLabel l = new JLabel(presenter.optionName(o));
            l.setLabelFor(tf);
            optionsPanel.add(l);
            optionsPanel.add(tf, "growx 0, wrap 0");
            field = tf;
        }
        // a long clause or default label wraps within its column rather than widening the dialog or being cut
        String text = hint.getText();
        if (hint.getPreferredSize().width > 300) {
            hint.setText("<html><div style='width:300px'>" + escape(text) + "</div></html>");
        }
        hint.setToolTipText(text);
        optionsPanel.add(hint, "skip 1, gapbottom 6, wrap");
        field.setToolTipText(presenter.optionLabel(o));
        field.setName("option." + o.key());
        optionFields.put(o.key(), field);
    }

    private Map<String, String> optionValues() {
        Map<String, String> out = new LinkedHashMap<>();
        optionFields.forEach((key, field) -> {
            if (field instanceof JCheckBox cb) {
                out.put(key, Boolean.toString(cb.isSelected()));
            } else if (field instanceof JComboBox<?> combo) {
                Object item = combo.getSelectedItem();
                out.put(key, item instanceof Choice c ? c.id() : String.valueOf(item));
            } else if (field instanceof JTextField tf) {
                out.put(key, tf.getText());
            }
        });
        String teamFormat = teamFormatCombo == null ? null : Dialogs.selectedId(teamFormatCombo);
        if (teamFormat != null && !teamFormat.isEmpty()) {
            out.put(org.qicai.core.model.EventSettings.TEAM_FORMAT, teamFormat);
            out.put(org.qicai.core.model.EventSettings.BOARDS, boardsSpinner.getValue().toString());
        }
        return out;
    }

    /** Until the arbiter edits the path, it follows the event's name. */
    private void nameChanged() {
        suggestedFile.suggest(() -> presenter.suggestedFile(nameField.getText()));
    }

    private void browse() {
        if (Dialogs.chooseEventFile(this, m, fileField)) {
            suggestedFile.chosen();
        }
    }

    NewEventPresenter.Form form() {
        Choice scoring = (Choice) scoringCombo.getSelectedItem();
        return new NewEventPresenter.Form(nameField.getText(), Dialogs.selectedId(disciplineCombo),
                Dialogs.selectedId(systemCombo), optionValues(), ((Number) roundsSpinner.getValue()).intValue(),
                scoring == null ? null : scoring.id(), tiebreaksField.getText(), timeControlField.getText(),
                venueField.getText(), arbiterField.getText(), fileField.getText(), firstDayField.getText(),
                lastDayField.getText(), organiserField.getText());
    }

    private void create() {
        try {
            created = presenter.create(form());
        } catch (RuntimeException | LinkageError e) {
            errorLabel.setText("<html>" + escape(Dialogs.logged(m, e)) + "</html>");
            errorLabel.setVisible(true);
            Dialogs.repack(this);
            return;
        }
        dispose();
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    /** The event created, or null if the dialog was cancelled. */
    EventService created() {
        return created;
    }

    /** A document listener that runs one action on any change. */
    static final class Changed implements DocumentListener {
        private final Runnable action;

        Changed(Runnable action) {
            this.action = action;
        }

        @Override
        public void insertUpdate(DocumentEvent e) {
            action.run();
        }

        @Override
        public void removeUpdate(DocumentEvent e) {
            action.run();
        }

        @Override
        public void changedUpdate(DocumentEvent e) {
            action.run();
        }
    }
}
