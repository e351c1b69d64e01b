package org.qicai.app.gui;

import static org.assertj.core.api.Assertions.assertThat;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.swing.fixture.DialogFixture;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.qicai.app.gui.presenter.TestPlugins;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;

/** 文件 → 连接数据库… on screen: a refusal shown in the dialog, then the event in PostgreSQL opened in the window. */
class DatabaseConnectGuiTest extends GuiTestSupport {
    private static EmbeddedPostgres pg;

    @BeforeAll
    static void startPostgres() throws Exception {
        pg = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        pg.close();
    }

    @Test
    void anEventInPostgresqlOpensFromTheFileMenuAfterARefusalShownInTheDialog() throws Exception {
        String url = "postgresql://postgres@127.0.0.1:" + pg.getPort() + "/postgres?event=gui_league";
        EventSettings settings = new EventSettings("数据库联赛", "xiangqi", "round-robin", 0, "14.1", List.of(), "", 1L,
                Map.of());
        try (EventService svc = EventService.create(Path.of(url), settings, TestPlugins.host(), "裁判长")) {
            svc.registration().addPlayer("王天一", "杭州", 2700, "");
        }
        window.menuItem("fileMenu").click();
        window.menuItem("connectDatabaseMenuItem").click();
        // placed again once shown, as every dialog test does under Xvfb without a window manager: a click on the
        // mapped window before it took its geometry was lost in a full run
        DialogFixture d = dialog("databaseConnectDialog");
        d.textBox("hostField").setText("127.0.0.1");
        d.textBox("portField").setText(Integer.toString(pg.getPort()));
        d.textBox("databaseField").setText("postgres");
        d.textBox("userField").setText("postgres");
        d.textBox("eventField").setText("no_such");
        connect(d);
        waitFor("the refusal is shown", () -> d.label("errorLabel").text().contains("no_such"));
        d.textBox("eventField").setText("gui_league");
        connect(d);
        waitFor("the event is open", () -> ((MainFrame) window.target()).statusText().startsWith("已连接数据库"));
        assertThat(((MainFrame) window.target()).statusText()).contains("event=gui_league");
        assertThat(window.target().getTitle()).contains("数据库联赛");
    }

    /** The connect button pressed on the event thread: a robot click on it was once lost under Xvfb in a full run. */
    private static void connect(DialogFixture d) {
        org.assertj.swing.edt.GuiActionRunner.execute(() -> d.button("connectButton").target().doClick());
    }
}
