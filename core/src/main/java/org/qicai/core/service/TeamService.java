package org.qicai.core.service;

import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;
import org.qicai.core.model.Round;
import org.qicai.core.model.RoundStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TeamFormat;
import org.qicai.core.standings.StandingsReport;
import org.qicai.core.store.TeamTables;
import org.qicai.core.team.BoardPrizes;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchScore;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.StrengthOrder;
import org.qicai.core.team.TeamResults;
import org.qicai.core.team.TeamSettings;
import org.qicai.core.team.TeamStandings;
import org.qicai.core.team.TeamStandingsReport;

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

    /** The clock lineup deadlines are read by. */
    Clock clock() {
        return clock;
    }

    // ====================================================================== the actions, by what the arbiter does

    /** 团体报名: the teams and their players ({@link TeamRegistrationService}). */
    public TeamRegistrationService registration() {
        return new TeamRegistrationService(this);
    }

    /** 出场名单: a team round's lineups and their deadline ({@link TeamRoundService}); pairing is {@link RoundService}'s. */
    public TeamRoundService lineups() {
        return new TeamRoundService(this);
    }

    /** A match's results, forfeits and a team's withdrawal ({@link TeamResultService}). */
    public TeamResultService matchResults() {
        return new TeamResultService(this);
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
    public static EventService createEvent(Path file, EventSettings settings, ExtensionRegistry plugins, String actor,
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

    private MatchView view(TeamSnapshot ts, TeamSettings st, TeamFormat f, TeamRound tr, TeamMatch m, MatchScore score) {
        Team a = ts.team(m.first()).orElseThrow();
        Team b = m.isBye() ? null : ts.team(m.second()).orElseThrow();
        if (m.isBye() || m.annulled() || m.forfeit().isForfeit()) {
            return new MatchView(m, a, b, null, null, List.of(), tr.locked(), score);
        }
        Instant now = clock.instant();
        Lineup la = ts.lineup(m.round(), m.first()).orElseGet(() -> TeamRoundService.defaultLineup(ts, f, st, m.round(), m.first(), now));
        Lineup lb = ts.lineup(m.round(), m.second()).orElseGet(() -> TeamRoundService.defaultLineup(ts, f, st, m.round(), m.second(), now));
        List<MatchBoard> boards = tr.locked() ? ts.boards(m.round(), m.no()) : TeamRoundService.plannedBoards(ts, f, st, m, la, lb);
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


    static List<Player> playersOf(EventSnapshot s, Team t) {
        List<Player> out = new ArrayList<>();
        for (int no : t.players()) {
            out.add(s.player(no).orElseThrow());
        }
        return out;
    }
}
