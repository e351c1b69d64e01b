package org.qicai.app.cli;

import java.nio.file.Path;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qicai.app.print.PenaltyLogSheet;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Penalty;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.PenaltyService;
import org.qicai.core.service.PenaltyService.Entry;
import org.qicai.core.service.PenaltyService.Logged;
import org.qicai.core.spi.Discipline;
import org.qicai.core.spi.PenaltyRule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai penalty add|correct|list|catalogue}: the penalty log (判罚记录) with the consequences the
 * rules attach, applied by the service.
 */
@Command(name = "penalty",
        subcommands = {PenaltyCommand.Add.class, PenaltyCommand.Correct.class, PenaltyCommand.ListLog.class,
                PenaltyCommand.Catalogue.class})
final class PenaltyCommand {

    static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");

    /** red|black (xiangqi), black|white (Go), first|second, or the Chinese side names. */
    static Side side(Discipline d, String word) {
        String first = sideWord(d, Side.FIRST);
        String second = sideWord(d, Side.SECOND);
        return d.parseSide(word).orElseThrow(() -> UserError.zh("“" + word + "”不是对局的一方；请用 " + first + " 或 " + second,
                "'" + word + "' is not a side; use " + first + " or " + second));
    }

    /** The side as the arbiter types it: red/black in xiangqi, black/white in Go. */
    private static String sideWord(Discipline d, Side side) {
        return d.sideName(side, Locale.ENGLISH).toLowerCase(Locale.ROOT);
    }

    /** The first line printed for an entry: number, board, side, player, clause, kind and what the clause forbids. */
    static String headline(Context ctx, Discipline d, EventSnapshot s, Entry e) {
        Penalty p = e.penalty();
        String where = p.round() > 0 ? ctx.roundBoard(p.round(), p.board()) : "";
        String side = e.side() == null ? "" : d.sideName(e.side(), ctx.locale()) + " ";
        String what = e.rule() != null ? e.rule().description(ctx.locale()) : p.kind().name().equals("CORRECTION")
                ? ctx.t("更正第" + p.reverses() + "号", "corrects #" + p.reverses()) : "";
        return "#" + p.id() + " " + where + side + "#" + p.player() + " " + s.playerName(p.player()) + "  " + p.clause()
                + " " + PenaltyLogSheet.kindName(p.kind(), ctx.english()) + (what.isEmpty() ? "" : ctx.t("：", ": ") + what)
                + (p.note().isEmpty() ? "" : ctx.t("（", " (") + p.note() + ctx.t("）", ")"));
    }

    static void printLogged(Context ctx, EventService svc, Logged l) {
        Discipline d = svc.discipline();
        ctx.out().println(headline(ctx, d, svc.snapshot(), l.entry()));
        String c = l.consequence(ctx.locale());
        if (!c.isEmpty()) {
            ctx.out().println(ctx.t("后果：", "consequence: ") + c);
        }
    }

    @Command(name = "add")
    static final class Add implements Callable<Integer> {
        private final Context ctx;
        @Mixin
        GameArgs game;
        @Parameters(index = "3", paramLabel = "SIDE")
        String side;
        @Option(names = "--clause", required = true)
        String clause;
        @Option(names = "--note")
        String note;
        @Option(names = "--seconds", defaultValue = "-1")
        long seconds;

        Add(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(game.file)) {
                Side s = side(svc.discipline(), side);
                Logged l = new PenaltyService(svc).add(game.round, game.board, s, clause, note, seconds);
                printLogged(ctx, svc, l);
            }
            return 0;
        }
    }

    @Command(name = "correct")
    static final class Correct implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "ENTRY")
        long entry;
        @Option(names = "--note")
        String note;

        Correct(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                printLogged(ctx, svc, new PenaltyService(svc).correct(entry, note));
            }
            return 0;
        }
    }

    @Command(name = "list")
    static final class ListLog implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--format", defaultValue = "text")
        String format;
        @Option(names = "--round", defaultValue = "0")
        int round;

        ListLog(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String f = format.toLowerCase(Locale.ROOT);
            if (!f.equals("text") && !f.equals("csv")) {
                throw Context.notTextOrCsv(format);
            }
            try (EventService svc = ctx.openReadOnly(file)) {
                Discipline d = svc.discipline();
                EventSnapshot s = svc.snapshot();
                List<Entry> log = new PenaltyService(svc).log().stream()
                        .filter(e -> round == 0 || e.penalty().round() == round).toList();
                ZoneId zone = ZoneId.systemDefault();
                if (f.equals("csv")) {
                    ctx.out().println("id,time,round,board,side,player_no,player,clause,kind,note,arbiter,consequence,"
                            + "reverses,reversed_by");
                    for (Entry e : log) {
                        Penalty p = e.penalty();
                        ctx.out().println(Csv.line(p.id(), p.at().atZone(zone).toOffsetDateTime(), p.round(), p.board(),
                                e.side() == null ? "" : d.csvSideKey(e.side()), p.player(), s.playerName(p.player()),
                                p.clause(), p.kind().name().toLowerCase(Locale.ROOT), p.note(), p.arbiter(),
                                e.consequence(ctx.locale()), p.reverses() == 0 ? "" : p.reverses(),
                                e.reversedBy() == 0 ? "" : e.reversedBy()));
                    }
                    return 0;
                }
                if (log.isEmpty()) {
                    ctx.out().println(ctx.t("判罚记录为空", "the penalty log is empty"));
                    return 0;
                }
                TextTable t = new TextTable("#", ctx.t("时间", "time"), ctx.t("轮", "rd"), ctx.t("台", "bd"),
                        ctx.t("方", "side"), ctx.t("棋手", "player"), ctx.t("条款", "clause"), ctx.t("种类", "kind"),
                        ctx.t("情况", "note"), ctx.t("裁判", "arbiter"), ctx.t("后果", "consequence")).right(0, 2, 3);
                for (Entry e : log) {
                    Penalty p = e.penalty();
                    String kind = PenaltyLogSheet.kindName(p.kind(), ctx.english())
                            + (e.reversedBy() != 0 ? ctx.t("（已由#" + e.reversedBy() + "撤销）", " (reversed by #"
                            + e.reversedBy() + ")") : "")
                            + (p.reverses() != 0 ? " #" + p.reverses() : "");
                    t.add(p.id(), TIME.format(p.at().atZone(zone)), p.round(), p.board(),
                            e.side() == null ? "" : d.sideShort(e.side(), ctx.locale()),
                            "#" + p.player() + " " + s.playerName(p.player()), p.clause(), kind, p.note(), p.arbiter(),
                            e.consequence(ctx.locale()));
                }
                ctx.out().print(t);
            }
            return 0;
        }
    }

    @Command(name = "catalogue")
    static final class Catalogue implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;

        Catalogue(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(file)) {
                Discipline d = svc.discipline();
                TextTable t = new TextTable(ctx.t("条款", "clause"), ctx.t("种类", "kind"), ctx.t("内容", "what"),
                        ctx.t("后果", "consequence"));
                for (PenaltyRule r : d.penaltyCatalogue()) {
                    t.add(r.clause(), PenaltyLogSheet.kindName(r.kind(), ctx.english()), r.description(ctx.locale()),
                            consequence(ctx, d, r));
                }
                ctx.out().print(t);
            }
            return 0;
        }

        private static String consequence(Context ctx, Discipline d, PenaltyRule r) {
            StringBuilder sb = new StringBuilder();
            for (PenaltyRule.Limit l : d.penaltyLimits()) {
                if (l.kind() == r.kind()) {
                    sb.append(ctx.t("满" + l.count() + "次判负（" + l.clause() + "）", l.count() + " in a game lose it ("
                            + l.clause() + ")"));
                }
            }
            if (r.clockSeconds() > 0) {
                sb.append(sb.isEmpty() ? "" : "; ").append(ctx.t("加计" + r.clockSeconds() / 60 + "分钟", "+"
                        + r.clockSeconds() + " s on the clock")).append(" (").append(r.effectClause()).append(')');
            } else if (r.asksSeconds()) {
                sb.append(sb.isEmpty() ? "" : "; ").append(ctx.t("时间由裁判给定（--seconds）", "time given by the arbiter (--seconds)"));
            }
            switch (r.effect()) {
                case GAME_LOST -> sb.append(sb.isEmpty() ? "" : "; ").append(ctx.t("判负", "game lost"))
                        .append(" (").append(r.effectClause()).append(')');
                case WITHDRAWAL -> sb.append(sb.isEmpty() ? "" : "; ").append(ctx.t("按退出处理（20.3/20.4）",
                        "treated as withdrawal (20.3/20.4)"));
                case MOVE_VOID -> sb.append(sb.isEmpty() ? "" : "; ").append(ctx.t("着手无效，弃权一次", "move void, turn lost"));
                default -> {
                }
            }
            return sb.toString();
        }
    }
}
