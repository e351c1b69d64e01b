package org.qicai.core.standings.tiebreak;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongFunction;
import org.qicai.core.spi.Named;
import org.qicai.core.standings.Tiebreak;
import org.qicai.core.standings.Crosstable;

/**
 * A tiebreak of the built-in catalogue: its id (English kebab-case, the CLI and the event file), its
 * Chinese and English names, the clause that defines it and that definition in words.
 */
public abstract class BuiltInTiebreak implements Tiebreak {
    private final String id;
    private final String nameZh;
    private final String nameEn;
    private final String clause;
    private final List<String> aliases;

    protected BuiltInTiebreak(String id, String nameZh, String nameEn, String clause, String... aliases) {
        this.id = id;
        this.nameZh = nameZh;
        this.nameEn = nameEn;
        this.clause = clause;
        this.aliases = List.of(aliases);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final List<String> aliases() {
        return aliases;
    }

    @Override
    public final String displayName(Locale locale) {
        return Named.isEnglish(locale) ? nameEn : nameZh;
    }

    @Override
    public final String clause() {
        return clause;
    }

    /** The definition in words, for tooltips and the rule-coverage page. */
    public abstract String rule(Locale locale);

    /** A value computed per player, independent of the group. */
    protected static Map<Integer, Long> each(List<Integer> group, ToLongFunction<Integer> f) {
        Map<Integer, Long> out = new HashMap<>();
        for (int no : group) {
            out.put(no, f.applyAsLong(no));
        }
        return out;
    }

    /** The least common multiple of the counts (≥ 1) of all players — the exact common denominator of averages. */
    protected static long lcmOfCounts(Crosstable table, String key, ToLongFunction<Integer> count) {
        return table.memo(key, () -> {
            long l = 1;
            java.util.Set<Long> seen = new java.util.HashSet<>();
            for (var p : table.players()) {
                long c = count.applyAsLong(p.no());
                if (c > 1 && seen.add(c)) {
                    long g = gcd(l, c);
                    l = Math.multiplyExact(l / g, c);
                }
            }
            return l;
        });
    }

    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = a % b;
            a = b;
            b = t;
        }
        return a;
    }

    protected static boolean english(Locale l) {
        return Named.isEnglish(l);
    }
}
