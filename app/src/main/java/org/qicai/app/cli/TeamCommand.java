package org.qicai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.app.print.Printing;
import org.qicai.app.print.ReportKind;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.io.Json;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Result;
import org.qicai.core.model.ResultEntry;
import org.qicai.core.model.Side;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.service.EventService;
import org.qicai.core.service.StartOrder;
import org.qicai.core.service.ResultWords;
import org.qicai.core.service.TeamService;
import org.qicai.core.spi.Discipline;
import org.qicai.core.team.BoardView;
import org.qicai.core.team.MatchScore;
import org.qicai.core.team.MatchView;
import org.qicai.core.team.NewPlayer;
import org.qicai.core.team.RoundView;
import org.qicai.core.team.TeamImport;
import org.qicai.core.team.TeamRegistration;
import org.qicai.core.team.TeamStandingsReport;
import org.qicai.core.team.TeamWithdrawal;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai team add|import|list|order|edit|remove|draw|pair|show|unpair|deadline|lock|unlock|publish|result|forfeit|withdraw|print}:
 * the team side of a team event (xq 12–15). Board results are red first, as on the scoresheet.
 */
@Command(name = "team",
        subcommands = {TeamCommand.Add.class, TeamCommand.Import.class, TeamCommand.ListTeams.class,
                TeamCommand.Order.class, TeamCommand.Edit.class, TeamCommand.Remove.class, TeamCommand.Draw.class,
                TeamCommand.Pair.class, TeamCommand.Show.class, TeamCommand.Unpair.class, TeamCommand.Deadline.class,
                TeamCommand.Lock.class, TeamCommand.Unlock.class, TeamCommand.Publish.class, TeamCommand.ResultCmd.class,
                TeamCommand.Forfeit.class, TeamCommand.Withdraw.class, TeamCommand.Print.class})
final class TeamCommand {
    /** Local date and time to the minute, as a lineup deadline is written and shown. */
    private static final DateTimeFormatter MINUTES = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");

    /**
     * What every team subcommand shares: the context and the event file (parameter 0). {@link #call()} checks
     * what needs no event ({@link #check()}), opens the event, runs the command on it and closes it again.
     */
    abstract static class OnEvent implements Callable<Integer> {
        final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;

        OnEvent(Context ctx) {
            this.ctx = ctx;
        }

        /** Reads and checks the arguments that need no event, before the event is opened (nothing by default). */
        void check() throws IOException {
        }

        abstract void run(EventService svc, TeamService teams) throws Exception;

        /** A command that only reads opens the event read-only (issue 12 item 5). */
        boolean readsOnly() {
            return false;
        }

        @Override
        public final Integer call() throws Exception {
            check();
            try (EventService svc = readsOnly() ? ctx.openReadOnly(file) : ctx.open(file)) {
                run(svc, new TeamService(svc));
                ctx.warnIfBackupFailed(svc);
            }
            return 0;
        }

        void printRound(EventService svc, RoundView r) {
            ctx.out().print(roundText(ctx, svc, r));
        }

        void printMatch(EventService svc, MatchView m) {
            ctx.out().print(matchText(ctx, svc, m));
        }
    }

    /** A team subcommand on one team: EVENT TEAM (number or name). */
    abstract static class OnTeam extends OnEvent {
        @Parameters(index = "1", paramLabel = "TEAM")
        String team;

        OnTeam(Context ctx) {
            super(ctx);
        }
    }

    /** A team subcommand on one round: EVENT ROUND. */
    abstract static class OnRound extends OnEvent {
        @Parameters(index = "1", paramLabel = "ROUND")
        int round;

        OnRound(Context ctx) {
            super(ctx);
        }
    }

    // ====================================================================== registration

    @Command(name = "add")
    static final class Add extends OnEvent {
        @Option(names = "--name", required = true)
        String name;
        @Option(names = "--unit", defaultValue = "")
        String unit;
        @Option(names = "--captain", defaultValue = "")
        String captain;
        @Option(names = "--players", required = true)
        String players;
        @Option(names = "--ratings")
        String ratings;
        private List<NewPlayer> list;

        Add(Context ctx) {
            super(ctx);
        }

        @Override
        void check() {
            list = parsePlayers(players, ratings);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            printRegistration(ctx, teams.registration().addTeam(name, unit, captain, list));
        }
    }

    @Command(name = "import")
    static final class Import extends OnEvent {
        @Parameters(index = "1", paramLabel = "CSV")
        Path csv;
        private List<TeamImport.TeamRow> rows;

        Import(Context ctx) {
            super(ctx);
        }

        @Override
        void check() throws IOException {
            if (!Files.isRegularFile(csv)) {
                throw UserError.zh("找不到文件：" + csv.toAbsolutePath(), "no file at " + csv.toAbsolutePath());
            }
            rows = TeamImport.parse(Files.readAllBytes(csv));
        }

        @Override
        void run(EventService svc, TeamService teams) {
            for (TeamRegistration r : teams.registration().importTeams(rows)) {
                printRegistration(ctx, r);
            }
        }
    }

    @Command(name = "list")
    static final class ListTeams extends OnEvent {
        @Option(names = "--format", defaultValue = "text")
        String format;

        ListTeams(Context ctx) {
            super(ctx);
        }

        @Override
        boolean readsOnly() {
            return true;
        }

        @Override
        void run(EventService svc, TeamService teams) {
            List<Team> all = teams.teams();
            if (format.equals("csv")) {
                ctx.out().println("team_no,team,unit,captain,position,no,name,rating,status");
                for (Team t : all) {
                    List<Player> ps = teams.players(t.no());
                    for (int i = 0; i < ps.size(); i++) {
                        Player p = ps.get(i);
                        ctx.out().println(Csv.line(t.no(), t.name(), t.unit(), t.captain(), i + 1, p.no(), p.name(),
                                p.rating() == null ? "" : p.rating(), t.status().name().toLowerCase(Locale.ROOT)));
                    }
                }
                return;
            }
            if (!format.equals("text")) {
                throw UserError.zh("--format 只能是 text 或 csv", "--format must be text or csv");
            }
            ctx.out().println(svc.settings().name() + "  " + teams.format().displayName(ctx.locale()) + "  "
                    + ctx.t(teams.settings().boards() + "台", teams.settings().boards() + " boards"));
            for (Team t : all) {
                printRegistration(ctx, new TeamRegistration(t, teams.players(t.no()), teams.strengthWarnings(t.no())));
            }
        }
    }

    @Command(name = "order")
    static final class Order extends OnTeam {
        @Parameters(index = "2", paramLabel = "POSITIONS")
        String positions;

        Order(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Team t = teams.team(team);
            List<Integer> order = new ArrayList<>();
            for (int p : org.qicai.core.team.LineupText.parse(positions)) {
                if (p < 1 || p > t.registered()) {
                    throw UserError.zh("报名顺序中没有第 " + p + " 位（该队报名 " + t.registered() + " 人）",
                            "position " + p + " is not registered (the team has " + t.registered()
                            + " players)");
                }
                order.add(t.playerAt(p));
            }
            printRegistration(ctx, teams.registration().reorderTeam(t.no(), order));
        }
    }

    @Command(name = "edit")
    static final class Edit extends OnTeam {
        @Option(names = "--name")
        String name;
        @Option(names = "--unit")
        String unit;
        @Option(names = "--captain")
        String captain;

        Edit(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Team t = teams.team(team);
            printRegistration(ctx, teams.registration().editTeam(t.no(), name != null ? name : t.name(),
                    unit != null ? unit : t.unit(), captain != null ? captain : t.captain()));
        }
    }

    @Command(name = "remove")
    static final class Remove extends OnTeam {
        Remove(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Team t = teams.team(team);
            teams.registration().removeTeam(t.no());
            ctx.out().println(ctx.t("已删除 ", "removed ") + t.no() + " " + t.name());
        }
    }

    @Command(name = "draw")
    static final class Draw extends OnEvent {
        @Option(names = "--by", defaultValue = "lot")
        String by;
        private StartOrder order;

        Draw(Context ctx) {
            super(ctx);
        }

        @Override
        void check() {
            order = switch (by.toLowerCase(Locale.ROOT)) {
                case "lot", "抽签" -> StartOrder.LOT;
                case "rating", "等级分" -> StartOrder.RATING;
                default -> throw UserError.zh("--by 只能是 lot（抽签）或 rating（按等级分）", "--by must be lot or rating");
            };
        }

        @Override
        void run(EventService svc, TeamService teams) {
            for (Team t : teams.registration().drawTeamNumbers(order)) {
                ctx.out().println(t.no() + " " + t.name());
            }
        }
    }

    // ====================================================================== rounds

    @Command(name = "pair")
    static final class Pair extends OnEvent {
        Pair(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            org.qicai.core.model.Round r = svc.rounds().pairNextRound();
            if (!teams.format().hasBoards()) {
                // 12.5: one round lifecycle — the players are paired individually, as `round pair` shows them
                ctx.out().print(RoundFormat.format(ctx, svc.snapshot(), svc.discipline(), r, "text", false));
                return;
            }
            printRound(svc, teams.round(r.no()));
        }
    }

    @Command(name = "show")
    static final class Show extends OnRound {
        @Option(names = "--format", defaultValue = "text")
        String format;

        Show(Context ctx) {
            super(ctx);
        }

        @Override
        boolean readsOnly() {
            return true;
        }

        @Override
        void run(EventService svc, TeamService teams) {
            RoundView r = teams.round(round);
            switch (format) {
                case "text" -> printRound(svc, r);
                case "csv" -> ctx.out().print(roundCsv(r, svc.discipline()));
                case "json" -> ctx.out().println(roundJson(r, svc.discipline()));
                default -> throw UserError.zh("--format 只能是 text、csv 或 json",
                        "--format must be text, csv or json");
            }
        }
    }

    @Command(name = "unpair")
    static final class Unpair extends OnRound {
        Unpair(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            svc.rounds().unpairRound(round);
            ctx.out().println(ctx.t("已撤销第" + round + "轮编排", "withdrew round " + round));
        }
    }

    @Command(name = "deadline")
    static final class Deadline extends OnRound {
        @Parameters(index = "2", paramLabel = "TIME", arity = "0..1")
        String time;
        @Option(names = "--clear")
        boolean clear;
        private Instant at;

        Deadline(Context ctx) {
            super(ctx);
        }

        @Override
        void check() {
            if (!clear) {
                if (time == null) {
                    throw UserError.zh("请按“yyyy-MM-dd HH:mm”（本地时间）给出截止时间，或用 --clear",
                            "give the deadline as \"yyyy-MM-dd HH:mm\" (local time) or --clear");
                }
                try {
                    at = LocalDateTime.parse(time.strip().replace('T', ' '), MINUTES).atZone(ZoneId.systemDefault())
                            .toInstant();
                } catch (DateTimeParseException e) {
                    throw UserError.zh("“" + time + "”不是 2026-05-02 13:30 这样的时间",
                            "'" + time + "' is not a time like 2026-05-02 13:30");
                }
            }
        }

        @Override
        void run(EventService svc, TeamService teams) {
            teams.lineups().setLineupDeadline(round, at);
            ctx.out().println(at == null ? ctx.t("第" + round + "轮出场名单无截止时间", "round " + round + ": no lineup deadline")
                    : ctx.t("第" + round + "轮出场名单截止于 ", "round " + round + " lineups close at ") + local(at));
        }
    }

    @Command(name = "lock")
    static final class Lock extends OnRound {
        Lock(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            printRound(svc, teams.lineups().lockLineups(round));
        }
    }

    @Command(name = "unlock")
    static final class Unlock extends OnRound {
        Unlock(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            teams.lineups().unlockLineups(round);
            ctx.out().println(ctx.t("第" + round + "轮出场名单已重新开放", "round " + round + " lineups reopened"));
        }
    }

    @Command(name = "publish")
    static final class Publish extends OnRound {
        Publish(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            svc.rounds().publishRound(round);
            printRound(svc, teams.round(round));
        }
    }

    @Command(name = "result")
    static final class ResultCmd extends OnRound {
        @Parameters(index = "2", paramLabel = "MATCH")
        int match;
        @Parameters(index = "3", paramLabel = "RESULTS")
        String results;
        @Option(names = "--board")
        String board;

        ResultCmd(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Discipline d = svc.discipline();
            if (board != null) {
                int sub = 1;
                int b;
                try {
                    String[] parts = board.strip().split("\\.");
                    if (parts.length == 2) {
                        sub = Integer.parseInt(parts[0]);
                        b = Integer.parseInt(parts[1]);
                    } else {
                        b = Integer.parseInt(parts[0]);
                    }
                } catch (NumberFormatException e) {
                    throw UserError.zh("--board：“" + board + "”不是台次（如 3；第 2 小轮的第 3 台写 2.3）",
                            "--board: '" + board + "' is not a board (3, or 2.3 for sub-round 2)");
                }
                printMatch(svc, teams.matchResults().enterBoardResult(round, match, sub, b, ResultWords.parse(d, results)));
                return;
            }
            List<ResultEntry> list = new ArrayList<>();
            for (String part : results.split("[,，\\s]+", -1)) {
                String s = part.strip();
                list.add(s.isEmpty() || s.equals("-") ? null : ResultWords.parse(d, s));
            }
            printMatch(svc, teams.matchResults().enterMatchEntries(round, match, list));
        }
    }

    @Command(name = "forfeit")
    static final class Forfeit extends OnRound {
        @Parameters(index = "2", paramLabel = "TEAM")
        String team;
        @Option(names = "--undo")
        boolean undo;

        Forfeit(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Team t = teams.team(team);
            if (!undo) {
                printMatch(svc, teams.matchResults().forfeitMatch(round, t.no()));
                return;
            }
            TeamMatch m = teams.snapshot().matchOf(round, t.no()).orElseThrow(() -> UserError.zh(
                    t.name() + " 第 " + round + " 轮没有比赛", t.name() + " has no match in round " + round));
            printMatch(svc, teams.matchResults().forfeitMatch(round, m.no(), MatchForfeit.NONE));
        }
    }

    @Command(name = "withdraw")
    static final class Withdraw extends OnTeam {
        @Option(names = "--after-round", required = true)
        int afterRound;
        @Option(names = "--expel")
        boolean expel;
        @Option(names = "--reason", defaultValue = "")
        String reason;

        Withdraw(Context ctx) {
            super(ctx);
        }

        @Override
        void run(EventService svc, TeamService teams) {
            Team t = teams.team(team);
            TeamWithdrawal w = teams.matchResults().withdrawTeam(t.no(), afterRound,
                    expel ? PlayerStatus.EXPELLED : PlayerStatus.WITHDRAWN, reason);
            ctx.out().println(t.no() + " " + t.name() + ": " + w.clause() + " — " + w.decision());
            for (String c : w.changes()) {
                ctx.out().println("  " + c);
            }
        }
    }

    @Command(name = "print")
    static final class Print extends OnEvent {
        @Parameters(index = "1", paramLabel = "REPORT")
        String report;
        @Option(names = "--round", defaultValue = "0")
        int round;
        @Option(names = {"-o", "--output"})
        Path output;
        @Option(names = "--printer")
        boolean printer;
        private ReportKind kind;

        Print(Context ctx) {
            super(ctx);
        }

        @Override
        boolean readsOnly() {
            return true;
        }

        @Override
        void check() {
            kind = switch (report.toLowerCase(Locale.ROOT)) {
                case "pairings", "对阵表" -> ReportKind.TEAM_PAIRINGS;
                case "match-sheets", "match-sheet", "比赛记录表" -> ReportKind.TEAM_MATCH_SHEETS;
                case "standings", "名次表", "团体名次表" -> ReportKind.TEAM_STANDINGS;
                case "board-prizes", "boards", "台次成绩" -> ReportKind.BOARD_PRIZES;
                default -> throw UserError.zh("没有名为“" + report
                        + "”的团体报表；可用 pairings、match-sheets、standings 或 board-prizes",
                        "unknown team report '" + report
                        + "'; use pairings, match-sheets, standings or board-prizes");
            };
            PrintCommand.requireDestination(output, printer);
        }

        @Override
        void run(EventService svc, TeamService teams) throws Exception {
            PrintCommand.deliver(ctx, Printing.document(svc, kind, round, ctx.locale(), false), output, printer);
        }
    }

    // ====================================================================== standings (qicai standings --teams)

    /** {@code qicai standings EVENT --teams}: text, csv ({@code rank,no,name,unit,<columns>,mark}) or json. */
    static int standings(Context ctx, Path file, int afterRound, String format, boolean explain) {
        try (EventService svc = ctx.openReadOnly(file)) {
            TeamStandingsReport rep = new TeamService(svc).standings(afterRound);
            switch (format) {
                case "csv" -> {
                    List<Object> header = new ArrayList<>(List.of("rank", "no", "name", "unit"));
                    rep.columns().forEach(c -> header.add(c.id()));
                    header.add("mark");
                    ctx.out().println(Csv.line(header.toArray()));
                    for (TeamStandingsReport.Row r : rep.rows()) {
                        List<Object> row = new ArrayList<>(List.of(r.rankLabel(), r.team().no(), r.team().name(),
                                r.team().unit()));
                        row.addAll(r.values());
                        row.add(r.mark().id());
                        ctx.out().println(Csv.line(row.toArray()));
                    }
                    if (explain) { // on stderr: the CSV stays readable by a script
                        StandingsExplainer.explain(rep, ctx.locale()).forEach(ctx.err()::println);
                    }
                }
                case "json" -> {
                    Map<String, Object> m = new LinkedHashMap<>();
                    m.put("rule", rep.rule());
                    m.put("afterRound", rep.afterRound());
                    m.put("finished", rep.finished());
                    m.put("provisional", rep.provisional());
                    m.put("columns", rep.columns().stream().map(TeamStandingsReport.Column::id).toList());
                    List<Object> rows = new ArrayList<>();
                    for (TeamStandingsReport.Row r : rep.rows()) {
                        Map<String, Object> x = new LinkedHashMap<>();
                        x.put("rank", r.rank());
                        x.put("shared", r.shared());
                        x.put("no", r.team().no());
                        x.put("name", r.team().name());
                        x.put("unit", r.team().unit());
                        Map<String, Object> v = new LinkedHashMap<>();
                        for (int i = 0; i < rep.columns().size(); i++) {
                            v.put(rep.columns().get(i).id(), r.values().get(i));
                        }
                        x.put("values", v);
                        x.put("mark", r.mark().id());
                        rows.add(x);
                    }
                    m.put("standings", rows);
                    if (explain) {
                        m.put("explain", StandingsExplainer.explain(rep, ctx.locale()));
                    }
                    ctx.out().println(Json.write(m));
                }
                case "text" -> {
                    ctx.out().println(ctx.t("团体名次表  ", "Team standings  ") + svc.settings().name() + "  "
                            + ctx.t("第" + rep.afterRound() + "轮后（" + rep.rule() + "）",
                            "after round " + rep.afterRound() + " (" + rep.rule() + ")")
                            + (rep.provisional() ? ctx.t(" 暂列（尚有成绩未录入）", " provisional (results missing)") : ""));
                    List<String> header = new ArrayList<>(List.of(ctx.t("名次", "Rank"), ctx.t("队号", "No"),
                            ctx.t("队名", "Team"), ctx.t("单位", "Unit")));
                    rep.columns().forEach(c -> header.add(c.name(ctx.locale())));
                    header.add("");
                    TextTable t = new TextTable(header.toArray(new String[0])).right(0, 1);
                    for (TeamStandingsReport.Row r : rep.rows()) {
                        List<Object> row = new ArrayList<>(List.of(r.rankLabel(), r.team().no(), r.team().name()
                                + (r.team().isActive() ? "" : ctx.t("（退出）", " (withdrew)")), r.team().unit()));
                        row.addAll(r.values());
                        row.add(r.mark().label(ctx.locale()) + (r.penaltyWeight() > 0 ? ctx.t(" 18.4受处分", " 18.4") : ""));
                        t.add(row.toArray());
                    }
                    ctx.out().print(t);
                    if (explain) {
                        StandingsExplainer.explain(rep, ctx.locale()).forEach(ctx.out()::println);
                    }
                }
                default -> throw UserError.zh("--format 只能是 text、csv 或 json", "--format must be text, csv or json");
            }
        }
        return 0;
    }

    // ====================================================================== helpers

    static List<NewPlayer> parsePlayers(String players, String ratings) {
        String[] names = players.split("[,，]", -1);
        String[] rs = ratings == null ? new String[0] : ratings.split("[,，]", -1);
        if (ratings != null && rs.length != names.length) {
            throw UserError.zh("--ratings 给了 " + rs.length + " 个值，而棋手有 " + names.length + " 名",
                    "--ratings gives " + rs.length + " values for " + names.length + " players");
        }
        List<NewPlayer> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            Integer r = null;
            if (i < rs.length && !rs[i].isBlank()) {
                try {
                    r = Integer.parseInt(rs[i].strip());
                } catch (NumberFormatException e) {
                    throw UserError.zh("--ratings：第 " + (i + 1) + " 名棋手的“" + rs[i].strip() + "”不是整数",
                            "--ratings: player " + (i + 1) + " '" + rs[i].strip() + "' is not a whole number");
                }
            }
            out.add(new NewPlayer(names[i].strip(), r, ""));
        }
        return out;
    }

    static void printRegistration(Context ctx, TeamRegistration r) {
        Team t = r.team();
        StringBuilder sb = new StringBuilder();
        sb.append(t.no()).append(' ').append(t.name());
        if (!t.unit().isEmpty()) {
            sb.append("  ").append(ctx.t("单位：", "unit: ")).append(t.unit());
        }
        if (!t.captain().isEmpty()) {
            sb.append("  ").append(ctx.t("队长：", "captain: ")).append(t.captain());
        }
        if (!t.isActive()) {
            sb.append("  ").append(ctx.t("（退出，第" + t.leftAfterRound() + "轮后）", "(left after round " + t.leftAfterRound() + ")"));
        }
        ctx.out().println(sb);
        for (int i = 0; i < r.players().size(); i++) {
            Player p = r.players().get(i);
            ctx.out().println("  " + (i + 1) + ". #" + p.no() + " " + p.name() + " "
                    + (p.rating() == null ? ctx.t("无等级分", "unrated") : p.rating()));
        }
        for (String w : r.warnings()) {
            ctx.out().println("  " + ctx.t("提示 ", "warning ") + w);
        }
    }

    static String local(Instant at) {
        return MINUTES.format(at.atZone(ZoneId.systemDefault()));
    }

    static String roundText(Context ctx, EventService svc, RoundView r) {
        StringBuilder sb = new StringBuilder();
        sb.append(ctx.t("第" + r.round() + "轮 团体对阵  ", "Round " + r.round() + " team pairings  "))
                .append(svc.settings().name()).append("  [").append(r.status().name().toLowerCase(Locale.ROOT)).append("] ");
        if (r.info().locked()) {
            sb.append(ctx.t("出场名单已锁定", "lineups locked"));
        } else {
            sb.append(ctx.t("出场名单开放", "lineups open"));
            if (r.info().lineupDeadline() != null) {
                sb.append(ctx.t("，截止 ", ", deadline ")).append(local(r.info().lineupDeadline()));
            }
            sb.append(ctx.t("（台次为预排）", " (boards are a preview)"));
        }
        sb.append('\n');
        for (MatchView m : r.matches()) {
            sb.append(matchText(ctx, svc, m));
        }
        return sb.toString();
    }

    static String matchText(Context ctx, EventService svc, MatchView m) {
        StringBuilder sb = new StringBuilder();
        TeamMatch tm = m.match();
        sb.append(ctx.t("第" + tm.no() + "场  ", "Match " + tm.no() + "  ")).append(m.first().no()).append(' ')
                .append(m.first().name());
        if (tm.isBye()) {
            sb.append(ctx.t("  轮空", "  bye")).append('\n');
            return sb.toString();
        }
        sb.append(" — ").append(m.second().no()).append(' ').append(m.second().name());
        MatchScore s = m.score();
        if (tm.annulled()) {
            sb.append(ctx.t("  成绩注销 (20.3)", "  annulled (20.3)"));
        } else if (tm.forfeit().isForfeit()) {
            sb.append("  ").append(s.result().code()).append(ctx.t(" 弃权 (21.4)", " forfeit (21.4)"));
        }
        if (s.complete() || s.firstGame() + s.secondGame() > 0) {
            var st = svc.scheme();
            sb.append(ctx.t("  局分 ", "  game points ")).append(st.format(s.firstGame())).append(':')
                    .append(st.format(s.secondGame()));
            if (s.complete()) {
                sb.append(ctx.t("  场分 ", "  match points ")).append(s.firstMatch()).append(':').append(s.secondMatch());
            }
        }
        sb.append('\n');
        if (m.firstLineup() != null) {
            sb.append("  ").append(lineupLine(ctx, m.first(), m.firstLineup())).append('\n');
            sb.append("  ").append(lineupLine(ctx, m.second(), m.secondLineup())).append('\n');
        }
        if (!m.boards().isEmpty()) {
            boolean subs = m.boards().stream().anyMatch(b -> b.board().subRound() > 1);
            Discipline d = svc.discipline();
            TextTable t = new TextTable(ctx.t("台次", "Bd"), d.sideName(org.qicai.core.model.Side.FIRST, ctx.locale()), "",
                    d.sideName(org.qicai.core.model.Side.SECOND, ctx.locale()), ctx.t("结果", "Result")).right(0);
            for (BoardView b : m.boards()) {
                String board = (subs ? b.board().subRound() + "." : "") + b.board().board();
                t.add(board, side(ctx, b, true, m), "—", side(ctx, b, false, m), b.isEmptyBoard() ? ctx.t("空台 (21.4)", "empty (21.4)") : b.result().code());
            }
            for (String line : t.toString().split("\n")) {
                sb.append("  ").append(line).append('\n');
            }
        }
        return sb.toString();
    }

    private static String side(Context ctx, BoardView b, boolean red, MatchView m) {
        Player p = red ? b.red() : b.black();
        boolean firstTeam = red == b.board().firstTeamRed();
        Team team = firstTeam ? m.first() : m.second();
        return p == null ? ctx.t("（空）", "(empty)") + " " + team.name() : p.name() + " (" + team.name() + ")";
    }

    private static String lineupLine(Context ctx, Team t, Lineup l) {
        String src = switch (l.source()) {
            case ENTERED -> "";
            case REGISTERED_ORDER -> ctx.t("（报名顺序 12.1）", " (registered order, 12.1)");
            case DEFAULT_REGISTERED -> ctx.t("（未交，按报名顺序）", " (none named: registered order)");
            case DEFAULT_PREVIOUS -> ctx.t("（未交，沿用上轮）", " (none named: previous lineup)");
        };
        return t.name() + ctx.t(" 出场 ", " lineup ") + l.text() + src;
    }

    /** One row per board; the players' columns named by the discipline's CSV keys (red/black, Go first/second). */
    static String roundCsv(RoundView r, Discipline d) {
        String first = d.csvSideKey(Side.FIRST);
        String second = d.csvSideKey(Side.SECOND);
        StringBuilder sb = new StringBuilder();
        sb.append("round,match,sub_round,board,first_team,second_team,").append(first).append("_no,").append(first)
                .append("_name,").append(second).append("_no,").append(second).append("_name,result\n");
        for (MatchView m : r.matches()) {
            if (m.boards().isEmpty()) {
                sb.append(Csv.line(r.round(), m.match().no(), "", "", m.first().name(),
                        m.second() == null ? "" : m.second().name(), "", "", "", "",
                        m.match().isBye() ? "bye" : m.match().annulled() ? "annulled" : m.score().result().code()))
                        .append('\n');
                continue;
            }
            for (BoardView b : m.boards()) {
                sb.append(Csv.line(r.round(), m.match().no(), b.board().subRound(), b.board().board(), m.first().name(),
                        m.second().name(), b.red() == null ? "" : b.red().no(), b.red() == null ? "" : b.red().name(),
                        b.black() == null ? "" : b.black().no(), b.black() == null ? "" : b.black().name(),
                        b.isEmptyBoard() ? "empty" : b.result().code())).append('\n');
            }
        }
        return sb.toString();
    }

    static String roundJson(RoundView r, Discipline d) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("round", r.round());
        m.put("status", r.status().name().toLowerCase(Locale.ROOT));
        m.put("lineupsLocked", r.info().locked());
        m.put("lineupDeadline", r.info().lineupDeadline() == null ? null : r.info().lineupDeadline().toString());
        List<Object> matches = new ArrayList<>();
        for (MatchView v : r.matches()) {
            Map<String, Object> x = new LinkedHashMap<>();
            x.put("match", v.match().no());
            x.put("first", v.first().no());
            x.put("second", v.second() == null ? null : v.second().no());
            x.put("forfeit", v.match().forfeit().name().toLowerCase(Locale.ROOT));
            x.put("annulled", v.match().annulled());
            x.put("firstLineup", v.firstLineup() == null ? null : v.firstLineup().text());
            x.put("secondLineup", v.secondLineup() == null ? null : v.secondLineup().text());
            x.put("complete", v.score().complete());
            x.put("result", v.score().result().code());
            x.put("firstGamePoints", v.score().firstGame());
            x.put("secondGamePoints", v.score().secondGame());
            x.put("firstMatchPoints", v.score().firstMatch());
            x.put("secondMatchPoints", v.score().secondMatch());
            List<Object> boards = new ArrayList<>();
            for (BoardView b : v.boards()) {
                Map<String, Object> y = new LinkedHashMap<>();
                y.put("subRound", b.board().subRound());
                y.put("board", b.board().board());
                y.put(d.csvSideKey(Side.FIRST), b.red() == null ? null : b.red().no());
                y.put(d.csvSideKey(Side.SECOND), b.black() == null ? null : b.black().no());
                y.put("firstTeamRed", b.board().firstTeamRed());
                y.put("result", b.isEmptyBoard() ? "empty" : b.result().code());
                boards.add(y);
            }
            x.put("boards", boards);
            matches.add(x);
        }
        m.put("matches", matches);
        return Json.write(m);
    }
}
