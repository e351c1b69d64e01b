package org.qicai.core.sample;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.Result;
import org.qicai.core.plugin.ExtensionRegistry;
import org.qicai.core.service.EventService;
import org.qicai.core.team.TeamSettings;

/**
 * The bundled sample events ({@code samples/} module, on the classpath under {@code samples/}):
 * each has {@code event.properties}, {@code players.csv} and {@code results.csv}
 * ({@code round,board,result}); a team sample (its properties name a team format) has
 * {@code teams.csv}, {@code lineups.csv} and a results file per match instead ({@link TeamSamples}). Building a sample runs the same service actions an arbiter would:
 * create, import, pair each round, enter each result.
 */
public final class SampleEvents {
    private SampleEvents() {
    }

    /** The sample names listed in {@code samples/index.txt}. */
    public static List<String> names() {
        String index = resource("samples/index.txt");
        List<String> out = new ArrayList<>();
        for (String line : index.split("\\R")) {
            String l = line.strip();
            if (!l.isEmpty() && !l.startsWith("#")) {
                out.add(l);
            }
        }
        return out;
    }

    /** The settings a sample declares. */
    public static EventSettings settings(String name) {
        Properties p = new Properties();
        try {
            p.load(new StringReader(resource("samples/" + name + "/event.properties")));
        } catch (IOException e) {
            throw new UserError("示例赛事 " + name + "：无法读取 event.properties",
                    "sample " + name + ": cannot read event.properties", e);
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String k : p.stringPropertyNames()) {
            if (k.startsWith("option.")) {
                options.put(k.substring("option.".length()), p.getProperty(k));
            }
        }
        String tb = p.getProperty("tiebreaks", "");
        return new EventSettings(p.getProperty("name", name), p.getProperty("discipline", "xiangqi"),
                p.getProperty("system", "round-robin"), Integer.parseInt(p.getProperty("rounds", "0")),
                p.getProperty("scoring", "14.1"), tb.isBlank() ? List.of() : List.of(tb.split(",")),
                p.getProperty("time-control", ""), Long.parseLong(p.getProperty("seed", "1")), options);
    }

    /**
     * Builds a sample into a new event file, pairing and entering results for the first
     * {@code playRounds} rounds (all recorded rounds when negative); when {@code pairNext} is set, the
     * round after them is paired and left for the arbiter.
     */
    public static EventService build(String name, Path file, ExtensionRegistry plugins, String actor, int playRounds,
                                     boolean pairNext) {
        EventSettings settings = settings(name);
        if (TeamSettings.isTeamEvent(settings)) {
            return TeamSamples.build(name, settings, file, plugins, actor, playRounds, pairNext);
        }
        byte[] players = resource("samples/" + name + "/players.csv").getBytes(StandardCharsets.UTF_8);
        Map<Integer, Map<Integer, Result>> results = results(name);
        // built beside the file and moved into place when complete: an interrupted build leaves no file
        return EventService.create(file, settings, plugins, actor, s -> {
            s.registration().importPlayers(PlayerImport.parse(players));
            int rounds = playRounds < 0 ? results.size() : Math.min(playRounds, results.size());
            for (int r = 1; r <= rounds; r++) {
                var round = s.rounds().pairNextRound();
                s.rounds().publishRound(r);
                Map<Integer, Result> rr = results.getOrDefault(r, Map.of());
                for (var p : round.pairings()) {
                    if (p.isBye()) {
                        continue;
                    }
                    Result res = rr.get(p.board());
                    if (res == null) {
                        throw UserError.zh("示例赛事 " + name + "：第 " + r + " 轮第 " + p.board() + " 台没有成绩",
                                "sample " + name + ": no result for round " + r + " board " + p.board());
                    }
                    s.results().enterResult(r, p.board(), res);
                }
            }
            if (pairNext && rounds < s.plannedRounds()) {
                s.rounds().pairNextRound();
            }
        });
    }

    /** How many rounds of results the sample records. */
    public static int recordedRounds(String name) {
        if (TeamSettings.isTeamEvent(settings(name))) {
            return TeamSamples.recordedRounds(name);
        }
        return results(name).size();
    }

    private static Map<Integer, Map<Integer, Result>> results(String name) {
        Map<Integer, Map<Integer, Result>> out = new LinkedHashMap<>();
        List<Csv.Row> rows = Csv.parse(resource("samples/" + name + "/results.csv"));
        for (int i = 1; i < rows.size(); i++) {
            Csv.Row row = rows.get(i);
            if (row.isBlank()) {
                continue;
            }
            int round = Integer.parseInt(row.get(0));
            int board = Integer.parseInt(row.get(1));
            Result r = Result.parseCode(row.get(2)).orElseThrow(
                    () -> UserError.zh("示例赛事 " + name + " 的 results.csv 第 " + row.line() + " 行：成绩无效",
                            "sample " + name + " results.csv line " + row.line() + ": bad result"));
            out.computeIfAbsent(round, k -> new LinkedHashMap<>()).put(board, r);
        }
        return out;
    }

    static String resource(String path) {
        ClassLoader cl = Thread.currentThread().getContextClassLoader();
        if (cl == null) {
            cl = SampleEvents.class.getClassLoader();
        }
        try (InputStream in = cl.getResourceAsStream(path)) {
            if (in == null) {
                throw UserError.zh("缺少示例资源：" + path + "（qicai-samples 是否在 classpath 上？）",
                        "sample resource missing: " + path + " (is qicai-samples on the classpath?)");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UserError("无法读取 " + path, "cannot read " + path, e);
        }
    }
}
