package org.qicai.core.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qicai.core.UserError;
import org.qicai.core.io.PlayerImport.PlayerRow;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.spi.PairingSystem;

/**
 * 报名: the players of an individual event — registered, imported, edited, removed, numbered. One public method
 * per arbiter action, each one transaction with its journal row (the chief's, {@link EventService#requireChief}).
 */
public final class PlayerService {

    private final EventService events;

    public PlayerService(EventService events) {
        this.events = events;
    }

    /** 报名: registers one player with the next start number. */
    public Player addPlayer(String name, String unit, Integer rating, String title) {
        events.requireChief("登记棋手", "register players");
        Player draft = validatePlayer(0, name, unit, rating, title);
        return events.store().write(events.actor(), tx -> {
            if (tx.roundCount() > 0 && isRoundRobin(tx.settings())) {
                throw UserError.zh("循环赛已经开始，对阵表已固定（象棋规则 20.2 只允许在第 1 轮之前更改）",
                        "the round robin has started: its table is fixed (xq 20.2 allows changes only "
                        + "before the first round)");
            }
            Player p = new Player(tx.nextPlayerNo(), draft.name(), draft.unit(), draft.rating(), draft.title(),
                    PlayerStatus.ACTIVE, 0);
            tx.insertPlayer(p);
            tx.journal("player.add", "#" + p.no(), null, Journal.player(p));
            return p;
        });
    }

    /** 导入报名表, refusing duplicates: {@link #importPlayers(List, boolean)} with {@code false}. */
    public List<Player> importPlayers(List<PlayerRow> rows) {
        return importPlayers(rows, false);
    }

    /**
     * 导入报名表: all rows were validated by the parser; adds them in file order, or nothing. Unless
     * {@code allowDuplicates}, the same name and unit twice in the rows or already registered is refused
     * with a {@link org.qicai.core.io.PlayerImport.DuplicatesError} listing every one.
     */
    public List<Player> importPlayers(List<PlayerRow> rows, boolean allowDuplicates) {
        events.requireChief("导入报名表", "import players");
        if (rows.isEmpty()) {
            throw UserError.zh("没有可导入的内容", "nothing to import");
        }
        for (PlayerRow r : rows) {
            validatePlayer(r.line(), r.name(), r.unit(), r.rating(), r.title());
        }
        return events.store().write(events.actor(), tx -> {
            if (tx.roundCount() > 0 && isRoundRobin(tx.settings())) {
                throw UserError.zh("循环赛已经开始，对阵表已固定", "the round robin has started: its table is fixed");
            }
            if (!allowDuplicates) {
                org.qicai.core.io.PlayerImport.refuseDuplicates(rows, tx.players());
            }
            List<Player> added = new ArrayList<>();
            int no = tx.nextPlayerNo();
            for (PlayerRow r : rows) {
                Player p = new Player(no++, r.name().strip(), r.unit().strip(), r.rating(), r.title().strip(),
                        PlayerStatus.ACTIVE, 0);
                tx.insertPlayer(p);
                added.add(p);
            }
            tx.journal("player.import", rows.size() + " players", null,
                    "#" + added.get(0).no() + "–#" + added.get(added.size() - 1).no());
            return added;
        });
    }

    /** 修改棋手资料: name, unit, rating, title. */
    public Player editPlayer(int no, String name, String unit, Integer rating, String title) {
        return editPlayer(no, name, unit, rating, title, null);
    }

    /**
     * 修改棋手 from a form that showed {@code shown} (issue 16 item 3, no lost update): refused, nothing written, when
     * the player is no longer as shown — another desk changed him meanwhile — naming who and what he is now; the
     * refusal is journalled ({@code player.conflict}). Null {@code shown}: no check.
     */
    public Player editPlayer(int no, String name, String unit, Integer rating, String title, Player shown) {
        events.requireChief("修改棋手", "edit a player");
        Player draft = validatePlayer(0, name, unit, rating, title);
        try {
            return events.store().write(events.actor(), tx -> {
                Player old = tx.player(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号棋手", "no player #" + no));
                if (shown != null && !old.equals(shown)) {
                    String now = old.name() + "，" + old.unit() + "，" + (old.rating() == null ? "—" : old.rating()) + "，"
                            + old.status().name();
                    throw StaleEdits.refused(no + " 号棋手", "player #" + no, StaleEdits.lastBy(tx, "player.", "#" + no),
                            now, now.replace("，", ", "));
                }
                Player p = new Player(no, draft.name(), draft.unit(), draft.rating(), draft.title(), old.status(),
                        old.leftAfterRound());
                tx.updatePlayer(p);
                tx.journal("player.edit", "#" + no, Journal.player(old), Journal.player(p));
                return p;
            });
        } catch (StaleEdits.Refused e) {
            StaleEdits.journal(events, "player.conflict", "#" + no, Journal.player(shown), Journal.player(draft));
            throw e;
        }
    }

    /** 删除棋手: only before the first round is paired; later numbers move up by one. */
    public void removePlayer(int no) {
        events.requireChief("删除棋手", "remove a player");
        events.store().write(events.actor(), tx -> {
            Player old = tx.player(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号棋手", "no player #" + no));
            if (tx.roundCount() > 0) {
                throw UserError.zh("第 1 轮已编排，" + no + " 号棋手不能再删除；请改为办理退赛（象棋规则 20）",
                        "player #" + no + " cannot be removed once round 1 is paired; withdraw instead "
                        + "(xq 20)");
            }
            tx.deletePlayer(no);
            Map<Integer, Integer> shift = new java.util.HashMap<>();
            for (Player p : tx.players()) {
                if (p.no() > no) {
                    shift.put(p.no(), p.no() - 1);
                }
            }
            tx.renumberPlayers(shift);
            tx.journal("player.remove", "#" + no, Journal.player(old), null);
            return null;
        });
    }

    /**
     * 抽签定序号: before round 1, numbers the players by lot (seeded, reproducible) or by rating
     * (highest first, unrated last, then name).
     */
    public List<Player> assignStartNumbers(StartOrder order) {
        events.requireChief("编定序号", "assign start numbers");
        return events.store().write(events.actor(), tx -> {
            if (tx.roundCount() > 0) {
                throw UserError.zh("第 1 轮已编排，序号已固定", "start numbers are fixed once round 1 is paired");
            }
            List<Player> players = new ArrayList<>(tx.players());
            if (players.isEmpty()) {
                throw UserError.zh("还没有报名的棋手", "no players registered");
            }
            List<Player> ordered = order.apply(players, tx.settings().seed());
            Map<Integer, Integer> map = new java.util.HashMap<>();
            for (int i = 0; i < ordered.size(); i++) {
                map.put(ordered.get(i).no(), i + 1);
            }
            tx.renumberPlayers(map);
            tx.journal("player.renumber", order.name(), null, Journal.numbering(ordered));
            return tx.players();
        });
    }

    private static Player validatePlayer(int line, String name, String unit, Integer rating, String title) {
        String where = line > 0 ? "row " + line + ": " : "";
        String whereZh = line > 0 ? "第 " + line + " 行：" : "";
        if (name == null || name.isBlank()) {
            throw UserError.zh(whereZh + "姓名为空", where + "the name is empty");
        }
        if (name.strip().length() > 200) {
            throw UserError.zh(whereZh + "姓名超过 200 个字符", where + "the name is longer than 200 characters");
        }
        if (rating != null && (rating < 0 || rating > 4000)) {
            throw UserError.zh(whereZh + "等级分 " + rating + " 不在 0–4000 之间",
                    where + "rating " + rating + " is outside 0–4000");
        }
        return new Player(0, name.strip(), unit == null ? "" : unit.strip(), rating, title == null ? "" : title.strip(),
                PlayerStatus.ACTIVE, 0);
    }

    private boolean isRoundRobin(EventSettings s) {
        return events.plugins().find(PairingSystem.class, s.system()).map(p -> !p.needsPreviousResults()).orElse(false);
    }
}
