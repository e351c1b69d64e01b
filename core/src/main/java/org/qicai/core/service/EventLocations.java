package org.qicai.core.service;

import java.nio.file.Path;
import java.util.Map;
import org.qicai.core.store.EventCopy;
import org.qicai.core.store.EventStore;
import org.qicai.core.store.PgAddress;

/**
 * Where an event lives (issue 16 items 5 and 6): a file, or a schema of a PostgreSQL database named by
 * {@code postgresql://HOST:PORT/DATABASE?event=NAME}. Every {@link EventService} opening accepts both; this
 * says which one an argument is, copies an event between them, and tells who waits for a busy file.
 */
public final class EventLocations {
    private EventLocations() {
    }

    /** Whether the event argument names an event in PostgreSQL rather than a file. */
    public static boolean inDatabase(Path event) {
        return event != null && PgAddress.isAddress(event.toString());
    }

    /**
     * The PostgreSQL address as the user may be shown it, without its password; refused in words when it is
     * not a valid address.
     */
    public static String describe(Path event) {
        return PgAddress.parse(event.toString()).toString();
    }

    /** What {@link #copy} did: rows per table, the journal chain's head and row count, and whether it checks out. */
    public record Copied(String source, String destination, Map<String, Long> rows, String head, int journalRows,
                         boolean intact) {
    }

    /**
     * 复制赛事: copies an event between a file and PostgreSQL either way (or file to file). The copy is built
     * aside and appears only once its rows and journal chain head match the source's; an existing destination
     * is refused and left as it is.
     */
    public static Copied copy(Path source, Path destination) {
        EventCopy.Result r = EventCopy.copy(source, destination);
        return new Copied(r.source(), r.destination(), r.rows(), r.head(), r.journalRows(), r.intact());
    }

    /**
     * Where a PostgreSQL address without a user or password takes them from: {@code PGUSER}, {@code PGPASSWORD},
     * {@code QICAI_PASSWORD} as {@code env} gives them (the process's environment unless a front end says otherwise).
     */
    public static void environment(java.util.function.UnaryOperator<String> env) {
        PgAddress.environment(env);
    }

    /** Told once when opening an event file waits for another QiCai that has it open (a few seconds at most). */
    public interface LockWait {
        void waiting(Path file, int seconds);
    }

    /** Sets who is told that an open waits for a busy file (the command line's stderr, the window's status). */
    public static void whileWaitingForLock(LockWait listener) {
        EventStore.whileWaitingForLock(listener == null ? null : listener::waiting);
    }
}
