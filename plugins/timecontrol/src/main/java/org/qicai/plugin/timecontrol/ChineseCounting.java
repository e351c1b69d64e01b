package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 保留分钟读秒 (004 第三条) — M minutes kept after the main time; a move under a minute costs nothing, each full minute deducts one, e.g. {@code 3600+cn:5}. */
@Extension
public final class ChineseCounting extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.CHINESE;
    }
}
