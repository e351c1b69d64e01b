package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 加秒制 — main time plus an increment after every move (xq2020 第15条: 120′+10″, 30′+10″, 10′+5″), e.g. {@code 5400+30}. */
@Extension
public final class Increment extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.INCREMENT;
    }
}
