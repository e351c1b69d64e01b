package org.qicai.core.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.regex.Pattern;
import org.qicai.core.UserError;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Files that appear complete or not at all (issue 12 item 3). A new event file or a backup is
 * written to a hidden file beside its target, {@code .NAME.partial-<12 hex digits>}, synced, and
 * renamed onto the target in one step; a crash leaves the target absent or complete, and the
 * partial file never looks like an event (hidden, no {@code .qicai} suffix, and a partial event has
 * no format marker until it is complete: {@link EventStore#complete()}).
 */
final class PartialFiles {
    private static final Logger LOG = LoggerFactory.getLogger(PartialFiles.class);
    private static final SecureRandom RANDOM = new SecureRandom();
    /**
     * Partial files this JVM is writing. They are never probed for a lock: closing a second channel on a
     * file releases every lock this process holds on it (POSIX), H2's included.
     */
    private static final java.util.Set<Path> LIVE = java.util.concurrent.ConcurrentHashMap.newKeySet();
    static final String MARK = ".partial-";

    private PartialFiles() {
    }

    /** A fresh hidden name beside {@code target}: {@code .NAME.partial-<random>}. */
    static Path newPartial(Path target) {
        byte[] b = new byte[6];
        RANDOM.nextBytes(b);
        Path p = target.resolveSibling("." + target.getFileName() + MARK + HexFormat.of().formatHex(b));
        if (Files.exists(p) || !LIVE.add(p)) {
            return newPartial(target);
        }
        return p;
    }

    /** Whether a file name is one of our partial files (of any target). */
    static boolean isPartialName(String fileName) {
        return fileName.startsWith(".") && Pattern.compile("\\.partial-[0-9a-f]{12}(\\..*)?$").matcher(fileName).find();
    }

    /**
     * Deletes partial files of {@code target} left by a process that died while building it: a partial
     * file that nobody holds locked (H2 locks the file it has open; this JVM's own open files are skipped
     * too). H2's own side files of such a partial ({@code .trace.db}, {@code .temp.db}) go with it.
     */
    static void removeStale(Path target) {
        Path dir = target.getParent();
        if (dir == null || !Files.isDirectory(dir)) {
            return;
        }
        String prefix = "." + target.getFileName() + MARK;
        Pattern own = Pattern.compile(Pattern.quote(prefix) + "[0-9a-f]{12}");
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(dir, p -> p.getFileName().toString().startsWith(prefix))) {
            for (Path p : ds) {
                String n = p.getFileName().toString();
                if (own.matcher(n).matches() && !LIVE.contains(p) && Files.isRegularFile(p) && unlocked(p)) {
                    Files.deleteIfExists(p);
                    try (DirectoryStream<Path> side = Files.newDirectoryStream(dir, q -> q.getFileName().toString()
                            .startsWith(n + "."))) {
                        for (Path q : side) {
                            Files.deleteIfExists(q);
                        }
                    }
                    LOG.info("removed {} left by an interrupted creation of {}", p, target);
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("could not look for stale partial files of {}", target, e);
        }
    }

    private static boolean unlocked(Path p) {
        try (FileChannel ch = FileChannel.open(p, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock lock = ch.tryLock();
            if (lock == null) {
                return false;
            }
            lock.release();
            return true;
        } catch (OverlappingFileLockException e) {
            return false;
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * Moves a complete, closed partial file onto its target: synced to disk first, then renamed
     * atomically (a plain move where the file system cannot rename atomically), then the folder synced.
     * Refuses to replace an existing target unless {@code replace}.
     */
    static void place(Path partial, Path target, boolean replace) throws IOException {
        sync(partial);
        if (!replace && Files.exists(target)) {
            throw new FileAlreadyExistsException(target.toString());
        }
        try {
            Files.move(partial, target, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            if (replace) {
                Files.move(partial, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } else {
                Files.move(partial, target);
            }
        }
        LIVE.remove(partial);
        syncFolder(target.getParent());
    }

    static void sync(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            ch.force(true);
        }
    }

    /** Makes the rename itself durable where the platform allows syncing a folder (Linux, macOS). */
    private static void syncFolder(Path dir) {
        if (dir == null) {
            return;
        }
        try (FileChannel ch = FileChannel.open(dir, StandardOpenOption.READ)) {
            ch.force(true);
        } catch (IOException | RuntimeException e) {
            LOG.debug("folder {} cannot be synced on this platform", dir, e);
        }
    }

    /** Deletes a partial file and H2's side files of it, quietly. */
    static void delete(Path partial) {
        try {
            Files.deleteIfExists(partial);
            Path dir = partial.getParent();
            if (dir != null) {
                String n = partial.getFileName() + ".";
                try (DirectoryStream<Path> side = Files.newDirectoryStream(dir, q -> q.getFileName().toString()
                        .startsWith(n))) {
                    for (Path q : side) {
                        Files.deleteIfExists(q);
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            LOG.warn("could not delete {}", partial, e);
        } finally {
            LIVE.remove(partial);
        }
    }

    /** The error for an I/O failure while writing next to {@code target}, in the arbiter's words. */
    static UserError writeFailed(Path target, IOException e) {
        if (e instanceof FileAlreadyExistsException) {
            return UserError.zh("文件已存在：" + target, "file already exists: " + target);
        }
        return StoreErrors.ioFailure(target, e);
    }
}
