package org.qicai.app.gui;

import java.awt.BorderLayout;
import java.awt.event.HierarchyEvent;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javax.swing.JComponent;
import javax.swing.JPanel;

/**
 * A tab whose view is built the first time it shows: the main window opens on the rounds (or players) view,
 * and building standings, crosstable, penalties, journal and plugins views before the window appeared cost
 * every start (issue 13 item 1, docs/benchmarks.md). Until then there is nothing to re-read.
 */
final class LazyTab<T extends JComponent> extends JPanel {
    private final Supplier<T> make;
    private T view;

    LazyTab(Supplier<T> make) {
        super(new BorderLayout());
        this.make = make;
        addHierarchyListener(e -> {
            if ((e.getChangeFlags() & HierarchyEvent.SHOWING_CHANGED) != 0 && isShowing()) {
                view();
            }
        });
    }

    /** The view, built now if it was not. */
    T view() {
        if (view == null) {
            view = make.get();
            add(view, BorderLayout.CENTER);
            revalidate();
        }
        return view;
    }

    /** Runs {@code action} on the view if it has been built. */
    void ifBuilt(Consumer<T> action) {
        if (view != null) {
            action.accept(view);
        }
    }
}
