package org.qicai.core.model;

/**
 * 先后手 — which side of a board a player takes. FIRST moves first: in xiangqi that is 红方 (red,
 * xq 13.1), in Go 黑方 (black). The discipline plugin names the sides; the model never does.
 */
public enum Side {
    FIRST, SECOND;

    public Side other() {
        return this == FIRST ? SECOND : FIRST;
    }
}
