package org.qicai.app.cli;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.game.CountRequest;
import org.qicai.core.game.CountResult;
import org.qicai.core.io.Json;
import org.qicai.core.spi.Counting;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code qicai go count}: the verdict of a count (Go 004 第九条) without an event — Chinese area counting (black's
 * stones plus points) or Japanese/Korean territory counting (both sides' points). The arithmetic comes from the Go
 * plugin's {@link Counting} extension.
 */
@Command(name = "go",
        subcommands = {GoCommand.Count.class})
final class GoCommand {

    /** The Go plugin's counting, or a UserError naming what is loaded. */
    static Counting counting(Context ctx) {
        return ctx.plugins().require(Counting.class, "go");
    }

    /** The count as {@code go count --format json} writes it (winner, margin, unit are a contract). */
    static String json(Context ctx, CountResult r) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("winner", r.winner());
        m.put("margin", r.margin());
        m.put("unit", r.unit());
        m.put("words", r.words(ctx.locale()));
        m.put("arithmetic", r.arithmetic());
        return Json.write(m);
    }

    @Command(name = "count")
    static final class Count implements Callable<Integer> {
        private final Context ctx;
        @Option(names = "--black")
        Integer black;
        @Option(names = "--black-points")
        Integer blackPoints;
        @Option(names = "--white-points")
        Integer whitePoints;
        @Option(names = "--handicap", defaultValue = "0")
        int handicap;
        @Option(names = "--rules", defaultValue = "chinese")
        String rules;
        @Option(names = "--size", defaultValue = "19")
        int size;
        @Option(names = "--komi")
        Double komi;
        @Option(names = "--format", defaultValue = "text")
        String format;

        Count(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            String f = XqCommand.format(format, "text", "json");
            String r = rules == null ? "" : rules.strip().toLowerCase(Locale.ROOT);
            CountRequest req;
            if (r.equals("chinese")) {
                if (black == null) {
                    throw UserError.zh("中国规则要给 --black N（黑方子数加目数）",
                            "Chinese rules need --black N (black's stones plus points)");
                }
                if (blackPoints != null || whitePoints != null) {
                    throw UserError.zh("--black-points/--white-points 用于日本规则（--rules japanese）",
                            "--black-points/--white-points are for --rules japanese");
                }
                req = CountRequest.chinese(size, handicap, black, komi);
            } else if (r.equals("japanese")) {
                if (blackPoints == null || whitePoints == null) {
                    throw UserError.zh("日本规则要给 --black-points 和 --white-points",
                            "Japanese rules need --black-points and --white-points");
                }
                if (black != null) {
                    throw UserError.zh("--black 用于中国规则；日本规则用 --black-points 和 --white-points",
                            "--black is for Chinese rules; Japanese rules take --black-points and --white-points");
                }
                req = CountRequest.japanese(size, handicap, blackPoints, whitePoints, komi);
            } else {
                throw UserError.zh("--rules 只能是 chinese 或 japanese，不能是“" + rules + "”",
                        "--rules is chinese or japanese, not '" + rules + "'");
            }
            CountResult res = counting(ctx).count(req);
            if (f.equals("json")) {
                ctx.out().println(json(ctx, res));
            } else {
                ctx.out().println(res.words(ctx.locale()));
                ctx.out().println(res.arithmetic());
            }
            return 0;
        }
    }
}
