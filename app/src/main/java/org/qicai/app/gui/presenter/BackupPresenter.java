package org.qicai.app.gui.presenter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * 文件 → 备份… (issue 12 item 3): a consistent copy of the open event, itself an event file, written by
 * H2's online backup while the event stays open — as {@code qicai backup EVENT -o FILE} does.
 */
public final class BackupPresenter {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmm");
    private final EventSession session;

    public BackupPresenter(EventSession session) {
        this.session = session;
    }

    /** The file offered: {@code NAME-备份-yyyyMMdd-HHmm.qicai} beside the event ({@code -backup-} in English). */
    public Path suggestedFile(LocalDateTime now) {
        Path event = session.require().file();
        String name = event.getFileName().toString();
        String base = name.toLowerCase(java.util.Locale.ROOT).endsWith(NewEventPresenter.SUFFIX)
                ? name.substring(0, name.length() - NewEventPresenter.SUFFIX.length()) : name;
        String word = session.messages().english() ? "-backup-" : "-备份-";
        return event.resolveSibling(base + word + now.format(STAMP) + NewEventPresenter.SUFFIX);
    }

    /** The file chosen, with {@code .qicai} added when it has no suffix. */
    public static Path withSuffix(Path chosen) {
        String n = chosen.getFileName().toString();
        return n.contains(".") ? chosen : chosen.resolveSibling(n + NewEventPresenter.SUFFIX);
    }

    public static boolean exists(Path p) {
        return Files.exists(p);
    }

    /** 备份: writes the copy (replacing an existing file only when asked); answers where it wrote. */
    public Path backup(Path target, boolean replace) {
        return session.require().backups().backup(target, replace);
    }
}
