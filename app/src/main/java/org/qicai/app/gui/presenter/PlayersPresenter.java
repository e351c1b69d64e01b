package org.qicai.app.gui.presenter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.service.EventService;
import org.qicai.core.service.StartOrder;

/** 棋手: the player list and the registration actions of the open event. */
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
        return List.of(m().get("players.col.no"), m().get("players.col.name"), m().get("players.col.unit"),
                m().get("players.col.rating"), m().get("players.col.title"), m().get("players.col.status"));
    }

    public List<Player> players() {
        return session.event().map(e -> e.snapshot().players()).orElse(List.of());
    }

    /** One table row per player, in the order of {@link #columns()}. */
    public List<List<Object>> rows() {
        return players().stream().map(p -> List.<Object>of(p.no(), p.name(), p.unit(),
                p.rating() == null ? "" : p.rating(), p.title(), statusText(p))).toList();
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
        return session.event().map(e -> e.snapshot().rounds().isEmpty() && !e.snapshot().players().isEmpty())
                .orElse(false);
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

    public Player add(Form f) {
        Integer rating = parseRating(f.rating());
        Player p = session.require().addPlayer(f.name(), f.unit(), rating, f.title());
        session.changed();
        return p;
    }

    public Player edit(int no, Form f) {
        Integer rating = parseRating(f.rating());
        Player p = session.require().editPlayer(no, f.name(), f.unit(), rating, f.title());
        session.changed();
        return p;
    }

    public void remove(int no) {
        session.require().removePlayer(no);
        session.changed();
    }

    /**
     * 导入报名表: reads the CSV, validates every row (the parser names row, field and why), then adds
     * all rows or none. Returns the number of players added.
     */
    public int importCsv(Path file) {
        EventService svc = session.require();
        byte[] data;
        try {
            data = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new UserError(m().get("players.error.read", file.toString(), String.valueOf(e.getMessage())), e);
        }
        List<Player> added = svc.importPlayers(PlayerImport.parse(data));
        if (file.toAbsolutePath().getParent() != null) {
            session.preferences().setLastDirectory(file.toAbsolutePath().getParent());
        }
        session.changed();
        return added.size();
    }

    /** 抽签 or by rating: new start numbers before round 1. */
    public void renumber(StartOrder order) {
        session.require().assignStartNumbers(order);
        session.changed();
    }
}
