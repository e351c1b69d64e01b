package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 加拿大读秒 — K moves in T seconds after the main time, the block renewed, e.g. {@code 3600+ca:20/300}. */
@Extension
public final class CanadianOvertime extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.CANADIAN;
    }
}
