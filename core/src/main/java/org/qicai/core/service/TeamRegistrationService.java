package org.qicai.core.service;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.store.TeamTables;
import org.qicai.core.store.Tx;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.StrengthOrder;
import org.qicai.core.team.TeamImport;
import org.qicai.core.team.TeamRegistration;
import org.qicai.core.team.TeamResults;
import org.qicai.core.team.TeamSettings;

/**
 * 团体报名: the teams of a team event and their players — registered, imported, edited, reordered, numbered by lot.
 * One public method per arbiter action, each one transaction with its journal row.
 */
public final class TeamRegistrationService {
    private final TeamService reads;
    private final EventService events;
    private final Clock clock;

    public TeamRegistrationService(EventService events) {
        this(new TeamService(events));
    }

    /** Over the reads of {@code reads} (its clock: a lineup deadline can be tested). */
    public TeamRegistrationService(TeamService reads) {
        this.reads = reads;
        this.events = reads.events();
        this.clock = reads.clock();
    }


    /** 报名: registers a team and its players in board order; returns it with the 12.1 warnings, if any. */
    public TeamRegistration addTeam(String name, String unit, String captain, List<NewPlayer> players) {
        events.requireChief("报名队伍", "register teams");
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        String n = checkName(name, "队名", "team name");
        checkPlayers(players, 0);
        String reg = f.checkRegistration(players.size(), st.boards());
        if (reg != null) {
            throw UserError.zh(n + " 的报名不符合赛制：" + f.checkRegistrationZh(players.size(), st.boards()),
                    n + ": " + reg);
        }
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "参赛队报名", "teams are registered");
            if (t.teams().stream().anyMatch(x -> x.name().equals(n))) {
                throw UserError.zh("名为“" + n + "”的队已经报名", "a team named '" + n + "' is already registered");
            }
            Team team = insertTeam(tx, t, n, unit, captain, players);
            tx.journal("team.add", "team " + team.no() + " " + team.name(), null, teamJson(tx, team));
            return registration(tx, f, team);
        });
    }

    /** 导入报名表: registers every team of a parsed list, all or nothing. */
    public List<TeamRegistration> importTeams(List<TeamImport.TeamRow> rows) {
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        if (rows.isEmpty()) {
            throw UserError.zh("没有可导入的内容", "nothing to import");
        }
        Set<String> names = new HashSet<>();
        for (TeamImport.TeamRow r : rows) {
            checkPlayers(r.players(), r.line());
            String reg = f.checkRegistration(r.players().size(), st.boards());
            if (reg != null) {
                throw UserError.zh("第 " + r.line() + " 行：" + r.name() + " 队的报名不符合赛制："
                        + f.checkRegistrationZh(r.players().size(), st.boards()),
                        "line " + r.line() + ": team " + r.name() + ": " + reg);
            }
            if (!names.add(r.name())) {
                throw UserError.zh("第 " + r.line() + " 行：" + r.name() + " 队出现了两次",
                        "line " + r.line() + ": team " + r.name() + " appears twice");
            }
        }
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "参赛队报名", "teams are registered");
            List<TeamRegistration> out = new ArrayList<>();
            for (TeamImport.TeamRow r : rows) {
                if (t.teams().stream().anyMatch(x -> x.name().equals(r.name()))) {
                    throw UserError.zh("第 " + r.line() + " 行：名为“" + r.name() + "”的队已经报名",
                            "line " + r.line() + ": a team named '" + r.name() + "' is already registered");
                }
                Team team = insertTeam(tx, t, r.name(), r.unit(), r.captain(), r.players());
                out.add(registration(tx, f, team));
            }
            tx.journal("team.import", rows.size() + " teams", null, "#" + out.get(0).team().no() + "–#"
                    + out.get(out.size() - 1).team().no());
            return out;
        });
    }

    /** 修改队伍资料: name, unit, captain. */
    public TeamRegistration editTeam(int no, String name, String unit, String captain) {
        return editTeam(no, name, unit, captain, null);
    }

    /**
     * 修改队伍资料 from a form that showed {@code shown} (issue 16 item 3): refused, nothing written, when the team's
     * name, unit or captain changed after the form read them — another desk edited the team — naming who and what
     * they are now; the refusal is journalled ({@code team.conflict}). Null {@code shown}: no check.
     */
    public TeamRegistration editTeam(int no, String name, String unit, String captain, Team shown) {
        String n = checkName(name, "队名", "team name");
        TeamFormat f = reads.format();
        String u = unit == null ? "" : unit.strip();
        String c = captain == null ? "" : captain.strip();
        try {
            return events.store().write(events.actor(), tx -> {
                TeamTables t = new TeamTables(tx);
                Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
                if (shown != null && !(old.name().equals(shown.name()) && old.unit().equals(shown.unit())
                        && old.captain().equals(shown.captain()))) {
                    String now = old.name() + "，" + (old.unit().isEmpty() ? "—" : old.unit()) + "，"
                            + (old.captain().isEmpty() ? "—" : old.captain());
                    throw StaleEdits.refused(no + " 号队", "team #" + no, StaleEdits.lastBy(tx, "team.", "team " + no),
                            now, now.replace("，", ", "));
                }
                if (t.teams().stream().anyMatch(x -> x.no() != no && x.name().equals(n))) {
                    throw UserError.zh("名为“" + n + "”的队已经报名", "a team named '" + n + "' is already registered");
                }
                Team team = new Team(no, n, u, c, old.players(), old.status(), old.leftAfterRound(), old.annulled());
                t.updateTeam(team);
                tx.journal("team.edit", "team " + no, teamJson(tx, old), teamJson(tx, team));
                return registration(tx, f, team);
            });
        } catch (StaleEdits.Refused e) {
            StaleEdits.journal(events, "team.conflict", "team " + no, teamFields(shown), teamFields(
                    new Team(no, n, u, c, shown.players(), shown.status(), shown.leftAfterRound(), shown.annulled())));
            throw e;
        }
    }

    /** A team's name, unit and captain as the journal keeps a refused edit of them. */
    private static String teamFields(Team t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("no", t.no());
        m.put("name", t.name());
        m.put("unit", t.unit());
        m.put("captain", t.captain());
        return Json.write(m);
    }

    /**
     * 调整台次: the team's registered order (drag to reorder), given as the players' start numbers in
     * the new order. Before round 1 only: 12.1 fixes the order at registration.
     */
    public TeamRegistration reorderTeam(int no, List<Integer> playerNos) {
        TeamFormat f = reads.format();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "确定报名顺序（12.1）", "the registered order is fixed (12.1)");
            Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
            if (playerNos.size() != old.registered() || !new HashSet<>(playerNos).equals(new HashSet<>(old.players()))) {
                throw UserError.zh("新的顺序必须把该队的 " + old.registered() + " 名队员（" + old.players() + "）各列一次，收到的是 "
                        + playerNos,
                        "the new order must list the team's " + old.registered() + " players ("
                        + old.players() + ") once each, got " + playerNos);
            }
            Team team = old.withPlayers(playerNos);
            t.updateTeam(team);
            tx.journal("team.reorder", "team " + no + " " + old.name(), orderText(old), orderText(team));
            return registration(tx, f, team);
        });
    }

    /** 增补队员: adds a player at the end of the team's registered order (before round 1). */
    public TeamRegistration addTeamPlayer(int no, NewPlayer player) {
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        checkPlayers(List.of(player), 0);
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "队员报名", "players are registered");
            Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
            String reg = f.checkRegistration(old.registered() + 1, st.boards());
            if (reg != null) {
                throw UserError.zh(old.name() + " 的报名不符合赛制：" + f.checkRegistrationZh(old.registered() + 1,
                        st.boards()), old.name() + ": " + reg);
            }
            Player p = newPlayer(tx, old.unit().isEmpty() ? old.name() : old.unit(), player);
            List<Integer> ps = new ArrayList<>(old.players());
            ps.add(p.no());
            Team team = old.withPlayers(ps);
            t.updateTeam(team);
            tx.journal("team.player.add", "team " + no + " " + old.name(), null, Journal.player(p));
            return registration(tx, f, team);
        });
    }

    /** 撤销队员: removes a player from the team and the event (before round 1); later start numbers move up. */
    public TeamRegistration removeTeamPlayer(int no, int playerNo) {
        TeamFormat f = reads.format();
        TeamSettings st = reads.settings();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "队员报名", "players are registered");
            Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
            if (!old.players().contains(playerNo)) {
                throw UserError.zh(playerNo + " 号棋手不在 " + old.name() + " 队中",
                        "player #" + playerNo + " is not in team " + old.name());
            }
            String reg = f.checkRegistration(old.registered() - 1, st.boards());
            if (reg != null) {
                throw UserError.zh(old.name() + " 的报名不符合赛制：" + f.checkRegistrationZh(old.registered() - 1,
                        st.boards()), old.name() + ": " + reg);
            }
            Player gone = tx.player(playerNo).orElseThrow();
            List<Integer> ps = new ArrayList<>(old.players());
            ps.remove(Integer.valueOf(playerNo));
            t.updateTeam(old.withPlayers(ps));
            deletePlayers(tx, List.of(playerNo));
            Team team = t.team(no).orElseThrow();
            tx.journal("team.player.remove", "team " + no + " " + old.name(), Journal.player(gone), null);
            return registration(tx, f, team);
        });
    }

    /** 删除队伍: before round 1; its players leave the event, later team and start numbers move up. */
    public void removeTeam(int no) {
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "参赛队报名", "teams are registered");
            Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
            String before = teamJson(tx, old);
            t.deleteTeam(no);
            deletePlayers(tx, old.players());
            List<Team> rest = new ArrayList<>();
            for (Team x : t.teams()) {
                rest.add(x.no() > no ? x.withNo(x.no() - 1) : x);
            }
            t.replaceTeams(rest);
            tx.journal("team.remove", "team " + no + " " + old.name(), before, null);
            return null;
        });
    }

    /**
     * 抽签定队号: before round 1, numbers the teams by lot (seeded by the event, reproducible) or by
     * rating (the average of each team's first k players, unrated teams last). The team numbers are
     * the round robin's table numbers.
     */
    public List<Team> drawTeamNumbers(StartOrder order) {
        events.requireChief("编定队号", "assign team numbers");
        TeamSettings st = reads.settings();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            beforeStart(tx, "抽签定队号", "team numbers are drawn");
            TeamSnapshot ts = t.snapshot();
            if (ts.teams().isEmpty()) {
                throw UserError.zh("还没有报名的队", "no teams registered");
            }
            TeamResults r = new TeamResults(ts, st, 0, 0);
            List<Player> asPlayers = r.asEvent(tx.settings()).players();
            List<Player> ordered = order.apply(asPlayers, tx.settings().seed());
            List<Team> renumbered = new ArrayList<>();
            List<String> moves = new ArrayList<>();
            for (int i = 0; i < ordered.size(); i++) {
                Team old = ts.team(ordered.get(i).no()).orElseThrow();
                renumbered.add(old.withNo(i + 1));
                moves.add(old.no() + "→" + (i + 1));
            }
            t.replaceTeams(renumbered);
            tx.journal("team.renumber", order.name(), null, String.join(" ", moves));
            return t.teams();
        });
    }


    private static void beforeStart(Tx tx, String whatZh, String what) {
        if (!tx.rounds().isEmpty()) {
            throw UserError.zh("第 1 轮已编排：" + whatZh + "只能在开赛前进行（象棋规则 20.2）",
                    "round 1 is paired: " + what + " only before the start (xq 20.2)");
        }
    }

    private static String checkName(String name, String whatZh, String what) {
        if (name == null || name.isBlank()) {
            throw UserError.zh(whatZh + "为空", "the " + what + " is empty");
        }
        if (name.strip().length() > 200) {
            throw UserError.zh(whatZh + "超过 200 个字符", "the " + what + " is longer than 200 characters");
        }
        return name.strip();
    }

    private static void checkPlayers(List<NewPlayer> players, int line) {
        String where = line > 0 ? "line " + line + ": " : "";
        String whereZh = line > 0 ? "第 " + line + " 行：" : "";
        if (players == null || players.isEmpty()) {
            throw UserError.zh(whereZh + "每个队都要按台次顺序列出队员", where + "a team needs its players, in board order");
        }
        Set<String> names = new HashSet<>();
        for (int i = 0; i < players.size(); i++) {
            NewPlayer p = players.get(i);
            if (p.name() == null || p.name().isBlank()) {
                throw UserError.zh(whereZh + "第 " + (i + 1) + " 名队员：姓名为空",
                        where + "player " + (i + 1) + ": the name is empty");
            }
            if (p.name().strip().length() > 200) {
                throw UserError.zh(whereZh + "第 " + (i + 1) + " 名队员：姓名超过 200 个字符",
                        where + "player " + (i + 1) + ": the name is longer than 200 characters");
            }
            if (p.rating() != null && (p.rating() < 0 || p.rating() > 4000)) {
                throw UserError.zh(whereZh + "第 " + (i + 1) + " 名队员 " + p.name() + "：等级分 " + p.rating()
                        + " 不在 0–4000 之间",
                        where + "player " + (i + 1) + " " + p.name() + ": rating " + p.rating()
                        + " is outside 0–4000");
            }
            if (!names.add(p.name().strip())) {
                throw UserError.zh(whereZh + "队员 " + p.name().strip() + " 列了两次",
                        where + "player " + p.name().strip() + " is listed twice");
            }
        }
    }

    private static Team insertTeam(Tx tx, TeamTables t, String name, String unit, String captain,
                                   List<NewPlayer> players) {
        String u = unit == null ? "" : unit.strip();
        List<Integer> nos = new ArrayList<>();
        for (NewPlayer np : players) {
            nos.add(newPlayer(tx, u.isEmpty() ? name : u, np).no());
        }
        Team team = Team.of(t.nextTeamNo(), name.strip(), u, captain == null ? "" : captain.strip(), nos);
        t.insertTeam(team);
        return team;
    }

    private static Player newPlayer(Tx tx, String unit, NewPlayer np) {
        Player p = new Player(tx.nextPlayerNo(), np.name().strip(), unit, np.rating(), np.title().strip(),
                PlayerStatus.ACTIVE, 0);
        tx.insertPlayer(p);
        return p;
    }

    /** Deletes players and closes the gaps in the start numbers (the team tables follow the renumbering). */
    private static void deletePlayers(Tx tx, List<Integer> nos) {
        for (int no : nos) {
            tx.deletePlayer(no);
        }
        Map<Integer, Integer> shift = new HashMap<>();
        int next = 1;
        for (Player p : tx.players()) {
            if (p.no() != next) {
                shift.put(p.no(), next);
            }
            next++;
        }
        if (!shift.isEmpty()) {
            tx.renumberPlayers(shift);
        }
    }

    private static TeamRegistration registration(Tx tx, TeamFormat f, Team team) {
        List<Player> ps = TeamService.playersOf(tx.snapshot(), team);
        return new TeamRegistration(team, ps, f.registeredOrderByStrength() ? StrengthOrder.check(ps) : List.of());
    }


    private static String teamJson(Tx tx, Team t) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("no", t.no());
        m.put("name", t.name());
        m.put("unit", t.unit());
        m.put("captain", t.captain());
        List<String> ps = new ArrayList<>();
        for (int no : t.players()) {
            ps.add(no + ":" + tx.player(no).map(Player::name).orElse("?"));
        }
        m.put("players", ps);
        return Json.write(m);
    }

    private static String orderText(Team t) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.players().size(); i++) {
            out.add((i + 1) + ":#" + t.players().get(i));
        }
        return String.join(" ", out);
    }

}
