package org.qicai.app.cli;

import java.awt.print.PrinterException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.app.print.BracketSheet;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.service.BracketService;
import org.qicai.core.service.EventService;
import org.qicai.core.spi.Bracket;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai bracket EVENT [-o FILE.pdf | --printer]} — 对阵图 of a knockout or groups event: the
 * group tables, every match with its score and winner, the places. As text, or printed.
 */
@Command(name = "bracket")
final class BracketCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = {"-o", "--output"})
    Path output;
    @Option(names = "--printer")
    boolean printer;

    BracketCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws IOException, PrinterException {
        try (EventService svc = ctx.openReadOnly(file)) {
            if (output != null || printer) {
                PrintCommand.deliver(ctx, BracketSheet.of(svc, ctx.locale()), output, printer);
                return 0;
            }
            Bracket b = new BracketService(svc).require().in(ctx.locale());
            ctx.out().print(text(ctx, svc.snapshot(), b));
        }
        return 0;
    }

    static String label(EventSnapshot s, int no) {
        return no <= 0 ? "" : "#" + no + " " + s.playerName(no);
    }

    /** The bracket as plain text. */
    static String text(Context ctx, EventSnapshot s, Bracket b) {
        StringBuilder sb = new StringBuilder();
        sb.append(s.settings().name()).append(" — ").append(b.title()).append('\n');
        for (Bracket.Group g : b.groups()) {
            sb.append('\n').append(g.name()).append('\n');
            TextTable t = new TextTable(ctx.t("名次", "Rank"), ctx.t("棋手", "Player"), ctx.t("积分", "Pts"),
                    ctx.t("破同分", "Tiebreaks"), ctx.t("出线", "Q"));
            t.right(0);
            for (Bracket.Row r : g.rows()) {
                t.add(r.rank(), label(s, r.player()), r.points(), r.tiebreaks(), r.qualified() ? "✓" : "");
            }
            sb.append(t);
        }
        for (Bracket.Stage st : b.stages()) {
            sb.append('\n').append(st.name()).append('\n');
            TextTable t = new TextTable(ctx.t("场", "Match"), "", "", "", ctx.t("比分", "Score"), ctx.t("胜者", "Winner"));
            for (Bracket.Match m : st.matches()) {
                String[] from = m.from().contains(" / ") ? m.from().split(" / ", 2) : new String[] {"", ""};
                String a = m.first() > 0 ? label(s, m.first()) : from[0];
                String c = m.second() > 0 ? label(s, m.second()) : m.bye() ? ctx.t("轮空", "bye") : from[1];
                String w = m.winner() > 0 ? "#" + m.winner() + (m.how().isEmpty() || m.bye() ? ""
                        : ctx.t("（", " (") + m.howText() + ctx.t("）", ")")) : m.howText();
                t.add(m.label(), a, "—", c, m.score(), w);
            }
            sb.append(t);
        }
        if (!b.placings().isEmpty()) {
            sb.append('\n').append(ctx.t("名次", "Places")).append('\n');
            for (Bracket.Placing p : b.placings()) {
                sb.append("  ").append(p.place()).append("  ")
                        .append(String.join(ctx.t("，", ", "), p.players().stream().map(x -> label(s, x)).toList())).append('\n');
            }
        }
        List<String> notes = b.notes();
        if (!notes.isEmpty()) {
            sb.append('\n');
            notes.forEach(n -> sb.append(n).append('\n'));
        }
        return sb.toString();
    }
}
