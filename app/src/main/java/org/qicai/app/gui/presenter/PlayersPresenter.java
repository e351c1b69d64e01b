package org.qicai.app.gui.presenter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.model.Team;
import org.qicai.core.service.StartOrder;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.TeamRegistration;
import org.qicai.core.team.TeamSettings;

/**
 * 棋手: the player list and the registration actions of the open event. On a team event every player
 * belongs to a team: a player is added to a chosen team (at the end of its registered order, with the
 * team's unit) and removed from it, the list shows each player's team, and the actions that would make
 * a player without a team (adding without one, the individual CSV import) or break the teams' numbering
 * (renumbering players) say where the team's registration is done instead.
 */
public final class PlayersPresenter {

    /** What the add/edit dialog holds, as typed (the rating is text until it is checked). */
    public record Form(String name, String unit, String rating, String title) {
        public static Form of(Player p) {
            return new Form(p.name(), p.unit(), p.rating() == null ? "" : Integer.toString(p.rating()), p.title());
        }
    }

    private final EventSession session;

    public PlayersPresenter(EventSession session) {
        this.session = session;
    }

    private Messages m() {
        return session.messages();
    }

    public List<String> columns() {
        List<String> c = new ArrayList<>(List.of(m().get("players.col.no"), m().get("players.col.name"),
                m().get("players.col.unit"), m().get("players.col.rating"), m().get("players.col.title"),
                m().get("players.col.status")));
        if (teamEvent()) {
            c.add(2, m().get("players.col.team"));
        }
        return c;
    }

    /** Whether the open event is a team event: its players are registered with their teams. */
    public boolean teamEvent() {
        return session.event().map(e -> TeamSettings.isTeamEvent(e.settings())).orElse(false);
    }

    private List<Team> allTeams() {
        return teamEvent() ? new TeamService(session.require()).teams() : List.of();
    }

    /** The teams a player can be added to (those still in the event), as choices {@code 3 甲队（滨江棋院）}. */
    public List<Choice> teams() {
        List<Choice> out = new ArrayList<>();
        for (Team t : allTeams()) {
            if (t.isActive()) {
                out.add(new Choice(Integer.toString(t.no()), t.no() + " " + t.name()
                        + (t.unit().isEmpty() || t.unit().equals(t.name()) ? "" : "（" + t.unit() + "）")));
            }
        }
        return out;
    }

    /** The team a player plays for, on a team event. */
    public Optional<Team> teamOf(int playerNo) {
        return allTeams().stream().filter(t -> t.players().contains(playerNo)).findFirst();
    }

    public List<Player> players() {
        return session.event().map(e -> e.snapshot().players()).orElse(List.of());
    }

    /** One table row per player, in the order of {@link #columns()}. */
    public List<List<Object>> rows() {
        List<Team> teams = allTeams();
        boolean team = teamEvent();
        return players().stream().map(p -> {
            List<Object> row = new ArrayList<>(List.of(p.no(), p.name(), p.unit(),
                    p.rating() == null ? "" : p.rating(), p.title(), statusText(p)));
            if (team) {
                row.add(2, teams.stream().filter(t -> t.players().contains(p.no())).map(Team::name).findFirst()
                        .orElse(""));
            }
            return List.copyOf(row);
        }).toList();
    }

    public String statusText(Player p) {
        String s = m().get("players.status." + p.status().name().toLowerCase(java.util.Locale.ROOT));
        if (p.status() != PlayerStatus.ACTIVE && p.leftAfterRound() > 0) {
            s += " (" + m().get("players.status.afterRound", Integer.toString(p.leftAfterRound())) + ")";
        }
        return s;
    }

    /** Start numbers can be drawn or sorted only before round 1 is paired. */
    public boolean canRenumber() {
        return !teamEvent() && session.event().map(e -> e.snapshot().rounds().isEmpty()
                && !e.snapshot().players().isEmpty()).orElse(false);
    }

    Integer parseRating(String text) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            throw new UserError(m().get("players.error.rating", text.strip()));
        }
    }

    /** 添加棋手 to an individual event; on a team event it says to choose the team ({@link #addToTeam}). */
    public Player add(Form f) {
        if (teamEvent()) {
            throw new UserError(m().get("players.error.needTeam"));
        }
        Integer rating = parseRating(f.rating());
        Player p = session.require().registration().addPlayer(f.name(), f.unit(), rating, f.title());
        session.changed();
        return p;
    }

    /**
     * 增补队员 from the players view of a team event: the player joins {@code team} at the end of its registered
     * order with the team's unit (before round 1, as in the Teams view). Without a team it says to choose one.
     */
    public Player addToTeam(int team, Form f) {
        if (!teamEvent()) {
            return add(f);
        }
        if (team <= 0) {
            throw new UserError(m().get("players.error.needTeam"));
        }
        Integer rating = parseRating(f.rating());
        TeamRegistration r = new TeamService(session.require()).registration().addTeamPlayer(team,
                new NewPlayer(f.name() == null ? "" : f.name().strip(), rating, f.title() == null ? "" : f.title().strip()));
        session.changed();
        return r.players().get(r.players().size() - 1);
    }

    public Player edit(int no, Form f) {
        return edit(no, f, null);
    }

    /**
     * 修改棋手 from the form opened on {@code shown} (issue 16 item 3): refused in words, nothing saved, when another
     * desk changed the player meanwhile; the view then shows him as he is.
     */
    public Player edit(int no, Form f, Player shown) {
        Integer rating = parseRating(f.rating());
        Player p;
        try {
            p = session.require().registration().editPlayer(no, f.name(), f.unit(), rating, f.title(), shown);
        } catch (UserError e) {
            session.changed();
            throw e;
        }
        session.changed();
        return p;
    }

    /** 删除棋手 (before round 1); on a team event the player leaves his team too. */
    public void remove(int no) {
        Optional<Team> team = teamOf(no);
        if (team.isPresent()) {
            new TeamService(session.require()).registration().removeTeamPlayer(team.get().no(), no);
        } else {
            session.require().registration().removePlayer(no);
        }
        session.changed();
    }

    /**
     * 导入报名表: reads the CSV, validates every row (the parser names row, field and why), then adds
     * all rows or none. Returns the number of players added. The same name and unit twice (in the file or
     * already registered) is refused with a {@link PlayerImport.DuplicatesError} unless {@code allowDuplicates}.
     */
    public int importCsv(Path file, boolean allowDuplicates) {
        if (teamEvent()) {
            throw new UserError(m().get("players.error.teamImport"));
        }
        EventService svc = session.require();
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError(m().get("players.error.read", file.toString(), String.valueOf(e.getMessage())), e);
        }
        List<Player> added = svc.registration().importPlayers(PlayerImport.parse(data), allowDuplicates);
        if (file.toAbsolutePath().getParent() != null) {
            session.preferences().setLastDirectory(file.toAbsolutePath().getParent());
        }
        session.changed();
        return added.size();
    }

    /** {@link #importCsv(Path, boolean)} refusing duplicates. */
    public int importCsv(Path file) {
        return importCsv(file, false);
    }

    /** 抽签 or by rating: new start numbers before round 1. */
    public void renumber(StartOrder order) {
        session.require().registration().assignStartNumbers(order);
        session.changed();
    }
}
