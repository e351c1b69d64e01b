package org.qicai.app.gui.presenter;

import java.util.ArrayList;
import java.util.List;
import org.qicai.core.UserError;
import org.qicai.core.model.Pairing;
import org.qicai.core.model.Player;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.service.WithdrawalResult;
import org.qicai.core.service.WithdrawalService;

/**
 * 退出比赛 / 除名: a withdrawal (xq 20.2–20.4) or an expulsion (18.3, treated as withdrawal), previewed
 * with the rule that applies and the boards it changes before the arbiter confirms. The rule is the
 * {@link WithdrawalService}'s; this class reads the form and words the preview.
 */
public final class WithdrawPresenter extends AbstractWithdrawPresenter {

    /** The form as typed. */
    public record Form(int player, String afterRound, boolean expel, String reason) {
    }

    public WithdrawPresenter(EventSession session) {
        super(session);
    }

    /** The players still in the event, as choices {@code 3 陈永和（滨江棋院）}. */
    public List<Choice> activePlayers() {
        List<Choice> out = new ArrayList<>();
        if (!session.hasEvent()) {
            return out;
        }
        for (Player p : session.require().snapshot().activePlayers()) {
            out.add(new Choice(Integer.toString(p.no()), p.no() + " " + p.name()
                    + (p.unit().isEmpty() ? "" : m().get("withdraw.unit", p.unit()))));
        }
        return out;
    }

    private WithdrawalService service() {
        return new WithdrawalService(session.require());
    }

    /** What confirming would do, without writing anything. */
    public WithdrawalResult preview(Form f) {
        if (f.player() <= 0) {
            throw new UserError(m().get("withdraw.error.player"));
        }
        return service().preview(f.player(), afterRound(f.afterRound()),
                f.expel() ? PlayerStatus.EXPELLED : PlayerStatus.WITHDRAWN, f.reason());
    }

    /** The preview in words: the rule that applies, then each board it changes. */
    public String explanation(WithdrawalResult r) {
        StringBuilder sb = new StringBuilder(r.explanation(m().locale()));
        for (WithdrawalResult.Change c : r.changes()) {
            Pairing a = c.before();
            Pairing b = c.after();
            String what;
            if (b.annulled() && !a.annulled()) {
                what = m().get("withdraw.change.annulled", a.result().isDecided() ? a.result().code() : "…");
            } else if (a.isBye()) {
                what = m().get("withdraw.change.bye");
            } else {
                what = (a.result().isDecided() ? a.result().code() : m().get("withdraw.change.pending")) + " → "
                        + b.result().code();
            }
            sb.append('\n').append(m().get("withdraw.change", Integer.toString(b.round()), Integer.toString(b.board()),
                    what));
        }
        return sb.toString();
    }

    /** Confirms: one transaction with its journal row naming the rule. */
    public WithdrawalResult confirm(Form f) {
        if (f.player() <= 0) {
            throw new UserError(m().get("withdraw.error.player"));
        }
        int after = afterRound(f.afterRound());
        WithdrawalResult r = f.expel() ? service().expel(f.player(), after, f.reason())
                : service().withdraw(f.player(), after, f.reason());
        session.changed();
        return r;
    }

    public String doneMessage(WithdrawalResult r) {
        return m().get(r.expelled() ? "withdraw.doneExpel" : "withdraw.done", Integer.toString(r.player().no()),
                r.player().name(), r.decision().clause());
    }
}
