package org.qicai.app.cli;

import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Result;
import org.qicai.core.service.EventService;
import org.qicai.core.service.ProtestService;
import org.qicai.core.service.ResultWords;
import org.qicai.core.service.ProtestService.Against;
import org.qicai.core.service.ProtestService.Protest;
import org.qicai.core.service.ProtestService.Status;
import org.qicai.core.spi.Discipline;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai protest add|decide|list}: 抗议/申诉 with the deadline that applies (15 minutes after a ruling,
 * 30 after a game — event options {@code protest.ruling-minutes}, {@code protest.game-minutes}), the decision,
 * who decided, and the effect on the result.
 */
@Command(name = "protest",
        subcommands = {ProtestCommand.Add.class, ProtestCommand.Decide.class, ProtestCommand.ListProtests.class})
final class ProtestCommand {

    static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");

    /** HH:mm[:ss] today, yyyy-MM-dd HH:mm[:ss], or an ISO date-time with offset; local time zone. */
    static Instant time(String text, String option) {
        if (text == null) {
            return null;
        }
        String t = text.strip().replace('T', ' ');
        ZoneId zone = ZoneId.systemDefault();
        try {
            if (t.matches("\\d{1,2}:\\d{2}(:\\d{2})?")) {
                return LocalDate.now(zone).atTime(LocalTime.parse(pad(t))).atZone(zone).toInstant();
            }
            if (t.matches("\\d{4}-\\d{2}-\\d{2} \\d{1,2}:\\d{2}(:\\d{2})?")) {
                String[] p = t.split(" ");
                return LocalDateTime.of(LocalDate.parse(p[0]), LocalTime.parse(pad(p[1]))).atZone(zone).toInstant();
            }
            return OffsetDateTime.parse(text.strip()).toInstant();
        } catch (DateTimeParseException e) {
            throw UserError.zh(option + "“" + text + "”不是时间：请用 HH:MM、YYYY-MM-DD HH:MM 或 ISO 日期时间",
                    option + " '" + text + "' is not a time: use HH:MM, YYYY-MM-DD HH:MM or an ISO date-time");
        }
    }

    private static String pad(String hm) {
        return hm.indexOf(':') == 1 ? "0" + hm : hm;
    }

    static String shown(Instant i) {
        return i == null ? "" : SHOWN.format(i.atZone(ZoneId.systemDefault()));
    }

    static String describe(Context ctx, Discipline d, EventSnapshot s, Protest p) {
        String against = p.against() == Against.RULING
                ? ctx.t("对判决", "against a ruling") + (p.penaltyId() != 0 ? " #" + p.penaltyId() : "")
                : ctx.t("对比赛结果", "against the result");
        String status = switch (p.status()) {
            case OPEN -> ctx.t("待裁决", "open");
            case UPHELD -> ctx.t("成立", "upheld");
            case DISMISSED -> ctx.t("驳回", "dismissed");
        };
        return ctx.t("抗议#", "protest #") + p.id() + " " + ctx.roundBoard(p.round(), p.board())
                + d.sideName(p.side(), ctx.locale()) + " #" + p.player() + " " + s.playerName(p.player()) + " " + against
                + ctx.t("；期限 ", "; deadline ") + shown(p.deadline()) + " (" + p.deadlineClause() + ")"
                + (p.inTime() ? ctx.t("，按时", ", in time") : ctx.t("，已逾期", ", LATE")) + ctx.t("；状态：", "; status: ")
                + status;
    }

    @Command(name = "add")
    static final class Add implements Callable<Integer> {
        private final Context ctx;
        @Mixin
        GameArgs game;
        @Parameters(index = "3", paramLabel = "SIDE")
        String side;
        @Option(names = "--against", required = true)
        String against;
        @Option(names = "--penalty", defaultValue = "0")
        long penalty;
        @Option(names = "--since")
        String since;
        @Option(names = "--at")
        String at;
        @Option(names = "--grounds", required = true)
        String grounds;

        Add(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            Against a = switch (against.strip().toLowerCase(Locale.ROOT)) {
                case "ruling", "判决" -> Against.RULING;
                case "game", "result", "比赛", "结果" -> Against.GAME;
                default -> throw UserError.zh("--against 只能是 ruling（裁决）或 game（对局），不能是“" + against + "”",
                        "--against is ruling or game, not '" + against + "'");
            };
            Instant ref = time(since, "--since");
            Instant lodged = time(at, "--at");
            try (EventService svc = ctx.open(game.file)) {
                Discipline d = svc.discipline();
                Protest p = new ProtestService(svc).lodge(game.round, game.board, PenaltyCommand.side(d, side), a, penalty,
                        ref, lodged, grounds);
                ctx.out().println(describe(ctx, d, svc.snapshot(), p));
            }
            return 0;
        }
    }

    @Command(name = "decide")
    static final class Decide implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "ID")
        long id;
        @Parameters(index = "2", paramLabel = "DECISION")
        String decision;
        @Option(names = "--note", required = true)
        String note;
        @Option(names = "--by")
        String by;
        @Option(names = "--result")
        String result;

        Decide(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            Status st = switch (decision.strip().toLowerCase(Locale.ROOT)) {
                case "upheld", "uphold", "成立", "支持" -> Status.UPHELD;
                case "dismissed", "dismiss", "驳回" -> Status.DISMISSED;
                default -> throw UserError.zh("DECISION 只能是 upheld（申诉成立）或 dismissed（驳回），不能是“" + decision + "”",
                        "DECISION is upheld or dismissed, not '" + decision + "'");
            };
            try (EventService svc = ctx.open(file)) {
                Discipline d = svc.discipline();
                Result r = null;
                if (result != null) {
                    r = ResultWords.parseDecided(d, result, "--result").result();
                }
                Protest p = new ProtestService(svc).decide(id, st, note, by, r);
                ctx.out().println(describe(ctx, d, svc.snapshot(), p));
                ctx.out().println(ctx.t("裁决：", "decision: ") + p.decision() + ctx.t("（", " (") + p.decidedBy()
                        + ctx.t("）", ")") + (p.changedResult() ? ctx.t("；成绩 ", "; result ")
                        + (p.resultBefore().isDecided() ? p.resultBefore().code() : "—") + " → " + p.resultAfter().code()
                        + " " + d.resultWord(p.resultAfter(), ctx.locale()) : ""));
            }
            return 0;
        }
    }

    @Command(name = "list")
    static final class ListProtests implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--format", defaultValue = "text")
        String format;

        ListProtests(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(file)) {
                Discipline d = svc.discipline();
                EventSnapshot s = svc.snapshot();
                List<Protest> all = new ProtestService(svc).list();
                if (format.equalsIgnoreCase("csv")) {
                    ctx.out().println("id,round,board,side,player_no,player,against,penalty,grounds,since,deadline,lodged,"
                            + "in_time,status,decision,decided_by,decided_at,result_before,result_after");
                    ZoneId z = ZoneId.systemDefault();
                    for (Protest p : all) {
                        ctx.out().println(Csv.line(p.id(), p.round(), p.board(), d.csvSideKey(p.side()), p.player(),
                                s.playerName(p.player()), p.against().name().toLowerCase(Locale.ROOT),
                                p.penaltyId() == 0 ? "" : p.penaltyId(), p.grounds(), odt(p.referenceAt(), z),
                                odt(p.deadline(), z), odt(p.lodgedAt(), z), p.inTime(),
                                p.status().name().toLowerCase(Locale.ROOT), p.decision(), p.decidedBy(),
                                odt(p.decidedAt(), z), p.resultBefore() == null ? "" : p.resultBefore().code(),
                                p.resultAfter() == null ? "" : p.resultAfter().code()));
                    }
                    return 0;
                }
                if (!format.equalsIgnoreCase("text")) {
                    throw Context.notTextOrCsv(format);
                }
                if (all.isEmpty()) {
                    ctx.out().println(ctx.t("没有抗议", "no protests"));
                }
                for (Protest p : all) {
                    ctx.out().println(describe(ctx, d, s, p));
                    ctx.out().println("    " + ctx.t("理由：", "grounds: ") + p.grounds()
                            + (p.status() == Status.OPEN ? "" : "  " + ctx.t("裁决：", "decision: ") + p.decision() + " ("
                            + p.decidedBy() + ")"));
                }
            }
            return 0;
        }

        private static String odt(Instant i, ZoneId z) {
            return i == null ? "" : i.atZone(z).toOffsetDateTime().toString();
        }
    }
}
