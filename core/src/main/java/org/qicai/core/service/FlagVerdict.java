package org.qicai.core.service;

import java.util.List;
import java.util.Optional;
import org.qicai.core.model.Result;
import org.qicai.core.model.Side;
import org.qicai.core.spi.TimeControl;

/**
 * What a clock's fallen flags call for on the board (the arbiter confirms before anything is entered):
 * the first flag decides. Time, a missed move quota or the last byo-yomi period (xq 6.5, 22.1, 4.1.4;
 * go 第三条) — the flagged side loses the game. Absent past the lateness limit (4.1.5, 21.1) — that
 * side loses without play, a forfeit [ours]: the game was never played; both absent past it (21.3) —
 * both lose without play. RULES.md has no rule that a flag only draws when the other side cannot
 * win, so none is applied.
 */
public final class FlagVerdict {
    private FlagVerdict() {
    }

    /** The result, first side first, or empty when no flag has fallen. */
    public static Optional<Result> of(List<TimeControl.Flag> flags) {
        if (flags.isEmpty()) {
            return Optional.empty();
        }
        TimeControl.Flag first = flags.get(0);
        if (first.reason() == TimeControl.FlagReason.LATE) {
            boolean bothLate = flags.stream().filter(f -> f.reason() == TimeControl.FlagReason.LATE)
                    .map(TimeControl.Flag::side).distinct().count() == 2;
            return Optional.of(bothLate ? Result.DOUBLE_FORFEIT
                    : first.side() == Side.FIRST ? Result.SECOND_WIN_FORFEIT : Result.FIRST_WIN_FORFEIT);
        }
        return Optional.of(first.side() == Side.FIRST ? Result.SECOND_WIN : Result.FIRST_WIN);
    }
}
