package org.qicai.core.model;

/**
 * 场 — one match of one round: the first-listed team (先走/主队: red on odd boards, xq 13.2–13.3)
 * against the second, or a bye (轮空) when {@code second == 0}.
 *
 * @param round       round number
 * @param no          match number in the round (场次), 1-based
 * @param first       the first-listed team (home team in a league)
 * @param second      the second team, 0 for a bye
 * @param forfeit     a whole team absent (21.4)
 * @param annulled    the match no longer counts (20.3: a team left before meeting half of its opponents)
 * @param explanation why the pairing system paired it so
 */
public record TeamMatch(int round, int no, int first, int second, MatchForfeit forfeit, boolean annulled,
                        String explanation) {

    public TeamMatch {
        forfeit = forfeit == null ? MatchForfeit.NONE : forfeit;
        explanation = explanation == null ? "" : explanation;
    }

    public boolean isBye() {
        return second == 0;
    }

    public boolean involves(int team) {
        return first == team || (second != 0 && second == team);
    }

    public int opponentOf(int team) {
        if (first == team) {
            return second;
        }
        if (second == team) {
            return first;
        }
        throw new IllegalArgumentException("team " + team + " is not in match " + no + " of round " + round);
    }

    public TeamMatch withForfeit(MatchForfeit f) {
        return new TeamMatch(round, no, first, second, f, annulled, explanation);
    }

    public TeamMatch withAnnulled(boolean a) {
        return new TeamMatch(round, no, first, second, forfeit, a, explanation);
    }
}
