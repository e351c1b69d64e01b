package org.qicai.core.model;

/** One player's outcome of one pairing (胜/和/负, 不战而胜/不战而负, 轮空). */
public enum Outcome {
    WIN, DRAW, LOSS,
    /** 21.4 {@code +}: won without play. */
    FORFEIT_WIN,
    /** 21.4 {@code -}: lost without play. */
    FORFEIT_LOSS,
    /** 轮空: no opponent this round; what it scores depends on the bye kind and the scheme. */
    BYE,
    /** not decided yet */
    PENDING;

    public boolean isPlayed() {
        return this == WIN || this == DRAW || this == LOSS;
    }

    public boolean isWin() {
        return this == WIN || this == FORFEIT_WIN;
    }
}
