package org.qicai.core.model;

/**
 * 判罚种类, ordered by severity (18.4 orders penalised players by severity, then count).
 */
public enum PenaltyKind {
    /** 犯规 (xq 9.1.x) — three in one game lose it (4.1.8). */
    FOUL(1),
    /** 警告 (xq 18.1; Go 第十二条: two in one game lose it). */
    WARNING(2),
    /** 时间处罚: time added to the player's clock (23.3: 5 minutes). */
    TIME_PENALTY(1),
    /** 撤销着法 (xq2020): moves cancelled. */
    MOVES_CANCELLED(1),
    /** 判负: the game is lost. */
    GAME_LOSS(3),
    /** 取消当场比赛资格 (xq 18.2). */
    DISQUALIFICATION(4),
    /** 除名 (xq 18.3) — treated as withdrawal (20.3/20.4). */
    EXPULSION(5),
    /** 更正: reverses an earlier entry; nothing is erased. */
    CORRECTION(0);

    private final int severity;

    PenaltyKind(int severity) {
        this.severity = severity;
    }

    public int severity() {
        return severity;
    }
}
