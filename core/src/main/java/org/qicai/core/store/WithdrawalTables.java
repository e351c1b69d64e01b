package org.qicai.core.store;

import org.qicai.core.model.ByeKind;

/**
 * The SQL that withdrawals (xq 20.3/20.4, 18.3) need beyond {@link Tx}'s typed operations, run in
 * the caller's transaction.
 */
public final class WithdrawalTables {
    private final Tx tx;

    public WithdrawalTables(Tx tx) {
        this.tx = tx;
    }

    /** Changes the kind of a bye board (a bye of a player who has left scores nothing). */
    public void setByeKind(int round, int board, ByeKind kind) {
        int n = tx.update("UPDATE pairing SET bye_kind = ? WHERE round_no = ? AND board = ? AND second_no IS NULL",
                kind.name(), round, board);
        if (n != 1) {
            throw new IllegalStateException("round " + round + " board " + board + " is not a bye");
        }
    }
}
