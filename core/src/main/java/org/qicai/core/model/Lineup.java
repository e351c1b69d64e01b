package org.qicai.core.model;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * 出场名单 — the players a team fields in one round, board by board, as registered positions
 * (1-based); 0 marks an empty board (空台), which the team loses by forfeit (xq 21.4).
 *
 * @param round     round number
 * @param team      team number
 * @param positions one entry per board (per lineup slot in 12.4): a registered position, or 0 for an empty board
 * @param source    whether the team named it or a default was applied
 * @param at        when it was entered or applied
 */
public record Lineup(int round, int team, List<Integer> positions, Source source, Instant at) {

    /** Where a lineup came from. */
    public enum Source {
        /** named by the team (entered by the arbiter) */
        ENTERED,
        /** 12.1: the registered order plays every match */
        REGISTERED_ORDER,
        /** none was named by the lock: the registered order was applied (a setting, [ours]) */
        DEFAULT_REGISTERED,
        /** none was named by the lock: the team's lineup of its previous match was applied (a setting) */
        DEFAULT_PREVIOUS
    }

    public Lineup {
        positions = List.copyOf(positions);
        source = source == null ? Source.ENTERED : source;
    }

    /** Boards left empty. */
    public int emptyBoards() {
        return (int) positions.stream().filter(p -> p == 0).count();
    }

    /** {@code 1-2-3-5}; {@code 1-2-3-0} with 0 for an empty board (reads back as the same lineup). */
    public String text() {
        return format(positions);
    }

    public static String format(List<Integer> positions) {
        List<String> out = new ArrayList<>();
        for (int p : positions) {
            out.add(Integer.toString(p));
        }
        return String.join("-", out);
    }
}
