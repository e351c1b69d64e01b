package org.qicai.plugin.timecontrol;

import java.util.List;
import java.util.Locale;
import org.qicai.core.ArgumentError;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.TimeControl;
import org.qicai.plugin.timecontrol.Spec.Family;
import org.qicai.plugin.timecontrol.Spec.Plan;

/** What every family shares: it reads the specs of its family, describes them and runs their clock. */
abstract class SpecTimeControl implements TimeControl {

    abstract Family family();

    @Override
    public String id() {
        return family().id;
    }

    @Override
    public List<String> aliases() {
        return family().aliases;
    }

    @Override
    public String displayName(Locale locale) {
        return Named.isEnglish(locale) ? family().en : family().zh;
    }

    @Override
    public boolean accepts(String spec) {
        return Spec.classify(spec).map(f -> f == family()).orElse(false);
    }

    Plan plan(String spec) {
        Plan p = Spec.parse(spec);
        if (p.family() != family()) {
            throw new ArgumentError("用时“" + spec + "”属于" + p.family().zh + "，不是" + family().zh,
                    "time control '" + spec + "' is " + p.family().en.toLowerCase(Locale.ROOT)
                    + ", not " + family().en.toLowerCase(Locale.ROOT));
        }
        return p;
    }

    @Override
    public String describe(String spec, Locale locale) {
        return Words.describe(plan(spec), locale);
    }

    @Override
    public String normalize(String spec) {
        return plan(spec).canonical();
    }

    @Override
    public Clock clock(String spec, long latenessLimitMillis) {
        return new ClockEngine(plan(spec), latenessLimitMillis);
    }
}
