package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.model.Side;
import org.qicai.core.service.EventService;
import org.qicai.core.standings.CrosstableReport;
import org.qicai.core.standings.CrosstableReport.Layout;
import org.qicai.core.standings.StandingsReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai crosstable EVENT [--format text|csv] [--after-round N] [--progression]}: 成绩交叉表 with the
 * 21.4 marks. A round robin is a grid (rows and columns by start number); other systems a column per
 * round (opponent, side, result), rows in rank order.
 */
@Command(name = "crosstable")
final class CrosstableCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--format", defaultValue = "text")
    String format;
    @Option(names = "--after-round", defaultValue = "0")
    int afterRound;
    @Option(names = "--progression")
    boolean progression;

    CrosstableCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (!format.equals("text") && !format.equals("csv")) {
            throw UserError.zh("--format 只能是 text 或 csv，不能是“" + format + "”",
                    "--format must be text or csv, not '" + format + "'");
        }
        if (afterRound < 0) {
            throw UserError.zh("--after-round 应为 0（最后一轮）或轮次号，不能是 " + afterRound,
                    "--after-round must be 0 (the last round) or a round number, not " + afterRound);
        }
        try (EventService svc = ctx.openReadOnly(file)) {
            StandingsReport rep = svc.standings(afterRound, List.of());
            Layout layout = svc.pairingSystem().needsPreviousResults() ? Layout.ROUNDS : Layout.GRID;
            CrosstableReport x = CrosstableReport.of(rep, layout);
            Map<Side, String> sides = new EnumMap<>(Side.class);
            for (Side s : Side.values()) {
                sides.put(s, svc.discipline().sideShort(s, ctx.locale()));
            }
            if (format.equals("csv")) {
                csv(x, sides);
            } else {
                text(x, sides, svc.settings().name(), rep.provisional());
            }
        }
        return 0;
    }

    private List<String> heads(CrosstableReport x, boolean csv) {
        List<String> h = new ArrayList<>(csv ? List.of("no", "name", "unit") : List.of(ctx.t("序号", "No"),
                ctx.t("姓名", "Name"), ctx.t("单位", "Unit")));
        if (csv) {
            for (String c : x.cellHeads(ctx.locale())) {
                h.add(x.layout() == Layout.GRID ? c : "r" + c.replaceAll("\\D", ""));
            }
            h.addAll(List.of("points", "rank"));
            h.addAll(x.standings().tiebreakIds());
        } else {
            h.addAll(x.cellHeads(ctx.locale()));
            h.addAll(List.of(ctx.t("积分", "Pts"), ctx.t("名次", "Rank")));
            h.addAll(x.tiebreakNames(ctx.locale()));
        }
        if (progression) {
            for (int r = 1; r <= x.afterRound(); r++) {
                h.add(csv ? "rank-after-r" + r : ctx.t("第" + r + "轮后", "after R" + r));
            }
        }
        return h;
    }

    private List<Object> cells(CrosstableReport x, CrosstableReport.Row row, Map<Side, String> sides) {
        List<Object> out = new ArrayList<>(List.of(row.player().no(), row.player().name(), row.player().unit()));
        for (int i = 0; i < row.cells().size(); i++) {
            out.add(x.cellText(row, i, sides, ctx.locale()));
        }
        out.add(row.points());
        out.add(row.standing().rankLabel());
        out.addAll(row.tiebreaks());
        if (progression) {
            out.addAll(row.progression());
        }
        return out;
    }

    private void csv(CrosstableReport x, Map<Side, String> sides) {
        ctx.out().println(Csv.line(heads(x, true).toArray()));
        for (CrosstableReport.Row row : x.rows()) {
            ctx.out().println(Csv.line(cells(x, row, sides).toArray()));
        }
    }

    private void text(CrosstableReport x, Map<Side, String> sides, String eventName, boolean provisional) {
        ctx.out().println(ctx.t("成绩交叉表  ", "Crosstable  ") + eventName + "  "
                + ctx.t("第" + x.afterRound() + "轮后", "after round " + x.afterRound())
                + (provisional ? ctx.t(" 暂列（尚有成绩未录入）", " provisional (results missing)") : ""));
        List<String> h = heads(x, false);
        TextTable t = new TextTable(h.toArray(new String[0]));
        t.right(0);
        for (CrosstableReport.Row row : x.rows()) {
            t.add(cells(x, row, sides).toArray());
        }
        ctx.out().print(t);
        ctx.out().println(ctx.t("1 胜  ½ 和  0 负  + 不战而胜  - 不战而负（21.4）  (…) 成绩注销（20.3）  * 未赛",
                "1 win  ½ draw  0 loss  + won without play  - lost without play (21.4)  (…) annulled (20.3)  * pending"));
    }
}
