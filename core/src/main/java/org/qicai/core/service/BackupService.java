package org.qicai.core.service;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * 备份 (issue 12 item 3): a copy of the open event on demand, and the automatic copy kept after each publish.
 */
public final class BackupService {
    private static final Logger LOG = LoggerFactory.getLogger(BackupService.class);

    private final EventService events;

    public BackupService(EventService events) {
        this.events = events;
    }

    /**
     * 备份: writes a consistent copy of the open event to {@code target} — H2's online backup, so it may
     * run while the event is open and in use — that is itself an event file, complete or absent. An
     * existing {@code target} is refused unless {@code replace}. Returns the absolute path written.
     */
    public Path backup(Path target, boolean replace) {
        return events.store().backupTo(target, replace);
    }

    /**
     * The folder of automatic backups: {@code NAME.backups} beside the event file {@code NAME.qicai}; for an event in
     * PostgreSQL, on this desk's machine: {@code ~/.qicai/backups/EVENT} (the {@code qicai.backups} property moves it).
     */
    public Path backupFolder() {
        if (events.store().postgres()) {
            String home = System.getProperty("qicai.backups",
                    Path.of(System.getProperty("user.home", "."), ".qicai", "backups").toString());
            return Path.of(home, events.store().postgresEvent());
        }
        return events.file().resolveSibling(baseName() + ".backups");
    }

    /** The automatic backups kept, oldest first. */
    public List<Path> automaticBackups() {
        Path dir = backupFolder();
        if (!java.nio.file.Files.isDirectory(dir)) {
            return List.of();
        }
        java.util.regex.Pattern name = java.util.regex.Pattern.compile(java.util.regex.Pattern.quote(baseName())
                + "-r(\\d+)-(\\d{8}-\\d{6})(?:-(\\d+))?\\.qicai");
        List<Path> out = new ArrayList<>();
        try (var ds = java.nio.file.Files.newDirectoryStream(dir)) {
            for (Path p : ds) {
                if (name.matcher(p.getFileName().toString()).matches() && java.nio.file.Files.isRegularFile(p)) {
                    out.add(p);
                }
            }
        } catch (java.io.IOException e) {
            LOG.warn("cannot list {}", dir, e);
        }
        out.sort(java.util.Comparator.comparing((Path p) -> {
            java.util.regex.Matcher m = name.matcher(p.getFileName().toString());
            m.matches();
            // by time, then (the same second) by round, then by the -2, -3 … of a second copy
            return m.group(2) + String.format("-%06d-%06d", Integer.parseInt(m.group(1)),
                    m.group(3) == null ? 0 : Integer.parseInt(m.group(3)));
        }));
        return out;
    }

    /**
     * After a round was published (the transaction committed): a copy into {@link #backupFolder()} named
     * {@code NAME-r<round>-<yyyyMMdd-HHmmss>.qicai}, keeping the last {@code backups-keep} (default 10, 0 =
     * none). Never fails the publish: a failure is logged and kept as {@link #backupWarning()}. Skipped
     * while the event is still being built (an import, a sample) and when opened read-only.
     */
    void backupAfterPublish(int round) {
        events.backupWarning(null);
        if (events.store().partial() || events.store().readOnly()
                || events.store().remote() && !events.store().postgres()) {
            // a served event is backed up by the desk that serves it ({@link #backUpRoundsPublishedElsewhere})
            return;
        }
        events.lastBackedUp = Math.max(events.lastBackedUp, round);
        try {
            int keep = events.settings().backupsKeep();
            if (keep <= 0) {
                return;
            }
            Path dir = backupFolder();
            java.nio.file.Files.createDirectories(dir);
            String stamp = java.time.LocalDateTime.now().format(java.time.format.DateTimeFormatter.ofPattern(
                    "yyyyMMdd-HHmmss"));
            String stem = baseName() + "-r" + round + "-" + stamp;
            Path target = dir.resolve(stem + ".qicai");
            for (int n = 2; java.nio.file.Files.exists(target); n++) {
                target = dir.resolve(stem + "-" + n + ".qicai");
            }
            events.store().backupTo(target, false);
            List<Path> kept = automaticBackups();
            for (int i = 0; i < kept.size() - keep; i++) {
                java.nio.file.Files.deleteIfExists(kept.get(i));
            }
        } catch (RuntimeException | java.io.IOException e) {
            LOG.warn("automatic backup after publishing round {} of {} failed", round, events.file(), e);
            String why = e instanceof UserError u ? u.message(java.util.Locale.SIMPLIFIED_CHINESE) : String.valueOf(e.getMessage());
            String whyEn = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            events.backupWarning(new UserError("第 " + round + " 轮已公布，但自动备份失败（" + backupFolder() + "）：" + why,
                    "round " + round + " is published, but the automatic backup failed (" + backupFolder() + "): " + whyEn, e));
        }
    }

    /**
     * On the serving desk (issue 16): the rounds a joined desk published since the last look are backed up here, as
     * this desk's own publishing is — the copy can only be taken on the machine that serves the file. Called with the
     * serving desk's heartbeat; the first call only notes the rounds already published.
     */
    void backUpRoundsPublishedElsewhere() {
        int published = events.store().read(tx -> tx.lastPublishedRound());
        if (events.lastBackedUp < 0) {
            events.lastBackedUp = published;
            return;
        }
        if (published > events.lastBackedUp) {
            backupAfterPublish(published);
        }
    }

    /** The event file's name without {@code .qicai}: {@code 城市赛} for {@code 城市赛.qicai}. */
    private String baseName() {
        if (events.store().postgres()) {
            // the event's name, not the address's last part ("league?event=NAME": no '?' in a file name)
            return events.store().postgresEvent();
        }
        String n = events.file().getFileName().toString();
        return n.toLowerCase(java.util.Locale.ROOT).endsWith(".qicai") && n.length() > 6 ? n.substring(0, n.length() - 6) : n;
    }
}
