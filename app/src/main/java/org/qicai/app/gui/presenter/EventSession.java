package org.qicai.app.gui.presenter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.qicai.core.UserError;
import org.qicai.core.model.Side;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginProblem;
import org.qicai.core.service.EventService;
import org.qicai.core.service.SampleEvents;
import org.qicai.core.spi.Discipline;

/**
 * The workstation's state without a screen: the loaded plugins, the open event (at most one), the
 * language and the remembered preferences. Presenters act through it; views listen to it and
 * re-read what they show after every change.
 */
public final class EventSession implements AutoCloseable {
    /** The application's name as the title bar shows it, in both languages. */
    public static final String APP_TITLE = "棋裁 QiCai";

    private final ExtensionRegistry plugins;
    private final AppPreferences prefs;
    private final String actor;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    private volatile EventService event;
    private volatile Messages messages;

    public EventSession(ExtensionRegistry plugins, AppPreferences prefs, String actor) {
        this.plugins = plugins;
        this.prefs = prefs;
        this.actor = actor == null || actor.isBlank() ? defaultActor() : actor.strip();
        this.messages = Messages.of(prefs.language());
    }

    /** The arbiter's name for the journal: {@code $QICAI_ARBITER}, else the login name. */
    public static String defaultActor() {
        String env = System.getenv("QICAI_ARBITER");
        if (env != null && !env.isBlank()) {
            return env.strip();
        }
        return System.getProperty("user.name", "arbiter");
    }

    public ExtensionRegistry plugins() {
        return plugins;
    }

    public AppPreferences preferences() {
        return prefs;
    }

    public String actor() {
        return actor;
    }

    public Messages messages() {
        return messages;
    }

    public Language language() {
        return messages.language();
    }

    /** Switches the language and remembers it; listeners are told. */
    public void setLanguage(Language language) {
        if (language == messages.language()) {
            return;
        }
        prefs.setLanguage(language);
        messages = Messages.of(language);
        changed();
    }

    public Optional<EventService> event() {
        return Optional.ofNullable(event);
    }

    public boolean hasEvent() {
        return event != null;
    }

    /**
     * The side names of the open event's discipline (红方/黑方, Go 黑方/白方), or the generic ones when no event is
     * open or its discipline plugin is not loaded (the plugins view says why).
     */
    public String[] sideNames() {
        Messages m = messages;
        EventService e = event;
        if (e != null) {
            try {
                Discipline d = e.discipline();
                return new String[] {d.sideName(Side.FIRST, m.locale()), d.sideName(Side.SECOND, m.locale())};
            } catch (UserError ex) {
                // discipline plugin not loaded: generic names
            }
        }
        return new String[] {m.get("rounds.col.first"), m.get("rounds.col.second")};
    }

    /** The open event; a {@link UserError} when none is open. */
    public EventService require() {
        EventService e = event;
        if (e == null) {
            throw new UserError(messages.get("error.noEvent"));
        }
        return e;
    }

    /** {@code 棋裁 QiCai — 2026城市赛}, or {@code 棋裁 QiCai} with no event open. */
    public String windowTitle() {
        EventService e = event;
        return e == null ? APP_TITLE : APP_TITLE + " — " + e.settings().name();
    }

    /**
     * Opens an event file. The event open until now stays open if the new one cannot be opened; a
     * file that no longer exists is dropped from the recent files.
     */
    public EventService open(Path file) {
        return open(file, abs -> EventService.open(abs, plugins, actor));
    }

    /**
     * Opens an event file the way {@link #open(Path)} does, the file opened by {@code opener} — at start-up, one
     * that began opening on another thread while the window was being built (see {@code Workstation.launch}).
     */
    public EventService open(Path file, java.util.function.Function<Path, EventService> opener) {
        Path abs = file.toAbsolutePath().normalize();
        EventService current = event;
        if (current != null && current.file().toAbsolutePath().normalize().equals(abs)) {
            return current;
        }
        EventService opened;
        try {
            opened = opener.apply(abs);
        } catch (UserError e) {
            if (!Files.exists(abs)) {
                prefs.removeRecent(abs);
            }
            throw e;
        }
        adopt(opened);
        return opened;
    }

    /**
     * Builds a fresh copy of the bundled sample event in {@code folder} — every recorded round but the
     * last played, the last paired and waiting for results — and opens it. Takes a few seconds.
     */
    public EventService openSample(Path folder) {
        String name = SampleEvents.names().get(0);
        try {
            Files.createDirectories(folder);
        } catch (java.io.IOException e) {
            throw new UserError(messages.get("error.folder", folder.toString(), String.valueOf(e.getMessage())), e);
        }
        Path file = folder.resolve(name + "-" + System.currentTimeMillis() + NewEventPresenter.SUFFIX);
        int played = Math.max(0, SampleEvents.recordedRounds(name) - 1);
        EventService svc = SampleEvents.build(name, file, plugins, actor, played, true);
        adopt(svc);
        return svc;
    }

    /** Makes a just created or opened event the current one, closing the previous. */
    public void adopt(EventService service) {
        EventService old = event;
        event = service;
        if (old != null && old != service) {
            old.close();
        }
        if (service.remote()) {
            // an event elsewhere (PostgreSQL, a served one) is no file to remember among the recent ones
            changed();
            return;
        }
        Path file = service.file().toAbsolutePath().normalize();
        prefs.addRecent(file);
        if (file.getParent() != null) {
            prefs.setLastDirectory(file.getParent());
        }
        changed();
    }

    /** Closes the open event (the file stays as it is: every action was already committed). */
    public void closeEvent() {
        EventService old = event;
        event = null;
        if (old != null) {
            old.close();
            changed();
        }
    }

    public List<PluginProblem> pluginProblems() {
        return plugins.problems();
    }

    public void addListener(Runnable listener) {
        listeners.add(listener);
    }

    public void removeListener(Runnable listener) {
        listeners.remove(listener);
    }

    /** Tells the listeners that the event, the language or the open file changed. */
    public void changed() {
        for (Runnable r : listeners) {
            r.run();
        }
    }

    @Override
    public void close() {
        EventService old = event;
        event = null;
        if (old != null) {
            old.close();
        }
    }
}
