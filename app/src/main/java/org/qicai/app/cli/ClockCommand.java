package org.qicai.app.cli;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qicai.core.ArgumentError;
import org.qicai.core.UserError;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl;
import org.qicai.core.spi.TimeControl.Call;
import org.qicai.core.spi.TimeControl.Clock;
import org.qicai.core.spi.TimeControl.Event;
import org.qicai.core.spi.TimeControl.Flag;
import org.qicai.core.spi.TimeControl.Phase;
import org.qicai.core.spi.TimeControl.SideState;
import org.qicai.core.spi.TimeControl.State;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai clock describe SPEC} and {@code qicai clock simulate --tc SPEC --presses FILE}: the time
 * control in words, and the clock engine run over a file of timestamped events, ending with the verdict
 * {@code flag red at 5412.000} or {@code no flag}.
 */
@Command(name = "clock",
        subcommands = {ClockCommand.Describe.class, ClockCommand.Simulate.class})
final class ClockCommand {

    static final String EXAMPLES = "1800, 5400+30, 40/5400:10/900, 600+jp:3x30, 3600+ca:20/300, 3600+cn:5, "
            + "red:4800+30;black:2400+30, armageddon:360/240+3";

    /** The family that reads the spec, or a UserError listing the forms. */
    static TimeControl family(Context ctx, String spec) {
        List<TimeControl> all = ctx.plugins().extensions(TimeControl.class);
        if (all.isEmpty()) {
            throw UserError.zh(ctx.plugins().missingMessageChinese(TimeControl.class, spec),
                    ctx.plugins().missingMessage(TimeControl.class, spec));
        }
        return TimeControl.find(all, spec).orElseThrow(() -> UserError.zh(
                "无法识别用时“" + spec.strip() + "”；可用的写法有 " + EXAMPLES,
                "unknown time control '" + spec.strip() + "'; expected one of " + EXAMPLES));
    }

    @Command(name = "describe")
    static final class Describe implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "SPEC")
        String spec;

        Describe(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            TimeControl tc = family(ctx, spec);
            try {
                ctx.out().println(tc.describe(spec, ctx.locale()));
            } catch (IllegalArgumentException e) {
                throw UserError.zh(e instanceof ArgumentError a ? a.chinese()
                        : "用时“" + spec + "”无法解读：" + e.getMessage(), e.getMessage());
            }
            return 0;
        }
    }

    @Command(name = "simulate")
    static final class Simulate implements Callable<Integer> {
        private final Context ctx;
        @Option(names = "--tc", required = true, paramLabel = "SPEC")
        String spec;
        @Option(names = "--presses", required = true, paramLabel = "FILE")
        Path file;
        @Option(names = "--late-limit", paramLabel = "SECONDS", defaultValue = "0")
        String lateLimit;
        @Option(names = "--discipline", defaultValue = "xiangqi")
        String discipline;
        @Option(names = "--calls")
        boolean calls;

        Simulate(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            boolean go = switch (discipline.strip().toLowerCase(Locale.ROOT)) {
                case "xiangqi", "xq", "象棋" -> false;
                case "go", "围棋" -> true;
                default -> throw UserError.zh("--discipline 只能是 xiangqi（象棋）或 go（围棋），不能是“" + discipline + "”",
                        "--discipline is xiangqi or go, not '" + discipline + "'");
            };
            String[] names = go ? new String[] {"black", "white"} : new String[] {"red", "black"};
            TimeControl tc = family(ctx, spec);
            long limit = millis(lateLimit, "--late-limit");
            Clock clock;
            try {
                clock = tc.clock(spec, limit);
            } catch (IllegalArgumentException e) {
                throw UserError.zh(e instanceof ArgumentError a ? a.chinese()
                        : "用时“" + spec + "”无法解读：" + e.getMessage(), e.getMessage());
            }
            List<Line> lines = read(file, names);
            long previous = 0;
            int shownFlags = 0;
            for (Line l : lines) {
                if (calls) {
                    for (Call c : clock.calls(previous, l.event().at())) {
                        ctx.out().println("  " + seconds(c.at()) + "  " + names[c.side().ordinal()] + "  call: "
                                + c.text(ctx.locale()));
                    }
                }
                State st;
                try {
                    st = clock.apply(l.event());
                } catch (IllegalArgumentException e) {
                    throw UserError.zh(file + " 第 " + l.no() + " 行：" + ArgumentError.chineseOf(e)
                            .replace("先行方", go ? "黑方" : "红方").replace("后行方", go ? "白方" : "黑方"),
                            file + " line " + l.no() + ": " + e.getMessage().replace("first side", names[0])
                            .replace("second side", names[1]));
                }
                previous = l.event().at();
                StringBuilder sb = new StringBuilder();
                sb.append(seconds(l.event().at())).append("  ").append(l.text()).append("  →  ")
                        .append(side(st.first(), names[0])).append("  ·  ").append(side(st.second(), names[1]))
                        .append("  ·  ").append(names[st.toMove().ordinal()]).append(" to move");
                if (st.paused()) {
                    sb.append(", paused");
                }
                for (int i = shownFlags; i < st.flags().size(); i++) {
                    Flag f = st.flags().get(i);
                    sb.append("  ·  FLAG ").append(names[f.side().ordinal()]).append(" at ").append(seconds(f.at()))
                            .append(" (").append(f.reason().clause()).append(f.detail().isEmpty() ? "" : ", " + f.detail())
                            .append(")");
                }
                shownFlags = st.flags().size();
                ctx.out().println(sb);
            }
            State end = clock.state();
            ctx.out().println(end.firstFlag().map(f -> "flag " + names[f.side().ordinal()] + " at " + seconds(f.at()))
                    .orElse("no flag"));
            return 0;
        }
    }

    /** One parsed line of the events file. */
    record Line(int no, String text, Event event) {
    }

    static List<Line> read(Path file, String[] names) {
        List<String> raw;
        try {
            raw = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw UserError.zh("找不到文件：" + file, "no such file: " + file);
        } catch (IOException e) {
            throw UserError.zh("无法读取 " + file + "：" + e.getMessage(), "cannot read " + file + ": " + e.getMessage());
        }
        String expected = "expected 'SECONDS " + names[0] + "|" + names[1]
                + " press|pause|resume|penalty:SECONDS' (also bonus:SECONDS, set:SECONDS[/PERIODS], absent, arrive)";
        String expectedZh = "每行应为“秒数 " + names[0] + "|" + names[1]
                + " press|pause|resume|penalty:秒数”（也可用 bonus:秒数、set:秒数[/读秒次数]、absent、arrive）";
        List<Line> out = new ArrayList<>();
        int no = 0;
        for (String line : raw) {
            no++;
            String t = line.strip();
            if (no == 1 && t.startsWith("\uFEFF")) {
                t = t.substring(1).strip();
            }
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] f = t.split("\\s+");
            String where = file + " line " + no + ": ";
            String whereZh = file + " 第 " + no + " 行：";
            if (f.length != 3) {
                throw UserError.zh(whereZh + "“" + t + "”有 " + f.length + " 项；" + expectedZh,
                        where + "'" + t + "' has " + f.length + " fields; " + expected);
            }
            long at = millisOrError(f[0], whereZh + "时间“" + f[0] + "”不是秒数（例如 120 或 120.5）；" + expectedZh,
                    where + "time '" + f[0] + "' is not seconds (e.g. 120 or 120.5); " + expected);
            Side side;
            String s = f[1].toLowerCase(Locale.ROOT);
            if (s.equals(names[0]) || s.equals("first")) {
                side = Side.FIRST;
            } else if (s.equals(names[1]) || s.equals("second")) {
                side = Side.SECOND;
            } else {
                throw UserError.zh(whereZh + "执棋方“" + f[1] + "”既不是 " + names[0] + " 也不是 " + names[1] + "；"
                        + expectedZh,
                        where + "side '" + f[1] + "' is not " + names[0] + " or " + names[1] + "; " + expected);
            }
            String a = f[2].toLowerCase(Locale.ROOT);
            Event e;
            if (a.equals("press")) {
                e = Event.press(at, side);
            } else if (a.equals("pause")) {
                e = Event.pause(at);
            } else if (a.equals("resume")) {
                e = Event.resume(at);
            } else if (a.equals("absent")) {
                if (at != 0) {
                    throw UserError.zh(whereZh + "缺席只能记在 0 秒（开赛时）", where + "an absence is recorded at 0, the start");
                }
                e = Event.absent(side);
            } else if (a.equals("arrive")) {
                e = Event.arrive(at, side);
            } else if (a.startsWith("penalty:") || a.startsWith("bonus:")) {
                String v = a.substring(a.indexOf(':') + 1);
                long ms = millisOrError(v, whereZh + "“" + f[2] + "”的冒号后应是秒数（例如 penalty:300）；" + expectedZh,
                        where + "'" + f[2] + "' needs seconds after ':' (e.g. penalty:300); " + expected);
                if (ms == 0) {
                    throw UserError.zh(whereZh + "0 秒的罚时不起作用", where + "a time penalty of 0 changes nothing");
                }
                e = Event.penalty(at, side, a.startsWith("bonus:") ? -ms : ms);
            } else if (a.startsWith("set:")) {
                String v = a.substring(4);
                int periods = -1;
                int slash = v.indexOf('/');
                if (slash >= 0) {
                    String p = v.substring(slash + 1);
                    if (!p.matches("[0-9]{1,4}")) {
                        throw UserError.zh(whereZh + "“" + f[2] + "”：“/”后的读秒次数必须是整数；" + expectedZh,
                                where + "'" + f[2] + "': periods after '/' must be a whole number; " + expected);
                    }
                    periods = Integer.parseInt(p);
                    v = v.substring(0, slash);
                }
                long ms = millisOrError(v, whereZh + "“" + f[2] + "”的冒号后应是秒数（例如 set:600）；" + expectedZh,
                        where + "'" + f[2] + "' needs seconds after ':' (e.g. set:600); " + expected);
                e = Event.set(at, side, ms, periods, -1);
            } else {
                throw UserError.zh(whereZh + "无法识别的动作“" + f[2] + "”；" + expectedZh,
                        where + "action '" + f[2] + "' is unknown; " + expected);
            }
            out.add(new Line(no, f[1].toLowerCase(Locale.ROOT) + " " + a, e));
        }
        if (out.isEmpty()) {
            throw UserError.zh(file + " 中没有任何事件；" + expectedZh, file + " has no events; " + expected);
        }
        return out;
    }

    static long millis(String text, String what) {
        return millisOrError(text, what + "“" + text + "”不是秒数（例如 900 或 900.5）",
                what + " '" + text + "' is not seconds (e.g. 900 or 900.5)");
    }

    /** Seconds with at most three decimals, ≥ 0, as milliseconds — exactly (no floating point). */
    static long millisOrError(String text, String chinese, String error) {
        if (!text.matches("[0-9]{1,9}(\\.[0-9]{1,3})?")) {
            throw UserError.zh(chinese, error);
        }
        return new BigDecimal(text).movePointRight(3).longValueExact();
    }

    static String seconds(long millis) {
        return String.format(Locale.ROOT, "%d.%03d", millis / 1000, millis % 1000);
    }

    private static String side(SideState s, String name) {
        StringBuilder sb = new StringBuilder(name).append(' ').append(seconds(s.remaining()));
        List<String> extra = new ArrayList<>();
        extra.add(s.moves() + (s.moves() == 1 ? " move" : " moves"));
        if (s.phase() == Phase.OVERTIME) {
            extra.add("byo-yomi " + s.periods() + "×" + seconds(s.periodMillis()).replace(".000", "") + "s");
        } else if (s.movesToControl() > 0) {
            extra.add("control " + s.stage() + ": " + s.movesToControl() + " to go");
        }
        if (s.penalties() != 0) {
            extra.add((s.penalties() > 0 ? "penalty " : "bonus ") + seconds(Math.abs(s.penalties())));
        }
        if (!s.present()) {
            extra.add("absent");
        }
        if (s.flagged()) {
            extra.add("flag");
        }
        return sb.append(" (").append(String.join(", ", extra)).append(')').toString();
    }
}
