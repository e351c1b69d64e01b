package org.qicai.plugin.go;

import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.tiebreak.BuiltInTiebreak;

/**
 * What OpenGotha's two direct-confrontation criteria share (DC, {@link DirectConfrontation}; SDC,
 * {@link SimplifiedDirectConfrontation}): they look only at the players still tied, and count in whole numbers.
 */
abstract class HeadToHead extends BuiltInTiebreak {
    HeadToHead(String id, String zh, String en, String clause, String... aliases) {
        super(id, zh, en, clause, aliases);
    }

    @Override
    public final long denominator(Crosstable table) {
        return 1;
    }

    @Override
    public final boolean dependsOnGroup() {
        return true;
    }
}
