package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** Armageddon 决胜局 — first side more time, a draw counts as a win for the second side, e.g. {@code armageddon:360/240+3}. */
@Extension
public final class Armageddon extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.ARMAGEDDON;
    }
}
