package org.qicai.core.store;

import org.qicai.core.StoreException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.qicai.core.UserError;

/**
 * One open event file: an embedded H2 database whose schema Flyway owns. All reads and writes go
 * through {@link #write} and {@link #read}; each write is one transaction, committed with its
 * journal row or not at all.
 *
 * <p>Crash safety: {@code WRITE_DELAY=0} makes H2 write the store at every commit, so a result the
 * arbiter saw acknowledged survives {@code kill -9} (TECH-NOTES; tested by a crash test).
 */
public final class EventStore implements AutoCloseable {

    /** Work done inside one transaction. */
    @FunctionalInterface
    public interface Work<T> {
        T run(Tx tx);
    }

    private static final String URL_SETTINGS = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH"
            + ";WRITE_DELAY=0;TRACE_LEVEL_FILE=0;IFEXISTS=%s";
    private static final String MARKER_KEY = "qicai.format";
    static final String MARKER_VALUE = "qicai-event-1";

    private final Path file;
    private final Connection connection;

    private EventStore(Path file, Connection connection) {
        this.file = file;
        this.connection = connection;
    }

    /** Creates a new event file; fails when the file exists. */
    public static EventStore create(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        if (Files.exists(abs)) {
            throw UserError.zh("赛事文件已存在：" + abs, "event file already exists: " + abs);
        }
        Path parent = abs.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw UserError.zh("文件夹不存在：" + parent, "folder does not exist: " + parent);
        }
        EventStore store = connect(abs, false);
        try {
            store.migrate();
            store.write("system", tx -> {
                tx.putSetting(MARKER_KEY, MARKER_VALUE);
                return null;
            });
        } catch (RuntimeException e) {
            store.discard();
            throw e;
        }
        return store;
    }

    /** Closes and deletes a file this process just created, when creating the event failed half-way. */
    public void discard() {
        try {
            close();
        } catch (RuntimeException ignored) {
            // deleting matters more
        }
        try {
            Files.deleteIfExists(file);
        } catch (java.io.IOException ignored) {
            // nothing more to do; the caller reports the original failure
        }
    }

    /** Opens an existing event file, bringing its schema up to date. */
    public static EventStore open(Path file) {
        Path abs = file.toAbsolutePath().normalize();
        if (!Files.isRegularFile(abs)) {
            throw UserError.zh("找不到赛事文件：" + abs, "no event file at " + abs);
        }
        EventStore store = connect(abs, true);
        try {
            store.migrate();
            String marker = store.read(tx -> tx.setting(MARKER_KEY).orElse(null));
            if (!MARKER_VALUE.equals(marker)) {
                throw UserError.zh("不是棋裁赛事文件：" + abs, "not a QiCai event file: " + abs);
            }
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
        return store;
    }

    private static EventStore connect(Path abs, boolean mustExist) {
        EventFilePath.register();
        String url = "jdbc:h2:" + EventFilePath.databaseName(abs.toString()) + String.format(URL_SETTINGS, mustExist);
        try {
            Connection c = DriverManager.getConnection(url, "qicai", "");
            c.setAutoCommit(false);
            return new EventStore(abs, c);
        } catch (SQLException e) {
            String msg = e.getMessage() == null ? "" : e.getMessage();
            int code = e.getErrorCode();
            if (code == 90020 || msg.contains("already in use") || msg.contains("locked")) {
                throw new UserError("赛事文件正被另一个棋裁窗口或命令使用：" + abs,
                        "event file is open in another QiCai window or command: " + abs, e);
            }
            if (code == 90146 || (msg.contains("not found") && mustExist)) {
                throw new UserError("找不到赛事文件：" + abs, "no event file at " + abs, e);
            }
            if (mustExist && (code == 90028 || code == 90030 || code == 90048 || code == 90049 || code == 90050)) {
                throw new UserError("不是棋裁赛事文件（或文件已损坏）：" + abs, "not a QiCai event file (or damaged): " + abs, e);
            }
            throw new StoreException("cannot open " + abs + ": " + msg, e);
        }
    }

    /**
     * The highest migration version in {@code db/migration}. Opening a file already at this version
     * skips Flyway (it costs most of a second at every command); {@code SchemaVersionTest} keeps this
     * constant equal to the newest migration file.
     */
    static final int SCHEMA_VERSION = 6;

    /** Whether the file's schema history already ends at {@link #SCHEMA_VERSION} with every step successful. */
    private boolean schemaCurrent() {
        try (java.sql.Statement st = connection.createStatement();
             java.sql.ResultSet rs = st.executeQuery("SELECT version, success FROM flyway_schema_history")) {
            int max = -1;
            while (rs.next()) {
                if (!rs.getBoolean(2)) {
                    return false;
                }
                String v = rs.getString(1);
                if (v != null) {
                    max = Math.max(max, Integer.parseInt(v.strip()));
                }
            }
            return max == SCHEMA_VERSION;
        } catch (SQLException | NumberFormatException e) {
            rollback();
            return false;
        }
    }

    private void migrate() {
        if (schemaCurrent()) {
            return;
        }
        try {
            connection.commit();
            Flyway.configure(EventStore.class.getClassLoader())
                    .dataSource(new SingleConnectionDataSource(connection))
                    .locations("classpath:db/migration")
                    .loggers("slf4j")
                    .load()
                    .migrate();
            connection.setAutoCommit(false);
        } catch (SQLException e) {
            throw new StoreException("cannot migrate " + file, e);
        } catch (RuntimeException e) {
            if (e.getClass().getName().startsWith("org.flywaydb")) {
                throw new UserError("不是棋裁赛事文件（或文件已损坏）：" + file + " — " + e.getMessage(),
                        "not a QiCai event file (or damaged): " + file + " — " + e.getMessage(), e);
            }
            throw e;
        }
    }

    public Path file() {
        return file;
    }

    /** Runs one transaction; commits when the work returns, rolls back when it throws. */
    public synchronized <T> T write(String actor, Work<T> work) {
        Tx tx = new Tx(connection, actor == null || actor.isBlank() ? "arbiter" : actor);
        try {
            T result = work.run(tx);
            connection.commit();
            return result;
        } catch (RuntimeException e) {
            rollback();
            throw e;
        } catch (SQLException e) {
            rollback();
            throw new StoreException("commit failed on " + file, e);
        }
    }

    /** Runs read-only work in its own transaction. */
    public synchronized <T> T read(Work<T> work) {
        Tx tx = new Tx(connection, "reader");
        try {
            T result = work.run(tx);
            connection.rollback();
            return result;
        } catch (SQLException e) {
            throw new StoreException("read failed on " + file, e);
        }
    }

    private void rollback() {
        try {
            connection.rollback();
        } catch (SQLException ignored) {
            // the original exception matters more
        }
    }

    @Override
    public synchronized void close() {
        try {
            if (!connection.isClosed()) {
                connection.rollback();
                connection.close();
            }
        } catch (SQLException e) {
            throw new StoreException("cannot close " + file, e);
        }
    }
}
