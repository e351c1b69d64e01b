package org.qicai.app.gui.presenter;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.prefs.BackingStoreException;
import java.util.prefs.Preferences;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the workstation remembers between sessions: the language, the recently opened event files
 * and the last folder used. Stored with {@link java.util.prefs} for the arbiter; kept in memory in
 * tests so they never touch the user's settings.
 */
public abstract class AppPreferences {
    private static final Logger LOG = LoggerFactory.getLogger(AppPreferences.class);
    static final int MAX_RECENT = 8;
    /** One daemon thread that writes the preferences file, in the order they were changed. */
    private static final java.util.concurrent.ScheduledExecutorService FLUSH =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "qicai-preferences");
                t.setDaemon(true);
                return t;
            });
    /**
     * How long a change waits before it is written: java.util.prefs writes the whole XML file, and the changes an
     * open makes (the recent files) would otherwise be written while the window paints for the first time
     * (start-up, issue 13 item 1); closing the window writes them at once ({@link #sync()}).
     */
    static final long WRITE_DELAY_MS = 1500;
    /** The writes not made yet, in the order of the changes. */
    private static final java.util.Queue<Runnable> PENDING = new java.util.concurrent.ConcurrentLinkedQueue<>();

    static {
        // a change still waiting when the JVM ends (closing the window writes them already) is written then
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (!PENDING.isEmpty()) {
                sync();
            }
        }, "qicai-preferences-at-exit"));
    }

    /** Makes every pending write, in order (on {@link #FLUSH}'s thread). */
    private static void drain() {
        for (Runnable w = PENDING.poll(); w != null; w = PENDING.poll()) {
            w.run();
        }
    }
    static final String LANGUAGE = "language";
    static final String RECENT = "recentFiles";
    static final String LAST_DIR = "lastDirectory";
    static final String EVENTS_DIR = "eventsDirectory";

    protected abstract String get(String key);

    protected abstract void put(String key, String value);

    /** The arbiter's preferences ({@code java.util.prefs} user node of the workstation). */
    public static AppPreferences user() {
        return of(Preferences.userRoot().node("org/qicai/workstation"));
    }

    /** Preferences kept in a given node. */
    public static AppPreferences of(Preferences node) {
        // read once from the node, then served from memory: java.util.prefs holds the node's lock while it
        // writes its XML file, and the event thread must not wait for that (the recent files after an open)
        java.util.concurrent.ConcurrentMap<String, java.util.Optional<String>> cache =
                new java.util.concurrent.ConcurrentHashMap<>();
        return new AppPreferences() {
            @Override
            protected String get(String key) {
                return cache.computeIfAbsent(key, k -> java.util.Optional.ofNullable(node.get(k, null))).orElse(null);
            }

            @Override
            protected void put(String key, String value) {
                cache.put(key, java.util.Optional.ofNullable(value));
                // written to disk on a thread of its own, in the order of the changes: java.util.prefs writes an
                // XML file, which took the event thread ~0.1 s when an event opened; the JVM's exit writes it too
                PENDING.add(() -> {
                    try {
                        node.put(key, value);
                        node.flush();
                    } catch (BackingStoreException | SecurityException | IllegalStateException e) {
                        LOG.warn("cannot save preference {}: {}", key, e.toString());
                    }
                });
                FLUSH.schedule(AppPreferences::drain, WRITE_DELAY_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
            }
        };
    }

    /** Preferences that live only as long as the object (tests, screenshots). */
    public static AppPreferences inMemory() {
        Map<String, String> map = new HashMap<>();
        return new AppPreferences() {
            @Override
            protected synchronized String get(String key) {
                return map.get(key);
            }

            @Override
            protected synchronized void put(String key, String value) {
                map.put(key, value);
            }
        };
    }

    /** Waits (up to 5 s) until every change made so far is written to the preferences store. */
    public static void sync() {
        try {
            FLUSH.submit(AppPreferences::drain).get(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            LOG.warn("preferences not written: {}", e.toString());
        }
    }

    public Language language() {
        return Language.fromCode(get(LANGUAGE));
    }

    public void setLanguage(Language language) {
        put(LANGUAGE, language.code());
    }

    /** Recently opened event files, newest first. */
    public List<Path> recentFiles() {
        String v = get(RECENT);
        List<Path> out = new ArrayList<>();
        if (v == null || v.isBlank()) {
            return out;
        }
        for (String line : v.split("\n")) {
            if (!line.isBlank()) {
                try {
                    out.add(Path.of(line));
                } catch (RuntimeException e) {
                    LOG.debug("ignoring unusable recent file entry {}", line);
                }
            }
        }
        return out;
    }

    /** Puts the file at the top of the recent files. */
    public void addRecent(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        List<Path> list = recentFiles();
        list.remove(abs);
        list.add(0, abs);
        saveRecent(list);
    }

    public void removeRecent(Path file) {
        List<Path> list = recentFiles();
        list.remove(file.toAbsolutePath().normalize());
        saveRecent(list);
    }

    private void saveRecent(List<Path> list) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < list.size() && i < MAX_RECENT; i++) {
            sb.append(list.get(i)).append('\n');
        }
        put(RECENT, sb.toString());
    }

    public Optional<Path> lastDirectory() {
        String v = get(LAST_DIR);
        try {
            return v == null || v.isBlank() ? Optional.empty() : Optional.of(Path.of(v));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    public void setLastDirectory(Path dir) {
        if (dir != null) {
            put(LAST_DIR, dir.toAbsolutePath().toString());
        }
    }

    /**
     * The folder the arbiter last created a new event in — where the next new event is offered, rather
     * than the folder of the last file opened (the bundled sample's, a USB stick's).
     */
    public Optional<Path> eventsDirectory() {
        String v = get(EVENTS_DIR);
        try {
            return v == null || v.isBlank() ? Optional.empty() : Optional.of(Path.of(v));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    public void setEventsDirectory(Path dir) {
        if (dir != null) {
            put(EVENTS_DIR, dir.toAbsolutePath().toString());
        }
    }

    /** The arbiter's name this machine's desk acts as (issue 16 item 4), if one was given. */
    public Optional<String> arbiterName() {
        String v = get(ARBITER_NAME);
        return v == null || v.isBlank() ? Optional.empty() : Optional.of(v);
    }

    /** The role this machine's desk acts in: 裁判长 unless a deputy was chosen. */
    public org.qicai.core.service.ArbiterRole arbiterRole() {
        return org.qicai.core.service.ArbiterRole.find(get(ARBITER_ROLE)).orElse(org.qicai.core.service.ArbiterRole.CHIEF);
    }

    /** Remembers this desk's arbiter and role. */
    public void setArbiter(String name, org.qicai.core.service.ArbiterRole role) {
        put(ARBITER_NAME, name == null ? "" : name.strip());
        put(ARBITER_ROLE, role == null ? "" : role.english());
    }

    /** The desk last joined, {@code HOST:PORT} (the join dialog offers it again). */
    public Optional<String> lastDesk() {
        String v = get(LAST_DESK);
        return v == null || v.isBlank() ? Optional.empty() : Optional.of(v);
    }

    public void setLastDesk(String hostPort) {
        put(LAST_DESK, hostPort == null ? "" : hostPort);
    }

    private static final String ARBITER_NAME = "arbiter.name";
    private static final String ARBITER_ROLE = "arbiter.role";
    private static final String LAST_DESK = "desk.last";
}
