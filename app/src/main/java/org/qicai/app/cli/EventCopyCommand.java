package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.service.EventLocations;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai event copy SRC DEST} (issue 16 item 5): copies an event between a file and PostgreSQL
 * ({@code postgresql://HOST:PORT/DATABASE?event=NAME}) either way, or file to file. The copy is checked — the
 * same rows in every table, the same journal chain head — before it appears; an existing destination is
 * refused and left alone.
 */
@Command(name = "copy")
final class EventCopyCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "SRC")
    Path source;
    @Parameters(index = "1", paramLabel = "DEST")
    Path destination;

    EventCopyCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        for (Path p : new Path[] {source, destination}) {
            if (Context.served(p) != null) {
                throw UserError.zh("不能复制联机赛事 " + p + "：请在开放它的裁判台上复制它的赛事文件",
                        "a served event cannot be copied here (" + p + "): copy its event file on the desk that serves it");
            }
        }
        EventLocations.Copied c = EventLocations.copy(source, destination);
        Map<String, Long> rows = c.rows();
        long players = rows.getOrDefault("player", 0L);
        long results = rows.getOrDefault("pairing", 0L);
        String head = c.head() == null || c.head().length() < 12 ? String.valueOf(c.head()) : c.head().substring(0, 12);
        ctx.out().println(ctx.t("已复制赛事 " + c.source() + " → " + c.destination() + "：" + players + " 名棋手，" + results
                        + " 个对局，记录 " + c.journalRows() + " 行，记录链末端 " + head + "（已核对）",
                "copied the event " + c.source() + " → " + c.destination() + ": " + players + " players, " + results
                        + " games, " + c.journalRows() + " journal rows, chain head " + head + " (checked)"));
        if (!c.intact()) {
            ctx.err().println(ctx.t("qicai: 警告：来源赛事与记录不符，副本也一样（运行 qicai verify 查看）",
                    "qicai: warning: the source does not match its journal, and so does the copy (run qicai verify)"));
        }
        return 0;
    }
}
