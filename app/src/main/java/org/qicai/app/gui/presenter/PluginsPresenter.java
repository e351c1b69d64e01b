package org.qicai.app.gui.presenter;

import java.util.List;
import org.qicai.app.host.PluginHost.LoadedExtension;
import org.qicai.core.plugin.PluginProblem;

/** 插件: what the plugin host loaded and what failed to load, with the reasons. */
public final class PluginsPresenter {
    private final List<LoadedExtension> loaded;
    private final List<PluginProblem> problems;

    public PluginsPresenter(List<LoadedExtension> loaded, List<PluginProblem> problems) {
        this.loaded = List.copyOf(loaded);
        this.problems = List.copyOf(problems);
    }

    public List<String> loadedColumns(Messages m) {
        return List.of(m.get("plugins.col.plugin"), m.get("plugins.col.version"), m.get("plugins.col.point"),
                m.get("plugins.col.extension"));
    }

    public List<List<String>> loadedRows() {
        return loaded.stream().map(e -> List.of(e.pluginId(), e.version(), e.point(), e.extensionId())).toList();
    }

    public List<String> problemColumns(Messages m) {
        return List.of(m.get("plugins.col.plugin"), m.get("plugins.col.where"), m.get("plugins.col.reason"));
    }

    public List<List<String>> problemRows() {
        return problems.stream().map(p -> List.of(p.pluginId(), p.where(), p.reason())).toList();
    }

    public boolean hasProblems() {
        return !problems.isEmpty();
    }

    /** The status bar's line at startup: how many extensions loaded, and a warning if any plugin failed. */
    public String startupStatus(Messages m) {
        if (problems.isEmpty()) {
            return m.get("status.pluginsOk", Integer.toString(loaded.size()));
        }
        String ids = String.join(", ", problems.stream().map(PluginProblem::pluginId).distinct().toList());
        return m.get("status.pluginsFailed", Integer.toString(problems.size()), ids);
    }
}
