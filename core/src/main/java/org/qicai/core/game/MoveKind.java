package org.qicai.core.game;

/**
 * How one move of a repetition cycle is classified (xq 25.2, 28.x): {@link #code()} is the JSON word,
 * {@link #chinese()} the rulebook's. {@link #isForbidden()}: the kinds that make a side 长打 when every one
 * of its moves in the cycle is one of them (将, 杀, 捉 — RULES.md "Repetition rulings").
 */
public enum MoveKind {
    MATE("mate", "杀", true),
    CHECK("check", "将", true),
    CHASE("chase", "捉", true),
    EXCHANGE("exchange", "兑", false),
    OFFER("offer", "献", false),
    BLOCK("block", "拦", false),
    FOLLOW("follow", "跟", false),
    IDLE("idle", "闲", false);

    private final String code;
    private final String chinese;
    private final boolean forbidden;

    MoveKind(String code, String chinese, boolean forbidden) {
        this.code = code;
        this.chinese = chinese;
        this.forbidden = forbidden;
    }

    public String code() {
        return code;
    }

    public String chinese() {
        return chinese;
    }

    public boolean isForbidden() {
        return forbidden;
    }
}
