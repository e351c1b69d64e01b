package org.qicai.core.store;

import org.qicai.core.StoreException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.qicai.core.UserError;
import org.qicai.core.model.Integrity;
import java.util.List;

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
            + ";WRITE_DELAY=0;TRACE_LEVEL_FILE=0;LOCK_TIMEOUT=" + EventServer.LOCK_TIMEOUT_MS + ";IFEXISTS=%s";
    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(EventStore.class);
    private static final String MARKER_KEY = "qicai.format";
    static final String MARKER_VALUE = "qicai-event-1";

    private final Path file;
    private final Connection connection;
    private final Ledger ledger;
    /** Set when this event lives in PostgreSQL ({@link Postgres}; issue 16 item 5): its address. */
    private PgAddress pg;
    /** In PostgreSQL: the schema the event is in now (a partial one while being built, see {@link #begin}). */
    private String pgSchema;
    /** In PostgreSQL, while being built: the event's name, its schema once complete; else null. */
    private String pgTarget;
    /** Set when opened read-only ({@link #open(Path, boolean)}). */
    private boolean readOnly;
    /** The file this one becomes once complete, while it is being built beside it ({@link #begin}); else null. */
    private Path target;
    /** Set when this store is an event served by another desk ({@link #openRemote}): {@code qicai://HOST:PORT}. */
    private String remote;
    /** Set once this process serves the event ({@link #serve}): other sessions may write it from then on. */
    private volatile boolean served;
    /** For a joined event: whether the serving process runs on this machine (a backup can then be taken here). */
    private boolean remoteOnThisMachine;

    private EventStore(Path file, Connection connection) {
        this(file, connection, new Ledger());
    }

    private EventStore(Path file, Connection connection, Ledger ledger) {
        this.file = file;
        this.connection = connection;
        this.ledger = ledger;
    }

    /** Creates a new event file (schema and format marker), built beside it and moved into place; fails when the file exists. */
    public static EventStore create(Path file) {
        return begin(file).complete();
    }

    /**
     * Starts building a new event file (issue 12 item 3): the database is written to a hidden file beside
     * the target ({@code .NAME.partial-<random>}, see {@link PartialFiles}); fill it through {@link #write},
     * then {@link #complete()} moves it into place, or {@link #discard()} drops it. A crash meanwhile leaves
     * the target absent, and the next {@code begin} on the same target removes the orphan.
     */
    public static EventStore begin(Path file) {
        EventStore store = beginEmpty(file);
        try {
            store.ledger.ensureTriggers(store.connection);
            store.write("system", tx -> {
                tx.putSetting(MARKER_KEY, MARKER_VALUE);
                tx.journal(Ledger.SEAL, "", null, null);
                return null;
            });
        } catch (RuntimeException e) {
            store.discard();
            throw e;
        }
        return store;
    }

    /**
     * A new event's database with its schema and nothing else (no marker, no journal, no change triggers):
     * {@link #begin} goes on from here, {@link EventCopy} fills it with another event's rows. A file is built
     * beside its target, a PostgreSQL event in a schema of its own renamed at {@link #complete()}.
     */
    static EventStore beginEmpty(Path file) {
        if (PgAddress.isAddress(file.toString())) {
            return beginPostgres(PgAddress.parse(file.toString()));
        }
        Path abs = file.toAbsolutePath().normalize();
        if (Files.isDirectory(abs)) {
            throw UserError.zh("这是一个已有的文件夹，不能作为赛事文件：" + abs, "this is an existing folder, not an event file: " + abs);
        }
        if (Files.exists(abs)) {
            throw UserError.zh("赛事文件已存在：" + abs, "event file already exists: " + abs);
        }
        Path parent = abs.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw UserError.zh("文件夹不存在：" + parent, "folder does not exist: " + parent);
        }
        if (parent != null && !Files.isWritable(parent)) {
            throw UserError.zh("不能在这个文件夹里写入文件：" + parent, "cannot write files in this folder: " + parent);
        }
        PartialFiles.removeStale(abs);
        Path partial = PartialFiles.newPartial(abs);
        EventStore store;
        try {
            store = connect(partial, false, false);
        } catch (RuntimeException e) {
            // H2 may have left an empty file before it failed (a full disk)
            PartialFiles.delete(partial);
            throw e;
        }
        store.target = abs;
        try {
            store.migrate();
        } catch (RuntimeException e) {
            store.discard();
            throw e;
        }
        return store;
    }

    /** {@link #beginEmpty} in PostgreSQL: refused when the database already holds an event of that name. */
    private static EventStore beginPostgres(PgAddress at) {
        Connection c = Postgres.connect(at);
        String partial = at.event() + PgAddress.PARTIAL_MARK
                + Long.toHexString(new java.security.SecureRandom().nextLong() & 0xffffffffL);
        try {
            if (Postgres.schemaExists(c, at.event())) {
                throw UserError.zh("数据库里已有赛事“" + at.event() + "”，未覆盖：" + at + "（请换一个 event= 名字）",
                        "the database already holds an event '" + at.event() + "', not replaced: " + at
                        + " (choose another event= name)");
            }
            try (java.sql.Statement st = c.createStatement()) {
                st.execute("CREATE SCHEMA " + Postgres.quote(partial));
            }
            Postgres.useSchema(c, partial);
            c.commit();
        } catch (SQLException e) {
            closeQuietly(c);
            throw new StoreException("cannot create the event's schema in " + at, e);
        } catch (RuntimeException e) {
            closeQuietly(c);
            throw e;
        }
        EventStore store = new EventStore(Path.of(at.toString()), c, new Ledger(true));
        store.pg = at;
        store.pgSchema = partial;
        store.pgTarget = at.event();
        try {
            store.migrate();
        } catch (RuntimeException e) {
            store.discard();
            throw e;
        }
        return store;
    }

    private static void closeQuietly(Connection c) {
        try {
            c.rollback();
            c.close();
        } catch (SQLException ignored) {
            // the first error matters more
        }
    }

    /**
     * Closes and deletes a file this process is building ({@link #begin}), when creating the event failed
     * half-way. An event that is already in place is only closed, never deleted.
     */
    public void discard() {
        if (pgTarget != null) {
            try {
                connection.rollback();
                try (java.sql.Statement st = connection.createStatement()) {
                    st.execute("DROP SCHEMA IF EXISTS " + Postgres.quote(pgSchema) + " CASCADE");
                }
                connection.commit();
            } catch (SQLException ignored) {
                // the connection is gone: the half-built schema stays, under its partial name, never an event
            }
        }
        try {
            close();
        } catch (RuntimeException ignored) {
            // deleting matters more
        }
        if (target != null) {
            PartialFiles.delete(file);
        }
    }

    /**
     * Finishes a file begun with {@link #begin}: closes it, syncs it and moves it onto its target in one
     * rename, then opens it there. On failure the partial file is deleted and the target stays absent.
     */
    public EventStore complete() {
        if (pgTarget != null) {
            return completePostgres();
        }
        if (target == null) {
            throw new IllegalStateException("not a file being built: " + file);
        }
        try {
            close();
            PartialFiles.place(file, target, false);
        } catch (java.io.IOException e) {
            discard();
            throw PartialFiles.writeFailed(target, e);
        } catch (RuntimeException e) {
            discard();
            throw e;
        }
        return open(target);
    }

    /** A PostgreSQL event being built: its schema takes the event's name in one transaction. */
    private EventStore completePostgres() {
        try {
            connection.rollback();
            try (java.sql.Statement st = connection.createStatement()) {
                st.execute("ALTER SCHEMA " + Postgres.quote(pgSchema) + " RENAME TO " + Postgres.quote(pgTarget));
            }
            connection.commit();
            Postgres.useSchema(connection, pgTarget);
            connection.commit();
        } catch (SQLException e) {
            discard();
            if ("42P06".equals(e.getSQLState())) {
                throw new UserError("数据库里已有赛事“" + pgTarget + "”，未覆盖：" + pg,
                        "the database already holds an event '" + pgTarget + "', not replaced: " + pg, e);
            }
            throw EventServer.lost(pg.toString(), new StoreException("cannot finish the event in " + pg, e), connection);
        }
        pgSchema = pgTarget;
        pgTarget = null;
        return this;
    }

    /** Whether this file is still being built beside its target ({@link #begin}); nothing else sees it yet. */
    public boolean partial() {
        return target != null || pgTarget != null;
    }

    /** Whether this event lives in PostgreSQL ({@link PgAddress}). */
    public boolean postgres() {
        return pg != null;
    }

    /** In PostgreSQL: the event's name ({@code event=} of its address); else null. */
    public String postgresEvent() {
        return pg == null ? null : pg.event();
    }

    /** Whether this store was opened read-only ({@link #open(Path, boolean)}): every write fails. */
    public boolean readOnly() {
        return readOnly;
    }

    /**
     * 备份 (issue 12 item 3): a consistent copy of this event, taken while it stays open by H2's online
     * backup ({@code BACKUP TO} a zip whose one entry is the store file). The store is unpacked into a
     * hidden file beside {@code target}, checked to open as an event, synced and moved into place: the
     * copy is itself an event file, and appears complete or not at all. An existing {@code target} is
     * refused unless {@code replace}; the event's own file never.
     *
     * @return the absolute path written
     */
    public synchronized Path backupTo(Path target, boolean replace) {
        if (remote != null && !remoteOnThisMachine) {
            // H2 writes the backup where the serving process runs
            throw UserError.zh("联机的赛事只能在开放它的那台电脑上备份：在那里运行 qicai backup qicai://127.0.0.1:端口 -o 文件",
                    "a served event is backed up on the machine that serves it: there, run qicai backup "
                    + "qicai://127.0.0.1:PORT -o FILE");
        }
        Path abs = target.toAbsolutePath().normalize();
        if (abs.equals(file.toAbsolutePath().normalize())) {
            throw UserError.zh("备份不能覆盖赛事文件本身：" + abs, "a backup cannot replace the event file itself: " + abs);
        }
        if (Files.isDirectory(abs)) {
            throw UserError.zh("这是一个文件夹，请给出备份文件的名字：" + abs, "this is a folder; name the backup file: " + abs);
        }
        if (!replace && Files.exists(abs)) {
            throw UserError.zh("文件已存在，未覆盖：" + abs + "（要覆盖请加 --force）",
                    "file already exists, not replaced: " + abs + " (add --force to replace it)");
        }
        Path parent = abs.getParent();
        if (parent != null && !Files.isDirectory(parent)) {
            throw UserError.zh("文件夹不存在：" + parent, "folder does not exist: " + parent);
        }
        if (pg != null) {
            return copyOutOfPostgres(abs);
        }
        Path partial = PartialFiles.newPartial(abs);
        Path zip = partial.resolveSibling(partial.getFileName() + ".zip");
        try {
            try (java.sql.Statement st = connection.createStatement()) {
                st.execute("BACKUP TO '" + zip.toString().replace("'", "''") + "'");
            } finally {
                rollback();
            }
            unpackStore(zip, partial);
            Files.deleteIfExists(zip);
            EventStore copy = connect(partial, true, true);
            try {
                copy.requireMarker();
            } finally {
                copy.close();
            }
            PartialFiles.place(partial, abs, replace);
            return abs;
        } catch (SQLException e) {
            throw StoreException.userErrorOf(e).<RuntimeException>map(u -> u)
                    .orElseGet(() -> new StoreException("backup of " + file + " failed: " + e.getMessage(), e));
        } catch (java.io.IOException e) {
            throw PartialFiles.writeFailed(abs, e);
        } finally {
            PartialFiles.delete(partial);
        }
    }

    /** Copies the store entry of an H2 backup zip ({@code NAME.mv.db}, its only entry) to {@code out}. */
    private void unpackStore(Path zip, Path out) throws java.io.IOException {
        try (java.util.zip.ZipFile z = new java.util.zip.ZipFile(zip.toFile())) {
            java.util.zip.ZipEntry entry = z.stream().filter(e -> e.getName().endsWith(".mv.db")).findFirst()
                    .orElseThrow(() -> new StoreException("H2's backup of " + file + " holds no store file", null));
            try (java.io.InputStream in = z.getInputStream(entry)) {
                Files.copy(in, out);
            }
        }
    }

    /** Opens an existing event file for reading and writing, bringing its schema up to date. */
    public static EventStore open(Path file) {
        return open(file, false);
    }

    /**
     * Opens an existing event file. Refused, with the reason and nothing written: a folder, a missing,
     * empty (0-byte) or unfinished ({@code .partial-}) file, another program's database, a file open in
     * another process, and — for writing — a read-only file.
     *
     * <p>{@code readOnly} opens the database read-only (H2 {@code ACCESS_MODE_DATA=r}): nothing is written,
     * not even H2's own housekeeping, and the file may be read-only on disk. A file whose schema is older
     * than this program's cannot be migrated read-only: it is opened for writing once, as any writing
     * command would, to bring it up to date (refused if the file is read-only on disk).
     */
    public static EventStore open(Path file, boolean readOnly) {
        if (PgAddress.isAddress(file.toString())) {
            return openPostgres(PgAddress.parse(file.toString()), readOnly);
        }
        Path abs = file.toAbsolutePath().normalize();
        UserError refused = StoreErrors.notOpenable(abs);
        if (refused != null) {
            throw refused;
        }
        boolean lockedOnDisk = StoreErrors.readOnlyOnDisk(abs);
        if (!readOnly && lockedOnDisk) {
            throw StoreErrors.readOnlyFile(abs);
        }
        // look before writing: H2 writes to a file it opens for writing even when it then refuses the user,
        // so what the file is (ours, and how old) is read first with the file opened read-only
        EventStore store = connect(abs, true, true);
        try {
            store.requireMarker();
            if (!readOnly || !store.schemaCurrent()) {
                boolean upgrade = readOnly;
                store.close();
                if (upgrade && lockedOnDisk) {
                    throw UserError.zh("赛事文件是旧版本的格式，需要升级后才能打开，但文件是只读的：" + abs,
                            "the event file has an older format and must be upgraded to be opened, but it is read-only: "
                            + abs);
                }
                store = connect(abs, true, false);
            }
            store.migrate();
            String marker = store.read(tx -> tx.setting(MARKER_KEY).orElse(null));
            if (!MARKER_VALUE.equals(marker)) {
                throw UserError.zh("不是棋裁赛事文件：" + abs, "not a QiCai event file: " + abs);
            }
            if (!store.readOnly) {
                store.ledger.ensureTriggers(store.connection);
                store.sealOlderFile();
            }
        } catch (RuntimeException e) {
            store.close();
            throw e;
        }
        return store;
    }

    /**
     * Joins an event another desk serves ({@link #serve}; issue 16): H2's TCP protocol to {@code host:port}, the
     * same tables, journal chain and services as a file. Refused in words: a wrong password, nobody serving
     * there, a serving desk on another schema version. The H2 triggers and the file stay in the serving
     * process; this store only sends SQL. {@code readOnly} makes every write fail here (the read commands).
     */
    public static EventStore openRemote(String host, int port, String password, boolean readOnly) {
        String address = EventServer.address(host, port);
        Connection c = EventServer.connect(host, port, password);
        EventStore store = new EventStore(Path.of(address), c);
        store.remote = address;
        store.readOnly = readOnly;
        store.remoteOnThisMachine = EventServer.loopback(host);
        store.reconnect = () -> EventServer.connect(host, port, password);
        try {
            store.requireMarker();
            if (!store.schemaCurrent()) {
                throw UserError.zh("服务台上的赛事文件与本机棋裁的版本不同（数据库结构不是第 " + SCHEMA_VERSION + " 版）：请两台机器用同一版本的棋裁",
                        "the served event's schema is not version " + SCHEMA_VERSION
                        + ": run the same QiCai version on both desks");
            }
        } catch (RuntimeException e) {
            store.close();
            throw EventServer.lost(address, e, c);
        }
        return store;
    }

    /**
     * Opens an event kept in PostgreSQL (issue 16 item 5): the schema named after it in the database, brought
     * up to date by the same migrations as a file. Refused in words: nobody at the address, a wrong password,
     * no such database or event, a schema that is not an event. Several desks (processes) may open it at
     * once: writes follow one another on the format marker's row lock, as on a served file.
     */
    public static EventStore openPostgres(PgAddress at, boolean readOnly) {
        Connection c = Postgres.connect(at);
        try {
            if (!Postgres.schemaExists(c, at.event())) {
                List<String> events = Postgres.events(c);
                c.rollback();
                throw UserError.zh("数据库里没有赛事“" + at.event() + "”：" + at
                        + (events.isEmpty() ? "（这个数据库里还没有赛事）" : "（有：" + String.join("、", events) + "）"),
                        "the database holds no event '" + at.event() + "': " + at
                        + (events.isEmpty() ? " (it holds no events yet)" : " (it holds: " + String.join(", ", events) + ")"));
            }
            Postgres.useSchema(c, at.event());
            c.commit();
        } catch (SQLException e) {
            RuntimeException failed = EventServer.lost(at.toString(), new StoreException("cannot open " + at, e), c);
            closeQuietly(c);
            throw failed;
        } catch (RuntimeException e) {
            closeQuietly(c);
            throw e;
        }
        EventStore store = new EventStore(Path.of(at.toString()), c, new Ledger(true));
        store.pg = at;
        store.pgSchema = at.event();
        store.reconnect = () -> {
            Connection again = Postgres.connect(at);
            Postgres.useSchema(again, at.event());
            return again;
        };
        try {
            store.requireMarker();
            store.migrate();
            if (readOnly) {
                c.rollback();
                c.setReadOnly(true);
                store.readOnly = true;
            } else {
                store.ledger.ensureTriggers(c);
                store.sealOlderFile();
            }
        } catch (SQLException e) {
            RuntimeException failed = EventServer.lost(at.toString(), new StoreException("cannot open " + at, e), c);
            store.close();
            throw failed;
        } catch (RuntimeException e) {
            RuntimeException failed = EventServer.lost(at.toString(), e, c);
            store.close();
            throw failed;
        }
        return store;
    }

    /** The port an event is served on when none is chosen. */
    public static final int DEFAULT_SERVE_PORT = EventServer.DEFAULT_PORT;

    /** Whether this store is an event served by another desk ({@link #openRemote}). */
    public boolean remote() {
        return remote != null || pg != null;
    }

    /**
     * Serves this open event on the LAN (issue 16): H2's TCP server in this process, on {@code port} (0: any
     * free port), reachable from other machines, for connections that give {@code password}. Desks joining it
     * ({@link #openRemote}) share this process's database: their writes run its triggers here and go into
     * this file. Closing the returned server disconnects them (an unfinished transaction of theirs is rolled
     * back) and leaves this store open.
     */
    public EventServer serve(int port, String password) {
        if (pg != null) {
            throw UserError.zh("PostgreSQL 里的赛事不用开放：每台裁判台直接用地址 " + pg + " 连接数据库",
                    "an event in PostgreSQL is not served: every desk connects to the database at " + pg);
        }
        if (remote != null || readOnly || target != null) {
            throw new IllegalStateException("only an event file open for writing can be served: " + file);
        }
        served = true;
        return EventServer.start(EventFilePath.databaseName(file.toAbsolutePath().normalize().toString()), port,
                password);
    }

    private static EventStore connect(Path abs, boolean mustExist) {
        return connect(abs, mustExist, false);
    }

    private static EventStore connect(Path abs, boolean mustExist, boolean readOnly) {
        EventFilePath.register();
        String url = "jdbc:h2:" + EventFilePath.databaseName(abs.toString()) + String.format(URL_SETTINGS, mustExist)
                + (readOnly ? READ_ONLY : "");
        long deadline = 0;
        while (true) {
            try {
                Connection c = DriverManager.getConnection(url, "qicai", "");
                c.setAutoCommit(false);
                EventStore store = new EventStore(abs, c);
                store.readOnly = readOnly;
                return store;
            } catch (SQLException e) {
                if (!StoreErrors.inUse(e)) {
                    throw StoreErrors.openFailure(abs, mustExist, e);
                }
                // issue 16 item 6: another QiCai has the file; it may be a command that ends in a moment
                long now = System.nanoTime();
                if (deadline == 0) {
                    deadline = now + LOCK_WAIT_MS * 1_000_000L;
                    lockWait.waiting(abs, LOCK_WAIT_MS / 1000);
                }
                if (now - deadline >= 0) {
                    throw StoreErrors.openFailure(abs, mustExist, e, LOCK_WAIT_MS / 1000);
                }
                try {
                    Thread.sleep(100);
                } catch (InterruptedException x) {
                    Thread.currentThread().interrupt();
                    throw StoreErrors.openFailure(abs, mustExist, e);
                }
            }
        }
    }

    /** How long opening a file another QiCai has open waits for it before refusing (issue 16 item 6). */
    static final int LOCK_WAIT_MS = 3_000;

    /** Told once when an open waits for a file another QiCai has open, with the seconds it will wait at most. */
    @FunctionalInterface
    public interface LockWait {
        void waiting(Path file, int seconds);
    }

    private static volatile LockWait lockWait = (f, s) -> { };

    /** Who is told that an open waits for the file's lock (the command line's stderr, the window's status). */
    public static void whileWaitingForLock(LockWait listener) {
        lockWait = listener == null ? (f, s) -> { } : listener;
    }

    /** H2's read-only access: the store file is opened for reading only, nothing is ever written to it. */
    private static final String READ_ONLY = ";ACCESS_MODE_DATA=r";

    /**
     * Refuses, before anything is migrated or written, an H2 database that is not an event: one without
     * our settings table and format marker (another program's database, or an empty one).
     */
    private void requireMarker() {
        String marker;
        try (java.sql.PreparedStatement ps = connection.prepareStatement(
                "SELECT setting_value FROM event_setting WHERE setting_key = ?")) {
            ps.setString(1, MARKER_KEY);
            try (java.sql.ResultSet rs = ps.executeQuery()) {
                marker = rs.next() ? rs.getString(1) : null;
            }
            connection.rollback();
        } catch (SQLException e) {
            rollback();
            throw StoreErrors.foreign(file, e);
        }
        if (!MARKER_VALUE.equals(marker)) {
            throw StoreErrors.foreign(file, null);
        }
    }

    /**
     * The highest migration version in {@code db/migration}. Opening a file already at this version
     * skips Flyway (it costs most of a second at every command); {@code SchemaVersionTest} keeps this
     * constant equal to the newest migration file.
     */
    static final int SCHEMA_VERSION = 10;

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
            var config = Flyway.configure(EventStore.class.getClassLoader())
                    .dataSource(new SingleConnectionDataSource(connection))
                    .locations("classpath:" + Postgres.MIGRATIONS)
                    .loggers("slf4j");
            if (pg != null) {
                config = config.schemas(pgSchema).defaultSchema(pgSchema).createSchemas(false)
                        .resourceProvider(Postgres.migrations(EventStore.class.getClassLoader()));
            }
            config.load().migrate();
            if (pg != null) {
                // Flyway leaves the search path as it found it, and so the session on the event's schema
                Postgres.useSchema(connection, pgSchema);
                connection.commit();
            }
            connection.setAutoCommit(false);
            ledger.schemaChanged();
        } catch (SQLException e) {
            throw new StoreException("cannot migrate " + file, e);
        } catch (RuntimeException e) {
            if (pg != null && e.getClass().getName().startsWith("org.flywaydb")) {
                throw EventServer.lost(pg.toString(), new UserError("数据库里的赛事“" + pg.event() + "”的结构无法更新：" + pg
                        + " — " + e.getMessage(), "the event '" + pg.event() + "' in the database cannot be brought up"
                        + " to date: " + pg + " — " + e.getMessage(), e), connection);
            }
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

    /**
     * A backup of an event in PostgreSQL: the whole event copied into a new event file ({@link EventCopy}, checked
     * row by row and by its journal chain head), built beside {@code abs} and moved over it once complete.
     */
    private Path copyOutOfPostgres(Path abs) {
        Path aside = abs.resolveSibling("." + abs.getFileName() + ".copy-" + Long.toHexString(System.nanoTime()));
        try {
            EventCopy.copy(this, aside);
            Files.move(aside, abs, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                    java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            return abs;
        } catch (java.io.IOException e) {
            throw new UserError("备份没有写成：" + abs + "（" + e.getMessage() + "）", "the backup was not written: " + abs
                    + " (" + e.getMessage() + ")", e);
        } finally {
            try {
                Files.deleteIfExists(aside);
            } catch (java.io.IOException ignored) {
                // a leftover hidden copy; the next backup uses another name
            }
        }
    }

    /** Where the event is, as the user is shown it: the file, {@code qicai://HOST:PORT}, or the PostgreSQL address (no password). */
    public String location() {
        return pg != null ? pg.toString() : remote != null ? remote : file.toString();
    }

    /** For {@link EventCopy}: the session, used only inside this package. */
    Connection connection() {
        return connection;
    }

    Ledger ledger() {
        return ledger;
    }

    /** Runs one transaction; commits when the work returns, rolls back when it throws. */
    public synchronized <T> T write(String actor, Work<T> work) {
        String who = actor == null || actor.isBlank() ? "arbiter" : actor;
        if ((remote != null || pg != null) && readOnly) {
            throw new IllegalStateException("opened read-only: " + (remote != null ? remote : pg));
        }
        Tx tx = new Tx(connection, who, ledger);
        String sealed = null;
        T result = null;
        try {
            lockForWriting();
            long mark = Ledger.lastSeq(connection);
            result = work.run(tx);
            sealed = ledger.seal(connection, mark, who);
            commitHook.beforeCommit(connection);
            connection.commit();
            commitHook.afterCommit(connection);
            return result;
        } catch (RuntimeException e) {
            rollback();
            throw lostOr(e);
        } catch (SQLException e) {
            rollback();
            RuntimeException failed = lostOr(new StoreException("commit failed on " + file, e));
            if (sealed != null && failed instanceof UserError && reconnect != null) {
                // issue 16 item 6: the connection broke with the COMMIT on its way — the other end may have committed
                // or not; a fresh connection reads the journal for this write's sealed row and says which
                if (committedElsewhere(sealed)) {
                    LOG.warn("the connection to {} broke at commit; the write is in the journal (committed)", location());
                    return result;
                }
                if (lastCheckFailed) {
                    throw UserError.zh("不确定是否已保存：提交时与 " + location() + " 的连接断了，也没能重新连上查看；"
                            + "连上后请查看这一项（记录里有，就已保存）", "not sure it was saved: the connection to "
                            + location() + " broke while committing and could not be made again to look; once it is "
                            + "back, look for this entry (if the journal has it, it was saved)");
                }
            }
            throw failed;
        }
    }

    /** Set by {@link #committedElsewhere} when it could not reach the event to look. */
    private boolean lastCheckFailed;

    /**
     * Whether a write whose COMMIT was cut off is in the event nonetheless: its last journal row's hash read over a
     * new connection (the served event or the database, {@link #reconnect}). False when it is not there, and when the
     * event cannot be reached ({@link #lastCheckFailed} then says so).
     */
    private boolean committedElsewhere(String hash) {
        lastCheckFailed = false;
        for (int attempt = 0; attempt < 3; attempt++) {
            try (Connection c = reconnect.open();
                 java.sql.PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM journal WHERE row_hash = ?")) {
                ps.setString(1, hash);
                try (java.sql.ResultSet rs = ps.executeQuery()) {
                    rs.next();
                    return rs.getLong(1) > 0;
                }
            } catch (SQLException | RuntimeException e) {
                LOG.debug("cannot reach {} to look for a write cut off at commit (attempt {})", location(), attempt + 1, e);
                try {
                    Thread.sleep(500L * (attempt + 1));
                } catch (InterruptedException x) {
                    Thread.currentThread().interrupt();
                    break;
                }
            }
        }
        lastCheckFailed = true;
        return false;
    }

    /** A new connection to the same event elsewhere (served or PostgreSQL), for {@link #committedElsewhere}. */
    @FunctionalInterface
    interface Reconnect {
        Connection open() throws SQLException;
    }

    /** Null for a file on this machine: there a COMMIT is not cut off by a network. */
    private Reconnect reconnect;

    /** Around each COMMIT: nothing, except in the tests of a connection cut off at commit. */
    interface CommitHook {
        default void beforeCommit(Connection c) throws SQLException {
        }

        default void afterCommit(Connection c) throws SQLException {
        }
    }

    private static final CommitHook NO_HOOK = new CommitHook() { };
    private CommitHook commitHook = NO_HOOK;

    /** For the tests of a connection cut off at commit (this package only). */
    void commitHook(CommitHook hook) {
        commitHook = hook == null ? NO_HOOK : hook;
    }

    /** A failure on an event elsewhere (a served one, PostgreSQL): "not saved — connection lost" when it is that. */
    private RuntimeException lostOr(RuntimeException e) {
        if (remote != null) {
            return EventServer.lost(remote, e, connection);
        }
        return pg != null ? EventServer.lost(pg.toString(), e, connection) : e;
    }

    /**
     * Several sessions may write one event (desks joined to a served one, issue 16): each write first locks
     * the format marker's row, so writes follow one another — the journal's hash chain needs each new row to
     * see the previous write's last hash, and a service's checks need the data it then changes. A write waits
     * at most {@link EventServer#LOCK_TIMEOUT_MS} for the others. Reads ({@link #read}, {@link #integrity})
     * take it too: their statements then see one committed state, not one write's journal row without its
     * data (the check found such half-seen states while four desks wrote). Only a served event and a joined
     * one lock: a file open in one process has no other session.
     */
    private void lockForWriting() {
        if (remote == null && !served && pg == null) {
            // a file open here only: H2's file lock already keeps every other process out
            return;
        }
        try (java.sql.PreparedStatement ps = connection.prepareStatement(
                "SELECT setting_value FROM event_setting WHERE setting_key = ? FOR UPDATE")) {
            ps.setString(1, MARKER_KEY);
            ps.executeQuery().close();
        } catch (SQLException e) {
            if (e.getErrorCode() == 50200 || e.getErrorCode() == 40001 || "55P03".equals(e.getSQLState())
                    || "40P01".equals(e.getSQLState())) {
                throw new UserError("另一台裁判台一直在写入（等了 " + EventServer.LOCK_TIMEOUT_MS / 1000 + " 秒）；什么都没有保存，请重试",
                        "another desk kept writing for " + EventServer.LOCK_TIMEOUT_MS / 1000
                        + " s; nothing was saved, try again", e);
            }
            throw lostOr(new StoreException("cannot lock " + file + " for writing", e));
        }
    }

    /**
     * Before a read: in PostgreSQL one snapshot for the whole transaction (REPEATABLE READ), so its statements
     * see one committed state without waiting for the writers; elsewhere the write lock ({@link #lockForWriting}).
     */
    private void lockForReading() {
        if (pg == null) {
            lockForWriting();
            return;
        }
        try (java.sql.Statement st = connection.createStatement()) {
            st.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ");
        } catch (SQLException e) {
            throw lostOr(new StoreException("cannot read " + file, e));
        }
    }

    /**
     * Checks the journal's hash chain and replays its changes against the data (issue 12). Reads only.
     */
    public synchronized Integrity integrity() {
        try {
            lockForReading();
            return ledger.verify(connection);
        } catch (RuntimeException e) {
            // a served event whose desk stopped meanwhile: said in words, as a failed write is
            throw lostOr(e);
        } finally {
            rollback();
        }
    }

    /** The journal rows whose hash starts with a digest printed on a sheet. Reads only. */
    public synchronized List<Integrity.HeadMatch> findHead(String digest) {
        try {
            lockForReading();
            return Ledger.findHead(connection, digest);
        } catch (RuntimeException e) {
            throw lostOr(e);
        } finally {
            rollback();
        }
    }

    /**
     * A file written before the journal was chained gets a first hashed row holding all its data, so the
     * chain covers it from now on. Nothing happens for a chained file.
     */
    private void sealOlderFile() {
        if (!Ledger.chained(connection)) {
            rollback();
            ledger.startFromEmpty();
            write("system", tx -> {
                tx.journal(Ledger.SEAL, "", null, null);
                return null;
            });
        } else {
            rollback();
        }
    }

    /**
     * Work of the desk register ({@link DeskRegistry}, issue 16) on this store's connection, in a transaction of its
     * own: committed when it returns, rolled back when it fails. Not journalled; never takes the write lock.
     */
    synchronized <T> T onConnection(DeskRegistry.SqlWork<T> work) {
        try {
            T result = work.run(connection);
            connection.commit();
            return result;
        } catch (SQLException e) {
            rollback();
            StoreException failed = new StoreException("desk register failed on " + file, e);
            throw remote == null ? failed : EventServer.lost(remote, failed, connection);
        }
    }

    /** Runs read-only work in its own transaction. */
    public synchronized <T> T read(Work<T> work) {
        Tx tx = new Tx(connection, "reader", null);
        try {
            lockForReading();
            T result = work.run(tx);
            connection.rollback();
            return result;
        } catch (SQLException e) {
            rollback();
            throw lostOr(new StoreException("read failed on " + file, e));
        } catch (RuntimeException e) {
            // a served event: the lock must not outlive the read; a read that failed because the serving desk or the
            // database went away says so in words, as a write does ("connection lost"), not "read failed"
            rollback();
            throw lostOr(e);
        }
    }

    private void rollback() {
        ledger.rolledBack();
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
            if (remote != null || pg != null) {
                return; // the serving desk is gone: every action was committed there or not at all
            }
            if (e.getErrorCode() == 90098) {
                return; // H2 closed the database itself after a write failed (a full disk): nothing left to close
            }
            throw new StoreException("cannot close " + file, e);
        }
    }
}
