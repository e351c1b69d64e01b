package org.qicai.core.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.spi.BoardPlan;
import org.qicai.core.spi.PairingSystem;
import org.qicai.core.spi.PairingRequest;
import org.qicai.core.spi.RoundPlan;

/**
 * A round robin for core tests (the real one is the round-robin plugin): the circle method over the
 * players who are active or left after round 1 or later; repeats its cycle when the event plays more
 * rounds (a double round robin). Its table is fixed in advance: it does not need previous results.
 */
final class CircleRoundRobin implements PairingSystem {
    @Override
    public String id() {
        return "circle";
    }

    @Override
    public String displayName(Locale l) {
        return "circle";
    }

    static List<Integer> table(EventSnapshot e) {
        List<Integer> out = new ArrayList<>();
        for (Player p : e.players()) {
            if (p.status().isActive() || p.leftAfterRound() > 0) {
                out.add(p.no());
            }
        }
        if (out.size() % 2 == 1) {
            out.add(0);
        }
        return out;
    }

    @Override
    public int plannedRounds(EventSnapshot e) {
        return table(e).size() - 1;
    }

    @Override
    public boolean needsPreviousResults() {
        return false;
    }

    @Override
    public RoundPlan pair(PairingRequest r) {
        List<Integer> t = table(r.event());
        int m = t.size();
        int k = (r.round() - 1) % (m - 1);
        List<Integer> arr = new ArrayList<>();
        arr.add(t.get(0));
        for (int i = 0; i < m - 1; i++) {
            arr.add(t.get(1 + (i + k) % (m - 1)));
        }
        List<BoardPlan> boards = new ArrayList<>();
        BoardPlan bye = null;
        for (int i = 0; i < m / 2; i++) {
            int a = arr.get(i);
            int b = arr.get(m - 1 - i);
            if (a == 0 || b == 0) {
                bye = BoardPlan.bye(a == 0 ? b : a, "circle bye");
            } else {
                boards.add(BoardPlan.game(a, b, "circle"));
            }
        }
        if (bye != null) {
            boards.add(bye);
        }
        return new RoundPlan(boards, List.of());
    }
}
