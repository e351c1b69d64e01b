package org.qicai.core.plugin;

/** A plugin that failed to load or to start, with the reason shown to the arbiter. */
public record PluginProblem(String pluginId, String where, String reason) {
}
