package org.qicai.core.model;

/**
 * 对阵 — one board of one round: the first player (执红/执黑先走), the second, or a bye (轮空) when
 * {@code second == 0}.
 *
 * @param round    round number, 1-based
 * @param board    board/table number (台次), 1-based
 * @param first    start number of the first player (red in xiangqi, black in Go)
 * @param second   start number of the second player, 0 for a bye
 * @param result   the game's result; {@link Result#PENDING} for a bye
 * @param bye      the bye kind when {@code second == 0}, otherwise {@code null}
 * @param annulled 成绩取消: the game no longer counts (xq 20.3, fewer than half played)
 * @param explanation why the pairing system made this board (score group, colour reason …), may be empty
 * @param detail   how the game was decided beyond its result (中盘胜, a count's margin, 重下 …); NONE by default
 * @param handicap 让子 — a Go game's handicap stones as the pairing system gave them (1 = 让先, no komi; 0 = an even
 *                 game, and every game of other disciplines)
 */
public record Pairing(int round, int board, int first, int second, Result result, ByeKind bye, boolean annulled,
                      String explanation, ResultDetail detail, int handicap) {

    public Pairing {
        result = result == null ? Result.PENDING : result;
        detail = detail == null ? ResultDetail.NONE : detail;
        if (second == 0 && bye == null) {
            bye = ByeKind.PAIRING;
        }
        if (second != 0) {
            bye = null;
        }
        explanation = explanation == null ? "" : explanation;
        if (handicap < 0 || second == 0) {
            handicap = 0;
        }
    }

    /** An even game (no handicap). */
    public Pairing(int round, int board, int first, int second, Result result, ByeKind bye, boolean annulled,
                   String explanation, ResultDetail detail) {
        this(round, board, first, second, result, bye, annulled, explanation, detail, 0);
    }

    /** A board whose result says nothing more ({@link ResultDetail#NONE}). */
    public Pairing(int round, int board, int first, int second, Result result, ByeKind bye, boolean annulled,
                   String explanation) {
        this(round, board, first, second, result, bye, annulled, explanation, ResultDetail.NONE);
    }

    public static Pairing game(int round, int board, int first, int second) {
        return new Pairing(round, board, first, second, Result.PENDING, null, false, "");
    }

    public static Pairing bye(int round, int board, int player, ByeKind kind) {
        return new Pairing(round, board, player, 0, Result.PENDING, kind, false, "");
    }

    public boolean isBye() {
        return second == 0;
    }

    public boolean involves(int player) {
        return first == player || (second != 0 && second == player);
    }

    /** The side the player had; the player must be on this board. */
    public Side sideOf(int player) {
        if (first == player) {
            return Side.FIRST;
        }
        if (second == player) {
            return Side.SECOND;
        }
        throw new IllegalArgumentException("player " + player + " is not on board " + board + " of round " + round);
    }

    /** The opponent's start number, 0 for a bye. */
    public int opponentOf(int player) {
        return sideOf(player) == Side.FIRST ? second : first;
    }

    public Outcome outcomeFor(int player) {
        if (isBye()) {
            return Outcome.BYE;
        }
        return result.outcome(sideOf(player));
    }

    /** A board is complete when it needs no more input: a bye, or a decided result. */
    public boolean isComplete() {
        return isBye() || result.isDecided();
    }

    /** The board with another result, saying nothing more of how it was decided. */
    public Pairing withResult(Result r) {
        return new Pairing(round, board, first, second, r, bye, annulled, explanation, ResultDetail.NONE, handicap);
    }

    /** The board with another result and how it was decided. */
    public Pairing withResult(ResultEntry e) {
        return new Pairing(round, board, first, second, e.result(), bye, annulled, explanation, e.detail(), handicap);
    }

    /** What was entered on this board: its result with how it was decided. */
    public ResultEntry entry() {
        return new ResultEntry(result, detail);
    }

    public Pairing withAnnulled(boolean a) {
        return new Pairing(round, board, first, second, result, bye, a, explanation, detail, handicap);
    }
}
