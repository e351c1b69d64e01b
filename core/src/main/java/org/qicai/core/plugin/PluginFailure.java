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
}
