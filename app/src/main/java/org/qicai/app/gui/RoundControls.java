package org.qicai.app.gui;

import java.awt.Toolkit;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import javax.swing.DefaultComboBoxModel;
import javax.swing.JComboBox;
import org.qicai.app.gui.presenter.Messages;
import org.qicai.core.UserError;
import org.qicai.core.service.EventService;

/**
 * What the two round views share (轮次 {@link RoundsPanel}, 团体对阵 {@link MatchPanel}): the round selector,
 * the busy state while a round is paired in the background, and the pair, publish and withdraw actions with
 * their status lines. The view keeps its presenter; it hands this class what to run.
 */
final class RoundControls {
    /** An entry of the round selector. */
    record RoundItem(int no, String label) {
        @Override
        public String toString() {
            return label;
        }
    }

    private final Shell shell;
    private final DefaultComboBoxModel<RoundItem> roundsModel = new DefaultComboBoxModel<>();
    final JComboBox<RoundItem> roundCombo = new JComboBox<>(roundsModel);
    private final Runnable updateButtons;
    private boolean refreshing;
    private boolean busy;

    /** {@code showRound} runs when the arbiter picks another round; {@code updateButtons} when busy changes. */
    RoundControls(Shell shell, String comboName, Runnable showRound, Runnable updateButtons) {
        this.shell = shell;
        this.updateButtons = updateButtons;
        roundCombo.setName(comboName);
        roundCombo.addActionListener(e -> {
            if (!refreshing) {
                showRound.run();
            }
        });
    }

    /** The round shown, 0 when none. */
    int selectedRound() {
        RoundItem it = (RoundItem) roundCombo.getSelectedItem();
        return it == null ? 0 : it.no();
    }

    /** Refills the selector with {@code rounds} and selects {@code round} (the last when it no longer exists). */
    void fill(List<Integer> rounds, IntFunction<String> label, int round) {
        refreshing = true;
        try {
            roundsModel.removeAllElements();
            RoundItem show = null;
            for (int r : rounds) {
                RoundItem it = new RoundItem(r, label.apply(r));
                roundsModel.addElement(it);
                if (r == round) {
                    show = it;
                }
            }
            if (show == null && roundsModel.getSize() > 0) {
                show = roundsModel.getElementAt(roundsModel.getSize() - 1);
            }
            roundsModel.setSelectedItem(show);
        } finally {
            refreshing = false;
        }
    }

    /** Whether a round is being paired in the background (the round's buttons are off meanwhile). */
    boolean busy() {
        return busy;
    }

    private void setBusy(boolean b) {
        busy = b;
        updateButtons.run();
    }

    /** Pairs {@code round} in the background, the view busy meanwhile; {@code paired} gets the new round. */
    <T> void pair(int round, Callable<T> pairing, Consumer<T> paired) {
        Messages m = shell.messages();
        shell.status(m.get("status.pairing", Integer.toString(round)));
        setBusy(true);
        Background.run(shell.window(), m, pairing, paired, () -> setBusy(false));
    }

    /** Publishes the round shown. */
    void publish(IntConsumer publish) {
        Messages m = shell.messages();
        int round = selectedRound();
        Dialogs.run(shell.window(), m, () -> {
            publish.accept(round);
            shell.status(m.get("status.published", Integer.toString(round)));
            warnOfFailedBackup();
        });
    }

    /**
     * After a publish (by the button, or by a round's first result): an automatic backup that failed is said in
     * the status bar, once; the round is published all the same (issue 12 item 3).
     */
    private void warnOfFailedBackup() {
        UserError w = shell.session().event().flatMap(EventService::backupWarning).orElse(null);
        if (w != null && w != shownBackupWarning) {
            shownBackupWarning = w;
            shell.statusWarning(w.message(shell.messages().locale()));
        }
    }

    private UserError shownBackupWarning;

    /** Withdraws the round shown, once the arbiter confirms. */
    void unpair(IntConsumer unpair) {
        Messages m = shell.messages();
        int round = selectedRound();
        if (!Dialogs.confirm(shell.window(), m, m.get("rounds.confirmUnpair", Integer.toString(round)))) {
            return;
        }
        Dialogs.run(shell.window(), m, () -> {
            unpair.accept(round);
            shell.status(m.get("status.unpaired", Integer.toString(round)));
        });
    }

    /** An arbiter's slip during fast keyboard entry: a beep and the warning in the status bar, no dialog. */
    void warn(String text) {
        Toolkit.getDefaultToolkit().beep();
        shell.statusWarning(text);
    }

    /**
     * Runs a result entered from the keyboard: an arbiter's error beeps and is said in the status bar instead of
     * stopping the arbiter with a dialog (what was typed stays to be corrected); anything else is shown in one.
     */
    void enter(Runnable entry) {
        try {
            entry.run();
            warnOfFailedBackup();
        } catch (UserError e) {
            warn(Dialogs.logged(shell.messages(), e));
        } catch (RuntimeException e) {
            Dialogs.showError(shell.window(), shell.messages(), e);
        }
    }
}
