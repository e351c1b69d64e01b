package org.qicai.core.trf;

/**
 * One 10-column round block of a TRF16 player line ({@code oooo c r}): the opponent's start number
 * (0 for none), the colour ({@code w}, {@code b}, {@code -} or blank) and the result code.
 *
 * <p>Result codes: {@code 1 0 =} played (rated), {@code W D L} played (unrated), {@code + -} forfeit
 * win/loss, {@code U} pairing-allocated bye, {@code H} half-point bye, {@code F} full-point bye,
 * {@code Z} zero-point bye, blank: no result (not paired, or a game not played yet).
 */
public record TrfGame(int opponent, char colour, char result) {

    /** A blank block: the player has no entry for this round. */
    public static final TrfGame EMPTY = new TrfGame(0, ' ', ' ');

    public TrfGame {
        if (opponent < 0 || opponent > 9999) {
            throw new IllegalArgumentException("opponent out of range: " + opponent);
        }
        colour = Character.toLowerCase(colour);
        result = Character.toUpperCase(result);
        if ("wb- ".indexOf(colour) < 0) {
            throw new IllegalArgumentException("colour must be w, b, - or blank: '" + colour + "'");
        }
        if ("10=WDL+-UHFZ ".indexOf(result) < 0) {
            throw new IllegalArgumentException("not a TRF result code: '" + result + "'");
        }
    }

    public static TrfGame game(int opponent, char colour, char result) {
        return new TrfGame(opponent, colour, result);
    }

    public static TrfGame bye(char code) {
        return new TrfGame(0, '-', code);
    }

    public boolean isEmpty() {
        return opponent == 0 && result == ' ';
    }

    /** An entry without opponent that is not blank ({@code U H F Z}, or {@code + -} written without opponent). */
    public boolean isBye() {
        return opponent == 0 && result != ' ';
    }

    public boolean hasOpponent() {
        return opponent != 0;
    }

    /** Played over the board: {@code 1 0 = W D L} against an opponent. */
    public boolean isPlayed() {
        return opponent != 0 && "10=WDL".indexOf(result) >= 0;
    }

    /** A forfeit between two paired players ({@code +} or {@code -} with an opponent). */
    public boolean isForfeit() {
        return opponent != 0 && (result == '+' || result == '-');
    }

    /** A game paired but without a result yet. */
    public boolean isPending() {
        return opponent != 0 && result == ' ';
    }
}
