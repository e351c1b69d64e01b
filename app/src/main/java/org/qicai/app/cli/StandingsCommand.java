package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.io.Json;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai standings EVENT [--after-round N] [--tiebreaks PRESET|LIST] [--format text|csv|json] [--explain]}.
 * CSV columns: rank, no, name, unit, points, then one column per tiebreak named by its id.
 */
@Command(name = "standings", description = "Standings with tiebreaks.")
final class StandingsCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--after-round", defaultValue = "0", description = "standings after round N (default: the last)")
    int afterRound;
    @Option(names = "--tiebreaks", description = "a preset (15.1, 15.2 …) or comma-separated tiebreak ids/Chinese names")
    String tiebreaks;
    @Option(names = "--format", defaultValue = "text", description = "text, csv or json")
    String format;
    @Option(names = "--explain", description = "for each pair of adjacent players on equal points, what separated them")
    boolean explain;

    StandingsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.open(file)) {
            List<String> tbs = tiebreaks == null || tiebreaks.isBlank() ? List.of() : List.of(tiebreaks.split(","));
            StandingsReport rep = svc.standings(afterRound, tbs);
            switch (format) {
                case "csv" -> csv(rep);
                case "json" -> json(rep);
                case "text" -> text(rep, svc);
                default -> throw new UserError("--format must be text, csv or json");
            }
            if (explain) {
                for (String line : StandingsExplainer.explain(rep, ctx.locale())) {
                    ctx.out().println(line);
                }
            }
        }
        return 0;
    }

    private void csv(StandingsReport rep) {
        List<Object> header = new ArrayList<>(List.of("rank", "no", "name", "unit", "points"));
        rep.tiebreaks().forEach(t -> header.add(t.id()));
        ctx.out().println(Csv.line(header.toArray()));
        for (Standing s : rep.rows()) {
            List<Object> row = new ArrayList<>(List.of(s.rank(), s.player().no(), s.player().name(), s.player().unit(),
                    rep.formatPoints(s.points())));
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                row.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            ctx.out().println(Csv.line(row.toArray()));
        }
    }

    private void json(StandingsReport rep) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("afterRound", rep.afterRound());
        m.put("tiebreaks", rep.tiebreaks().stream().map(t -> t.id()).toList());
        List<Object> rows = new ArrayList<>();
        for (Standing s : rep.rows()) {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("rank", s.rank());
            r.put("shared", s.shared());
            r.put("no", s.player().no());
            r.put("name", s.player().name());
            r.put("unit", s.player().unit());
            r.put("points", rep.formatPoints(s.points()));
            Map<String, Object> tb = new LinkedHashMap<>();
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                tb.put(rep.tiebreaks().get(i).id(), rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            r.put("tiebreaks", tb);
            rows.add(r);
        }
        m.put("standings", rows);
        ctx.out().println(Json.write(m));
    }

    private void text(StandingsReport rep, EventService svc) {
        ctx.out().println(ctx.t("名次表  ", "Standings  ") + svc.settings().name() + "  "
                + ctx.t("第" + rep.afterRound() + "轮后", "after round " + rep.afterRound()));
        List<String> header = new ArrayList<>(List.of(ctx.t("名次", "Rank"), ctx.t("序号", "No"), ctx.t("姓名", "Name"),
                ctx.t("单位", "Unit"), ctx.t("积分", "Points")));
        header.addAll(rep.tiebreakNames(ctx.locale()));
        TextTable t = new TextTable(header.toArray(new String[0])).right(0, 1, 4);
        for (Standing s : rep.rows()) {
            List<Object> row = new ArrayList<>(List.of((s.shared() ? "=" : "") + s.rank(), s.player().no(),
                    s.player().name(), s.player().unit(), rep.formatPoints(s.points())));
            for (int i = 0; i < s.tiebreaks().size(); i++) {
                row.add(rep.formatTiebreak(i, s.tiebreaks().get(i)));
            }
            t.add(row.toArray());
        }
        ctx.out().print(t);
    }
}
