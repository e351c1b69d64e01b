package org.qicai.core.service;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.io.Json;
import org.qicai.core.model.BoardAssignment;
import org.qicai.core.model.ByeKind;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.plugin.PluginFailure;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingException;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.RoundPlan;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.store.TeamTables;
import org.qicai.core.store.Tx;
import org.qicai.core.team.BoardPrizes;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchScore;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.StrengthOrder;
import org.qicai.core.team.TeamImport;
import org.qicai.core.team.TeamRegistration;
import org.qicai.core.team.TeamResults;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.team.TeamStandings;
import org.qicai.core.team.TeamStandingsReport;
import org.qicai.core.team.TeamWithdrawal;

/**
 * The arbiter's actions on a team event (xq 12–15, 20.3/20.4, 21.4): registering teams in board
 * order, pairing teams with the event's pairing system (a round robin for leagues, Swiss on match
 * points), lineups per round with their deadline and lock, results board by board, team forfeits
 * and withdrawals; and the read models the CLI, the printouts and the workstation show.
 *
 * <p>One public method per action; each runs in one transaction that writes its journal row with
 * it and validates everything before writing. A team's players are ordinary players of the event
 * and every game of a match is an ordinary board of the round ({@link Pairing}), so the scoresheets,
 * the penalty log and the individual crosstable work on team events unchanged; the team tables add
 * who plays for which team, the matches, the lineups and which board holds which game.
 *
 * <p>Results are given red first, as on the scoresheet ({@code 1-0}: red won), whichever team has red.
 */
public final class TeamService {
    private final EventService events;
    private final Clock clock;

    public TeamService(EventService events) {
        this(events, Clock.systemUTC());
    }

    /** With a clock, so the lineup deadline can be tested. */
    public TeamService(EventService events, Clock clock) {
        this.events = events;
        this.clock = clock;
    }

    // ====================================================================== creating

    /**
     * 新建团体赛: checks the team format and boards (and the team options) against the loaded plugins,
     * stores the format's id (whichever of its names was given), then creates the event file.
     */
    public static EventService createEvent(Path file, EventSettings settings, ExtensionRegistry plugins, String actor) {
        return EventService.create(file, checkTeamSettings(settings, plugins), plugins, actor);
    }

    /** {@link #createEvent} with its first contents, built before the file appears ({@link EventService#create}). */
    static EventService createEvent(Path file, EventSettings settings, ExtensionRegistry plugins, String actor,
                                    java.util.function.Consumer<EventService> fill) {
        return EventService.create(file, checkTeamSettings(settings, plugins), plugins, actor, fill);
    }

    /** The settings with the team format resolved to its id; fails naming what is wrong. Non-team settings pass. */
    public static EventSettings checkTeamSettings(EventSettings s, ExtensionRegistry plugins) {
        if (!TeamSettings.isTeamEvent(s)) {
            if (s.options().containsKey(EventSettings.BOARDS)) {
                throw UserError.zh("--boards 只用于团体赛：请同时给出 --team-format",
                        "--boards is for team events: give --team-format too");
            }
            return s;
        }
        TeamFormat f = plugins.require(TeamFormat.class, s.options().get(EventSettings.TEAM_FORMAT));
        EventSettings out = s.withOption(EventSettings.TEAM_FORMAT, f.id());
        String b = s.options().get(EventSettings.BOARDS);
        int boards;
        if (b == null || b.isBlank()) {
            if (f.hasBoards()) {
                throw UserError.zh(f.clause() + " " + f.displayName(java.util.Locale.SIMPLIFIED_CHINESE)
                        + " 按台次比赛：请用 --boards K 给出台数",
                        f.clause() + " " + f.displayName(java.util.Locale.SIMPLIFIED_CHINESE)
                        + " is played on boards: say how many with --boards K");
            }
            boards = 0;
        } else {
            try {
                boards = Integer.parseInt(b.strip());
            } catch (NumberFormatException e) {
                throw UserError.zh("--boards：“" + b + "”不是数字", "--boards: '" + b + "' is not a number");
            }
        }
        if (f.hasBoards() && (boards < 1 || boards > 50)) {
            throw UserError.zh(f.clause() + " 的 --boards 应在 1 到 50 之间（收到 " + boards + "）",
                    "--boards must be between 1 and 50 for " + f.clause() + " (got " + boards + ")");
        }
        if (!f.hasBoards() && boards < 0) {
            throw UserError.zh("--boards（" + f.clause() + " 每队计入成绩的人数）应为 0（全部）或更多",
                    "--boards (players counted per team for " + f.clause() + ") must be 0 (all) or more");
        }
        out = out.withOption(EventSettings.BOARDS, Integer.toString(boards));
        TeamSettings.of(out); // validates the team options
        return out;
    }

    // ====================================================================== reads

    public EventService events() {
        return events;
    }

    /** Whether the open event is a team event. */
    public boolean isTeamEvent() {
        return TeamSettings.isTeamEvent(events.settings());
    }

    /** The event's team format plugin; fails when the event is not a team event. */
    public TeamFormat format() {
        TeamSettings st = settings();
        return events.plugins().require(TeamFormat.class, st.format());
    }

    public TeamSettings settings() {
        return TeamSettings.of(events.settings());
    }

    public TeamSnapshot snapshot() {
        return events.store().read(tx -> new TeamTables(tx).snapshot());
    }

    public List<Team> teams() {
        return snapshot().teams();
    }

    /** A team by number or by exact name. */
    public Team team(String numberOrName) {
        TeamSnapshot ts = snapshot();
        String s = numberOrName == null ? "" : numberOrName.strip();
        try {
            int no = Integer.parseInt(s);
            return ts.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队（队号 1–" + ts.teams().size() + "）",
                    "no team #" + no + " (teams 1–" + ts.teams().size() + ")"));
        } catch (NumberFormatException e) {
            return ts.teams().stream().filter(t -> t.name().equals(s)).findFirst()
                    .orElseThrow(() -> UserError.zh("没有名为“" + s + "”的队", "no team named '" + s + "'"));
        }
    }

    /** The team's players in registered order. */
    public List<Player> players(int team) {
        TeamSnapshot ts = snapshot();
        Team t = ts.team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
        return playersOf(ts.event(), t);
    }

    /** 12.1 (and 12.2 by reference): where the team's registered order breaks "strongest first". */
    public List<String> strengthWarnings(int team) {
        return format().registeredOrderByStrength() ? StrengthOrder.check(players(team)) : List.of();
    }

    /** The validator's verdict on a lineup, without writing: null when legal, else the rule that forbids it. */
    public String checkLineup(int team, List<Integer> positions) {
        return checkLineup(team, positions, Locale.ENGLISH);
    }

    /** The same verdict in the arbiter's language (the format's Chinese text unless the locale is English). */
    public String checkLineup(int team, List<Integer> positions, Locale locale) {
        Team t = snapshot().team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
        TeamFormat f = format();
        return Named.isEnglish(locale) ? f.checkLineup(positions, t.registered(), settings().boards())
                : f.checkLineupZh(positions, t.registered(), settings().boards());
    }

    /** Every legal full lineup of a team (12.2: any k of n, order kept). */
    public List<List<Integer>> legalLineups(int team) {
        Team t = snapshot().team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
        try {
            return format().legalLineups(t.registered(), settings().boards());
        } catch (IllegalArgumentException e) {
            throw UserError.zh(t.name() + "：无法列出出场名单——" + ZhText.detail(e), t.name() + ": " + e.getMessage());
        }
    }

    /** Games one match has: boards × sub-rounds. */
    public int slotsPerMatch() {
        TeamSettings st = settings();
        TeamFormat f = format();
        return f.hasBoards() ? st.boards() * f.subRounds(st.boards()) : 0;
    }

    /** Planned team rounds: the event's setting, or what the pairing system plays for the registered teams. */
    public int plannedRounds() {
        EventSettings ev = events.settings();
        if (ev.rounds() > 0) {
            return ev.rounds();
        }
        if (!format().hasBoards()) {
            return events.plannedRounds();
        }
        TeamSnapshot ts = snapshot();
        return events.pairingSystem().plannedRounds(new TeamResults(ts, settings(), slotsPerMatch(), 0).asEvent(ev));
    }

    /** Match results and team totals after a round (0 = the last paired). */
    public TeamResults results(int afterRound) {
        TeamSnapshot ts = snapshot();
        int upTo = afterRound > 0 ? afterRound : ts.lastRound();
        return new TeamResults(ts, settings(), slotsPerMatch(), upTo);
    }

    /** One round as the pairing sheet and the workstation show it. */
    public RoundView round(int round) {
        TeamFormat format = format();
        if (!format.hasBoards()) {
            throw UserError.zh(format.clause() + "：没有团体对阵——棋手按个人编排（qicai round show）",
                    format.clause() + ": there are no team matches — the players are paired individually "
                    + "(qicai round show)");
        }
        TeamSnapshot ts = snapshot();
        TeamRound tr = ts.round(round).orElseThrow(() -> UserError.zh("团体第 " + round + " 轮尚未编排（已编排 " + ts.lastRound()
                + " 轮）",
                "team round " + round + " is not paired (last: "
                + ts.lastRound() + ")"));
        TeamSettings st = settings();
        TeamFormat f = format();
        TeamResults results = new TeamResults(ts, st, slotsPerMatch(), round);
        List<MatchView> views = new ArrayList<>();
        for (TeamMatch m : ts.matches(round)) {
            views.add(view(ts, st, f, tr, m, results.score(round, m.no()).orElseThrow()));
        }
        RoundStatus status = ts.event().round(round).map(Round::status).orElse(RoundStatus.PAIRED);
        return new RoundView(round, status, tr, tr.closedAt(clock.instant()), views, events.roundNotes(round));
    }

    /** One match of a round. */
    public MatchView match(int round, int match) {
        return round(round).matches().stream().filter(m -> m.match().no() == match).findFirst().orElseThrow(
                () -> UserError.zh("第 " + round + " 轮没有第 " + match + " 场",
                        "round " + round + " has no match " + match));
    }

    /**
     * Team standings after a round (0 = the last paired): 15.3 for a round robin, 15.4 for Swiss,
     * 15.5 for 12.5 队员总分; 18.4 among equal scores; prize and relegation marks from the settings.
     */
    public TeamStandingsReport standings(int afterRound) {
        TeamSettings st = settings();
        TeamFormat f = format();
        if (!f.hasBoards()) {
            StandingsReport individual = events.standings(afterRound, List.of());
            boolean finished = individual.afterRound() >= events.plannedRounds()
                    && events.snapshot().round(individual.afterRound()).map(Round::isComplete).orElse(false);
            return TeamStandings.ofMemberTotals(snapshot(), st, individual, finished);
        }
        TeamSnapshot ts = snapshot();
        if (afterRound > ts.lastRound()) {
            throw UserError.zh("第 " + afterRound + " 轮尚未编排（已编排 " + ts.lastRound() + " 轮）",
                    "round " + afterRound + " has not been paired (last round: " + ts.lastRound() + ")");
        }
        int upTo = afterRound > 0 ? afterRound : ts.lastRound();
        TeamResults results = new TeamResults(ts, st, slotsPerMatch(), upTo);
        boolean finished = upTo >= plannedRounds() && upTo > 0
                && results.scores().stream().allMatch(MatchScore::complete);
        return TeamStandings.ofBoards(results, events.settings(), !events.pairingSystem().needsPreviousResults(),
                finished);
    }

    /** 台次成绩: board prizes after a round (0 = the last), with the event's minimum of games unless one is given. */
    public BoardPrizes.Report boardPrizes(int afterRound, Integer minGames) {
        TeamFormat f = format();
        if (!f.hasBoards()) {
            throw UserError.zh(f.clause() + " 不分台次，因此没有台次奖",
                    f.clause() + " has no boards, so there are no board prizes");
        }
        if (minGames != null && minGames < 0) {
            throw UserError.zh("最少对局数不能为负", "the minimum of games cannot be negative");
        }
        TeamSnapshot ts = snapshot();
        int upTo = afterRound > 0 ? afterRound : ts.lastRound();
        return BoardPrizes.compute(ts, settings(), upTo, f.subRounds(settings().boards()), minGames);
    }

    // ====================================================================== registration

    /** 报名: registers a team and its players in board order; returns it with the 12.1 warnings, if any. */
    public TeamRegistration addTeam(String name, String unit, String captain, List<NewPlayer> players) {
        events.requireChief("报名队伍", "register teams");
        TeamFormat f = format();
        TeamSettings st = settings();
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
        TeamFormat f = format();
        TeamSettings st = settings();
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
        String n = checkName(name, "队名", "team name");
        TeamFormat f = format();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            Team old = t.team(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号队", "no team #" + no));
            if (t.teams().stream().anyMatch(x -> x.no() != no && x.name().equals(n))) {
                throw UserError.zh("名为“" + n + "”的队已经报名", "a team named '" + n + "' is already registered");
            }
            Team team = new Team(no, n, unit == null ? "" : unit.strip(), captain == null ? "" : captain.strip(),
                    old.players(), old.status(), old.leftAfterRound(), old.annulled());
            t.updateTeam(team);
            tx.journal("team.edit", "team " + no, teamJson(tx, old), teamJson(tx, team));
            return registration(tx, f, team);
        });
    }

    /**
     * 调整台次: the team's registered order (drag to reorder), given as the players' start numbers in
     * the new order. Before round 1 only: 12.1 fixes the order at registration.
     */
    public TeamRegistration reorderTeam(int no, List<Integer> playerNos) {
        TeamFormat f = format();
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
        TeamFormat f = format();
        TeamSettings st = settings();
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
        TeamFormat f = format();
        TeamSettings st = settings();
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
        TeamSettings st = settings();
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

    // ====================================================================== rounds

    /**
     * 编排下一轮: pairs the teams with the event's pairing system — a round robin (附录一; a double round
     * robin plays home and away, the second cycle with the colours swapped) or Swiss on match points —
     * and stores the matches. The first-listed team (the home team) is red on odd boards (13.2, 13.3).
     * Under 12.1 the registered order is the lineup and the boards are made at once; otherwise they
     * are made when the lineups are locked.
     */
    public RoundView pairNextRound() {
        events.requireChief("团体编排", "pair a team round");
        TeamFormat f = format();
        TeamSettings st = settings();
        if (!f.hasBoards()) {
            throw UserError.zh(f.clause() + "：棋手按个人编排（qicai round pair），各队按队员成绩排名",
                    f.clause() + ": the players are paired individually (qicai round pair); the teams "
                    + "are ranked by their players' results");
        }
        TeamSnapshot ts = snapshot();
        EventSettings ev = ts.event().settings();
        if (ts.event().lastRound() != ts.lastRound()) {
            throw UserError.zh("第 " + ts.event().lastRound() + " 轮是按个人编排的，不是按队；"
                    + "请先撤销该轮编排（qicai round unpair）再按队编排",
                    "round " + ts.event().lastRound() + " was paired for individual players, not teams; "
                    + "withdraw it (qicai round unpair) before pairing teams");
        }
        int round = ts.lastRound() + 1;
        int slots = slotsPerMatch();
        PairingSystem system = events.pairingSystem();
        TeamResults before = new TeamResults(ts, st, slots, round - 1);
        EventSnapshot teamEvent = before.asEvent(ev);
        int planned = ev.rounds() > 0 ? ev.rounds() : system.plannedRounds(teamEvent);
        if (planned > 0 && round > planned) {
            throw UserError.zh("全部 " + planned + " 轮均已编排", "all " + planned + " rounds are paired");
        }
        if (round > 1 && system.needsPreviousResults()) {
            long open = before.scores(round - 1).stream().filter(s -> !s.complete()).count();
            if (open > 0) {
                throw UserError.zh("第 " + (round - 1) + " 轮还有 " + open + " 场比赛成绩不全",
                        "round " + (round - 1) + " still has " + open + " match(es) without every result");
            }
        }
        long active = ts.teams().stream().filter(Team::isActive).count();
        if (active < 2) {
            throw UserError.zh("编排至少需要两支在赛队伍（现有 " + active + " 支）",
                    "at least two active teams are needed to pair (have " + active + ")");
        }
        RoundPlan plan;
        try {
            plan = system.pair(new PairingRequest(teamEvent, round, ev.seed()));
            if (plan == null) {
                throw new PluginFailure("编排插件“" + system.id() + "”没有返回对阵",
                        "pairing plugin '" + system.id() + "' returned no round", null);
            }
        } catch (PairingException e) {
            throw new UserError("第 " + round + " 轮无法编排：" + e.messageZh(),
                    "cannot pair round " + round + ": " + e.getMessage(), e);
        } catch (UserError e) {
            throw e;
        } catch (RuntimeException | LinkageError e) {
            throw new PluginFailure("编排插件“" + system.id() + "”为各队编排时出错：" + e,
                    "pairing plugin '" + system.id() + "' failed on teams: " + e, e);
        }
        List<TeamMatch> matches = toMatches(ts, round, plan, system);
        final int plannedRounds = planned;
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            if (tx.rounds().size() != ts.event().rounds().size()) {
                throw UserError.zh("编排期间赛事已被修改；请重新编排", "the event changed while pairing; pair again");
            }
            tx.insertRound(round, RoundStatus.PAIRED, String.join("\n", plan.notes()));
            t.insertRound(round);
            for (TeamMatch m : matches) {
                t.insertMatch(m);
            }
            String after = matchesText(matches);
            if (tx.settings().rounds() == 0 && plannedRounds > 0) {
                tx.saveSettings(tx.settings().withRounds(plannedRounds));
                after += "; rounds: " + plannedRounds;
            }
            tx.journal("team.pair", "round " + round, null, after);
            if (!f.choosesLineup()) {
                lockIn(tx, t, f, st, round, "12.1: the registered order plays every match");
            }
            return null;
        });
        return round(round);
    }

    /** 撤销编排: deletes the last team round while it is unpublished and has no result. */
    public void unpairRound(int round) {
        events.requireChief("撤销团体编排", "unpair a team round");
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (round != tx.rounds().size()) {
                throw UserError.zh("只能撤销最后一轮（第 " + tx.rounds().size() + " 轮）的编排",
                        "only the last round (" + tx.rounds().size() + ") can be withdrawn");
            }
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已公布，不能撤销编排",
                        "round " + round + " is published; it cannot be withdrawn");
            }
            if (r.pairings().stream().anyMatch(p -> p.result().isDecided())) {
                throw UserError.zh("第 " + round + " 轮已有成绩，不能撤销编排",
                        "round " + round + " has results; it cannot be withdrawn");
            }
            String before = matchesText(t.matches().stream().filter(m -> m.round() == round).toList());
            t.deleteRound(round);
            tx.deleteRound(round);
            tx.journal("team.unpair", "round " + round, before, null);
            return null;
        });
    }

    /**
     * 提交出场名单: a team's lineup for one round, as registered positions per board (0 = an empty
     * board, lost by forfeit). Refused with the rule when the format forbids it (12.1: the registered
     * order only; 12.2: order kept; …) or once the round's lineups are locked (the deadline passed).
     */
    public Lineup enterLineup(int round, int team, List<Integer> positions) {
        settleDeadline(round);
        TeamFormat f = format();
        TeamSettings st = settings();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            TeamRound tr = ts.round(round).orElseThrow(() -> UserError.zh("第 " + round
                    + " 轮尚未编排；请先编排（qicai team pair）",
                    "round " + round
                    + " is not paired yet; pair it first (qicai team pair)"));
            Team tm = ts.team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
            TeamMatch m = ts.matchOf(round, team).orElseThrow(() -> UserError.zh(tm.name() + " 第 " + round + " 轮没有比赛",
                    tm.name() + " has no match in round "
                    + round));
            if (m.isBye()) {
                throw UserError.zh(tm.name() + " 第 " + round + " 轮轮空，无需提交出场名单",
                        tm.name() + " has a bye in round " + round + "; it fields no lineup");
            }
            if (m.annulled() || m.forfeit().isForfeit()) {
                throw UserError.zh("第 " + round + " 轮第 " + m.no() + " 场"
                        + (m.annulled() ? "已取消（20.3）" : "已按全队弃权判定（21.4）") + "，不需要出场名单",
                        "match " + m.no() + " of round " + round + " is "
                        + (m.annulled() ? "annulled (20.3)" : "decided by a team forfeit (21.4)") + "; no lineup is played");
            }
            String check = f.checkLineup(positions, tm.registered(), st.boards());
            if (!f.choosesLineup()) {
                List<Integer> registered = f.defaultLineup(tm.registered(), st.boards());
                if (positions.equals(registered)) {
                    return ts.lineup(round, team).orElseThrow();
                }
                throw UserError.zh(check != null ? "出场名单不合规："
                        + f.checkLineupZh(positions, tm.registered(), st.boards()) : f.clause() + "：按报名顺序 "
                        + Lineup.format(registered) + " 出场每一场；缺席队员的那一台判弃权负——"
                        + "请在该台录入 -/+ 或 +/-（21.4）",
                        check != null ? check : f.clause() + ": the registered order "
                        + Lineup.format(registered) + " plays every match; an absent player's board is lost by forfeit — "
                        + "enter -/+ or +/- as that board's result (21.4)");
            }
            if (tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单已锁定"
                        + (tr.lockedAt() == null ? "" : "（自 " + tr.lockedAt() + " 起）")
                        + "；如比赛尚未开始，请先解锁（qicai team unlock）",
                        "the lineups of round " + round + " are locked" + (tr.lockedAt() == null ? ""
                        : " (since " + tr.lockedAt() + ")") + "; unlock them first if the matches have not started "
                        + "(qicai team unlock)");
            }
            if (check != null) {
                throw UserError.zh(tm.name() + " 的出场名单不合规："
                        + f.checkLineupZh(positions, tm.registered(), st.boards()), tm.name() + ": " + check);
            }
            Optional<Lineup> old = ts.lineup(round, team);
            Lineup l = new Lineup(round, team, positions, Lineup.Source.ENTERED, clock.instant());
            t.putLineup(l);
            tx.journal(old.isPresent() ? "lineup.change" : "lineup.enter", "round " + round + " team " + team + " "
                    + tm.name(), old.map(Lineup::text).orElse(null), l.text() + " " + namesOf(tx, tm, positions));
            return l;
        });
    }

    /** 出场名单截止时间 (12.3): after it the round's lineups are locked; null removes the deadline. */
    public TeamRound setLineupDeadline(int round, Instant deadline) {
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamRound tr = t.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired yet"));
            if (tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单已经锁定",
                        "the lineups of round " + round + " are already locked");
            }
            t.setDeadline(round, deadline);
            tx.journal("lineup.deadline", "round " + round, tr.lineupDeadline() == null ? null
                    : tr.lineupDeadline().toString(), deadline == null ? null : deadline.toString());
            return t.round(round).orElseThrow();
        });
    }

    /**
     * 锁定出场名单: closes the round's lineups — a team that named none plays the default (registered
     * order, or its previous lineup, by the setting) — and makes the boards: who plays whom on which
     * board with which colour. Results can be entered from then on.
     */
    public RoundView lockLineups(int round) {
        TeamFormat f = format();
        TeamSettings st = settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamRound tr = t.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单已经锁定",
                        "the lineups of round " + round + " are already locked");
            }
            lockIn(tx, t, f, st, round, "locked by the arbiter");
            return null;
        });
        return round(round);
    }

    /** 解锁出场名单: reopens a locked round whose games have no result yet; the boards are dropped, entered lineups kept. */
    public RoundView unlockLineups(int round) {
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamRound tr = t.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (!tr.locked()) {
                throw UserError.zh("第 " + round + " 轮的出场名单没有锁定", "the lineups of round " + round + " are not locked");
            }
            Round r = tx.round(round).orElseThrow();
            if (r.pairings().stream().anyMatch(p -> p.result().isDecided())) {
                throw UserError.zh("第 " + round + " 轮已有成绩，出场名单不能再重新开放",
                        "round " + round + " has results; its lineups can no longer be reopened");
            }
            for (TeamMatch m : t.matches()) {
                if (m.round() == round) {
                    dropBoards(t, m);
                }
            }
            for (Lineup l : t.lineups()) {
                if (l.round() == round && l.source() != Lineup.Source.ENTERED) {
                    t.deleteLineup(round, l.team());
                }
            }
            t.setLocked(round, false, null);
            t.setDeadline(round, null);
            tx.journal("lineup.unlock", "round " + round, "locked", "open (deadline cleared)");
            return null;
        });
        return round(round);
    }

    /** 公布对阵: locks the lineups if still open and publishes the round. */
    public RoundView publishRound(int round) {
        events.requireChief("公布对阵", "publish a round");
        settleDeadline(round);
        TeamFormat f = format();
        TeamSettings st = settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            Round r = tx.round(round).orElseThrow(() -> UserError.zh("第 " + round + " 轮尚未编排",
                    "round " + round + " is not paired"));
            if (r.status() != RoundStatus.PAIRED) {
                throw UserError.zh("第 " + round + " 轮已经公布", "round " + round + " is already published");
            }
            if (!t.round(round).orElseThrow().locked()) {
                lockIn(tx, t, f, st, round, "published");
            }
            tx.setRoundStatus(round, RoundStatus.PUBLISHED);
            refreshStatus(tx, t, round);
            tx.journal("round.publish", "round " + round, RoundStatus.PAIRED.name(), RoundStatus.PUBLISHED.name());
            return null;
        });
        events.backupAfterPublish(round);
        return round(round);
    }

    /**
     * Whether the event is a team event whose matches are played on boards (every team format but a
     * total-score one): its boards' results go through the match ({@link #enterRoundBoardResult}).
     */
    static boolean playsOnBoards(EventService events) {
        EventSettings s = events.settings();
        if (!TeamSettings.isTeamEvent(s)) {
            return false;
        }
        String f = s.options().get(EventSettings.TEAM_FORMAT);
        return events.plugins().find(TeamFormat.class, f).map(TeamFormat::hasBoards).orElse(true);
    }

    /**
     * 录入成绩 by the board's number in the round (as {@code round show} and the rounds view list a team round's
     * games: match 1's boards first), for {@link EventService#enterResult(int, int, ResultEntry)}: the same action
     * as {@link #enterBoardResult} on the match and board it is — lineups locked first if still open, the match
     * scored, the round's status kept, the entry journalled with its match.
     */
    Pairing enterRoundBoardResult(int round, int pairingBoard, ResultEntry entry) {
        TeamSnapshot ts = snapshot();
        if (ts.event().round(round).isEmpty()) {
            throw UserError.zh("第 " + round + " 轮尚未编排", "round " + round + " is not paired");
        }
        int slots = slotsPerMatch();
        int k = settings().boards();
        int matches = ts.matches(round).size();
        int match;
        int sub;
        int board;
        Optional<MatchBoard> mb = ts.boards().stream().filter(b -> b.round() == round && b.pairingBoard() == pairingBoard)
                .findFirst();
        if (mb.isPresent()) {
            match = mb.get().match();
            sub = mb.get().subRound();
            board = mb.get().board();
        } else {
            if (pairingBoard < 1 || pairingBoard > matches * slots) {
                throw EventService.noBoard(round, pairingBoard, matches * slots);
            }
            match = (pairingBoard - 1) / slots + 1;
            sub = (pairingBoard - 1) % slots / k + 1;
            board = (pairingBoard - 1) % k + 1;
        }
        enterResults(round, match, List.of(new int[] {sub, board}), List.of(entry));
        return events.snapshot().round(round).flatMap(r -> r.board(pairingBoard)).orElseThrow();
    }

    /**
     * 录入成绩: one board of one match (sub-round 1 except in 12.4), red first ({@code 1-0}: red won).
     * Locks the round's lineups first if they are still open.
     */
    public MatchView enterBoardResult(int round, int match, int subRound, int board, Result result) {
        if (result == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterBoardResult(round, match, subRound, board, ResultEntry.of(result));
    }

    /** The same with how the game was decided (Go: 中盘胜, a count's margin, 重下). */
    public MatchView enterBoardResult(int round, int match, int subRound, int board, ResultEntry entry) {
        if (entry == null) {
            throw UserError.zh("没有给出成绩", "no result given");
        }
        return enterResults(round, match, List.of(new int[] {subRound, board}), List.of(entry));
    }

    /**
     * 录入整场成绩: every board of a match at once, in board order (sub-round by sub-round in 12.4), red
     * first; null leaves a board as it is (an empty board takes none).
     */
    public MatchView enterMatchResults(int round, int match, List<Result> results) {
        return enterMatchEntries(round, match, results.stream().map(r -> r == null ? null : ResultEntry.of(r)).toList());
    }

    /** The same with how each game was decided; null leaves a board as it is. */
    public MatchView enterMatchEntries(int round, int match, List<ResultEntry> results) {
        TeamSnapshot ts = snapshot();
        int slots = slotsPerMatch();
        if (results.size() != slots) {
            throw UserError.zh("第 " + match + " 场有 " + slots + " 台，收到 " + results.size() + " 个成绩",
                    "match " + match + " has " + slots + " boards; got " + results.size() + " results");
        }
        int k = settings().boards();
        List<int[]> where = new ArrayList<>();
        for (int i = 0; i < slots; i++) {
            where.add(new int[] {i / k + 1, i % k + 1});
        }
        if (ts.match(round, match).isEmpty()) {
            throw UserError.zh("第 " + round + " 轮没有第 " + match + " 场", "round " + round + " has no match " + match);
        }
        return enterResults(round, match, where, results);
    }

    private MatchView enterResults(int round, int match, List<int[]> where, List<ResultEntry> results) {
        settleDeadline(round);
        TeamFormat f = format();
        TeamSettings st = settings();
        boolean[] published = {false};
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot first = t.snapshot();
            TeamMatch m = first.match(round, match).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + match
                    + " 场（场次 1–" + first.matches(round).size() + "）",
                    "round " + round + " has no match "
                    + match + " (matches 1–" + first.matches(round).size() + ")"));
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                throw UserError.zh("第 " + round + " 轮第 " + match + " 场"
                        + (m.isBye() ? "是轮空" : m.annulled() ? "已取消（20.3）" : "是全队弃权（21.4）") + "，没有可计成绩的台次",
                        "match " + match + " of round " + round + " is "
                        + (m.isBye() ? "a bye" : m.annulled() ? "annulled (20.3)" : "a team forfeit (21.4)")
                        + "; it has no boards to score");
            }
            TeamSnapshot ts = first;
            if (!ts.round(round).orElseThrow().locked()) {
                lockIn(tx, t, f, st, round, "first result entered");
                ts = t.snapshot();
            }
            Round r = tx.round(round).orElseThrow();
            for (int i = 0; i < where.size(); i++) {
                ResultEntry res = results.get(i);
                if (res == null) {
                    continue;
                }
                int sub = where.get(i)[0];
                int board = where.get(i)[1];
                final TeamSnapshot cur = ts;
                MatchBoard mb = cur.boards(round, match).stream().filter(b -> b.subRound() == sub && b.board() == board)
                        .findFirst().orElseThrow(() -> UserError.zh("第 " + round + " 轮第 " + match + " 场没有第 "
                                + (sub > 1 ? sub + "." : "") + board + " 台（台次 1–" + st.boards() + "）",
                                "match " + match + " of round " + round
                                + " has no board " + (sub > 1 ? sub + "." : "") + board + " (boards 1–"
                                + st.boards() + ")"));
                if (!mb.isGame()) {
                    throw UserError.zh("第 " + match + " 场第 " + board + " 台有一方空缺：按弃权处理（21.4），不录入成绩",
                            "board " + board + " of match " + match + " is empty on one side: it is a "
                            + "forfeit (21.4) and takes no result");
                }
                Pairing p = r.board(mb.pairingBoard()).orElseThrow();
                EventService.recordResult(tx, p, res, "round " + round + " board " + p.board() + " (match " + match
                        + " board " + (sub > 1 ? sub + "." : "") + board + ": " + p.first() + "-" + p.second() + ")", null);
            }
            Round now = tx.round(round).orElseThrow();
            if (now.status() == RoundStatus.PAIRED) {
                tx.setRoundStatus(round, RoundStatus.PUBLISHED);
                published[0] = true;
            }
            refreshStatus(tx, t, round);
            return null;
        });
        if (published[0]) {
            events.backupAfterPublish(round);
        }
        return match(round, match);
    }

    /**
     * 团体弃权 (21.4): a team did not appear for its match; the other team wins it {@code +} (a win in
     * match points: 2) with the forfeit's game points by the setting. {@link MatchForfeit#NONE} takes
     * it back. Refused while a board of the match has a result.
     */
    public MatchView forfeitMatch(int round, int match, MatchForfeit forfeit) {
        TeamFormat f = format();
        TeamSettings st = settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            TeamMatch m = ts.match(round, match).orElseThrow(() -> UserError.zh("第 " + round + " 轮没有第 " + match + " 场",
                    "round " + round + " has no match "
                    + match));
            if (m.isBye() || m.annulled()) {
                throw UserError.zh("第 " + round + " 轮第 " + match + " 场" + (m.isBye() ? "是轮空" : "已取消"),
                        "match " + match + " of round " + round + " is " + (m.isBye() ? "a bye" : "annulled"));
            }
            if (m.forfeit() == forfeit) {
                return null;
            }
            Round r = tx.round(round).orElseThrow();
            for (MatchBoard b : ts.boards(round, match)) {
                Optional<Pairing> p = r.board(b.pairingBoard());
                if (b.pairingBoard() != 0 && p.isPresent() && p.get().result().isDecided() && !p.get().isBye()) {
                    throw UserError.zh("第 " + match + " 场第 " + b.board() + " 台已有成绩（" + p.get().result().code()
                            + "）；请先清除（result … *）",
                            "board " + b.board() + " of match " + match + " already has a result ("
                            + p.get().result().code() + "); clear it first (result … *)");
                }
            }
            dropBoards(t, m);
            TeamMatch changed = m.withForfeit(forfeit);
            t.updateMatch(changed);
            if (!forfeit.isForfeit() && ts.round(round).orElseThrow().locked()) {
                makeBoards(tx, t, f, st, t.snapshot(), changed);
            }
            refreshStatus(tx, t, round);
            tx.journal("match.forfeit", "round " + round + " match " + match + " (" + m.first() + "-" + m.second() + ")",
                    m.forfeit().name(), forfeit.name());
            return null;
        });
        return match(round, match);
    }

    /** The same, naming the absent team. */
    public MatchView forfeitMatch(int round, int absentTeam) {
        TeamSnapshot ts = snapshot();
        TeamMatch m = ts.matchOf(round, absentTeam).orElseThrow(() -> UserError.zh(absentTeam + " 号队第 " + round
                + " 轮没有比赛",
                "team #" + absentTeam
                + " has no match in round " + round));
        if (m.isBye()) {
            throw UserError.zh(absentTeam + " 号队第 " + round + " 轮轮空",
                    "team #" + absentTeam + " has a bye in round " + round);
        }
        MatchForfeit f = m.first() == absentTeam ? MatchForfeit.FIRST_ABSENT : MatchForfeit.SECOND_ABSENT;
        if (m.forfeit().isForfeit() && m.forfeit() != f) {
            f = MatchForfeit.BOTH_ABSENT;
        }
        return forfeitMatch(round, m.no(), f);
    }

    /**
     * 退出比赛 (xq 20): the team leaves after round {@code afterRound}. Before the start (20.2) it simply
     * leaves the draw. In a round robin (20.3), when it met fewer than half of its opponents all its
     * results are annulled; otherwise they stand and its remaining matches are forfeits won by the
     * opponents. In Swiss (20.4) its results stand, remaining matches are forfeits and it is not paired
     * again. Matches already paired after {@code afterRound} are settled now, later ones when paired.
     */
    public TeamWithdrawal withdrawTeam(int team, int afterRound, PlayerStatus status, String reason) {
        events.requireChief("办理队伍退赛", "withdraw a team");
        return withdrawTeam(team, afterRound, status, reason, false);
    }

    /**
     * What {@link #withdrawTeam} would do (the clause, the decision, the matches it changes), for a
     * confirmation: the same rule run in a transaction that is rolled back — nothing is written.
     */
    public TeamWithdrawal previewWithdrawTeam(int team, int afterRound, PlayerStatus status) {
        try {
            withdrawTeam(team, afterRound, status, null, true);
        } catch (DryRun d) {
            return d.result;
        }
        throw new IllegalStateException("a dry run must roll back");
    }

    /** Carries a dry run's answer out of its transaction so the store rolls it back. */
    private static final class DryRun extends RuntimeException {
        private final transient TeamWithdrawal result;

        DryRun(TeamWithdrawal result) {
            super(null, null, false, false);
            this.result = result;
        }
    }

    private static TeamWithdrawal done(TeamWithdrawal r, boolean dryRun) {
        if (dryRun) {
            throw new DryRun(r);
        }
        return r;
    }

    private TeamWithdrawal withdrawTeam(int team, int afterRound, PlayerStatus status, String reason, boolean dryRun) {
        if (status == null || status.isActive()) {
            throw UserError.zh("离赛只能记为退赛（WITHDRAWN）或除名（EXPELLED）", "a withdrawal records WITHDRAWN or EXPELLED");
        }
        TeamFormat f = format();
        TeamSettings st = settings();
        if (!f.hasBoards()) {
            throw UserError.zh(f.clause() + "：棋手各自参赛——请逐一办理退赛（qicai player withdraw）",
                    f.clause() + ": the players play individually — withdraw them one by one "
                    + "(qicai player withdraw)");
        }
        boolean roundRobin = !events.pairingSystem().needsPreviousResults();
        int slots = slotsPerMatch();
        return events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            TeamSnapshot ts = t.snapshot();
            Team tm = ts.team(team).orElseThrow(() -> UserError.zh("没有 " + team + " 号队", "no team #" + team));
            if (!tm.isActive()) {
                throw UserError.zh(tm.name() + " 已经离赛（第 " + tm.leftAfterRound() + " 轮后）",
                        tm.name() + " has already left (after round " + tm.leftAfterRound() + ")");
            }
            if (afterRound < 0 || afterRound > ts.lastRound()) {
                throw UserError.zh("--after-round 应在 0 到已编排的最后一轮（" + ts.lastRound() + "）之间，不能是 " + afterRound,
                        "--after-round must be between 0 and the last paired round (" + ts.lastRound()
                        + "), not " + afterRound);
            }
            List<String> changes = new ArrayList<>();
            if (ts.lastRound() == 0) {
                Team left = tm.withStatus(status, 0, false);
                t.updateTeam(left);
                tx.journal("team.withdraw", "team " + team + " " + tm.name(), "ACTIVE", "20.2 before the start"
                        + (reason == null || reason.isBlank() ? "" : ": " + reason));
                return done(new TeamWithdrawal(left, "20.2", "withdrawn before the start: not in the draw", 0, 0, changes),
                        dryRun);
            }
            if (roundRobin && afterRound == 0) {
                throw UserError.zh("第 1 轮已编排：请先录入 " + tm.name() + " 第 1 轮的比赛（未到场则判全队弃权），"
                        + "再登记该队在第 1 轮后退赛；或撤销第 1 轮编排，重新排表（20.2）",
                        "round 1 is paired: enter " + tm.name() + "'s round-1 match (a team forfeit if it "
                        + "did not appear) and withdraw it after round 1, or unpair round 1 so the table is drawn again "
                        + "(20.2)");
            }
            TeamResults results = new TeamResults(ts, st, slots, afterRound);
            for (MatchScore s : results.scores()) {
                if (s.match().involves(team) && !s.complete()) {
                    throw UserError.zh(tm.name() + " 第 " + s.match().round() + " 轮第 " + s.match().no()
                            + " 场的成绩还不完整；请先录入",
                            "round " + s.match().round() + " match " + s.match().no()
                            + " of " + tm.name() + " has no complete result yet; enter it first");
                }
            }
            Set<Integer> met = new TreeSet<>();
            for (TeamMatch m : ts.matches()) {
                if (m.round() <= afterRound && m.involves(team) && !m.isBye() && !m.annulled()) {
                    met.add(m.opponentOf(team));
                }
            }
            int inTable = (int) ts.teams().stream().filter(x -> x.isActive() || x.leftAfterRound() > 0).count();
            int total = inTable - 1;
            boolean annul = roundRobin && met.size() * 2 < total;
            String clause = roundRobin ? "20.3" : "20.4";
            String decision = annul ? "fewer than half of its " + total + " opponents met (" + met.size()
                    + "): all its results are annulled"
                    : roundRobin ? "half or more of its " + total + " opponents met (" + met.size()
                    + "): its results stand, its remaining matches are forfeits won by the opponents"
                    : "its results stand, its remaining matches are forfeits won by the opponents, it is not paired again";
            Round[] rounds = tx.rounds().toArray(new Round[0]);
            for (TeamMatch m : ts.matches()) {
                if (!m.involves(team)) {
                    continue;
                }
                if (annul) {
                    if (!m.annulled()) {
                        t.updateMatch(m.withAnnulled(true));
                        for (MatchBoard b : ts.boards(m.round(), m.no())) {
                            if (b.pairingBoard() != 0) {
                                tx.setAnnulled(m.round(), b.pairingBoard(), true);
                            }
                        }
                        changes.add("round " + m.round() + " match " + m.no() + " " + ts.teamName(m.first()) + "–"
                                + ts.teamName(m.second()) + ": annulled");
                    }
                } else if (m.round() > afterRound && !m.isBye() && !m.annulled()) {
                    for (MatchBoard b : ts.boards(m.round(), m.no())) {
                        Pairing p = rounds[m.round() - 1].board(b.pairingBoard()).orElse(null);
                        if (p != null && !p.isBye() && p.result().isDecided()) {
                            throw UserError.zh("第 " + m.round() + " 轮已有 " + tm.name() + " 的成绩；该队不可能在第 " + afterRound
                                    + " 轮后离赛",
                                    "round " + m.round() + " already has results for " + tm.name()
                                    + "; it cannot have left after round " + afterRound);
                        }
                    }
                    dropBoards(t, m);
                    MatchForfeit absent = m.first() == team ? MatchForfeit.FIRST_ABSENT : MatchForfeit.SECOND_ABSENT;
                    if (m.forfeit().isForfeit() && m.forfeit() != absent) {
                        absent = MatchForfeit.BOTH_ABSENT;
                    }
                    t.updateMatch(m.withForfeit(absent));
                    changes.add("round " + m.round() + " match " + m.no() + " " + ts.teamName(m.first()) + "–"
                            + ts.teamName(m.second()) + ": forfeit, " + tm.name() + " absent (21.4)");
                }
            }
            Team left = tm.withStatus(status, afterRound, annul);
            t.updateTeam(left);
            for (int r = afterRound + 1; r <= ts.lastRound(); r++) {
                refreshStatus(tx, t, r);
            }
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("status", status.name());
            after.put("afterRound", afterRound);
            after.put("clause", clause);
            after.put("decision", decision);
            after.put("changes", changes);
            if (reason != null && !reason.isBlank()) {
                after.put("reason", reason.strip());
            }
            tx.journal(status == PlayerStatus.EXPELLED ? "team.expel" : "team.withdraw", "team " + team + " "
                    + tm.name(), "ACTIVE", Json.write(after));
            return done(new TeamWithdrawal(left, clause, decision, met.size(), roundRobin ? total : 0, changes), dryRun);
        });
    }

    // ====================================================================== internals

    private void settleDeadline(int round) {
        Instant now = clock.instant();
        TeamSnapshot ts = snapshot();
        Optional<TeamRound> tr = ts.round(round);
        if (tr.isEmpty() || tr.get().locked() || tr.get().lineupDeadline() == null
                || now.isBefore(tr.get().lineupDeadline())) {
            return;
        }
        TeamFormat f = format();
        TeamSettings st = settings();
        events.store().write(events.actor(), tx -> {
            TeamTables t = new TeamTables(tx);
            if (!t.round(round).orElseThrow().locked()) {
                lockIn(tx, t, f, st, round, "deadline " + tr.get().lineupDeadline() + " passed");
            }
            return null;
        });
    }

    /** Locks a round's lineups inside the caller's transaction: defaults for the missing ones, then the boards. */
    private void lockIn(Tx tx, TeamTables t, TeamFormat f, TeamSettings st, int round, String why) {
        TeamSnapshot ts = t.snapshot();
        List<String> applied = new ArrayList<>();
        for (TeamMatch m : ts.matches(round)) {
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                continue;
            }
            for (int team : new int[] {m.first(), m.second()}) {
                if (ts.lineup(round, team).isEmpty()) {
                    Lineup l = defaultLineup(ts, f, st, round, team, clock.instant());
                    t.putLineup(l);
                    applied.add(ts.teamName(team) + " " + l.text() + " (" + l.source().name().toLowerCase() + ")");
                }
            }
        }
        TeamSnapshot withLineups = t.snapshot();
        for (TeamMatch m : withLineups.matches(round)) {
            if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
                continue;
            }
            makeBoards(tx, t, f, st, withLineups, m);
        }
        t.setLocked(round, true, clock.instant());
        tx.journal("lineup.lock", "round " + round, "open", why + (applied.isEmpty() ? ""
                : "; lineups applied: " + String.join(", ", applied)));
    }

    /** The lineup a team plays when it named none: 12.1 the registered order; otherwise by the setting. */
    private static Lineup defaultLineup(TeamSnapshot ts, TeamFormat f, TeamSettings st, int round, int team,
                                        Instant at) {
        Team tm = ts.team(team).orElseThrow();
        List<Integer> registered = f.defaultLineup(tm.registered(), st.boards());
        if (!f.choosesLineup()) {
            return new Lineup(round, team, registered, Lineup.Source.REGISTERED_ORDER, at);
        }
        if (st.missingLineup() == TeamSettings.MissingLineup.PREVIOUS_ROUND) {
            for (int r = round - 1; r >= 1; r--) {
                Optional<Lineup> prev = ts.lineup(r, team);
                if (prev.isPresent() && f.checkLineup(prev.get().positions(), tm.registered(), st.boards()) == null) {
                    return new Lineup(round, team, prev.get().positions(), Lineup.Source.DEFAULT_PREVIOUS, at);
                }
            }
        }
        return new Lineup(round, team, registered, Lineup.Source.DEFAULT_REGISTERED, at);
    }

    /** The boards of one match from both lineups, with their games as boards of the round. */
    private static void makeBoards(Tx tx, TeamTables t, TeamFormat f, TeamSettings st, TeamSnapshot ts,
                                   TeamMatch m) {
        Lineup la = ts.lineup(m.round(), m.first()).orElseThrow();
        Lineup lb = ts.lineup(m.round(), m.second()).orElseThrow();
        for (MatchBoard b : plannedBoards(ts, f, st, m, la, lb)) {
            t.insertBoard(b);
            if (b.pairingBoard() == 0) {
                continue;
            }
            String where = "第" + m.no() + "场" + (b.subRound() > 1 || f.subRounds(st.boards()) > 1 ? " 第"
                    + b.subRound() + "轮次" : "") + " 第" + b.board() + "台 " + ts.teamName(m.first()) + "—"
                    + ts.teamName(m.second());
            if (b.isGame()) {
                tx.insertPairing(new Pairing(m.round(), b.pairingBoard(), b.redPlayer(), b.blackPlayer(), Result.PENDING,
                        null, false, where + (b.firstTeamRed() == (b.board() % 2 == 1) ? "" : "（先后手平衡）")));
            } else {
                int present = b.firstPlayer() != 0 ? b.firstPlayer() : b.secondPlayer();
                String empty = b.firstPlayer() != 0 ? ts.teamName(m.second()) : ts.teamName(m.first());
                tx.insertPairing(new Pairing(m.round(), b.pairingBoard(), present, 0, Result.PENDING, ByeKind.FULL_POINT,
                        false, where + "：" + empty + "空台，不战而胜 (21.4)"));
            }
        }
    }

    /** What the boards of a match are (or would be) for two lineups; checks the format's schedule. */
    static List<MatchBoard> plannedBoards(TeamSnapshot ts, TeamFormat f, TeamSettings st, TeamMatch m, Lineup la,
                                          Lineup lb) {
        int k = st.boards();
        int subs = f.subRounds(k);
        int slots = subs * k;
        List<BoardAssignment> schedule = f.schedule(k);
        if (schedule.size() != slots) {
            throw new PluginFailure("团体赛制插件“" + f.id() + "”为 " + k + " 台安排了 " + schedule.size() + " 盘对局，应为 " + slots,
                    "team format '" + f.id() + "' planned " + schedule.size() + " games for " + k
                    + " boards, expected " + slots, null);
        }
        Team a = ts.team(m.first()).orElseThrow();
        Team b = ts.team(m.second()).orElseThrow();
        Set<String> seen = new HashSet<>();
        List<MatchBoard> out = new ArrayList<>();
        for (BoardAssignment x : schedule) {
            if (x.board() > k || x.firstSlot() > k || x.secondSlot() > k || x.subRound() > subs
                    || !seen.add(x.subRound() + "." + x.board())) {
                throw new PluginFailure("团体赛制插件“" + f.id() + "”安排了不存在的台次 " + x,
                        "team format '" + f.id() + "' planned an impossible board " + x, null);
            }
            int pa = x.firstSlot() <= la.positions().size() ? la.positions().get(x.firstSlot() - 1) : 0;
            int pb = x.secondSlot() <= lb.positions().size() ? lb.positions().get(x.secondSlot() - 1) : 0;
            int first = pa == 0 || pa > a.registered() ? 0 : a.playerAt(pa);
            int second = pb == 0 || pb > b.registered() ? 0 : b.playerAt(pb);
            int pairing = first == 0 && second == 0 ? 0 : (m.no() - 1) * slots + (x.subRound() - 1) * k + x.board();
            out.add(new MatchBoard(m.round(), m.no(), x.subRound(), x.board(), x.firstSlot(), x.secondSlot(), first,
                    second, x.firstTeamRed(), pairing));
        }
        return out;
    }

    private static void dropBoards(TeamTables t, TeamMatch m) {
        List<Integer> pairings = new ArrayList<>();
        for (MatchBoard b : t.boards()) {
            if (b.round() == m.round() && b.match() == m.no() && b.pairingBoard() != 0) {
                pairings.add(b.pairingBoard());
            }
        }
        t.deleteBoards(m.round(), m.no());
        t.deletePairings(m.round(), pairings);
    }

    /** FINISHED once locked and every board is decided; PUBLISHED back when a result is taken away. */
    private static void refreshStatus(Tx tx, TeamTables t, int round) {
        Round r = tx.round(round).orElse(null);
        if (r == null || r.status() == RoundStatus.PAIRED) {
            return;
        }
        boolean locked = t.round(round).map(TeamRound::locked).orElse(false);
        RoundStatus want = locked && r.isComplete() ? RoundStatus.FINISHED : RoundStatus.PUBLISHED;
        if (want != r.status()) {
            tx.setRoundStatus(round, want);
        }
    }

    private MatchView view(TeamSnapshot ts, TeamSettings st, TeamFormat f, TeamRound tr, TeamMatch m, MatchScore score) {
        Team a = ts.team(m.first()).orElseThrow();
        Team b = m.isBye() ? null : ts.team(m.second()).orElseThrow();
        if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
            return new MatchView(m, a, b, null, null, List.of(), tr.locked(), score);
        }
        Instant now = clock.instant();
        Lineup la = ts.lineup(m.round(), m.first()).orElseGet(() -> defaultLineup(ts, f, st, m.round(), m.first(), now));
        Lineup lb = ts.lineup(m.round(), m.second()).orElseGet(() -> defaultLineup(ts, f, st, m.round(), m.second(), now));
        List<MatchBoard> boards = tr.locked() ? ts.boards(m.round(), m.no()) : plannedBoards(ts, f, st, m, la, lb);
        Optional<Round> round = ts.event().round(m.round());
        List<BoardView> views = new ArrayList<>();
        for (MatchBoard mb : boards) {
            Player pa = mb.firstPlayer() == 0 ? null : ts.event().player(mb.firstPlayer()).orElse(null);
            Player pb = mb.secondPlayer() == 0 ? null : ts.event().player(mb.secondPlayer()).orElse(null);
            Result r = tr.locked() && mb.isGame() ? round.flatMap(x -> x.board(mb.pairingBoard())).map(Pairing::result)
                    .orElse(Result.PENDING) : Result.PENDING;
            views.add(new BoardView(mb, pa, pb, r));
        }
        return new MatchView(m, a, b, la, lb, views, tr.locked(), score);
    }

    private static List<TeamMatch> toMatches(TeamSnapshot ts, int round, RoundPlan plan, PairingSystem system) {
        Set<Integer> seen = new HashSet<>();
        List<TeamMatch> out = new ArrayList<>();
        int no = 1;
        for (BoardPlan b : plan.boards()) {
            for (int team : new int[] {b.first(), b.second()}) {
                if (team == 0) {
                    continue; // the bye
                }
                if (ts.team(team).isEmpty()) {
                    throw new PluginFailure("编排插件“" + system.id() + "”排入了不存在的 " + team + " 号队",
                            "pairing plugin '" + system.id() + "' paired unknown team #" + team, null);
                }
                if (!seen.add(team)) {
                    throw new PluginFailure("编排插件“" + system.id() + "”把 " + team + " 号队排了两次",
                            "pairing plugin '" + system.id() + "' paired team #" + team + " twice", null);
                }
            }
            MatchForfeit forfeit = MatchForfeit.NONE;
            boolean annulled = false;
            if (b.second() != 0) {
                Team a = ts.team(b.first()).orElseThrow();
                Team c = ts.team(b.second()).orElseThrow();
                boolean aLeft = !a.isActive() && a.leftAfterRound() < round;
                boolean cLeft = !c.isActive() && c.leftAfterRound() < round;
                // xq 20.3: a team whose results were annulled no longer counts; 20.3/20.4: otherwise a forfeit
                annulled = (aLeft && a.annulled()) || (cLeft && c.annulled());
                if (!annulled) {
                    forfeit = aLeft && cLeft ? MatchForfeit.BOTH_ABSENT : aLeft ? MatchForfeit.FIRST_ABSENT
                            : cLeft ? MatchForfeit.SECOND_ABSENT : MatchForfeit.NONE;
                }
            }
            out.add(new TeamMatch(round, no++, b.first(), b.second(), forfeit, annulled, b.explanation()));
        }
        for (Team t : ts.teams()) {
            if (t.isActive() && !seen.contains(t.no())) {
                throw new PluginFailure("编排插件“" + system.id() + "”在第 " + round + " 轮漏排了 " + t.no() + " 号队 " + t.name(),
                        "pairing plugin '" + system.id() + "' left team #" + t.no() + " " + t.name()
                        + " out of round " + round, null);
            }
        }
        return out;
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
        List<Player> ps = playersOf(tx.snapshot(), team);
        return new TeamRegistration(team, ps, f.registeredOrderByStrength() ? StrengthOrder.check(ps) : List.of());
    }

    private static List<Player> playersOf(EventSnapshot s, Team t) {
        List<Player> out = new ArrayList<>();
        for (int no : t.players()) {
            out.add(s.player(no).orElseThrow());
        }
        return out;
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

    private static String namesOf(Tx tx, Team t, List<Integer> positions) {
        List<String> out = new ArrayList<>();
        for (int p : positions) {
            out.add(p == 0 || p > t.registered() ? "空" : tx.player(t.playerAt(p)).map(Player::name).orElse("?"));
        }
        return "(" + String.join(" ", out) + ")";
    }

    private static String matchesText(List<TeamMatch> ms) {
        List<String> out = new ArrayList<>();
        for (TeamMatch m : ms) {
            out.add(m.no() + ":" + m.first() + "-" + (m.isBye() ? "bye" : Integer.toString(m.second()))
                    + (m.forfeit().isForfeit() ? "(" + m.forfeit().name().toLowerCase() + ")" : "")
                    + (m.annulled() ? "(annulled)" : ""));
        }
        return String.join(" ", out);
    }
}
