package org.qicai.plugin.go;

import java.util.List;
import java.util.Locale;
import org.pf4j.Extension;
import org.qicai.core.spi.Named;

/**
 * 围棋积分编排（OpenGotha 瑞士制） — OpenGotha's Swiss: the same engine as {@link McMahon}, the main score
 * being the number of wins (NBW) instead of the McMahon score; placement NBW, SOSW, SOSOSW by default.
 */
@Extension
public class GoSwiss extends McMahon {

    @Override
    public String id() {
        return "go-swiss";
    }

    @Override
    public List<String> aliases() {
        return List.of("opengotha-swiss");
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? "Go Swiss (OpenGotha)" : "围棋瑞士制（OpenGotha）";
    }

    @Override
    String defaultPlacement() {
        return "NBW,SOSW,SOSOSW";
    }
}
