package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 包干 — sudden death (xq 6.5: 每方时间包干使用，不计着数，先超时者判负), e.g. {@code 1800}. */
@Extension
public final class SuddenDeath extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.SUDDEN_DEATH;
    }
}
