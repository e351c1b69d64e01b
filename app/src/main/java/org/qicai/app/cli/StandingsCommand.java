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
import org.qicai.core.standings.QualificationReport;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai standings EVENT [--after-round N] [--tiebreaks PRESET|LIST] [--format text|csv|json] [--explain]
 * [--qualification]}. CSV columns: rank, no, name, unit, points, then one column per tiebreak named by its id
 * (with {@code --qualification}: then win-rate, grade, master-candidate).
 */
@Command(name = "standings")
final class StandingsCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--after-round", defaultValue = "0")
    int afterRound;
    @Option(names = "--tiebreaks", paramLabel = "PRESET|LIST")
    String tiebreaks;
    @Option(names = "--format", defaultValue = "text")
    String format;
    @Option(names = "--explain")
    boolean explain;
    @Option(names = "--qualification")
    boolean qualification;
    @Option(names = "--teams")
    boolean teams;

    StandingsCommand(Context ctx) {
        this.ctx = ctx;
    }

    /** Splits a tiebreak list on ASCII or Chinese commas. */
    static List<String> tiebreakList(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        List<String> out = new ArrayList<>();
        for (String s : text.split("[,，、]")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    @Override
    public Integer call() {
        if (!List.of("text", "csv", "json").contains(format)) {
            throw UserError.zh("--format 只能是 text、csv 或 json，不能是“" + format + "”",
                    "--format must be text, csv or json, not '" + format + "'");
        }
        if (afterRound < 0) {
            throw UserError.zh("--after-round 应为 0（最后一轮）或轮次号，不能是 " + afterRound,
                    "--after-round must be 0 (the last round) or a round number, not " + afterRound);
        }
        if (teams) {
            return TeamCommand.standings(ctx, file, afterRound, format, explain);
        }
        try (EventService svc = ctx.openReadOnly(file)) {
            StandingsReport rep = svc.standings(afterRound, tiebreakList(tiebreaks));
            QualificationReport q = qualification ? QualificationReport.of(rep) : null;
            switch (format) {
                case "csv" -> csv(rep, q);
                case "json" -> json(rep, q);
                default -> text(rep, q, svc);
            }
        }
        return 0;
    }

    private void csv(StandingsReport rep, QualificationReport q) {
        List<Object> header = new ArrayList<>(List.of("rank", "no", "name", "unit", "points"));
        header.addAll(rep.tiebreakIds());
        if (q != null) {
            header.addAll(List.of("win-rate", "grade", "master-candidate"));
        }
        ctx.out().println(Csv.line(header.toArray()));
        for (int i = 0; i < rep.rows().size(); i++) {
            Standing s = rep.rows().get(i);
            List<Object> row = new ArrayList<>(List.of(s.rank(), s.player().no(), s.player().name(), s.player().unit(),
                    rep.formatPoints(s.points())));
            for (int t = 0; t < s.tiebreaks().size(); t++) {
                row.add(rep.formatTiebreak(t, s.tiebreaks().get(t)));
            }
            if (q != null) {
                QualificationReport.Row r = q.rows().get(i);
                row.addAll(List.of(r.winRate(), r.grade().label(ctx.locale()), r.masterCandidate()));
            }
            ctx.out().println(Csv.line(row.toArray()));
        }
        if (explain) {
            StandingsExplainer.explain(rep, ctx.locale()).forEach(ctx.err()::println);
        }
    }

    private void json(StandingsReport rep, QualificationReport q) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("afterRound", rep.afterRound());
        m.put("provisional", rep.provisional());
        m.put("scoring", rep.table().scheme().id());
        m.put("tiebreaks", rep.tiebreakIds());
        List<Object> rows = new ArrayList<>();
        for (int i = 0; i < rep.rows().size(); i++) {
            Standing s = rep.rows().get(i);
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("rank", s.rank());
            r.put("shared", s.shared());
            r.put("playoff", s.playoff());
            r.put("no", s.player().no());
            r.put("name", s.player().name());
            r.put("unit", s.player().unit());
            r.put("status", s.player().status().name().toLowerCase(java.util.Locale.ROOT));
            if (s.left()) {
                r.put("leftAfterRound", s.player().leftAfterRound());
            }
            r.put("penalised", s.penalised());
            r.put("points", rep.formatPoints(s.points()));
            Map<String, Object> tb = new LinkedHashMap<>();
            for (int t = 0; t < s.tiebreaks().size(); t++) {
                tb.put(rep.tiebreaks().get(t).id(), rep.formatTiebreak(t, s.tiebreaks().get(t)));
            }
            r.put("tiebreaks", tb);
            if (q != null) {
                QualificationReport.Row qr = q.rows().get(i);
                r.put("winRate", qr.winRate());
                r.put("grade", qr.grade().name().toLowerCase(java.util.Locale.ROOT));
                r.put("masterCandidate", qr.masterCandidate());
                r.put("bandTie", qr.bandTie());
            }
            rows.add(r);
        }
        m.put("standings", rows);
        if (explain) {
            m.put("explain", StandingsExplainer.explain(rep, ctx.locale()));
        }
        ctx.out().println(Json.write(m));
    }

    private void text(StandingsReport rep, QualificationReport q, EventService svc) {
        ctx.out().println(ctx.t("名次表  ", "Standings  ") + svc.settings().name() + "  "
                + ctx.t("第" + rep.afterRound() + "轮后", "after round " + rep.afterRound())
                + (rep.provisional() ? ctx.t(" 暂列（尚有成绩未录入）", " provisional (results missing)") : "") + "  "
                + ctx.t("计分：", "scoring: ") + rep.table().scheme().labelZh());
        List<String> header = new ArrayList<>(List.of(ctx.t("名次", "Rank"), ctx.t("序号", "No"), ctx.t("姓名", "Name"),
                ctx.t("单位", "Unit"), ctx.t("积分", "Points")));
        header.addAll(rep.tiebreakNames(ctx.locale()));
        if (q != null) {
            header.addAll(List.of(ctx.t("胜率", "Win rate"), ctx.t("等级", "Grade"), ctx.t("运动健将", "Master")));
        }
        TextTable t = new TextTable(header.toArray(new String[0])).right(0, 1, 4);
        boolean anyShared = false;
        boolean anyPlayoff = false;
        boolean anyPenalised = false;
        for (int i = 0; i < rep.rows().size(); i++) {
            Standing s = rep.rows().get(i);
            anyShared |= s.shared();
            anyPlayoff |= s.playoff();
            anyPenalised |= s.penalised();
            List<Object> row = new ArrayList<>(List.of(s.rankLabel(), s.player().no(), nameWithMarks(s),
                    s.player().unit(), rep.formatPoints(s.points())));
            for (int k = 0; k < s.tiebreaks().size(); k++) {
                row.add(rep.formatTiebreak(k, s.tiebreaks().get(k)));
            }
            if (q != null) {
                QualificationReport.Row r = q.rows().get(i);
                row.add(r.winRate());
                row.add(r.grade().label(ctx.locale()) + (r.bandTie() ? "*" : ""));
                row.add(r.masterCandidate() ? ctx.t("可申请", "eligible") : "");
            }
            t.add(row.toArray());
        }
        ctx.out().print(t);
        List<String> legend = new ArrayList<>();
        if (anyShared) {
            legend.add(ctx.t("= 名次并列（15.1）", "= place shared (15.1)"));
        }
        if (anyPlayoff) {
            legend.add(ctx.t("* 应安排加赛（15.6）", "* play-off required (15.6)"));
        }
        if (anyPenalised) {
            legend.add(ctx.t("† 受18.1/18.2处分，同分列后（18.4）", "† penalised under 18.1/18.2, last among equal points (18.4)"));
        }
        if (!legend.isEmpty()) {
            ctx.out().println(String.join("   ", legend));
        }
        if (explain) {
            StandingsExplainer.explain(rep, ctx.locale()).forEach(ctx.out()::println);
        }
    }

    private String nameWithMarks(Standing s) {
        String name = s.player().name() + (s.penalised() ? " †" : "");
        return switch (s.player().status()) {
            case WITHDRAWN -> name + ctx.t("（退赛）", " (withdrew)");
            case EXPELLED -> name + ctx.t("（除名）", " (expelled)");
            default -> name;
        };
    }
}
