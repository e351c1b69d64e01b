package org.qicai.core.scoring;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The scoring schemes of the rulebooks, as data. */
public final class ScoringSchemes {
    private ScoringSchemes() {
    }

    /** xq 14.1: win 1, draw ½, loss 0; {@code +} = 1 (21.4); the pairing bye as a win (附录二 7). */
    public static final ScoringScheme XQ_14_1 =
            new ScoringScheme("14.1", "胜1 和½ 负0", "win 1, draw ½, loss 0", 2, 2, 1, 1, 0, 2, 0, 2, 2, 1, 0);
    /** 2007 rules: win 2, draw 1, loss 0. */
    public static final ScoringScheme TWO_ONE_ZERO =
            new ScoringScheme("2-1-0", "胜2 和1 负0", "win 2, draw 1, loss 0", 1, 2, 1, 1, 0, 2, 0, 2, 2, 1, 0);
    /** xq2020: win 3, draw 1, loss 0. */
    public static final ScoringScheme THREE_ONE_ZERO =
            new ScoringScheme("3-1-0", "胜3 和1 负0", "win 3, draw 1, loss 0", 1, 3, 1, 1, 0, 3, 0, 3, 3, 1, 0);
    /** 贴分 (2007): win 3, loss 0, draw red 1 / black 2. */
    public static final ScoringScheme TIEFEN =
            new ScoringScheme("tiefen", "贴分 胜3 和红1黑2 负0", "handicap draw: win 3, draw red 1 / black 2", 1, 3, 1, 2,
                    0, 3, 0, 3, 3, 1, 0);

    public static final List<ScoringScheme> ALL = List.of(XQ_14_1, TWO_ONE_ZERO, THREE_ONE_ZERO, TIEFEN);

    public static Optional<ScoringScheme> byId(String id) {
        if (id == null) {
            return Optional.empty();
        }
        String k = id.strip().toLowerCase(Locale.ROOT);
        return switch (k) {
            case "14.1", "1-0.5-0", "1/2", "classic", "fide" -> Optional.of(XQ_14_1);
            case "2-1-0", "2007" -> Optional.of(TWO_ONE_ZERO);
            case "3-1-0", "2020", "xq2020" -> Optional.of(THREE_ONE_ZERO);
            case "tiefen", "贴分" -> Optional.of(TIEFEN);
            default -> Optional.empty();
        };
    }

    /** Like {@link #byId} but fails with a message listing the known ids. */
    public static ScoringScheme require(String id) {
        return byId(id).orElseThrow(() -> new IllegalArgumentException(
                "unknown scoring scheme '" + id + "'; known: 14.1, 2-1-0, 3-1-0, tiefen"));
    }
}
