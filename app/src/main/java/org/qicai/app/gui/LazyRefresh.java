package org.qicai.app.gui;

import java.awt.event.HierarchyEvent;
import javax.swing.JComponent;

/**
 * Re-reading a view that is not on screen is put off until it shows: the main window re-reads every view
 * after each change, and a crosstable with its rank progression or a long journal need not be recomputed
 * for every result keyed in on another tab.
 */
final class LazyRefresh {
    private final JComponent view;
    private final Runnable read;
    private boolean stale = true;

    private LazyRefresh(JComponent view, Runnable read) {
        this.view = view;
        this.read = read;
        view.addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && view.isShowing() && stale) {
                run();
            }
        });
    }

    static LazyRefresh of(JComponent view, Runnable read) {
        return new LazyRefresh(view, read);
    }

    /** Reads now when the view is showing, else when it next shows. */
    void request() {
        if (view.isShowing()) {
            run();
        } else {
            stale = true;
        }
    }

    private void run() {
        stale = false;
        read.run();
    }
}
