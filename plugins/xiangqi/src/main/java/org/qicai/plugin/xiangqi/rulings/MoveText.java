package org.qicai.plugin.xiangqi.rulings;

import org.qicai.core.game.GameMove;
import org.qicai.core.game.GameRecord;
import org.qicai.plugin.xiangqi.board.Move;
import org.qicai.plugin.xiangqi.board.Position;
import org.qicai.plugin.xiangqi.notation.MoveWriter;

/**
 * A cycle move's text (7.5): the record's Chinese notation when it has it for that ply, else written from the
 * position by {@link MoveWriter#chinese}; ICCS only if the writer refuses.
 */
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
        try {
            String zh = MoveWriter.chinese(before, move);
            return zh == null || zh.isEmpty() ? iccs : zh;
        } catch (RuntimeException e) {
            return iccs;
        }
    }
}
