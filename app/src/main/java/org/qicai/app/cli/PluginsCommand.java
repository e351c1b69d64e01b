package org.qicai.app.cli;

import java.util.concurrent.Callable;
import org.qicai.app.host.PluginHost;
import org.qicai.core.plugin.PluginProblem;
import picocli.CommandLine.Command;

/**
 * {@code qicai plugins}: one line per loaded extension — plugin id, version, extension point,
 * extension id — then one line per plugin that failed: {@code FAILED plugin-id where: reason}.
 */
@Command(name = "plugins")
final class PluginsCommand implements Callable<Integer> {
    private final Context ctx;

    PluginsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        PluginHost host = ctx.plugins();
        for (PluginHost.LoadedExtension e : host.loaded()) {
            ctx.out().println(e.pluginId() + " " + e.version() + " " + e.point() + " " + e.extensionId());
        }
        for (PluginProblem p : host.problems()) {
            ctx.out().println("FAILED " + p.pluginId() + " " + p.where() + ": " + Cli.oneLine(p.reason()));
        }
        return 0;
    }
}
