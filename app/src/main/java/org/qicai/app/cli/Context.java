package org.qicai.app.cli;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.qicai.app.host.PluginHost;
import org.qicai.core.UserError;
import org.qicai.core.service.ArbiterRole;
import org.qicai.core.service.EventService;

/**
 * What every command shares: the output streams, the environment, the language, the arbiter's name, the
 * plugins. Nothing here touches picocli: the window's start ({@link WindowStart}) uses it without building
 * the command model.
 */
public final class Context {
    private final PrintStream out;
    private final PrintStream err;
    private final UnaryOperator<String> env;
    private Locale locale = Language.ZH;
    private String actor;
    private PluginHost host;

    /** A context over the process's environment. */
    public Context(PrintStream out, PrintStream err) {
        this(out, err, System::getenv);
    }

    /** A context reading environment variables ({@code QICAI_LANG}, {@code QICAI_ARBITER}) through {@code env}. */
    public Context(PrintStream out, PrintStream err, UnaryOperator<String> env) {
        this.out = out;
        this.err = err;
        this.env = env;
        this.actor = defaultActor(env);
        // a postgresql:// event without its user or password in the address takes them from this environment
        org.qicai.core.service.EventLocations.environment(env);
        // issue 16 item 6: a second writer on an event file waits a few seconds for it, and says so
        org.qicai.core.service.EventLocations.whileWaitingForLock((file, seconds) -> err.println(t(
                "qicai: 赛事文件正被另一个棋裁窗口或命令使用，最多等 " + seconds + " 秒：" + file,
                "qicai: the event file is open in another QiCai window or command; waiting up to " + seconds + " s: "
                + file)));
    }

    /** The process's stdout and stderr, both UTF-8, and its environment. */
    static Context ofProcess() {
        return new Context(new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8),
                new PrintStream(new FileOutputStream(FileDescriptor.err), true, StandardCharsets.UTF_8));
    }

    private static String defaultActor(UnaryOperator<String> env) {
        String name = env.apply("QICAI_ARBITER");
        if (name != null && !name.isBlank()) {
            return name.strip();
        }
        return System.getProperty("user.name", "arbiter");
    }

    /** An environment variable, or null. */
    String env(String name) {
        return env.apply(name);
    }

    public PrintStream out() {
        return out;
    }

    public PrintStream err() {
        return err;
    }

    public Locale locale() {
        return locale;
    }

    public void setLocale(Locale l) {
        this.locale = l;
    }

    public String actor() {
        return actor;
    }

    public void setActor(String a) {
        if (a != null && !a.isBlank()) {
            this.actor = a.strip();
        }
    }

    public synchronized PluginHost plugins() {
        if (host == null) {
            host = PluginHost.discover();
        }
        return host;
    }

    /**
     * Opens an event for a command. When its journal chain or data do not check out (issue 12), every
     * command says so in one warning line before its output.
     */
    public EventService open(Path file) {
        EventService svc = openUnchecked(file);
        warnIfNotIntact(svc);
        return svc;
    }

    /**
     * Opens an event read-only, for a command that only reads (issue 12 item 5): nothing is written to the
     * file, which may itself be read-only. An older file is upgraded once ({@code EventService.openReadOnly}).
     */
    public EventService openReadOnly(Path file) {
        EventService svc = openReadOnlyUnchecked(file);
        warnIfNotIntact(svc);
        return svc;
    }

    /** After a publish: an automatic backup that failed, as a warning line (the publish itself stands). */
    void warnIfBackupFailed(EventService svc) {
        svc.backupWarning().ifPresent(w -> err.println(t("qicai: 警告：", "qicai: warning: ")
                + (english() || w.chinese() == null ? w.getMessage() : w.chinese() + " (" + w.getMessage() + ")")));
    }

    /** Opens an event for writing, without the integrity warning; the desk acts in its {@link #role()}. */
    public EventService openUnchecked(Path file) {
        ArbiterRole role = role();
        Served at = served(file);
        return (at != null ? EventService.openRemote(at.host(), at.port(), password(at), false, plugins(), actor)
                : EventService.open(file, plugins(), actor)).as(role);
    }

    /** Opens an event read-only without the integrity warning: for {@code verify}, which reports in full. */
    public EventService openReadOnlyUnchecked(Path file) {
        ArbiterRole role = role();
        Served at = served(file);
        return (at != null ? EventService.openRemote(at.host(), at.port(), password(at), true, plugins(), actor)
                : EventService.openReadOnly(file, plugins(), actor)).as(role);
    }

    /**
     * The desk's role (issue 16 item 4): {@code $QICAI_ROLE} = {@code chief} (裁判长, the default) or {@code deputy}
     * (副裁判: results, fouls, the clock and records; the chief's actions are refused with the reason).
     */
    public ArbiterRole role() {
        String r = env.apply("QICAI_ROLE");
        return r == null || r.isBlank() ? ArbiterRole.CHIEF : ArbiterRole.parse(r, "QICAI_ROLE");
    }

    /** A served event's address (issue 16): {@code qicai://HOST:PORT}. */
    record Served(String host, int port) {
        @Override
        public String toString() {
            return "qicai://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
        }
    }

    private static final java.util.regex.Pattern SERVED = java.util.regex.Pattern.compile(
            "qicai:/{1,2}(\\[[0-9A-Fa-f:.]+]|[^/:\\[\\]]+)(?::(\\d{1,5}))?/?");

    /**
     * The event argument as a served event, {@code qicai://HOST:PORT} (the port defaults to
     * {@link EventService#DEFAULT_SERVE_PORT}), or null for a file. picocli hands it over as a path, in which
     * the file system already made the double slash single. A file really named so is {@code ./qicai:/…}.
     */
    static Served served(Path file) {
        if (file == null) {
            return null;
        }
        String s = file.toString().replace('\\', '/');
        if (!s.startsWith("qicai:/")) {
            return null;
        }
        java.util.regex.Matcher m = SERVED.matcher(s);
        int port = m.matches() && m.group(2) != null ? Integer.parseInt(m.group(2)) : EventService.DEFAULT_SERVE_PORT;
        if (!m.matches() || port < 1 || port > 65535) {
            throw UserError.zh("联机赛事的地址应为 qicai://主机:端口，例如 qicai://192.168.1.20:"
                    + EventService.DEFAULT_SERVE_PORT + "，不能是“" + s + "”",
                    "a served event's address is qicai://HOST:PORT, e.g. qicai://192.168.1.20:"
                    + EventService.DEFAULT_SERVE_PORT + ", not '" + s + "'");
        }
        String host = m.group(1);
        if (host.startsWith("[")) {
            host = host.substring(1, host.length() - 1);
        }
        return new Served(host, port);
    }

    /** The password of a served event: {@code $QICAI_PASSWORD}, else asked at the terminal; refused without either. */
    String password(Served at) {
        String pw = env("QICAI_PASSWORD");
        if (pw != null && !pw.isEmpty()) {
            return pw;
        }
        java.io.Console console = System.console();
        if (console == null) {
            throw UserError.zh("需要 " + at + " 的密码：请设置环境变量 QICAI_PASSWORD（或在终端里运行，输入密码）",
                    "the password for " + at + " is needed: set the environment variable QICAI_PASSWORD "
                    + "(or run in a terminal to type it)");
        }
        char[] typed = console.readPassword("%s", t(at + " 的密码：", "password for " + at + ": "));
        if (typed == null || typed.length == 0) {
            throw UserError.zh("没有输入密码", "no password was typed");
        }
        return new String(typed);
    }

    void warnIfNotIntact(EventService svc) {
        org.qicai.core.model.Integrity i = svc.integrity();
        if (!i.intact()) {
            org.qicai.core.model.Integrity.Finding f = i.findings().get(0);
            err.println(t("qicai: 警告：赛事文件与记录不符（" + i.findings().size() + " 处，运行 qicai verify 查看）：" + f.zh(),
                    "qicai: warning: the event file does not match its journal (" + i.findings().size()
                            + " findings; run qicai verify): " + f.en()));
        }
    }

    public boolean english() {
        return "en".equals(locale.getLanguage());
    }

    /** Picks the Chinese or English text by the current language. */
    public String t(String zh, String en) {
        return english() ? en : zh;
    }

    /** Where a game stands, said before what happened there: "第3轮 第2台 " / "round 3 board 2 ". */
    String roundBoard(int round, int board) {
        return t("第" + round + "轮 第" + board + "台 ", "round " + round + " board " + board + " ");
    }

    /** The error for a {@code --format} that is neither text nor csv. */
    static UserError notTextOrCsv(String format) {
        return UserError.zh("--format 只能是 text 或 csv，不能是“" + format + "”",
                "--format is text or csv, not '" + format + "'");
    }

    public void close() {
        if (host != null) {
            host.close();
        }
    }
}
