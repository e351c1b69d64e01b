package org.qicai.core.io.opengotha;

import org.qicai.core.UserError;

/**
 * An OpenGotha file that cannot be read: the message names the element (and the attribute) and says
 * why, in Chinese and English. Nothing is imported when it is thrown.
 */
public class OgException extends UserError {
    private static final long serialVersionUID = 1L;

    private final String element;

    public OgException(String element, String whyZh, String why) {
        super("OpenGotha <" + element + ">：" + whyZh, "OpenGotha <" + element + ">: " + why, null);
        this.element = element;
    }

    /** The element the error is about, e.g. {@code Player #3} or {@code Game round 2 table 4}. */
    public String element() {
        return element;
    }
}
