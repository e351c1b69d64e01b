package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 限着限时 — moves in time with following controls (xq 6.1–6.4), e.g. {@code 40/5400:10/900}; the last field repeats. */
@Extension
public final class MovesInTime extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.MOVES_IN_TIME;
    }
}
