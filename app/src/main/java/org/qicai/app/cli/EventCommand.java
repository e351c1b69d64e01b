package org.qicai.app.cli;

import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code qicai event new|show}. */
@Command(name = "event", subcommands = {EventCommand.New.class,
        EventCommand.Set.class,
        EventCommand.Show.class,
        EventCopyCommand.class})
final class EventCommand {

    @Command(name = "new")
    static final class New implements Callable<Integer> {
        private final Context ctx;

        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--name", required = true)
        String name;
        @Option(names = "--discipline", defaultValue = "xiangqi")
        String discipline;
        @Option(names = "--system", defaultValue = "round-robin")
        String system;
        @Option(names = "--double")
        boolean doubleRoundRobin;
        @Option(names = "--rounds", defaultValue = "0")
        int rounds;
        @Option(names = "--scoring", defaultValue = "14.1")
        String scoring;
        @Option(names = "--tiebreaks")
        String tiebreaks;
        @Option(names = "--time-control")
        String timeControl;
        @Option(names = "--seed")
        Long seed;
        @Option(names = "--option")
        List<String> options = new ArrayList<>();
        @Option(names = "--team-format")
        String teamFormat;
        @Option(names = "--boards")
        Integer boards;
        /** OpenGotha's parameters for --system mcmahon / go-swiss (issue 15 item 8). */
        @Mixin
        GoPairingOptions go;

        New(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            Map<String, String> opts = new LinkedHashMap<>();
            for (String o : options) {
                int eq = o.indexOf('=');
                if (eq <= 0) {
                    throw UserError.zh("--option 的格式应为 key=value，收到的是“" + o + "”",
                            "--option needs key=value, got '" + o + "'");
                }
                opts.put(o.substring(0, eq).strip(), o.substring(eq + 1).strip());
            }
            if (doubleRoundRobin) {
                opts.put(EventSettings.DOUBLE_ROUND_ROBIN, "true");
            }
            if (teamFormat != null) {
                opts.put(EventSettings.TEAM_FORMAT, teamFormat);
            }
            if (boards != null) {
                opts.put(EventSettings.BOARDS, boards.toString());
            }
            go.into(opts, system, ctx.plugins());
            long s = seed != null ? seed : new SecureRandom().nextLong() & 0x7fffffffffffL;
            List<String> tbs = tiebreaks == null || tiebreaks.isBlank() ? List.of() : List.of(tiebreaks.split(","));
            EventSettings settings = new EventSettings(name, discipline, system, rounds, scoring, tbs, timeControl, s, opts);
            try (EventService svc = org.qicai.core.service.TeamService.createEvent(file, settings, ctx.plugins(),
                    ctx.actor())) {
                Object where = org.qicai.core.service.EventLocations.inDatabase(file)
                        ? org.qicai.core.service.EventLocations.describe(file) : svc.file();
                ctx.out().println(ctx.t("已建立赛事 ", "created event ") + svc.settings().name() + " → " + where);
            }
            return 0;
        }
    }

    @Command(name = "show")
    static final class Show implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;

        Show(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(file)) {
                var s = svc.snapshot();
                var st = s.settings();
                ctx.out().println(st.name());
                ctx.out().println("discipline: " + st.discipline());
                ctx.out().println("system: " + st.system() + (st.isDoubleRoundRobin() ? " (double)" : ""));
                ctx.out().println("scoring: " + st.scoring());
                ctx.out().println("rounds: " + s.lastRound() + " paired of " + svc.plannedRounds());
                ctx.out().println("players: " + s.players().size());
                ctx.out().println("time control: " + st.timeControl() + (st.timeControl().isBlank() ? "" : " — "
                        + org.qicai.core.spi.TimeControl.describeOrRaw(ctx.plugins().extensions(
                        org.qicai.core.spi.TimeControl.class), st.timeControl(), ctx.locale())));
                ctx.out().println("tiebreaks: " + String.join(",", svc.standings(0, List.of()).tiebreaks().stream()
                        .map(t -> t.id()).toList()));
                ctx.out().println("seed: " + st.seed());
                st.options().forEach((k, v) -> ctx.out().println(k + ": " + v));
            }
            return 0;
        }
    }

    @Command(name = "set")
    static final class Set implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--name")
        String name;
        @Option(names = "--tiebreaks")
        String tiebreaks;
        @Option(names = "--time-control")
        String timeControl;
        @Option(names = "--scoring")
        String scoring;
        @Option(names = "--rounds")
        Integer rounds;
        @Option(names = "--option")
        List<String> options = new ArrayList<>();

        Set(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                EventSettings s = svc.settings();
                if (name != null) {
                    s = s.withName(name);
                }
                if (tiebreaks != null) {
                    s = s.withTiebreaks(tiebreaks.isBlank() ? List.of()
                            : List.of(tiebreaks.replace('，', ',').split(",")));
                }
                if (timeControl != null) {
                    s = s.withTimeControl(timeControl.strip());
                }
                if (scoring != null) {
                    s = s.withScoring(scoring.strip());
                }
                if (rounds != null) {
                    s = s.withRounds(rounds);
                }
                for (String o : options) {
                    int eq = o.indexOf('=');
                    if (eq <= 0) {
                        throw UserError.zh("--option 的格式应为 key=value，收到的是“" + o + "”",
                                "--option needs key=value, got '" + o + "'");
                    }
                    String v = o.substring(eq + 1).strip();
                    s = s.withOption(o.substring(0, eq).strip(), v.isEmpty() ? null : v);
                }
                svc.updateSettings(s);
                ctx.out().println(ctx.t("已修改赛事设置：", "settings changed: ") + s.name());
            }
            return 0;
        }
    }
}
