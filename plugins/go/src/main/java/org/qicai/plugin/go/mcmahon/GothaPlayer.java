package org.qicai.plugin.go.mcmahon;

/**
 * A player as OpenGotha's pairing sees him.
 *
 * @param no            start number in the event
 * @param name          family name (OpenGotha's {@code name}); sorting and the deterministic lot read it
 * @param firstName     given name (may be empty)
 * @param rank          rank number ({@link org.qicai.core.game.GoRank}: 30K = −30, 1D = 0, 9D = 8)
 * @param rating        rating
 * @param club          club (compared case-insensitively)
 * @param country       country code (compared case-insensitively)
 * @param smmsCorrection correction of the McMahon start score
 * @param participating per round (index 0 = round 1) whether he plays; rounds past the array: he plays
 * @param finalRegistered registered for good ({@code FIN}); OpenGotha pairs no one else
 */
public record GothaPlayer(int no, String name, String firstName, int rank, int rating, String club, String country,
                          int smmsCorrection, boolean[] participating, boolean finalRegistered) {

    public GothaPlayer {
        firstName = firstName == null ? "" : firstName;
        club = club == null ? "" : club;
        country = country == null ? "" : country;
        participating = participating == null ? new boolean[0] : participating.clone();
    }

    /** Whether he plays round {@code round0} (0-based). */
    public boolean plays(int round0) {
        return round0 < 0 || round0 >= participating.length || participating[round0];
    }

    /** OpenGotha's key: name and first name upper-cased without spaces. */
    public String key() {
        return (name + firstName).replace(" ", "").toUpperCase(java.util.Locale.ROOT);
    }
}
