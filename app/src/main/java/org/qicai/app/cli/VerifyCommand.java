package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.core.model.Integrity;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai verify EVENT [--head DIGEST]}: checks the journal's hash chain and the data against it (exit 0
 * intact, 1 not, with every finding); with {@code --head}, whether the state a sheet's footer names is in the
 * file's history.
 */
@Command(name = "verify")
final class VerifyCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--head", paramLabel = "DIGEST")
    String head;

    VerifyCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        try (EventService svc = ctx.openReadOnlyUnchecked(file)) {
            Integrity i = svc.integrity();
            if (head != null) {
                return head(svc, i);
            }
            if (!i.chained()) {
                ctx.out().println(ctx.t("记录尚未成链（旧版文件，下次写入时封存）：" + i.rows() + " 行",
                        "the journal is not chained yet (an older file; sealed at the next write): " + i.rows() + " rows"));
            }
            for (Integrity.Finding f : i.findings()) {
                ctx.out().println(ctx.t(f.zh(), f.en()));
            }
            if (i.intact()) {
                ctx.out().println(ctx.t("完好：记录 " + i.rows() + " 行，哈希链与数据相符；当前摘要 " + i.shortHead(),
                        "intact: " + i.rows() + " journal rows, the hash chain and the data agree; head " + i.shortHead()));
                return 0;
            }
            ctx.out().println(ctx.t("不完好：" + i.findings().size() + " 处与记录不符", "NOT intact: "
                    + i.findings().size() + " finding" + (i.findings().size() == 1 ? "" : "s")));
            return 1;
        }
    }

    private int head(EventService svc, Integrity i) {
        List<Integrity.HeadMatch> found = svc.findHead(head);
        if (found.isEmpty()) {
            ctx.out().println(ctx.t("摘要 " + head + " 不在本文件的记录中", "digest " + head + " is not in this file's history"));
            return 1;
        }
        if (found.size() > 1) {
            ctx.out().println(ctx.t("摘要 " + head + " 太短，对应 " + found.size() + " 行；请多给几位",
                    "digest " + head + " is too short: it matches " + found.size() + " rows; give more digits"));
            return 1;
        }
        Integrity.HeadMatch m = found.get(0);
        String state = m.later() == 0 ? ctx.t("这就是当前状态", "this is the current state")
                : ctx.t("此后又有 " + m.later() + " 行记录", m.later() + " journal rows were written after it");
        ctx.out().println(ctx.t("摘要 " + head + " 在本文件的记录中：第 " + m.seq() + " 行（" + m.at() + "，" + m.action()
                        + " " + m.subject() + "）；" + state,
                "digest " + head + " is in this file's history: journal row " + m.seq() + " (" + m.at() + ", "
                        + m.action() + " " + m.subject() + "); " + state));
        if (!i.intact()) {
            ctx.out().println(ctx.t("但文件现在不完好：运行 qicai verify 查看", "but the file is not intact now: run qicai verify"));
            return 1;
        }
        return 0;
    }
}
