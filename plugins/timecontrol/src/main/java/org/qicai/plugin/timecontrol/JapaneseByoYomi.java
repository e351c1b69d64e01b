package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 日本读秒 — N periods of T seconds after the main time, e.g. {@code 600+jp:3x30}; also the 000 rapid rule {@code 30/1800+jp:1x30}. */
@Extension
public final class JapaneseByoYomi extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.JAPANESE;
    }
}
