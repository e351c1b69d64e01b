package org.qicai.core.plugin;

import java.util.List;
import java.util.Optional;
import org.qicai.core.spi.Named;

/**
 * What the services need of the plugin host: the loaded extensions of a point and what failed to
 * load. The app implements it over PF4J; tests implement it over plain lists.
 */
public interface ExtensionRegistry {

    /** The loaded extensions of one extension point. */
    <T> List<T> extensions(Class<T> point);

    /** Plugins or extensions that failed to load, with the reason. */
    List<PluginProblem> problems();

    /** The extension of the given point answering to {@code name} (id or alias). */
    default <T extends Named> Optional<T> find(Class<T> point, String name) {
        return extensions(point).stream().filter(e -> e.answersTo(name)).findFirst();
    }

    /** Like {@link #find} but fails with a message naming what is loaded and what failed. */
    default <T extends Named> T require(Class<T> point, String name) {
        return find(point, name).orElseThrow(() -> org.qicai.core.UserError.zh(missingMessageChinese(point, name),
                missingMessage(point, name)));
    }

    default <T extends Named> String missingMessage(Class<T> point, String name) {
        StringBuilder sb = new StringBuilder();
        sb.append("no ").append(point.getSimpleName()).append(" plugin named '").append(name).append("'; loaded: ");
        List<String> ids = extensions(point).stream().map(Named::id).toList();
        sb.append(ids.isEmpty() ? "none" : String.join(", ", ids));
        if (!problems().isEmpty()) {
            sb.append("; failed to load: ");
            sb.append(String.join("; ", problems().stream().map(p -> p.pluginId() + " (" + p.reason() + ")").toList()));
        }
        return sb.toString();
    }

    /** The Chinese of {@link #missingMessage}: which kind of plugin, what is loaded, what failed. */
    default <T extends Named> String missingMessageChinese(Class<T> point, String name) {
        String kind = switch (point.getSimpleName()) {
            case "PairingSystem" -> "编排制度";
            case "Discipline" -> "项目";
            case "TimeControl" -> "用时";
            case "TeamFormat" -> "团体赛制";
            case "Tiebreak" -> "破同分";
            default -> point.getSimpleName();
        };
        StringBuilder sb = new StringBuilder();
        sb.append("没有名为“").append(name).append("”的").append(kind).append("插件（").append(point.getSimpleName())
                .append("）；已加载：");
        List<String> ids = extensions(point).stream().map(Named::id).toList();
        sb.append(ids.isEmpty() ? "无" : String.join(", ", ids));
        if (!problems().isEmpty()) {
            sb.append("；加载失败：");
            sb.append(String.join("; ", problems().stream().map(p -> p.pluginId() + " (" + p.reason() + ")").toList()));
        }
        return sb.toString();
    }

    /** A registry over fixed lists, for tests and for the built-in extensions. */
    static ExtensionRegistry of(List<?> extensions) {
        return new ExtensionRegistry() {
            @Override
            public <T> List<T> extensions(Class<T> point) {
                return extensions.stream().filter(point::isInstance).map(point::cast).toList();
            }

            @Override
            public List<PluginProblem> problems() {
                return List.of();
            }
        };
    }
}
