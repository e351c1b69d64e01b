package org.qicai.core;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A storage failure the arbiter cannot fix by changing input (disk, corrupt file, a bug). */
public class StoreException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** H2's words for a text longer than its column: {@code Value too long for column "unit CHARACTER VARYING(200)": "'…' (201)"}. */
    private static final Pattern TOO_LONG = Pattern.compile(
            "Value too long for column \"(?:[^\" ]*\\.)?([A-Za-z_]+) [^\"]*?\\((\\d+)\\)\"[^\\n]*?\\((\\d+)\\)\"");

    public StoreException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The error to show instead when what failed is something the arbiter can fix — a full disk, a
     * read-only disk or folder, a text longer than the file allows (issue 12 item 5: no raw SQL reaches
     * the user). Empty for a damaged file or a bug, which stay internal errors with details in the log.
     */
    public Optional<UserError> userError() {
        return userErrorOf(this);
    }

    /** {@link #userError()} for any failure: looks through the whole chain of causes. */
    public static Optional<UserError> userErrorOf(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            String msg = t.getMessage() == null ? "" : t.getMessage();
            Matcher m = TOO_LONG.matcher(msg);
            if (m.find()) {
                return Optional.of(tooLong(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)), t));
            }
            String lower = msg.toLowerCase(Locale.ROOT);
            if (lower.contains("no space left") || lower.contains("not enough space") || lower.contains("disk full")
                    || lower.contains("disk quota")) {
                return Optional.of(new UserError("磁盘已满，未能写入；请腾出空间（或换一个磁盘）后再试，已确认的内容不受影响",
                        "the disk is full and nothing was written; free some space (or use another disk) and try again;"
                        + " what was confirmed before is intact", failure));
            }
            if (lower.contains("read-only file system") || lower.contains("database is read only")
                    || t instanceof AccessDeniedException || (t instanceof IOException && lower.contains("permission denied"))) {
                return Optional.of(new UserError("无法写入：文件或所在磁盘是只读的，或没有写入权限",
                        "cannot write: the file or its disk is read-only, or you may not write there", failure));
            }
            if (lower.contains("database is already closed") || lower.contains("[90098-")) {
                return Optional.of(new UserError("赛事文件在一次写入失败后已关闭（磁盘满或被拔出？）；请检查磁盘后重新打开",
                        "the event file was closed after a write failed (disk full or removed?); check the disk and open it"
                        + " again", failure));
            }
        }
        return Optional.empty();
    }

    private static UserError tooLong(String column, int max, int got, Throwable cause) {
        String zh = switch (column.toLowerCase(Locale.ROOT)) {
            case "name" -> "名称";
            case "unit" -> "单位";
            case "title" -> "称号";
            case "captain" -> "队长";
            case "actor", "arbiter", "entered_by", "accepted_by", "logged_by", "decided_by" -> "裁判员姓名（--arbiter）";
            case "note", "grounds", "decision" -> "备注";
            default -> column;
        };
        String en = switch (column.toLowerCase(Locale.ROOT)) {
            case "actor", "entered_by", "accepted_by", "logged_by", "decided_by" -> "the arbiter's name (--arbiter)";
            default -> column;
        };
        return new UserError("“" + zh + "”太长：最多 " + max + " 个字符，这里有 " + got + " 个；未写入任何内容",
                en + " is too long: at most " + max + " characters, got " + got + "; nothing was written", cause);
    }
}
