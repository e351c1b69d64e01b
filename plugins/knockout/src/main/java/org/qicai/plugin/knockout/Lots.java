package org.qicai.plugin.knockout;

import java.util.List;
import java.util.SplittableRandom;

/** Every lot the program draws (猜先, bye cards, a tied match by lot): from the event's seed and a fixed key, so a draw is reproducible. */
final class Lots {
    private Lots() {
    }

    static SplittableRandom random(long seed, String key) {
        long h = 1125899906842597L;
        for (int i = 0; i < key.length(); i++) {
            h = 31 * h + key.charAt(i);
        }
        return new SplittableRandom(seed * 0x9E3779B97F4A7C15L ^ h);
    }

    static boolean coin(long seed, String key) {
        return random(seed, key).nextBoolean();
    }

    static <T> void shuffle(List<T> list, long seed, String key) {
        SplittableRandom r = random(seed, key);
        for (int i = list.size() - 1; i > 0; i--) {
            int j = r.nextInt(i + 1);
            T t = list.get(i);
            list.set(i, list.get(j));
            list.set(j, t);
        }
    }
}
