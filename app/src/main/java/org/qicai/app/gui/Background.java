package org.qicai.app.gui;

import java.awt.Component;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import javax.swing.SwingWorker;
import org.qicai.app.gui.presenter.Messages;

/**
 * Runs a call that can take time (pairing, building a sample, writing a PDF) off the event thread
 * and comes back to it with the result or the failure.
 */
final class Background {
    private Background() {
    }

    /**
     * @param work    runs on a worker thread; must not touch components
     * @param success runs on the event thread with the result
     * @param always  runs on the event thread afterwards, success or not (re-enable buttons …)
     */
    static <T> SwingWorker<T, Void> run(Component parent, Messages m, Callable<T> work, Consumer<T> success,
                                        Runnable always) {
        SwingWorker<T, Void> worker = new SwingWorker<>() {
            @Override
            protected T doInBackground() throws Exception {
                return work.call();
            }

            @Override
            protected void done() {
                try {
                    T value;
                    try {
                        value = get();
                    } catch (ExecutionException e) {
                        always.run();
                        Dialogs.showError(parent, m, e.getCause() == null ? e : e.getCause());
                        return;
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        always.run();
                        return;
                    }
                    always.run();
                    success.accept(value);
                } catch (RuntimeException e) {
                    Dialogs.showError(parent, m, e);
                }
            }
        };
        worker.execute();
        return worker;
    }
}
