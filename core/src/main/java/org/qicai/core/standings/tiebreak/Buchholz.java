package org.qicai.core.standings.tiebreak;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.qicai.core.standings.Crosstable;
import org.qicai.core.standings.Crosstable.Contribution;

/**
 * 对手分 (Buchholz) — xq 15.2: "如积分相等，则按以下顺序依次区分：对手分、胜局、犯规". The sum of the points
 * of all opponents met. A bye counts as an opponent with the lowest score in the field (附录二 7;
 * option {@code bye-opponent=zero}: 0); with {@code tiebreak-unplayed=fide-c07} unplayed rounds follow
 * FIDE C.07 Article 16.
 */
public final class Buchholz extends BuiltInTiebreak {
    public Buchholz() {
        super("buchholz", "对手分", "Buchholz", "15.2", "对手分", "bh");
    }

    @Override
    public Map<Integer, Long> values(Crosstable table, List<Integer> group) {
        return each(group, no -> cut(table, no, 0, 0));
    }

    /**
     * The sum of the opponents' scores without the {@code low} least and {@code high} most significant
     * ones (FIDE C.07 14.1–14.4); with the FIDE option a voluntary unplayed round's contribution is cut
     * first (16.5).
     */
    static long cut(Crosstable table, int no, int low, int high) {
        List<Contribution> cs = table.contributions(no);
        boolean fide = table.options().unplayed() == org.qicai.core.standings.StandingsOptions.Unplayed.FIDE_C07;
        if (cs.size() <= low + high) {
            return 0;
        }
        java.util.List<Contribution> rest = new java.util.ArrayList<>(cs);
        for (int i = 0; i < low; i++) {
            Contribution worst = null;
            for (Contribution c : rest) {
                if (fide && c.voluntary() && (worst == null || c.opponentScore() < worst.opponentScore())) {
                    worst = c;
                }
            }
            if (worst == null) {
                for (Contribution c : rest) {
                    if (worst == null || c.opponentScore() < worst.opponentScore()) {
                        worst = c;
                    }
                }
            }
            rest.remove(worst);
        }
        for (int i = 0; i < high; i++) {
            Contribution best = null;
            for (Contribution c : rest) {
                if (best == null || c.opponentScore() > best.opponentScore()) {
                    best = c;
                }
            }
            rest.remove(best);
        }
        long sum = 0;
        for (Contribution c : rest) {
            sum += c.opponentScore();
        }
        return sum;
    }

    @Override
    public String rule(Locale l) {
        return english(l) ? "sum of the opponents' points; a bye counts as the lowest score in the field (附录二 7)"
                : "所遇对手积分之和；轮空按全场最低分的对手计（附录二 7）";
    }
}
