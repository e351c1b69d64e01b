package org.qicai.core.spi;

import java.util.Locale;
import org.qicai.core.model.PenaltyKind;

/**
 * One entry of a discipline's penalty catalogue (判罚条款), with the consequence the rules attach to it.
 * The penalty service applies the consequence in the same transaction as the entry.
 *
 * @param clause        the clause as cited ({@code 9.1.5}, {@code 18.2}, {@code go 12.2})
 * @param kind          what kind of penalty logging it records (counts toward {@link Limit}s of that kind)
 * @param descriptionZh what the clause forbids, in Chinese
 * @param descriptionEn the same in English
 * @param effect        what logging it does at once, besides being counted
 * @param clockSeconds  seconds taken from the penalised player's clock (23.3: 5 minutes); 0 = none; -1 = the
 *                      arbiter gives the amount (a clock penalty of his choosing)
 * @param effectClause  the clause that fixes the effect (e.g. {@code 18.2}, {@code 23.3}); empty when none
 */
public record PenaltyRule(String clause, PenaltyKind kind, String descriptionZh, String descriptionEn, Effect effect,
                         long clockSeconds, String effectClause) {

    /** The immediate effect of logging an entry. */
    public enum Effect {
        /** recorded (and counted) only */
        NONE,
        /** the penalised player loses the game (判负) */
        GAME_LOST,
        /** the player leaves the event, treated as withdrawal (18.3 → 20.3/20.4) */
        WITHDRAWAL,
        /** the move is void and the turn is lost (go 10, go 11.1); nothing to change in the result */
        MOVE_VOID
    }

    /**
     * A count that loses the game: the {@code count}-th live entry of {@code kind} for one player in one
     * game (4.1.8: three fouls; go 12.2: two warnings).
     */
    public record Limit(PenaltyKind kind, int count, String clause) {
        public Limit {
            if (count < 1) {
                throw new IllegalArgumentException("a limit counts at least 1 entry");
            }
        }
    }

    public PenaltyRule {
        effect = effect == null ? Effect.NONE : effect;
        effectClause = effectClause == null ? "" : effectClause;
        if (clockSeconds < -1) {
            throw new IllegalArgumentException("clockSeconds is seconds ≥ 0, or -1 for an amount the arbiter gives");
        }
    }

    /** A rule recorded and counted only. */
    public PenaltyRule(String clause, PenaltyKind kind, String descriptionZh, String descriptionEn) {
        this(clause, kind, descriptionZh, descriptionEn, Effect.NONE, 0, "");
    }

    public String description(Locale locale) {
        return Named.isEnglish(locale) ? descriptionEn : descriptionZh;
    }

    /** Whether the arbiter must give the number of seconds (a clock penalty of his choosing). */
    public boolean asksSeconds() {
        return clockSeconds < 0;
    }

    /** The clause in the form used to look it up: lower case, no spaces, no "xq"/"go" prefix. */
    public static String normalizeClause(String clause) {
        if (clause == null) {
            return "";
        }
        String c = clause.strip().toLowerCase(Locale.ROOT).replace(" ", "").replace("第", "").replace("条", "");
        if (c.startsWith("xq2020")) {
            return c;
        }
        if (c.startsWith("xq") || c.startsWith("go")) {
            c = c.substring(2);
        }
        return c;
    }

    /** Whether {@code cited} names this rule ({@code 9.1.5}, {@code xq 9.1.5}, {@code go12.2}, {@code GO 12.2} …). */
    public boolean citedAs(String cited) {
        return !cited.isBlank() && normalizeClause(clause).equals(normalizeClause(cited));
    }
}
