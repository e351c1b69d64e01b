package org.qicai.app.gui;

import java.awt.Component;
import java.io.File;
import java.nio.file.Path;
import java.awt.event.ActionEvent;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import javax.swing.AbstractAction;
import javax.swing.JButton;
import javax.swing.JComboBox;
import javax.swing.JComponent;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JOptionPane;
import javax.swing.JScrollPane;
import javax.swing.JTextArea;
import javax.swing.JTextField;
import javax.swing.KeyStroke;
import javax.swing.UIManager;
import javax.swing.WindowConstants;
import javax.swing.filechooser.FileNameExtensionFilter;
import org.qicai.app.gui.presenter.Choice;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.UserError;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What every dialog shares: a default button, Esc to cancel, and one way to show an error — an
 * arbiter's error (UserError) verbatim, anything unexpected logged and shown without taking the
 * window down.
 */
final class Dialogs {
    private static final Logger LOG = LoggerFactory.getLogger(Dialogs.class);

    private Dialogs() {
    }

    /** Enter presses {@code defaultButton}; Esc and the window's close box run {@code cancel}. */
    static void install(JDialog dialog, JButton defaultButton, Runnable cancel) {
        dialog.getRootPane().setDefaultButton(defaultButton);
        dialog.getRootPane().getInputMap(JComponent.WHEN_IN_FOCUSED_WINDOW)
                .put(KeyStroke.getKeyStroke(KeyEvent.VK_ESCAPE, 0), "qicai-cancel");
        dialog.getRootPane().getActionMap().put("qicai-cancel", new AbstractAction() {
            @Override
            public void actionPerformed(ActionEvent e) {
                cancel.run();
            }
        });
        dialog.setDefaultCloseOperation(WindowConstants.DO_NOTHING_ON_CLOSE);
        dialog.addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosing(WindowEvent e) {
                cancel.run();
            }
        });
    }

    /**
     * Centres a window on its owner and keeps it whole on the owner's screen (a preview taller than
     * the main window, a laptop screen of 768 lines). A dialog larger than the screen's usable area
     * (without the task bar) is cut to it and its content scrolls, so that its buttons stay reachable
     * (issue 13 item 3).
     */
    static void place(java.awt.Window w) {
        java.awt.Window owner = w.getOwner();
        java.awt.Rectangle screen = usableArea(owner != null ? owner : w);
        if (w.getWidth() > screen.width || w.getHeight() > screen.height) {
            fit(w, screen);
        }
        w.setLocationRelativeTo(owner);
        int x = Math.max(screen.x, Math.min(w.getX(), screen.x + screen.width - w.getWidth()));
        int y = Math.max(screen.y, Math.min(w.getY(), screen.y + screen.height - w.getHeight()));
        w.setLocation(x, y);
    }

    /**
     * The part of the window's screen a window may use: the screen without its task bar, and no larger than
     * {@code -Dqicai.screen=1366x768} when that is set (to see on a large display what a laptop shows).
     */
    static java.awt.Rectangle usableArea(java.awt.Window w) {
        java.awt.GraphicsConfiguration gc = w.getGraphicsConfiguration();
        java.awt.Rectangle b = new java.awt.Rectangle(gc.getBounds());
        java.awt.Insets in = java.awt.Toolkit.getDefaultToolkit().getScreenInsets(gc);
        b.x += in.left;
        b.y += in.top;
        b.width -= in.left + in.right;
        b.height -= in.top + in.bottom;
        String limit = System.getProperty("qicai.screen", "");
        java.util.regex.Matcher wh = java.util.regex.Pattern.compile("(\\d+)x(\\d+)").matcher(limit);
        if (wh.matches()) {
            // a laptop's screen keeps ~40 lines for its task bar
            b.width = Math.min(b.width, Integer.parseInt(wh.group(1)));
            b.height = Math.min(b.height, Integer.parseInt(wh.group(2)) - 40);
        }
        return b;
    }

    /**
     * Cuts a window to the area and lets its content scroll: its content pane goes into a scroll pane whose
     * preferred size is capped, so that a later {@code pack()} keeps the window within the screen.
     */
    private static void fit(java.awt.Window w, java.awt.Rectangle area) {
        if (!(w instanceof javax.swing.RootPaneContainer rc)) {
            w.setSize(Math.min(w.getWidth(), area.width), Math.min(w.getHeight(), area.height));
            return;
        }
        JScrollPane scroll;
        if (rc.getContentPane() instanceof JScrollPane sp && "fitScroll".equals(sp.getName())) {
            scroll = sp;
            scroll.setPreferredSize(null);
        } else {
            scroll = new JScrollPane(rc.getContentPane());
            scroll.setName("fitScroll");
            scroll.setBorder(null);
            scroll.getVerticalScrollBar().setUnitIncrement(16);
            scroll.getHorizontalScrollBar().setUnitIncrement(16);
            rc.setContentPane(scroll);
        }
        // the root pane is a validate root: the window keeps its cached size unless told
        w.invalidate();
        w.pack();
        int over = w.getHeight() - area.height;
        java.awt.Dimension pref = scroll.getPreferredSize();
        int bar = scroll.getVerticalScrollBar().getPreferredSize().width;
        // the vertical bar takes width from the content: room for it, as far as the screen allows
        int width = Math.min(w.getWidth() + (over > 0 ? bar : 0), area.width);
        scroll.setPreferredSize(new java.awt.Dimension(pref.width + width - w.getWidth(),
                pref.height - Math.max(0, over)));
        scroll.invalidate();
        w.invalidate();
        w.pack();
    }

    /** Packs a window again after its content changed, cutting it to the screen as {@link #place} does. */
    static void repack(java.awt.Window w) {
        if (w instanceof javax.swing.RootPaneContainer rc && rc.getContentPane() instanceof JScrollPane sp
                && "fitScroll".equals(sp.getName())) {
            sp.setPreferredSize(null);
            sp.invalidate();
        }
        w.invalidate();
        w.pack();
        java.awt.Rectangle screen = usableArea(w.getOwner() != null ? w.getOwner() : w);
        if (w.getWidth() > screen.width || w.getHeight() > screen.height) {
            fit(w, screen);
        }
        int x = Math.max(screen.x, Math.min(w.getX(), screen.x + screen.width - w.getWidth()));
        int y = Math.max(screen.y, Math.min(w.getY(), screen.y + screen.height - w.getHeight()));
        w.setLocation(x, y);
    }

    /**
     * A storage failure the arbiter can fix (a full disk, a read-only medium, a text too long) as the
     * arbiter's error it is (issue 12 item 5); anything else as it was.
     */
    static Throwable plain(Throwable t) {
        if (t instanceof org.qicai.core.StoreException s) {
            return s.userError().<Throwable>map(u -> u).orElse(t);
        }
        return t;
    }

    /** The text to show for a failure: an arbiter's error as it is, anything else as "unexpected". */
    static String describe(Messages m, Throwable failure) {
        Throwable t = plain(failure);
        if (t instanceof UserError u) {
            return u.message(m.locale());
        }
        return m.get("error.unexpected", String.valueOf(t));
    }

    /** Logs anything that is not an arbiter's error; returns the text to show. */
    static String logged(Messages m, Throwable failure) {
        Throwable t = plain(failure);
        if (t != failure) {
            LOG.warn("storage refused: {}", failure.getMessage(), failure);
        } else if (!(t instanceof UserError)) {
            LOG.error("unexpected failure in the workstation", t);
        } else {
            LOG.debug("user error: {}", t.getMessage());
        }
        return describe(m, t);
    }

    /** Shows a failure in a message dialog (modal, Enter/Esc close it). */
    static void showError(Component parent, Messages m, Throwable failure) {
        Throwable t = plain(failure);
        String text = logged(m, failure);
        JOptionPane.showMessageDialog(parent, messageArea(text),
                m.get(t instanceof UserError ? "error.title" : "error.unexpectedTitle"),
                t instanceof UserError ? JOptionPane.WARNING_MESSAGE : JOptionPane.ERROR_MESSAGE);
    }

    static void showInfo(Component parent, Messages m, String text) {
        JOptionPane.showMessageDialog(parent, messageArea(text), m.get("info.title"), JOptionPane.INFORMATION_MESSAGE);
    }

    static boolean confirm(Component parent, Messages m, String text) {
        Object[] options = {m.get("button.ok"), m.get("button.cancel")};
        int r = JOptionPane.showOptionDialog(parent, messageArea(text), m.get("confirm.title"),
                JOptionPane.OK_CANCEL_OPTION, JOptionPane.QUESTION_MESSAGE, null, options, options[1]);
        return r == 0;
    }

    /** A read-only wrapped text, so long messages (plugin lists, CSV rows) stay readable and copyable. */
    static JComponent messageArea(String text) {
        JTextArea area = new JTextArea(text);
        area.setName("messageText");
        area.setEditable(false);
        area.setLineWrap(true);
        area.setWrapStyleWord(true);
        area.setOpaque(false);
        area.setBorder(null);
        area.setFont(UIManager.getFont("Label.font"));
        area.setColumns(48);
        area.setRows(Math.min(12, Math.max(1, text.length() / 48 + 1)));
        if (text.length() > 600) {
            JScrollPane sp = new JScrollPane(area);
            sp.setBorder(null);
            return sp;
        }
        return area;
    }

    /** Selects the choice with this id; leaves the selection alone when the combo has none. */
    static void selectId(JComboBox<Choice> combo, String id) {
        for (int i = 0; i < combo.getItemCount(); i++) {
            if (combo.getItemAt(i).id().equals(id)) {
                combo.setSelectedIndex(i);
                return;
            }
        }
    }

    /** The id of the selected choice, or null when none is selected. */
    static String selectedId(JComboBox<Choice> combo) {
        Choice c = (Choice) combo.getSelectedItem();
        return c == null ? null : c.id();
    }

    /**
     * Asks where to save an event file, starting from the path in {@code fileField}; the chosen path is
     * written into the field. True when the arbiter chose one.
     */
    static boolean chooseEventFile(Component parent, Messages m, JTextField fileField) {
        JFileChooser fc = new JFileChooser();
        fc.setName("eventFileChooser");
        fc.setDialogTitle(m.get("newEvent.fileTitle"));
        fc.setFileFilter(new FileNameExtensionFilter(m.get("file.filter"), "qicai"));
        String current = fileField.getText().strip();
        if (!current.isEmpty()) {
            File f = new File(current);
            fc.setCurrentDirectory(f.getParentFile());
            fc.setSelectedFile(f);
        }
        if (fc.showSaveDialog(parent) == JFileChooser.APPROVE_OPTION && fc.getSelectedFile() != null) {
            fileField.setText(fc.getSelectedFile().getPath());
            return true;
        }
        return false;
    }

    /** Asks for a CSV (or .txt) file to import, starting in the last folder used; null when cancelled. */
    static Path chooseCsv(Shell shell, String chooserName, String title) {
        JFileChooser fc = new JFileChooser();
        fc.setName(chooserName);
        fc.setDialogTitle(title);
        fc.setFileFilter(new FileNameExtensionFilter(shell.messages().get("players.csvFilter"), "csv", "txt"));
        shell.session().preferences().lastDirectory().ifPresent(d -> fc.setCurrentDirectory(d.toFile()));
        if (fc.showOpenDialog(shell.window()) != JFileChooser.APPROVE_OPTION || fc.getSelectedFile() == null) {
            return null;
        }
        return fc.getSelectedFile().toPath();
    }

    /** Runs a quick action on the event thread; a failure is shown and the window keeps working. */
    static void run(Component parent, Messages m, Runnable action) {
        try {
            action.run();
        } catch (RuntimeException | LinkageError e) {
            showError(parent, m, e);
        }
    }
    // ------------------------------------------------------------------ focus

    /**
     * A window's client property (on its root pane): closing it hands over to another window it opens (the clock's
     * set-up dialog opens the clock), so the focus does not go back to the view.
     */
    static final String OPENS_ANOTHER = "qicai.opensAnotherWindow";

    /**
     * Gives {@code c} the keyboard focus. Its window is brought forward first when it is not the focused one:
     * after a dialog closes, an X server without a window manager (Xvfb) gives the focus back to no window, and
     * the next key would be lost.
     */
    static void focus(Component c) {
        java.awt.Window top = javax.swing.SwingUtilities.getWindowAncestor(c);
        if (top == null || !c.isShowing()) {
            return;
        }
        if (!top.isFocused()) {
            top.toFront();
            top.requestFocus();
        }
        if (!c.requestFocusInWindow()) {
            c.requestFocus();
        }
    }

    /**
     * While {@code view} is showing, every dialog or window its main window owns gives the focus back to
     * {@code target} when it closes — unless another of the main window's dialogs or windows has come up or
     * has the focus meanwhile (the clock after its set-up dialog; an open clock window the arbiter is using).
     * Registered while {@code view} is in a window, removed with it.
     */
    static void focusAfterDialogs(JComponent view, JComponent target) {
        java.awt.event.AWTEventListener closed = event -> {
            if (event.getID() != WindowEvent.WINDOW_CLOSED || !view.isShowing()) {
                return;
            }
            java.awt.Window w = ((WindowEvent) event).getWindow();
            java.awt.Window main = javax.swing.SwingUtilities.getWindowAncestor(view);
            if (main == null || w == main || w.getOwner() != main || opensAnother(w)) {
                return;
            }
            java.util.Set<java.awt.Window> before = showingOwned(main, w);
            javax.swing.SwingUtilities.invokeLater(() -> {
                if (!view.isShowing()) {
                    return;
                }
                java.awt.Window focused = java.awt.KeyboardFocusManager.getCurrentKeyboardFocusManager().getFocusedWindow();
                if (focused != null && focused != main && focused.isShowing()) {
                    return;
                }
                if (!before.containsAll(showingOwned(main, w))) {
                    return; // a window came up meanwhile: it has the arbiter's attention
                }
                focus(target);
            });
        };
        view.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & java.awt.event.HierarchyEvent.DISPLAYABILITY_CHANGED) == 0) {
                return;
            }
            java.awt.Toolkit tk = java.awt.Toolkit.getDefaultToolkit();
            tk.removeAWTEventListener(closed);
            if (view.isDisplayable()) {
                tk.addAWTEventListener(closed, java.awt.AWTEvent.WINDOW_EVENT_MASK);
            }
        });
    }

    private static boolean opensAnother(java.awt.Window w) {
        return w instanceof javax.swing.RootPaneContainer rc
                && Boolean.TRUE.equals(rc.getRootPane().getClientProperty(OPENS_ANOTHER));
    }

    /** The windows {@code main} owns that are showing, but {@code except}. */
    private static java.util.Set<java.awt.Window> showingOwned(java.awt.Window main, java.awt.Window except) {
        java.util.Set<java.awt.Window> out = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (java.awt.Window o : main.getOwnedWindows()) {
            if (o != except && o.isShowing()) {
                out.add(o);
            }
        }
        return out;
    }
}
