package org.qicai.core.store;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.qicai.core.UserError;

/**
 * An event kept in PostgreSQL (issue 16 item 5): {@code postgresql://[USER[:PASSWORD]@]HOST[:PORT]/DATABASE?event=NAME}.
 * One database holds many events, each in a schema of its own named {@code NAME}. The user is the URL's, else
 * {@code $PGUSER}, else the login name; the password the URL's, else {@code $PGPASSWORD}, else
 * {@code $QICAI_PASSWORD}. {@link #toString()} never shows the password.
 *
 * @param event the event's name in the database: its schema
 */
public record PgAddress(String host, int port, String database, String event, String user, String password) {

    /** PostgreSQL's own port. */
    public static final int DEFAULT_PORT = 5432;

    // the file system makes picocli's path of "postgresql://h/db" "postgresql:/h/db": one slash or two
    private static final Pattern URL = Pattern.compile(
            "(?i:postgres(?:ql)?):/{1,2}(?:([^:@/]*)(?::([^@/]*))?@)?(\\[[0-9A-Fa-f:.]+]|[^/:@\\[\\]?]+)(?::(\\d{1,5}))?"
            + "/([^/?]+)/?(?:\\?(.*))?");
    /** A schema name PostgreSQL keeps as written (at most 63 bytes), and no quote, slash or space in it. */
    private static final Pattern EVENT_NAME = Pattern.compile("[\\p{L}\\p{N}_][\\p{L}\\p{N}_-]*");

    /** Whether {@code text} is meant as a PostgreSQL address (and not a file). */
    public static boolean isAddress(String text) {
        String s = text == null ? "" : text.replace('\\', '/').toLowerCase(Locale.ROOT);
        return s.startsWith("postgresql:/") || s.startsWith("postgres:/");
    }

    /** Reads an address, the user and password from the environment ({@link #environment}) when the URL has none. */
    public static PgAddress parse(String text) {
        return parse(text, environment);
    }

    private static volatile UnaryOperator<String> environment = System::getenv;

    /** Where {@link #parse(String)} reads PGUSER, PGPASSWORD and QICAI_PASSWORD: the process's environment, or the front end's. */
    public static void environment(UnaryOperator<String> env) {
        environment = env == null ? System::getenv : env;
    }

    /** Reads an address; {@code env} gives {@code PGUSER}, {@code PGPASSWORD} and {@code QICAI_PASSWORD}. */
    public static PgAddress parse(String text, UnaryOperator<String> env) {
        String s = text.strip().replace('\\', '/');
        Matcher m = URL.matcher(s);
        if (!m.matches()) {
            throw badAddress(s);
        }
        String user = decode(m.group(1));
        String password = decode(m.group(2));
        String host = m.group(3);
        if (host.startsWith("[")) {
            host = host.substring(1, host.length() - 1);
        }
        int port = m.group(4) == null ? DEFAULT_PORT : Integer.parseInt(m.group(4));
        if (port < 1 || port > 65535) {
            throw badAddress(s);
        }
        String database = decode(m.group(5));
        String event = null;
        if (m.group(6) != null) {
            for (String kv : m.group(6).split("&")) {
                int eq = kv.indexOf('=');
                String k = eq < 0 ? kv : kv.substring(0, eq);
                if (k.equalsIgnoreCase("event")) {
                    event = decode(eq < 0 ? "" : kv.substring(eq + 1));
                } else if (!k.isEmpty()) {
                    throw UserError.zh("PostgreSQL 地址只认 event=赛事名，不认“" + k + "”：" + s,
                            "a PostgreSQL address takes event=NAME only, not '" + k + "': " + s);
                }
            }
        }
        if (event == null || event.isEmpty()) {
            throw UserError.zh("PostgreSQL 地址要用 ?event=赛事名 说明是数据库里的哪个赛事，例如 "
                    + "postgresql://192.168.1.20:5432/qicai?event=city2026：" + s,
                    "a PostgreSQL address names its event with ?event=NAME, e.g. "
                    + "postgresql://192.168.1.20:5432/qicai?event=city2026: " + s);
        }
        if (!EVENT_NAME.matcher(event).matches() || event.getBytes(StandardCharsets.UTF_8).length > 48
                || event.toLowerCase(Locale.ROOT).startsWith("pg_") || event.contains(PARTIAL_MARK)) {
            throw UserError.zh("赛事名“" + event + "”不能用：只能是字母、数字、_ 和 -（不以 - 或 pg_ 开头，最多 48 字节）",
                    "the event name '" + event + "' cannot be used: letters, digits, _ and - only (not starting with"
                    + " - or pg_, at most 48 bytes)");
        }
        if (user == null || user.isEmpty()) {
            user = env.apply("PGUSER");
        }
        if (user == null || user.isEmpty()) {
            user = System.getProperty("user.name", "postgres");
        }
        if (password == null) {
            password = env.apply("PGPASSWORD");
        }
        if (password == null) {
            password = env.apply("QICAI_PASSWORD");
        }
        return new PgAddress(host, port, database, event, user, password == null ? "" : password);
    }

    /** Marks a schema being built ({@code NAME~partial-xxxx}); never in an event's own name. */
    static final String PARTIAL_MARK = "~partial-";

    private static UserError badAddress(String s) {
        return UserError.zh("PostgreSQL 地址应为 postgresql://主机:端口/数据库?event=赛事名，例如 "
                + "postgresql://192.168.1.20:5432/qicai?event=city2026，不能是“" + withoutPassword(s) + "”",
                "a PostgreSQL address is postgresql://HOST:PORT/DATABASE?event=NAME, e.g. "
                + "postgresql://192.168.1.20:5432/qicai?event=city2026, not '" + withoutPassword(s) + "'");
    }

    /** The text with a password between {@code user:} and {@code @} blanked out. */
    private static String withoutPassword(String s) {
        // as typed: the file system made picocli's "//" one slash
        String typed = s.replaceFirst("(?i)^(postgres(?:ql)?):/(?!/)", "$1://");
        return typed.replaceFirst("(?i)(postgres(?:ql)?://[^:@/]*:)[^@/]*@", "$1***@");
    }

    private static String decode(String s) {
        return s == null ? null : URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8);
    }

    /** The JDBC URL of the database (user and password are given apart). */
    String jdbcUrl() {
        return "jdbc:postgresql://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/"
                + URLEncoder.encode(database, StandardCharsets.UTF_8);
    }

    /** The same database, another event. */
    public PgAddress withEvent(String name) {
        return new PgAddress(host, port, database, name, user, password);
    }

    /** {@code postgresql://USER@HOST:PORT/DATABASE?event=NAME}: what the user is shown, never with the password. */
    @Override
    public String toString() {
        return "postgresql://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port + "/" + database
                + "?event=" + event;
    }
}
