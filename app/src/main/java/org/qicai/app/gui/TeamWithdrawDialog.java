package org.qicai.app.gui;

import org.qicai.app.gui.presenter.TeamWithdrawPresenter;
import org.qicai.core.team.TeamWithdrawal;

/**
 * 全队退赛 / 除名: the team, the round it leaves after, withdrawal (20.2–20.4) or expulsion (18.3), the reason —
 * and, before anything is written, what the rule does: results annulled or standing, with the clause, the
 * opponents met and every match that changes. The confirm button writes it (one transaction, journaled);
 * a refusal keeps the dialog as typed with the reason.
 */
final class TeamWithdrawDialog extends WithdrawalDialog<TeamWithdrawal> {
    private static final Layout LAYOUT = new Layout("teamWithdraw", "team", 7, "span 2, wmax 620, wrap");
    private final TeamWithdrawPresenter presenter;

    TeamWithdrawDialog(Shell shell, int team) {
        this(shell, new TeamWithdrawPresenter(shell.session()), team);
    }

    private TeamWithdrawDialog(Shell shell, TeamWithdrawPresenter presenter, int team) {
        super(shell, LAYOUT, presenter.activeTeams(), presenter.defaultAfterRound(), presenter.lastRound());
        this.presenter = presenter;
        for (int i = 0; i < whoCombo.getItemCount(); i++) {
            if (whoCombo.getItemAt(i).id().equals(Integer.toString(team))) {
                whoCombo.setSelectedIndex(i);
            }
        }
        // Enter must not confirm a team's withdrawal by accident: the default button is Cancel
        start(cancelButton);
    }

    private TeamWithdrawPresenter.Form form() {
        return new TeamWithdrawPresenter.Form(chosen(), afterField.getText(), expelRadio.isSelected(),
                reasonField.getText());
    }

    @Override
    TeamWithdrawal preview() {
        return presenter.preview(form());
    }

    @Override
    String explanation(TeamWithdrawal r) {
        return presenter.explanation(r);
    }

    @Override
    boolean expelling(TeamWithdrawal r) {
        return expelRadio.isSelected();
    }

    @Override
    TeamWithdrawal confirm() {
        return presenter.confirm(form());
    }

    String doneMessage() {
        return done() == null ? "" : presenter.doneMessage(done());
    }
}
