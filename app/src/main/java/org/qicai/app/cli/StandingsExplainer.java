package org.qicai.app.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.spi.Named;
import org.qicai.core.spi.Tiebreak;
import org.qicai.core.standings.Standing;
import org.qicai.core.standings.StandingsReport;

/** For each pair of adjacent players on equal points: the first tiebreak that separated them, with both values. */
final class StandingsExplainer {
    private StandingsExplainer() {
    }

    static List<String> explain(StandingsReport rep, Locale locale) {
        boolean en = Named.isEnglish(locale);
        List<String> out = new ArrayList<>();
        List<Standing> rows = rep.rows();
        for (int i = 0; i + 1 < rows.size(); i++) {
            Standing a = rows.get(i);
            Standing b = rows.get(i + 1);
            if (a.points() != b.points()) {
                continue;
            }
            String who = a.player().no() + " " + a.player().name() + " / " + b.player().no() + " " + b.player().name();
            String reason = null;
            List<Integer> pair = List.of(a.player().no(), b.player().no());
            for (int t = 0; t < rep.tiebreaks().size(); t++) {
                Tiebreak tb = rep.tiebreaks().get(t);
                // group-dependent tiebreaks (直胜) are judged between the two, as the ranking applied them
                Map<Integer, Long> v = tb.values(rep.table(), pair);
                long va = v.getOrDefault(a.player().no(), 0L);
                long vb = v.getOrDefault(b.player().no(), 0L);
                if (va != vb) {
                    reason = tb.displayName(locale) + " " + rep.formatTiebreak(t, va) + " : "
                            + rep.formatTiebreak(t, vb);
                    break;
                }
            }
            if (reason == null) {
                reason = en ? "nothing separates them: place shared (15.1)" : "无法区分，名次并列（15.1）";
            }
            out.add((en ? "rank " : "第") + a.rank() + (en ? "–" : "、") + b.rank() + (en ? ": " : "名：") + who + " — "
                    + reason);
        }
        return out;
    }
}
