package org.qicai.core.store;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.io.StringReader;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Enumeration;
import java.util.List;
import java.util.Properties;
import java.util.TreeMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.resource.LoadableResource;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;

/**
 * What differs when an event lives in PostgreSQL (issue 16 item 5): connecting (refusals in words), one
 * schema per event, the change trigger in PL/pgSQL, and the migrations. Everything else — tables, journal
 * chain, services — is the same as on H2.
 *
 * <p>Migrations: both engines run {@code db/migration}; a file of the same name under {@code db/postgresql}
 * replaces one whose SQL PostgreSQL cannot run (V7's {@code VARCHAR(1000000000)}, beyond PostgreSQL's 10 MB
 * limit, is {@code TEXT} there). The H2 files stay byte for byte, so existing event files keep their
 * checksums; a new migration is written portable and needs no twin.
 */
final class Postgres {
    static final String MIGRATIONS = "db/migration";
    static final String OVERRIDES = "db/postgresql";
    /** How long one statement may wait for the network before the connection counts as lost. */
    static final int SOCKET_TIMEOUT_S = 30;
    static final int CONNECT_TIMEOUT_S = 5;

    private Postgres() {
    }

    /** A session on the database, auto-commit off, its search path on the event's schema (which may not exist yet). */
    static Connection connect(PgAddress at) {
        Properties p = new Properties();
        p.setProperty("user", at.user());
        p.setProperty("password", at.password());
        p.setProperty("connectTimeout", Integer.toString(CONNECT_TIMEOUT_S));
        p.setProperty("socketTimeout", Integer.toString(SOCKET_TIMEOUT_S));
        p.setProperty("tcpKeepAlive", "true");
        p.setProperty("ApplicationName", "qicai");
        try {
            Connection c = DriverManager.getConnection(at.jdbcUrl(), p);
            try (Statement st = c.createStatement()) {
                // timestamps read as text the same on every machine, and a write waits for the others at most so long
                st.execute("SET TIME ZONE 'UTC'");
                st.execute("SET lock_timeout = " + EventServer.LOCK_TIMEOUT_MS);
            }
            c.setAutoCommit(false);
            return c;
        } catch (SQLException e) {
            throw refused(at, e);
        }
    }

    /** A failed connection in words: wrong password, no such database, nobody there. */
    static RuntimeException refused(PgAddress at, SQLException e) {
        String state = e.getSQLState() == null ? "" : e.getSQLState();
        if (state.equals("28P01") || state.equals("28000")) {
            return new UserError("用户名或密码不对：" + at + " 拒绝了用户 " + at.user()
                    + "（密码写在地址里，或用环境变量 PGPASSWORD / QICAI_PASSWORD）",
                    "wrong user name or password: " + at + " refused user " + at.user()
                    + " (give the password in the address, or in PGPASSWORD / QICAI_PASSWORD)", e);
        }
        if (state.equals("08004") || String.valueOf(e.getMessage()).contains("no password was provided")) {
            return new UserError("数据库服务器要密码：" + at + "（写在地址里 postgresql://用户:密码@…，或用环境变量 PGPASSWORD / QICAI_PASSWORD）",
                    "the database server asks for a password: " + at + " (give it in the address, postgresql://USER:PASSWORD@…,"
                    + " or in PGPASSWORD / QICAI_PASSWORD)", e);
        }
        if (state.equals("3D000")) {
            return new UserError("数据库服务器上没有数据库“" + at.database() + "”：" + at,
                    "the server has no database '" + at.database() + "': " + at, e);
        }
        if (state.startsWith("08") || state.isEmpty() && e.getCause() instanceof java.io.IOException) {
            return new UserError("连不上数据库服务器 " + at.host() + ":" + at.port() + "（服务器没有运行，或主机、端口、网络不对）",
                    "cannot reach the database server " + at.host() + ":" + at.port()
                    + " (it is not running, or the host, port or network is wrong)", e);
        }
        return new UserError("数据库服务器拒绝了连接：" + at + "（" + e.getMessage() + "）",
                "the database server refused the connection: " + at + " (" + e.getMessage() + ")", e);
    }

    static boolean schemaExists(Connection c, String schema) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM pg_namespace WHERE nspname = ?")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    static String quote(String identifier) {
        return "\"" + identifier.replace("\"", "\"\"") + "\"";
    }

    static void useSchema(Connection c, String schema) throws SQLException {
        try (Statement st = c.createStatement()) {
            st.execute("SET search_path TO " + quote(schema));
        }
    }

    /** The events of one database: its schemas that hold an event's format marker, by name. */
    static List<String> events(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        try (PreparedStatement ps = c.prepareStatement("SELECT table_schema FROM information_schema.tables "
                + "WHERE table_name = 'event_setting' AND table_schema NOT LIKE ? ORDER BY table_schema")) {
            ps.setString(1, "%" + PgAddress.PARTIAL_MARK + "%");
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(rs.getString(1));
                }
            }
        }
        return out;
    }

    /**
     * The row trigger of every event table, PostgreSQL's counterpart of {@link ChangeTrigger}: each changed row,
     * before and after, as JSON whose values are all text, into {@code row_change} in the same transaction.
     * {@link Ledger} turns them into the same changes the H2 trigger writes (row keys, timestamps as text).
     * The table names resolve through the session's search path, so the schema may be renamed.
     */
    static final String TRIGGER_FUNCTION = "CREATE OR REPLACE FUNCTION qicai_row_change() RETURNS trigger "
            + "LANGUAGE plpgsql AS $$ BEGIN "
            + "INSERT INTO row_change (session_id, table_name, row_key, before_row, after_row) VALUES (pg_backend_pid(), "
            + "TG_TABLE_NAME, '', "
            + "CASE WHEN TG_OP <> 'INSERT' THEN (SELECT jsonb_object_agg(key, value) FROM jsonb_each_text(to_jsonb(OLD)))::text END, "
            + "CASE WHEN TG_OP <> 'DELETE' THEN (SELECT jsonb_object_agg(key, value) FROM jsonb_each_text(to_jsonb(NEW)))::text END); "
            + "RETURN NULL; END $$";

    static String createTrigger(String name, String table) {
        return "CREATE TRIGGER " + name + " AFTER INSERT OR UPDATE OR DELETE ON " + table
                + " FOR EACH ROW EXECUTE FUNCTION qicai_row_change()";
    }

    // ---------------------------------------------------------------- migrations

    /** Flyway's migrations for PostgreSQL: {@code db/migration}, each replaced by its {@code db/postgresql} twin if any. */
    static ResourceProvider migrations(ClassLoader loader) {
        TreeMap<String, String> files = new TreeMap<>();
        for (String name : list(loader, MIGRATIONS)) {
            String override = OVERRIDES + "/" + name;
            files.put(name, loader.getResource(override) != null ? override : MIGRATIONS + "/" + name);
        }
        return new ResourceProvider() {
            @Override
            public LoadableResource getResource(String name) {
                String file = name.contains("/") ? name.substring(name.lastIndexOf('/') + 1) : name;
                String path = files.get(file);
                return path == null ? null : resource(loader, file, path);
            }

            @Override
            public Collection<LoadableResource> getResources(String prefix, String[] suffixes) {
                List<LoadableResource> out = new ArrayList<>();
                files.forEach((name, path) -> {
                    if (name.startsWith(prefix) && java.util.Arrays.stream(suffixes).anyMatch(name::endsWith)) {
                        out.add(resource(loader, name, path));
                    }
                });
                return out;
            }
        };
    }

    private static LoadableResource resource(ClassLoader loader, String name, String path) {
        return new LoadableResource() {
            @Override
            public Reader read() {
                try (InputStream in = loader.getResourceAsStream(path)) {
                    if (in == null) {
                        throw new StoreException("migration " + path + " is missing", null);
                    }
                    return new StringReader(new String(in.readAllBytes(), StandardCharsets.UTF_8));
                } catch (IOException e) {
                    throw new StoreException("cannot read migration " + path, e);
                }
            }

            @Override
            public String getAbsolutePath() {
                return path;
            }

            @Override
            public String getAbsolutePathOnDisk() {
                return path;
            }

            @Override
            public String getFilename() {
                return name;
            }

            @Override
            public String getRelativePath() {
                return MIGRATIONS + "/" + name;
            }
        };
    }

    /** The file names in a class path folder, from directories and jars alike. */
    static List<String> list(ClassLoader loader, String folder) {
        List<String> out = new ArrayList<>();
        try {
            Enumeration<URL> urls = loader.getResources(folder);
            while (urls.hasMoreElements()) {
                URL url = urls.nextElement();
                if (url.getProtocol().equals("file")) {
                    try (var s = Files.list(Path.of(url.toURI()))) {
                        s.filter(Files::isRegularFile).forEach(f -> out.add(f.getFileName().toString()));
                    }
                } else if (url.getProtocol().equals("jar")) {
                    JarURLConnection jc = (JarURLConnection) url.openConnection();
                    jc.setUseCaches(false);
                    try (JarFile jar = jc.getJarFile()) {
                        String prefix = folder + "/";
                        for (Enumeration<JarEntry> en = jar.entries(); en.hasMoreElements(); ) {
                            String n = en.nextElement().getName();
                            if (n.startsWith(prefix) && n.length() > prefix.length() && n.indexOf('/', prefix.length()) < 0) {
                                out.add(n.substring(prefix.length()));
                            }
                        }
                    }
                }
            }
        } catch (IOException | URISyntaxException e) {
            throw new StoreException("cannot list " + folder, e);
        }
        return out;
    }
}
