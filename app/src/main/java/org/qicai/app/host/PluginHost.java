package org.qicai.app.host;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pf4j.DefaultPluginManager;
import org.pf4j.ExtensionFactory;
import org.pf4j.PluginRuntimeException;
import org.pf4j.PluginState;
import org.pf4j.PluginWrapper;
import org.pf4j.RuntimeMode;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginProblem;
import org.qicai.core.spi.Counting;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.GameRules;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.spi.TimeControl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The PF4J plugin host. Deployment: the {@code plugins/} folder next to the application jar.
 * Development: each {@code plugins/*} module's build output, found from the project root. A
 * plugin that fails to load or start is recorded with its reason and skipped; the rest works.
 */
public final class PluginHost implements ExtensionRegistry, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PluginHost.class);

    /** The extension points the host knows, in the order they are listed. */
    public static final List<Class<? extends Named>> POINTS =
            List.of(Discipline.class, PairingSystem.class, TeamFormat.class, TimeControl.class, Tiebreak.class,
                    GameRules.class, Counting.class);

    /** One loaded extension: which plugin, its version, the point and the extension's id. */
    public record LoadedExtension(String pluginId, String version, String point, String extensionId) {
    }

    private final Manager manager;
    private final Path root;
    private final RuntimeMode mode;
    private final List<PluginProblem> problems = Collections.synchronizedList(new ArrayList<>());
    private final Map<Class<?>, List<?>> cache = new LinkedHashMap<>();

    private final class Manager extends DefaultPluginManager {
        Manager(Path root) {
            super(root);
        }

        @Override
        public RuntimeMode getRuntimeMode() {
            return mode;
        }

        /**
         * PF4J logs an extension whose constructor throws and leaves it out without a word; this factory
         * records it as a problem with the reason (issue 12 item 5), then lets PF4J skip it as before.
         */
        @Override
        protected ExtensionFactory createExtensionFactory() {
            ExtensionFactory base = super.createExtensionFactory();
            return new ExtensionFactory() {
                @Override
                public <T> T create(Class<T> extensionClass) {
                    try {
                        return base.create(extensionClass);
                    } catch (RuntimeException | LinkageError e) {
                        extensionFailed(extensionClass, e);
                        throw e instanceof PluginRuntimeException p ? p
                                : new PluginRuntimeException(e, "extension {} failed", extensionClass.getName());
                    }
                }
            };
        }

        @Override
        protected PluginWrapper loadPluginFromPath(Path pluginPath) {
            try {
                return super.loadPluginFromPath(pluginPath);
            } catch (RuntimeException | LinkageError e) {
                problems.add(new PluginProblem(pluginPath.getFileName().toString(), "load", describe(e)));
                LOG.error("plugin at {} failed to load", pluginPath, e);
                throw e instanceof PluginRuntimeException p ? p : new PluginRuntimeException(e, "load failed");
            }
        }
    }

    /** An extension that could not be made: listed once as FAILED, with what its constructor threw. */
    private void extensionFailed(Class<?> extensionClass, Throwable e) {
        Throwable cause = e instanceof PluginRuntimeException && e.getCause() != null ? e.getCause() : e;
        if ((cause instanceof java.lang.reflect.InvocationTargetException || cause instanceof ExceptionInInitializerError)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        PluginWrapper w = manager == null ? null : manager.whichPlugin(extensionClass);
        String plugin = w == null ? "?" : w.getPluginId();
        String reason = cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
        PluginProblem p = new PluginProblem(plugin, "extension " + extensionClass.getSimpleName(),
                reason.replace('\n', ' '));
        synchronized (problems) {
            if (!problems.contains(p)) {
                problems.add(p);
                LOG.error("extension {} of plugin {} could not be created", extensionClass.getName(), plugin, e);
            }
        }
    }

    public PluginHost(Path root, RuntimeMode mode) {
        this.root = root;
        this.mode = mode;
        this.manager = new Manager(root);
        try {
            manager.loadPlugins();
        } catch (RuntimeException e) {
            problems.add(new PluginProblem("*", "load", describe(e)));
            LOG.error("loading plugins from {} failed", root, e);
        }
        try {
            manager.startPlugins();
        } catch (RuntimeException e) {
            problems.add(new PluginProblem("*", "start", describe(e)));
            LOG.error("starting plugins failed", e);
        }
        for (PluginWrapper w : manager.getPlugins()) {
            if (w.getPluginState() == PluginState.FAILED) {
                Throwable t = w.getFailedException();
                problems.add(new PluginProblem(w.getPluginId(), "start", t == null ? "failed to start" : describe(t)));
            }
        }
        LOG.info("plugin host: {} mode, root {}, {} plugins started, {} problems", mode, root,
                manager.getStartedPlugins().size(), problems.size());
    }

    /**
     * Finds the plugins the way the application is installed: {@code -Dqicai.plugins=DIR} first, then
     * {@code plugins/} beside the application jar, then the project's {@code plugins/} modules.
     */
    public static PluginHost discover() {
        String explicit = System.getProperty("qicai.plugins");
        if (explicit != null && !explicit.isBlank()) {
            Path dir = Path.of(explicit).toAbsolutePath();
            boolean dev = Files.isRegularFile(dir.resolve("pom.xml"));
            return new PluginHost(dir, dev ? RuntimeMode.DEVELOPMENT : RuntimeMode.DEPLOYMENT);
        }
        Path code = codeLocation();
        if (code != null && Files.isRegularFile(code)) {
            Path beside = code.getParent().resolve("plugins");
            if (Files.isDirectory(beside)) {
                return new PluginHost(beside, RuntimeMode.DEPLOYMENT);
            }
        }
        for (Path p = code; p != null; p = p.getParent()) {
            Path plugins = p.resolve("plugins");
            if (Files.isRegularFile(plugins.resolve("pom.xml")) && Files.isRegularFile(p.resolve("pom.xml"))) {
                return new PluginHost(plugins, RuntimeMode.DEVELOPMENT);
            }
        }
        Path cwd = Path.of("plugins").toAbsolutePath();
        return new PluginHost(cwd, Files.isRegularFile(cwd.resolve("pom.xml")) ? RuntimeMode.DEVELOPMENT
                : RuntimeMode.DEPLOYMENT);
    }

    private static Path codeLocation() {
        try {
            var src = PluginHost.class.getProtectionDomain().getCodeSource();
            return src == null ? null : Path.of(src.getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | SecurityException e) {
            return null;
        }
    }

    public Path root() {
        return root;
    }

    public RuntimeMode mode() {
        return mode;
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <T> List<T> extensions(Class<T> point) {
        List<?> cached = cache.get(point);
        if (cached != null) {
            return (List<T>) cached;
        }
        List<T> out = new ArrayList<>();
        for (PluginWrapper w : manager.getStartedPlugins()) {
            try {
                out.addAll(manager.getExtensions(point, w.getPluginId()));
            } catch (RuntimeException | LinkageError e) {
                problems.add(new PluginProblem(w.getPluginId(), point.getSimpleName(), describe(e)));
                LOG.error("plugin {} failed to provide {}", w.getPluginId(), point.getSimpleName(), e);
            }
        }
        List<T> result = List.copyOf(out);
        cache.put(point, result);
        return result;
    }

    @Override
    public List<PluginProblem> problems() {
        // make sure every point was asked once so extension failures are known
        for (Class<? extends Named> p : POINTS) {
            extensions(p);
        }
        synchronized (problems) {
            return List.copyOf(problems);
        }
    }

    /** Every loaded extension, for {@code qicai plugins} and the plugins view. */
    public List<LoadedExtension> loaded() {
        List<LoadedExtension> out = new ArrayList<>();
        for (PluginWrapper w : manager.getStartedPlugins()) {
            for (Class<? extends Named> point : POINTS) {
                List<? extends Named> exts;
                try {
                    exts = manager.getExtensions(point, w.getPluginId());
                } catch (RuntimeException | LinkageError e) {
                    continue;
                }
                for (Named n : exts) {
                    out.add(new LoadedExtension(w.getPluginId(), w.getDescriptor().getVersion(), point.getSimpleName(),
                            n.id()));
                }
            }
        }
        return out;
    }

    private static String describe(Throwable t) {
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String msg = t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
        if (root != t) {
            msg += " (" + root.getClass().getSimpleName() + (root.getMessage() == null ? "" : ": " + root.getMessage())
                    + ")";
        }
        return msg.replace('\n', ' ');
    }

    @Override
    public void close() {
        try {
            manager.unloadPlugins();
        } catch (RuntimeException e) {
            LOG.debug("unloading plugins failed", e);
        }
    }
}
