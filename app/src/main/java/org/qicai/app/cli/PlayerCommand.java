package org.qicai.app.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.io.Csv;
import org.qicai.core.io.Json;
import org.qicai.core.io.PlayerImport;
import org.qicai.core.model.Player;
import org.qicai.core.service.EventService;
import org.qicai.core.service.StartOrder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code qicai player add|import|list|edit|remove|renumber}. */
@Command(name = "player", subcommands = {PlayerCommand.Add.class,
        PlayerCommand.Import.class, PlayerCommand.ListCmd.class, PlayerCommand.Edit.class, PlayerCommand.Remove.class,
        PlayerCommand.Renumber.class})
final class PlayerCommand {

    static String describe(Player p) {
        return "#" + p.no() + " " + p.name() + (p.unit().isEmpty() ? "" : " (" + p.unit() + ")")
                + (p.rating() == null ? "" : " " + p.rating());
    }

    @Command(name = "add")
    static final class Add implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--name", required = true)
        String name;
        @Option(names = "--unit", defaultValue = "")
        String unit;
        @Option(names = "--rating")
        Integer rating;
        @Option(names = "--title", defaultValue = "")
        String title;

        Add(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                Player p = svc.registration().addPlayer(name, unit, rating, title);
                ctx.out().println(ctx.t("已报名 ", "registered ") + describe(p));
            }
            return 0;
        }
    }

    @Command(name = "import")
    static final class Import implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "FILE.csv")
        Path csv;
        @Option(names = "--allow-duplicates")
        boolean allowDuplicates;

        Import(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            byte[] data;
            try {
                data = Files.readAllBytes(csv);
            } catch (IOException e) {
                throw new UserError("无法读取 " + csv + "：" + e.getMessage(),
                        "cannot read " + csv + ": " + e.getMessage(), e);
            }
            List<PlayerImport.PlayerRow> rows = PlayerImport.parse(data);
            try (EventService svc = ctx.open(file)) {
                List<PlayerImport.Duplicate> dups = allowDuplicates
                        ? PlayerImport.duplicates(rows, svc.snapshot().players()) : List.of();
                List<Player> added;
                try {
                    added = svc.registration().importPlayers(rows, allowDuplicates);
                } catch (PlayerImport.DuplicatesError d) {
                    throw UserError.zh(d.chinese() + "；确是不同的棋手时，加 --allow-duplicates 再导入一次",
                            d.getMessage() + "; if they are different players, run again with --allow-duplicates");
                }
                ctx.out().println(ctx.t("已导入 " + added.size() + " 名棋手", "imported " + added.size() + " players")
                        + " (#" + added.get(0).no() + "–#" + added.get(added.size() - 1).no() + ")"
                        + (dups.isEmpty() ? "" : ctx.t("，含 " + dups.size() + " 处重复（--allow-duplicates）",
                        ", " + dups.size() + " duplicate" + (dups.size() == 1 ? "" : "s") + " allowed (--allow-duplicates)")));
            }
            return 0;
        }
    }

    @Command(name = "list")
    static final class ListCmd implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--format", defaultValue = "text")
        String format;

        ListCmd(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.openReadOnly(file)) {
                List<Player> players = svc.snapshot().players();
                switch (format) {
                    case "csv" -> {
                        ctx.out().println("no,name,unit,rating,title,status");
                        for (Player p : players) {
                            ctx.out().println(Csv.line(p.no(), p.name(), p.unit(), p.rating() == null ? "" : p.rating(),
                                    p.title(), p.status().name().toLowerCase()));
                        }
                    }
                    case "json" -> ctx.out().println(Json.write(players.stream().map(p -> {
                        Map<String, Object> m = new LinkedHashMap<>();
                        m.put("no", p.no());
                        m.put("name", p.name());
                        m.put("unit", p.unit());
                        m.put("rating", p.rating());
                        m.put("title", p.title());
                        m.put("status", p.status().name().toLowerCase());
                        return m;
                    }).toList()));
                    case "text" -> {
                        TextTable t = new TextTable(ctx.t("序号", "No"), ctx.t("姓名", "Name"), ctx.t("单位", "Unit"),
                                ctx.t("等级分", "Rating"), ctx.t("称号", "Title"), ctx.t("状态", "Status")).right(0, 3);
                        for (Player p : players) {
                            t.add(p.no(), p.name(), p.unit(), p.rating(), p.title(),
                                    p.status().isActive() ? "" : p.status().name().toLowerCase());
                        }
                        ctx.out().print(t);
                    }
                    default -> throw UserError.zh("--format 只能是 text、csv 或 json",
                            "--format must be text, csv or json");
                }
            }
            return 0;
        }
    }

    @Command(name = "edit")
    static final class Edit implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "NO")
        int no;
        @Option(names = "--name")
        String name;
        @Option(names = "--unit")
        String unit;
        @Option(names = "--rating")
        String rating;
        @Option(names = "--title")
        String title;

        Edit(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                Player old = svc.snapshot().player(no).orElseThrow(() -> UserError.zh("没有 " + no + " 号棋手",
                        "no player #" + no));
                Integer r = old.rating();
                if (rating != null) {
                    if (rating.equalsIgnoreCase("none") || rating.isBlank()) {
                        r = null;
                    } else {
                        try {
                            r = Integer.parseInt(rating.strip());
                        } catch (NumberFormatException e) {
                            throw UserError.zh("--rating：“" + rating + "”不是整数",
                                    "--rating: '" + rating + "' is not a whole number");
                        }
                    }
                }
                Player p = svc.registration().editPlayer(no, name != null ? name : old.name(), unit != null ? unit : old.unit(), r,
                        title != null ? title : old.title());
                ctx.out().println(ctx.t("已修改 ", "changed ") + describe(p));
            }
            return 0;
        }
    }

    @Command(name = "remove")
    static final class Remove implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Parameters(index = "1", paramLabel = "NO")
        int no;

        Remove(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            try (EventService svc = ctx.open(file)) {
                svc.registration().removePlayer(no);
                ctx.out().println(ctx.t("已删除 #", "removed #") + no);
            }
            return 0;
        }
    }

    @Command(name = "renumber")
    static final class Renumber implements Callable<Integer> {
        private final Context ctx;
        @Parameters(index = "0", paramLabel = "EVENT")
        Path file;
        @Option(names = "--by", required = true)
        String by;

        Renumber(Context ctx) {
            this.ctx = ctx;
        }

        @Override
        public Integer call() {
            StartOrder order = switch (by.toLowerCase()) {
                case "lot", "抽签" -> StartOrder.LOT;
                case "rating", "等级分" -> StartOrder.RATING;
                default -> throw UserError.zh("--by 只能是 lot（抽签）或 rating（按等级分）", "--by must be lot or rating");
            };
            try (EventService svc = ctx.open(file)) {
                for (Player p : svc.registration().assignStartNumbers(order)) {
                    ctx.out().println(describe(p));
                }
            }
            return 0;
        }
    }
}
