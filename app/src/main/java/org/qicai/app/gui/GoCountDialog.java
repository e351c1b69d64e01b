package org.qicai.app.gui;

import java.awt.Color;
import java.awt.Window;
import java.util.Optional;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.SpinnerNumberModel;
import javax.swing.event.DocumentEvent;
import javax.swing.event.DocumentListener;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.GoCountPresenter;
import org.qicai.core.UserError;
import org.qicai.core.game.CountResult;
import org.qicai.core.model.ResultEntry;

/**
 * 数子 (key {@code S} on a Go board of the rounds view, issue 15 item 2): the arbiter types black's count (Chinese
 * rules) or both sides' points (Japanese/Korean), sees the verdict and its arithmetic while typing, and presses
 * Enter — or 确认为本台成绩 — to take it as the board's result. The handicap is the board's as paired.
 */
final class GoCountDialog extends JDialog {
    private final GoCountPresenter presenter;
    private final boolean en;
    private final JComboBox<String> rulesCombo = new JComboBox<>();
    private final JComboBox<Integer> sizeCombo = new JComboBox<>(GoCountPresenter.SIZES.toArray(new Integer[0]));
    private final JSpinner handicapSpinner;
    private final JTextField blackField = new JTextField(6);
    private final JTextField blackPointsField = new JTextField(6);
    private final JTextField whitePointsField = new JTextField(6);
    private final JLabel blackLabel;
    private final JLabel blackPointsLabel;
    private final JLabel whitePointsLabel;
    private final JLabel verdictLabel = new JLabel(" ");
    private final JButton confirmButton;
    private CountResult verdict;
    private ResultEntry chosen;

    GoCountDialog(Window owner, GoCountPresenter presenter, boolean en) {
        super(owner, en ? "Count the game" : "数子", ModalityType.APPLICATION_MODAL);
        this.presenter = presenter;
        this.en = en;
        setName("goCountDialog");
        rulesCombo.addItem(en ? "Chinese (area: stones + points)" : "中国规则（数子）");
        rulesCombo.addItem(en ? "Japanese / Korean (territory + prisoners)" : "日本、韩国规则（数目）");
        rulesCombo.setName("countRulesCombo");
        sizeCombo.setName("countSizeCombo");
        // the event's rules and board come first (a setting of the event; the arbiter may still change them here)
        rulesCombo.setSelectedIndex(GoCountPresenter.RULES.indexOf(presenter.defaultRules()));
        sizeCombo.setSelectedItem(presenter.defaultSize());
        handicapSpinner = new JSpinner(new SpinnerNumberModel(presenter.handicap(), 0, 9, 1));
        handicapSpinner.setName("countHandicapSpinner");
        blackField.setName("countBlackField");
        blackPointsField.setName("countBlackPointsField");
        whitePointsField.setName("countWhitePointsField");
        verdictLabel.setName("countVerdictLabel");
        blackLabel = new JLabel(en ? "Black's stones + points:" : "黑方子数（子 + 空）：");
        blackPointsLabel = new JLabel(en ? "Black's territory + prisoners:" : "黑方目数（目 + 提子）：");
        whitePointsLabel = new JLabel(en ? "White's territory + prisoners:" : "白方目数（目 + 提子）：");
        confirmButton = new JButton(en ? "Confirm as the board's result" : "确认为本台成绩");
        confirmButton.setName("countConfirmButton");
        JButton cancel = new JButton(en ? "Cancel" : "取消");

        JPanel p = new JPanel(new MigLayout("insets dialog, hidemode 3", "[right][grow,fill]", "[][][][][][][]"));
        p.add(new JLabel(presenter.heading()), "span 2, wrap para");
        p.add(new JLabel(en ? "Rules:" : "规则："));
        p.add(rulesCombo, "wrap");
        p.add(new JLabel(en ? "Board:" : "棋盘："));
        p.add(sizeCombo, "growx 0, wrap");
        p.add(new JLabel(en ? "Handicap stones:" : "让子数："));
        p.add(handicapSpinner, "growx 0, wrap");
        p.add(blackLabel);
        p.add(blackField, "growx 0, wrap");
        p.add(blackPointsLabel);
        p.add(blackPointsField, "growx 0, wrap");
        p.add(whitePointsLabel);
        p.add(whitePointsField, "growx 0, wrap");
        p.add(verdictLabel, "span 2, gaptop para, wrap para");
        p.add(confirmButton, "span 2, split 2, right, tag ok");
        p.add(cancel, "tag cancel");
        setContentPane(p);

        DocumentListener typed = new DocumentListener() {
            @Override
            public void insertUpdate(DocumentEvent e) {
                update();
            }

            @Override
            public void removeUpdate(DocumentEvent e) {
                update();
            }

            @Override
            public void changedUpdate(DocumentEvent e) {
                update();
            }
        };
        for (JTextField f : new JTextField[] {blackField, blackPointsField, whitePointsField}) {
            f.getDocument().addDocumentListener(typed);
            f.addActionListener(e -> confirm());
        }
        rulesCombo.addActionListener(e -> update());
        sizeCombo.addActionListener(e -> update());
        handicapSpinner.addChangeListener(e -> update());
        confirmButton.addActionListener(e -> confirm());
        cancel.addActionListener(e -> dispose());
        getRootPane().setDefaultButton(confirmButton);
        getRootPane().registerKeyboardAction(e -> dispose(), KeyStroke.getKeyStroke("ESCAPE"),
                JComponent.WHEN_IN_FOCUSED_WINDOW);
        update();
        pack();
        setLocationRelativeTo(owner);
        addWindowListener(new java.awt.event.WindowAdapter() {
            @Override
            public void windowOpened(java.awt.event.WindowEvent e) {
                blackField.requestFocusInWindow();
            }
        });
    }

    /** Shows the dialog; the result to enter when the arbiter confirmed a verdict. */
    Optional<ResultEntry> ask() {
        setVisible(true);
        return Optional.ofNullable(chosen);
    }

    private boolean japanese() {
        return rulesCombo.getSelectedIndex() == 1;
    }

    private void update() {
        boolean jp = japanese();
        blackLabel.setVisible(!jp);
        blackField.setVisible(!jp);
        blackPointsLabel.setVisible(jp);
        blackPointsField.setVisible(jp);
        whitePointsLabel.setVisible(jp);
        whitePointsField.setVisible(jp);
        verdict = null;
        String shown;
        try {
            Integer b = number(blackField);
            Integer bp = number(blackPointsField);
            Integer wp = number(whitePointsField);
            if (jp ? bp == null || wp == null : b == null) {
                shown = en ? "Type the count." : "请输入数子结果。";
            } else {
                verdict = presenter.count(GoCountPresenter.RULES.get(rulesCombo.getSelectedIndex()),
                        (Integer) sizeCombo.getSelectedItem(), (Integer) handicapSpinner.getValue(), jp ? null : b,
                        jp ? bp : null, jp ? wp : null);
                shown = presenter.verdict(verdict);
            }
        } catch (NumberFormatException e) {
            shown = en ? "The count is a whole number." : "子数应为整数。";
        } catch (UserError e) {
            shown = e.message(en ? java.util.Locale.ENGLISH : java.util.Locale.CHINESE);
        }
        verdictLabel.setText(shown);
        verdictLabel.setForeground(verdict == null ? new Color(0xB0, 0x30, 0x20) : javax.swing.UIManager.getColor("Label.foreground"));
        confirmButton.setEnabled(verdict != null);
        if (isDisplayable()) {
            pack();
        }
    }

    private static Integer number(JTextField f) {
        String t = f.getText().strip();
        return t.isEmpty() ? null : Integer.valueOf(t);
    }

    private void confirm() {
        if (verdict == null) {
            return;
        }
        chosen = GoCountPresenter.entry(verdict);
        dispose();
    }
}
