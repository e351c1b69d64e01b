package org.qicai.app.cli;

import java.awt.print.PrinterException;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.qicai.app.print.PrintDocument;
import org.qicai.app.print.Printing;
import org.qicai.app.print.ReportKind;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai print EVENT pairings|scoresheets|standings --round N -o FILE.pdf}, or {@code --printer}
 * to send it to the default printer (A4).
 */
@Command(name = "print")
final class PrintCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Parameters(index = "1", paramLabel = "REPORT")
    String report;
    @Option(names = "--round", defaultValue = "0")
    int round;
    @Option(names = "--board", defaultValue = "0")
    int board;
    @Option(names = {"-o", "--output"})
    Path output;
    @Option(names = "--printer")
    boolean printer;
    @Option(names = "--explain")
    boolean explain;

    PrintCommand(Context ctx) {
        this.ctx = ctx;
    }

    static ReportKind kind(String report) {
        return switch (report.toLowerCase(Locale.ROOT)) {
            case "pairings", "对阵表" -> ReportKind.PAIRINGS;
            case "scoresheets", "记录纸" -> ReportKind.SCORESHEETS;
            case "standings", "名次表" -> ReportKind.STANDINGS;
            case "crosstable", "成绩表" -> ReportKind.CROSSTABLE;
            case "penalties", "判罚记录" -> ReportKind.PENALTIES;
            case "bracket", "对阵图" -> ReportKind.BRACKET;
            case "match-sheets", "比赛记录表" -> ReportKind.TEAM_MATCH_SHEETS;
            case "board-prizes", "台次成绩" -> ReportKind.BOARD_PRIZES;
            case "record", "棋谱" -> ReportKind.RECORD;
            case "ruling", "裁决书" -> ReportKind.RULING;
            case "sealed-moves", "sealed", "封棋", "封棋记录纸" -> ReportKind.SEALED_MOVES;
            case "continuation", "续页", "记录纸续页" -> ReportKind.SCORESHEET_CONTINUATION;
            default -> throw UserError.zh("没有名为“" + report + "”的报表；可用 pairings（对阵表）、scoresheets（记录纸）、"
                    + "standings（名次表）、crosstable（成绩表）、penalties（判罚记录）、bracket（对阵图）、"
                    + "match-sheets（团体对阵单）、board-prizes（台次奖）、record（棋谱）、ruling（裁决书）、sealed-moves（封棋记录纸）"
                    + "或 continuation（围棋记录纸续页）",
                    "unknown report '" + report + "'; use pairings, scoresheets, standings, "
                    + "crosstable, penalties, bracket, match-sheets, board-prizes, record, ruling, sealed-moves or continuation");
        };
    }

    @Override
    public Integer call() throws IOException, PrinterException {
        ReportKind kind = kind(report);
        requireDestination(output, printer);
        try (EventService svc = ctx.openReadOnly(file)) {
            deliver(ctx, Printing.document(svc, kind, round, board, ctx.locale(), explain), output, printer);
        }
        return 0;
    }

    /** A print command must say where its document goes: {@code -o FILE.pdf} or {@code --printer}. */
    static void requireDestination(Path output, boolean printer) {
        if (output == null && !printer) {
            throw UserError.zh("请指明输出到哪里：-o 文件.pdf 或 --printer", "say where: -o FILE.pdf or --printer");
        }
    }

    /** Sends the document to the default printer or writes the PDF, and says which. */
    static void deliver(Context ctx, PrintDocument doc, Path output, boolean printer) throws IOException, PrinterException {
        if (printer) {
            Printing.toPrinter(doc, false);
            ctx.out().println(ctx.t("已送打印机：", "sent to the printer: ") + doc.title());
        } else {
            Printing.toPdf(doc, output);
            ctx.out().println(ctx.t("已写入 ", "wrote ") + output + " (" + doc.pageCount() + ctx.t(" 页)", " pages)"));
        }
    }
}
