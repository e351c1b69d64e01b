package org.qicai.core.model;

/** 弃权 of a whole team (xq 21.4): which team of a match did not appear. */
public enum MatchForfeit {
    NONE,
    /** the first-listed team is absent: the second wins {@code +} */
    FIRST_ABSENT,
    /** the second-listed team is absent: the first wins {@code +} */
    SECOND_ABSENT,
    /** both absent: both {@code -} */
    BOTH_ABSENT;

    public boolean isForfeit() {
        return this != NONE;
    }
}
