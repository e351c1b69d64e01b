package org.qicai.core.trf;

/**
 * The point system of a TRF file in tenths of a point, as the {@code 162} line states it
 * ({@code W} win, {@code D} draw, {@code L} loss, {@code A} forfeit loss and zero-point bye,
 * {@code P} pairing-allocated bye); FIDE's 1/½/0 when the line is absent. A full-point bye and a
 * forfeit win score {@code W}, a half-point bye {@code D}.
 */
public record TrfPointSystem(int win, int draw, int loss, int absent, int pairingBye) {

    public static final TrfPointSystem FIDE = new TrfPointSystem(10, 5, 0, 0, 10);

    public TrfPointSystem {
        if (win < 0 || draw < 0 || loss < 0 || absent < 0 || pairingBye < 0) {
            throw new IllegalArgumentException("points must not be negative");
        }
    }

    public boolean isDefault() {
        return equals(FIDE);
    }

    /** Tenths of a point one round block is worth. */
    public int points(TrfGame g) {
        return switch (g.result()) {
            case '1', 'W', 'F' -> win;
            case '+' -> g.hasOpponent() ? win : pairingBye;
            case 'U' -> pairingBye;
            case '=', 'D', 'H' -> draw;
            case '0', 'L' -> loss;
            default -> g.isPending() ? 0 : absent; // '-', 'Z', blank; a game not played yet scores nothing
        };
    }

    /** Formats tenths as TRF writes points: {@code 4.5}, {@code 10.0}. */
    public static String format(int tenths) {
        return (tenths / 10) + "." + (tenths % 10);
    }
}
