package org.qicai.app.gui;

import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.List;
import javax.swing.SwingUtilities;
import org.qicai.app.gui.presenter.AppPreferences;
import org.qicai.app.gui.presenter.EventSession;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.app.gui.presenter.PluginsPresenter;
import org.qicai.app.host.PluginHost;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginProblem;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Swing workstation's entry point ({@code qicai}, {@code qicai gui [EVENT]}, {@code qicai sample}).
 * The look and feel and the bundled Chinese font are set up on the event thread before any
 * component exists; the plugins are discovered meanwhile on the caller's thread.
 */
public final class Workstation {
    private static final Logger LOG = LoggerFactory.getLogger(Workstation.class);

    private Workstation() {
    }

    /** Opens the main window (on the event file when given) on the event dispatch thread. */
    public static void launch(Path eventFile) {
        installCrashHandler();
        setupLookAndFeel();
        PluginHost host = PluginHost.discover();
        AppPreferences prefs = AppPreferences.user();
        SwingUtilities.invokeLater(() -> {
            MainFrame frame = createWindow(host, host.loaded(), prefs);
            frame.addWindowListener(new java.awt.event.WindowAdapter() {
                @Override
                public void windowClosed(java.awt.event.WindowEvent e) {
                    host.close();
                    System.exit(0);
                }
            });
            frame.setVisible(true);
            if (eventFile != null) {
                frame.openFile(eventFile);
            }
            // start-up benchmark (issue 2): measures the first paint and exits, only with -Dqicai.bench.exitWhenShown
            org.qicai.app.bench.StartupProbe.shown(frame);
        });
    }

    /** Sets FlatLaf and the bundled font up on the event thread; call before creating any component. */
    public static void setupLookAndFeel() {
        if (SwingUtilities.isEventDispatchThread()) {
            Theme.setup();
            return;
        }
        try {
            SwingUtilities.invokeAndWait(Theme::setup);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (InvocationTargetException e) {
            LOG.error("look and feel setup failed", e.getCause());
        }
    }

    /**
     * Creates (not shows) the main window over the given plugins and preferences. Must run on the
     * event thread after {@link #setupLookAndFeel()}. Closing the window closes the open event.
     */
    public static MainFrame createWindow(ExtensionRegistry plugins, List<PluginHost.LoadedExtension> loaded,
                                         AppPreferences prefs) {
        if (!SwingUtilities.isEventDispatchThread()) {
            throw new IllegalStateException("the workstation window is created on the event dispatch thread");
        }
        Theme.setup();
        List<PluginProblem> problems = plugins.problems();
        for (PluginProblem p : problems) {
            LOG.warn("plugin {} failed ({}): {}", p.pluginId(), p.where(), p.reason());
        }
        EventSession session = new EventSession(plugins, prefs, null);
        return new MainFrame(session, new PluginsPresenter(loaded, problems));
    }

    /**
     * Anything thrown and not caught — on the event thread or elsewhere — is logged and shown; the
     * window keeps working.
     */
    private static void installCrashHandler() {
        Thread.setDefaultUncaughtExceptionHandler((t, e) -> {
            LOG.error("uncaught exception on thread {}", t.getName(), e);
            if (e instanceof ThreadDeath) {
                return;
            }
            SwingUtilities.invokeLater(() -> {
                try {
                    Dialogs.showError(null, Messages.of(AppPreferences.user().language()), e);
                } catch (RuntimeException inner) {
                    LOG.error("cannot show the error", inner);
                }
            });
        });
    }
}
