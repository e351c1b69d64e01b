package org.qicai.core.team;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.qicai.core.model.Player;

/**
 * xq 12.1: "报名时,必须根据技术水平高低排定本队棋手的台次 … 等级分高者,台次应列前.无等级分者排在有等级分
 * 棋手的后面." Checks a registered order and says, pair by pair, where it breaks the rule.
 */
public final class StrengthOrder {
    private StrengthOrder() {
    }

    /** Stronger first: rated before unrated, higher rating before lower. */
    public static final Comparator<Player> BY_STRENGTH = Comparator.comparing((Player p) -> p.rating() == null)
            .thenComparing(Comparator.comparingInt(Player::ratingOrZero).reversed());

    /**
     * One warning per adjacent pair out of order, naming both positions, players and ratings, and the
     * order by rating. Empty when the order follows 12.1 (equal ratings may stand in any order).
     */
    public static List<String> check(List<Player> registeredOrder) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i + 1 < registeredOrder.size(); i++) {
            Player a = registeredOrder.get(i);
            Player b = registeredOrder.get(i + 1);
            if (BY_STRENGTH.compare(a, b) <= 0) {
                continue;
            }
            String why = a.rating() == null
                    ? "unrated players come after rated ones (无等级分者排在有等级分棋手的后面)"
                    : "a higher rating takes the higher board (等级分高者台次应列前)";
            out.add("12.1: position " + (i + 1) + " " + a.name() + " (" + rating(a) + ") is registered above position "
                    + (i + 2) + " " + b.name() + " (" + rating(b) + ") — " + why);
        }
        if (!out.isEmpty()) {
            List<Player> sorted = new ArrayList<>(registeredOrder);
            sorted.sort(BY_STRENGTH); // stable: equal ratings keep the team's order
            List<String> names = new ArrayList<>();
            for (Player p : sorted) {
                names.add((registeredOrder.indexOf(p) + 1) + " " + p.name());
            }
            out.add("12.1: by rating the order would be " + String.join(", ", names));
        }
        return out;
    }

    private static String rating(Player p) {
        return p.rating() == null ? "unrated" : Integer.toString(p.rating());
    }
}
