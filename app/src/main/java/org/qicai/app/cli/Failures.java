package org.qicai.app.cli;

import org.qicai.core.StoreException;
import org.qicai.core.UserError;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What a command that failed prints and exits with: an arbiter's error (or a storage failure he can fix) exits
 * {@link Cli#USER_ERROR} with one line in his language, anything else {@link Cli#INTERNAL_ERROR} with one line
 * and the details in the log. No picocli here: the window's start uses it too.
 */
final class Failures {
    private static final Logger LOG = LoggerFactory.getLogger(Cli.class);

    private Failures() {
    }

    static int report(Exception ex, Context ctx, String[] args) {
        if (ex instanceof UserError u) {
            ctx.err().println("qicai: " + oneLine(userMessage(u, ctx)));
            return Cli.USER_ERROR;
        }
        if (ex instanceof StoreException s && s.userError().isPresent()) {
            // a full disk, a read-only medium, a text too long: the arbiter can fix it (issue 12 item 5)
            LOG.warn("storage refused: {}", s.getMessage(), s);
            ctx.err().println("qicai: " + oneLine(userMessage(s.userError().get(), ctx)));
            return Cli.USER_ERROR;
        }
        if (ex instanceof StoreException) {
            LOG.error("storage failure", ex);
            ctx.err().println("qicai: " + oneLine(ex.getMessage()));
            return Cli.INTERNAL_ERROR;
        }
        LOG.error("internal error running {}", String.join(" ", args), ex);
        ctx.err().println("qicai: internal error: " + oneLine(String.valueOf(ex)) + " (details in the log)");
        return Cli.INTERNAL_ERROR;
    }

    /**
     * A user error in the chosen language: in Chinese the Chinese text first, the English one after it in
     * brackets (scripts may match the English); in English the English text alone.
     */
    static String userMessage(UserError u, Context ctx) {
        if (ctx.english() || u.chinese() == null) {
            return u.getMessage();
        }
        return u.chinese() + " (" + u.getMessage() + ")";
    }

    static String oneLine(String s) {
        return s == null ? "" : s.replace("\r", " ").replace("\n", " ");
    }
}
