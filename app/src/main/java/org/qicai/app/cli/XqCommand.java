package org.qicai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.game.CycleMove;
import org.qicai.core.game.GameRecord;
import org.qicai.core.game.MoveLimit;
import org.qicai.core.game.RecordError;
import org.qicai.core.game.Repetition;
import org.qicai.core.game.Ruling;
import org.qicai.core.game.Verdict;
import org.qicai.core.io.Csv;
import org.qicai.core.io.Json;
import org.qicai.core.model.EventSettings;
import org.qicai.core.spi.GameRules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai xq perft|convert|judge}: the xiangqi rules on a file or a position, without an event — perft
 * counts, a record in another notation, the ruling over a record (repetition 24–29, move limit 4.2.4, legality).
 * The rules come from the xiangqi plugin's {@link GameRules} extension.
 */
@Command(name = "xq",
        subcommands = {XqCommand.Perft.class, XqCommand.Convert.class, XqCommand.Judge.class})
final class XqCommand {

    /** The xiangqi plugin's rules, or a UserError naming what is loaded. */
    static GameRules rules(Context ctx) {
        return ctx.plugins().require(GameRules.class, "xiangqi");
    }

    /** A record file's text (UTF-8 or GBK/GB18030; {@code -} is standard input). */
    static String readFile(Path file) {
        try {
            byte[] data = file.toString().equals("-") ? System.in.readAllBytes() : Files.readAllBytes(file);
            String text = Csv.decode(data);
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (NoSuchFileException e) {
            throw UserError.zh("找不到棋谱文件：" + file, "no record file at " + file);
        } catch (IOException e) {
            throw UserError.zh("读不了棋谱文件 " + file + "：" + e.getMessage(),
                    "cannot read the record file " + file + ": " + e.getMessage());
        }
    }

    static String notation(String to) {
        String n = to == null ? "" : to.strip().toLowerCase(Locale.ROOT);
        if (!List.of("zh", "wxf", "iccs").contains(n)) {
            throw UserError.zh("--to 只能是 zh、wxf 或 iccs，不能是“" + to + "”",
                    "--to is zh, wxf or iccs, not '" + to + "'");
        }
        return n;
    }

    static String format(String format, String... allowed) {
        String f = format == null ? "" : format.strip().toLowerCase(Locale.ROOT);
        if (!List.of(allowed).contains(f)) {
            throw UserError.zh("--format 只能是 " + String.join(" 或 ", allowed) + "，不能是“" + format + "”",
                    "--format is " + String.join(" or ", allowed) + ", not '" + format + "'");
        }
        return f;
    }

    // ====================================================================== a ruling in words and in JSON

    static String verdictWords(Verdict v, boolean en) {
        return switch (v) {
            case RED_LOSES -> en ? "red loses" : "红方负";
            case BLACK_LOSES -> en ? "black loses" : "黑方负";
            case DRAW -> en ? "draw" : "和棋";
            case NONE -> en ? "no verdict" : "不判胜负";
        };
    }

    /** The ruling in words: verdict, clauses, summary, the illegal move, the cycle table, the move limit. */
    static String rulingText(Context ctx, Ruling r) {
        boolean en = ctx.english();
        StringBuilder sb = new StringBuilder();
        sb.append(ctx.t("裁决：", "ruling: ")).append(verdictWords(r.verdict(), en)).append(" (")
                .append(r.verdict().code()).append(")\n");
        sb.append(ctx.t("条款：", "clauses: ")).append(r.clauses().isEmpty() ? "—" : String.join(", ", r.clauses()))
                .append('\n');
        String summary = en ? r.summaryEn() : r.summaryZh();
        if (summary != null && !summary.isBlank()) {
            sb.append(summary.strip()).append('\n');
        }
        if (r.illegal() != null) {
            sb.append(ctx.t("非法着法：", "illegal move: ")).append(r.illegal().message(ctx.locale())).append('\n');
        }
        Repetition rep = r.repetition();
        if (rep != null) {
            sb.append(ctx.t("重复局面：自第" + rep.firstPly() + "着起循环，第" + rep.count() + "次出现；红方"
                            + rep.redClassZh() + "，黑方" + rep.blackClassZh(),
                    "repetition: the cycle from ply " + rep.firstPly() + ", occurrence " + rep.count() + "; red "
                            + rep.redClassEn() + ", black " + rep.blackClassEn())).append('\n');
            TextTable t = new TextTable(ctx.t("着", "ply"), ctx.t("方", "side"), ctx.t("着法", "move"),
                    ctx.t("类别", "kind"), ctx.t("说明", "detail")).right(0);
            for (CycleMove m : rep.moves()) {
                t.add(m.ply(), m.red() ? ctx.t("红", "red") : ctx.t("黑", "black"), m.chinese(),
                        en ? m.kind().code() : m.kind().chinese(), en ? m.detailEn() : m.detailZh());
            }
            sb.append(t);
        }
        MoveLimit ml = r.moveLimit();
        if (ml != null) {
            sb.append(ml.reachedAtPly() != null
                    ? ctx.t("自然限着：" + ml.limit() + "回合，第" + ml.reachedAtPly() + "着达到（4.2.4）",
                    "move limit: " + ml.limit() + " moves, reached at ply " + ml.reachedAtPly() + " (4.2.4)")
                    : ctx.t("自然限着：" + ml.limit() + "回合，尚余" + ml.pliesLeft() + "着（4.2.4）",
                    "move limit: " + ml.limit() + " moves, " + ml.pliesLeft() + " plies left (4.2.4)")).append('\n');
        }
        return sb.toString();
    }

    /** The ruling as {@code xq judge --format json} writes it (the keys are a contract). */
    static String rulingJson(Context ctx, Ruling r) {
        boolean en = ctx.english();
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("verdict", r.verdict().code());
        m.put("clauses", r.clauses());
        RecordError ill = r.illegal();
        if (ill == null) {
            m.put("illegal", null);
        } else {
            Map<String, Object> i = new LinkedHashMap<>();
            i.put("ply", ill.ply());
            i.put("move", ill.text());
            i.put("reason", en ? ill.reasonEn() : ill.reasonZh());
            m.put("illegal", i);
        }
        Repetition rep = r.repetition();
        if (rep == null) {
            m.put("repetition", null);
        } else {
            Map<String, Object> c = new LinkedHashMap<>();
            c.put("first_ply", rep.firstPly());
            c.put("count", rep.count());
            List<Object> moves = new ArrayList<>();
            for (CycleMove cm : rep.moves()) {
                Map<String, Object> mv = new LinkedHashMap<>();
                mv.put("ply", cm.ply());
                mv.put("side", cm.red() ? "red" : "black");
                mv.put("move", cm.chinese());
                mv.put("iccs", cm.iccs());
                mv.put("kind", cm.kind().code());
                mv.put("detail", en ? cm.detailEn() : cm.detailZh());
                moves.add(mv);
            }
            c.put("moves", moves);
            m.put("repetition", c);
        }
        MoveLimit ml = r.moveLimit();
        if (ml == null) {
            m.put("move_limit", null);
        } else {
            Map<String, Object> l = new LinkedHashMap<>();
            l.put("limit", ml.limit());
            l.put("reached_at_ply", ml.reachedAtPly());
            l.put("plies_left", ml.pliesLeft());
            m.put("move_limit", l);
        }
        return Json.write(m);
    }

    // ====================================================================== commands

    @Command(name = "perft")
    static final class Perft implements Callable<Integer> {
        private final Context ctx;
        @Option(names = "--fen")
        String fen;
        @Option(names = "--depth", required = true)
        int depth;

        Perft(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            if (depth < 1) {
                throw UserError.zh("--depth 应为 1 或更大，不能是 " + depth, "--depth is 1 or more, not " + depth);
            }
            GameRules rules = rules(ctx);
            String f = fen == null || fen.isBlank() ? rules.startFen() : fen.strip();
            long start = System.nanoTime();
            long nodes = rules.perft(f, depth);
            double secs = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
            ctx.err().printf(Locale.ROOT, "depth %d: %.3f s, %.0f nodes/s%n", depth, secs, nodes / secs);
            ctx.out().println(nodes);
            return 0;
        }
    }

    @Command(name = "convert")
    static final class Convert implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "FILE")
        Path file;
        @Option(names = "--to", required = true)
        String to;
        @Option(names = "--fen")
        String fen;

        Convert(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String n = notation(to);
            GameRules rules = rules(ctx);
            String text = readFile(file);
            GameRecord r = rules.read(text, fen == null || fen.isBlank() ? null : fen.strip());
            for (String line : rules.write(r, n)) {
                ctx.out().println(line);
            }
            return 0;
        }
    }

    @Command(name = "judge")
    static final class Judge implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "FILE")
        Path file;
        @Option(names = "--fen")
        String fen;
        @Option(names = "--move-limit")
        Integer moveLimit;
        @Option(names = "--format", defaultValue = "text")
        String format;

        Judge(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String f = format(format, "text", "json");
            int limit = moveLimit == null ? EventSettings.DEFAULT_MOVE_LIMIT : moveLimit;
            if (limit < 1) {
                throw UserError.zh("--move-limit 应为 1 或更大，不能是 " + limit, "--move-limit is 1 or more, not " + limit);
            }
            GameRules rules = rules(ctx);
            Ruling r = rules.judge(readFile(file), fen == null || fen.isBlank() ? null : fen.strip(), limit);
            if (f.equals("json")) {
                ctx.out().println(rulingJson(ctx, r));
            } else {
                ctx.out().print(rulingText(ctx, r));
            }
            return 0;
        }
    }
}
