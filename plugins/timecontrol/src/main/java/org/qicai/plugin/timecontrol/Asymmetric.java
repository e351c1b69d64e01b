package org.qicai.plugin.timecontrol;

import org.pf4j.Extension;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;

/** 贴时 — different time for each side (2007: red 80′, black 40′, +30″), e.g. {@code red:4800+30;black:2400+30} or {@code first:…;second:…}. */
@Extension
public final class Asymmetric extends SpecTimeControl implements TimeControl {
    @Override
    Family family() {
        return Family.ASYMMETRIC;
    }
}
