package org.qicai.app.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.concurrent.Callable;
import org.qicai.app.print.GameRecordSheet;
import org.qicai.core.UserError;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.Ruling;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.service.RecordService;
import org.qicai.core.service.RecordService.StoredRecord;
import org.qicai.core.service.RulingService;
import org.qicai.core.spi.Discipline;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai record EVENT ROUND BOARD FILE} stores a board's game record (棋谱); {@code record show},
 * {@code record export} (a round as one PGN) and {@code record judge} (the ruling over the stored record,
 * {@code --accept} to apply it: result, penalty log, journal in one transaction).
 */
@Command(name = "record",
        subcommands = {RecordCommand.Show.class, RecordCommand.Export.class, RecordCommand.Judge.class})
final class RecordCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT", arity = "0..1")
    Path file;
    @Parameters(index = "1", paramLabel = "ROUND", arity = "0..1")
    Integer round;
    @Parameters(index = "2", paramLabel = "BOARD", arity = "0..1")
    Integer board;
    @Parameters(index = "3", paramLabel = "FILE", arity = "0..1")
    Path record;
    @Option(names = "--as-written")
    boolean asWritten;

    RecordCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (file == null || round == null || board == null || record == null) {
            throw UserError.zh("用法：qicai record EVENT ROUND BOARD FILE（或 record show|export|judge）",
                    "usage: qicai record EVENT ROUND BOARD FILE (or record show|export|judge)");
        }
        String text = XqCommand.readFile(record);
        try (EventService svc = ctx.open(file)) {
            RecordService rs = new RecordService(svc);
            GameRecord r = rs.store(round, board, text, asWritten);
            ctx.out().println(ctx.roundBoard(round, board) + ctx.t("棋谱已录入：" + r.moves().size() + " 着",
                    "record stored: " + r.moves().size() + " plies"));
            rs.find(round, board).map(StoredRecord::illegal).ifPresent(e -> ctx.out().println(
                    ctx.t("按原样保存，其中违例着法：", "kept as written; illegal move: ") + e.message(ctx.locale())));
        }
        return 0;
    }

    /** "第1轮 第2台 红方 甲 — 黑方 乙  1-0". */
    static String heading(Context ctx, EventService svc, int round, int board) {
        EventSnapshot s = svc.snapshot();
        Discipline d = svc.discipline();
        Pairing p = s.round(round).flatMap(r -> r.board(board)).orElse(null);
        if (p == null) {
            return ctx.roundBoard(round, board).strip();
        }
        return ctx.roundBoard(round, board) + d.sideName(Side.FIRST, ctx.locale()) + " " + s.playerName(p.first())
                + " — " + d.sideName(Side.SECOND, ctx.locale()) + " " + s.playerName(p.second())
                + (p.result().isDecided() ? "  " + p.result().code() : "");
    }

    @Command(name = "show")
    static final class Show implements Callable<Integer> {
        private final Context ctx;
        @Mixin
        GameArgs game;
        @Option(names = "--format", defaultValue = "text")
        String format;

        Show(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String f = XqCommand.format(format, "text", "pgn");
            try (EventService svc = ctx.openReadOnly(game.file)) {
                RecordService rs = new RecordService(svc);
                if (f.equals("pgn")) {
                    ctx.out().print(rs.exportBoard(game.round, game.board, "zh"));
                    return 0;
                }
                StoredRecord s = rs.require(game.round, game.board);
                ctx.out().println(heading(ctx, svc, game.round, game.board));
                ctx.out().println(ctx.t("录入：", "entered by ") + s.enteredBy() + " "
                        + GameRecordSheet.TIME.format(s.at().atZone(ZoneId.systemDefault())));
                if (!s.record().startFen().equals(rs.rules().startFen())) {
                    ctx.out().println("FEN: " + s.record().startFen());
                }
                if (s.illegal() != null) {
                    ctx.out().println(ctx.t("违例着法：", "illegal move: ") + s.illegal().message(ctx.locale()));
                }
                for (String line : GameRecordSheet.pairs(s.record(), rs.rules().write(s.record(), "zh"))) {
                    ctx.out().println(line);
                }
            }
            return 0;
        }
    }

    @Command(name = "export")
    static final class Export implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "ROUND")
        int round;
        @Option(names = {"-o", "--output"}, required = true)
        Path output;
        @Option(names = "--notation", defaultValue = "zh")
        String notation;

        Export(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() throws IOException {
            try (EventService svc = ctx.openReadOnly(file)) {
                String pgn = new RecordService(svc).exportRound(round, notation);
                Path abs = output.toAbsolutePath();
                if (abs.getParent() != null && !Files.isDirectory(abs.getParent())) {
                    throw UserError.zh("文件夹不存在：" + abs.getParent(), "folder does not exist: " + abs.getParent());
                }
                Files.writeString(output, pgn, StandardCharsets.UTF_8);
                long games = pgn.lines().filter(l -> l.startsWith("[Event ")).count();
                ctx.out().println(ctx.t("已写入 " + output + "（第" + round + "轮，" + games + " 局）",
                        "wrote " + output + " (round " + round + ", " + games + " games)"));
            }
            return 0;
        }
    }

    @Command(name = "judge")
    static final class Judge implements Callable<Integer> {
        private final Context ctx;
        @Mixin
        GameArgs game;
        @Option(names = "--accept")
        boolean accept;
        @Option(names = "--format", defaultValue = "text")
        String format;

        Judge(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String f = XqCommand.format(format, "text", "json");
            try (EventService svc = (accept ? ctx.open(game.file) : ctx.openReadOnly(game.file))) {
                Ruling ruling;
                RulingService.Accepted done = null;
                if (accept) {
                    done = new RulingService(svc).accept(game.round, game.board);
                    ruling = done.ruling();
                } else {
                    ruling = new RecordService(svc).judge(game.round, game.board);
                }
                if (f.equals("json")) {
                    ctx.out().println(XqCommand.rulingJson(ctx, ruling));
                } else {
                    ctx.out().println(heading(ctx, svc, game.round, game.board));
                    ctx.out().print(XqCommand.rulingText(ctx, ruling));
                }
                if (done != null) {
                    String what = done.changed()
                            ? ctx.t("成绩 " + done.after().code(), "result " + done.after().code())
                            : ctx.t("成绩已是 " + done.after().code(), "the result is already " + done.after().code());
                    (f.equals("json") ? ctx.err() : ctx.out()).println(ctx.t("已执行裁决：", "ruling applied: ") + what
                            + (done.penaltyId() > 0 ? ctx.t("；判罚记录 #", "; penalty entry #") + done.penaltyId() : ""));
                }
            }
            return 0;
        }
    }
}
