package org.qicai.app.gui.presenter;

import org.qicai.app.host.PluginHost;

/**
 * The project's real plugins, found in development mode ({@code plugins/*}/target/classes, built
 * before the app in the reactor); loaded once per test JVM.
 */
public final class TestPlugins {
    private static PluginHost host;

    private TestPlugins() {
    }

    public static synchronized PluginHost host() {
        if (host == null) {
            host = PluginHost.discover();
            Runtime.getRuntime().addShutdownHook(new Thread(host::close));
        }
        return host;
    }

    /** A session over the real plugins with preferences in memory, in the given language. */
    public static EventSession session(Language language) {
        AppPreferences prefs = AppPreferences.inMemory();
        prefs.setLanguage(language);
        return new EventSession(host(), prefs, "test-arbiter");
    }
}
