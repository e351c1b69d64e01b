package org.qicai.app.gui;

import org.qicai.app.gui.presenter.WithdrawPresenter;
import org.qicai.core.service.WithdrawalResult;

/**
 * 退赛 / 除名: the player, the round he leaves after, withdrawal (20.2–20.4) or expulsion (18.3, treated as
 * withdrawal), the reason — and, before anything is written, what the rules do to his games: the
 * explanation with the clause and every board that changes. The confirm button writes it (one transaction,
 * journaled); a refusal keeps the dialog as typed with the reason.
 */
final class WithdrawDialog extends WithdrawalDialog<WithdrawalResult> {
    private static final Layout LAYOUT = new Layout("withdraw", "player", 6, "span 2, wrap");
    private final WithdrawPresenter presenter;

    WithdrawDialog(Shell shell) {
        this(shell, new WithdrawPresenter(shell.session()));
    }

    private WithdrawDialog(Shell shell, WithdrawPresenter presenter) {
        super(shell, LAYOUT, presenter.activePlayers(), presenter.defaultAfterRound(), presenter.lastRound());
        this.presenter = presenter;
        reasonField.getDocument().addDocumentListener(new NewEventDialog.Changed(this::showPreview));
        start(confirmButton);
    }

    private WithdrawPresenter.Form form() {
        return new WithdrawPresenter.Form(chosen(), afterField.getText(), expelRadio.isSelected(), reasonField.getText());
    }

    @Override
    WithdrawalResult preview() {
        return presenter.preview(form());
    }

    @Override
    String explanation(WithdrawalResult r) {
        return presenter.explanation(r);
    }

    @Override
    boolean expelling(WithdrawalResult r) {
        return r.expelled();
    }

    @Override
    WithdrawalResult confirm() {
        return presenter.confirm(form());
    }

    static void open(Shell shell) {
        Dialogs.run(shell.window(), shell.messages(), () -> {
            WithdrawDialog d = new WithdrawDialog(shell);
            d.setVisible(true);
            if (d.done() != null) {
                shell.status(d.presenter.doneMessage(d.done()));
            }
        });
    }
}
