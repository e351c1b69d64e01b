package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;

/**
 * 直胜（仅两人）(direct encounter between exactly two) — 15.2 as practised (RULES.md: "直胜 (only when
 * exactly two are tied)"): applies only when exactly two players remain tied; the one who scored more
 * in their games ranks higher.
 */
public final class DirectEncounterPair extends DirectEncounter {
    public DirectEncounterPair() {
        super("direct-encounter-pair", "直胜（两人）", "Direct encounter (two tied)", "15.2", "直胜（两人）", "直胜两人", "de2");
    }

    @Override
    protected boolean applies(List<Integer> group) {
        return group.size() == 2;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "when exactly two are tied: who scored more in their games" : "仅两人同分时，比较相互对局得分";
    }
}
