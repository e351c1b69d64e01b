package org.qicai.core.standings;

import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.scoring.Points;
import org.qicai.core.scoring.ScoringScheme;

/**
 * The event's settings that change how scores and tiebreaks are computed, read from
 * {@link EventSettings#options()}. Every default is the rulebook's or RULES.md's; the keys are the
 * ones the arbiter types with {@code event new --option KEY=VALUE}.
 *
 * @param pairingBye        units the pairing bye (轮空) scores, or −1 for the scheme's value (附录二 7: a win)
 * @param byeOpponent       how 对手分 counts a bye (附录二 7)
 * @param unplayed          how Buchholz-type tiebreaks treat unplayed rounds
 * @param penalisedLast     18.4: among equal points, players with 18.1/18.2 penalties go last
 * @param playoffAfter      15.6: places p whose tie with place p+1 must be decided by a play-off (1 = the title)
 */
public record StandingsOptions(int pairingBye, ByeOpponent byeOpponent, Unplayed unplayed, boolean penalisedLast,
                               Set<Integer> playoffAfter) {

    /** Option: what the pairing bye scores: {@code win} (default, 附录二 7), {@code draw}, {@code loss} or points ({@code 0.5}). */
    public static final String BYE_VALUE = "bye-value";
    /** Option: the opponent a bye stands for in 对手分: {@code lowest} (default, 附录二 7) or {@code zero}. */
    public static final String BYE_OPPONENT = "bye-opponent";
    /** Option: unplayed rounds in tiebreaks: {@code as-scored} (default) or {@code fide-c07} (FIDE C.07 Art. 16, Swiss). */
    public static final String UNPLAYED = "tiebreak-unplayed";
    /** Option: 18.4 penalised players last among equal points: {@code true} (default for xiangqi), {@code false}. */
    public static final String PENALISED_LAST = "penalised-last";
    /** Option: places whose tie with the next place needs a play-off (15.6), comma-separated; default {@code 1} (the title). */
    public static final String PLAYOFF_PLACES = "playoff-places";

    /** 附录二 7: the bye counts as an opponent with the lowest score in the field, or (option) as 0. */
    public enum ByeOpponent {
        LOWEST, ZERO
    }

    /** How the own unplayed rounds (byes, forfeits) enter Buchholz and Sonneborn-Berger. */
    public enum Unplayed {
        /** As scored: a forfeit's opponent counts like a played one (21.4), a bye as {@link ByeOpponent}. */
        AS_SCORED,
        /**
         * FIDE C.07 Article 16 (Swiss): an opponent's requested byes at the end count as draws; each own
         * unplayed round is a game against a dummy with the player's own score, capped.
         */
        FIDE_C07
    }

    public StandingsOptions {
        playoffAfter = Set.copyOf(playoffAfter);
    }

    /** The rulebook defaults. */
    public static StandingsOptions defaults() {
        return new StandingsOptions(-1, ByeOpponent.LOWEST, Unplayed.AS_SCORED, true, Set.of(1));
    }

    /** Reads the options of an event; a malformed value is an error naming the key. */
    public static StandingsOptions of(EventSettings s, ScoringScheme scheme) {
        int bye = parseBye(s.options().get(BYE_VALUE), scheme);
        ByeOpponent opp = switch (s.option(BYE_OPPONENT, "lowest").strip().toLowerCase(Locale.ROOT)) {
            case "lowest", "最低" -> ByeOpponent.LOWEST;
            case "zero", "0" -> ByeOpponent.ZERO;
            default -> throw UserError.zh("选项 " + BYE_OPPONENT + " 只能是 lowest 或 zero，不能是“"
                    + s.option(BYE_OPPONENT, "") + "”",
                    "option " + BYE_OPPONENT + " must be lowest or zero, not '"
                    + s.option(BYE_OPPONENT, "") + "'");
        };
        Unplayed unplayed = switch (s.option(UNPLAYED, "as-scored").strip().toLowerCase(Locale.ROOT)) {
            case "as-scored", "" -> Unplayed.AS_SCORED;
            case "fide-c07", "fide", "c07" -> Unplayed.FIDE_C07;
            default -> throw UserError.zh("选项 " + UNPLAYED + " 只能是 as-scored 或 fide-c07，不能是“" + s.option(UNPLAYED, "")
                    + "”",
                    "option " + UNPLAYED + " must be as-scored or fide-c07, not '"
                    + s.option(UNPLAYED, "") + "'");
        };
        // 18.4 is a rule of the xiangqi rulebook; a Go event opts in
        String penalisedDefault = "xiangqi".equalsIgnoreCase(s.discipline()) ? "true" : "false";
        String pl = s.option(PENALISED_LAST, penalisedDefault).strip().toLowerCase(Locale.ROOT);
        if (!pl.equals("true") && !pl.equals("false")) {
            throw UserError.zh("选项 " + PENALISED_LAST + " 只能是 true 或 false，不能是“" + pl + "”",
                    "option " + PENALISED_LAST + " must be true or false, not '" + pl + "'");
        }
        return new StandingsOptions(bye, opp, unplayed, pl.equals("true"), parsePlaces(s.option(PLAYOFF_PLACES, "1")));
    }

    private static int parseBye(String v, ScoringScheme scheme) {
        if (v == null || v.isBlank()) {
            return -1;
        }
        String t = v.strip().toLowerCase(Locale.ROOT);
        switch (t) {
            case "win", "胜" -> {
                return scheme.win();
            }
            case "draw", "和" -> {
                return scheme.draw();
            }
            case "loss", "负" -> {
                return scheme.loss();
            }
            default -> {
                long units;
                try {
                    units = Points.parse(t, scheme.denominator());
                } catch (IllegalArgumentException e) {
                    throw UserError.zh("选项 " + BYE_VALUE + " 只能是 win、draw、loss 或分数（如 0.5），不能是“" + v + "”",
                            "option " + BYE_VALUE + " must be win, draw, loss or points (e.g. 0.5), not '"
                            + v + "'");
                }
                if (units < 0 || units > scheme.win()) {
                    throw UserError.zh("选项 " + BYE_VALUE + " 的值 " + v + " 不在 0–" + scheme.format(scheme.win()) + " 之间",
                            "option " + BYE_VALUE + " " + v + " is outside 0–" + scheme.format(scheme.win()));
                }
                return (int) units;
            }
        }
    }

    /** {@code "1,8,16,32"} → places; empty → none. */
    public static Set<Integer> parsePlaces(String v) {
        Set<Integer> out = new TreeSet<>();
        for (String part : v.split(",")) {
            String p = part.strip();
            if (p.isEmpty()) {
                continue;
            }
            try {
                int n = Integer.parseInt(p);
                if (n < 1) {
                    throw new NumberFormatException();
                }
                out.add(n);
            } catch (NumberFormatException e) {
                throw UserError.zh("选项 " + PLAYOFF_PLACES + "：“" + p + "”不是名次（1, 2, 3 …）",
                        "option " + PLAYOFF_PLACES + ": '" + p + "' is not a place (1, 2, 3 …)");
            }
        }
        return out;
    }

    /** The scheme with the pairing bye set to this event's value. */
    public ScoringScheme apply(ScoringScheme scheme) {
        return pairingBye < 0 || pairingBye == scheme.pairingBye() ? scheme : scheme.withPairingBye(pairingBye);
    }

    public StandingsOptions withPlayoffAfter(Set<Integer> places) {
        return new StandingsOptions(pairingBye, byeOpponent, unplayed, penalisedLast, places);
    }
}
