package org.qicai.plugin.xiangqi.rulings;

import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Position;

/** A cycle move's text: the record's Chinese notation when it has it for that ply, else ICCS. */
final class MoveText {
    private MoveText() {
    }

    static String chinese(Position before, int move, GameRecord record, int ply) {
        String iccs = Move.iccs(move);
        if (record != null && ply >= 1 && ply <= record.moves().size()) {
            GameMove gm = record.moves().get(ply - 1);
            if (gm.chinese() != null && !gm.chinese().isEmpty() && iccs.equalsIgnoreCase(gm.iccs())) {
                return gm.chinese();
            }
        }
        return iccs;
    }
}
