package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.OptionSpec;

class NewEventPresenterTest {
    @TempDir
    Path dir;

    @Test
    void offersTheDisciplinesAndSystemsOfTheLoadedPlugins() {
        NewEventPresenter p = new NewEventPresenter(TestPlugins.session(Language.CHINESE));
        assertThat(p.disciplines()).extracting(Choice::id).contains("xiangqi");
        assertThat(p.disciplines()).extracting(Choice::label).contains("象棋");
        assertThat(p.systems()).extracting(Choice::id).contains("round-robin");
        assertThat(p.scoringSchemes()).extracting(Choice::id).containsExactly("14.1", "2-1-0", "3-1-0", "tiefen");
    }

    @Test
    void offersTheRoundRobinDoubleOptionWithItsDefault() {
        NewEventPresenter p = new NewEventPresenter(TestPlugins.session(Language.ENGLISH));
        OptionSpec dbl = p.options("round-robin").stream().filter(o -> o.key().equals(EventSettings.DOUBLE_ROUND_ROBIN))
                .findFirst().orElseThrow();
        assertThat(dbl.defaultValue()).isEqualTo("false");
        assertThat(NewEventPresenter.isFlag(dbl)).isTrue();
        assertThat(p.optionLabel(dbl)).startsWith("double round robin");
    }

    @Test
    void createsTheEventFileAndOpensIt() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        NewEventPresenter p = new NewEventPresenter(s);
        NewEventPresenter.Form f = new NewEventPresenter.Form("2026城市赛", "xiangqi", "round-robin",
                Map.of(EventSettings.DOUBLE_ROUND_ROBIN, "true"), 0, "3-1-0", "", "5400+30", "棋院", "周立明",
                dir.resolve("city").toString());
        EventService svc = p.create(f);

        assertThat(svc.file()).isEqualTo(dir.resolve("city.qicai"));
        assertThat(Files.exists(dir.resolve("city.qicai"))).isTrue();
        EventSettings st = svc.settings();
        assertThat(st.isDoubleRoundRobin()).isTrue();
        assertThat(st.scoring()).isEqualTo("3-1-0");
        assertThat(st.timeControl()).isEqualTo("5400+30");
        assertThat(st.option(EventSettings.CHIEF_ARBITER, "")).isEqualTo("周立明");
        assertThat(s.windowTitle()).isEqualTo("棋裁 QiCai — 2026城市赛");
        assertThat(s.preferences().recentFiles()).containsExactly(dir.resolve("city.qicai"));
        s.close();
    }

    @Test
    void optionsNotTouchedKeepTheSystemDefaults() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        EventService svc = new NewEventPresenter(s).create(Fixtures.form("赛", dir.resolve("a.qicai")));
        assertThat(svc.settings().option(EventSettings.DOUBLE_ROUND_ROBIN, null)).isEqualTo("false");
        s.close();
    }

    @Test
    void aFormWithoutANameCreatesNothingAndSaysWhy() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path file = dir.resolve("x.qicai");
        assertThatThrownBy(() -> new NewEventPresenter(s).create(Fixtures.form("  ", file)))
                .isInstanceOf(UserError.class).hasMessage("请填写赛事名称。");
        assertThat(Files.exists(file)).isFalse();
        assertThat(s.hasEvent()).isFalse();
    }

    @Test
    void anExistingFileIsNotOverwritten() throws Exception {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path file = Files.writeString(dir.resolve("taken.qicai"), "not an event");
        assertThatThrownBy(() -> new NewEventPresenter(s).create(Fixtures.form("赛", file)))
                .isInstanceOf(UserError.class).hasMessageContaining("already exists");
        assertThat(Files.readString(file)).isEqualTo("not an event");
    }

    @Test
    void suggestsAFileNamedAfterTheEventInTheLastFolder() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        s.preferences().setLastDirectory(dir);
        assertThat(new NewEventPresenter(s).suggestedFile("2026/城市赛")).isEqualTo(dir.resolve("2026_城市赛.qicai"));
    }
}
