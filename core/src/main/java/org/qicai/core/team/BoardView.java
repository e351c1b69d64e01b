package org.qicai.core.team;

import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.Player;
import org.qicai.core.model.Result;

/**
 * One board of a match as shown: the board, each team's player (null when that side is empty) and
 * the game's result, red first as on the scoresheet ({@link Result#PENDING} while open).
 */
public record BoardView(MatchBoard board, Player firstPlayer, Player secondPlayer, Result result) {

    public Player red() {
        return board.firstTeamRed() ? firstPlayer : secondPlayer;
    }

    public Player black() {
        return board.firstTeamRed() ? secondPlayer : firstPlayer;
    }

    /** One side is empty (空台): a board forfeit (21.4). */
    public boolean isEmptyBoard() {
        return firstPlayer == null || secondPlayer == null;
    }
}
