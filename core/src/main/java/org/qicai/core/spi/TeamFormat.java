package org.qicai.core.spi;

import java.util.ArrayList;
import java.util.List;
import org.pf4j.ExtensionPoint;
import org.qicai.core.model.BoardAssignment;

/**
 * 团体赛台次办法 — a team board format (xq 12.1–12.5): which lineups are legal and how boards are
 * assigned. A lineup is a list of registered positions (1-based), one per board (per lineup slot
 * in 12.4); 0 marks an empty board, lost by forfeit (xq 21.4).
 *
 * <p>Everything here is a pure function of the numbers it is given. The service applies it to the
 * teams and the games; the scoring of a match (局分 → 场分, 14.2) is the same for every format with
 * boards and lives in the core.
 */
public interface TeamFormat extends ExtensionPoint, Named {

    /**
     * Checks a lineup given as registered positions (1-based, 0 = empty board) for a match on
     * {@code boards} boards of a team with {@code registered} players. Returns the reason it is
     * illegal, citing the rule, or null when legal.
     */
    String checkLineup(List<Integer> lineup, int registered, int boards);

    /**
     * {@link #checkLineup}'s reason in Chinese, with the same boards and positions (null when legal).
     * A format that gives no Chinese text answers the English one.
     */
    default String checkLineupZh(List<Integer> lineup, int registered, int boards) {
        return checkLineup(lineup, registered, boards);
    }

    /** The clause this format implements ({@code 12.1} …). */
    default String clause() {
        return "12";
    }

    /**
     * Whether matches are played on boards. False for 12.5 队员总分: the players play an individual
     * competition and the team's result is the sum of its players' results.
     */
    default boolean hasBoards() {
        return true;
    }

    /** Whether a team names a lineup before each match (false for 12.1: the registered order plays every match). */
    default boolean choosesLineup() {
        return true;
    }

    /** Whether lineups are fixed at a deadline before each match and locked after it (12.3 临时定台). */
    default boolean lineupDeadline() {
        return false;
    }

    /** Whether the registered order must follow strength: rating, unrated after rated (12.1, and 12.2 by reference). */
    default boolean registeredOrderByStrength() {
        return false;
    }

    /** Checks the number of registered players against the boards; the reason it is not allowed, or null. */
    default String checkRegistration(int registered, int boards) {
        if (registered < 1) {
            return "a team needs at least one player";
        }
        if (hasBoards() && registered < boards) {
            return clause() + ": " + boards + " boards need at least " + boards + " registered players (has "
                    + registered + ")";
        }
        return null;
    }

    /** {@link #checkRegistration}'s reason in Chinese, with the same numbers (null when allowed). */
    default String checkRegistrationZh(int registered, int boards) {
        String en = checkRegistration(registered, boards);
        if (en == null) {
            return null;
        }
        // the default texts above; a format that overrides checkRegistration overrides this too
        if (en.equals("a team needs at least one player")) {
            return "每队至少要有一名队员";
        }
        if (en.equals(clause() + ": " + boards + " boards need at least " + boards + " registered players (has "
                + registered + ")")) {
            return clause() + "：" + boards + " 台至少需要 " + boards + " 名报名队员（现有 " + registered + " 名）";
        }
        return en;
    }

    /** The lineup a team plays when it names none: registered positions 1…boards. */
    default List<Integer> defaultLineup(int registered, int boards) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= boards; i++) {
            out.add(i <= registered ? i : 0);
        }
        return out;
    }

    /**
     * Every legal lineup without an empty board, in listing order (12.2 with 6 registered on 4
     * boards: 15 lineups, 1-2-3-4 … 3-4-5-6). Empty for a format without boards.
     */
    default List<List<Integer>> legalLineups(int registered, int boards) {
        List<Integer> d = defaultLineup(registered, boards);
        return checkLineup(d, registered, boards) == null ? List.of(d) : List.of();
    }

    /** Sub-rounds one match is played in (12.4: as many as each team fields players). */
    default int subRounds(int boards) {
        return 1;
    }

    /**
     * The games of one match, for lineups of {@code boards} slots: by default one sub-round, slot b
     * against slot b on board b, the first-listed team red on odd boards and black on even ones
     * (13.2, 13.3).
     */
    default List<BoardAssignment> schedule(int boards) {
        List<BoardAssignment> out = new ArrayList<>();
        for (int b = 1; b <= boards; b++) {
            out.add(new BoardAssignment(1, b, b, b, b % 2 == 1));
        }
        return out;
    }
}
