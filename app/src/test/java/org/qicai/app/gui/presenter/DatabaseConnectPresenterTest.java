package org.qicai.app.gui.presenter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;

/** 文件 → 连接数据库…: the form's refusals in words, and an event in a real PostgreSQL opened as the window's. */
class DatabaseConnectPresenterTest {
    private static EmbeddedPostgres pg;
    private static final String PASSWORD = "p@ss word";
    @TempDir
    Path dir;

    @BeforeAll
    static void startPostgres() throws Exception {
        pg = org.qicai.app.TestPostgresServers.start("desk", PASSWORD, "qicai");
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        pg.close();
    }

    private static DatabaseConnectPresenter.Form form(String event, String password) {
        return new DatabaseConnectPresenter.Form("127.0.0.1", Integer.toString(pg.getPort()), "qicai", event, "desk",
                password);
    }

    private static void eventInDatabase(EventSession s, String event) {
        String url = "postgresql://desk:p%40ss%20word@127.0.0.1:" + pg.getPort() + "/qicai?event=" + event;
        EventSettings settings = new EventSettings("城市联赛", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 1L,
                Map.of());
        try (EventService svc = EventService.create(Path.of(url), settings, s.plugins(), "裁判长")) {
            svc.registration().addPlayer("王天一", "杭州", 2700, "");
        }
    }

    @Test
    void anEventInTheDatabaseBecomesTheWindowsEventWithoutEnteringTheRecentFiles() {
        EventSession s = TestPlugins.session(Language.CHINESE);
        eventInDatabase(s, "city_league");
        String shown = new DatabaseConnectPresenter(s).connect(form("city_league", PASSWORD));
        assertThat(shown).isEqualTo("postgresql://127.0.0.1:" + pg.getPort() + "/qicai?event=city_league");
        assertThat(s.require().settings().name()).isEqualTo("城市联赛");
        assertThat(s.require().snapshot().players()).hasSize(1);
        assertThat(s.preferences().recentFiles().toString()).doesNotContain("postgresql");
    }

    @Test
    void emptyOrBadFieldsAreRefusedInWordsBeforeConnecting() {
        DatabaseConnectPresenter p = new DatabaseConnectPresenter(TestPlugins.session(Language.CHINESE));
        assertThatThrownBy(() -> p.address(new DatabaseConnectPresenter.Form(" ", "", "qicai", "e", "", "")))
                .isInstanceOf(UserError.class).hasMessageContaining("主机");
        assertThatThrownBy(() -> p.address(new DatabaseConnectPresenter.Form("h", "70000", "qicai", "e", "", "")))
                .isInstanceOf(UserError.class).hasMessageContaining("70000");
        assertThatThrownBy(() -> p.address(new DatabaseConnectPresenter.Form("h", "", "", "e", "", "")))
                .isInstanceOf(UserError.class).hasMessageContaining("数据库");
        assertThatThrownBy(() -> p.address(new DatabaseConnectPresenter.Form("h", "", "qicai", "", "", "")))
                .isInstanceOf(UserError.class).hasMessageContaining("赛事");
        assertThat(p.address(new DatabaseConnectPresenter.Form("db.local", "", "qicai", "甲级", "裁判", "a b@c")))
                .isEqualTo("postgresql://%E8%A3%81%E5%88%A4:a%20b%40c@db.local:5432/qicai?event=%E7%94%B2%E7%BA%A7");
    }

    @Test
    void aWrongPasswordIsRefusedAndTheOpenEventStaysOpen() {
        EventSession s = Fixtures.eventWith(dir, "甲", "乙");
        eventInDatabase(s, "other");
        assertThatThrownBy(() -> new DatabaseConnectPresenter(s).connect(form("other", "nope")))
                .isInstanceOf(UserError.class).hasMessageContaining("wrong user name or password").hasMessageNotContaining("nope");
        assertThat(s.require().settings().name()).isEqualTo("测试赛");
    }
}
