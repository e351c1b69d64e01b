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
    void offersNewEventsInTheDocumentsFolderNotTheFolderLastOpened() throws Exception {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path samples = Files.createDirectories(dir.resolve("samples"));
        Path documents = Files.createDirectories(dir.resolve("文档"));
        s.preferences().setLastDirectory(samples); // the bundled sample was opened last
        NewEventPresenter p = new NewEventPresenter(s, () -> documents);
        assertThat(p.suggestedFile("2026/城市赛")).isEqualTo(documents.resolve("2026_城市赛.qicai"));
    }

    @Test
    void offersTheFolderOfTheLastEventCreated() throws Exception {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Path documents = Files.createDirectories(dir.resolve("文档"));
        Path chosen = Files.createDirectories(dir.resolve("2026赛季"));
        NewEventPresenter p = new NewEventPresenter(s, () -> documents);
        p.create(Fixtures.form("城市赛", chosen.resolve("城市赛.qicai")));
        s.close();
        assertThat(p.suggestedFile("下一站")).isEqualTo(chosen.resolve("下一站.qicai"));
    }

    @Test
    void storesTheDatesOrganiserVenueAndChiefArbiterForTheSheets() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        NewEventPresenter p = new NewEventPresenter(s, () -> dir);
        NewEventPresenter.Form f = new NewEventPresenter.Form("城市赛", "xiangqi", "round-robin", Map.of(), 0, "14.1",
                "", "", "市体育馆", "王裁判", dir.resolve("城市赛.qicai").toString(), "2026年12月5日", "2026.12.9",
                "市象棋协会");
        EventSettings settings = p.settingsOf(f);
        assertThat(settings.option(EventSettings.DATES, "")).isEqualTo("2026-12-05 至 2026-12-09");
        assertThat(settings.option(EventSettings.ORGANISER, "")).isEqualTo("市象棋协会");
        assertThat(settings.option(EventSettings.VENUE, "")).isEqualTo("市体育馆");
        assertThat(settings.option(EventSettings.CHIEF_ARBITER, "")).isEqualTo("王裁判");
        assertThat(p.dates("2026-12-05", "")).isEqualTo("2026-12-05");
        assertThat(p.dates("2026-12-05", "2026-12-05")).isEqualTo("2026-12-05");
        assertThat(p.dates("", "")).isEmpty();
    }

    @Test
    void refusesADayThatIsNoDateOrALastDayBeforeTheFirst() {
        NewEventPresenter p = new NewEventPresenter(TestPlugins.session(Language.CHINESE), () -> dir);
        assertThatThrownBy(() -> p.dates("2026-02-30", "")).isInstanceOf(UserError.class)
                .hasMessageContaining("开始日期").hasMessageContaining("2026-02-30");
        assertThatThrownBy(() -> p.dates("12/5", "")).isInstanceOf(UserError.class);
        assertThatThrownBy(() -> p.dates("2026-12-09", "2026-12-05")).isInstanceOf(UserError.class)
                .hasMessageContaining("早于");
        assertThatThrownBy(() -> p.dates("", "2026-12-05")).isInstanceOf(UserError.class);
    }
}
