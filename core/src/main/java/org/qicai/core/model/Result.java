package org.qicai.core.model;

import java.util.Locale;
import java.util.Optional;

/**
 * 对局结果 — the result of one game as a value. The code is the vocabulary of the CLI and of
 * exports ({@code 1-0 0-1 1/2 +/- -/+ -/-}); words such as 红胜 belong to the discipline plugin.
 */
public enum Result {
    PENDING("", Outcome.PENDING, Outcome.PENDING),
    FIRST_WIN("1-0", Outcome.WIN, Outcome.LOSS),
    SECOND_WIN("0-1", Outcome.LOSS, Outcome.WIN),
    DRAW("1/2", Outcome.DRAW, Outcome.DRAW),
    /** xq 21.4: first side wins without play ({@code +}), second loses ({@code -}). */
    FIRST_WIN_FORFEIT("+/-", Outcome.FORFEIT_WIN, Outcome.FORFEIT_LOSS),
    SECOND_WIN_FORFEIT("-/+", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_WIN),
    /** both absent: both {@code -}. */
    DOUBLE_FORFEIT("-/-", Outcome.FORFEIT_LOSS, Outcome.FORFEIT_LOSS);

    private final String code;
    private final Outcome first;
    private final Outcome second;

    Result(String code, Outcome first, Outcome second) {
        this.code = code;
        this.first = first;
        this.second = second;
    }

    public String code() {
        return code;
    }

    public Outcome outcome(Side side) {
        return side == Side.FIRST ? first : second;
    }

    public boolean isDecided() {
        return this != PENDING;
    }

    /** The game was actually played over the board (not a forfeit). */
    public boolean isPlayed() {
        return this == FIRST_WIN || this == SECOND_WIN || this == DRAW;
    }

    /** The same result seen with the sides exchanged. */
    public Result swapped() {
        return switch (this) {
            case FIRST_WIN -> SECOND_WIN;
            case SECOND_WIN -> FIRST_WIN;
            case FIRST_WIN_FORFEIT -> SECOND_WIN_FORFEIT;
            case SECOND_WIN_FORFEIT -> FIRST_WIN_FORFEIT;
            default -> this;
        };
    }

    /**
     * Parses the code vocabulary, forgiving common spellings ({@code ½-½}, {@code =}, {@code +-}, {@code 1:0}).
     * Discipline words (红胜, 黑胜, 和) are parsed by the discipline plugin.
     */
    public static Optional<Result> parseCode(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String t = text.strip().toLowerCase(Locale.ROOT).replace(':', '-').replace(" ", "");
        return switch (t) {
            case "1-0" -> Optional.of(FIRST_WIN);
            case "0-1" -> Optional.of(SECOND_WIN);
            case "1/2", "=", "½-½", "1/2-1/2", "0.5-0.5", "½" -> Optional.of(DRAW);
            case "+/-", "+-", "+/−" -> Optional.of(FIRST_WIN_FORFEIT);
            case "-/+", "-+", "−/+" -> Optional.of(SECOND_WIN_FORFEIT);
            case "-/-", "--" -> Optional.of(DOUBLE_FORFEIT);
            case "", "*", "pending" -> Optional.of(PENDING);
            default -> Optional.empty();
        };
    }
}
