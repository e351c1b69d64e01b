package org.qicai.app.gui.presenter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.Player;
import org.qicai.core.model.Team;
import org.qicai.core.service.StartOrder;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.TeamImport;
import org.qicai.core.team.TeamRegistration;
import org.qicai.core.team.TeamSettings;

/**
 * 队伍报名 (issue 4 items 1, 8): the teams of the open team event with their players in registered
 * board order (台次), substitutes after the boards; add, import, edit and remove teams and players;
 * change a team's order (drag to reorder) — each change one journaled action of {@link TeamService}
 * — and the 12.1 strength warnings with the reason.
 */
public final class TeamsPresenter {

    /** What the team dialog holds, as typed: players one per line, {@code 姓名 [等级分] [称号]}. */
    public record TeamForm(String name, String unit, String captain, String players) {
    }

    private final EventSession session;

    public TeamsPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    private TeamService service() {
        return new TeamService(session.require());
    }

    /** Whether the open event is a team event (it names a team format). */
    public boolean applies() {
        return session.event().map(e -> TeamSettings.isTeamEvent(e.settings())).orElse(false);
    }

    /** Whether its matches are played on boards (all formats but 12.5 队员总分). */
    public boolean hasBoards() {
        return applies() && service().format().hasBoards();
    }

    /** {@code 分台换人制（12.2） · 4 台 · 12 队}. */
    public String header() {
        if (!applies()) {
            return "";
        }
        TeamService t = service();
        TeamFormat f = t.format();
        int boards = t.settings().boards();
        String b = f.hasBoards() ? m().get("teams.boards", Integer.toString(boards))
                : boards == 0 ? m().get("teams.countAll") : m().get("teams.countBest", Integer.toString(boards));
        return m().get("teams.header", f.displayName(m().locale()), b, Integer.toString(t.teams().size()));
    }

    /** Teams can be added, removed, renumbered and reordered only before round 1 is paired (12.1, 20.2). */
    public boolean canRegister() {
        return session.event().map(e -> e.snapshot().rounds().isEmpty()).orElse(false);
    }

    public List<Team> teams() {
        return applies() ? service().teams() : List.of();
    }

    public List<String> teamColumns() {
        return List.of(m().get("teams.col.no"), m().get("teams.col.name"), m().get("teams.col.unit"),
                m().get("teams.col.captain"), m().get("teams.col.players"), m().get("teams.col.status"),
                m().get("teams.col.order"));
    }

    public List<List<Object>> teamRows() {
        if (!applies()) {
            return List.of();
        }
        TeamService t = service();
        List<List<Object>> rows = new ArrayList<>();
        for (Team team : t.teams()) {
            List<String> w = t.strengthWarnings(team.no());
            rows.add(List.of(team.no(), team.name(), team.unit(), team.captain(), team.registered(), status(team),
                    w.isEmpty() ? "" : m().get("teams.orderWarning")));
        }
        return rows;
    }

    private String status(Team t) {
        String s = m().get("players.status." + t.status().name().toLowerCase(java.util.Locale.ROOT));
        if (!t.isActive() && t.leftAfterRound() > 0) {
            s += " (" + m().get("players.status.afterRound", Integer.toString(t.leftAfterRound())) + ")";
        }
        return s;
    }

    public List<String> playerColumns() {
        return List.of(m().get("teams.col.position"), m().get("players.col.no"), m().get("players.col.name"),
                m().get("players.col.rating"), m().get("players.col.title"));
    }

    /** The team's players in registered order. */
    public List<Player> players(int team) {
        return applies() ? service().players(team) : List.of();
    }

    /** One row per player: 台次 (第1台 … then 替补 1 …), start number, name, rating, title. */
    public List<List<Object>> playerRows(int team) {
        if (!applies()) {
            return List.of();
        }
        TeamService t = service();
        int boards = t.format().hasBoards() ? t.settings().boards() : Integer.MAX_VALUE;
        List<Player> ps = t.players(team);
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < ps.size(); i++) {
            Player p = ps.get(i);
            String pos = i < boards ? m().get("teams.position", Integer.toString(i + 1))
                    : m().get("teams.substitute", Integer.toString(i + 1));
            rows.add(List.of(pos, p.no(), p.name(), p.rating() == null ? "" : p.rating(), p.title()));
        }
        return rows;
    }

    /** 12.1: where the registered order breaks "strongest first", each with the reason; empty when it follows. */
    public List<String> warnings(int team) {
        return applies() ? service().strengthWarnings(team) : List.of();
    }

    /**
     * 调整台次: moves the player at registered index {@code from} to index {@code to} (0-based; a drag
     * or Alt+↑/↓) and stores the new order. Answers the 12.1 warnings of the order now.
     */
    public List<String> move(int team, int from, int to) {
        List<Player> ps = players(team);
        if (from < 0 || from >= ps.size() || to < 0 || to >= ps.size()) {
            throw new UserError(m().get("teams.error.move"));
        }
        if (from == to) {
            return warnings(team);
        }
        List<Integer> order = new ArrayList<>(ps.stream().map(Player::no).toList());
        Integer moved = order.remove(from);
        order.add(to, moved);
        TeamRegistration r = service().registration().reorderTeam(team, order);
        session.changed();
        return r.warnings();
    }

    /** Players as typed, one per line: {@code 姓名}, {@code 姓名 2350}, {@code 姓名,2350,大师}. */
    public List<NewPlayer> parsePlayers(String text) {
        List<NewPlayer> out = new ArrayList<>();
        String[] lines = text == null ? new String[0] : text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split("\\s*[,，\\t]\\s*|\\s+");
            String name = f[0].strip();
            Integer rating = null;
            String title = "";
            if (f.length > 1 && !f[1].isBlank()) {
                try {
                    rating = Integer.valueOf(f[1].strip());
                } catch (NumberFormatException e) {
                    throw new UserError(m().get("teams.error.rating", Integer.toString(i + 1), f[1].strip()));
                }
            }
            if (f.length > 2) {
                title = String.join(" ", java.util.Arrays.asList(f).subList(2, f.length)).strip();
            }
            out.add(new NewPlayer(name, rating, title));
        }
        if (out.isEmpty()) {
            throw new UserError(m().get("teams.error.noPlayers"));
        }
        return out;
    }

    /** 报名: registers a team with its players in board order; answers the registration with its 12.1 warnings. */
    public TeamRegistration add(TeamForm f) {
        TeamRegistration r = service().registration().addTeam(f.name(), f.unit(), f.captain(), parsePlayers(f.players()));
        session.changed();
        return r;
    }

    /** The form for editing a team: name, unit, captain (its players are changed in the table). */
    public TeamForm formOf(int team) {
        Team t = service().snapshot().team(team).orElseThrow(() -> new UserError("no team #" + team));
        return new TeamForm(t.name(), t.unit(), t.captain(), "");
    }

    /**
     * Saves the edit of a team whose form showed {@code shown}; refused, with the team as it is now, when another
     * desk changed its name, unit or captain meanwhile.
     */
    public TeamRegistration edit(int team, TeamForm f, Team shown) {
        TeamRegistration r = service().registration().editTeam(team, f.name(), f.unit(), f.captain(), shown);
        session.changed();
        return r;
    }

    public void remove(int team) {
        service().registration().removeTeam(team);
        session.changed();
    }

    /** 增补队员: one player at the end of the registered order. */
    public TeamRegistration addPlayer(int team, String line) {
        List<NewPlayer> ps = parsePlayers(line);
        if (ps.size() != 1) {
            throw new UserError(m().get("teams.error.onePlayer"));
        }
        TeamRegistration r = service().registration().addTeamPlayer(team, ps.get(0));
        session.changed();
        return r;
    }

    public TeamRegistration removePlayer(int team, int playerNo) {
        TeamRegistration r = service().registration().removeTeamPlayer(team, playerNo);
        session.changed();
        return r;
    }

    /** 导入报名表: every team of a CSV entry list, all or none; answers the teams registered. */
    public List<TeamRegistration> importCsv(Path file) {
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError(m().get("players.error.read", file.toString(), String.valueOf(e.getMessage())), e);
        }
        List<TeamRegistration> out = service().registration().importTeams(TeamImport.parse(data));
        if (file.toAbsolutePath().getParent() != null) {
            session.preferences().setLastDirectory(file.toAbsolutePath().getParent());
        }
        session.changed();
        return out;
    }

    /** 抽签定队号 / by rating, before round 1. */
    public void drawNumbers(StartOrder order) {
        service().registration().drawTeamNumbers(order);
        session.changed();
    }

    public Optional<Team> team(int no) {
        return applies() ? service().snapshot().team(no) : Optional.empty();
    }
}
