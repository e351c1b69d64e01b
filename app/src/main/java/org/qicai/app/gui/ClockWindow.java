package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.Color;
import java.awt.Font;
import java.awt.KeyEventDispatcher;
import java.awt.KeyboardFocusManager;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.util.HashSet;
import java.util.Set;
import java.util.function.LongSupplier;
import javax.swing.BorderFactory;
import javax.swing.DefaultListModel;
import javax.swing.JButton;
import javax.swing.JCheckBox;
import javax.swing.JDialog;
import javax.swing.JLabel;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.JScrollPane;
import javax.swing.SwingConstants;
import javax.swing.Timer;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.ClockPresenter;
import org.qicai.app.gui.presenter.ClockPresenter.SideView;
import org.qicai.app.gui.presenter.ClockPresenter.View;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.model.Side;

/**
 * 裁判棋钟: two clock faces for a demonstration board or a failed clock (22.4), run from the keyboard —
 * {@code A} or the left Shift for the first side's button, {@code L} or the right Shift for the second
 * side's, Space to start, pause and resume. Each face shows the time left, the stage or byo-yomi periods,
 * the moves still due at the next control and the moves made; the byo-yomi calls appear as they fall
 * due; a flag shows in red with the moment and the clause. Set clocks… sets both times (a replaced clock).
 * The window does not block the main window.
 */
final class ClockWindow extends JDialog {
    /** The wall clock new windows read (tests put a hand-moved one here). */
    static LongSupplier timeSource = ClockPresenter.systemMillis();

    private final ClockPresenter presenter;
    private final Messages m;
    private final EventSession session;
    private final Runnable sessionListener;
    private final Timer timer;
    private final JPanel[] faces = new JPanel[2];
    final JLabel[] nameLabels = new JLabel[2];
    final JLabel[] timeLabels = new JLabel[2];
    final JLabel[] phaseLabels = new JLabel[2];
    final JLabel[] movesLabels = new JLabel[2];
    final JCheckBox[] absentChecks = new JCheckBox[2];
    final JLabel statusLabel = new JLabel(" ");
    final JLabel warningLabel = new JLabel(" ");
    final JLabel callLabel = new JLabel(" ");
    final DefaultListModel<String> callsModel = new DefaultListModel<>();
    final JButton startButton;
    final JButton flagResultButton;
    /** whether the flag's result was offered already (once, when the flag falls; the button stays for later) */
    private boolean offered;
    private final KeyEventDispatcher keys;
    private final Set<Integer> down = new HashSet<>();
    private final Color normal;
    private final Color accent;
    private final Color error;

    ClockWindow(Window owner, ClockPresenter presenter, Messages m, EventSession session) {
        super(owner, m.get("clock.window", presenter.title()), ModalityType.MODELESS);
        this.presenter = presenter;
        this.m = m;
        this.session = session;
        setName("clockWindow");
        normal = UIManager.getColor("Panel.background");
        Color a = UIManager.getColor("Component.accentColor");
        accent = a == null ? new Color(0xd8e8ff) : blend(a, normal);
        Color err = UIManager.getColor("Component.error.focusedBorderColor");
        error = err == null ? new Color(0xd03030) : err;

        JPanel p = new JPanel(new MigLayout("insets dialog, fill, hidemode 3", "[grow,fill,sg face][grow,fill,sg face]",
                "[][grow,fill][][][][grow 50,fill][]"));
        JLabel title = new JLabel(presenter.title());
        title.setName("clockTitle");
        title.putClientProperty(FlatClientProperties.STYLE_CLASS, "h3");
        JLabel spec = new JLabel(presenter.spec() + " — " + presenter.description());
        spec.setName("clockSpecLabel");
        p.add(title, "span 2, split 2");
        p.add(spec, "gapleft unrel, wmin 0, wrap");
        for (Side s : Side.values()) {
            p.add(face(s), s == Side.FIRST ? "" : "wrap");
        }
        statusLabel.setName("clockStatus");
        statusLabel.setHorizontalAlignment(SwingConstants.CENTER);
        statusLabel.setFont(statusLabel.getFont().deriveFont(Font.BOLD, statusLabel.getFont().getSize2D() * 1.4f));
        p.add(statusLabel, "span 2, growx, wrap");
        callLabel.setName("clockCall");
        callLabel.setHorizontalAlignment(SwingConstants.CENTER);
        callLabel.setFont(callLabel.getFont().deriveFont(Font.BOLD, callLabel.getFont().getSize2D() * 2f));
        p.add(callLabel, "span 2, growx, wrap");
        warningLabel.setName("clockWarning");
        warningLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        p.add(warningLabel, "span 2, growx, wmin 0, wrap");
        JList<String> calls = new JList<>(callsModel);
        calls.setName("clockCallsList");
        calls.setFocusable(false);
        calls.setVisibleRowCount(4);
        p.add(new JScrollPane(calls), "span 2, grow, hmin 60, wrap");

        startButton = Widgets.button("clockStartButton", m.get("clock.start"), this::toggle);
        JButton set = Widgets.button("setClocksButton", m.get("clock.set"), this::setClocks);
        JButton close = Widgets.button("closeButton", m.get("button.close"), this::closeWindow);
        flagResultButton = Widgets.button("enterFlagResultButton", m.get("clock.flagResult.button"),
                this::offerFlagResult);
        flagResultButton.setVisible(false);
        JLabel hint = new JLabel(presenter.keysHint());
        hint.setName("clockKeysHint");
        hint.putClientProperty(FlatClientProperties.STYLE_CLASS, "small");
        JPanel bar = new JPanel(new MigLayout("insets 0, hidemode 3", "[]push[][][][]"));
        bar.add(hint, "wmin 0");
        bar.add(flagResultButton);
        bar.add(startButton);
        bar.add(set);
        bar.add(close);
        p.add(bar, "span 2, growx");
        // every key goes to the clock: no button may take Space away
        for (JButton b : new JButton[] {startButton, set, close, flagResultButton}) {
            b.setFocusable(false);
        }
        setContentPane(p);

        keys = this::dispatch;
        KeyboardFocusManager.getCurrentKeyboardFocusManager().addKeyEventDispatcher(keys);
        timer = new Timer(100, e -> render(presenter.view()));
        timer.setInitialDelay(0);
        if (presenter.tiedToBoard() && session != null) {
            sessionListener = () -> javax.swing.SwingUtilities.invokeLater(() -> {
                if (isDisplayable() && session.hasEvent()) {
                    try {
                        render(presenter.syncLoggedPenalties());
                    } catch (RuntimeException ex) {
                        warn(ex);
                    }
                }
            });
            session.addListener(sessionListener);
        } else {
            sessionListener = null;
        }
        setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        // Esc closes the clock as the close box does (asking while it runs); the focus goes back to the boards
        getRootPane().getInputMap(javax.swing.JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(javax.swing.KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "qicai-close");
        getRootPane().getActionMap().put("qicai-close", new javax.swing.AbstractAction() {
            @Override
            public void actionPerformed(java.awt.event.ActionEvent e) {
                closeWindow();
            }
        });
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                closeWindow();
            }

            @Override
            public void windowDeactivated(WindowEvent e) {
                down.clear(); // a key released elsewhere must not stay "held"
            }
        });
        render(presenter.view());
        setSize(900, 560);
        Dialogs.place(this);
        timer.start();
    }

    private static Color blend(Color a, Color b) {
        return new Color((a.getRed() + 3 * b.getRed()) / 4, (a.getGreen() + 3 * b.getGreen()) / 4,
                (a.getBlue() + 3 * b.getBlue()) / 4);
    }

    private JPanel face(Side s) {
        int i = s.ordinal();
        JPanel f = new JPanel(new MigLayout("insets 12, fill", "[grow,center]", "[][grow,center][][]"));
        f.setName(s == Side.FIRST ? "firstFace" : "secondFace");
        faces[i] = f;
        nameLabels[i] = new JLabel(presenter.sideName(s));
        nameLabels[i].setFont(nameLabels[i].getFont().deriveFont(Font.BOLD, nameLabels[i].getFont().getSize2D() * 1.5f));
        timeLabels[i] = new JLabel();
        timeLabels[i].setName(s == Side.FIRST ? "firstTime" : "secondTime");
        timeLabels[i].setFont(new Font(Font.MONOSPACED, Font.BOLD, 72));
        phaseLabels[i] = new JLabel();
        phaseLabels[i].setName(s == Side.FIRST ? "firstPhase" : "secondPhase");
        movesLabels[i] = new JLabel();
        movesLabels[i].setName(s == Side.FIRST ? "firstMoves" : "secondMoves");
        absentChecks[i] = new JCheckBox(m.get("clock.absentAtStart"));
        absentChecks[i].setName(s == Side.FIRST ? "firstAbsent" : "secondAbsent");
        absentChecks[i].setFocusable(false);
        absentChecks[i].addActionListener(e -> {
            try {
                render(presenter.setAbsent(s, absentChecks[i].isSelected()));
            } catch (RuntimeException ex) {
                warn(ex);
            }
        });
        f.add(nameLabels[i], "wrap");
        f.add(timeLabels[i], "wrap");
        f.add(phaseLabels[i], "wmin 0, wrap");
        f.add(movesLabels[i], "split 2");
        f.add(absentChecks[i]);
        return f;
    }

    /** The clock's keys while this window has the focus; a held key counts once. */
    private boolean dispatch(KeyEvent e) {
        if (KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow() != this) {
            return false;
        }
        int code = e.getKeyCode();
        boolean ours = code == KeyEvent.VK_A || code == KeyEvent.VK_L || code == KeyEvent.VK_SPACE
                || code == KeyEvent.VK_SHIFT;
        if (!ours || e.isControlDown() || e.isAltDown() || e.isMetaDown()) {
            return false;
        }
        int key = code == KeyEvent.VK_SHIFT ? code * 10 + e.getKeyLocation() : code;
        if (e.getID() == KeyEvent.KEY_RELEASED) {
            down.remove(key);
            return true;
        }
        if (e.getID() != KeyEvent.KEY_PRESSED) {
            return true; // typed: nothing to do, but not for anyone else either
        }
        if (!down.add(key)) {
            return true;
        }
        switch (code) {
            case KeyEvent.VK_A -> press(Side.FIRST);
            case KeyEvent.VK_L -> press(Side.SECOND);
            case KeyEvent.VK_SPACE -> toggle();
            default -> {
                if (e.getKeyLocation() == KeyEvent.KEY_LOCATION_LEFT) {
                    press(Side.FIRST);
                } else if (e.getKeyLocation() == KeyEvent.KEY_LOCATION_RIGHT) {
                    press(Side.SECOND);
                }
            }
        }
        return true;
    }

    void press(Side side) {
        try {
            render(presenter.press(side));
            warningLabel.setText(" ");
        } catch (RuntimeException e) {
            warn(e);
        }
    }

    void toggle() {
        try {
            render(presenter.toggle());
            warningLabel.setText(" ");
        } catch (RuntimeException e) {
            warn(e);
        }
    }

    private void warn(RuntimeException e) {
        Toolkit.getDefaultToolkit().beep();
        warningLabel.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        warningLabel.setText(Dialogs.logged(m, e));
    }

    private void render(View v) {
        for (Side s : Side.values()) {
            int i = s.ordinal();
            SideView sv = v.side(s);
            timeLabels[i].setText(sv.time());
            phaseLabels[i].setText(sv.phase());
            movesLabels[i].setText(sv.moves());
            Color bg = sv.flagged() ? blend(error, normal) : sv.toMove() && v.started() ? accent : normal;
            faces[i].setBackground(bg);
            faces[i].setBorder(BorderFactory.createLineBorder(sv.toMove() ? error.darker() : Color.GRAY,
                    sv.toMove() ? 3 : 1));
            timeLabels[i].setForeground(sv.flagged() || sv.low() ? error : UIManager.getColor("Label.foreground"));
            absentChecks[i].setVisible(!v.started());
        }
        statusLabel.setText(v.status());
        statusLabel.setForeground(v.flags().isEmpty() ? UIManager.getColor("Label.foreground") : error);
        for (String c : v.calls()) {
            callLabel.setText(c);
            callsModel.add(0, c);
        }
        startButton.setText(m.get(!v.started() ? "clock.start" : v.paused() ? "clock.resume" : "clock.pause"));
        boolean flag = presenter.tiedToBoard() && !v.flags().isEmpty();
        flagResultButton.setVisible(flag);
        if (flag && !offered) {
            offered = true;
            // after this paint: the flag shows in red before the question comes
            javax.swing.SwingUtilities.invokeLater(this::offerFlagResult);
        }
    }

    /**
     * A flag on a board's clock: asks the arbiter to confirm the result it calls for (with what the board holds
     * now and the 22.5 reservation) and enters it through the board's normal result action. Nothing is entered
     * without the confirmation; a refusal by the service is shown here.
     */
    void offerFlagResult() {
        if (!isDisplayable()) {
            return;
        }
        try {
            java.util.Optional<ClockPresenter.FlagResult> f = presenter.flagResult();
            if (f.isEmpty()) {
                return;
            }
            if (!Dialogs.confirm(this, m, f.get().question())) {
                return;
            }
            String done = presenter.enterFlagResult();
            warningLabel.setText(done);
            warningLabel.putClientProperty(FlatClientProperties.STYLE, null);
        } catch (RuntimeException e) {
            warn(e);
        }
    }

    private void setClocks() {
        SetClocksDialog d = new SetClocksDialog(this, presenter, m);
        d.setVisible(true);
        if (d.done()) {
            render(presenter.view());
            warningLabel.setText(" ");
        }
    }

    private void closeWindow() {
        View v = presenter.view();
        if (v.started() && !v.paused() && v.flags().isEmpty()
                && !Dialogs.confirm(this, m, m.get("clock.confirmClose"))) {
            return;
        }
        dispose();
    }

    @Override
    public void dispose() {
        timer.stop();
        KeyboardFocusManager.getCurrentKeyboardFocusManager().removeKeyEventDispatcher(keys);
        if (sessionListener != null) {
            session.removeListener(sessionListener);
        }
        super.dispose();
    }

    ClockPresenter presenter() {
        return presenter;
    }

    /** Opens a clock window for a board of the open event (its time control, its logged time penalties). */
    static void openForBoard(Shell shell, int round, int board) {
        Messages m = shell.messages();
        try {
            ClockPresenter p = ClockPresenter.forBoard(shell.session(), round, board, timeSource);
            new ClockWindow(shell.window(), p, m, shell.session()).setVisible(true);
        } catch (RuntimeException e) {
            Toolkit.getDefaultToolkit().beep();
            shell.statusWarning(Dialogs.logged(m, e));
        }
    }

    /** Asks for any time control (a demonstration board) and opens a clock for it. */
    static void openForSpec(Shell shell) {
        ClockSetupDialog d = new ClockSetupDialog(shell.window(), shell.session(), shell.messages());
        d.setVisible(true);
        if (d.presenter() != null) {
            new ClockWindow(shell.window(), d.presenter(), shell.messages(), shell.session()).setVisible(true);
        }
    }
}
