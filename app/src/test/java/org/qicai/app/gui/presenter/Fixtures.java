package org.qicai.app.gui.presenter;

import java.nio.file.Path;
import java.util.Map;

/** Builders for the presenter tests: a form with sensible defaults, an event with players. */
final class Fixtures {
    private Fixtures() {
    }

    static NewEventPresenter.Form form(String name, Path file) {
        return new NewEventPresenter.Form(name, "xiangqi", "round-robin", Map.of(), 0, "14.1", "", "5400+30",
                "滨江市棋院", "周立明", file.toString());
    }

    /** A session with a new round-robin event holding the given players (unit 棋院, rating 2000 − 10·i). */
    static EventSession eventWith(Path dir, String... names) {
        EventSession s = TestPlugins.session(Language.CHINESE);
        new NewEventPresenter(s).create(form("测试赛", dir.resolve("test.qicai")));
        PlayersPresenter players = new PlayersPresenter(s);
        for (int i = 0; i < names.length; i++) {
            players.add(new PlayersPresenter.Form(names[i], "棋院", Integer.toString(2000 - 10 * i), ""));
        }
        return s;
    }
}
