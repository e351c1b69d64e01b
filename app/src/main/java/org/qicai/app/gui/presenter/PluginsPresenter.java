package org.qicai.app.gui.presenter;

import java.util.List;
import org.qicai.app.host.PluginHost.LoadedExtension;
import org.qicai.core.plugin.PluginProblem;

/** 插件: what the plugin host loaded and what failed to load, with the reasons. */
public final class PluginsPresenter {
    /** What the host loaded and what failed, as one value. */
    public record Loaded(List<LoadedExtension> extensions, List<PluginProblem> problems) {
        public Loaded {
            extensions = List.copyOf(extensions);
            problems = List.copyOf(problems);
        }
    }

    private final java.util.concurrent.CompletableFuture<Loaded> pending;

    public PluginsPresenter(List<LoadedExtension> loaded, List<PluginProblem> problems) {
        this(java.util.concurrent.CompletableFuture.completedFuture(new Loaded(loaded, problems)));
    }

    /**
     * Over the host's extensions while they are still being made (start-up, issue 13 item 1: the window is built
     * meanwhile); the first question waits for them.
     */
    public PluginsPresenter(java.util.concurrent.CompletableFuture<Loaded> pending) {
        this.pending = pending;
    }

    private Loaded now() {
        return pending.join();
    }

    public List<String> loadedColumns(Messages m) {
        return List.of(m.get("plugins.col.plugin"), m.get("plugins.col.version"), m.get("plugins.col.point"),
                m.get("plugins.col.extension"));
    }

    public List<List<String>> loadedRows() {
        return now().extensions().stream().map(e -> List.of(e.pluginId(), e.version(), e.point(), e.extensionId()))
                .toList();
    }

    public List<String> problemColumns(Messages m) {
        return List.of(m.get("plugins.col.plugin"), m.get("plugins.col.where"), m.get("plugins.col.reason"));
    }

    public List<List<String>> problemRows() {
        return now().problems().stream().map(p -> List.of(p.pluginId(), p.where(), p.reason())).toList();
    }

    public boolean hasProblems() {
        return !now().problems().isEmpty();
    }

    /** The status bar's line at startup: how many extensions loaded, and a warning if any plugin failed. */
    public String startupStatus(Messages m) {
        List<PluginProblem> problems = now().problems();
        if (problems.isEmpty()) {
            return m.get("status.pluginsOk", Integer.toString(now().extensions().size()));
        }
        String ids = String.join(", ", problems.stream().map(PluginProblem::pluginId).distinct().toList());
        return m.get("status.pluginsFailed", Integer.toString(problems.size()), ids);
    }
}
