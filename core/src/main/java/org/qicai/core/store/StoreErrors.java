package org.qicai.core.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.DosFileAttributes;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.SQLException;
import org.qicai.core.StoreException;
import org.qicai.core.UserError;

/**
 * Storage failures in the arbiter's words (issue 12 item 5): what a file is not, why it cannot be
 * opened or written, in Chinese and English, never H2's or the JDK's text alone.
 */
final class StoreErrors {
    private StoreErrors() {
    }

    /** The file is a folder, missing, empty, or unreadable: the error, or null when it may be opened. */
    static UserError notOpenable(Path abs) {
        if (Files.isDirectory(abs)) {
            return UserError.zh("这是一个文件夹，不是赛事文件：" + abs, "this is a folder, not an event file: " + abs);
        }
        if (!Files.exists(abs)) {
            return UserError.zh("找不到赛事文件：" + abs, "no event file at " + abs);
        }
        if (!Files.isRegularFile(abs)) {
            return UserError.zh("不是普通文件，不是赛事文件：" + abs, "not a regular file, so not an event file: " + abs);
        }
        if (PartialFiles.isPartialName(abs.getFileName().toString())) {
            return UserError.zh("这是一个未完成的临时文件（新建或备份中途被打断），不是赛事文件：" + abs,
                    "this is an unfinished temporary file (creating or backing up an event was interrupted), "
                    + "not an event file: " + abs);
        }
        try {
            if (Files.size(abs) == 0) {
                return UserError.zh("文件是空的（0 字节），不是棋裁赛事文件：" + abs,
                        "the file is empty (0 bytes), not a QiCai event file: " + abs);
            }
        } catch (IOException e) {
            return ioFailure(abs, e);
        }
        if (!Files.isReadable(abs)) {
            return UserError.zh("没有读取这个文件的权限：" + abs, "you may not read this file: " + abs);
        }
        return null;
    }

    /**
     * Whether the file must not be written: not writable for this process, or marked read-only by its
     * owner (no owner write permission, or the DOS read-only attribute) — honoured even by an
     * administrator, who could write it anyway.
     */
    static boolean readOnlyOnDisk(Path abs) {
        if (!Files.isWritable(abs)) {
            return true;
        }
        try {
            PosixFileAttributes posix = Files.readAttributes(abs, PosixFileAttributes.class);
            return !posix.permissions().contains(PosixFilePermission.OWNER_WRITE);
        } catch (UnsupportedOperationException | IOException e) {
            try {
                return Files.readAttributes(abs, DosFileAttributes.class).isReadOnly();
            } catch (UnsupportedOperationException | IOException e2) {
                return false;
            }
        }
    }

    static UserError readOnlyFile(Path abs) {
        return UserError.zh("赛事文件是只读的，只能查看，不能修改：" + abs + "（如需修改，请先取消文件的只读属性，或另存一份副本）",
                "the event file is read-only: it can be looked at, not changed: " + abs
                + " (to change it, make the file writable, or work on a copy)");
    }

    /** A failure to open the database, in words; anything unexpected stays a {@link StoreException}. */
    /** Whether opening failed because another process has the file open (H2's file lock). */
    static boolean inUse(SQLException e) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        return e.getErrorCode() == 90020 || msg.contains("already in use") || msg.contains("locked");
    }

    /** {@link #openFailure} after waiting {@code waited} seconds for another process to let the file go. */
    static RuntimeException openFailure(Path abs, boolean mustExist, SQLException e, int waited) {
        if (inUse(e)) {
            return new UserError("赛事文件正被另一个棋裁窗口或命令使用：" + abs + "（等了 " + waited + " 秒）",
                    "event file is open in another QiCai window or command: " + abs + " (waited " + waited + " s)", e);
        }
        return openFailure(abs, mustExist, e);
    }

    static RuntimeException openFailure(Path abs, boolean mustExist, SQLException e) {
        String msg = e.getMessage() == null ? "" : e.getMessage();
        int code = e.getErrorCode();
        if (code == 90020 || msg.contains("already in use") || msg.contains("locked")) {
            return new UserError("赛事文件正被另一个棋裁窗口或命令使用：" + abs,
                    "event file is open in another QiCai window or command: " + abs, e);
        }
        if (code == 90146 || (msg.contains("not found") && mustExist)) {
            return new UserError("找不到赛事文件：" + abs, "no event file at " + abs, e);
        }
        if (code == 28000) {
            // another program's H2 database, with its own user and password
            return foreign(abs, e);
        }
        if (mustExist && (code == 90028 || code == 90030 || code == 90048 || code == 90049 || code == 90050)) {
            return new UserError("不是棋裁赛事文件（或文件已损坏）：" + abs, "not a QiCai event file (or damaged): " + abs, e);
        }
        return StoreException.userErrorOf(e).<RuntimeException>map(u -> u)
                .orElseGet(() -> new StoreException("cannot open " + abs + ": " + msg, e));
    }

    static UserError foreign(Path abs, Throwable cause) {
        return new UserError("不是棋裁赛事文件：" + abs + "（这是别的程序的数据库，未作任何改动）",
                "not a QiCai event file: " + abs + " (a database of another program; left untouched)", cause);
    }

    /** An I/O failure writing or reading {@code file}, in words. */
    static UserError ioFailure(Path file, IOException e) {
        UserError known = StoreException.userErrorOf(e).orElse(null);
        if (known != null) {
            return known;
        }
        String reason = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                : e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (e instanceof AccessDeniedException) {
            return new UserError("没有写入权限：" + file, "you may not write there: " + file, e);
        }
        if (reason.toLowerCase(java.util.Locale.ROOT).contains("name too long")) {
            return new UserError("文件名太长：" + file, "the file name is too long: " + file, e);
        }
        return new UserError("无法写入 " + file + "：" + reason, "cannot write " + file + ": " + reason, e);
    }
}
