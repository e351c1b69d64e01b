package org.qicai.app.gui;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.swing.SwingUtilities;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PluginsPresenter;
import org.qicai.app.host.PluginHost;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginProblem;
import org.qicai.core.service.EventService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Swing workstation's entry point ({@code qicai}, {@code qicai gui [EVENT]}, {@code qicai sample}).
 * The look and feel and the bundled Chinese font are set up on the event thread before any
 * component exists; the plugins are discovered meanwhile on the caller's thread.
 */
public final class Workstation {
    /** Not a static field: the first log line sets the log up (~0.1 s), which should not hold the window back. */
    private static Logger log() {
        return LoggerFactory.getLogger(Workstation.class);
    }

    private Workstation() {
    }

    /** Opens the main window (on the event file when given) on the event dispatch thread. */
    public static void launch(Path eventFile) {
        launch(eventFile, null);
    }

    /**
     * Opens the main window in {@code language} ({@code qicai --lang en}: remembered, as the Language menu does),
     * or in the language the preferences remember when it is null.
     */
    public static void launch(Path eventFile, java.util.Locale language) {
        // first of all, the look and feel and the bundled font on the event thread, while this thread sets the
        // log up, finds the plugins and reads the preferences
        SwingUtilities.invokeLater(Workstation::setupLookAndFeel);
        // the bundled Chinese font (5 MB, inflated and copied to a temporary file by the JDK) is read on a thread
        // of its own while the event thread starts the toolkit; the look and feel waits for it (Fonts.base)
        Thread font = new Thread(Workstation::readFont, "qicai-font");
        font.setDaemon(true);
        font.start();
        org.qicai.app.bench.StartupProbe.mark("launch");
        installCrashHandler();
        PluginHost host = PluginHost.discover();
        org.qicai.app.bench.StartupProbe.mark("plugins discovered");
        // the event file opens (H2, the journal's check) on its own thread while the window is being built:
        // on two cores that takes it off the way to a usable window (issue 13 item 1, docs/benchmarks.md)
        CompletableFuture<EventService> early = eventFile == null ? null : CompletableFuture.supplyAsync(
                () -> {
                    EventService opened = EventService.open(eventFile.toAbsolutePath().normalize(), host,
                            EventSession.defaultActor());
                    // one read of the whole event here loads and compiles the store's read path, which the views'
                    // first read on the event thread would otherwise pay for
                    org.qicai.app.bench.StartupProbe.mark("event open");
                    opened.snapshot();
                    org.qicai.app.bench.StartupProbe.mark("event read");
                    return opened;
                },
                runnable -> {
                    Thread t = new Thread(runnable, "qicai-open-event");
                    t.setDaemon(true);
                    t.start();
                });
        AppPreferences prefs = AppPreferences.user();
        if (language != null) {
            prefs.setLanguage(org.qicai.app.gui.presenter.Language.fromCode(language.getLanguage()));
        }
        // java.util.prefs reads its XML file on the first look, and the window's texts are a properties file parsed on
        // the first look too: both here, not on the event thread
        Messages.of(prefs.language()).get("tab.rounds");
        org.qicai.app.bench.StartupProbe.mark("prefs read");
        // every extension is made once (and a failing one found) on this thread while the event thread builds the
        // window, which needs them only for the status line at its end (start-up, issue 13 item 1)
        CompletableFuture<PluginsPresenter.Loaded> loaded = new CompletableFuture<>();
        SwingUtilities.invokeLater(() -> {
            org.qicai.app.bench.StartupProbe.mark("window task starts");
            MainFrame frame = createWindow(host, loaded, prefs);
            org.qicai.app.bench.StartupProbe.mark("window created");
            frame.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    AppPreferences.sync();
                    host.close();
                    System.exit(0);
                }
            });
            frame.setVisible(true);
            org.qicai.app.bench.StartupProbe.mark("visible");
            if (eventFile != null) {
                frame.openFile(eventFile, early);
            }
            org.qicai.app.bench.StartupProbe.mark("file opened in the window");
            // start-up benchmark (issue 2): measures the first paint and exits, only with -Dqicai.bench.exitWhenShown
            org.qicai.app.bench.StartupProbe.shown(frame);
        });
        try {
            loaded.complete(new PluginsPresenter.Loaded(host.loaded(), host.problems()));
        } catch (RuntimeException | Error e) {
            loaded.completeExceptionally(e);
        }
        org.qicai.app.bench.StartupProbe.mark("plugins loaded");
    }

    private static void readFont() {
        try {
            org.qicai.app.print.Fonts.base();
            org.qicai.app.bench.StartupProbe.mark("font read");
        } catch (RuntimeException e) {
            // Theme says so when it asks for the font again
        }
    }

    /** The event an early open produced, or the arbiter's error (or failure) it met, as a direct open throws it. */
    static EventService joined(CompletableFuture<EventService> early) {
        try {
            return early.join();
        } catch (java.util.concurrent.CompletionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    /** Sets FlatLaf and the bundled font up on the event thread; call before creating any component. */
    public static void setupLookAndFeel() {
        if (SwingUtilities.isEventDispatchThread()) {
            org.qicai.app.bench.StartupProbe.mark("theme starts");
            Theme.setup();
            org.qicai.app.bench.StartupProbe.mark("theme done");
            return;
        }
        try {
            SwingUtilities.invokeAndWait(Theme::setup);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (InvocationTargetException e) {
            log().error("look and feel setup failed", e.getCause());
        }
    }

    /**
     * Creates (not shows) the main window over the given plugins and preferences. Must run on the
     * event thread after {@link #setupLookAndFeel()}. Closing the window closes the open event.
     */
    public static MainFrame createWindow(ExtensionRegistry plugins, List<PluginHost.LoadedExtension> loaded,
                                         AppPreferences prefs) {
        return createWindow(plugins, CompletableFuture.completedFuture(new PluginsPresenter.Loaded(loaded,
                plugins.problems())), prefs);
    }

    /** The same over extensions still being made on another thread: the window waits for them only at its end. */
    static MainFrame createWindow(ExtensionRegistry plugins, CompletableFuture<PluginsPresenter.Loaded> loaded,
                                  AppPreferences prefs) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the workstation window is created on the event dispatch thread");
        }
        Theme.setup();
        loaded.thenAccept(l -> {
            for (PluginProblem p : l.problems()) {
                log().warn("plugin {} failed ({}): {}", p.pluginId(), p.where(), p.reason());
            }
        });
        EventSession session = new EventSession(plugins, prefs, null);
        return new MainFrame(session, new PluginsPresenter(loaded));
    }

    /**
     * Anything thrown and not caught — on the event thread or elsewhere — is logged and shown; the
     * window keeps working.
     */
    private static void installCrashHandler() {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            log().error("uncaught exception on thread {}", t.getName(), e);
            if (e instanceof ThreadDeath) {
                return;
            }
            SwingUtilities.invokeLater(() -> {
                try {
                    Dialogs.showError(null, Messages.of(AppPreferences.user().language()), e);
                } catch (RuntimeException inner) {
                    log().error("cannot show the error", inner);
                }
            });
        });
    }
}
