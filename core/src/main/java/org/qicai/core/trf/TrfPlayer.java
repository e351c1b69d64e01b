package org.qicai.core.trf;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A TRF16 {@code 001} player line.
 *
 * @param startNo    start number (columns 5–8)
 * @param sex        column 10 ({@code m}, {@code w} or blank), as written
 * @param title      columns 11–13 ({@code GM}, {@code IM}, {@code WGM} …), blank when none
 * @param name       columns 15–47
 * @param rating     columns 49–52, 0 when unrated
 * @param federation columns 54–56
 * @param fideId     columns 58–68, as written
 * @param birthDate  columns 70–79, as written
 * @param points     columns 81–84 in tenths of a point
 * @param rank       columns 86–89, 0 when blank
 * @param rounds     the round blocks from column 92, round 1 first; {@link TrfGame#EMPTY} for a blank block
 */
public record TrfPlayer(int startNo, String sex, String title, String name, int rating, String federation,
                        String fideId, String birthDate, int points, int rank, List<TrfGame> rounds) {

    public TrfPlayer {
        if (startNo < 1 || startNo > 9999) {
            throw new IllegalArgumentException("start number out of range: " + startNo);
        }
        sex = clean(sex);
        title = clean(title);
        name = clean(name);
        federation = clean(federation);
        fideId = clean(fideId);
        birthDate = clean(birthDate);
        Objects.requireNonNull(rounds, "rounds");
        // trailing blank blocks carry nothing: drop them so equal lines give equal models
        List<TrfGame> r = new ArrayList<>(rounds);
        while (!r.isEmpty() && r.get(r.size() - 1).isEmpty()) {
            r.remove(r.size() - 1);
        }
        rounds = List.copyOf(r);
    }

    private static String clean(String s) {
        return s == null ? "" : s.strip();
    }

    /** The block of round {@code round} (1-based); {@link TrfGame#EMPTY} beyond the last one written. */
    public TrfGame round(int round) {
        return round >= 1 && round <= rounds.size() ? rounds.get(round - 1) : TrfGame.EMPTY;
    }

    /** Points of rounds 1..{@code upToRound} under the point system, in tenths. */
    public int pointsThrough(int upToRound, TrfPointSystem system) {
        int sum = 0;
        for (int r = 1; r <= upToRound; r++) {
            sum += system.points(round(r));
        }
        return sum;
    }

    public TrfPlayer withRounds(List<TrfGame> newRounds) {
        return new TrfPlayer(startNo, sex, title, name, rating, federation, fideId, birthDate, points, rank,
                newRounds);
    }

    public TrfPlayer withPoints(int newPoints) {
        return new TrfPlayer(startNo, sex, title, name, rating, federation, fideId, birthDate, newPoints, rank,
                rounds);
    }

    public TrfPlayer withRank(int newRank) {
        return new TrfPlayer(startNo, sex, title, name, rating, federation, fideId, birthDate, points, newRank,
                rounds);
    }
}
