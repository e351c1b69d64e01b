package org.qicai.app.gui;

import com.formdev.flatlaf.FlatClientProperties;
import java.awt.BorderLayout;
import java.awt.CardLayout;
import java.awt.Cursor;
import java.awt.Toolkit;
import java.awt.Window;
import java.awt.event.KeyEvent;
import java.awt.event.WindowAdapter;
import java.awt.event.WindowEvent;
import java.nio.file.Path;
import java.util.List;
import javax.swing.ButtonGroup;
import javax.swing.JDialog;
import javax.swing.JFileChooser;
import javax.swing.JFrame;
import javax.swing.JLabel;
import javax.swing.JMenu;
import org.qicai.core.service.EventService;
import javax.swing.JMenuBar;
import javax.swing.JMenuItem;
import javax.swing.JPanel;
import javax.swing.JRadioButtonMenuItem;
import javax.swing.JTabbedPane;
import javax.swing.KeyStroke;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Language;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.NewEventPresenter;
import org.qicai.app.gui.presenter.PluginsPresenter;
import org.qicai.app.gui.presenter.PreviewPresenter;
import org.qicai.app.print.ReportKind;

/**
 * The workstation's main window: menus, the welcome page or the event's tabs (players, rounds,
 * standings, plugins) and a status bar. It listens to the session and re-reads every view after
 * each change; switching the language rebuilds the menus and views in place.
 */
public final class MainFrame extends JFrame implements Shell {
    static final String WELCOME = "welcome";
    static final String EVENT = "event";

    /** Tab indexes of the event view. */
    static final int TAB_PLAYERS = 0;
    static final int TAB_ROUNDS = 1;
    static final int TAB_STANDINGS = 2;
    static final int TAB_CROSSTABLE = 3;
    static final int TAB_PENALTIES = 4;
    static final int TAB_JOURNAL = 5;
    static final int TAB_PLUGINS = 6;

    private final EventSession session;
    private final PluginsPresenter plugins;
    private final Runnable listener = this::sessionChanged;
    private final JLabel statusBar = new JLabel(" ");
    private final JLabel integrityBanner = new JLabel(" ");
    private EventService checkedEvent;
    private final JLabel fileLabel = new JLabel();
    /** The desks line (issue 16 item 2): which desk this one is connected to and who else is there. */
    private final JLabel deskLabel = new JLabel();
    private final org.qicai.app.gui.presenter.DeskWatch desks;
    private Language builtLanguage;
    private CardLayout cards;
    private JPanel cardPanel;
    private LazyTab<WelcomePanel> welcome;
    private LazyTab<PlayersPanel> players;
    private RoundsPanel rounds;
    private LazyTab<StandingsPanel> standings;
    private LazyTab<CrosstablePanel> crosstable;
    private LazyTab<PenaltyPanel> penalties;
    private LazyTab<JournalPanel> journal;
    private ArbiterActions arbiter;
    private JTabbedPane tabs;
    private EventExtras extras;
    private JMenu recentMenu;
    private final List<JMenuItem> eventItems = new java.util.ArrayList<>();

    MainFrame(EventSession session, PluginsPresenter plugins) {
        this.session = session;
        this.plugins = plugins;
        setName("mainWindow");
        setDefaultCloseOperation(DISPOSE_ON_CLOSE);
        statusBar.setName("statusBar");
        fileLabel.setName("fileLabel");
        deskLabel.setName("deskStatusLabel");
        build();
        session.addListener(listener);
        desks = new org.qicai.app.gui.presenter.DeskWatch(session, SwingUtilities::invokeLater, this::deskStatus).start();
        // issue 16 item 6: opening a file another QiCai has open waits a few seconds for it — said in the status bar
        org.qicai.core.service.EventLocations.whileWaitingForLock(this::waitingForLock);
        addWindowListener(new WindowAdapter() {
            @Override
            public void windowClosed(WindowEvent e) {
                desks.close();
                session.removeListener(listener);
                session.close();
            }
        });
        // no larger than the screen's usable area: on a 1366×768 laptop 780 pixels ran past it and hid the status bar
        java.awt.Rectangle screen = Dialogs.usableArea(this);
        setSize(Math.min(1200, screen.width), Math.min(780, screen.height));
        setLocationRelativeTo(null);
        if (plugins.hasProblems()) {
            statusWarning(plugins.startupStatus(messages()));
        } else {
            status(plugins.startupStatus(messages()));
        }
    }

    @Override
    public EventSession session() {
        return session;
    }

    @Override
    public Window window() {
        return this;
    }

    // ------------------------------------------------------------------ building

    private void build() {
        Messages m = messages();
        builtLanguage = m.language();
        Theme.locale(m.locale());
        int tab = tabs == null ? TAB_PLAYERS : tabs.getSelectedIndex();
        eventItems.clear();
        arbiter = new ArbiterActions(this, () -> rounds, i -> tabs.setSelectedIndex(i), TAB_PENALTIES, TAB_JOURNAL);
        setJMenuBar(menuBar(m));

        welcome = new LazyTab<>(() -> {
            WelcomePanel w = new WelcomePanel(session, this::newEvent, this::openEvent, this::openSample, this::openFile);
            w.refresh();
            return w;
        });
        players = new LazyTab<>(() -> new PlayersPanel(this));
        rounds = new RoundsPanel(this);
        // the views not shown first are built when they first show (start-up, issue 13 item 1)
        standings = new LazyTab<>(() -> new StandingsPanel(this));
        crosstable = new LazyTab<>(() -> new CrosstablePanel(this));
        penalties = new LazyTab<>(() -> new PenaltyPanel(this));
        journal = new LazyTab<>(() -> new JournalPanel(this));
        tabs = new JTabbedPane();
        tabs.setName("tabs");
        tabs.addTab(m.get("tab.players"), players);
        tabs.addTab(m.get("tab.rounds"), rounds);
        tabs.addTab(m.get("tab.standings"), standings);
        tabs.addTab(m.get("tab.crosstable"), crosstable);
        tabs.addTab(m.get("tab.penalties"), penalties);
        tabs.addTab(m.get("tab.journal"), journal);
        tabs.addTab(m.get("tab.plugins"), new LazyTab<>(() -> new PluginsPanel(plugins, m)));
        extras = new EventExtras(this, tabs);
        tabs.setMnemonicAt(TAB_PLAYERS, KeyEvent.VK_1);
        tabs.setMnemonicAt(TAB_ROUNDS, KeyEvent.VK_2);
        tabs.setMnemonicAt(TAB_STANDINGS, KeyEvent.VK_3);
        tabs.setMnemonicAt(TAB_CROSSTABLE, KeyEvent.VK_4);
        tabs.setMnemonicAt(TAB_PENALTIES, KeyEvent.VK_5);
        tabs.setMnemonicAt(TAB_JOURNAL, KeyEvent.VK_6);
        tabs.setMnemonicAt(TAB_PLUGINS, KeyEvent.VK_7);
        tabs.addChangeListener(e -> {
            if (tabs.getSelectedIndex() == TAB_ROUNDS) {
                SwingUtilities.invokeLater(rounds::focusBoards);
            }
        });
        if (tab >= 0 && tab < tabs.getTabCount()) {
            tabs.setSelectedIndex(tab);
        }

        cards = new CardLayout();
        cardPanel = new JPanel(cards);
        cardPanel.add(welcome, WELCOME);
        cardPanel.add(tabs, EVENT);

        JPanel status = new JPanel(new MigLayout("insets 2 8 2 8, fill, hidemode 3", "[grow][][]"));
        status.add(statusBar, "growx, wmin 0");
        status.add(deskLabel);
        status.add(fileLabel);
        status.putClientProperty(FlatClientProperties.STYLE, "border: 1,0,0,0,$Component.borderColor");

        JPanel content = new JPanel(new BorderLayout());
        integrityBanner.setName("integrityBanner");
        integrityBanner.setOpaque(true);
        integrityBanner.setVisible(false); // until an event is open and its journal does not check out
        integrityBanner.putClientProperty(FlatClientProperties.STYLE,
                "background: $Component.error.focusedBorderColor; foreground: #ffffff; border: 4,8,4,8");
        content.add(integrityBanner, BorderLayout.NORTH);
        content.add(cardPanel, BorderLayout.CENTER);
        content.add(status, BorderLayout.SOUTH);
        setContentPane(content);
        refresh();
    }

    private JMenuBar menuBar(Messages m) {
        JMenuBar bar = new JMenuBar();
        int ctrl = Toolkit.getDefaultToolkit().getMenuShortcutKeyMaskEx();

        JMenu file = menu("fileMenu", m.get("menu.file"), KeyEvent.VK_F);
        file.add(item("newEventMenuItem", m.get("menu.newEvent"), KeyStroke.getKeyStroke(KeyEvent.VK_N, ctrl),
                this::newEvent));
        file.add(item("openEventMenuItem", m.get("menu.openEvent"), KeyStroke.getKeyStroke(KeyEvent.VK_O, ctrl),
                this::openEvent));
        file.add(item("connectDatabaseMenuItem", m.get("menu.connectDatabase"), null,
                () -> DatabaseConnectDialog.open(this, this::opened)));
        recentMenu = menu("recentMenu", m.get("menu.recent"), 0);
        file.add(recentMenu);
        file.add(item("openSampleMenuItem", m.get("menu.openSample"), null, this::openSample));
        file.addSeparator();
        file.add(item("importTrfMenuItem", m.get("menu.importTrf"), null, () -> TrfActions.importTrf(this, this::opened)));
        JMenuItem exportTrf = item("exportTrfMenuItem", m.get("menu.exportTrf"), null, () -> TrfActions.exportTrf(this));
        eventItems.add(exportTrf);
        file.add(exportTrf);
        JMenuItem backup = item("backupMenuItem", m.get("menu.backup"), null, () -> BackupActions.backup(this));
        eventItems.add(backup);
        file.add(backup);
        file.addSeparator();
        JMenuItem close = item("closeEventMenuItem", m.get("menu.closeEvent"), null, this::closeEvent);
        eventItems.add(close);
        file.add(close);
        file.addSeparator();
        file.add(item("exitMenuItem", m.get("menu.exit"), KeyStroke.getKeyStroke(KeyEvent.VK_Q, ctrl), this::dispose));
        bar.add(file);

        JMenu edit = menu("editMenu", m.get("menu.edit"), KeyEvent.VK_E);
        JMenuItem undo = item("undoMenuItem", m.get("menu.undo"), KeyStroke.getKeyStroke(KeyEvent.VK_Z, ctrl), this::undo);
        eventItems.add(undo);
        edit.add(undo);
        bar.add(edit);

        JMenu print = menu("printMenu", m.get("menu.print"), KeyEvent.VK_P);
        JMenuItem pairings = item("printPairingsMenuItem", m.get("menu.printPairings"),
                KeyStroke.getKeyStroke(KeyEvent.VK_P, ctrl), () -> preview(ReportKind.PAIRINGS, rounds.selectedRound(),
                        rounds.explainShown()));
        JMenuItem sheets = item("printScoresheetsMenuItem", m.get("menu.printScoresheets"), null,
                () -> preview(ReportKind.SCORESHEETS, rounds.selectedRound(), false));
        // Go 第五条: 封棋记录纸 for a round's boards (refused in words for other disciplines)
        JMenuItem sealed = item("printSealedMovesMenuItem", m.english() ? "Sealed-move sheets (Go)…" : "封棋记录纸（围棋）…",
                null, () -> preview(ReportKind.SEALED_MOVES, rounds.selectedRound(), false));
        // a Go game past move 300 continues on a second sheet (moves 301–600)
        JMenuItem continuation = item("printContinuationMenuItem", m.get("menu.printContinuation"), null,
                () -> preview(ReportKind.SCORESHEET_CONTINUATION, rounds.selectedRound(), false));
        JMenuItem table = item("printStandingsMenuItem", m.get("menu.printStandings"), null,
                () -> preview(ReportKind.STANDINGS, 0, false));
        JMenuItem cross = item("printCrosstableMenuItem", m.get("menu.printCrosstable"), null,
                () -> preview(ReportKind.CROSSTABLE, 0, false));
        JMenuItem penaltyLog = item("printPenaltiesMenuItem", m.get("menu.printPenalties"), null,
                () -> preview(ReportKind.PENALTIES, 0, false));
        eventItems.addAll(List.of(pairings, sheets, sealed, continuation, table, cross, penaltyLog));
        print.add(pairings);
        print.add(sheets);
        print.add(sealed);
        print.add(continuation);
        print.add(table);
        print.add(cross);
        print.add(penaltyLog);
        bar.add(print);
        bar.add(arbiter.menu(m, eventItems));
        bar.add(desksMenu(m));

        JMenu lang = menu("languageMenu", m.get("menu.language"), KeyEvent.VK_L);
        ButtonGroup group = new ButtonGroup();
        for (Language l : Language.values()) {
            JRadioButtonMenuItem it = new JRadioButtonMenuItem(l == Language.CHINESE ? "中文" : "English",
                    l == m.language());
            it.setName(l == Language.CHINESE ? "chineseMenuItem" : "englishMenuItem");
            it.addActionListener(e -> session.setLanguage(l));
            group.add(it);
            lang.add(it);
        }
        bar.add(lang);

        JMenu help = menu("helpMenu", m.get("menu.help"), KeyEvent.VK_H);
        help.add(item("pluginsMenuItem", m.get("menu.plugins"), null, this::showPlugins));
        help.add(item("aboutMenuItem", m.get("menu.about"), null, this::about));
        bar.add(help);
        return bar;
    }

    /** 联机 (issue 16): share the open event, stop sharing, join a desk, who this desk is. */
    private JMenu desksMenu(Messages m) {
        JMenu desk = menu("desksMenu", m.get("menu.desks"), KeyEvent.VK_D);
        JMenuItem serve = item("serveMenuItem", m.get("menu.serve"), null, this::serve);
        eventItems.add(serve);
        desk.add(serve);
        stopServingItem = item("stopServingMenuItem", m.get("menu.stopServing"), null, this::stopServing);
        desk.add(stopServingItem);
        desk.addSeparator();
        desk.add(item("joinMenuItem", m.get("menu.join"), null, this::join));
        desk.addSeparator();
        desk.add(item("deskArbiterMenuItem", m.get("menu.deskArbiter"), null, this::chooseArbiter));
        return desk;
    }

    private JMenuItem stopServingItem;

    /** 联机 → 开放给其他裁判台: the serve form, which shows the addresses once shared. */
    void serve() {
        DeskDialog d = new DeskDialog(this, session, DeskDialog.Kind.SERVE);
        d.setVisible(true);
        session.serving().ifPresent(s -> status(messages().get("desk.status.served", Integer.toString(s.port()))));
        refreshDesks();
    }

    void stopServing() {
        session.stopServing();
        status(messages().get("desk.status.stopped"));
        refreshDesks();
    }

    /** 联机 → 连接裁判台: joins a served event, which becomes the open one. */
    void join() {
        DeskDialog d = new DeskDialog(this, session, DeskDialog.Kind.JOIN);
        d.setVisible(true);
        if (d.done() && session.hasEvent()) {
            opened();
            status(messages().get("desk.status.joinedEvent", session.joinedAt().orElse(""),
                    session.require().settings().name()));
            refreshDesks();
        }
    }

    /** 联机 → 裁判员与角色. */
    void chooseArbiter() {
        DeskDialog d = new DeskDialog(this, session, DeskDialog.Kind.ARBITER);
        d.setVisible(true);
        if (d.done()) {
            status(messages().get("desk.status.arbiter", session.actor(), session.role().label(messages().locale())));
        }
    }

    /** The desks line at once (the watch renews it every few seconds). */
    private void refreshDesks() {
        Background.run(this, messages(), () -> {
            desks.poll();
            return null;
        }, x -> { }, () -> { });
    }

    private void deskStatus(String line) {
        deskLabel.setText(line == null ? "" : line);
        deskLabel.setVisible(line != null && !line.isEmpty());
    }

    /** The desks line as shown (tests). */
    String deskStatusText() {
        return deskLabel.isVisible() ? deskLabel.getText() : "";
    }

    /** The watch of the other desks (tests poll it directly). */
    org.qicai.app.gui.presenter.DeskWatch deskWatch() {
        return desks;
    }

    private static JMenu menu(String name, String text, int mnemonic) {
        JMenu menu = new JMenu(text);
        menu.setName(name);
        if (mnemonic != 0) {
            menu.setMnemonic(mnemonic);
        }
        return menu;
    }

    private JMenuItem item(String name, String text, KeyStroke accelerator, Runnable action) {
        JMenuItem it = new JMenuItem(text);
        it.setName(name);
        if (accelerator != null) {
            it.setAccelerator(accelerator);
        }
        it.addActionListener(e -> Dialogs.run(this, messages(), action));
        return it;
    }

    // ------------------------------------------------------------------ refreshing

    private void sessionChanged() {
        if (!SwingUtilities.isEventDispatchThread()) {
            SwingUtilities.invokeLater(this::sessionChanged);
            return;
        }
        if (messages().language() != builtLanguage) {
            build();
            revalidate();
            repaint();
            status(messages().get("status.language"));
        } else {
            refresh();
        }
    }

    /** Re-reads everything shown from the open event. */
    private void refresh() {
        setTitle(session.windowTitle());
        boolean open = session.hasEvent();
        cards.show(cardPanel, open ? EVENT : WELCOME);
        for (JMenuItem it : eventItems) {
            it.setEnabled(open);
        }
        stopServingItem.setEnabled(session.serving().isPresent());
        fileLabel.setText(session.joinedAt().orElse(session.event().map(e -> e.file().toString()).orElse("")));
        EventService current = session.event().orElse(null);
        if (current != checkedEvent) {
            checkedEvent = current;
            refreshView(this::showIntegrity);
        }
        rebuildRecentMenu();
        welcome.ifBuilt(WelcomePanel::refresh);
        refreshView(() -> players.ifBuilt(PlayersPanel::refresh));
        refreshView(rounds::refresh);
        refreshView(() -> standings.ifBuilt(StandingsPanel::refresh));
        refreshView(extras::refresh);
        refreshView(() -> crosstable.ifBuilt(CrosstablePanel::refresh));
        refreshView(() -> penalties.ifBuilt(PenaltyPanel::refresh));
        refreshView(() -> journal.ifBuilt(JournalPanel::refresh));
    }

    private void refreshView(Runnable r) {
        try {
            r.run();
        } catch (RuntimeException e) {
            statusWarning(Dialogs.logged(messages(), e));
        }
    }

    private void rebuildRecentMenu() {
        recentMenu.removeAll();
        List<Path> recent = session.preferences().recentFiles();
        for (int i = 0; i < recent.size(); i++) {
            Path p = recent.get(i);
            JMenuItem it = new JMenuItem((i + 1) + "  " + p);
            it.setName("recentFile" + i);
            it.addActionListener(e -> openFile(p));
            recentMenu.add(it);
        }
        recentMenu.setEnabled(!recent.isEmpty());
    }

    // ------------------------------------------------------------------ status bar

    @Override
    public void status(String text) {
        statusBar.putClientProperty(FlatClientProperties.STYLE, null);
        statusBar.setText(text == null || text.isEmpty() ? " " : text);
    }

    @Override
    public void showTeamRegistration() {
        extras.teamsShown().ifPresent(t -> {
            tabs.setSelectedComponent(t);
            t.tabs().setSelectedIndex(TeamsPanel.TAB_REGISTRATION);
        });
    }

    @Override
    public void statusWarning(String text) {
        statusBar.putClientProperty(FlatClientProperties.STYLE, "foreground: $Component.error.focusedBorderColor");
        statusBar.setText(text);
    }

    /**
     * Told by the store when an open waits for an event file another QiCai window or command has open (issue 16 item
     * 6): the status bar says so at once — painted now when the open runs on the event thread, which is busy until it
     * ends — and the open's outcome replaces it.
     */
    private void waitingForLock(Path file, int seconds) {
        Runnable say = () -> {
            statusWarning(messages().get("status.waitingForLock", file.getFileName().toString(), Integer.toString(seconds)));
            statusBar.paintImmediately(statusBar.getVisibleRect());
        };
        if (SwingUtilities.isEventDispatchThread()) {
            say.run();
        } else {
            SwingUtilities.invokeLater(say);
        }
    }

    String statusText() {
        return statusBar.getText();
    }

    // ------------------------------------------------------------------ actions

    void newEvent() {
        NewEventDialog d = new NewEventDialog(this, new NewEventPresenter(session), messages());
        d.setVisible(true);
        if (d.created() != null) {
            tabs.setSelectedIndex(TAB_PLAYERS);
            extras.opened();
            status(messages().get("status.created", d.created().file().toString()));
        }
    }

    void openEvent() {
        Messages m = messages();
        JFileChooser fc = new JFileChooser();
        fc.setName("openFileChooser");
        fc.setDialogTitle(m.get("menu.openEvent"));
        fc.setFileFilter(new FileNameExtensionFilter(m.get("file.filter"), "qicai"));
        session.preferences().lastDirectory().ifPresent(d -> fc.setCurrentDirectory(d.toFile()));
        if (fc.showOpenDialog(this) == JFileChooser.APPROVE_OPTION && fc.getSelectedFile() != null) {
            openFile(fc.getSelectedFile().toPath());
        }
    }

    /** Opens an event file; if it cannot be opened the message says why and the window stays as it was. */
    public void openFile(Path file) {
        openFile(file, null);
    }

    /**
     * Opens an event file that may already be opening on another thread ({@code early}, at start-up); a failure
     * there is shown as any failure to open is.
     */
    void openFile(Path file, java.util.concurrent.CompletableFuture<EventService> early) {
        Messages m = messages();
        Dialogs.run(this, m, () -> {
            if (!session.hasEvent()) {
                // most events are opened to enter results: the rounds tab is chosen before the views are read, so
                // the players view (the first tab) is not read for nothing; opened() goes to the players when the
                // event has no round yet
                tabs.setSelectedIndex(TAB_ROUNDS);
            }
            if (early == null) {
                session.open(file);
            } else {
                session.open(file, abs -> Workstation.joined(early));
            }
            org.qicai.app.bench.StartupProbe.mark("session open");
            opened();
        });
        rebuildRecentMenu();
        welcome.ifBuilt(WelcomePanel::refresh);
    }

    void openSample() {
        Messages m = messages();
        Path folder = Path.of(System.getProperty("user.home", "."), ".qicai", "samples");
        status(m.get("status.buildingSample"));
        setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
        Background.run(this, m, () -> session.openSample(folder), svc -> opened(),
                () -> setCursor(Cursor.getDefaultCursor()));
    }

    /** After opening: the rounds when the event has started (results come next), else the players. */
    void opened() {
        boolean started = !session.require().snapshot().rounds().isEmpty();
        tabs.setSelectedIndex(started ? TAB_ROUNDS : TAB_PLAYERS);
        extras.opened();
        status(messages().get("status.opened", session.require().settings().name()));
    }

    /** 编辑 → 撤销 (Ctrl+Z): takes back the last confirmed action, after the arbiter confirms which one. */
    void undo() {
        Messages m = messages();
        boolean en = m.language() == Language.ENGLISH;
        org.qicai.core.model.JournalEntry next = session.require().nextUndo().orElse(null);
        if (next == null) {
            statusWarning(m.get("undo.nothing"));
            return;
        }
        if (!Dialogs.confirm(this, m, m.get("undo.confirm", next.seq(),
                org.qicai.core.model.JournalAction.label(next.action(), en), next.subject(), next.actor()))) {
            return;
        }
        org.qicai.core.model.JournalEntry e = session.require().undo();
        session.changed();
        status(m.get("status.undone", e.seq(), org.qicai.core.model.JournalAction.label(e.action(), en), e.subject()));
    }

    /** The banner above the views when the open event's journal chain or data do not check out. */
    private void showIntegrity() {
        EventService event = session.event().orElse(null);
        integrityBanner.setVisible(false);
        if (event == null) {
            return;
        }
        // the whole journal is replayed (1.9 s at 2,000 players and 11 rounds): off the event thread, so the
        // event's views are there at once and the banner follows when the check is done; it starts once the views
        // have painted, so that on two cores it does not hold their first paint back (start-up, issue 13 item 1)
        javax.swing.Timer later = new javax.swing.Timer(INTEGRITY_DELAY_MS, e -> {
            if (session.event().orElse(null) == event) {
                checkIntegrity(event);
            }
        });
        later.setRepeats(false);
        later.start();
    }

    /** How long after an event opens its journal's check starts: after the first paint. */
    private static final int INTEGRITY_DELAY_MS = 400;

    private void checkIntegrity(EventService event) {
        Background.run(this, messages(), () -> {
            try {
                return event.integrity();
            } catch (RuntimeException e) {
                // the event closed meanwhile, or the file cannot be read: the views say so on their own
                org.slf4j.LoggerFactory.getLogger(MainFrame.class).warn("integrity check did not finish", e);
                return null;
            }
        }, i -> {
            if (i != null && session.event().orElse(null) == event) {
                showIntegrity(i);
            }
        }, () -> { });
    }

    private void showIntegrity(org.qicai.core.model.Integrity i) {
        if (i.intact()) {
            integrityBanner.setVisible(false);
            return;
        }
        boolean en = messages().language() == Language.ENGLISH;
        org.qicai.core.model.Integrity.Finding f = i.findings().get(0);
        integrityBanner.setText(messages().get("integrity.banner", i.findings().size(), en ? f.en() : f.zh()));
        integrityBanner.setToolTipText("<html>" + String.join("<br>", i.findings().stream()
                .map(x -> escape(en ? x.en() : x.zh())).toList()) + "</html>");
        integrityBanner.setVisible(true);
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }

    void closeEvent() {
        session.closeEvent();
        status(messages().get("status.closed"));
    }

    @Override
    public void preview(ReportKind kind, int round, boolean explain) {
        Messages m = messages();
        Dialogs.run(this, m, () -> {
            setCursor(Cursor.getPredefinedCursor(Cursor.WAIT_CURSOR));
            PreviewPresenter p;
            try {
                p = PreviewPresenter.of(session, kind, round, explain);
            } finally {
                setCursor(Cursor.getDefaultCursor());
            }
            new PrintPreviewDialog(this, p, m, session.preferences()).setVisible(true);
        });
    }

    private void showPlugins() {
        if (session.hasEvent()) {
            tabs.setSelectedIndex(TAB_PLUGINS);
            return;
        }
        Messages m = messages();
        JDialog d = new JDialog(this, m.get("tab.plugins"), JDialog.ModalityType.APPLICATION_MODAL);
        d.setName("pluginsDialog");
        JPanel p = new JPanel(new MigLayout("insets dialog, fill", "[grow,fill]", "[grow,fill][]"));
        p.add(new PluginsPanel(plugins, m), "grow, wrap");
        javax.swing.JButton close = Widgets.button("closeButton", m.get("button.close"), d::dispose);
        p.add(close, "al right, growx 0");
        Dialogs.install(d, close, d::dispose);
        d.setContentPane(p);
        d.setSize(760, 480);
        Dialogs.place(d);
        d.setVisible(true);
    }

    private void about() {
        String v = MainFrame.class.getPackage().getImplementationVersion();
        Dialogs.showInfo(this, messages(), messages().get("about.text", v == null ? "dev" : v));
    }

    // ------------------------------------------------------------------ for tests

    JTabbedPane tabs() {
        return tabs;
    }
}
