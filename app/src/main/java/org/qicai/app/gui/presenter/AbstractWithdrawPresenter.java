package org.qicai.app.gui.presenter;

import org.qicai.core.UserError;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Round;

/**
 * What the withdrawal presenters share, a player's ({@link WithdrawPresenter}) and a team's
 * ({@link TeamWithdrawPresenter}): the event session and the rounds of the form.
 */
abstract class AbstractWithdrawPresenter {
    final EventSession session;

    AbstractWithdrawPresenter(EventSession session) {
        this.session = session;
    }

    Messages m() {
        return session.messages();
    }

    /** The round a withdrawal is after by default: the last round whose games are all decided (0 before the start). */
    public int defaultAfterRound() {
        if (!session.hasEvent()) {
            return 0;
        }
        EventSnapshot s = session.require().snapshot();
        int after = 0;
        for (Round r : s.rounds()) {
            if (r.isComplete()) {
                after = r.no();
            } else {
                break;
            }
        }
        return after;
    }

    /** The last round paired, 0 without an event. */
    public int lastRound() {
        return session.event().map(e -> e.snapshot().lastRound()).orElse(0);
    }

    /** The round typed in the form; not a whole number is the arbiter's error. */
    int afterRound(String text) {
        String t = text == null ? "" : text.strip();
        try {
            return Integer.parseInt(t);
        } catch (NumberFormatException e) {
            throw new UserError(m().get("withdraw.error.round", t));
        }
    }
}
