package org.qicai.core.store;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.HexFormat;
import org.h2.tools.Server;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;

/**
 * One open event served on the LAN by H2's TCP server in the serving process (issue 16), and the way a desk
 * joins it ({@link EventStore#openRemote}). No protocol of our own: the desks share H2's database engine.
 *
 * <p>The password. H2's TCP server has no password for connections ({@code -tcpPassword} only guards shutting
 * it down), and the event file's own user has an empty one (every local open uses it). So the served database
 * is published under a name derived from the password ({@code -key NAME DATABASE}: H2 then serves that one
 * database under that one name and refuses any other name with "wrong user name or password"); a desk that
 * does not know the password cannot name the database. Like H2's own password check, this keeps out who does
 * not know the password; it does not encrypt the traffic, and whoever knows it has H2's administrator rights.
 */
public final class EventServer implements AutoCloseable {
    /** The port {@code qicai serve} listens on when none is given. */
    public static final int DEFAULT_PORT = 9123;
    /** How long a write waits for another desk's write to finish ({@code LOCK_TIMEOUT}). */
    static final int LOCK_TIMEOUT_MS = 20_000;
    private static final String SCHEME = "qicai://";
    /** Database settings of a joining session; the database's own (MODE …) were set by the serving process. */
    private static final String REMOTE_SETTINGS = ";MODE=PostgreSQL;DEFAULT_NULL_ORDERING=HIGH;LOCK_TIMEOUT="
            + LOCK_TIMEOUT_MS;

    private final Server server;

    private EventServer(Server server) {
        this.server = server;
    }

    static EventServer start(String database, int port, String password) {
        if (password == null || password.isEmpty()) {
            throw UserError.zh("开放赛事需要一个密码", "serving an event needs a password");
        }
        byte[] shutdown = new byte[16];
        new SecureRandom().nextBytes(shutdown);
        try {
            Server s = Server.createTcpServer("-tcpPort", Integer.toString(port), "-tcpAllowOthers", "-ifExists",
                    "-tcpPassword", HexFormat.of().formatHex(shutdown), "-key", databaseKey(password), database);
            s.start();
            return new EventServer(s);
        } catch (SQLException e) {
            if (e.getErrorCode() == 90061) {
                throw new UserError("端口 " + port + " 已被别的程序占用；请用 --port 换一个",
                        "port " + port + " is in use by another program; choose another with --port", e);
            }
            throw new StoreException("cannot serve on port " + port + ": " + e.getMessage(), e);
        }
    }

    /** The port it listens on (the one chosen when 0 was asked). */
    public int port() {
        return server.getPort();
    }

    /** Stops listening and disconnects the joined desks; an unfinished transaction of theirs is rolled back. */
    @Override
    public void close() {
        server.stop();
    }

    /** {@code qicai://HOST:PORT}. */
    public static String address(String host, int port) {
        return SCHEME + (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }

    /** Whether {@code host} names this machine's loopback interface. */
    static boolean loopback(String host) {
        try {
            return java.net.InetAddress.getByName(host).isLoopbackAddress();
        } catch (java.net.UnknownHostException e) {
            return false;
        }
    }

    /** The name the served database is published under: derived from the password, never the password itself. */
    private static String databaseKey(String password) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest(("qicai-event-served\u0000" + password).getBytes(StandardCharsets.UTF_8));
            return "qicai-" + HexFormat.of().formatHex(d, 0, 20);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }

    /** A session on a served event, auto-commit off; refused in words. */
    static Connection connect(String host, int port, String password) {
        String address = address(host, port);
        if (password == null || password.isEmpty()) {
            throw UserError.zh("连接 " + address + " 需要密码（环境变量 QICAI_PASSWORD）",
                    "joining " + address + " needs the password (environment variable QICAI_PASSWORD)");
        }
        String h = host.contains(":") ? "[" + host + "]" : host;
        String url = "jdbc:h2:tcp://" + h + ":" + port + "/" + databaseKey(password) + REMOTE_SETTINGS;
        try {
            Connection c = DriverManager.getConnection(url, "qicai", "");
            c.setAutoCommit(false);
            return c;
        } catch (SQLException e) {
            if (e.getErrorCode() == 28000) {
                throw new UserError("密码不对：" + address + " 拒绝了连接", "wrong password: " + address
                        + " refused the connection", e);
            }
            if (e.getErrorCode() == 90067 || e.getErrorCode() == 90013 || e.getErrorCode() == 90146) {
                throw new UserError("连不上 " + address + "：那里没有裁判台开放赛事（或网络不通、端口不对）",
                        "cannot reach " + address + ": no desk serves an event there (or the network or port is wrong)", e);
            }
            throw new StoreException("cannot join " + address + ": " + e.getMessage(), e);
        }
    }

    /**
     * A failed write on a served event: when the connection is gone (the serving desk stopped, the network
     * broke), "not saved — connection lost"; the serving desk rolled the transaction back.
     */
    static RuntimeException lost(String address, RuntimeException e, Connection c) {
        if (e instanceof UserError) {
            return e;
        }
        boolean broken = false;
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLException s && (s.getErrorCode() == 90067 || s.getErrorCode() == 90121
                    || s.getErrorCode() == 90098)) {
                broken = true;
            }
        }
        try {
            broken = broken || c.isClosed() || !c.isValid(2);
        } catch (SQLException x) {
            broken = true;
        }
        return broken ? new UserError("没有保存：与 " + address + " 的连接断了", "not saved: the connection to "
                + address + " was lost", e) : e;
    }
}
