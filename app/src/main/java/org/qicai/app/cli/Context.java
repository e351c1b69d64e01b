package org.qicai.app.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Locale;
import org.qicai.app.host.PluginHost;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;

/** What every command shares: the output streams, the language, the arbiter's name, the plugins. */
public final class Context {
    private final PrintStream out;
    private final PrintStream err;
    private Locale locale = Locale.SIMPLIFIED_CHINESE;
    private String actor = defaultActor();
    private PluginHost host;

    public Context(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    private static String defaultActor() {
        String env = System.getenv("QICAI_ARBITER");
        if (env != null && !env.isBlank()) {
            return env.strip();
        }
        return System.getProperty("user.name", "arbiter");
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

    public EventService open(Path file) {
        return EventService.open(file, plugins(), actor);
    }

    /**
     * Opens an event read-only, for a command that only reads (issue 12 item 5): nothing is written to the
     * file, which may itself be read-only. An older file is upgraded once ({@code EventService.openReadOnly}).
     */
    public EventService openReadOnly(Path file) {
        return EventService.openReadOnly(file, plugins(), actor);
    }

    /** After a publish: an automatic backup that failed, as a warning line (the publish itself stands). */
    void warnIfBackupFailed(EventService svc) {
        svc.backupWarning().ifPresent(w -> err.println(t("qicai: 警告：", "qicai: warning: ")
                + (english() || w.chinese() == null ? w.getMessage() : w.chinese() + " (" + w.getMessage() + ")")));
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
