package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai serve EVENT [--port P]} (issue 16): serves the event on the LAN for other desks, which then give
 * {@code qicai://HOST:PORT} as the event of any command ({@link Context#served}). The password comes from
 * {@code $QICAI_PASSWORD} or is typed at the terminal. Serves until stopped: Ctrl+C (or SIGTERM) stops the
 * server, which rolls back a joined desk's unfinished transaction, and closes the file.
 */
@Command(name = "serve")
final class ServeCommand implements Callable<Integer> {
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(ServeCommand.class);
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Option(names = "--port", paramLabel = "PORT")
    int port = EventService.DEFAULT_SERVE_PORT;

    ServeCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (Context.served(file) != null) {
            throw UserError.zh("只能开放本机上的赛事文件，不能开放 " + file, "only an event file on this machine can be served, not "
                    + file);
        }
        if (port < 0 || port > 65535) {
            throw UserError.zh("--port 应在 1 到 65535 之间（0 = 任选一个空闲端口），不能是 " + port,
                    "--port is 1 to 65535 (0 = any free port), not " + port);
        }
        String password = password();
        EventService svc = ctx.open(file);
        EventService.Serving serving;
        try {
            serving = svc.serve(port, password);
        } catch (RuntimeException e) {
            svc.close();
            throw e;
        }
        CountDownLatch stopped = new CountDownLatch(1);
        // the serving desk says it is there, so the joined windows' status bars name it (issue 16 item 2)
        java.util.concurrent.ScheduledExecutorService beat = java.util.concurrent.Executors
                .newSingleThreadScheduledExecutor(r -> {
                    Thread t = new Thread(r, "qicai-serve-heartbeat");
                    t.setDaemon(true);
                    return t;
                });
        String here = hostName();
        beat.scheduleWithFixedDelay(() -> {
            try {
                svc.heartbeat(here);
            } catch (RuntimeException e) {
                LOG.debug("heartbeat of the serving desk", e);
            }
        }, 0, 3, java.util.concurrent.TimeUnit.SECONDS);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            beat.shutdownNow();
            try {
                serving.close();
            } catch (RuntimeException e) {
                LOG.warn("stopping the server of {} failed", svc.file(), e);
            }
            try {
                svc.close();
            } catch (RuntimeException e) {
                // H2's own shutdown hook may be closing the database at the same moment: it closes the file itself
                LOG.debug("closing {} after H2's shutdown hook", svc.file(), e);
            }
            ctx.err().println(ctx.t("qicai: 已停止开放，赛事文件已关闭：", "qicai: stopped serving; the event file is closed: ")
                    + svc.file());
            stopped.countDown();
        }, "qicai-serve-stop"));
        ctx.out().println(ctx.t("正在开放赛事 ", "serving ") + svc.settings().name() + " (" + svc.file() + ")");
        ctx.out().println(ctx.t("其他裁判台用以下地址连接（密码同本机设置的）：",
                "other desks join with one of these addresses (and the same password):"));
        for (String host : hosts()) {
            ctx.out().println("  qicai://" + host + ":" + serving.port());
        }
        ctx.out().println(ctx.t("例如：QICAI_PASSWORD=… qicai result qicai://主机:" + serving.port() + " 1 1 1-0；按 Ctrl+C 停止",
                "e.g. QICAI_PASSWORD=… qicai result qicai://HOST:" + serving.port() + " 1 1 1-0; Ctrl+C stops"));
        stopped.await();
        return 0;
    }

    /** {@code $QICAI_PASSWORD}, else typed twice at the terminal; refused without either. */
    private String password() {
        String pw = ctx.env("QICAI_PASSWORD");
        if (pw != null && !pw.isEmpty()) {
            return pw;
        }
        java.io.Console console = System.console();
        if (console == null) {
            throw UserError.zh("开放赛事需要一个密码：请设置环境变量 QICAI_PASSWORD（或在终端里运行，输入密码）",
                    "serving an event needs a password: set the environment variable QICAI_PASSWORD "
                    + "(or run in a terminal to type one)");
        }
        char[] first = console.readPassword("%s", ctx.t("其他裁判台连接时要用的密码：", "password the other desks will give: "));
        if (first == null || first.length == 0) {
            throw UserError.zh("没有输入密码", "no password was typed");
        }
        char[] again = console.readPassword("%s", ctx.t("再输入一次：", "again: "));
        if (again == null || !java.util.Arrays.equals(first, again)) {
            throw UserError.zh("两次输入的密码不一样", "the two passwords differ");
        }
        return new String(first);
    }

    /** This machine's name for the other desks' status bars, or "" when it cannot be had. */
    private static String hostName() {
        try {
            return java.net.InetAddress.getLocalHost().getHostName();
        } catch (java.io.IOException e) {
            return "";
        }
    }

    /** Every non-loopback IPv4 address of this machine (interfaces that are up), then 127.0.0.1. */
    static List<String> hosts() {
        return EventService.lanHosts();
    }
}
