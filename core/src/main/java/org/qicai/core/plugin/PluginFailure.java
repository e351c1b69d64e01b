package org.qicai.core.plugin;

import org.qicai.core.UserError;

/**
 * A plugin threw or returned something invalid during an action. The action wrote nothing; the
 * message names the plugin and what went wrong.
 */
public class PluginFailure extends UserError {
    private static final long serialVersionUID = 1L;

    public PluginFailure(String message, Throwable cause) {
        super(message, cause);
    }

    /** A failure with its Chinese and English texts (see {@link UserError#message(java.util.Locale)}). */
    public PluginFailure(String chinese, String english, Throwable cause) {
        super(chinese, english, cause);
    }
}
