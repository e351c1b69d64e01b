package org.qicai.app.gui.presenter;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.qicai.core.UserError;
import org.qicai.core.service.EventLocations;
import org.qicai.core.service.EventService;

/**
 * 文件 → 连接数据库… (issue 16 item 5): opens an event kept in PostgreSQL — server, port, database, the event's name
 * there, user and password — as {@code qicai … postgresql://USER:PASSWORD@HOST:PORT/DATABASE?event=NAME} does on the
 * command line. The same services as on a file; the desks on one database see one another's actions. A refusal
 * (nobody there, a wrong password, no such database or event) comes back in words and nothing is opened.
 */
public final class DatabaseConnectPresenter {
    public static final String DEFAULT_PORT = "5432";
    public static final String DEFAULT_DATABASE = "qicai";
    private final EventSession session;

    public DatabaseConnectPresenter(EventSession session) {
        this.session = session;
    }

    public Messages messages() {
        return session.messages();
    }

    /** What the dialog holds, as typed. */
    public record Form(String host, String port, String database, String event, String user, String password) {
    }

    /** The address the form names, its password percent-encoded in it; refused in words for an empty or bad field. */
    public String address(Form f) {
        Messages m = session.messages();
        String host = strip(f.host());
        String database = strip(f.database());
        String event = strip(f.event());
        if (host.isEmpty()) {
            throw new UserError(m.get("db.error.host"));
        }
        String port = strip(f.port()).isEmpty() ? DEFAULT_PORT : strip(f.port());
        int p;
        try {
            p = Integer.parseInt(port);
        } catch (NumberFormatException e) {
            p = -1;
        }
        if (p < 1 || p > 65535) {
            throw new UserError(m.get("db.error.port", port));
        }
        if (database.isEmpty()) {
            throw new UserError(m.get("db.error.database"));
        }
        if (event.isEmpty()) {
            throw new UserError(m.get("db.error.event"));
        }
        String user = strip(f.user());
        String password = f.password() == null ? "" : f.password();
        String credentials = user.isEmpty() ? "" : encode(user) + (password.isEmpty() ? "" : ":" + encode(password)) + "@";
        String address = "postgresql://" + credentials + (host.contains(":") ? "[" + host + "]" : host) + ":" + p + "/"
                + encode(database) + "?event=" + encode(event);
        EventLocations.describe(Path.of(address)); // the same checks as the command line's (the event's name)
        return address;
    }

    /** Opens the event the form names and makes it the window's; answers the address as shown (no password). */
    public String connect(Form f) {
        Path at = Path.of(address(f));
        EventService svc = EventService.open(at, session.plugins(), session.actor());
        session.adopt(svc);
        return EventLocations.describe(at);
    }

    private static String strip(String s) {
        return s == null ? "" : s.strip();
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
