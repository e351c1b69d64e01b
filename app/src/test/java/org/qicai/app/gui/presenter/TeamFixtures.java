package org.qicai.app.gui.presenter;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.qicai.core.model.EventSettings;

/** Events for the presenter tests of issues 3 and 4: a system with options, a team event. */
final class TeamFixtures {
    private TeamFixtures() {
    }

    static NewEventPresenter.Form form(String name, Path file, String system, Map<String, String> options, int rounds) {
        return new NewEventPresenter.Form(name, "xiangqi", system, options, rounds, "14.1", "", "", "", "",
                file.toString());
    }

    /** A session with a new team event of the given format (a round robin of teams) and boards. */
    static EventSession teamEvent(Path dir, String format, int boards) {
        EventSession s = TestPlugins.session(Language.CHINESE);
        Map<String, String> o = new LinkedHashMap<>();
        o.put(EventSettings.TEAM_FORMAT, format);
        o.put(EventSettings.BOARDS, Integer.toString(boards));
        new NewEventPresenter(s).create(form("团体测试", dir.resolve("teams.qicai"), "round-robin", o, 0));
        return s;
    }

    /** Six players, one per line, strongest first. */
    static String six(String prefix) {
        return prefix + "一 2400\n" + prefix + "二 2350\n" + prefix + "三 2300\n" + prefix + "四 2250\n" + prefix
                + "五 2200\n" + prefix + "六 2150";
    }

    /** Adds {@code n} teams of six players in strength order. */
    static void addTeams(EventSession s, String... names) {
        TeamsPresenter t = new TeamsPresenter(s);
        for (String n : names) {
            t.add(new TeamsPresenter.TeamForm(n, n + "单位", "", six(n)));
        }
    }
}
