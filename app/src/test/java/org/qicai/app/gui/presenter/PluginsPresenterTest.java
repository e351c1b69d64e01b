package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.qicai.app.host.PluginHost.LoadedExtension;
import org.qicai.core.plugin.PluginProblem;

class PluginsPresenterTest {
    private final Messages zh = Messages.of(Language.CHINESE);

    @Test
    void listsTheRealPluginsExtensions() {
        PluginsPresenter p = new PluginsPresenter(TestPlugins.host().loaded(), TestPlugins.host().problems());
        assertThat(p.loadedRows()).anySatisfy(r -> assertThat(r).containsSubsequence("PairingSystem", "round-robin"));
        assertThat(p.loadedRows()).anySatisfy(r -> assertThat(r).containsSubsequence("Discipline", "xiangqi"));
        assertThat(p.loadedColumns(zh)).containsExactly("插件", "版本", "扩展点", "扩展");
    }

    @Test
    void aFailedPluginIsNamedWithItsReasonAndInTheStartupStatus() {
        PluginsPresenter p = new PluginsPresenter(
                List.of(new LoadedExtension("xiangqi", "0.1.0", "Discipline", "xiangqi")),
                List.of(new PluginProblem("broken", "load", "ClassNotFoundException: x.Y")));
        assertThat(p.hasProblems()).isTrue();
        assertThat(p.problemRows()).containsExactly(List.of("broken", "load", "ClassNotFoundException: x.Y"));
        assertThat(p.startupStatus(zh)).contains("1 个插件加载失败").contains("broken");
    }

    @Test
    void withoutFailuresTheStatusSaysReady() {
        PluginsPresenter p = new PluginsPresenter(
                List.of(new LoadedExtension("xiangqi", "0.1.0", "Discipline", "xiangqi")), List.of());
        assertThat(p.startupStatus(zh)).isEqualTo("就绪 · 已加载 1 个扩展");
    }
}
