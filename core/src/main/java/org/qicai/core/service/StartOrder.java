package org.qicai.core.service;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.qicai.core.model.Player;

/** How start numbers are assigned before round 1. */
public enum StartOrder {
    /** 抽签: a seeded lot, reproducible from the event's seed. */
    LOT,
    /** by rating, highest first; unrated after rated (as 12.1 orders boards); then by name. */
    RATING;

    List<Player> apply(List<Player> players, long seed) {
        List<Player> out = new ArrayList<>(players);
        if (this == LOT) {
            out.sort(Comparator.comparingInt(Player::no));
            java.util.Collections.shuffle(out, new Random(seed));
        } else {
            out.sort(Comparator.comparing((Player p) -> p.rating() == null)
                    .thenComparing(Comparator.comparingInt(Player::ratingOrZero).reversed())
                    .thenComparing(Player::name).thenComparingInt(Player::no));
        }
        return out;
    }
}
